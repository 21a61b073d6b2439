import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  civilFromDayNumber,
  dateRange,
  dayNumberFromCivil,
  daysBetween,
  formatLocalDate,
  isLocalDate,
  nextWeekdayOnOrAfter,
  parseLocalDate,
  previousWeekdayOnOrBefore,
  tryParseLocalDate,
  weekdayOf,
  weekdayOfDayNumber,
} from './local-date';

describe('local dates', () => {
  it('numbers days from 1970-01-01', () => {
    expect(parseLocalDate('1970-01-01')).toBe(0);
    expect(parseLocalDate('1970-01-02')).toBe(1);
    expect(parseLocalDate('1969-12-31')).toBe(-1);
    expect(parseLocalDate('2000-03-01')).toBe(11_017);
    expect(formatLocalDate(11_017)).toBe('2000-03-01');
    expect(parseLocalDate('2026-03-29')).toBe(Date.UTC(2026, 2, 29) / 86_400_000);
  });

  it('agrees with Date.UTC for every day of 1900–2100', () => {
    const first = Date.UTC(1900, 0, 1) / 86_400_000;
    const last = Date.UTC(2100, 11, 31) / 86_400_000;
    for (let day = first; day <= last; day++) {
      const date = new Date(day * 86_400_000);
      const civil = civilFromDayNumber(day);
      if (
        civil.year !== date.getUTCFullYear() ||
        civil.month !== date.getUTCMonth() + 1 ||
        civil.day !== date.getUTCDate() ||
        weekdayOfDayNumber(day) !== date.getUTCDay() ||
        dayNumberFromCivil(civil.year, civil.month, civil.day) !== day
      ) {
        throw new Error(`day ${day}: ${JSON.stringify(civil)} vs ${date.toISOString()}`);
      }
    }
  });

  it('round-trips strings (years 0000–9999)', () => {
    fc.assert(
      fc.property(fc.integer({ min: parseLocalDate('0000-01-01'), max: parseLocalDate('9999-12-31') }), (day) => {
        const text = formatLocalDate(day);
        expect(text).toMatch(/^\d{4}-\d\d-\d\d$/);
        expect(parseLocalDate(text)).toBe(day);
      }),
    );
  });

  it('rejects what is not a calendar date', () => {
    for (const bad of ['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-4-01', '20260401', '2026-04-01T00:00', ' 2026-04-01', '2026-04-0a', '']) {
      expect(Number.isNaN(tryParseLocalDate(bad))).toBe(true);
      expect(isLocalDate(bad)).toBe(false);
      expect(() => parseLocalDate(bad)).toThrow(RangeError);
    }
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2000-02-29')).toBe(true);
    expect(isLocalDate('1900-02-29')).toBe(false);
    expect(isLocalDate(20260401)).toBe(false);
  });

  it('knows weekdays (0 = Sunday)', () => {
    expect(weekdayOf('2026-03-29')).toBe(0);
    expect(weekdayOf('2026-04-15')).toBe(3);
    expect(weekdayOf('1970-01-01')).toBe(4);
    expect(weekdayOf('1969-12-27')).toBe(6);
  });

  it('adds days, counts days and lists ranges across month, year and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-01', '2026-05-29')).toBe(89);
    expect(daysBetween('2026-05-29', '2026-03-01')).toBe(-89);
    expect(dateRange('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(dateRange('2026-03-01', '2026-05-29')).toHaveLength(90);
    expect(dateRange('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it('finds weekdays on or around a day', () => {
    const may1 = parseLocalDate('2026-05-01'); // Friday
    expect(formatLocalDate(nextWeekdayOnOrAfter(may1, 0))).toBe('2026-05-03');
    expect(formatLocalDate(nextWeekdayOnOrAfter(may1, 5))).toBe('2026-05-01');
    expect(formatLocalDate(previousWeekdayOnOrBefore(parseLocalDate('2026-03-31'), 0))).toBe('2026-03-29');
    expect(formatLocalDate(previousWeekdayOnOrBefore(parseLocalDate('2030-03-31'), 0))).toBe('2030-03-31');
  });
});
