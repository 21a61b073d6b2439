import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@vizitas/db';

/** What `@fastify/rate-limit` asks of a store: count one request of `key` in its window. */
type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin hands `child()` at run time (its types name less): the route's merged options. */
interface ChildOptions {
  routeInfo?: { method: string; url: string };
}

/** How often windows long over are deleted. */
const SWEEP_EVERY_MS = 60_000;

/**
 * A `@fastify/rate-limit` store on the product's database (`rate_limit_hits`), so every server
 * process on one PostgreSQL counts the same requests (docs/decisions/035). One statement per
 * limited request: an upsert that starts a new window when the stored one is over, otherwise
 * adds one. Keys are stored as SHA-256 digests: a key may be a session's token. The routes'
 * limits use fixed windows (no `continueExceeding`, no back-off), as the in-memory store does.
 */
export function databaseRateLimitStore(db: Db, clock: () => number = () => Date.now()) {
  let lastSweep = 0;
  const sweep = (now: number) => {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    db.execute(
      sql`delete from rate_limit_hits where window_ends_at < ${new Date(now - SWEEP_EVERY_MS).toISOString()}::timestamptz`,
    ).catch(() => undefined);
  };

  return class DatabaseRateLimitStore {
    readonly #prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.#prefix = prefix;
    }

    /** `timeWindow` (ms) is always passed by the plugin, though its types leave it out. */
    incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
      const now = clock();
      const digest = createHash('sha256').update(`${this.#prefix}${key}`).digest('base64url');
      const nowAt = new Date(now).toISOString();
      const endsAt = new Date(now + timeWindow).toISOString();
      db.execute(
        sql`insert into rate_limit_hits as h (key, hits, window_ends_at)
            values (${digest}, 1, ${endsAt}::timestamptz)
            on conflict (key) do update set
              hits = case when h.window_ends_at <= ${nowAt}::timestamptz then 1 else h.hits + 1 end,
              window_ends_at = case when h.window_ends_at <= ${nowAt}::timestamptz then excluded.window_ends_at else h.window_ends_at end
            returning hits, window_ends_at`,
      ).then(
        (result) => {
          const row = ((result as { rows: unknown[] }).rows as Array<{ hits: number; window_ends_at: string | Date }>)[0]!;
          callback(null, { current: Number(row.hits), ttl: Math.max(0, new Date(row.window_ends_at).getTime() - now) });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
      sweep(now);
    }

    /** The store of one route: its own counters. */
    child(routeOptions: object): DatabaseRateLimitStore {
      const route = (routeOptions as ChildOptions).routeInfo;
      return new DatabaseRateLimitStore(undefined, `${this.#prefix}${route ? `${route.method}${route.url}` : ''}-`);
    }
  };
}
