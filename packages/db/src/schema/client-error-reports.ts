import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
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
    /** Where it happened: the first frame of the stack (file, line, column), else the page's path. */
    place: text('place'),
    /** The group the operator sees it in: the SHA-256 (hex) of the message and the place. */
    groupKey: text('group_key'),
  },
  (t) => [
    index('client_error_reports_created_at_idx').on(t.createdAt),
    index('client_error_reports_group_idx').on(t.groupKey, t.createdAt),
    index('client_error_reports_business_id_idx').on(t.businessId),
  ],
);

export type ClientErrorReport = typeof clientErrorReports.$inferSelect;
export type NewClientErrorReport = typeof clientErrorReports.$inferInsert;

/**
 * A group of error reports the operator marked resolved (`/operatorius/klaidos`): resolved while
 * no report of it came after `resolvedAt`; a new one reopens it.
 */
export const clientErrorGroups = pgTable('client_error_groups', {
  groupKey: text('group_key').primaryKey(),
  resolvedAt: instant('resolved_at').notNull(),
  resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
});
