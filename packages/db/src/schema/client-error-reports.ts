import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { createdAt } from './columns';
import { users } from './users';

/** Errors reported by browsers (`POST /api/public/log-an-error/{token}`), kept for the operator. */
export const clientErrorReports = pgTable(
  'client_error_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: createdAt(),
    message: text('message').notNull(),
    stack: text('stack'),
    pageUrl: text('page_url'),
    userAgent: text('user_agent'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    extra: jsonb('extra').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('client_error_reports_created_at_idx').on(t.createdAt),
    index('client_error_reports_business_id_idx').on(t.businessId),
  ],
);

export type ClientErrorReport = typeof clientErrorReports.$inferSelect;
export type NewClientErrorReport = typeof clientErrorReports.$inferInsert;
