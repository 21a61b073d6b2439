import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { instant } from './columns';
import { users } from './users';

/**
 * A business's private card about one of its clients (a customer with an account): notes,
 * allergies and sensitivities, preferences, and whether she may book this business online.
 * One card per business and customer; only that business ever reads it.
 */
export const clientCards = pgTable(
  'client_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    notes: text('notes').notNull().default(''),
    allergies: text('allergies').notNull().default(''),
    preferences: text('preferences').notNull().default(''),
    /** The client may not book this business online (she is told only that the time cannot be booked). */
    blocked: boolean('blocked').notNull().default(false),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    /** The member who saved the card last. */
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('client_cards_business_user_unique').on(t.businessId, t.userId),
    index('client_cards_user_id_idx').on(t.userId),
    foreignKey({ columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    check('client_cards_notes_length', sql`char_length(${t.notes}) <= 4000`),
    check('client_cards_allergies_length', sql`char_length(${t.allergies}) <= 2000`),
    check('client_cards_preferences_length', sql`char_length(${t.preferences}) <= 2000`),
  ],
);

export type ClientCard = typeof clientCards.$inferSelect;
