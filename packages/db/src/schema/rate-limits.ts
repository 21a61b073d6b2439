import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The rate limits' counters when they are shared by several server processes on one PostgreSQL
 * (docs/decisions/035): one row per limited route and caller (`key`), the requests counted in the
 * window that ends at `window_ends_at`. A request after the window starts a new one. Rows of
 * windows long over are deleted now and then by the server.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: instant('window_ends_at').notNull(),
  },
  (table) => [index('rate_limit_hits_window_ends_at_idx').on(table.windowEndsAt)],
);
