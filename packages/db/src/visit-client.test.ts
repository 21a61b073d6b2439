import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { visitClientName, visitClientNameSql, visitClientPhone, visitClientPhoneSql } from './visit-client';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ inMemory: true });
});
afterAll(async () => {
  await database?.close();
});

const CASES: Array<[typed: string | null, account: string | null]> = [
  ['Įvesta', 'Paskyros'],
  ['Įvesta', null],
  [null, 'Paskyros'],
  [null, null],
];

describe("a visit's client, in JavaScript and in SQL", () => {
  it('takes what was typed for the visit first, then the account, in both', async () => {
    for (const [typed, account] of CASES) {
      const typedSql = sql`${typed}::text`;
      const accountSql = sql`${account}::text`;
      const result = await database.db.execute(sql`select
        ${visitClientNameSql(typedSql, accountSql)} as name,
        ${visitClientNameSql(typedSql, accountSql, { orEmpty: true })} as name_or_empty,
        ${visitClientPhoneSql(typedSql, accountSql)} as phone`);
      const [row] = (result as unknown as { rows: Array<{ name: string | null; name_or_empty: string; phone: string | null }> })
        .rows;
      expect(row).toEqual({
        name: visitClientName(typed, account),
        name_or_empty: visitClientName(typed, account) ?? '',
        phone: visitClientPhone(typed, account),
      });
    }
    expect(visitClientName('Įvesta', 'Paskyros')).toBe('Įvesta');
    expect(visitClientName(null, undefined)).toBeNull();
  });
});
