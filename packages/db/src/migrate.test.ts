import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { migrate, migrationsFolder } from './migrate';
import { businesses, serviceCategories, services, specialistServices, specialists, users } from './schema/index';
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

/** The PostgreSQL error code behind a Drizzle error (`e.cause.code`). */
async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
  return undefined;
}

describe('migrate', () => {
  it('enables btree_gist', async () => {
    const extensions = await rows<{ extname: string }>(sql`select extname from pg_extension`);
    expect(extensions.map((row) => row.extname)).toContain('btree_gist');
  });

  it('creates every table its migrations describe', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const described = readdirSync(migrationsFolder)
      .filter((file) => file.endsWith('.sql'))
      .flatMap((file) => [...readFileSync(path.join(migrationsFolder, file), 'utf8').matchAll(/CREATE TABLE "([a-z_]+)"/g)].map((m) => m[1]!))
      .sort();
    expect(described).toEqual(expect.arrayContaining(['businesses', 'users', 'sessions', 'services', 'specialists', 'appointments', 'schedules']));
    expect(tables.map((row) => row.table_name)).toEqual(described);
  });

  it('is idempotent, also when called concurrently', async () => {
    await Promise.all([migrate(database), migrate(database)]);
    const [row] = await rows<{ applied: number }>(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    expect(row?.applied).toBeGreaterThanOrEqual(1);
  });

  it('answers ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });
});

describe('schema constraints', () => {
  it('keeps e-mail addresses lowercase and unique', async () => {
    const values = { name: 'Ona', passwordHash: 'x' };
    await database.db.insert(users).values({ ...values, email: 'ona@example.lt' });
    expect(await errorCode(database.db.insert(users).values({ ...values, email: 'Ona@Example.lt' }))).toBe('23514');
    expect(await errorCode(database.db.insert(users).values({ ...values, email: 'ona@example.lt' }))).toBe('23505');
    expect(
      await errorCode(database.db.insert(users).values({ ...values, email: 'ona2@example.lt', phoneNumber: '861234567' })),
    ).toBe('23514');
  });

  it('applies the business defaults', async () => {
    const [business] = await database.db.insert(businesses).values({ slug: 'testas', name: 'Testas' }).returning();
    expect(business).toMatchObject({
      timeZone: 'Europe/Vilnius',
      onboarded: false,
      plan: 'free',
      categories: [],
      minimumNoticeMin: 60,
      maxAdvanceDays: 60,
      slotStepMin: 15,
      autoConfirm: false,
      cancellationDeadlineMin: 1440,
    });
    expect(business?.createdAt).toBeInstanceOf(Date);
  });

  it('does not link a specialist to another business’s service', async () => {
    const [first, second] = await database.db
      .insert(businesses)
      .values([
        { slug: 'pirmas', name: 'Pirmas' },
        { slug: 'antras', name: 'Antras' },
      ])
      .returning({ id: businesses.id });
    if (!first || !second) throw new Error('businesses not inserted');
    const [category] = await database.db
      .insert(serviceCategories)
      .values({ businessId: second.id, name: 'Kirpimai' })
      .returning({ id: serviceCategories.id });
    const [service] = await database.db
      .insert(services)
      .values({ businessId: second.id, categoryId: category?.id, name: 'Kirpimas', durationMin: 30, priceCents: 1500 })
      .returning({ id: services.id });
    const [specialist] = await database.db
      .insert(specialists)
      .values({ businessId: first.id, name: 'Jonas' })
      .returning({ id: specialists.id });
    if (!service || !specialist) throw new Error('catalog not inserted');

    const link = { specialistId: specialist.id, serviceId: service.id };
    expect(await errorCode(database.db.insert(specialistServices).values({ ...link, businessId: first.id }))).toBe('23503');
    expect(await errorCode(database.db.insert(specialistServices).values({ ...link, businessId: second.id }))).toBe('23503');
  });
});
