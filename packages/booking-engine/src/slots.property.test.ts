/**
 * Property tests: the fast engine against a deliberately plain reference that walks every date
 * as a string, resolves the precedence with array searches, converts each interval bound with
 * the public string API of zoned-time and tries every grid point against every booking.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, MS_PER_MINUTE, dayNumberFromCivil, formatLocalDate, previousWeekdayOnOrBefore } from './local-date';
import { lithuanianPublicHolidays } from './public-holidays';
import {
  availableDates,
  availableSlotsForAnySpecialist,
  availableStartTimes,
  isStartTimeAvailable,
  type BookingRules,
  type BusyInterval,
  type SlotRequest,
  type SpecialistAvailabilityInput,
  type SpecialistCandidate,
  type SpecialistSlot,
} from './slots';
import type { DateOverride, DateRange, WallClockInterval } from './working-hours';
import { localDateOf, offsetMinutesAt, zonedDateTimeToEpochMs } from './zoned-time';

// ---------------------------------------------------------------- the reference

interface ReferenceStart {
  startMs: number;
  date: string;
}

function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + MS_PER_DAY).toISOString().slice(0, 10);
}

function referenceStarts(sp: SpecialistAvailabilityInput, rules: BookingRules, req: SlotRequest): ReferenceStart[] {
  const buffer = req.bufferAfterMin ?? rules.bufferAfterMin ?? 0;
  const lowest = req.nowMs + rules.minimumNoticeMin * MS_PER_MINUTE;
  const highest = rules.maxAdvanceDays === undefined ? Infinity : req.nowMs + rules.maxAdvanceDays * MS_PER_DAY;
  const length = req.durationMin * MS_PER_MINUTE;
  const occupied = (req.durationMin + buffer) * MS_PER_MINUTE;
  const step = rules.slotStepMin * MS_PER_MINUTE;
  const bookings = sp.bookings.filter((b) => b.endMs > b.startMs);
  const found = new Map<number, string>();
  for (let date = req.firstDate; date <= req.lastDate; date = nextDate(date)) {
    const ownHoliday = sp.ownHolidays.some((range) => range.from <= date && date <= range.to);
    const publicHoliday =
      sp.publicHolidays &&
      lithuanianPublicHolidays(Number(date.slice(0, 4))).some((h) => h.date === date) &&
      !sp.excludedPublicHolidays.includes(date);
    if (ownHoliday || publicHoliday) continue;
    const override = sp.dateOverrides.filter((o) => o.date === date).at(-1);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const intervals = override !== undefined ? override.intervals : (sp.weeklyHours[weekday] ?? []);
    for (const [from, to] of intervals) {
      const start = zonedDateTimeToEpochMs(date, from, sp.timeZone);
      const end = zonedDateTimeToEpochMs(date, to, sp.timeZone);
      for (let t = start; t + length <= end; t += step) {
        if (t < lowest || t > highest) continue;
        if (bookings.some((b) => b.startMs < t + occupied && t < b.endMs)) continue;
        if (!found.has(t)) found.set(t, date);
      }
    }
  }
  return [...found].map(([startMs, date]) => ({ startMs, date })).sort((a, b) => a.startMs - b.startMs);
}

function referenceAnySpecialist(
  candidates: readonly SpecialistCandidate[],
  rules: BookingRules,
  req: SlotRequest,
): SpecialistSlot[] {
  const offers = new Map<number, Array<{ id: string; load: number }>>();
  for (const { specialistId, availability } of candidates) {
    for (const { startMs, date } of referenceStarts(availability, rules, req)) {
      const load = availability.bookings.filter(
        (b) => b.endMs > b.startMs && localDateOf(b.startMs, availability.timeZone) === date,
      ).length;
      offers.set(startMs, [...(offers.get(startMs) ?? []), { id: specialistId, load }]);
    }
  }
  return [...offers.keys()]
    .sort((a, b) => a - b)
    .map((startMs) => {
      const best = offers.get(startMs)!.sort((x, y) => x.load - y.load || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0))[0]!;
      return { startMs, specialistId: best.id };
    });
}

// ---------------------------------------------------------------- generators

function lastSunday(year: number, month: number): string {
  const lastDay = dayNumberFromCivil(year, month + 1, 0); // day 0 of the next month
  return formatLocalDate(previousWeekdayOnOrBefore(lastDay, 0));
}

const YEARS = [2026, 2027, 2028, 2029, 2030];
const DST_DAYS = YEARS.flatMap((year) => [lastSunday(year, 3), lastSunday(year, 10)]);

const pad = (n: number): string => String(n).padStart(2, '0');
const clock = (minute: number): string => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);

/** Wall-clock minutes: often on a 5-minute grid, sometimes any minute, biased to the night. */
const minuteArb = (night: boolean): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: 0, max: 288 }).map((k) => k * 5),
    fc.integer({ min: 0, max: 1440 }),
    fc.integer({ min: night ? 0 : 420, max: night ? 360 : 1200 }),
  );

const intervalArb = (night: boolean): fc.Arbitrary<WallClockInterval> =>
  fc
    .tuple(minuteArb(night), minuteArb(night))
    .filter(([a, b]) => a !== b)
    .map(([a, b]) => [clock(Math.min(a, b)), clock(Math.max(a, b))] as const);

const dayHoursArb = (night: boolean): fc.Arbitrary<WallClockInterval[]> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant<WallClockInterval[]>([]) },
    { weight: 4, arbitrary: fc.array(intervalArb(night), { minLength: 1, maxLength: 3 }) },
  );

const zoneArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant('Europe/Vilnius') },
  { weight: 1, arbitrary: fc.constantFrom('America/New_York', 'Australia/Lord_Howe', 'UTC') },
);

interface Scenario {
  specialist: SpecialistAvailabilityInput;
  rules: BookingRules;
  request: SlotRequest;
}

const randomDateArb = fc
  .integer({ min: dayNumberFromCivil(2026, 1, 1), max: dayNumberFromCivil(2030, 12, 31) })
  .map(formatLocalDate);

const publicHolidayArb = fc.constantFrom(...YEARS.flatMap((y) => lithuanianPublicHolidays(y).map((h) => h.date)));

/** A window of 1–8 days around an anchor date. */
const windowArb = (anchor: fc.Arbitrary<string>): fc.Arbitrary<{ firstDate: string; days: number }> =>
  fc
    .record({ anchor, before: fc.integer({ min: 0, max: 3 }), days: fc.integer({ min: 1, max: 8 }) })
    .map(({ anchor: a, before, days }) => ({ firstDate: addDays(a, -before), days }));

function specialistArb(
  window: { firstDate: string; days: number },
  timeZone: string,
  night: boolean,
): fc.Arbitrary<SpecialistAvailabilityInput> {
  const dayInWindow = fc.integer({ min: -1, max: window.days }).map((i) => addDays(window.firstDate, i));
  const windowStartMs = Date.parse(`${window.firstDate}T00:00:00Z`);
  const bookingArb: fc.Arbitrary<BusyInterval> = fc
    .record({
      start: fc.integer({ min: -24 * 12, max: (window.days + 1) * 24 * 12 }), // 5-minute units
      jitter: fc.constantFrom(0, 0, 0, 1, 7), // minutes off the 5-minute grid
      length: fc.integer({ min: 0, max: 48 }), // 5-minute units; 0 = empty booking
    })
    .map(({ start, jitter, length }) => {
      const startMs = windowStartMs + (start * 5 + jitter) * MS_PER_MINUTE;
      return { startMs, endMs: startMs + length * 5 * MS_PER_MINUTE };
    });
  const holidaysInWindow = YEARS.flatMap((y) => lithuanianPublicHolidays(y).map((h) => h.date)).filter(
    (d) => d >= addDays(window.firstDate, -1) && d <= addDays(window.firstDate, window.days),
  );
  return fc.record({
    timeZone: fc.constant(timeZone),
    weeklyHours: fc.array(dayHoursArb(night), { minLength: 7, maxLength: 7 }).map((days) => ({ ...days })),
    dateOverrides: fc.array(
      fc.record({ date: dayInWindow, intervals: dayHoursArb(night) }) as fc.Arbitrary<DateOverride>,
      { maxLength: 3 },
    ),
    ownHolidays: fc.array(
      fc
        .record({ from: dayInWindow, span: fc.integer({ min: 0, max: 3 }) })
        .map(({ from, span }): DateRange => ({ from, to: addDays(from, span) })),
      { maxLength: 2 },
    ),
    publicHolidays: fc.boolean(),
    excludedPublicHolidays: fc.subarray([...holidaysInWindow, addDays(window.firstDate, 1)]),
    bookings: fc.array(bookingArb, { maxLength: 16 }),
  });
}

function rulesAndRequestArb(window: { firstDate: string; days: number }): fc.Arbitrary<Omit<Scenario, 'specialist'>> {
  const windowStartMs = Date.parse(`${window.firstDate}T00:00:00Z`);
  return fc
    .record({
      minimumNoticeMin: fc.oneof(
        { weight: 2, arbitrary: fc.constant(0) },
        { weight: 2, arbitrary: fc.integer({ min: 0, max: 240 }) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 2 * 1440 }) },
      ),
      maxAdvanceDays: fc.option(
        fc.oneof(
          fc.integer({ min: 0, max: 12 }),
          fc.integer({ min: 4, max: 30 }),
          fc.double({ min: 0, max: 12, noNaN: true }),
        ),
        {
          nil: undefined,
          freq: 2,
        },
      ),
      slotStepMin: fc.oneof(fc.constantFrom(5, 10, 15, 20, 30, 45, 60), fc.integer({ min: 1, max: 120 })),
      rulesBuffer: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
      requestBuffer: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
      durationMin: fc.oneof(fc.constantFrom(15, 30, 45, 60, 90), fc.integer({ min: 1, max: 240 })),
      nowMinute: fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: -3 * 1440, max: 0 }) },
        { weight: 1, arbitrary: fc.integer({ min: -3 * 1440, max: window.days * 1440 }) },
      ),
    })
    .map((r) => ({
      rules: {
        minimumNoticeMin: r.minimumNoticeMin,
        maxAdvanceDays: r.maxAdvanceDays,
        slotStepMin: r.slotStepMin,
        bufferAfterMin: r.rulesBuffer,
      },
      request: {
        firstDate: window.firstDate,
        lastDate: addDays(window.firstDate, window.days - 1),
        nowMs: windowStartMs + r.nowMinute * MS_PER_MINUTE,
        durationMin: r.durationMin,
        bufferAfterMin: r.requestBuffer,
      },
    }));
}

const scenarioArb = (anchor: fc.Arbitrary<string>, night: fc.Arbitrary<boolean>): fc.Arbitrary<Scenario> =>
  fc
    .tuple(windowArb(anchor), zoneArb, night)
    .chain(([window, zone, isNight]) =>
      fc
        .tuple(specialistArb(window, zone, isNight), rulesAndRequestArb(window))
        .map(([specialist, rest]) => ({ specialist, ...rest })),
    );

const anchorArb = fc.oneof(fc.constantFrom(...DST_DAYS), publicHolidayArb, randomDateArb);

// ---------------------------------------------------------------- the properties

function checkScenario({ specialist, rules, request }: Scenario): void {
  const expected = referenceStarts(specialist, rules, request);
  expect(availableStartTimes(specialist, rules, request)).toEqual(expected.map((s) => s.startMs));
  expect(availableDates(specialist, rules, request)).toEqual([...new Set(expected.map((s) => s.date))]);
}

describe('slots: fast engine = plain reference', () => {
  it('the DST days of 2026–2030 are the Vilnius offset changes', () => {
    expect(DST_DAYS).toEqual([
      '2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31', '2028-03-26',
      '2028-10-29', '2029-03-25', '2029-10-28', '2030-03-31', '2030-10-27',
    ]);
    for (const date of DST_DAYS) {
      const noon = Date.parse(`${date}T12:00:00Z`);
      expect(offsetMinutesAt(noon - MS_PER_DAY, 'Europe/Vilnius')).not.toBe(offsetMinutesAt(noon, 'Europe/Vilnius'));
    }
  });

  it('on random schedules, holidays, bookings and rules in 2026–2030', () => {
    fc.assert(fc.property(scenarioArb(anchorArb, fc.boolean()), checkScenario), { numRuns: 400 });
  });

  for (const date of DST_DAYS) {
    it(`around the DST change of ${date}`, () => {
      const anchor = fc.constant(date);
      fc.assert(fc.property(scenarioArb(anchor, fc.constant(true)), checkScenario), { numRuns: 80 });
    });
  }

  it('checks single start times the same way', () => {
    fc.assert(
      fc.property(scenarioArb(anchorArb, fc.boolean()), fc.integer({ min: 0, max: 8 * 288 }), (scenario, probe) => {
        const { specialist, rules, request } = scenario;
        const offered = referenceStarts(specialist, rules, request);
        for (const { startMs } of offered.slice(0, 5)) {
          expect(isStartTimeAvailable(specialist, rules, request, startMs)).toBe(true);
        }
        // A probe on the 5-minute grid: compare with the reference over its local date ± 1 day.
        const t = Date.parse(`${request.firstDate}T00:00:00Z`) + probe * 5 * MS_PER_MINUTE;
        const date = localDateOf(t, specialist.timeZone);
        const around = referenceStarts(specialist, rules, {
          ...request,
          firstDate: addDays(date, -1),
          lastDate: addDays(date, 1),
        });
        expect(isStartTimeAvailable(specialist, rules, request, t)).toBe(around.some((s) => s.startMs === t));
      }),
      { numRuns: 200 },
    );
  });

  it('"any specialist" = union with the documented choice', () => {
    const arb = fc
      .tuple(windowArb(anchorArb), fc.boolean(), fc.integer({ min: 1, max: 3 }))
      .chain(([window, night, count]) =>
        fc.tuple(
          fc.array(specialistArb(window, 'Europe/Vilnius', night), { minLength: count, maxLength: count }),
          rulesAndRequestArb(window),
          fc.shuffledSubarray(['s1', 's2', 's3', 's10'], { minLength: count, maxLength: count }),
        ),
      );
    fc.assert(
      fc.property(arb, ([specialists, { rules, request }, ids]) => {
        const candidates = specialists.map((availability, i) => ({ specialistId: ids[i]!, availability }));
        expect(availableSlotsForAnySpecialist(candidates, rules, request)).toEqual(
          referenceAnySpecialist(candidates, rules, request),
        );
      }),
      { numRuns: 150 },
    );
  });
});
