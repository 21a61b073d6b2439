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

/**
 * How a member's value is written: `text` escaped as a JSON string; `plain` quoted without
 * escaping (only for values that cannot hold a quote, a backslash or a control character: ids,
 * slugs, {@link isoInstant}, enum values); `number` and `boolean` as they are; `json` a value that is
 * already JSON text. NULL is `null` for every kind.
 */
export type JsonKind = 'text' | 'plain' | 'number' | 'boolean' | 'json';

function memberValue(value: SQL | PgColumn, kind: JsonKind): SQL {
  switch (kind) {
    case 'text':
      return sql`coalesce(to_json((${value})::text)::text, 'null')`;
    case 'plain':
      return sql`coalesce('"' || (${value})::text || '"', 'null')`;
    default:
      // A boolean's text is `true` or `false`, a number's its digits, JSON's itself.
      return sql`coalesce((${value})::text, 'null')`;
  }
}

/**
 * A JSON object's text put together by PostgreSQL from its members, in their order and without
 * a space: about half the work of `json_build_object` or `row_to_json`, which look up how to
 * write each value's type on every row (docs/decisions/042).
 */
export function jsonObjectText(
  members: ReadonlyArray<readonly [name: string, value: SQL | PgColumn, kind: JsonKind]>,
): SQL<string> {
  if (members.length === 0) return sql<string>`'{}'`;
  const parts = members.map(([name, value, kind], index) => {
    const key = `${index === 0 ? '{' : ','}${JSON.stringify(name)}:`;
    return sql`${sql.raw(`'${key.replaceAll("'", "''")}'`)} || ${memberValue(value, kind)}`;
  });
  return sql<string>`(${sql.join(parts, sql` || `)} || '}')`;
}
