import {
  epochMsToZonedDateTime,
  isLithuanianPublicHoliday,
  parseWallClockTime,
  workingDay,
  type WorkingHoursInput,
} from '@vizitas/booking-engine';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import {
  appointmentHistory,
  appointmentServices,
  appointments,
  businesses,
  holidays,
  publicHolidayExclusions,
  scheduleOverrides,
  schedules,
  specialists,
  users,
} from '../schema/index';
import { createTestDatabase } from '../testing';
import { demoBusinesses } from './demo-businesses';
import { toWeeklyHours } from './demo-calendar';
import { seedDemoData } from './index';

// The demo calendars as stored: seeded once with a fixed "now" (Monday 2026-11-23, 10:00 in
// Vilnius) and checked through the database, the way the app will read them.

const NOW = new Date('2026-11-23T08:00:00Z');

let database: Database;
let seedMs = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const started = performance.now();
  const result = await seedDemoData(database, { now: NOW });
  seedMs = performance.now() - started;
  expect(result.seeded).toBe(true);
});

afterAll(async () => {
  await database?.close();
});

async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function bookingCounts() {
  const { db } = database;
  return {
    schedules: await db.$count(schedules),
    scheduleOverrides: await db.$count(scheduleOverrides),
    holidays: await db.$count(holidays),
    publicHolidayExclusions: await db.$count(publicHolidayExclusions),
    appointments: await db.$count(appointments),
    appointmentServices: await db.$count(appointmentServices),
    appointmentHistory: await db.$count(appointmentHistory),
  };
}

describe('seedDemoData with a fixed now', () => {
  it('gives every specialist a weekly schedule', async () => {
    const [row] = await rowsOf<{ without: number; specialists: number; schedules: number }>(sql`
      select
        (select count(*) from specialists sp where not exists (select 1 from schedules s where s.specialist_id = sp.id))::int as without,
        (select count(*) from specialists)::int as specialists,
        (select count(*) from schedules)::int as schedules
    `);
    // Only the specialists of a business that has not entered its hours yet (the pipeline's „registered“).
    const notYet = demoBusinesses.filter((business) => business.withoutWorkingHours).flatMap((business) => business.specialists);
    expect(notYet.length).toBeGreaterThan(0);
    expect(row).toEqual({ without: notYet.length, specialists: row!.specialists, schedules: row!.specialists - notYet.length });
    console.info(`Demo seed on ${database.kind}: ${Math.round(seedMs)} ms`, await bookingCounts());
  });

  it('stores overrides, days off and one worked public holiday in the coming weeks', async () => {
    const overrides = await database.db.select().from(scheduleOverrides);
    expect(overrides.length).toBeGreaterThanOrEqual(3);
    expect(overrides.some((override) => override.intervals.length === 0)).toBe(true);
    for (const override of overrides) expect(override.date > '2026-11-23' && override.date <= '2026-12-14').toBe(true);

    const daysOff = await database.db
      .select({
        slug: businesses.slug,
        specialistId: holidays.specialistId,
        startDate: holidays.startDate,
        endDate: holidays.endDate,
      })
      .from(holidays)
      .innerJoin(businesses, eq(businesses.id, holidays.businessId));
    expect(daysOff).toEqual(
      expect.arrayContaining([
        { slug: 'kirpykla-sruoga', specialistId: null, startDate: '2026-12-02', endDate: '2026-12-04' },
        { slug: 'nagu-namai', specialistId: expect.any(String), startDate: '2026-12-07', endDate: '2026-12-13' },
      ]),
    );

    const exclusions = await database.db
      .select({ slug: businesses.slug, date: publicHolidayExclusions.date })
      .from(publicHolidayExclusions)
      .innerJoin(businesses, eq(businesses.id, publicHolidayExclusions.businessId));
    expect(exclusions).toEqual([{ slug: 'barberiu-klubas-usas', date: '2026-12-24' }]);
    expect(isLithuanianPublicHoliday('2026-12-24')).toBe(true);
  });

  it('has appointments in the past and in the future', async () => {
    const [row] = await rowsOf<{ past: number; future: number; businesses: number }>(sql`
      select
        count(*) filter (where starts_at < ${NOW.toISOString()}::timestamptz)::int as past,
        count(*) filter (where starts_at > ${NOW.toISOString()}::timestamptz)::int as future,
        count(distinct business_id)::int as businesses
      from appointments
    `);
    expect(row!.past).toBeGreaterThan(100);
    expect(row!.future).toBeGreaterThan(100);
    // Every bookable business but those nobody has booked yet (the pipeline's „live“ and „dormant“).
    const onboarded = await database.db.$count(businesses, eq(businesses.onboarded, true));
    const notBooked = demoBusinesses.filter((business) => business.onboarded && business.withoutBookings).length;
    expect(notBooked).toBeGreaterThan(0);
    expect(row!.businesses).toBe(onboarded - notBooked);
  });

  it('never lets two holding appointments of one specialist overlap', async () => {
    const [row] = await rowsOf<{ n: number }>(sql`
      select count(*)::int as n
      from appointments a
      join appointments b on a.specialist_id = b.specialist_id and a.id < b.id
      where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')
        and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
    `);
    expect(row!.n).toBe(0);
  });

  it('puts every appointment inside its specialist’s effective working hours, never on a day off', async () => {
    const { db } = database;
    const [businessRows, scheduleRows, overrideRows, holidayRows, exclusionRows, appointmentRows] = await Promise.all([
      db.select().from(businesses),
      db.select().from(schedules),
      db.select().from(scheduleOverrides),
      db.select().from(holidays),
      db.select().from(publicHolidayExclusions),
      db.select().from(appointments),
    ]);
    const businessById = new Map(businessRows.map((business) => [business.id, business]));
    const hoursOf = new Map<string, WorkingHoursInput>();
    for (const schedule of scheduleRows) {
      hoursOf.set(schedule.specialistId, {
        weeklyHours: toWeeklyHours(schedule.weeklyHours),
        dateOverrides: overrideRows
          .filter((override) => override.specialistId === schedule.specialistId)
          .map((override) => ({ date: override.date, intervals: override.intervals })),
        ownHolidays: holidayRows
          .filter(
            (holiday) =>
              holiday.businessId === schedule.businessId &&
              (holiday.specialistId === null || holiday.specialistId === schedule.specialistId),
          )
          .map((holiday) => ({ from: holiday.startDate, to: holiday.endDate })),
        publicHolidays: true,
        excludedPublicHolidays: exclusionRows
          .filter((exclusion) => exclusion.businessId === schedule.businessId)
          .map((exclusion) => exclusion.date),
      });
    }

    const problems: string[] = [];
    for (const appointment of appointmentRows) {
      const business = businessById.get(appointment.businessId)!;
      const hours = hoursOf.get(appointment.specialistId)!;
      const start = epochMsToZonedDateTime(appointment.startsAt.getTime(), business.timeZone);
      const end = epochMsToZonedDateTime(appointment.endsAt.getTime(), business.timeZone);
      const day = workingDay(hours, start.date);
      const startMin = parseWallClockTime(start.time);
      const endMin = parseWallClockTime(end.time);
      const inside = day.intervals.some(([from, to]) => {
        const a = parseWallClockTime(from);
        return startMin >= a && endMin <= parseWallClockTime(to) && (startMin - a) % business.slotStepMin === 0;
      });
      const what = `${business.slug} ${appointment.startsAt.toISOString()}`;
      if (end.date !== start.date || !inside) problems.push(`${what}: outside ${JSON.stringify(day.intervals)}`);
      if (day.source === 'own_holiday' || day.source === 'public_holiday') problems.push(`${what}: ${day.source}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives the demo customer upcoming and completed visits', async () => {
    const rows = await database.db
      .select({ slug: businesses.slug, status: appointments.status, startsAt: appointments.startsAt })
      .from(appointments)
      .innerJoin(users, eq(users.id, appointments.customerId))
      .innerJoin(businesses, eq(businesses.id, appointments.businessId))
      .where(eq(users.email, 'klientas@vizitas.lt'));
    const upcoming = rows.filter((row) => row.startsAt > NOW);
    expect(upcoming.length).toBeGreaterThanOrEqual(2);
    expect(upcoming.map((row) => row.status)).toEqual(expect.arrayContaining(['pending', 'confirmed']));
    const completed = rows.filter((row) => row.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(2);
    expect(completed.map((row) => row.slug)).toContain('studija-aiste');
  });

  it('keeps price and duration equal to the sums of the booked services', async () => {
    const [row] = await rowsOf<{ mismatched: number; without_services: number; bad_end: number }>(sql`
      select
        (select count(*) from appointments a
          join (select appointment_id, sum(price_cents) as price, sum(duration_min) as duration
                from appointment_services group by appointment_id) s on s.appointment_id = a.id
          where a.price_cents <> s.price or a.duration_min <> s.duration)::int as mismatched,
        (select count(*) from appointments a
          where not exists (select 1 from appointment_services s where s.appointment_id = a.id))::int as without_services,
        (select count(*) from appointments a
          where a.ends_at <> a.starts_at + make_interval(mins => a.duration_min))::int as bad_end
    `);
    expect(row).toEqual({ mismatched: 0, without_services: 0, bad_end: 0 });
  });

  it('records how each appointment was created and how it reached its status', async () => {
    const [row] = await rowsOf<{ without_created: number; unexplained_status: number; walk_ins: number; notes: number }>(sql`
      select
        (select count(*) from appointments a
          where not exists (select 1 from appointment_history h where h.appointment_id = a.id and h.action = 'created'))::int
          as without_created,
        (select count(*) from appointments a
          where a.status <> 'pending'
            and not exists (select 1 from appointment_history h where h.appointment_id = a.id and h.to_status = a.status))::int
          as unexplained_status,
        (select count(*) from appointments where customer_id is null and client_name is not null and client_phone like '+3706%')::int
          as walk_ins,
        (select count(*) from appointments where customer_note is not null)::int as notes
    `);
    expect(row).toMatchObject({ without_created: 0, unexplained_status: 0 });
    expect(row!.walk_ins).toBeGreaterThan(100);
    expect(row!.notes).toBeGreaterThan(10);
  });

  it('specialists of businesses that are not onboarded get schedules but no appointments', async () => {
    const [row] = await rowsOf<{ n: number }>(sql`
      select count(*)::int as n from appointments a join businesses b on b.id = a.business_id where not b.onboarded
    `);
    expect(row!.n).toBe(0);
    const idle = await database.db
      .select({ id: specialists.id })
      .from(specialists)
      .innerJoin(businesses, eq(businesses.id, specialists.businessId))
      .where(eq(businesses.onboarded, false));
    expect(idle.length).toBeGreaterThan(0);
  });

  it('does nothing the second time', async () => {
    const before = await bookingCounts();
    expect((await seedDemoData(database, { now: new Date('2027-01-10T10:00:00Z') })).seeded).toBe(false);
    expect(await bookingCounts()).toEqual(before);
  });
});
