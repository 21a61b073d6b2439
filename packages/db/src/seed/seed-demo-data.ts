import { hash } from '@node-rs/argon2';
import { count, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client';
import {
  businesses,
  businessMembers,
  serviceCategories,
  services,
  specialistServices,
  specialists,
  users,
} from '../schema/index';
import { demoAccounts, type DemoAccountRole } from './demo-accounts';
import { demoBusinesses, type DemoBusiness } from './demo-businesses';

export interface SeedResult {
  /** False when the database already had businesses and nothing was inserted. */
  seeded: boolean;
  /** The demo accounts and their passwords (returned either way, for printing). */
  accounts: { role: DemoAccountRole; email: string; password: string }[];
}

/** Key of the transaction-level advisory lock that serialises concurrent seeders. */
const SEED_LOCK_KEY = 7_301_944_020_002;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills an empty database (one without businesses) with the demo businesses and accounts, in
 * one transaction. Does nothing when there are businesses already, also when several processes
 * seed at the same time: they take turns on an advisory lock and check again inside it.
 */
export async function seedDemoData(database: Pick<Database, 'db'>): Promise<SeedResult> {
  const accounts = demoAccounts.map(({ role, email, password }) => ({ role, email, password }));
  const { db } = database;

  // Cheap check first, so a seeded database does not pay for password hashing.
  if (await hasBusinesses(db)) return { seeded: false, accounts };

  const passwordHashes = new Map<string, string>();
  for (const account of demoAccounts) {
    passwordHashes.set(account.email, await hash(account.password));
  }

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasBusinesses(tx)) return false;
    await insertDemoData(tx, passwordHashes, new Date());
    return true;
  });
  return { seeded, accounts };
}

async function hasBusinesses(db: Pick<Tx, 'select'>): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(businesses);
  return (row?.value ?? 0) > 0;
}

async function insertDemoData(tx: Tx, passwordHashes: Map<string, string>, now: Date): Promise<void> {
  // Accounts. Someone may have registered one of the demo addresses already: keep that user.
  await tx
    .insert(users)
    .values(
      demoAccounts.map((account) => ({
        email: account.email.toLowerCase(),
        name: account.name,
        passwordHash: required(passwordHashes.get(account.email), account.email),
        emailVerifiedAt: now,
        phoneNumber: account.phoneNumber ?? null,
        isOperator: account.isOperator,
      })),
    )
    .onConflictDoNothing({ target: users.email });
  const accountRows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((account) => account.email.toLowerCase()),
      ),
    );
  const userIdByEmail = new Map(accountRows.map((row) => [row.email, row.id]));

  // Businesses.
  const businessRows = await tx
    .insert(businesses)
    .values(demoBusinesses.map((business) => businessValues(business, now)))
    .returning({ id: businesses.id, slug: businesses.slug });
  const businessIdBySlug = new Map(businessRows.map((row) => [row.slug, row.id]));

  for (const business of demoBusinesses) {
    await insertCatalog(tx, required(businessIdBySlug.get(business.slug), business.slug), business);
  }

  // Memberships.
  const memberships = demoAccounts.flatMap((account) =>
    account.ownsBusinessSlug
      ? [
          {
            businessId: required(businessIdBySlug.get(account.ownsBusinessSlug), account.ownsBusinessSlug),
            userId: required(userIdByEmail.get(account.email.toLowerCase()), account.email),
            role: 'owner' as const,
          },
        ]
      : [],
  );
  if (memberships.length > 0) await tx.insert(businessMembers).values(memberships);
}

function businessValues(business: DemoBusiness, now: Date): typeof businesses.$inferInsert {
  return {
    slug: business.slug,
    name: business.name,
    customDomain: business.customDomain ?? null,
    description: business.description,
    address: business.address,
    city: business.city,
    categories: business.categories,
    phone: business.phone,
    email: business.email,
    website: business.website ?? null,
    instagram: business.instagram ?? null,
    onboarded: business.onboarded,
    plan: business.plan,
    contactedAt: business.contactedDaysAgo === undefined ? null : new Date(now.getTime() - business.contactedDaysAgo * DAY_MS),
    ...(business.minimumNoticeMin === undefined ? {} : { minimumNoticeMin: business.minimumNoticeMin }),
    ...(business.maxAdvanceDays === undefined ? {} : { maxAdvanceDays: business.maxAdvanceDays }),
    ...(business.slotStepMin === undefined ? {} : { slotStepMin: business.slotStepMin }),
    ...(business.autoConfirm === undefined ? {} : { autoConfirm: business.autoConfirm }),
    ...(business.cancellationDeadlineMin === undefined ? {} : { cancellationDeadlineMin: business.cancellationDeadlineMin }),
  };
}

/** Service categories, services, specialists and who offers what, for one business. */
async function insertCatalog(tx: Tx, businessId: string, business: DemoBusiness): Promise<void> {
  const categoryRows = await tx
    .insert(serviceCategories)
    .values(business.serviceCategories.map((category, index) => ({ businessId, name: category.name, sortOrder: index })))
    .returning({ id: serviceCategories.id, name: serviceCategories.name });
  const categoryIdByName = new Map(categoryRows.map((row) => [row.name, row.id]));

  let serviceOrder = 0;
  const serviceValues = business.serviceCategories.flatMap((category) =>
    category.services.map((service) => ({
      businessId,
      categoryId: required(categoryIdByName.get(category.name), category.name),
      name: service.name,
      description: service.description ?? null,
      durationMin: service.durationMin,
      priceCents: service.priceCents,
      priceFrom: service.priceFrom ?? false,
      bufferAfterMin: service.bufferAfterMin ?? 0,
      sortOrder: serviceOrder++,
    })),
  );
  const serviceRows = await tx.insert(services).values(serviceValues).returning({ id: services.id, name: services.name });
  const serviceIdByName = new Map(serviceRows.map((row) => [row.name, row.id]));

  const specialistRows = await tx
    .insert(specialists)
    .values(
      business.specialists.map((specialist, index) => ({
        businessId,
        name: specialist.name,
        title: specialist.title,
        bio: specialist.bio ?? null,
        sortOrder: index,
      })),
    )
    .returning({ id: specialists.id, name: specialists.name });
  const specialistIdByName = new Map(specialistRows.map((row) => [row.name, row.id]));

  const links = business.specialists.flatMap((specialist) => {
    const specialistId = required(specialistIdByName.get(specialist.name), specialist.name);
    const names = specialist.services === 'all' ? [...serviceIdByName.keys()] : specialist.services;
    return names.map((name) => ({
      businessId,
      specialistId,
      serviceId: required(serviceIdByName.get(name), `${business.slug}: service „${name}“`),
    }));
  });
  if (links.length > 0) await tx.insert(specialistServices).values(links);
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data: unknown ${what}`);
  return value;
}
