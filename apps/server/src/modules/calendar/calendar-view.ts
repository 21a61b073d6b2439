/**
 * The admin calendar's answer for a day or a week: the specialists, each one's working hours
 * as the booking engine computes them, and the appointments that overlap the days. Three
 * queries (business, specialists, appointments) plus the catalogue, which the booking
 * calendar caches anyway. The answer is its JSON text (`adminCalendarSchema`); the
 * appointments in it are written by the database (docs/decisions/042).
 */
import { asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import {
  addDays,
  dateRange,
  lithuanianPublicHolidaysOn,
  workingDay,
  zonedDateTimeToEpochMs,
  type LocalDate,
} from '@vizitas/booking-engine';
import {
  appointments,
  businesses,
  specialists,
  serviceNamesOf,
  users,
  visitClientNameSql,
  visitClientPhoneSql,
  type DbOrTx,
} from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { AdminCalendar, AdminCalendarQuery, CalendarDay } from '@vizitas/shared/schemas/admin/calendar';
import type { ReadContext } from '#server/core/context.ts';
import { preparedTenantWhere, type TenantScope } from '#server/core/tenancy.ts';
import { cacheSlot, statementFor } from '#server/core/shelf.ts';
import { isoInstant, jsonObjectText, withJsonArray } from '#server/lib/sql-json.ts';
import { businessCatalogue, candidatesOf } from '#server/modules/availability/index.ts';

/**
 * The appointments that overlap `from`–`to` (placeholders, with the scope's business), each as
 * the answer shows it (`calendarAppointmentSchema`: these members, in this order), its JSON text
 * written by the database. Prepared once per database handle, with or without the one specialist.
 */
function shownAppointments(db: DbOrTx, oneSpecialist: boolean) {
  return db
    .select({
      specialistId: appointments.specialistId,
      json: jsonObjectText([
        ['id', appointments.id, 'plain'],
        ['specialistId', appointments.specialistId, 'plain'],
        ['start', isoInstant(appointments.startsAt), 'plain'],
        ['end', isoInstant(appointments.endsAt), 'plain'],
        ['status', appointments.status, 'plain'],
        ['clientName', visitClientNameSql(appointments.clientName, users.name, { orEmpty: true }), 'text'],
        ['clientPhone', visitClientPhoneSql(appointments.clientPhone, users.phoneNumber), 'text'],
        ['services', sql`array_to_json(${serviceNamesOf(appointments.id)})`, 'json'],
        ['priceCents', appointments.priceCents, 'number'],
        ['durationMin', appointments.durationMin, 'number'],
        ['hasNote', sql`${appointments.customerNote} is not null or ${appointments.adminNote} is not null`, 'boolean'],
      ]),
    })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.customerId))
    .where(
      preparedTenantWhere(
        appointments,
        gt(appointments.endsAt, sql.placeholder('from')),
        lt(appointments.startsAt, sql.placeholder('to')),
        oneSpecialist ? eq(appointments.specialistId, sql.placeholder('specialist')) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id))
    .prepare(oneSpecialist ? 'calendar_appointments_specialist' : 'calendar_appointments');
}
const SHOWN_OF_BUSINESS = cacheSlot('calendar.shown-of-business', (db) => shownAppointments(db, false));
const SHOWN_OF_SPECIALIST = cacheSlot('calendar.shown-of-specialist', (db) => shownAppointments(db, true));

export async function calendarView(
  reader: ReadContext,
  scope: TenantScope,
  query: AdminCalendarQuery,
  nowMs: number,
): Promise<string> {
  const { db } = reader;
  const [business] = await db
    .select({ slug: businesses.slug, timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId))
    .limit(1);
  if (!business) throw appError('resource_not_found');
  const from = query.from as LocalDate;
  const to = query.to as LocalDate;
  const fromMs = zonedDateTimeToEpochMs(from, '00:00', business.timeZone);
  const toMs = zonedDateTimeToEpochMs(addDays(to, 1), '00:00', business.timeZone);

  const shown = statementFor(reader, query.specialist ? SHOWN_OF_SPECIALIST : SHOWN_OF_BUSINESS);
  const appointmentRows = await shown.execute(
    scope.bound({ from: new Date(fromMs), to: new Date(toMs), ...(query.specialist ? { specialist: query.specialist } : {}) }),
  );

  // The active specialists, and any other one who still has a visit on these days.
  const withVisits = [...new Set(appointmentRows.map((row) => row.specialistId))];
  const specialistRows = await db
    .select({ id: specialists.id, name: specialists.name, title: specialists.title })
    .from(specialists)
    .where(
      scope.where(
        specialists,
        query.specialist ? eq(specialists.id, query.specialist) : undefined,
        withVisits.length > 0
          ? or(eq(specialists.active, true), inArray(specialists.id, withVisits))
          : eq(specialists.active, true),
      ),
    )
    .orderBy(asc(specialists.sortOrder), asc(specialists.name));
  if (query.specialist && specialistRows.length === 0) throw appError('resource_not_found');

  const catalogue = await businessCatalogue(reader, business.slug, nowMs, from);
  const candidates = candidatesOf(
    catalogue,
    specialistRows.map((row) => row.id),
  );
  const days: CalendarDay[] = dateRange(from, to).map((date) => {
    const holidays = lithuanianPublicHolidaysOn(date);
    return {
      date,
      publicHoliday: holidays.length > 0 ? holidays.map((holiday) => holiday.name).join('; ') : null,
      publicHolidayExcluded: holidays.length > 0 && catalogue.excludedPublicHolidays.includes(date),
      specialists: candidates.map((candidate) => {
        const day = workingDay(candidate.availability, date);
        return {
          specialistId: candidate.specialistId,
          source: day.source,
          intervals: day.intervals.map(([start, end]) => [start, end] as [string, string]),
        };
      }),
    };
  });

  const answer: Omit<AdminCalendar, 'appointments'> = {
    timeZone: business.timeZone,
    from,
    to,
    specialists: specialistRows,
    days,
  };
  return withJsonArray(
    answer,
    'appointments',
    appointmentRows.map((row) => row.json),
    'last',
  );
}
