import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MS_PER_DAY, MS_PER_MINUTE, parseLocalDate } from './local-date';
import {
  ZonedClock,
  epochMsToZonedDateTime,
  isValidTimeZone,
  localDateOf,
  offsetMinutesAt,
  zonedClock,
  zonedDateTimeToEpochMs,
} from './zoned-time';

const VILNIUS = 'Europe/Vilnius';
const iso = (ms: number): string => new Date(ms).toISOString();
const at = (date: string, time: string, zone = VILNIUS): string => iso(zonedDateTimeToEpochMs(date, time, zone));

/** Last Sunday of March (spring forward 03:00 → 04:00) and of October (04:00 → 03:00). */
const VILNIUS_DST_DAYS: ReadonlyArray<{ year: number; spring: string; autumn: string }> = [
  { year: 2026, spring: '2026-03-29', autumn: '2026-10-25' },
  { year: 2027, spring: '2027-03-28', autumn: '2027-10-31' },
  { year: 2028, spring: '2028-03-26', autumn: '2028-10-29' },
  { year: 2029, spring: '2029-03-25', autumn: '2029-10-28' },
  { year: 2030, spring: '2030-03-31', autumn: '2030-10-27' },
];

const oracleFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An independent oracle: its own formatter, asked about every candidate instant near the wall
 * time. Every offset of the zones tested is a multiple of 15 minutes, so the instants whose
 * wall time is `wall` are `wall − 15 h + k × 15 min`.
 */
function bruteForce(date: string, minuteOfDay: number, timeZone: string): number {
  let formatter = oracleFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    oracleFormatters.set(timeZone, formatter);
  }
  const wallOf = (ms: number): number => {
    const p = Object.fromEntries(formatter.formatToParts(ms).map((x) => [x.type, x.value]));
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour) % 24, Number(p.minute));
  };
  const wall = parseLocalDate(date) * MS_PER_DAY + minuteOfDay * MS_PER_MINUTE;
  for (let t = wall - 15 * 3_600_000; t <= wall + 15 * 3_600_000; t += 15 * MS_PER_MINUTE) {
    if (wallOf(t) === wall) return t; // the first (earliest) instant with this wall time
  }
  // Not found: a gap. Read the wall time with the offset in force a day before.
  const before = wall - MS_PER_DAY;
  return wall - (wallOf(before) - before);
}

describe('zoned time: Europe/Vilnius', () => {
  it('converts ordinary winter and summer times', () => {
    expect(at('2026-01-15', '09:00')).toBe('2026-01-15T07:00:00.000Z');
    expect(at('2026-07-15', '09:00')).toBe('2026-07-15T06:00:00.000Z');
    expect(at('2026-03-02', '09:00')).toBe('2026-03-02T07:00:00.000Z');
    expect(at('2026-12-31', '24:00')).toBe('2026-12-31T22:00:00.000Z');
    expect(offsetMinutesAt(Date.parse('2026-01-15T12:00:00Z'), VILNIUS)).toBe(120);
    expect(offsetMinutesAt(Date.parse('2026-07-15T12:00:00Z'), VILNIUS)).toBe(180);
  });

  for (const { spring } of VILNIUS_DST_DAYS) {
    it(`moves times in the spring gap forward (${spring})`, () => {
      const utc = (hhmm: string): string => `${spring}T${hhmm}:00.000Z`;
      expect(at(spring, '00:00')).toBe(iso(Date.parse(utc('00:00')) - 2 * 3_600_000));
      expect(at(spring, '02:59')).toBe(utc('00:59'));
      expect(at(spring, '03:00')).toBe(utc('01:00')); // = 04:00 EEST
      expect(at(spring, '03:30')).toBe(utc('01:30')); // = 04:30 EEST
      expect(at(spring, '03:59')).toBe(utc('01:59'));
      expect(at(spring, '04:00')).toBe(utc('01:00'));
      expect(at(spring, '04:30')).toBe(utc('01:30'));
      expect(at(spring, '12:00')).toBe(utc('09:00'));
      expect(at(spring, '24:00')).toBe(utc('21:00'));
      expect(offsetMinutesAt(Date.parse(utc('00:59')), VILNIUS)).toBe(120);
      expect(offsetMinutesAt(Date.parse(utc('01:00')), VILNIUS)).toBe(180);
      expect(epochMsToZonedDateTime(Date.parse(utc('01:00')), VILNIUS)).toEqual({ date: spring, time: '04:00' });
    });
  }

  for (const { autumn } of VILNIUS_DST_DAYS) {
    it(`takes the earlier instant in the autumn overlap (${autumn})`, () => {
      const utc = (hhmm: string): string => `${autumn}T${hhmm}:00.000Z`;
      expect(at(autumn, '00:00')).toBe(iso(Date.parse(utc('00:00')) - 3 * 3_600_000));
      expect(at(autumn, '02:59')).toBe(iso(Date.parse(utc('00:00')) - 60_000));
      expect(at(autumn, '03:00')).toBe(utc('00:00')); // 03:00 EEST, not 03:00 EET (01:00Z)
      expect(at(autumn, '03:30')).toBe(utc('00:30'));
      expect(at(autumn, '03:59')).toBe(utc('00:59'));
      expect(at(autumn, '04:00')).toBe(utc('02:00')); // only EET has 04:00
      expect(at(autumn, '12:00')).toBe(utc('10:00'));
      expect(at(autumn, '24:00')).toBe(utc('22:00'));
      // Both 00:30Z and 01:30Z read 03:30 on the wall.
      expect(epochMsToZonedDateTime(Date.parse(utc('00:30')), VILNIUS)).toEqual({ date: autumn, time: '03:30' });
      expect(epochMsToZonedDateTime(Date.parse(utc('01:30')), VILNIUS)).toEqual({ date: autumn, time: '03:30' });
      expect(offsetMinutesAt(Date.parse(utc('00:59')), VILNIUS)).toBe(180);
      expect(offsetMinutesAt(Date.parse(utc('01:00')), VILNIUS)).toBe(120);
    });
  }

  it('agrees with a brute-force oracle for every 10th minute of every DST day 2026–2030', () => {
    for (const { spring, autumn } of VILNIUS_DST_DAYS) {
      for (const date of [spring, autumn]) {
        for (let minute = 0; minute <= 1440; minute += 10) {
          const expected = bruteForce(date, minute, VILNIUS);
          const actual = zonedClock(VILNIUS).localToEpoch(parseLocalDate(date), minute);
          if (actual !== expected) throw new Error(`${date} minute ${minute}: ${iso(actual)} ≠ ${iso(expected)}`);
        }
      }
    }
  });

  it('round-trips every instant of the DST days (ambiguous times to the earlier one)', () => {
    const clock = zonedClock(VILNIUS);
    for (const { spring, autumn } of VILNIUS_DST_DAYS) {
      for (const date of [spring, autumn]) {
        const from = Date.parse(`${date}T00:00:00Z`) - 4 * 3_600_000;
        for (let t = from; t < from + MS_PER_DAY + 8 * 3_600_000; t += MS_PER_MINUTE) {
          const local = clock.epochToLocal(t);
          const back = clock.localToEpoch(local.dayNumber, local.minuteOfDay);
          const ambiguousSecond = back === t - 3_600_000 && clock.offsetAt(t) === 2 * 3_600_000;
          if (back !== t && !ambiguousSecond) throw new Error(`${iso(t)} came back as ${iso(back)}`);
        }
      }
    }
  });

  it('gives local dates of instants', () => {
    expect(localDateOf(Date.parse('2026-03-01T21:59:59.999Z'), VILNIUS)).toBe('2026-03-01');
    expect(localDateOf(Date.parse('2026-03-01T22:00:00.000Z'), VILNIUS)).toBe('2026-03-02');
    expect(localDateOf(Date.parse('2026-07-01T21:00:00.000Z'), VILNIUS)).toBe('2026-07-02');
  });
});

describe('zoned time: other zones', () => {
  const zones = [
    'UTC',
    'America/New_York',
    'America/Sao_Paulo',
    'Europe/London',
    'Asia/Kolkata',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'America/Santiago',
  ];

  it('agrees with the brute-force oracle at random local times 2026–2030', () => {
    const first = parseLocalDate('2026-01-01');
    const last = parseLocalDate('2030-12-31');
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: first, max: last }),
        fc.integer({ min: 0, max: 1440 }),
        (zone, day, minute) => {
          const date = new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
          expect(iso(zonedClock(zone).localToEpoch(day, minute))).toBe(iso(bruteForce(date, minute, zone)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('handles New York transitions at 02:00 and Lord Howe half-hour DST', () => {
    expect(at('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z'); // = 03:30 EDT
    expect(at('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z'); // EDT, earlier
    expect(at('2026-10-04', '02:15', 'Australia/Lord_Howe')).toBe('2026-10-03T15:45:00.000Z'); // 02:45 +11
    expect(at('2026-04-05', '01:45', 'Australia/Lord_Howe')).toBe('2026-04-04T14:45:00.000Z'); // +11, earlier
  });

  it('rolls minutes outside 0–1440 over to neighbouring days', () => {
    const clock = zonedClock(VILNIUS);
    const day = parseLocalDate('2026-04-15');
    expect(clock.localToEpoch(day, 1440 + 60)).toBe(clock.localToEpoch(day + 1, 60));
    expect(clock.localToEpoch(day, -60)).toBe(clock.localToEpoch(day - 1, 1380));
  });

  it('rejects unknown zones and shares one clock per zone', () => {
    expect(() => new ZonedClock('Europe/Atlantis')).toThrow(RangeError);
    expect(() => zonedDateTimeToEpochMs('2026-01-01', '09:00', 'Nowhere')).toThrow(/time zone/);
    expect(isValidTimeZone('Europe/Vilnius')).toBe(true);
    expect(isValidTimeZone('Europe/Atlantis')).toBe(false);
    expect(zonedClock(VILNIUS)).toBe(zonedClock(VILNIUS));
  });
});
