/**
 * The benchmark's own PostgreSQL database: created fresh and dropped at the end, a dedicated
 * business for the booking run written directly into it, and the SQL checks after that run.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import {
  addDays,
  lithuanianPublicHolidaysBetween,
  localDateOf,
  zonedDateTimeToEpochMs,
  type LocalDate,
} from '@vizitas/booking-engine';
import {
  businesses,
  publicHolidayExclusions,
  schedules,
  services,
  sessions,
  specialistServices,
  specialists,
  users,
  type Db,
} from '@vizitas/db';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/vizitas_bench';

/** The database name of a URL, refusing names that would need quoting. */
export function databaseNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(`bench database name must match [a-z_][a-z0-9_]*: ${JSON.stringify(name)}`);
  if (name === 'postgres' || name === 'template0' || name === 'template1')
    throw new Error(`refusing to drop the ${name} database`);
  return name;
}

/** The same server, database `postgres` (to create and drop the bench database from). */
export function maintenanceUrlOf(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = '/postgres';
  return parsed.toString();
}

async function withMaintenanceClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: maintenanceUrlOf(url), connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Null when the server answers; otherwise why it could not be reached. */
export async function postgresUnreachableReason(url: string): Promise<string | null> {
  try {
    await withMaintenanceClient(url, (client) => client.query('select 1'));
    return null;
  } catch (error) {
    return error instanceof Error ? error.message || String(error) : String(error);
  }
}

export async function recreateDatabase(url: string): Promise<void> {
  const name = databaseNameOf(url);
  await withMaintenanceClient(url, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

export async function dropDatabase(url: string): Promise<void> {
  const name = databaseNameOf(url);
  await withMaintenanceClient(url, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

export interface BookingFixtureOptions {
  specialists: number;
  /** Customers, each with one live session (the booking route allows 30 a minute per session). */
  customers: number;
  /** Bookable days from now (the business's maximum advance). */
  days: number;
  slotStepMin: number;
  serviceMin: number;
  timeZone: string;
  nowMs: number;
}

export interface BookingFixture {
  businessId: string;
  slug: string;
  serviceId: string;
  specialistIds: string[];
  /** `cookie` header values, one per customer. */
  cookies: string[];
  /** The first start offered to everyone: the next grid point at least 15 minutes from now. */
  firstStartMs: number;
  /** Start times per specialist from `firstStartMs` that all lie inside the bookable window. */
  slotsPerSpecialist: number;
  slotStepMin: number;
}

export const BENCH_BUSINESS_SLUG = 'bench-rezervacijos';

/** Every day 00:00–24:00. */
const ROUND_THE_CLOCK = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, [['00:00', '24:00']]]),
) as Record<string, [string, string][]>;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/**
 * A business only the booking benchmark uses: `specialists` specialists working round the clock
 * every day (public holidays excluded, so every day is open), one service of `serviceMin`
 * minutes, step `slotStepMin`, no minimum notice, `days` days ahead, confirmed automatically
 * off (appointments are `pending`); and `customers` users with a session each.
 */
export async function prepareBookingFixture(db: Db, options: BookingFixtureOptions): Promise<BookingFixture> {
  const [business] = await db
    .insert(businesses)
    .values({
      slug: BENCH_BUSINESS_SLUG,
      name: 'Bench rezervacijos',
      city: 'vilnius',
      categories: ['kirpejai'],
      onboarded: true,
      timeZone: options.timeZone,
      minimumNoticeMin: 0,
      maxAdvanceDays: options.days,
      slotStepMin: options.slotStepMin,
    })
    .returning({ id: businesses.id });
  const businessId = business!.id;

  const specialistRows = await db
    .insert(specialists)
    .values(Array.from({ length: options.specialists }, (_, i) => ({ businessId, name: `Specialistė ${i + 1}`, sortOrder: i })))
    .returning({ id: specialists.id });
  const specialistIds = specialistRows.map((row) => row.id);
  await db
    .insert(schedules)
    .values(specialistIds.map((specialistId) => ({ businessId, specialistId, weeklyHours: ROUND_THE_CLOCK })));

  const [service] = await db
    .insert(services)
    .values({ businessId, name: 'Greitas kirpimas', durationMin: options.serviceMin, priceCents: 1500 })
    .returning({ id: services.id });
  await db
    .insert(specialistServices)
    .values(specialistIds.map((specialistId) => ({ businessId, specialistId, serviceId: service!.id })));

  const today = localDateOf(options.nowMs, options.timeZone);
  const holidays = lithuanianPublicHolidaysBetween(addDays(today, -1), addDays(today, options.days + 2));
  const holidayDates = [...new Set(holidays.map((holiday) => holiday.date))];
  if (holidayDates.length > 0) {
    await db
      .insert(publicHolidayExclusions)
      .values(holidayDates.map((date) => ({ businessId, date })))
      .onConflictDoNothing();
  }

  const cookies: string[] = [];
  const stamp = randomBytes(4).toString('hex');
  for (const part of chunks(
    Array.from({ length: options.customers }, (_, i) => i),
    500,
  )) {
    const userRows = await db
      .insert(users)
      .values(
        part.map((i) => ({
          email: `bench-${stamp}-${i}@example.lt`,
          name: `Bench klientas ${i}`,
          passwordHash: 'x',
          emailVerifiedAt: new Date(0),
        })),
      )
      .returning({ id: users.id });
    const tokens = userRows.map(() => randomBytes(32).toString('base64url'));
    await db.insert(sessions).values(
      userRows.map((row, i) => ({
        id: createHash('sha256').update(tokens[i]!).digest('hex'),
        userId: row.id,
        expiresAt: new Date('2100-01-01T00:00:00Z'),
      })),
    );
    cookies.push(...tokens.map((token) => `vizitas_session=${token}`));
  }

  const stepMs = options.slotStepMin * 60_000;
  const firstStartMs = Math.ceil((options.nowMs + 15 * 60_000) / stepMs) * stepMs;
  // Keep a day's margin before the advance limit.
  const lastStartMs = options.nowMs + (options.days - 1) * 86_400_000;
  return {
    businessId,
    slug: BENCH_BUSINESS_SLUG,
    serviceId: service!.id,
    specialistIds,
    cookies,
    firstStartMs,
    slotsPerSpecialist: Math.floor((lastStartMs - firstStartMs) / stepMs),
    slotStepMin: options.slotStepMin,
  };
}

/** The grid must be anchored at local midnight: true when the zone's offsets are whole steps. */
export function gridAligned(timeZone: string, fromMs: number, days: number, stepMin: number): boolean {
  for (let day = 0; day <= days; day++) {
    const date: LocalDate = addDays(localDateOf(fromMs, timeZone), day);
    const midnight = zonedDateTimeToEpochMs(date, '00:00', timeZone);
    if (midnight % (stepMin * 60_000) !== 0) return false;
  }
  return true;
}

export interface BookingCheck {
  /** Appointments of the bench business. */
  rows: number;
  /** Pairs of holding (pending/confirmed) appointments of one specialist that overlap, in the whole database. */
  overlaps: number;
  /** Rows per request index (each booking request carries its index in the note: `bench-<i>`). */
  rowsPerRequest: Map<number, number>;
}

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return Array.isArray(result) ? result : ((result as { rows: Array<Record<string, unknown>> }).rows ?? []);
}

export const bookingNote = (index: number): string => `bench-${index}`;

export async function checkBookings(db: Db, businessId: string): Promise<BookingCheck> {
  const perNote = rowsOf(
    await db.execute(
      sql`select customer_note as note, count(*)::int as n from appointments where business_id = ${businessId} group by customer_note`,
    ),
  );
  const overlapping = rowsOf(
    await db.execute(sql`
      select count(*)::int as n
      from appointments a
      join appointments b
        on b.specialist_id = a.specialist_id
       and b.id > a.id
       and b.starts_at < a.ends_at
       and a.starts_at < b.ends_at
      where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`),
  );
  const rowsPerRequest = new Map<number, number>();
  let rows = 0;
  for (const row of perNote) {
    const count = Number(row.n);
    rows += count;
    const match = /^bench-(\d+)$/.exec(String(row.note ?? ''));
    rowsPerRequest.set(match ? Number(match[1]) : -1, count);
  }
  return { rows, overlaps: Number(overlapping[0]?.n ?? 0), rowsPerRequest };
}

export interface BookingAudit {
  /** Requests answered 201. */
  created: number;
  /** Answered 201 but no row. */
  missing: number;
  /** Answered otherwise but a row exists. */
  writtenDespiteRefusal: number;
  /** One request, more than one row (or rows without a bench note). */
  extraRows: number;
  /** Rows of requests that were still in flight when a timed run ended (no answer read). */
  cutOff: number;
}

/** Compares the answers the load generator read with the rows PostgreSQL holds, request by request. */
export function auditBookings(answers: ReadonlyMap<number, number>, rowsPerRequest: ReadonlyMap<number, number>): BookingAudit {
  const audit: BookingAudit = { created: 0, missing: 0, writtenDespiteRefusal: 0, extraRows: 0, cutOff: 0 };
  for (const [index, status] of answers) {
    const rows = rowsPerRequest.get(index) ?? 0;
    if (status === 201) {
      audit.created++;
      if (rows === 0) audit.missing++;
    } else if (rows > 0) audit.writtenDespiteRefusal++;
  }
  for (const [index, rows] of rowsPerRequest) {
    if (index < 0) audit.extraRows += rows;
    else {
      if (rows > 1) audit.extraRows += rows - 1;
      if (!answers.has(index)) audit.cutOff++;
    }
  }
  return audit;
}
