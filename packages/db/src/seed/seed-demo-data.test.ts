import { verify } from '@node-rs/argon2';
import { eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import {
  businesses,
  businessMembers,
  notifications,
  serviceCategories,
  services,
  specialistServices,
  specialists,
  users,
} from '../schema/index';
import { createTestDatabase } from '../testing';
import { DEMO_CATEGORY_SLUGS, DEMO_PASSWORD, seedDemoData } from './index';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
});

async function tableCounts() {
  const { db } = database;
  return {
    users: await db.$count(users),
    businesses: await db.$count(businesses),
    businessMembers: await db.$count(businessMembers),
    specialists: await db.$count(specialists),
    serviceCategories: await db.$count(serviceCategories),
    services: await db.$count(services),
    specialistServices: await db.$count(specialistServices),
  };
}

describe('seedDemoData', () => {
  it('seeds an empty database once, also when two seeders race', async () => {
    const results = await Promise.all([seedDemoData(database), seedDemoData(database)]);
    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
  });

  it('inserts the demo businesses across cities and categories', async () => {
    const rows = await database.db
      .select({ slug: businesses.slug, city: businesses.city, categories: businesses.categories })
      .from(businesses);
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(new Set(rows.map((row) => row.city)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.city))).toEqual(new Set(['vilnius', 'kaunas', 'klaipeda', 'siauliai', 'panevezys']));
    const categories = new Set(rows.flatMap((row) => row.categories));
    for (const category of DEMO_CATEGORY_SLUGS) expect(categories).toContain(category);

    const counts = await tableCounts();
    expect(counts.specialists).toBeGreaterThanOrEqual(rows.length);
    expect(counts.services).toBeGreaterThanOrEqual(4 * rows.length);
    expect(counts.specialistServices).toBeGreaterThanOrEqual(counts.services);
  });

  it('gives one business its own domain, owned by the demo admin', async () => {
    const withDomain = await database.db
      .select({ id: businesses.id, slug: businesses.slug, customDomain: businesses.customDomain })
      .from(businesses)
      .where(isNotNull(businesses.customDomain));
    expect(withDomain).toEqual([{ id: expect.any(String), slug: 'studija-aiste', customDomain: 'studija-aiste.lt' }]);

    const members = await database.db
      .select({ email: users.email, role: businessMembers.role, businessId: businessMembers.businessId })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .orderBy(users.email);
    expect(members).toEqual([
      { email: 'admin@vizitas.lt', role: 'owner', businessId: withDomain[0]?.id },
      { email: 'darbuotoja@vizitas.lt', role: 'staff', businessId: withDomain[0]?.id },
    ]);
    // The owner and the staff member are the studio's specialists with their own logins (docs/decisions/025).
    const linked = await database.db
      .select({ email: users.email, specialist: specialists.name })
      .from(specialists)
      .innerJoin(users, eq(users.id, specialists.userId))
      .orderBy(users.email);
    expect(linked).toEqual([
      { email: 'admin@vizitas.lt', specialist: 'Aistė Kazlauskienė' },
      { email: 'darbuotoja@vizitas.lt', specialist: 'Gintarė Vaitkutė' },
    ]);
  });

  it('gives the demo customer and the demo admin a few notifications, some unseen, each leading to its page', async () => {
    const rows = await database.db
      .select({ email: users.email, kind: notifications.kind, text: notifications.text, href: notifications.href, seenAt: notifications.seenAt })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId));
    const of = (email: string) => rows.filter((row) => row.email === email);
    const customer = of('klientas@vizitas.lt');
    const admin = of('admin@vizitas.lt');
    expect(customer.length).toBeGreaterThanOrEqual(2);
    expect(admin.length).toBeGreaterThanOrEqual(2);
    expect(rows).toHaveLength(customer.length + admin.length);
    for (const mine of [customer, admin]) {
      expect(mine.some((row) => row.seenAt === null)).toBe(true);
      expect(mine.some((row) => row.seenAt !== null)).toBe(true);
    }
    expect(customer.every((row) => /^\/vizitai\/[a-z-]+$/.test(row.href))).toBe(true);
    expect(admin.every((row) => /^\/administratorius\/vizitai\/[0-9a-f-]{36}\/redaguoti\?verslas=studija-aiste$/.test(row.href))).toBe(true);
    expect(customer.map((row) => row.kind)).toContain('booking_confirmed');
    expect(admin.map((row) => row.kind)).toEqual(expect.arrayContaining(['new_booking']));
    expect(rows.every((row) => !row.text.includes('{'))).toBe(true);
  });

  it('creates the three demo accounts with verified e-mail and argon2id passwords', async () => {
    const accounts = await database.db
      .select({
        email: users.email,
        name: users.name,
        passwordHash: users.passwordHash,
        emailVerifiedAt: users.emailVerifiedAt,
        isOperator: users.isOperator,
      })
      .from(users)
      // The demo business's regulars with accounts (demo-client-cards.ts) are no demo accounts.
      .where(inArray(users.email, ['admin@vizitas.lt', 'klientas@vizitas.lt', 'operatorius@vizitas.lt']))
      .orderBy(users.email);
    expect(accounts.map(({ email, name, isOperator }) => ({ email, name, isOperator }))).toEqual([
      { email: 'admin@vizitas.lt', name: 'Aistė Kazlauskienė', isOperator: false },
      { email: 'klientas@vizitas.lt', name: 'Ieva Petrauskienė', isOperator: false },
      { email: 'operatorius@vizitas.lt', name: 'Marius Vaitkus', isOperator: true },
    ]);
    for (const account of accounts) {
      expect(account.emailVerifiedAt).toBeInstanceOf(Date);
      expect(account.passwordHash.startsWith('$argon2id$')).toBe(true);
      expect(await verify(account.passwordHash, DEMO_PASSWORD)).toBe(true);
      expect(await verify(account.passwordHash, 'neteisingas')).toBe(false);
    }
  });

  it('links every specialist and every service within its own business', async () => {
    const result = await database.db.execute(sql`
      select
        (select count(*) from specialists sp
          where not exists (select 1 from specialist_services ss where ss.specialist_id = sp.id))::int as idle_specialists,
        (select count(*) from services s
          where not exists (select 1 from specialist_services ss where ss.service_id = s.id))::int as unoffered_services
    `);
    const [row] = (result as unknown as { rows: { idle_specialists: number; unoffered_services: number }[] }).rows;
    expect(row).toEqual({ idle_specialists: 0, unoffered_services: 0 });
  });

  it('does nothing the second time', async () => {
    const before = await tableCounts();
    const result = await seedDemoData(database);
    expect(result.seeded).toBe(false);
    expect(result.accounts.map((account) => account.email)).toEqual([
      'klientas@vizitas.lt',
      'admin@vizitas.lt',
      'darbuotoja@vizitas.lt',
      'operatorius@vizitas.lt',
    ]);
    expect(await tableCounts()).toEqual(before);
  });
});
