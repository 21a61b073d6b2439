import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { HOLDING_STATUS_LIST_SQL } from './holding';
import { migrate, sqlFunctionFiles } from './migrate';
import { createTestDatabase } from './testing';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Each function a file defines: its name and its body (between the `$$`). */
function definedFunctions(): Map<string, string> {
  const defined = new Map<string, string>();
  for (const file of sqlFunctionFiles()) {
    for (const match of file.text.matchAll(/CREATE OR REPLACE FUNCTION "([a-z_]+)"\([^$]*?AS \$\$([\s\S]*?)\$\$;/g)) {
      defined.set(match[1]!, match[2]!);
    }
  }
  return defined;
}

describe('the SQL functions of packages/db/sql/functions', () => {
  it('are the calendar input and the held times, each defined once, only replaced (never frozen by CREATE FUNCTION)', () => {
    const files = sqlFunctionFiles();
    expect(files.map((file) => file.name)).toEqual(['calendar-held-times.sql', 'calendar-input.sql']);
    for (const file of files) expect(file.text).not.toMatch(/^\s*CREATE FUNCTION/im);
    expect([...definedFunctions().keys()].sort()).toEqual([
      'calendar_held_times',
      'calendar_held_times_of',
      'calendar_input',
      'calendar_input_of',
    ]);
  });

  it('write the holding statuses as the booking engine has them', () => {
    const lists = sqlFunctionFiles().flatMap((file) => [...file.text.matchAll(/"status" IN (\([^)]*\))/g)].map((match) => match[1]));
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list).toBe(HOLDING_STATUS_LIST_SQL);
  });

  it('are what the migrated database runs, and are put back by the next migrate', async () => {
    const live = async () =>
      new Map(
        (
          await rows<{ proname: string; prosrc: string }>(
            sql`select proname, prosrc from pg_proc where proname in ('calendar_held_times', 'calendar_held_times_of', 'calendar_input', 'calendar_input_of')`,
          )
        ).map((row) => [row.proname, row.prosrc]),
      );
    expect(await live()).toEqual(definedFunctions());
    // A function changed by hand (or frozen by an old migration) is replaced at the next start.
    await database.db.execute(sql.raw(`CREATE OR REPLACE FUNCTION "calendar_held_times"(specialist_ids uuid[], window_from timestamptz,
      window_to timestamptz) RETURNS json LANGUAGE plpgsql STABLE AS $$ BEGIN RETURN '[]'::json; END $$`));
    expect((await live()).get('calendar_held_times')).not.toBe(definedFunctions().get('calendar_held_times'));
    await migrate(database);
    expect(await live()).toEqual(definedFunctions());
  });
});
