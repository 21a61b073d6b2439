import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { localDateOf } from '@vizitas/booking-engine';
import { count, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../client';
import { insertDemoBusinessInvitations } from './demo-business-invitations';
import { insertDemoClientErrors } from './demo-client-errors';
import { insertDemoSupportAccess } from './demo-support-access';
import {
  appointmentHistory,
  appointmentServices,
  appointments,
  businesses,
  businessMembers,
  holidays,
  publicHolidayExclusions,
  scheduleOverrides,
  schedules,
  businessContacts,
  serviceCategories,
  services,
  specialistServices,
  specialists,
  users,
} from '../schema/index';
import { demoAccounts, type DemoAccountRole } from './demo-accounts';
import { buildDemoAppointments, type DemoBusinessInfo, type DemoServiceInfo } from './demo-appointments';
import { demoBusinesses, type DemoBusiness } from './demo-businesses';
import { demoCalendar, workingHoursInput, type DemoCalendar } from './demo-calendar';
import { insertDemoClientCards, DEMO_CLIENT_CARDS_BUSINESS } from './demo-client-cards';
import { insertDemoModeration, insertDemoReviewsAndGallery } from './demo-reviews';
import { insertDemoNotifications } from './demo-notifications';
import { insertDemoInvitations } from './demo-invitations';
import { insertDemoReminders } from './demo-reminders';

export interface SeedResult {
  /** False when the database already had businesses and nothing was inserted. */
  seeded: boolean;
  /** The demo accounts and their passwords (returned either way, for printing). */
  accounts: { role: DemoAccountRole; email: string; password: string }[];
}

export interface SeedDemoDataOptions {
  /** The moment the demo calendar is built around (default: the clock, read once). The same
   * `now` always gives the same demo data (apart from generated ids and password hashes). */
  now?: Date;
}

/** Key of the transaction-level advisory lock that serialises concurrent seeders. */
const SEED_LOCK_KEY = 7_301_944_020_002;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The time zone in which "today" of the demo calendar is counted (the businesses' default). */
const DEMO_TIME_ZONE = 'Europe/Vilnius';

/**
 * Fills an empty database (one without businesses) with the demo businesses and accounts, their
 * schedules, days off and appointments around `now`, in one transaction. Does nothing when there
 * are businesses already, also when several processes seed at the same time: they take turns on
 * an advisory lock and check again inside it.
 */
export async function seedDemoData(database: Pick<Database, 'db'>, options: SeedDemoDataOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
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
    await insertDemoData(tx, passwordHashes, now);
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
    .returning({
      id: businesses.id,
      slug: businesses.slug,
      timeZone: businesses.timeZone,
      slotStepMin: businesses.slotStepMin,
      autoConfirm: businesses.autoConfirm,
    });
  const businessRowBySlug = new Map(businessRows.map((row) => [row.slug, row]));
  const businessIdBySlug = new Map(businessRows.map((row) => [row.slug, row.id]));

  const catalogs: Catalog[] = [];
  for (const business of demoBusinesses) {
    catalogs.push(await insertCatalog(tx, required(businessIdBySlug.get(business.slug), business.slug), business));
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
  // A staff member with her own login (docs/decisions/025): not an owner, so not in `memberships`.
  const staffMemberships = demoAccounts.flatMap((account) =>
    account.staffOfBusinessSlug
      ? [
          {
            businessId: required(businessIdBySlug.get(account.staffOfBusinessSlug), account.staffOfBusinessSlug),
            userId: required(userIdByEmail.get(account.email.toLowerCase()), account.email),
            role: 'staff' as const,
          },
        ]
      : [],
  );
  if (memberships.length + staffMemberships.length > 0)
    await tx.insert(businessMembers).values([...memberships, ...staffMemberships]);
  // The accounts that are one of their business's specialists: the owner herself, the staff member.
  for (const account of demoAccounts) {
    const slug = account.ownsBusinessSlug ?? account.staffOfBusinessSlug;
    if (!slug || !account.specialistName) continue;
    const specialist = catalogs
      .find((catalog) => catalog.slug === slug)
      ?.specialists.find((s) => s.name === account.specialistName);
    await tx
      .update(specialists)
      .set({ userId: required(userIdByEmail.get(account.email.toLowerCase()), account.email) })
      .where(sql`${specialists.id} = ${required(specialist?.id, account.specialistName)}`);
  }

  // Calendars: weekly hours, overrides, days off, a worked public holiday; then appointments.
  const calendar = demoCalendar(localDateOf(now.getTime(), DEMO_TIME_ZONE), demoBusinesses);
  await insertCalendar(tx, calendar, businessIdBySlug, catalogs);

  const ownerByBusinessId = new Map(memberships.map((membership) => [membership.businessId, membership.userId]));
  const infos: DemoBusinessInfo[] = demoBusinesses.map((business, index) => {
    const row = required(businessRowBySlug.get(business.slug), business.slug);
    const catalog = catalogs[index]!;
    return {
      id: row.id,
      slug: business.slug,
      timeZone: row.timeZone,
      slotStepMin: row.slotStepMin,
      autoConfirm: row.autoConfirm,
      onboarded: business.onboarded,
      ownerUserId: ownerByBusinessId.get(row.id) ?? null,
      specialists: catalog.specialists.map((specialist) => ({
        id: specialist.id,
        name: specialist.name,
        hours: workingHoursInput(calendar, business.slug, specialist.name),
        services: specialist.services,
      })),
    };
  });
  const demoCustomer = required(
    demoAccounts.find((account) => account.role === 'customer'),
    'demo customer',
  );
  const withoutBookings = new Set(demoBusinesses.filter((business) => business.withoutBookings).map((business) => business.slug));
  const rows = buildDemoAppointments({
    now,
    businesses: infos.filter((info) => !withoutBookings.has(info.slug)),
    demoCustomerId: required(userIdByEmail.get(demoCustomer.email.toLowerCase()), demoCustomer.email),
    newId: randomUUID,
  });
  await insertJsonRows(tx, appointments, rows.appointments);
  await insertJsonRows(tx, appointmentServices, rows.services);
  await insertJsonRows(tx, appointmentHistory, rows.history);
  await insertDemoReviewsAndGallery(tx, { now, businessIdBySlug, appointments: rows.appointments });
  const cardsBusinessId = required(businessIdBySlug.get(DEMO_CLIENT_CARDS_BUSINESS), DEMO_CLIENT_CARDS_BUSINESS);
  await insertDemoClientCards(tx, {
    now,
    businessId: cardsBusinessId,
    ownerUserId: ownerByBusinessId.get(cardsBusinessId) ?? null,
    demoCustomerId: required(userIdByEmail.get(demoCustomer.email.toLowerCase()), demoCustomer.email),
    passwordHash: required(passwordHashes.get(demoCustomer.email), demoCustomer.email),
  });
  await insertDemoNotifications(tx, {
    now,
    demoCustomerId: required(userIdByEmail.get(demoCustomer.email.toLowerCase()), demoCustomer.email),
    ownerUserId: ownerByBusinessId.get(cardsBusinessId) ?? null,
    ownerBusinessId: cardsBusinessId,
  });
  await insertDemoReminders(tx, {
    now,
    businessId: cardsBusinessId,
    demoCustomerId: required(userIdByEmail.get(demoCustomer.email.toLowerCase()), demoCustomer.email),
  });
  await insertDemoInvitations(tx, {
    now,
    businessId: cardsBusinessId,
    ownerUserId: ownerByBusinessId.get(cardsBusinessId) ?? null,
  });
  // The operator's contacts with the businesses (the onboarding pipeline).
  const operator = demoAccounts.find((account) => account.role === 'operator');
  const operatorId = operator ? (userIdByEmail.get(operator.email.toLowerCase()) ?? null) : null;
  const contactRows = demoBusinesses.flatMap((business) =>
    (business.contacts ?? []).map((contact) => ({
      businessId: required(businessIdBySlug.get(business.slug), business.slug),
      operatorId,
      channel: contact.channel,
      note: contact.note,
      contactedAt: new Date(now.getTime() - contact.daysAgo * DAY_MS),
    })),
  );
  if (contactRows.length > 0) await tx.insert(businessContacts).values(contactRows);
  await insertDemoClientErrors(tx, { now, operatorId });
  await insertDemoBusinessInvitations(tx, { now, operatorId, businessIdBySlug });
  await insertDemoSupportAccess(tx, { now, businessId: cardsBusinessId, ownerUserId: ownerByBusinessId.get(cardsBusinessId) ?? null, operatorId });
  await insertDemoModeration(tx, {
    now,
    reportingBusinessId: cardsBusinessId,
    ownerUserId: ownerByBusinessId.get(cardsBusinessId) ?? null,
    operatorId,
  });
}

/** Schedules of every specialist, the overrides, days off and public-holiday exclusions. */
async function insertCalendar(
  tx: Tx,
  calendar: DemoCalendar,
  businessIdBySlug: Map<string, string>,
  catalogs: Catalog[],
): Promise<void> {
  const specialistId = (slug: string, name: string) =>
    required(
      catalogs.find((catalog) => catalog.slug === slug)?.specialists.find((specialist) => specialist.name === name)?.id,
      `${slug}: specialist „${name}“`,
    );
  const businessId = (slug: string) => required(businessIdBySlug.get(slug), slug);

  const withoutHours = new Set(
    demoBusinesses.filter((business) => business.withoutWorkingHours).map((business) => business.slug),
  );
  const scheduleRows = catalogs
    .filter((catalog) => !withoutHours.has(catalog.slug))
    .flatMap((catalog) =>
      catalog.specialists.map((specialist) => ({
        businessId: catalog.businessId,
        specialistId: specialist.id,
        weeklyHours: required(
          calendar.weeklyHours.get(catalog.slug)?.get(specialist.name),
          `${catalog.slug}: hours of ${specialist.name}`,
        ),
      })),
    );
  if (scheduleRows.length > 0) await tx.insert(schedules).values(scheduleRows);

  if (calendar.overrides.length > 0) {
    await tx.insert(scheduleOverrides).values(
      calendar.overrides.map((override) => ({
        businessId: businessId(override.businessSlug),
        specialistId: specialistId(override.businessSlug, override.specialistName),
        date: override.date,
        intervals: override.intervals,
        note: override.note,
      })),
    );
  }
  if (calendar.holidays.length > 0) {
    await tx.insert(holidays).values(
      calendar.holidays.map((holiday) => ({
        businessId: businessId(holiday.businessSlug),
        specialistId: holiday.specialistName === null ? null : specialistId(holiday.businessSlug, holiday.specialistName),
        startDate: holiday.startDate,
        endDate: holiday.endDate,
        name: holiday.name,
      })),
    );
  }
  if (calendar.exclusions.length > 0) {
    await tx
      .insert(publicHolidayExclusions)
      .values(calendar.exclusions.map((exclusion) => ({ businessId: businessId(exclusion.businessSlug), date: exclusion.date })));
  }
}

/**
 * Inserts many rows in one statement with a single JSON parameter (`json_populate_recordset`):
 * far faster than thousands of bound parameters, above all on PGlite. Columns the rows leave
 * out get their defaults.
 */
async function insertJsonRows<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)) as [string, { name: string }][];
  const used = columns.filter(([key]) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of used) record[column.name] = (row as Record<string, unknown>)[key] ?? null;
    return record;
  });
  const names = sql.join(
    used.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`,
  );
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
    ...(business.logo
      ? {
          logoUrl: `/demo/${business.logo}.webp`,
          logoRoundUrl: `/demo/${business.logo}-apvalus.webp`,
          logoCrop: { x: 0.5, y: 0.5, size: 0.9 },
        }
      : {}),
    onboarded: business.onboarded,
    plan: business.plan,
    contactedAt: business.contacts?.length
      ? new Date(now.getTime() - Math.min(...business.contacts.map((c) => c.daysAgo)) * DAY_MS)
      : null,
    ...(business.registeredDaysAgo === undefined
      ? {}
      : { createdAt: new Date(now.getTime() - business.registeredDaysAgo * DAY_MS) }),
    ...(business.minimumNoticeMin === undefined ? {} : { minimumNoticeMin: business.minimumNoticeMin }),
    ...(business.maxAdvanceDays === undefined ? {} : { maxAdvanceDays: business.maxAdvanceDays }),
    ...(business.slotStepMin === undefined ? {} : { slotStepMin: business.slotStepMin }),
    ...(business.autoConfirm === undefined ? {} : { autoConfirm: business.autoConfirm }),
    ...(business.cancellationDeadlineMin === undefined ? {} : { cancellationDeadlineMin: business.cancellationDeadlineMin }),
  };
}

/** What {@link insertCatalog} created for one business. */
interface Catalog {
  slug: string;
  businessId: string;
  /** In the order of `DemoBusiness.specialists`, each with the services they offer. */
  specialists: { id: string; name: string; services: DemoServiceInfo[] }[];
}

/** Service categories, services, specialists and who offers what, for one business. */
async function insertCatalog(tx: Tx, businessId: string, business: DemoBusiness): Promise<Catalog> {
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

  const serviceInfoByName = new Map<string, DemoServiceInfo>(
    business.serviceCategories.flatMap((category) =>
      category.services.map((service) => [
        service.name,
        {
          id: required(serviceIdByName.get(service.name), service.name),
          name: service.name,
          categoryName: category.name,
          durationMin: service.durationMin,
          priceCents: service.priceCents,
          bufferAfterMin: service.bufferAfterMin ?? 0,
        },
      ]),
    ),
  );
  return {
    slug: business.slug,
    businessId,
    specialists: business.specialists.map((specialist) => ({
      id: required(specialistIdByName.get(specialist.name), specialist.name),
      name: specialist.name,
      services: (specialist.services === 'all' ? [...serviceInfoByName.keys()] : specialist.services).map((name) =>
        required(serviceInfoByName.get(name), `${business.slug}: service „${name}“`),
      ),
    })),
  };
}

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Demo data: unknown ${what}`);
  return value;
}
