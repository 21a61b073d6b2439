/**
 * Which booked visits a change of working hours would leave outside working time: before an
 * admin saves new weekly hours, an override, a day off or undoes a public-holiday exclusion, the
 * page lists them and she decides (keep them, or cancel them with a message to each customer).
 *
 * The change is applied in memory to the booking engine's own input (the catalogue the booking
 * calendar uses), and each pending or confirmed visit from now on, on a date the change touches,
 * is listed when that date's hours change and the visit no longer fits inside one working
 * interval. Nothing is written.
 */
import { and, asc, eq, gt, gte, inArray, lt } from 'drizzle-orm';
import {
  HOLDING_STATUSES,
  addDays,
  dateRange,
  localDateOf,
  workingDay,
  zonedDateTimeToEpochMs,
  type LocalDate,
  type WorkingHoursInput,
} from '@vizitas/booking-engine';
import {
  appointments,
  serviceNamesOf,
  specialists,
  users,
  visitClientNameSql,
  visitClientPhoneSql,
  type DbOrTx,
} from '@vizitas/db';
import {
  AFFECTED_LIST_MAX,
  type AffectedAppointments,
  type ScheduleChange,
} from '@vizitas/shared/schemas/admin/schedule-changes';
import type { TenantScope } from '#server/core/tenancy.ts';
import { businessCatalogue, candidatesOf, type BusinessCatalogue } from '#server/modules/availability/index.ts';
import type { ReadContext } from '#server/core/context.ts';
import { businessToday, requireSpecialist, scopedBusiness } from '#server/modules/business/index.ts';
import { findOverride } from './queries.ts';
import { requireScopedSpecialist } from './weekly-hours.ts';

/** How far ahead a change of the weekly hours is looked at: two years, the longest booking window. */
const WEEKLY_LOOKAHEAD_DAYS = 731;

/** What a change touches: whose visits, on which dates, and the hours it proposes for one specialist. */
interface ChangePlan {
  /** Null: every specialist of the business. */
  specialistIds: string[] | null;
  from: LocalDate;
  to: LocalDate;
  proposed(specialistId: string, current: WorkingHoursInput): WorkingHoursInput;
}

const withoutOverride = (input: WorkingHoursInput, dates: Set<LocalDate>) =>
  input.dateOverrides.filter((override) => !dates.has(override.date));

async function planOf(db: DbOrTx, scope: TenantScope, change: ScheduleChange, today: LocalDate): Promise<ChangePlan> {
  switch (change.change) {
    case 'weekly': {
      await requireScopedSpecialist(db, scope, change.specialist);
      return {
        specialistIds: [change.specialist],
        from: today,
        to: addDays(today, WEEKLY_LOOKAHEAD_DAYS),
        proposed: (_id, current) => ({ ...current, weeklyHours: change.weeklyHours }),
      };
    }
    case 'override': {
      await requireSpecialist(db, scope, change.specialist);
      const dates = dateRange(change.date, change.endDate ?? change.date);
      const edited = change.override ? await findOverride(db, scope, change.override) : null;
      const from = edited && edited.date < change.date ? edited.date : change.date;
      const last = dates[dates.length - 1]!;
      return {
        specialistIds: [...new Set([change.specialist, ...(edited ? [edited.specialistId] : [])])],
        from,
        to: edited && edited.date > last ? edited.date : last,
        proposed: (id, current) => {
          const removed = new Set<LocalDate>(id === edited?.specialistId ? [edited.date] : []);
          if (id !== change.specialist) return { ...current, dateOverrides: withoutOverride(current, removed) };
          for (const date of dates) removed.add(date);
          return {
            ...current,
            dateOverrides: [
              ...withoutOverride(current, removed),
              ...dates.map((date) => ({ date, intervals: change.intervals.map(([a, b]) => [a, b] as const) })),
            ],
          };
        },
      };
    }
    case 'override_delete': {
      const row = await findOverride(db, scope, change.override);
      return {
        specialistIds: [row.specialistId],
        from: row.date,
        to: row.date,
        proposed: (_id, current) => ({ ...current, dateOverrides: withoutOverride(current, new Set([row.date])) }),
      };
    }
    case 'holiday': {
      if (change.specialist) await requireSpecialist(db, scope, change.specialist);
      const range = { from: change.startDate, to: change.endDate };
      return {
        specialistIds: change.specialist ? [change.specialist] : null,
        from: change.startDate,
        to: change.endDate,
        proposed: (_id, current) => ({ ...current, ownHolidays: [...current.ownHolidays, range] }),
      };
    }
    case 'public_holiday_include':
      return {
        specialistIds: null,
        from: change.date,
        to: change.date,
        proposed: (_id, current) => ({
          ...current,
          excludedPublicHolidays: current.excludedPublicHolidays.filter((date) => date !== change.date),
        }),
      };
  }
}

/** Whether `[startMs, endMs)` lies inside one of the day's working intervals. */
function fitsInside(
  intervals: readonly (readonly [string, string])[],
  date: LocalDate,
  timeZone: string,
  startMs: number,
  endMs: number,
) {
  return intervals.some(
    ([start, end]) =>
      zonedDateTimeToEpochMs(date, start, timeZone) <= startMs && endMs <= zonedDateTimeToEpochMs(date, end, timeZone),
  );
}

const sameHours = (a: readonly (readonly [string, string])[], b: readonly (readonly [string, string])[]) =>
  a.length === b.length && a.every(([start, end], i) => b[i]![0] === start && b[i]![1] === end);

/** The engine's working-hours input of one specialist, as the booking calendar has it now. */
function currentInput(catalogue: BusinessCatalogue, specialistId: string): WorkingHoursInput {
  return candidatesOf(catalogue, [specialistId])[0]!.availability;
}

/**
 * The pending and confirmed visits from now on that `change` would leave outside working time
 * (at most {@link AFFECTED_LIST_MAX} listed, `total` counts all). 404 for an override of another
 * business, `unknown_reference` for another business's specialist.
 */
export async function affectedAppointments(
  reader: ReadContext,
  scope: TenantScope,
  change: ScheduleChange,
  nowMs: number,
): Promise<AffectedAppointments> {
  const { db } = reader;
  const business = await scopedBusiness(db, scope);
  const today = businessToday(business, nowMs);
  const plan = await planOf(db, scope, change, today);
  const from = plan.from < today ? today : plan.from;
  if (plan.to < from) return { appointments: [], total: 0 };
  const timeZone = business.timeZone;

  const rows = await db
    .select({
      id: appointments.id,
      specialistId: appointments.specialistId,
      specialistName: specialists.name,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      customerId: appointments.customerId,
      clientName: visitClientNameSql(appointments.clientName, users.name, { orEmpty: true }),
      clientPhone: visitClientPhoneSql(appointments.clientPhone, users.phoneNumber),
      services: serviceNamesOf(appointments.id),
    })
    .from(appointments)
    .innerJoin(
      specialists,
      and(eq(specialists.id, appointments.specialistId), eq(specialists.businessId, appointments.businessId)),
    )
    .leftJoin(users, eq(users.id, appointments.customerId))
    .where(
      scope.where(
        appointments,
        inArray(appointments.status, [...HOLDING_STATUSES]),
        gt(appointments.endsAt, new Date(nowMs)),
        gte(appointments.startsAt, new Date(zonedDateTimeToEpochMs(from, '00:00', timeZone))),
        lt(appointments.startsAt, new Date(zonedDateTimeToEpochMs(addDays(plan.to, 1), '00:00', timeZone))),
        plan.specialistIds ? inArray(appointments.specialistId, plan.specialistIds) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));
  if (rows.length === 0) return { appointments: [], total: 0 };

  const catalogue = await businessCatalogue(reader, business.slug, nowMs, addDays(today, -1));
  const inputs = new Map<string, { current: WorkingHoursInput; proposed: WorkingHoursInput }>();
  const inputsOf = (specialistId: string) => {
    let found = inputs.get(specialistId);
    if (!found) {
      const current = currentInput(catalogue, specialistId);
      found = { current, proposed: plan.proposed(specialistId, current) };
      inputs.set(specialistId, found);
    }
    return found;
  };

  const affected = rows.filter((row) => {
    const startMs = row.startsAt.getTime();
    const endMs = row.endsAt.getTime();
    const date = localDateOf(startMs, timeZone);
    const { current, proposed } = inputsOf(row.specialistId);
    const before = workingDay(current, date).intervals;
    const after = workingDay(proposed, date).intervals;
    return !sameHours(before, after) && !fitsInside(after, date, timeZone, startMs, endMs);
  });
  return {
    total: affected.length,
    appointments: affected.slice(0, AFFECTED_LIST_MAX).map((row) => ({
      id: row.id,
      specialistId: row.specialistId,
      specialistName: row.specialistName,
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      status: row.status,
      clientName: row.clientName,
      clientPhone: row.clientPhone,
      services: row.services,
      mailed: row.customerId !== null,
    })),
  };
}
