import { afterEach, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import 'dayjs/locale/lt';
import { DATE_FORMATS } from '@vizitas/shared';
import {
  addDays,
  addMonths,
  addMonthsToDate,
  daysInMonth,
  formatLocalDate,
  formatLongDate,
  formatLongDateAt,
  formatMonthTitle,
  formatShortDate,
  formatTime,
  formatTimeRange,
  isLocalDate,
  isMonthInWindow,
  isoWeekday,
  monthGrid,
  monthQueryRange,
  monthsFrom,
  moveFocusDate,
  isWallTime,
  wallClock,
  weekdayNames,
  zonedInstant,
} from './dates';

describe('local dates', () => {
  it('validates real calendar dates only', () => {
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2027-02-29')).toBe(false);
    expect(isLocalDate('2027-13-01')).toBe(false);
    expect(isLocalDate('2027-1-01')).toBe(false);
    expect(isLocalDate(20270101)).toBe(false);
  });

  it('adds days across months, years and the DST change without drifting', () => {
    expect(addDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addDays('2027-10-30', 2)).toBe('2027-11-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('adds months and knows month lengths', () => {
    expect(addMonths('2027-12', 1)).toBe('2028-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2027-05', 14)).toBe('2028-07');
    expect(daysInMonth('2028-02')).toBe(29);
    expect(daysInMonth('2027-02')).toBe(28);
    expect(daysInMonth('2027-04')).toBe(30);
    expect(addMonthsToDate('2027-01-31', 1)).toBe('2027-02-28');
    expect(monthsFrom('2027-11', '2028-02')).toEqual(['2027-11', '2027-12', '2028-01', '2028-02']);
    expect(monthsFrom('2027-11', '2027-10')).toEqual([]);
  });

  it('counts weekdays from Monday', () => {
    expect(isoWeekday('2027-03-22')).toBe(1);
    expect(isoWeekday('2027-03-28')).toBe(7);
  });
});

describe('monthGrid', () => {
  it('starts weeks on Monday and pads with nulls', () => {
    // March 2027 starts on a Monday and has 31 days.
    const march = monthGrid('2027-03');
    expect(march).toHaveLength(5);
    expect(march[0]).toEqual(['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06', '2027-03-07']);
    expect(march[4]).toEqual(['2027-03-29', '2027-03-30', '2027-03-31', null, null, null, null]);
    // February 2026 starts on a Sunday: six leading blanks.
    const february = monthGrid('2026-02');
    expect(february[0]!.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(february[0]![6]).toBe('2026-02-01');
    expect(february.every((week) => week.length === 7)).toBe(true);
    expect(february.flat().filter(Boolean)).toHaveLength(28);
  });
});

describe('the bookable window', () => {
  it('queries only the part of a month inside firstDate..lastDate', () => {
    expect(monthQueryRange('2027-03', '2027-03-22', '2027-05-21')).toEqual({ from: '2027-03-22', to: '2027-03-31' });
    expect(monthQueryRange('2027-04', '2027-03-22', '2027-05-21')).toEqual({ from: '2027-04-01', to: '2027-04-30' });
    expect(monthQueryRange('2027-05', '2027-03-22', '2027-05-21')).toEqual({ from: '2027-05-01', to: '2027-05-21' });
    expect(monthQueryRange('2027-06', '2027-03-22', '2027-05-21')).toBeNull();
    expect(isMonthInWindow('2027-02', '2027-03-22', '2027-05-21')).toBe(false);
  });
});

describe('keyboard movement in the grid', () => {
  it('moves by day, week, week edge and month', () => {
    expect(moveFocusDate('2027-03-24', 'ArrowLeft')).toBe('2027-03-23');
    expect(moveFocusDate('2027-03-31', 'ArrowRight')).toBe('2027-04-01');
    expect(moveFocusDate('2027-03-03', 'ArrowUp')).toBe('2027-02-24');
    expect(moveFocusDate('2027-03-24', 'ArrowDown')).toBe('2027-03-31');
    expect(moveFocusDate('2027-03-24', 'Home')).toBe('2027-03-22');
    expect(moveFocusDate('2027-03-24', 'End')).toBe('2027-03-28');
    expect(moveFocusDate('2027-03-31', 'PageDown')).toBe('2027-04-30');
    expect(moveFocusDate('2027-03-31', 'PageUp')).toBe('2027-02-28');
  });
});

describe('Lithuanian formats', () => {
  it('writes the seed formats in Lithuanian whatever the time zone', () => {
    expect(formatLongDate('2027-03-22')).toBe('pirmadienis, kovo 22 d.');
    expect(formatLongDate('2027-11-28')).toBe('sekmadienis, lapkričio 28 d.');
    expect(formatShortDate('2027-03-22')).toMatch(/^pirmadienis, kov\.? 22$/);
    expect(formatMonthTitle('2027-11')).toBe('2027 m. lapkritis');
    expect(weekdayNames()).toEqual([
      'pirmadienis',
      'antradienis',
      'trečiadienis',
      'ketvirtadienis',
      'penktadienis',
      'šeštadienis',
      'sekmadienis',
    ]);
  });
});

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('times in the business time zone', () => {
  it('shows Vilnius wall-clock time across the DST change', () => {
    // Winter: UTC+2; summer (from 2027-03-28): UTC+3.
    expect(formatTime('2027-03-26T07:00:00.000Z')).toBe('09:00');
    expect(formatTime('2027-03-30T06:00:00.000Z')).toBe('09:00');
    expect(formatTimeRange('2027-03-30T06:00:00.000Z', '2027-03-30T07:30:00.000Z')).toBe('09:00–10:30');
    expect(wallClock('2027-03-26T22:30:00.000Z')).toEqual({ date: '2027-03-27', hour: 0, minute: 30 });
  });

  it('agrees with the zone rules of Intl at every minute around the DST changes, in zones with odd offsets too', () => {
    const reference = (ms: number, timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(new Date(ms));
      const part = (type: string) => parts.find((p) => p.type === type)!.value;
      return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')), minute: Number(part('minute')) };
    };
    const windows: Array<[string, string]> = [
      ['Europe/Vilnius', '2027-03-28T00:00:00Z'],
      ['Europe/Vilnius', '2027-10-31T00:00:00Z'],
      ['Australia/Lord_Howe', '2027-04-03T14:00:00Z'],
      ['Asia/Kathmandu', '2027-01-01T00:00:00Z'],
      ['America/St_Johns', '2027-03-14T04:00:00Z'],
    ];
    for (const [timeZone, from] of windows) {
      const start = Date.parse(from);
      for (let ms = start; ms < start + 3 * 3_600_000; ms += 60_000 + 7_000) {
        expect(wallClock(ms, timeZone), `${timeZone} ${new Date(ms).toISOString()}`).toEqual(reference(ms, timeZone));
        expect(wallClock(new Date(ms).toISOString(), timeZone)).toEqual(reference(ms, timeZone));
      }
    }
  });

  it('does not depend on the time zone of the browser', () => {
    for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata']) {
      process.env.TZ = tz;
      expect(formatTime('2027-03-26T07:00:00.000Z')).toBe('09:00');
      expect(wallClock('2027-03-26T22:30:00.000Z').date).toBe('2027-03-27');
      expect(formatLongDate('2027-03-22')).toBe('pirmadienis, kovo 22 d.');
    }
  });
});

describe('the one Lithuanian date formatter', () => {
  const dayjsLt = (date: string, pattern: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return dayjs(new Date(y, m - 1, d)).locale('lt').format(pattern);
  };

  it('writes every day of three years in the seed\'s two formats exactly as dayjs\'s lt locale does', () => {
    for (let date = '2026-01-01'; date < '2029-01-01'; date = addDays(date, 1)) {
      expect(formatLocalDate(date, DATE_FORMATS.long), date).toBe(dayjsLt(date, DATE_FORMATS.long));
      expect(formatLocalDate(date, DATE_FORMATS.short), date).toBe(dayjsLt(date, DATE_FORMATS.short));
      expect(formatLocalDate(date, 'YYYY [m.] MMMM D [d.]'), date).toBe(dayjsLt(date, 'YYYY [m.] MMMM D [d.]'));
    }
    for (let month = '2026-01'; month < '2027-01'; month = addMonths(month, 1)) {
      expect(formatMonthTitle(month)).toBe(dayjsLt(`${month}-01`, 'YYYY [m.] MMMM'));
    }
  });

  it('gives the seed\'s formats of a day and of an instant in the business\'s zone', () => {
    expect(formatLongDate('2026-11-19')).toBe('ketvirtadienis, lapkričio 19 d.');
    expect(formatShortDate('2026-11-19')).toBe('ketvirtadienis, lap 19');
    // 23:30 UTC on the 18th is already the 19th in Vilnius.
    expect(formatLongDateAt('2026-11-18T23:30:00.000Z', 'Europe/Vilnius')).toBe('ketvirtadienis, lapkričio 19 d.');
    expect(formatLocalDate('2026-03-05', '[data] DD')).toBe('data 05');
  });
});

describe('the instant of a wall-clock time', () => {
  it('is the inverse of wallClock, across both changes of the clocks', () => {
    for (const timeZone of ['Europe/Vilnius', 'America/New_York', 'UTC']) {
      for (let ms = Date.parse('2027-03-27T00:00:00Z'); ms < Date.parse('2027-03-30T00:00:00Z'); ms += 15 * 60_000) {
        const { date, hour, minute } = wallClock(ms, timeZone);
        const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
        expect(Date.parse(zonedInstant(date, time, timeZone)!), `${timeZone} ${date} ${time}`).toBe(ms);
      }
    }
    expect(zonedInstant('2027-11-19', '10:00', 'Europe/Vilnius')).toBe('2027-11-19T08:00:00.000Z');
    expect(zonedInstant('2027-07-19', '10:00', 'Europe/Vilnius')).toBe('2027-07-19T07:00:00.000Z');
    // 03:30 does not exist on 2027-03-28 in Vilnius (03:00 → 04:00): one offset later.
    expect(zonedInstant('2027-03-28', '03:30', 'Europe/Vilnius')).toBe('2027-03-28T01:30:00.000Z');
    // 03:30 happens twice on 2027-10-31: the first.
    expect(zonedInstant('2027-10-31', '03:30', 'Europe/Vilnius')).toBe('2027-10-31T00:30:00.000Z');
  });

  it('refuses malformed dates and times', () => {
    expect(zonedInstant('2027-02-30', '10:00')).toBeNull();
    expect(zonedInstant('2027-02-03', '24:00')).toBeNull();
    expect(zonedInstant('2027-02-03', '9:00')).toBeNull();
    expect(isWallTime('09:05')).toBe(true);
    expect(isWallTime('09:5')).toBe(false);
  });
});
