import {
  epochMsToZonedDateTime,
  isLithuanianPublicHoliday,
  localDateOf,
  parseWallClockTime,
  weekdayOf,
  workingDay,
  type WorkingHoursInput,
} from '@vizitas/booking-engine';
import { describe, expect, it } from 'vitest';
import {
  buildDemoAppointments,
  DEMO_FUTURE_DAYS,
  DEMO_PAST_DAYS,
  type DemoAppointmentRows,
  type DemoBusinessInfo,
} from './demo-appointments';
import { demoBusinesses } from './demo-businesses';
import { demoCalendar, workingHoursInput, type DemoCalendar } from './demo-calendar';

const ZONE = 'Europe/Vilnius';
const CUSTOMER_ID = 'customer';
const OWNER_ID = 'owner';

/** The demo catalogue with readable fake ids, as the seed passes it (without a database). */
function demoInfos(calendar: DemoCalendar): DemoBusinessInfo[] {
  return demoBusinesses.map((business) => {
    const all = business.serviceCategories.flatMap((category) =>
      category.services.map((service) => ({
        id: `${business.slug}/${service.name}`,
        name: service.name,
        categoryName: category.name,
        durationMin: service.durationMin,
        priceCents: service.priceCents,
        bufferAfterMin: service.bufferAfterMin ?? 0,
      })),
    );
    return {
      id: business.slug,
      slug: business.slug,
      timeZone: ZONE,
      slotStepMin: business.slotStepMin ?? 15,
      autoConfirm: business.autoConfirm ?? false,
      onboarded: business.onboarded,
      ownerUserId: business.slug === 'studija-aiste' ? OWNER_ID : null,
      specialists: business.specialists.map((specialist) => ({
        id: `${business.slug}/${specialist.name}`,
        name: specialist.name,
        hours: workingHoursInput(calendar, business.slug, specialist.name),
        services: specialist.services === 'all' ? all : all.filter((service) => specialist.services.includes(service.name)),
      })),
    };
  });
}

function build(now: Date): { rows: DemoAppointmentRows; infos: DemoBusinessInfo[]; calendar: DemoCalendar } {
  const calendar = demoCalendar(localDateOf(now.getTime(), ZONE));
  const infos = demoInfos(calendar);
  let next = 0;
  const rows = buildDemoAppointments({
    now,
    businesses: infos,
    demoCustomerId: CUSTOMER_ID,
    newId: () => `id-${++next}`,
  });
  return { rows, infos, calendar };
}

/** Minutes since local midnight and the local date of an instant. */
function local(instant: Date): { date: string; minute: number } {
  const { date, time } = epochMsToZonedDateTime(instant.getTime(), ZONE);
  return { date, minute: parseWallClockTime(time) };
}

/** Whether `[start, end)` lies inside one effective working interval, on the grid of that interval. */
function fitsWorkingHours(hours: WorkingHoursInput, startsAt: Date, endsAt: Date, step: number): boolean {
  const start = local(startsAt);
  const end = local(endsAt);
  if (start.date !== end.date) return false;
  return workingDay(hours, start.date).intervals.some(([from, to]) => {
    const a = parseWallClockTime(from);
    const b = parseWallClockTime(to);
    return start.minute >= a && end.minute <= b && (start.minute - a) % step === 0;
  });
}

const NOWS = [
  '2026-11-23T08:00:00Z', // a Monday morning
  '2026-12-20T19:30:00Z', // a Sunday evening before Christmas
  '2027-03-26T12:00:00Z', // summer time starts on Sunday 2027-03-28
  '2027-10-29T06:00:00Z', // winter time starts on Sunday 2027-10-31
  '2027-04-30T09:05:00Z', // May 1 and Mother's Day ahead
];

describe.each(NOWS)('demo appointments around %s', (nowText) => {
  const now = new Date(nowText);
  const nowMs = now.getTime();
  const { rows, infos } = build(now);
  const businessById = new Map(infos.map((business) => [business.id, business]));
  const specialistById = new Map(
    infos.flatMap((business) => business.specialists.map((specialist) => [specialist.id, specialist])),
  );

  it('are the same for the same now', () => {
    expect(build(now).rows).toEqual(rows);
  });

  it('fill the past two weeks and the coming three for the onboarded businesses only', () => {
    const today = localDateOf(nowMs, ZONE);
    const dates = rows.appointments.map((row) => localDateOf(row.startsAt.getTime(), ZONE));
    expect(dates.some((date) => date < today)).toBe(true);
    expect(dates.some((date) => date > today)).toBe(true);
    const first = Math.min(...rows.appointments.map((row) => row.startsAt.getTime()));
    const last = Math.max(...rows.appointments.map((row) => row.startsAt.getTime()));
    expect(first).toBeGreaterThan(nowMs - (DEMO_PAST_DAYS + 1) * 86_400_000);
    expect(last).toBeLessThan(nowMs + (DEMO_FUTURE_DAYS + 1) * 86_400_000);
    const onboarded = infos.filter((business) => business.onboarded).map((business) => business.id);
    expect(new Set(rows.appointments.map((row) => row.businessId))).toEqual(new Set(onboarded));
  });

  it('lie inside the effective working hours, on the grid, never on a day off', () => {
    const problems: string[] = [];
    for (const row of rows.appointments) {
      const specialist = specialistById.get(row.specialistId)!;
      const business = businessById.get(row.businessId)!;
      const date = localDateOf(row.startsAt.getTime(), ZONE);
      const what = `${row.specialistId} ${row.startsAt.toISOString()}`;
      if (!fitsWorkingHours(specialist.hours, row.startsAt, row.endsAt, business.slotStepMin))
        problems.push(`${what}: outside hours`);
      if (specialist.hours.ownHolidays.some((range) => range.from <= date && date <= range.to)) problems.push(`${what}: day off`);
      if (isLithuanianPublicHoliday(date) && !specialist.hours.excludedPublicHolidays.includes(date))
        problems.push(`${what}: public holiday`);
    }
    expect(problems).toEqual([]);
  });

  it('never overlap for one specialist, buffers included', () => {
    const bufferOf = new Map(
      infos
        .flatMap((business) => business.specialists.flatMap((specialist) => specialist.services))
        .map((service) => [service.id, service.bufferAfterMin]),
    );
    const lastServiceOf = new Map(rows.services.map((service) => [service.appointmentId, service.serviceId]));
    const bySpecialist = new Map<string, typeof rows.appointments>();
    for (const row of rows.appointments) {
      if (!bySpecialist.has(row.specialistId)) bySpecialist.set(row.specialistId, []);
      bySpecialist.get(row.specialistId)!.push(row);
    }
    const problems: string[] = [];
    for (const list of bySpecialist.values()) {
      list.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      for (let i = 1; i < list.length; i++) {
        const previous = list[i - 1]!;
        const buffer = bufferOf.get(lastServiceOf.get(previous.id)!) ?? 0;
        if (list[i]!.startsAt.getTime() < previous.endsAt.getTime() + buffer * 60_000)
          problems.push(`${previous.id} / ${list[i]!.id}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('book 30–60 % of the working time', () => {
    let working = 0;
    const today = localDateOf(nowMs, ZONE);
    for (const business of infos.filter((candidate) => candidate.onboarded)) {
      for (const specialist of business.specialists) {
        for (let offset = -DEMO_PAST_DAYS; offset <= DEMO_FUTURE_DAYS; offset++) {
          const date = new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
          for (const [from, to] of workingDay(specialist.hours, date).intervals)
            working += parseWallClockTime(to) - parseWallClockTime(from);
        }
      }
    }
    const booked = rows.appointments.reduce((sum, row) => sum + row.durationMin!, 0);
    expect(booked / working).toBeGreaterThan(0.3);
    expect(booked / working).toBeLessThan(0.6);
  });

  it('have statuses that fit their time and business', () => {
    const problems: string[] = [];
    for (const row of rows.appointments) {
      const business = businessById.get(row.businessId)!;
      const allowed =
        row.endsAt.getTime() <= nowMs
          ? ['completed', 'no_show', 'cancelled']
          : row.startsAt.getTime() <= nowMs
            ? ['confirmed']
            : business.autoConfirm
              ? ['confirmed', 'cancelled']
              : ['confirmed', 'pending', 'cancelled'];
      if (!allowed.includes(row.status)) problems.push(`${row.id}: ${row.status}`);
      if ((row.cancellationReason !== null) !== (row.status === 'cancelled')) problems.push(`${row.id}: cancellation reason`);
    }
    expect(problems).toEqual([]);
    const statuses = new Set(rows.appointments.map((row) => row.status));
    for (const status of ['completed', 'no_show', 'cancelled', 'confirmed', 'pending']) expect(statuses).toContain(status);
  });

  it('sum their services and end after them', () => {
    const servicesOf = new Map<string, typeof rows.services>();
    for (const service of rows.services) {
      if (!servicesOf.has(service.appointmentId)) servicesOf.set(service.appointmentId, []);
      servicesOf.get(service.appointmentId)!.push(service);
    }
    const problems: string[] = [];
    for (const row of rows.appointments) {
      const own = servicesOf.get(row.id) ?? [];
      const offered = new Set(specialistById.get(row.specialistId)!.services.map((service) => service.id));
      const ok =
        own.length >= 1 &&
        own.length <= 2 &&
        own.every((service, index) => service.position === index && offered.has(service.serviceId!)) &&
        row.priceCents === own.reduce((sum, service) => sum + service.priceCents, 0) &&
        row.durationMin === own.reduce((sum, service) => sum + service.durationMin, 0) &&
        row.endsAt.getTime() - row.startsAt.getTime() === row.durationMin * 60_000;
      if (!ok) problems.push(row.id);
    }
    expect(problems).toEqual([]);
  });

  it('keep a history from creation to the current status, never after now', () => {
    const historyOf = new Map<string, typeof rows.history>();
    for (const entry of rows.history) {
      if (!historyOf.has(entry.appointmentId)) historyOf.set(entry.appointmentId, []);
      historyOf.get(entry.appointmentId)!.push(entry);
    }
    const problems: string[] = [];
    for (const row of rows.appointments) {
      const entries = historyOf.get(row.id) ?? [];
      const [created] = entries;
      if (
        created === undefined ||
        created.action !== 'created' ||
        created.fromStatus !== null ||
        created.startsAt?.getTime() !== row.startsAt.getTime() ||
        created.endsAt?.getTime() !== row.endsAt.getTime() ||
        created.createdAt?.getTime() !== row.createdAt?.getTime() ||
        row.createdAt!.getTime() >= row.startsAt.getTime()
      ) {
        problems.push(`${row.id}: created`);
        continue;
      }
      let status = created.toStatus;
      for (const entry of entries.slice(1)) {
        if (entry.fromStatus !== status || entry.action === 'created') problems.push(`${row.id}: chain`);
        status = entry.toStatus!;
      }
      if (status !== row.status) problems.push(`${row.id}: ends in ${status}, not ${row.status}`);
      const times = entries.map((entry) => entry.createdAt!.getTime());
      if (times.some((time, index) => index > 0 && time < times[index - 1]!) || Math.max(...times) > nowMs)
        problems.push(`${row.id}: times`);
      if (row.updatedAt!.getTime() !== times[times.length - 1]) problems.push(`${row.id}: updated_at`);
    }
    expect(problems).toEqual([]);
    expect(rows.history.filter((entry) => entry.action !== 'created').map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['complete', 'no_show', 'cancel', 'confirm']),
    );
  });

  it('give the demo customer two visits to come (pending, confirmed) and two completed, one at studija-aiste', () => {
    const own = rows.appointments.filter((row) => row.customerId === CUSTOMER_ID);
    const upcoming = own.filter((row) => row.startsAt.getTime() > nowMs);
    expect(upcoming.map((row) => row.status).sort()).toEqual(expect.arrayContaining(['confirmed', 'pending']));
    const completed = own.filter((row) => row.status === 'completed');
    expect(completed.length).toBeGreaterThanOrEqual(2);
    expect(completed.some((row) => row.businessId === 'studija-aiste')).toBe(true);
    for (const row of own) {
      expect(row).toMatchObject({ clientName: null, clientPhone: null, createdByUserId: CUSTOMER_ID });
    }
    const days = own.map((row) => localDateOf(row.startsAt.getTime(), ZONE));
    expect(new Set(days).size).toBe(days.length);
  });

  it('give everyone else a walk-in client with a Lithuanian name and mobile number', () => {
    const walkIns = rows.appointments.filter((row) => row.customerId === null);
    expect(walkIns.length).toBeGreaterThan(rows.appointments.length - 10);
    expect(walkIns.filter((row) => !/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u.test(row.clientName!)).map((row) => row.clientName)).toEqual(
      [],
    );
    expect(walkIns.filter((row) => !/^\+3706\d{7}$/.test(row.clientPhone!)).map((row) => row.clientPhone)).toEqual([]);
    expect(walkIns.some((row) => row.customerNote !== null)).toBe(true);
    // Regular clients come back.
    expect(new Set(walkIns.map((row) => row.clientPhone)).size).toBeLessThan(walkIns.length / 2);
  });
});

describe('demo calendar', () => {
  const today = '2026-11-23';
  const calendar = demoCalendar(today);

  it('gives every specialist weekly hours with breaks and free days', () => {
    for (const business of demoBusinesses) {
      for (const specialist of business.specialists) {
        const weekly = calendar.weeklyHours.get(business.slug)?.get(specialist.name);
        expect(weekly, `${business.slug}: ${specialist.name}`).toBeDefined();
        const days = Object.values(weekly!).filter((intervals) => intervals.length > 0);
        expect(days.length).toBeGreaterThanOrEqual(4);
        expect(days.length).toBeLessThanOrEqual(7);
      }
    }
    expect(calendar.weeklyHours.get('kirpykla-zirkles')?.get('Jurgita Stankevičienė')?.['1']).toEqual([
      ['09:00', '13:00'],
      ['13:30', '18:00'],
    ]);
  });

  it('plans a shortened day, a closed day and an extra Sunday in the coming weeks', () => {
    expect(calendar.overrides.length).toBeGreaterThanOrEqual(3);
    for (const override of calendar.overrides) {
      expect(override.date > today).toBe(true);
      expect(override.date <= '2026-12-14').toBe(true);
    }
    expect(calendar.overrides.some((override) => override.intervals.length === 0)).toBe(true);
    expect(calendar.overrides.some((override) => weekdayOf(override.date) === 0 && override.intervals.length > 0)).toBe(true);
  });

  it('plans a three-day training for a whole business and a vacation week for a specialist', () => {
    const training = calendar.holidays.find((holiday) => holiday.specialistName === null);
    expect(training).toMatchObject({ businessSlug: 'kirpykla-sruoga', startDate: '2026-12-02', endDate: '2026-12-04' });
    expect(calendar.holidays.find((holiday) => holiday.name === 'Atostogos')).toMatchObject({
      specialistName: 'Indrė Petraitytė',
      startDate: '2026-12-07',
      endDate: '2026-12-13',
    });
  });

  it('lets one business work on the next public holiday that falls on a weekday', () => {
    expect(calendar.exclusions).toEqual([{ businessSlug: 'barberiu-klubas-usas', date: '2026-12-24' }]);
    expect(demoCalendar('2027-04-20').exclusions).toEqual([{ businessSlug: 'barberiu-klubas-usas', date: '2027-06-24' }]);
  });
});
