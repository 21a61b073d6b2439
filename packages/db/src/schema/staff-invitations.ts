import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { specialists } from './catalog';
import { createdAt, instant } from './columns';
import { users } from './users';

/**
 * An invitation to join a business as staff, as one of its specialists (docs/decisions/025). The
 * link in the mail carries a random token; only its SHA-256 (hex) is stored, as the id. Single use
 * (`accepted_at`), expiring (`expires_at`); a newer invitation of the same specialist revokes the
 * older ones (`revoked_at`).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    /** SHA-256 (hex) of the token in the link. */
    id: text('id').primaryKey(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    specialistId: uuid('specialist_id').notNull(),
    /** The address the invitation was sent to, lowercased. */
    email: text('email').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    acceptedAt: instant('accepted_at'),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    index('staff_invitations_business_id_specialist_id_idx').on(t.businessId, t.specialistId),
    foreignKey({
      name: 'staff_invitations_specialist_fk',
      columns: [t.businessId, t.specialistId],
      foreignColumns: [specialists.businessId, specialists.id],
    }).onDelete('cascade'),
    check('staff_invitations_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export type StaffInvitation = typeof staffInvitations.$inferSelect;
