import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@vizitas/db';

/**
 * A statement of the booking calendar's hot path, sent straight through the database driver: on
 * PostgreSQL as a named prepared statement (parsed once per connection, then only bound and
 * executed), on PGlite as a parameterised query; rows come back as arrays, without Drizzle
 * building the SQL or mapping the rows. The text uses `$1`, `$2`, … placeholders.
 */
export interface DriverStatement {
  readonly name: string;
  readonly text: string;
}

type Rows = unknown[][];
type Runner = (statement: DriverStatement, values: readonly unknown[]) => Promise<Rows>;

interface PoolLike {
  totalCount: number;
  query(config: { name: string; text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: Rows }>;
}

interface PgliteLike {
  waitReady: Promise<void>;
  query(text: string, values: unknown[], options: { rowMode: 'array' }): Promise<{ rows: Rows }>;
}

/** The same text as Drizzle SQL, each `$n` bound to `values[n - 1]` (for a transaction handle). */
export function drizzleSqlOf(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) chunks.push(i % 2 === 0 ? sql.raw(parts[i]!) : sql`${values[Number(parts[i]) - 1]}`);
  return sql.join(chunks);
}

function runnerFor(db: DbOrTx): Runner {
  const client = (db as { $client?: unknown }).$client;
  if (client !== null && typeof client === 'object') {
    if ('totalCount' in client) {
      const pool = client as PoolLike;
      return async (statement, values) =>
        (await pool.query({ name: statement.name, text: statement.text, values: [...values], rowMode: 'array' })).rows;
    }
    if ('waitReady' in client) {
      const pglite = client as PgliteLike;
      return async (statement, values) => (await pglite.query(statement.text, [...values], { rowMode: 'array' })).rows;
    }
  }
  // A transaction handle (or another driver): the same SQL through Drizzle, each row's values in column order.
  return async (statement, values) => {
    const result = (await db.execute(drizzleSqlOf(statement.text, values))) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((row) => Object.values(row));
  };
}

/**
 * Runs `statement` with `values`; its rows, each an array of column values. (Which driver a handle
 * has is two property checks: nothing is kept per handle.)
 */
export function driverRows(db: DbOrTx, statement: DriverStatement, values: readonly unknown[]): Promise<Rows> {
  return runnerFor(db)(statement, values);
}
