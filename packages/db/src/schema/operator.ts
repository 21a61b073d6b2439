import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { instant } from './columns';
import { users } from './users';

/**
 * The platform operator's side of the businesses (the onboarding pipeline, `/operatorius/verslai`).
 */

/** How the operator reached a business. */
export const BUSINESS_CONTACT_CHANNELS = ['phone', 'email', 'visit'] as const;
export type BusinessContactChannel = (typeof BUSINESS_CONTACT_CHANNELS)[number];

/**
 * The operator contacted a business (`POST /api/admin/business/{id}/mark-as-contacted`): who,
 * when, how and a note. Every contact is kept; `businesses.contacted_at` is the last one's time.
 */
export const businessContacts = pgTable(
  'business_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The operator who contacted it; null once her account is deleted (or for the seed's old marks). */
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel', { enum: BUSINESS_CONTACT_CHANNELS }).notNull(),
    note: text('note').notNull().default(''),
    contactedAt: instant('contacted_at').notNull(),
  },
  (t) => [
    index('business_contacts_business_idx').on(t.businessId, t.contactedAt.desc()),
    check('business_contacts_channel_valid', sql`${t.channel} in ('phone', 'email', 'visit')`),
    check('business_contacts_note_length', sql`char_length(${t.note}) <= 2000`),
  ],
);

/**
 * The operator invited a new business by e-mail (`POST /api/operator/business-invitations`): the
 * mail's registration link pre-fills the business's name and the address and carries the
 * invitation (a random token; only its SHA-256, hex, is stored), so the business registered from it
 * keeps who referred it. The same token names the mail's unsubscribe link: an address that opts
 * out (`invitation_opt_outs`) is never invited again, by a business or by the platform.
 */
export const businessInvitations = pgTable(
  'business_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased. */
    email: text('email').notNull(),
    businessName: text('business_name').notNull(),
    /** Whom the mail greets, if the operator knows. */
    personName: text('person_name'),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique('business_invitations_token_hash_unique'),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The business registered from the link, and when. */
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    registeredAt: instant('registered_at'),
  },
  (t) => [
    index('business_invitations_email_created_idx').on(t.email, t.createdAt.desc()),
    index('business_invitations_created_idx').on(t.createdAt.desc()),
    index('business_invitations_business_id_idx').on(t.businessId),
    index('business_invitations_invited_by_user_id_idx').on(t.invitedByUserId),
    check('business_invitations_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('business_invitations_email_length', sql`char_length(${t.email}) <= 254`),
    check('business_invitations_business_name_length', sql`char_length(${t.businessName}) between 1 and 120`),
    check('business_invitations_person_name_length', sql`${t.personName} is null or char_length(${t.personName}) <= 120`),
  ],
);

export type BusinessInvitation = typeof businessInvitations.$inferSelect;
