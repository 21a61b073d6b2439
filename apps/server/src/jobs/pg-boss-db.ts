import { sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx, PgliteDatabaseHandle } from '@vizitas/db';
import type PgBoss from 'pg-boss';

/**
 * How pg-boss reaches the product's database. pg-boss 10 runs every statement through one
 * function, `executeSql(text, values)`, and accepts our own object in its place (`db`), both for
 * its own connection and per `send()` call. Three of them:
 *
 * - PostgreSQL: the app's node-postgres pool (a statement without values goes over the simple
 *   protocol, so pg-boss's `BEGIN; …; COMMIT` maintenance blocks run whole on one connection);
 * - PGlite: the one PGlite instance (see {@link pgliteExecutor});
 * - a caller's Drizzle database or transaction ({@link drizzleExecutor}): what makes a job exist
 *   exactly when the caller's change committed.
 */
export type SqlExecutor = PgBoss.Db;

/** pg-boss's own connection to the database the app has open. */
export function databaseExecutor(database: Database): SqlExecutor {
  if (database.kind === 'pglite') return pgliteExecutor(database.client);
  const pool = database.client;
  return { executeSql: (text, values) => pool.query(text, values) };
}

/** `BEGIN; <statements>; COMMIT;` as pg-boss writes its locked maintenance and schema blocks. */
const TRANSACTION_BLOCK = /^\s*BEGIN\s*;([\s\S]*);\s*COMMIT\s*;\s*$/i;

/**
 * pg-boss over PGlite. PGlite is one connection that runs one query or one transaction at a
 * time (a transaction holds it until COMMIT), so pg-boss's statements never interleave with the
 * app's transactions: they wait their turn, and each is short (a poll is one small UPDATE).
 *
 * A statement with values goes through `query` (extended protocol); one without values may be
 * several statements (`exec`). pg-boss's `BEGIN; …; COMMIT;` blocks run as a PGlite transaction
 * instead, so a failing statement inside rolls back while PGlite is still held: the single
 * connection is never left in an aborted transaction that the app's next query would fall into.
 */
export function pgliteExecutor(client: PgliteDatabaseHandle['client']): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const block = TRANSACTION_BLOCK.exec(text);
      if (block) {
        return client.transaction(async (tx) => {
          const results = await tx.exec(block[1]!);
          return { rows: results.at(-1)?.rows ?? [] };
        });
      }
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * pg-boss's statements run through a Drizzle database or transaction handle, whichever driver is
 * behind it. `$1…$n` become Drizzle parameters (`sql.param`, so arrays and objects stay one value
 * each: uuid arrays, jsonb payloads).
 */
export function drizzleExecutor(db: DbOrTx): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1] ?? null)}`,
      );
      const result = await db.execute(sql.join(chunks));
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}
