/**
 * Local (calendar) dates without time-zone pitfalls.
 *
 * A local date is written `YYYY-MM-DD` ({@link LocalDate}) at the edges and handled inside the
 * engine as a {@link DayNumber}: whole days since 1970-01-01 of the proleptic Gregorian
 * calendar. Day numbers are plain integers, so "next day", "weekday" and ranges are integer
 * arithmetic; no `Date` object (and so no machine time zone) is ever involved.
 */

/** A calendar date `YYYY-MM-DD` (years 0000–9999). */
export type LocalDate = string;

/** Days since 1970-01-01 (day 0 is a Thursday). */
export type DayNumber = number;

/** 0 = Sunday … 6 = Saturday, as `Date.prototype.getDay()` numbers them. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const MS_PER_MINUTE = 60_000;
export const MINUTES_PER_DAY = 1_440;
export const MS_PER_DAY = 86_400_000;

/** Days before 1970-01-01 of 0000-03-01, the start of the 400-year eras used below. */
const EPOCH_SHIFT = 719_468;
const DAYS_PER_ERA = 146_097;

/**
 * Day number of a proleptic Gregorian date. `month` is 1–12; out-of-range days roll over
 * arithmetically (callers that need validation use {@link parseLocalDate}).
 */
export function dayNumberFromCivil(year: number, month: number, day: number): DayNumber {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * DAYS_PER_ERA + dayOfEra - EPOCH_SHIFT;
}

export interface CivilDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The Gregorian year, month (1–12) and day of a day number. */
export function civilFromDayNumber(dayNumber: DayNumber): CivilDate {
  const z = dayNumber + EPOCH_SHIFT;
  const era = Math.floor(z / DAYS_PER_ERA);
  const dayOfEra = z - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return { year, month, day };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function digit(text: string, index: number): number {
  const code = text.charCodeAt(index) - 48;
  return code >= 0 && code <= 9 ? code : -1;
}

/** Parses `YYYY-MM-DD` strictly; returns `NaN` when it is not a real calendar date. */
export function tryParseLocalDate(text: string): DayNumber {
  if (typeof text !== 'string' || text.length !== 10) return Number.NaN;
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return Number.NaN;
  const d0 = digit(text, 0);
  const d1 = digit(text, 1);
  const d2 = digit(text, 2);
  const d3 = digit(text, 3);
  const m0 = digit(text, 5);
  const m1 = digit(text, 6);
  const a0 = digit(text, 8);
  const a1 = digit(text, 9);
  if ((d0 | d1 | d2 | d3 | m0 | m1 | a0 | a1) < 0) return Number.NaN;
  const year = d0 * 1000 + d1 * 100 + d2 * 10 + d3;
  const month = m0 * 10 + m1;
  const day = a0 * 10 + a1;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return Number.NaN;
  return dayNumberFromCivil(year, month, day);
}

/** Parses `YYYY-MM-DD`; throws a `RangeError` for anything that is not a real calendar date. */
export function parseLocalDate(text: string): DayNumber {
  const day = tryParseLocalDate(text);
  if (Number.isNaN(day)) throw new RangeError(`Not a local date (YYYY-MM-DD): ${JSON.stringify(text)}`);
  return day;
}

export function isLocalDate(text: unknown): text is LocalDate {
  return typeof text === 'string' && !Number.isNaN(tryParseLocalDate(text));
}

const TWO_DIGITS: readonly string[] = Array.from({ length: 100 }, (_, i) => (i < 10 ? `0${i}` : String(i)));

/** Formats a day number as `YYYY-MM-DD` (years 0000–9999). */
export function formatLocalDate(dayNumber: DayNumber): LocalDate {
  const { year, month, day } = civilFromDayNumber(dayNumber);
  if (year < 0 || year > 9999) throw new RangeError(`Year out of range 0000–9999: ${year}`);
  const century = Math.floor(year / 100);
  return `${TWO_DIGITS[century]}${TWO_DIGITS[year - century * 100]}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}`;
}

/** Weekday of a day number: 0 = Sunday … 6 = Saturday. */
export function weekdayOfDayNumber(dayNumber: DayNumber): Weekday {
  // 1970-01-01 (day 0) was a Thursday (4).
  return (((dayNumber + 4) % 7) + 7) % 7 as Weekday;
}

/** Weekday of a local date: 0 = Sunday … 6 = Saturday. */
export function weekdayOf(date: LocalDate): Weekday {
  return weekdayOfDayNumber(parseLocalDate(date));
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return formatLocalDate(parseLocalDate(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return parseLocalDate(to) - parseLocalDate(from);
}

/** Every date from `from` to `to`, both inclusive; empty when `to` is before `from`. */
export function dateRange(from: LocalDate, to: LocalDate): LocalDate[] {
  const first = parseLocalDate(from);
  const last = parseLocalDate(to);
  const dates: LocalDate[] = [];
  for (let day = first; day <= last; day++) dates.push(formatLocalDate(day));
  return dates;
}

export function yearOfDayNumber(dayNumber: DayNumber): number {
  return civilFromDayNumber(dayNumber).year;
}

/** The first day (on or after `dayNumber`) that falls on `weekday`. */
export function nextWeekdayOnOrAfter(dayNumber: DayNumber, weekday: Weekday): DayNumber {
  return dayNumber + ((weekday - weekdayOfDayNumber(dayNumber) + 7) % 7);
}

/** The last day (on or before `dayNumber`) that falls on `weekday`. */
export function previousWeekdayOnOrBefore(dayNumber: DayNumber, weekday: Weekday): DayNumber {
  return dayNumber - ((weekdayOfDayNumber(dayNumber) - weekday + 7) % 7);
}
