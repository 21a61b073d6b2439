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
