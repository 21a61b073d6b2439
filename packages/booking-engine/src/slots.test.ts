import { describe, expect, it } from 'vitest';
import {
  availableDates,
  availableDatesForAnySpecialist,
  availableSlotsForAnySpecialist,
  availableStartTimes,
  isStartTimeAvailable,
  visitLength,
  type BookingRules,
  type SlotRequest,
  type SpecialistAvailabilityInput,
} from './slots';
import type { WallClockInterval } from './working-hours';

const ms = (isoText: string): number => Date.parse(isoText);
const iso = (list: readonly number[]): string[] => list.map((t) => new Date(t).toISOString().slice(0, 16));
const booking = (from: string, to: string) => ({ startMs: ms(from), endMs: ms(to) });

/** Wednesday 2026-04-15 in Vilnius (EEST, UTC+3): 09:00 local = 06:00Z. */
const DAY = '2026-04-15';

function specialist(
  intervals: WallClockInterval[],
  extra: Partial<SpecialistAvailabilityInput> = {},
): SpecialistAvailabilityInput {
  return {
    timeZone: 'Europe/Vilnius',
    weeklyHours: { 0: intervals, 1: intervals, 2: intervals, 3: intervals, 4: intervals, 5: intervals, 6: intervals },
    dateOverrides: [],
    ownHolidays: [],
    publicHolidays: false,
    excludedPublicHolidays: [],
    bookings: [],
    ...extra,
  };
}

const rules = (extra: Partial<BookingRules> = {}): BookingRules => ({ minimumNoticeMin: 0, slotStepMin: 30, ...extra });
const request = (extra: Partial<SlotRequest> = {}): SlotRequest => ({
  firstDate: DAY,
  lastDate: DAY,
  nowMs: ms('2026-04-01T00:00:00Z'),
  durationMin: 30,
  ...extra,
});

describe('available start times', () => {
  it('anchors the grid at the start of each working interval', () => {
    expect(iso(availableStartTimes(specialist([['09:10', '11:00']]), rules(), request()))).toEqual([
      '2026-04-15T06:10',
      '2026-04-15T06:40',
      '2026-04-15T07:10',
    ]);
    expect(iso(availableStartTimes(specialist([['09:10', '10:00'], ['10:05', '11:05']]), rules(), request()))).toEqual([
      '2026-04-15T06:10',
      '2026-04-15T07:05',
      '2026-04-15T07:35',
    ]);
  });

  it('keeps the appointment inside one interval (touching intervals are not joined)', () => {
    const split = specialist([['09:00', '10:00'], ['10:00', '11:00']]);
    expect(iso(availableStartTimes(split, rules(), request({ durationMin: 60 })))).toEqual([
      '2026-04-15T06:00',
      '2026-04-15T07:00',
    ]);
  });

  it('lets an appointment touch a booking but not overlap it', () => {
    const hours: WallClockInterval[] = [['09:00', '11:00']];
    const touching = specialist(hours, { bookings: [booking('2026-04-15T06:30Z', '2026-04-15T07:00Z')] });
    expect(iso(availableStartTimes(touching, rules(), request()))).toEqual([
      '2026-04-15T06:00',
      '2026-04-15T07:00',
      '2026-04-15T07:30',
    ]);
    const overlapping = specialist(hours, {
      bookings: [{ startMs: ms('2026-04-15T06:30Z') - 1, endMs: ms('2026-04-15T07:00Z') + 1 }],
    });
    expect(iso(availableStartTimes(overlapping, rules(), request()))).toEqual(['2026-04-15T07:30']);
  });

  it('jumps past a booking to the next grid point', () => {
    const busy = specialist([['09:00', '11:00']], { bookings: [booking('2026-04-15T06:05Z', '2026-04-15T06:20Z')] });
    expect(iso(availableStartTimes(busy, rules({ slotStepMin: 15 }), request()))).toEqual([
      '2026-04-15T06:30',
      '2026-04-15T06:45',
      '2026-04-15T07:00',
      '2026-04-15T07:15',
      '2026-04-15T07:30',
    ]);
  });

  it('accepts bookings in any order, overlapping each other, and ignores empty ones', () => {
    const bookings = [
      booking('2026-04-15T09:00Z', '2026-04-15T10:00Z'),
      booking('2026-04-15T06:30Z', '2026-04-15T07:30Z'),
      booking('2026-04-15T06:45Z', '2026-04-15T07:00Z'),
      booking('2026-04-15T07:15Z', '2026-04-15T08:00Z'),
      booking('2026-04-15T08:40Z', '2026-04-15T08:40Z'),
      booking('2026-03-01T08:00Z', '2026-03-01T09:00Z'),
    ];
    const hours: WallClockInterval[] = [['09:00', '15:00']];
    const sorted = [...bookings].sort((a, b) => a.startMs - b.startMs);
    const expected = [
      '2026-04-15T06:00',
      '2026-04-15T08:00',
      '2026-04-15T08:30',
      '2026-04-15T10:00',
      '2026-04-15T10:30',
      '2026-04-15T11:00',
      '2026-04-15T11:30',
    ];
    expect(iso(availableStartTimes(specialist(hours, { bookings }), rules(), request()))).toEqual(expected);
    expect(iso(availableStartTimes(specialist(hours, { bookings: sorted }), rules(), request()))).toEqual(expected);
  });

  it('respects a buffer after the visit: it may run past closing but not into a booking', () => {
    const busy = specialist([['09:00', '12:00']], { bookings: [booking('2026-04-15T07:00Z', '2026-04-15T07:30Z')] });
    const without = ['2026-04-15T06:00', '2026-04-15T06:30', '2026-04-15T07:30', '2026-04-15T08:00', '2026-04-15T08:30'];
    expect(iso(availableStartTimes(busy, rules(), request()))).toEqual(without);
    const withBuffer = without.filter((t) => t !== '2026-04-15T06:30');
    expect(iso(availableStartTimes(busy, rules(), request({ bufferAfterMin: 15 })))).toEqual(withBuffer);
    expect(iso(availableStartTimes(busy, rules({ bufferAfterMin: 15 }), request()))).toEqual(withBuffer);
    // The request's buffer replaces the rules' default.
    expect(iso(availableStartTimes(busy, rules({ bufferAfterMin: 15 }), request({ bufferAfterMin: 0 })))).toEqual(without);
  });

  it('applies minimum notice and maximum advance', () => {
    const open = specialist([['09:00', '11:00']]);
    const noticed = availableStartTimes(open, rules({ minimumNoticeMin: 30 }), request({ nowMs: ms('2026-04-15T06:20Z') }));
    expect(iso(noticed)).toEqual(['2026-04-15T07:00', '2026-04-15T07:30']);
    const exactlyNotice = availableStartTimes(open, rules({ minimumNoticeMin: 40 }), request({ nowMs: ms('2026-04-15T06:20Z') }));
    expect(iso(exactlyNotice)).toEqual(['2026-04-15T07:00', '2026-04-15T07:30']);
    const ahead = availableStartTimes(
      open,
      rules({ maxAdvanceDays: 1 }),
      request({ firstDate: '2026-04-14', lastDate: '2026-04-20', nowMs: ms('2026-04-14T06:30Z') }),
    );
    expect(iso(ahead)).toEqual([
      '2026-04-14T06:30',
      '2026-04-14T07:00',
      '2026-04-14T07:30',
      '2026-04-15T06:00',
      '2026-04-15T06:30',
    ]);
    expect(availableStartTimes(open, rules({ maxAdvanceDays: 0 }), request({ nowMs: ms('2026-04-15T06:00Z') }))).toEqual([
      ms('2026-04-15T06:00Z'),
    ]);
  });

  it('offers each start once, in order, when intervals overlap', () => {
    const overlapping = specialist([['10:00', '12:00'], ['09:00', '11:00']]);
    expect(iso(availableStartTimes(overlapping, rules({ slotStepMin: 60 }), request({ durationMin: 60 })))).toEqual([
      '2026-04-15T06:00',
      '2026-04-15T07:00',
      '2026-04-15T08:00',
    ]);
  });

  it('offers each start once when an interval ending in the spring gap overlaps the next one', () => {
    // 03:30 does not exist on 2026-03-29: it reads as 04:30 EEST (01:30Z), past 04:00 EEST (01:00Z).
    const dst = specialist([], { dateOverrides: [{ date: '2026-03-29', intervals: [['01:30', '03:30'], ['04:00', '04:30']] }] });
    const req = request({ firstDate: '2026-03-29', lastDate: '2026-03-29', nowMs: ms('2026-03-01T00:00Z'), durationMin: 15 });
    expect(iso(availableStartTimes(dst, rules({ slotStepMin: 15 }), req))).toEqual([
      '2026-03-28T23:30',
      '2026-03-28T23:45',
      '2026-03-29T00:00',
      '2026-03-29T00:15',
      '2026-03-29T00:30',
      '2026-03-29T00:45',
      '2026-03-29T01:00',
      '2026-03-29T01:15',
    ]);
  });

  it('keeps real-time spacing across the spring gap and reads gap times forward', () => {
    const dst = specialist([], { dateOverrides: [{ date: '2026-03-29', intervals: [['02:00', '06:00']] }] });
    const req = request({ firstDate: '2026-03-28', lastDate: '2026-03-30', nowMs: ms('2026-03-01T00:00Z'), durationMin: 60 });
    expect(iso(availableStartTimes(dst, rules(), req))).toEqual([
      '2026-03-29T00:00', // 02:00 EET
      '2026-03-29T00:30',
      '2026-03-29T01:00', // 04:00 EEST
      '2026-03-29T01:30',
      '2026-03-29T02:00', // ends 06:00 EEST = 03:00Z
    ]);
    const inGap = specialist([], { dateOverrides: [{ date: '2026-03-29', intervals: [['03:30', '05:00']] }] });
    expect(iso(availableStartTimes(inGap, rules(), { ...req, durationMin: 30 }))).toEqual(['2026-03-29T01:30']);
  });

  it('uses the earlier instant for the ambiguous autumn hour', () => {
    const dst = specialist([], { dateOverrides: [{ date: '2026-10-25', intervals: [['03:00', '05:00']] }] });
    const req = request({ firstDate: '2026-10-25', lastDate: '2026-10-25', nowMs: ms('2026-10-01T00:00Z'), durationMin: 60 });
    expect(iso(availableStartTimes(dst, rules({ slotStepMin: 60 }), req))).toEqual([
      '2026-10-25T00:00', // 03:00 EEST
      '2026-10-25T01:00', // 03:00 EET
      '2026-10-25T02:00', // 04:00 EET, ends 05:00 EET
    ]);
  });

  it('returns nothing for an empty or closed window', () => {
    expect(availableStartTimes(specialist([['09:00', '11:00']]), rules(), request({ firstDate: '2026-04-16' }))).toEqual([]);
    expect(availableStartTimes(specialist([]), rules(), request())).toEqual([]);
    expect(
      availableStartTimes(specialist([['09:00', '11:00']], { ownHolidays: [{ from: DAY, to: DAY }] }), rules(), request()),
    ).toEqual([]);
  });

  it('rejects invalid rules and requests', () => {
    const open = specialist([['09:00', '11:00']]);
    expect(() => availableStartTimes(open, rules({ slotStepMin: 0 }), request())).toThrow(RangeError);
    expect(() => availableStartTimes(open, rules({ slotStepMin: 7.5 }), request())).toThrow(RangeError);
    expect(() => availableStartTimes(open, rules({ minimumNoticeMin: -1 }), request())).toThrow(RangeError);
    expect(() => availableStartTimes(open, rules({ maxAdvanceDays: -1 }), request())).toThrow(RangeError);
    expect(() => availableStartTimes(open, rules(), request({ durationMin: 0 }))).toThrow(RangeError);
    expect(() => availableStartTimes(open, rules(), request({ nowMs: Number.NaN }))).toThrow(RangeError);
    expect(() => availableStartTimes(open, rules(), request({ firstDate: '2026-04-31' }))).toThrow(RangeError);
    expect(() => availableStartTimes({ ...open, timeZone: 'Mars/Olympus' }, rules(), request())).toThrow(RangeError);
    expect(() => availableStartTimes(open, rules(), request({ firstDate: '2026-01-01', lastDate: '2036-12-31' }))).toThrow(
      /at most/,
    );
  });
});

describe('available dates', () => {
  it('lists the dates that have at least one start', () => {
    const input = specialist([['09:00', '10:00']], {
      weeklyHours: { 1: [['09:00', '10:00']], 3: [['09:00', '10:00']], 5: [['09:00', '10:00']] },
      bookings: [booking('2026-04-15T06:00Z', '2026-04-15T07:00Z')],
    });
    const req = request({ firstDate: '2026-04-12', lastDate: '2026-04-19', durationMin: 60 });
    expect(availableDates(input, rules(), req)).toEqual(['2026-04-13', '2026-04-17']);
  });
});

describe('start time check', () => {
  it('accepts exactly the offered starts', () => {
    const input = specialist([['09:00', '11:00']], { bookings: [booking('2026-04-15T07:00Z', '2026-04-15T07:30Z')] });
    const req = { nowMs: ms('2026-04-01T00:00Z'), durationMin: 30 };
    expect(isStartTimeAvailable(input, rules(), req, ms('2026-04-15T06:00Z'))).toBe(true);
    expect(isStartTimeAvailable(input, rules(), req, ms('2026-04-15T06:15Z'))).toBe(false); // off the grid
    expect(isStartTimeAvailable(input, rules(), req, ms('2026-04-15T07:00Z'))).toBe(false); // booked
    expect(isStartTimeAvailable(input, rules(), req, ms('2026-04-15T07:30Z'))).toBe(true);
    expect(isStartTimeAvailable(input, rules(), { ...req, nowMs: ms('2026-04-15T06:10Z') }, ms('2026-04-15T06:00Z'))).toBe(false);
  });
});

describe('visits of several services', () => {
  it('adds durations and keeps only the last buffer', () => {
    expect(visitLength([{ durationMin: 30, bufferAfterMin: 10 }, { durationMin: 45, bufferAfterMin: 15 }])).toEqual({
      durationMin: 75,
      bufferAfterMin: 15,
    });
    expect(visitLength([{ durationMin: 60 }])).toEqual({ durationMin: 60, bufferAfterMin: 0 });
    expect(() => visitLength([])).toThrow(RangeError);
    expect(() => visitLength([{ durationMin: 0 }])).toThrow(RangeError);
  });
});

describe('any specialist', () => {
  const hours: WallClockInterval[] = [['09:00', '11:00']];
  const ana = specialist(hours, {
    bookings: [booking('2026-04-15T06:00Z', '2026-04-15T06:30Z'), booking('2026-04-15T07:30Z', '2026-04-15T08:00Z')],
  });
  const birute = specialist(hours, { bookings: [booking('2026-04-15T06:30Z', '2026-04-15T07:00Z')] });
  const candidates = [
    { specialistId: 'ana', availability: ana },
    { specialistId: 'birute', availability: birute },
  ];

  it('offers the union, one slot per start, to the least booked specialist of the day', () => {
    const slots = availableSlotsForAnySpecialist(candidates, rules(), request());
    expect(slots.map((s) => [new Date(s.startMs).toISOString().slice(11, 16), s.specialistId])).toEqual([
      ['06:00', 'birute'],
      ['06:30', 'ana'],
      ['07:00', 'birute'], // both free; Birutė has 1 booking that day, Ana 2
      ['07:30', 'birute'],
    ]);
  });

  it('breaks ties by the lowest id and is independent of the candidates order', () => {
    const free = [
      { specialistId: 'b', availability: specialist(hours) },
      { specialistId: 'a', availability: specialist(hours) },
    ];
    const slots = availableSlotsForAnySpecialist(free, rules(), request());
    expect(slots.map((s) => s.specialistId)).toEqual(['a', 'a', 'a', 'a']);
    expect(availableSlotsForAnySpecialist([...free].reverse(), rules(), request())).toEqual(slots);
  });

  it('lists dates where anyone is available', () => {
    const monday = specialist([], { weeklyHours: { 1: hours } });
    const friday = specialist([], { weeklyHours: { 5: hours } });
    const req = request({ firstDate: '2026-04-12', lastDate: '2026-04-19' });
    expect(
      availableDatesForAnySpecialist(
        [
          { specialistId: 'x', availability: friday },
          { specialistId: 'y', availability: monday },
        ],
        rules(),
        req,
      ),
    ).toEqual(['2026-04-13', '2026-04-17']);
    expect(availableSlotsForAnySpecialist([], rules(), req)).toEqual([]);
  });
});
