/**
 * The calendar's one round trip (calendar-input.ts, the SQL functions of packages/db/sql/functions)
 * against a plain reading of the same facts: the full catalogue read with Drizzle's query builder (the
 * loader the pages use), the holding appointments of the engine's window read with a plain
 * SELECT, and the engine — as the calendar answered before the one round trip. Generated
 * businesses in zones from UTC−12 to UTC+14, with inactive services and specialists, buffers,
 * overrides, days off of the business and of one specialist, public holidays worked anyway, and
 * appointments in every status, asked about many dates (both DST changes of 2027 in Vilnius
 * among them) with the caches off and on: every answer must be the same, and so must every
 * refusal.
 */
import { and, asc, gt, inArray, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOLDING_STATUSES,
  addDays,
  availableDates,
  availableDatesForAnySpecialist,
  availableSlotsForAnySpecialist,
  availableStartTimes,
  lithuanianPublicHolidaysBetween,
  type LocalDate,
} from '@vizitas/booking-engine';
import {
  APPOINTMENT_STATUS_VALUES,
  appointments,
  businesses,
  holidays,
  publicHolidayExclusions,
  scheduleOverrides,
  schedules,
  services,
  specialistServices,
  specialists,
  type Database,
} from '@vizitas/db';
import { Prng } from '@vizitas/db/seed/prng';
import { createTestDatabase } from '@vizitas/db/testing';
import { configureAvailabilityCache, DEFAULT_CACHE_SETTINGS, OFF } from './cache.ts';
import {
  availableDatesAnswer,
  availableDatesFor,
  availableTimeSlotsAnswer,
  availableTimeSlotsFor,
  bookableWindow,
} from './calendar.ts';
import { loadHeldTimes, readCalendarInput } from './calendar-input.ts';
import { businessCatalogue, type HeldTimes } from './catalogue.ts';
import { bookingRulesOf, candidatesOf, engineWindowMs } from './engine-input.ts';
import { visitOf } from './visit-choice.ts';
import type { ReadContext } from '#server/core/context.ts';
import { Shelf } from '#server/core/shelf.ts';

const NOW = Date.parse('2027-03-20T09:37:00Z');
const ZONES = ['Europe/Vilnius', 'Etc/GMT+12', 'Pacific/Kiritimati', 'America/New_York'] as const;
const HOUR = 3_600_000;

let database: Database;
/** The calendar's reader: the test database and caches of its own (an app's would be on its context). */
let reader: ReadContext;

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** One to three intervals of a day, on quarter hours (24:00 allowed as an end). */
function dayIntervals(random: Prng): [string, string][] {
  const intervals: [string, string][] = [];
  let at = random.int(0, 40) * 15;
  for (let i = random.int(1, 3); i > 0 && at < 1380; i--) {
    const end = Math.min(1440, at + random.int(4, 24) * 15);
    intervals.push([hhmm(at), hhmm(end)]);
    at = end + random.int(1, 8) * 15;
  }
  return intervals;
}

interface Fixture {
  slug: string;
  serviceIds: string[];
  specialistIds: string[];
}

/** A business with everything the calendar reads, generated from `seed`. */
async function writeBusiness(seed: number): Promise<Fixture> {
  const random = new Prng(seed);
  const { db } = database;
  const slug = `skirtumai-${seed}`;
  const [business] = await db
    .insert(businesses)
    .values({
      slug,
      name: `Skirtumai ${seed}`,
      timeZone: ZONES[seed % ZONES.length]!,
      minimumNoticeMin: random.pick([0, 30, 60, 120, 1440]),
      maxAdvanceDays: random.pick([14, 30, 60]),
      slotStepMin: random.pick([5, 10, 15, 30]),
    })
    .returning();
  const businessId = business!.id;
  const serviceRows = await db
    .insert(services)
    .values(
      [0, 1, 2, 3].map((i) => ({
        businessId,
        name: `Paslauga ${i}`,
        durationMin: random.pick([15, 30, 45, 60, 90]),
        priceCents: random.int(1000, 5000),
        bufferAfterMin: random.pick([0, 0, 10, 15]),
        active: i !== 3,
        sortOrder: random.int(0, 3),
      })),
    )
    .returning();
  const specialistRows = await db
    .insert(specialists)
    .values([0, 1, 2, 3].map((i) => ({ businessId, name: `Specialistė ${i}`, active: i !== 3, sortOrder: random.int(0, 2) })))
    .returning();
  const links = specialistRows.flatMap((specialist, i) =>
    serviceRows
      .filter((_, j) => i === j || random.chance(0.7))
      .map((service) => ({ businessId, specialistId: specialist.id, serviceId: service.id })),
  );
  await db.insert(specialistServices).values(links);
  // One specialist without any weekly hours (closed unless an override opens a day).
  await db.insert(schedules).values(
    specialistRows.slice(0, 3).map((specialist) => ({
      businessId,
      specialistId: specialist.id,
      weeklyHours: Object.fromEntries(
        [0, 1, 2, 3, 4, 5, 6].map((day) => [String(day), random.chance(0.8) ? dayIntervals(random) : []]),
      ),
    })),
  );
  const overrideDates = new Set<string>();
  const overrides = [];
  for (let i = 0; i < 12; i++) {
    const specialist = random.pick(specialistRows);
    const date = addDays('2027-03-08', random.int(0, 80));
    if (overrideDates.has(`${specialist.id}|${date}`)) continue;
    overrideDates.add(`${specialist.id}|${date}`);
    overrides.push({ businessId, specialistId: specialist.id, date, intervals: random.chance(0.3) ? [] : dayIntervals(random) });
  }
  await db.insert(scheduleOverrides).values(overrides);
  const dayOff = (specialistId: string | null) => {
    const startDate = addDays('2027-03-01', random.int(0, 80));
    return { businessId, specialistId, startDate, endDate: addDays(startDate, random.int(0, 4)) };
  };
  await db.insert(holidays).values([dayOff(null), dayOff(specialistRows[0]!.id), dayOff(specialistRows[1]!.id), dayOff(null)]);
  const worked = lithuanianPublicHolidaysBetween('2027-03-01', '2027-06-30').filter(() => random.chance(0.5));
  if (worked.length > 0)
    await db.insert(publicHolidayExclusions).values(worked.map((holiday) => ({ businessId, date: holiday.date })));
  // Appointments of every status, never overlapping for one specialist (the constraint holds for holding ones).
  const rows = [];
  for (const specialist of specialistRows) {
    let at = Date.parse('2027-03-10T00:00:00Z') + random.int(0, 96) * 15 * 60_000;
    for (let i = 0; i < 80; i++) {
      const durationMin = random.pick([15, 30, 45, 60, 120]);
      const bufferAfterMin = random.pick([0, 0, 5, 15]);
      rows.push({
        businessId,
        specialistId: specialist.id,
        clientName: 'Klientė',
        startsAt: new Date(at),
        endsAt: new Date(at + durationMin * 60_000),
        status: random.pick(APPOINTMENT_STATUS_VALUES),
        priceCents: 2000,
        durationMin,
        bufferAfterMin,
      });
      at += (durationMin + bufferAfterMin) * 60_000 + random.int(0, 40) * 15 * 60_000;
    }
  }
  await db.insert(appointments).values(rows);
  return {
    slug,
    serviceIds: serviceRows.map((row) => row.id),
    specialistIds: specialistRows.map((row) => row.id),
  };
}

/** The holding appointments of the window, read plainly. */
async function plainHeldTimes(specialistIds: string[], fromMs: number, toMs: number): Promise<HeldTimes> {
  const rows = await database.db
    .select({ specialistId: appointments.specialistId, startsAt: appointments.startsAt, heldUntil: appointments.heldUntil })
    .from(appointments)
    .where(
      and(
        inArray(appointments.specialistId, specialistIds),
        inArray(appointments.status, [...HOLDING_STATUSES]),
        lt(appointments.startsAt, new Date(toMs)),
        gt(appointments.heldUntil, new Date(fromMs)),
      ),
    )
    .orderBy(asc(appointments.startsAt));
  const held: HeldTimes = new Map(specialistIds.map((id) => [id, []]));
  for (const row of rows) held.get(row.specialistId)!.push({ startMs: row.startsAt.getTime(), endMs: row.heldUntil.getTime() });
  return held;
}

interface Question {
  business: string;
  services: string[];
  specialist: string;
  from: LocalDate;
  to: LocalDate;
}

type Outcome = { dates: LocalDate[] } | { slots: { start: string; end: string; specialistId: string }[] } | { error: string };

/** The answer as the calendar gave it before the one round trip. */
async function reference(question: Question, kind: 'dates' | 'slots', nowMs: number): Promise<Outcome> {
  try {
    const catalogue = await businessCatalogue(reader, question.business, nowMs);
    const { business } = catalogue;
    const visit = visitOf(catalogue, question.services, question.specialist);
    const window = bookableWindow(business, nowMs);
    const first = question.from < window.today ? window.today : question.from;
    const last = question.to > window.lastDate ? window.lastDate : question.to;
    if (first > last) return kind === 'dates' ? { dates: [] } : { slots: [] };
    const ids = visit.specialists.map((row) => row.id);
    const candidates = candidatesOf(catalogue, ids, await plainHeldTimes(ids, ...engineWindowMs(business.timeZone, first, last)));
    const rules = bookingRulesOf(business);
    const request = {
      firstDate: first,
      lastDate: last,
      nowMs,
      durationMin: visit.durationMin,
      bufferAfterMin: visit.bufferAfterMin,
    };
    if (kind === 'dates') {
      return {
        dates:
          candidates.length === 1
            ? availableDates(candidates[0]!.availability, rules, request)
            : availableDatesForAnySpecialist(candidates, rules, request),
      };
    }
    const slots =
      candidates.length === 1
        ? availableStartTimes(candidates[0]!.availability, rules, request).map((startMs) => ({
            startMs,
            specialistId: candidates[0]!.specialistId,
          }))
        : availableSlotsForAnySpecialist(candidates, rules, request);
    return {
      slots: slots.map((slot) => ({
        start: new Date(slot.startMs).toISOString(),
        end: new Date(slot.startMs + visit.durationMin * 60_000).toISOString(),
        specialistId: slot.specialistId,
      })),
    };
  } catch (error) {
    return { error: (error as { code?: string }).code ?? String(error) };
  }
}

/** The answer of the calendar as it is now. */
async function calendar(question: Question, kind: 'dates' | 'slots', nowMs: number): Promise<Outcome> {
  try {
    if (kind === 'dates') return { dates: await availableDatesFor(reader, question, nowMs) };
    const { slots } = await availableTimeSlotsFor(reader, { ...question, date: question.from }, nowMs);
    return { slots };
  } catch (error) {
    return { error: (error as { code?: string }).code ?? String(error) };
  }
}

function questionsOf(fixture: Fixture, random: Prng): { question: Question; kind: 'dates' | 'slots'; nowMs: number }[] {
  const list: { question: Question; kind: 'dates' | 'slots'; nowMs: number }[] = [];
  const fixed = ['2027-03-28', '2027-03-27', '2027-03-29', '2027-04-05', '2027-03-20', '2027-03-21'];
  for (let i = 0; i < 36; i++) {
    const first = i < fixed.length ? fixed[i]! : addDays('2027-03-15', random.int(0, 45));
    const kind = i % 3 === 0 ? 'dates' : 'slots';
    // Mostly what a customer can choose (active services and specialists); now and then what she cannot.
    const active = fixture.serviceIds.slice(0, 3);
    const services = random.chance(0.1) ? [fixture.serviceIds[3]!] : active.filter(() => random.chance(0.3));
    list.push({
      kind,
      // Now moves a little from question to question: minutes, and the notice's edges.
      nowMs: NOW + random.int(-48, 48) * 15 * 60_000 + random.int(0, 59_999),
      question: {
        business: fixture.slug,
        services: services.length > 0 ? services.slice(0, 2) : [random.pick(active)],
        specialist: random.chance(0.5)
          ? 'any'
          : random.pick(random.chance(0.9) ? fixture.specialistIds.slice(0, 3) : fixture.specialistIds),
        from: first,
        to: kind === 'dates' ? addDays(first, random.int(0, 40)) : first,
      },
    });
  }
  return list;
}

beforeAll(async () => {
  database = await createTestDatabase();
  reader = { db: database.db, caches: new Shelf(database.db) };
});
afterAll(async () => {
  await database.close();
});

describe('the one round trip gives the calendar the answers of a plain reading', () => {
  it('for generated businesses in four zones, with the caches off and on', async () => {
    let offered = 0;
    let answered = 0;
    let refused = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const fixture = await writeBusiness(seed);
      const asked = questionsOf(fixture, new Prng(seed * 7919));
      for (const settings of [OFF, { ...DEFAULT_CACHE_SETTINGS, catalogueTtlMs: HOUR, bookingsTtlMs: HOUR }]) {
        configureAvailabilityCache(reader.caches, settings);
        for (const { question, kind, nowMs } of asked) {
          const expected = await reference(question, kind, nowMs);
          expect(
            await calendar(question, kind, nowMs),
            `${kind} ${JSON.stringify(question)} at ${new Date(nowMs).toISOString()}`,
          ).toEqual(expected);
          if ('error' in expected) refused++;
          else answered++;
          if (('dates' in expected && expected.dates.length > 0) || ('slots' in expected && expected.slots.length > 0)) offered++;
        }
      }
    }
    configureAvailabilityCache(reader.caches, OFF);
    // The generator asks enough of both kinds for the comparison to mean something.
    expect(answered).toBeGreaterThan(300);
    expect(offered).toBeGreaterThan(150);
    expect(refused).toBeGreaterThan(30);
  });
});

describe('a kept answer holds while it says it does', () => {
  it('the answers of the generated questions at any later instant up to their untilMs, or three days', async () => {
    configureAvailabilityCache(reader.caches, { ...DEFAULT_CACHE_SETTINGS, catalogueTtlMs: HOUR, bookingsTtlMs: HOUR });
    let extended = 0;
    for (const seed of [11, 12, 13, 14]) {
      const fixture = await writeBusiness(seed);
      const random = new Prng(seed * 104_729);
      for (const { question, kind, nowMs } of questionsOf(fixture, random)) {
        const kept =
          kind === 'dates'
            ? await availableDatesAnswer(reader, question, nowMs).catch(() => undefined)
            : await availableTimeSlotsAnswer(reader, { ...question, date: question.from }, nowMs).catch(() => undefined);
        if (kept === undefined) continue;
        const { fromMs, untilMs } = kept.stamp;
        if (untilMs > fromMs + 60_000) extended++;
        const last = Math.min(untilMs, fromMs + 3 * 24 * HOUR);
        const { timeZone: _zone, ...keptAnswer } = JSON.parse(kept.json) as Record<string, unknown>;
        for (const laterMs of [fromMs, last, fromMs + Math.floor(random.next() * (last - fromMs))]) {
          const fresh = await calendar(question, kind, laterMs);
          expect(
            fresh,
            `${kind} ${JSON.stringify(question)} from ${new Date(fromMs).toISOString()} at ${new Date(laterMs).toISOString()}`,
          ).toEqual(keptAnswer);
        }
        // A time slot's answer ends when its first start falls inside the notice: one millisecond later it has changed.
        if (kind === 'slots' && untilMs > fromMs + 60_000 && untilMs < fromMs + 3 * 24 * HOUR) {
          expect(await calendar(question, kind, untilMs + 1)).not.toEqual(keptAnswer);
        }
      }
    }
    configureAvailabilityCache(reader.caches, OFF);
    expect(extended).toBeGreaterThan(40);
  });
});

describe('the SQL functions', () => {
  it('answers 404 for a business nobody has', async () => {
    await expect(
      readCalendarInput(
        database.db,
        { business: 'niekieno', services: [], specialist: 'any', from: '2027-03-22', to: '2027-03-22' },
        NOW,
      ),
    ).rejects.toMatchObject({ code: 'resource_not_found' });
  });

  it('hold only pending and confirmed visits, with their buffer, and read the same inside a transaction', async () => {
    const fixture = await writeBusiness(99);
    const ids = fixture.specialistIds;
    const [fromMs, toMs] = [Date.parse('2027-03-01T00:00:00Z'), Date.parse('2027-07-01T00:00:00Z')];
    const held = await loadHeldTimes(database.db, ids, fromMs, toMs);
    expect(held).toEqual(await plainHeldTimes(ids, fromMs, toMs));
    expect([...held.values()].flat().length).toBeGreaterThan(0);
    const inTransaction = await database.db.transaction((tx) => loadHeldTimes(tx, ids, fromMs, toMs));
    expect(inTransaction).toEqual(held);
    const statuses = await database.db
      .selectDistinct({ status: appointments.status })
      .from(appointments)
      .where(inArray(appointments.specialistId, ids));
    expect(statuses.length).toBeGreaterThan(HOLDING_STATUSES.length);
  });
});
