import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import {
  appointments,
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
import {
  addDays,
  type BookingRules,
  type LocalDate,
  type SpecialistCandidate,
  type WeeklyHours,
  HOLDING_STATUSES,
  zonedDateTimeToEpochMs,
} from '@vizitas/booking-engine';
import { appError } from '@vizitas/shared';

export type BusinessRow = typeof businesses.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type SpecialistRow = typeof specialists.$inferSelect;

export async function findBusinessOrThrow(db: DbOrTx, slug: string): Promise<BusinessRow> {
  const [row] = await db.select().from(businesses).where(eq(businesses.slug, slug)).limit(1);
  if (!row) throw appError('resource_not_found');
  return row;
}

export function bookingRulesOf(business: BusinessRow): BookingRules {
  return {
    minimumNoticeMin: business.minimumNoticeMin,
    maxAdvanceDays: business.maxAdvanceDays,
    slotStepMin: business.slotStepMin,
  };
}

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

export interface VisitChoice {
  services: ServiceRow[];
  /** Specialists who offer every chosen service (one when a specialist was named). */
  specialists: SpecialistRow[];
  durationMin: number;
  bufferAfterMin: number;
  priceCents: number;
}

/**
 * Checks the chosen services (active, of this business) and specialist ("any" or one who
 * offers them all). Throws `services_not_offered` (422) otherwise. Services keep the order given.
 */
export async function resolveVisit(db: DbOrTx, businessId: string, serviceIds: string[], specialist: string): Promise<VisitChoice> {
  const { serviceRows, specialistRows, links } = await loadCatalog(db, businessId);
  const chosen = serviceIds.map((id) => serviceRows.find((row) => row.id === id));
  if (chosen.some((row) => !row)) throw appError('services_not_offered');
  const chosenServices = chosen as ServiceRow[];
  const offersAll = (specialistId: string) =>
    chosenServices.every((service) => links.some((link) => link.specialistId === specialistId && link.serviceId === service.id));
  const candidates = specialistRows.filter((row) => (specialist === 'any' || row.id === specialist) && offersAll(row.id));
  if (candidates.length === 0) throw appError('services_not_offered');
  return {
    services: chosenServices,
    specialists: candidates,
    durationMin: chosenServices.reduce((sum, service) => sum + service.durationMin, 0),
    bufferAfterMin: chosenServices.at(-1)?.bufferAfterMin ?? 0,
    priceCents: chosenServices.reduce((sum, service) => sum + service.priceCents, 0),
  };
}

/**
 * Everything the engine needs about these specialists between two local dates: weekly hours,
 * overrides, days off (the business's and their own), public-holiday exclusions and the
 * holding appointments. `withBookings: false` leaves the appointments out (to tell "not
 * offered" from "taken").
 */
export async function loadCandidates(
  db: DbOrTx,
  business: BusinessRow,
  specialistIds: string[],
  firstDate: LocalDate,
  lastDate: LocalDate,
  options: { withBookings?: boolean } = {},
): Promise<SpecialistCandidate[]> {
  if (specialistIds.length === 0) return [];
  const fromMs = zonedDateTimeToEpochMs(addDays(firstDate, -1), '00:00', business.timeZone);
  const toMs = zonedDateTimeToEpochMs(addDays(lastDate, 2), '00:00', business.timeZone);
  const [scheduleRows, overrideRows, holidayRows, exclusionRows, bookingRows] = await Promise.all([
    db.select().from(schedules).where(and(eq(schedules.businessId, business.id), inArray(schedules.specialistId, specialistIds))),
    db
      .select()
      .from(scheduleOverrides)
      .where(
        and(
          eq(scheduleOverrides.businessId, business.id),
          inArray(scheduleOverrides.specialistId, specialistIds),
          gte(scheduleOverrides.date, firstDate),
          lte(scheduleOverrides.date, lastDate),
        ),
      ),
    db
      .select()
      .from(holidays)
      .where(
        and(
          eq(holidays.businessId, business.id),
          or(isNull(holidays.specialistId), inArray(holidays.specialistId, specialistIds)),
          lte(holidays.startDate, lastDate),
          gte(holidays.endDate, firstDate),
        ),
      ),
    db
      .select()
      .from(publicHolidayExclusions)
      .where(
        and(
          eq(publicHolidayExclusions.businessId, business.id),
          gte(publicHolidayExclusions.date, firstDate),
          lte(publicHolidayExclusions.date, lastDate),
        ),
      ),
    options.withBookings === false
      ? Promise.resolve([])
      : db
          .select({ specialistId: appointments.specialistId, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
          .from(appointments)
          .where(
            and(
              inArray(appointments.specialistId, specialistIds),
              inArray(appointments.status, [...HOLDING_STATUSES]),
              lt(appointments.startsAt, new Date(toMs)),
              gt(appointments.endsAt, new Date(fromMs)),
            ),
          ),
  ]);
  const excluded = exclusionRows.map((row) => row.date);
  return specialistIds.map((specialistId) => ({
    specialistId,
    availability: {
      timeZone: business.timeZone,
      weeklyHours: (scheduleRows.find((row) => row.specialistId === specialistId)?.weeklyHours ?? {}) as unknown as WeeklyHours,
      dateOverrides: overrideRows
        .filter((row) => row.specialistId === specialistId)
        .map((row) => ({ date: row.date, intervals: row.intervals })),
      ownHolidays: holidayRows
        .filter((row) => row.specialistId === null || row.specialistId === specialistId)
        .map((row) => ({ from: row.startDate, to: row.endDate })),
      publicHolidays: true,
      excludedPublicHolidays: excluded,
      bookings: bookingRows
        .filter((row) => row.specialistId === specialistId)
        .map((row) => ({ startMs: row.startsAt.getTime(), endMs: row.endsAt.getTime() })),
    },
  }));
}
