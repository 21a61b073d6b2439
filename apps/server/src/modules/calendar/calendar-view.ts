/**
 * The admin calendar's answer for a day or a week: the specialists, each one's working hours
 * as the booking engine computes them, and the appointments that overlap the days. Three
 * queries (business, specialists, appointments) plus the catalogue, which the booking
 * calendar caches anyway.
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
import { appointments, businesses, specialists, users, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { AdminCalendar, AdminCalendarQuery, CalendarDay } from '@vizitas/shared/schemas/admin/calendar';
import type { TenantScope } from '#server/core/tenancy.ts';
import { businessCatalogue, candidatesOf } from '#server/modules/availability/index.ts';

export async function calendarView(
  db: DbOrTx,
  scope: TenantScope,
  query: AdminCalendarQuery,
  nowMs: number,
): Promise<AdminCalendar> {
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

  const appointmentRows = await db
    .select({
      id: appointments.id,
      specialistId: appointments.specialistId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      clientName: sql<string>`coalesce(${users.name}, ${appointments.clientName}, '')`,
      clientPhone: sql<string | null>`coalesce(${users.phoneNumber}, ${appointments.clientPhone})`,
      services: sql<
        string[]
      >`array(select s.name from appointment_services s where s.appointment_id = ${appointments.id} order by s.position)`,
      priceCents: appointments.priceCents,
      durationMin: appointments.durationMin,
      hasNote: sql<boolean>`(${appointments.customerNote} is not null or ${appointments.adminNote} is not null)`,
    })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.customerId))
    .where(
      scope.where(
        appointments,
        gt(appointments.endsAt, new Date(fromMs)),
        lt(appointments.startsAt, new Date(toMs)),
        query.specialist ? eq(appointments.specialistId, query.specialist) : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt), asc(appointments.id));

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

  const catalogue = await businessCatalogue(db, business.slug, nowMs, from);
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

  return {
    timeZone: business.timeZone,
    from,
    to,
    specialists: specialistRows,
    days,
    appointments: appointmentRows.map((row) => ({
      id: row.id,
      specialistId: row.specialistId,
      start: row.startsAt.toISOString(),
      end: row.endsAt.toISOString(),
      status: row.status,
      clientName: row.clientName,
      clientPhone: row.clientPhone,
      services: row.services,
      priceCents: row.priceCents,
      durationMin: row.durationMin,
      hasNote: Boolean(row.hasNote),
    })),
  };
}
