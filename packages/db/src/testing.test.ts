import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from './testing';

describe('createTestDatabase', () => {
  it('gives a migrated, empty database and cleans it up on close', async () => {
    const database = await createTestDatabase();
    try {
      expect(database.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
      const result = await database.db.execute(sql`select count(*)::int as businesses from businesses`);
      expect((result as unknown as { rows: { businesses: number }[] }).rows).toEqual([{ businesses: 0 }]);
    } finally {
      await database.close();
    }
    await database.close(); // a second close is harmless

    if (database.kind === 'postgres') {
      const name = new URL(database.url).pathname.slice(1);
      expect(name).toMatch(/^vizitas_t_[0-9a-f]{16}$/);
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      try {
        const left = await client.query('select 1 from pg_database where datname = $1', [name]);
        expect(left.rowCount).toBe(0);
      } finally {
        await client.end();
      }
    }
  });

  it('gives every caller its own database: what one writes, another made from the same image does not see', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await first.db.execute(sql`insert into users (email, name, password_hash) values ('viena@example.lt', 'Viena', 'x')`);
      const count = async (database: typeof first) =>
        ((await database.db.execute(sql`select count(*)::int as users from users`)) as unknown as { rows: { users: number }[] })
          .rows[0]!.users;
      expect(await count(first)).toBe(1);
      expect(await count(second)).toBe(0);
      const third = await createTestDatabase();
      try {
        expect(await count(third)).toBe(0);
      } finally {
        await third.close();
      }
    } finally {
      await first.close();
      await second.close();
    }
  });
});
