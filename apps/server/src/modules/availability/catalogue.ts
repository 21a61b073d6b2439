import { and, asc, eq, gte } from 'drizzle-orm';
import {
  businesses,
  holidays,
  publicHolidayExclusions,
  scheduleOverrides,
  schedules,
  serviceCategories,
  services,
  specialistServices,
  specialists,
  type DbOrTx,
} from '@vizitas/db';
import { addDays, type LocalDate, type WeeklyHours, localDateOf } from '@vizitas/booking-engine';
import { appError } from '@vizitas/shared';
import type { ReadContext } from '#server/core/context.ts';
import { cachesOf, noteBusinessOfSlug } from './cache.ts';

export type BusinessRow = typeof businesses.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type SpecialistRow = typeof specialists.$inferSelect;
type LinkRow = typeof specialistServices.$inferSelect;
type CategoryRow = typeof serviceCategories.$inferSelect;

export async function findBusinessOrThrow(db: DbOrTx, slug: string): Promise<BusinessRow> {
  const [row] = await db.select().from(businesses).where(eq(businesses.slug, slug)).limit(1);
  if (!row) throw appError('resource_not_found');
  return row;
}

/**
 * The loader of the booking calendar: a business's catalogue and held times, from the database
 * or the cache. The rule of a visit is `visit-choice.ts`; the engine's inputs, `engine-input.ts`.
 */

/** The active services and specialists a customer can choose from, with who offers what. */
export async function loadCatalog(db: DbOrTx, businessId: string) {
  const [serviceRows, specialistRows, links, categoryRows] = await Promise.all([
    db
      .select()
      .from(services)
      .where(and(eq(services.businessId, businessId), eq(services.active, true)))
      .orderBy(asc(services.sortOrder), asc(services.name)),
    db
      .select()
      .from(specialists)
      .where(and(eq(specialists.businessId, businessId), eq(specialists.active, true)))
      .orderBy(asc(specialists.sortOrder), asc(specialists.name)),
    db.select().from(specialistServices).where(eq(specialistServices.businessId, businessId)),
    db.select().from(serviceCategories).where(eq(serviceCategories.businessId, businessId)),
  ]);
  return { serviceRows, specialistRows, links, categoryRows };
}

/**
 * What the booking calendar needs to know about a business apart from its appointments: the
 * business row (rules, time zone), active services and specialists with who offers what,
 * categories, weekly hours, and the overrides, days off and public-holiday exclusions from
 * `fromDate` on. Cached per business (see cache.ts). The booking calendar's own answers read the
 * compact form of the same facts (calendar-input.ts); this one serves the pages, the booking and
 * the admin calendar, which show or check more of the rows.
 */
export interface BusinessCatalogue {
  business: BusinessRow;
  serviceRows: ServiceRow[];
  specialistRows: SpecialistRow[];
  links: LinkRow[];
  categoryRows: CategoryRow[];
  /** Overrides, days off and exclusions before this date are not loaded. */
  fromDate: LocalDate;
  weeklyHours: Map<string, WeeklyHours>;
  overrides: Map<string, { date: LocalDate; intervals: [string, string][] }[]>;
  /** Days off; `specialistId` null = the whole business. */
  daysOff: { specialistId: string | null; from: LocalDate; to: LocalDate }[];
  excludedPublicHolidays: LocalDate[];
  /**
   * What other modules make from this catalogue and keep as long as it, by their own key (the
   * public detail answer, business/queries.ts): it goes when the catalogue goes.
   */
  derived: Map<string, unknown>;
}

/** Holding appointments as the engine takes them, by specialist. */
export type HeldTimes = Map<string, { startMs: number; endMs: number }[]>;

/** How far back a cached catalogue reaches: a week before the business's today when it was loaded. */
const CATALOGUE_DAYS_BACK = 7;

async function readCatalogue(db: DbOrTx, business: BusinessRow, fromDate: LocalDate): Promise<BusinessCatalogue> {
  const [catalog, scheduleRows, overrideRows, holidayRows, exclusionRows] = await Promise.all([
    loadCatalog(db, business.id),
    db.select().from(schedules).where(eq(schedules.businessId, business.id)),
    db
      .select()
      .from(scheduleOverrides)
      .where(and(eq(scheduleOverrides.businessId, business.id), gte(scheduleOverrides.date, fromDate))),
    db
      .select()
      .from(holidays)
      .where(and(eq(holidays.businessId, business.id), gte(holidays.endDate, fromDate))),
    db
      .select()
      .from(publicHolidayExclusions)
      .where(and(eq(publicHolidayExclusions.businessId, business.id), gte(publicHolidayExclusions.date, fromDate))),
  ]);
  const overrides = new Map<string, { date: LocalDate; intervals: [string, string][] }[]>();
  for (const row of overrideRows) {
    const list = overrides.get(row.specialistId) ?? [];
    list.push({ date: row.date, intervals: row.intervals });
    overrides.set(row.specialistId, list);
  }
  return {
    business,
    ...catalog,
    fromDate,
    weeklyHours: new Map(scheduleRows.map((row) => [row.specialistId, row.weeklyHours as unknown as WeeklyHours])),
    overrides,
    daysOff: holidayRows.map((row) => ({ specialistId: row.specialistId, from: row.startDate, to: row.endDate })),
    excludedPublicHolidays: exclusionRows.map((row) => row.date),
    derived: new Map(),
  };
}

/**
 * The catalogue of the business with this slug (404 `resource_not_found` when there is none),
 * from the cache when it is there and reaches back to `needsFrom` (default: yesterday).
 */
export async function businessCatalogue(
  reader: ReadContext,
  slug: string,
  nowMs: number,
  needsFrom?: LocalDate,
): Promise<BusinessCatalogue> {
  const { db } = reader;
  const caches = cachesOf<BusinessCatalogue, HeldTimes>(reader.caches);
  const load = async () => {
    const business = await findBusinessOrThrow(db, slug);
    const today = localDateOf(nowMs, business.timeZone);
    const fromDate = addDays(today, -CATALOGUE_DAYS_BACK);
    const catalogue = await readCatalogue(db, business, needsFrom && needsFrom < fromDate ? needsFrom : fromDate);
    noteBusinessOfSlug(reader.caches, slug, business.id);
    return catalogue;
  };
  const cached = await caches.catalogues.get(slug, load);
  const earliest = needsFrom ?? addDays(localDateOf(nowMs, cached.business.timeZone), -1);
  // Asked about dates before what the cached one holds (a clock moved back): read it afresh.
  if (earliest < cached.fromDate) return readCatalogue(db, cached.business, earliest);
  return cached;
}

/**
 * Charges `bytes` to the cached catalogue of `slug` while the cache holds this `catalogue`:
 * for what is made from a catalogue and kept as long as it (the public detail answer,
 * business/queries.ts), so the catalogues' byte budget covers it too (docs/decisions/036).
 */
export function chargeToCatalogue(reader: ReadContext, slug: string, catalogue: BusinessCatalogue, bytes: number): void {
  cachesOf<BusinessCatalogue, HeldTimes>(reader.caches).catalogues.charge(slug, catalogue, bytes);
}
