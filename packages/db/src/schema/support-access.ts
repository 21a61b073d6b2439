import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { instant } from './columns';
import { users } from './users';

/**
 * Support access with consent (`/administratorius/nustatymai`): the owner lets the platform
 * operator work in her admin area for 1–72 hours. While a grant lasts (`ends_at` ahead, not
 * `ended_at`) the operator's changes there are allowed, each written to `support_actions`; she may
 * end it at any time. Without one the operator only reads the admin pages.
 */
export const supportGrants = pgTable(
  'support_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    grantedByUserId: uuid('granted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    /** Ended before its time, by the owner (or by a new grant that replaced it). */
    endedAt: instant('ended_at'),
    endedByUserId: uuid('ended_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('support_grants_business_idx').on(t.businessId, t.endsAt.desc()),
    index('support_grants_granted_by_user_id_idx').on(t.grantedByUserId),
    index('support_grants_ended_by_user_id_idx').on(t.endedByUserId),
    check('support_grants_length', sql`${t.endsAt} > ${t.startsAt} and ${t.endsAt} <= ${t.startsAt} + interval '72 hours'`),
  ],
);

/** One change the operator made in a business's admin area under its support grant: who, when, what. */
export const supportActions = pgTable(
  'support_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => supportGrants.id, { onDelete: 'cascade' }),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    /** The operation, as the API document writes it (`PUT /api/admin/service/{id}`). */
    method: text('method').notNull(),
    route: text('route').notNull(),
    /** The operation's Lithuanian summary (what the owner reads). */
    summary: text('summary').notNull(),
    at: instant('at').notNull(),
  },
  (t) => [
    index('support_actions_business_idx').on(t.businessId, t.at.desc()),
    index('support_actions_grant_id_idx').on(t.grantId),
    index('support_actions_operator_id_idx').on(t.operatorId),
  ],
);

export type SupportGrant = typeof supportGrants.$inferSelect;
