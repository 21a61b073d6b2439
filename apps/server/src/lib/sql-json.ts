/**
 * Answers written as JSON by PostgreSQL (docs/decisions/042): a list of many rows is sent as the
 * database wrote it, instead of each row being parsed, mapped, checked and written again in
 * JavaScript. What a value looks like must be what the JavaScript view would have written.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** An instant as `Date.prototype.toISOString` writes it: UTC, to the millisecond (truncated, as a JS Date is). */
export function isoInstant(column: PgColumn | SQL): SQL<string> {
  return sql<string>`to_char(date_trunc('milliseconds', ${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * An object's JSON with one more member, first or last, whose value is an array of items that are
 * already JSON text: `{"name":[a,b],…}` or `{…,"name":[a,b]}`. The object must have a member.
 */
export function withJsonArray(object: object, name: string, items: readonly string[], at: 'first' | 'last'): string {
  const members = JSON.stringify(object).slice(1, -1);
  const array = `${JSON.stringify(name)}:[${items.join(',')}]`;
  return at === 'first' ? `{${array},${members}}` : `{${members},${array}}`;
}
