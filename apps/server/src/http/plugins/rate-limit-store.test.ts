import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@vizitas/db';
import { createTestDatabase } from '@vizitas/db/testing';
import { databaseRateLimitStore } from './rate-limit-store.ts';

let database: Database;
let now = Date.parse('2027-03-01T09:00:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

function incr(
  store: {
    incr(key: string, cb: (error: Error | null, result?: { current: number; ttl: number }) => void, window?: number): void;
  },
  key: string,
  windowMs: number,
) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs),
  );
}

describe('the rate limits counted in the database (docs/decisions/035)', () => {
  it('counts a caller’s requests in a fixed window, starts again after it, and keeps each route’s and caller’s own count', async () => {
    const Store = databaseRateLimitStore(database.db, () => now);
    const root = new Store();
    const login = root.child({ routeInfo: { method: 'POST', url: '/api/login' } });
    const signup = root.child({ routeInfo: { method: 'POST', url: '/api/register' } });

    expect(await incr(login, '10.0.0.1', 60_000)).toEqual({ current: 1, ttl: 60_000 });
    now += 10_000;
    expect(await incr(login, '10.0.0.1', 60_000)).toEqual({ current: 2, ttl: 50_000 });
    expect((await incr(login, '10.0.0.2', 60_000)).current).toBe(1);
    expect((await incr(signup, '10.0.0.1', 60_000)).current).toBe(1);
    now += 50_000;
    // The window is over: a new one starts with this request.
    expect(await incr(login, '10.0.0.1', 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('stores digests, never the key itself (a key may be a session’s token)', async () => {
    const Store = databaseRateLimitStore(database.db, () => now);
    await incr(
      new Store().child({ routeInfo: { method: 'POST', url: '/api/user/appointment' } }),
      'secret-session-token',
      60_000,
    );
    const rows = await database.db.execute(sql`select key from rate_limit_hits`);
    const keys = (rows as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(key).not.toContain('secret');
    }
  });
});
