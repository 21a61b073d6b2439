import { asc, eq, gte, lte } from 'drizzle-orm';
import { addDays, lithuanianPublicHolidays, type LocalDate } from '@vizitas/booking-engine';
import { holidays, publicHolidayExclusions, scheduleOverrides, schedules, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { TenantScope } from '#server/core/tenancy.ts';
import { businessToday, scopedBusiness } from '#server/modules/business/index.ts';
import { presentHoliday, presentOverride, type HolidayRow, type OverrideRow } from './presenter.ts';
import { normalized, requireScopedSpecialist } from './weekly-hours.ts';

/** The business's days off that touch the period (all of them without one), by start date. */
export async function listHolidays(db: DbOrTx, scope: TenantScope, query: { from?: LocalDate; to?: LocalDate }) {
  const rows = await db
    .select()
    .from(holidays)
    .where(
      scope.where(
        holidays,
        query.from ? gte(holidays.endDate, query.from) : undefined,
        query.to ? lte(holidays.startDate, query.to) : undefined,
      ),
    )
    .orderBy(asc(holidays.startDate), asc(holidays.endDate), asc(holidays.id))
    .limit(1000);
  return rows.map(presentHoliday);
}

/** Overrides between two dates (default: from today for a year), optionally of one specialist, by date. */
export async function listOverrides(
  db: DbOrTx,
  scope: TenantScope,
  query: { from?: LocalDate; to?: LocalDate; specialist?: string },
  nowMs: number,
) {
  const from = query.from ?? businessToday(await scopedBusiness(db, scope), nowMs);
  const to = query.to ?? addDays(from, 366);
  const rows = await db
    .select()
    .from(scheduleOverrides)
    .where(
      scope.where(
        scheduleOverrides,
        gte(scheduleOverrides.date, from),
        lte(scheduleOverrides.date, to),
        query.specialist ? eq(scheduleOverrides.specialistId, query.specialist) : undefined,
      ),
    )
    .orderBy(asc(scheduleOverrides.date), asc(scheduleOverrides.specialistId));
  return rows.map(presentOverride);
}

/** One override of the business (404 for any other). */
export async function findOverride(db: DbOrTx, scope: TenantScope, id: string): Promise<OverrideRow> {
  const [row] = await db
    .select()
    .from(scheduleOverrides)
    .where(scope.where(scheduleOverrides, eq(scheduleOverrides.id, id)))
    .limit(1);
  if (!row) throw appError('resource_not_found');
  return row;
}

/** One override of the business as the admin sees it (404 for any other). */
export async function overrideOf(db: DbOrTx, scope: TenantScope, id: string) {
  return presentOverride(await findOverride(db, scope, id));
}

/** One day off of the business as the admin sees it (404 for any other). */
export async function holidayOf(db: DbOrTx, scope: TenantScope, id: string) {
  return presentHoliday(await findHoliday(db, scope, id));
}

/** One day off of the business (404 for any other). */
export async function findHoliday(db: DbOrTx, scope: TenantScope, id: string): Promise<HolidayRow> {
  const [row] = await db
    .select()
    .from(holidays)
    .where(scope.where(holidays, eq(holidays.id, id)))
    .limit(1);
  if (!row) throw appError('resource_not_found');
  return row;
}

/** A specialist's weekly hours; an empty week when none were set. 404 for another business's specialist. */
export async function getWeeklySchedule(db: DbOrTx, scope: TenantScope, specialistId: string) {
  await requireScopedSpecialist(db, scope, specialistId);
  const [row] = await db
    .select()
    .from(schedules)
    .where(scope.where(schedules, eq(schedules.specialistId, specialistId)))
    .limit(1);
  return { specialistId, weeklyHours: normalized(row?.weeklyHours) };
}

/** Lithuania's public holidays of a year (from the engine), each marked `excluded` when the business works that day. */
export async function listPublicHolidays(db: DbOrTx, scope: TenantScope, year: number) {
  const exclusions = await db
    .select({ date: publicHolidayExclusions.date })
    .from(publicHolidayExclusions)
    .where(
      scope.where(
        publicHolidayExclusions,
        gte(publicHolidayExclusions.date, `${year}-01-01`),
        lte(publicHolidayExclusions.date, `${year}-12-31`),
      ),
    );
  const excluded = new Set(exclusions.map((row) => row.date));
  return {
    year,
    holidays: lithuanianPublicHolidays(year).map((holiday) => ({
      date: holiday.date,
      name: holiday.name,
      excluded: excluded.has(holiday.date),
    })),
  };
}
