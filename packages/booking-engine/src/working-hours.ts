/**
 * Effective working hours of a local date, with the precedence of PRODUCT.md and the bench
 * README:
 * 1. an own holiday (a date range) or a public holiday that is not excluded closes the day;
 * 2. otherwise a date override replaces the weekly intervals (`[]` = closed that day);
 * 3. otherwise the weekly intervals of the date's weekday.
 *
 * Intervals are wall-clock `[start, end)` pairs; several per day (gaps are breaks). Each stays
 * its own interval: an appointment must fit inside one of them (two touching intervals are
 * not joined). Within a day they are ordered by start.
 */
import {
  formatLocalDate,
  parseLocalDate,
  weekdayOfDayNumber,
  yearOfDayNumber,
  type DayNumber,
  type LocalDate,
} from './local-date';
import { lithuanianPublicHolidayDayNumbers, lithuanianPublicHolidaysOn } from './public-holidays';
import { formatWallClockTime, parseWallClockTime, type WallClockTime } from './wall-clock';

/** A wall-clock interval `[start, end)`, e.g. `['09:00', '13:00']`; `end` may be `24:00`. */
export type WallClockInterval = readonly [start: WallClockTime, end: WallClockTime];

/** Weekly hours: keys 0..6 = Sunday..Saturday; a missing key or `[]` is a closed weekday. */
export interface WeeklyHours {
  readonly [weekday: number]: readonly WallClockInterval[] | undefined;
}

/** A date with its own hours instead of the weekly ones; `intervals: []` closes the date. */
export interface DateOverride {
  readonly date: LocalDate;
  readonly intervals: readonly WallClockInterval[];
}

/** Local dates `from`..`to`, both inclusive (one day: `from === to`). */
export interface DateRange {
  readonly from: LocalDate;
  readonly to: LocalDate;
}

export interface WorkingHoursInput {
  readonly weeklyHours: WeeklyHours;
  /** When one date is overridden twice, the later entry wins. */
  readonly dateOverrides: readonly DateOverride[];
  /** The business's or specialist's own days off. */
  readonly ownHolidays: readonly DateRange[];
  /** `true`: Lithuania's public holidays are days off. */
  readonly publicHolidays: boolean;
  /** Public holidays (local dates) on which the business works anyway. */
  readonly excludedPublicHolidays: readonly LocalDate[];
}

/** One day's effective intervals as minutes since local midnight. */
export interface DayHours {
  /** `[start0, end0, start1, end1, …]`, ordered by start; empty when the day is closed.
   * Intervals may overlap (each is still its own interval). */
  readonly bounds: Int32Array;
}

const CLOSED: DayHours = Object.freeze({ bounds: new Int32Array(0) });

/** Parses and orders a list of wall-clock intervals; throws a `RangeError` on bad input. */
export function compileIntervals(intervals: readonly WallClockInterval[]): DayHours {
  const count = intervals.length;
  if (count === 0) return CLOSED;
  const bounds = new Int32Array(count * 2);
  let ordered = true;
  for (let i = 0; i < count; i++) {
    const interval = intervals[i]!;
    const start = parseWallClockTime(interval[0]);
    const end = parseWallClockTime(interval[1]);
    if (end <= start) {
      throw new RangeError(`Working interval ends before it starts: ${interval[0]}–${interval[1]}`);
    }
    bounds[2 * i] = start;
    bounds[2 * i + 1] = end;
    if (i > 0 && start < bounds[2 * i - 2]!) ordered = false;
  }
  if (!ordered) {
    const pairs: Array<[number, number]> = [];
    for (let i = 0; i < count; i++) pairs.push([bounds[2 * i]!, bounds[2 * i + 1]!]);
    pairs.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    for (let i = 0; i < count; i++) {
      bounds[2 * i] = pairs[i]![0];
      bounds[2 * i + 1] = pairs[i]![1];
    }
  }
  return { bounds };
}

const OWN_HOLIDAY = 1;
const PUBLIC_HOLIDAY = 2;

/**
 * The working hours of one input, compiled for the local days `firstDay..lastDay`: holidays
 * become flags, overrides and weekdays are parsed once (weekdays lazily, on first use).
 */
export class WorkingCalendar {
  readonly firstDay: DayNumber;
  readonly lastDay: DayNumber;
  readonly #closed: Uint8Array;
  readonly #overrides = new Map<DayNumber, DayHours>();
  readonly #weekly: Array<DayHours | undefined> = [
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  ];
  readonly #weeklyHours: WeeklyHours;

  constructor(input: WorkingHoursInput, firstDay: DayNumber, lastDay: DayNumber) {
    this.firstDay = firstDay;
    this.lastDay = lastDay;
    this.#weeklyHours = input.weeklyHours;
    const length = lastDay >= firstDay ? lastDay - firstDay + 1 : 0;
    const closed = new Uint8Array(length);
    this.#closed = closed;

    for (const range of input.ownHolidays) {
      const from = parseLocalDate(range.from);
      const to = parseLocalDate(range.to);
      if (to < from) throw new RangeError(`Holiday ends before it starts: ${range.from}..${range.to}`);
      const start = from > firstDay ? from : firstDay;
      const end = to < lastDay ? to : lastDay;
      for (let day = start; day <= end; day++) closed[day - firstDay]! |= OWN_HOLIDAY;
    }

    if (input.publicHolidays && length > 0) {
      for (let year = yearOfDayNumber(firstDay); year <= yearOfDayNumber(lastDay); year++) {
        for (const day of lithuanianPublicHolidayDayNumbers(year)) {
          if (day >= firstDay && day <= lastDay) closed[day - firstDay]! |= PUBLIC_HOLIDAY;
        }
      }
      for (const date of input.excludedPublicHolidays) {
        const day = parseLocalDate(date);
        if (day >= firstDay && day <= lastDay) closed[day - firstDay]! &= ~PUBLIC_HOLIDAY;
      }
    }

    for (const override of input.dateOverrides) {
      const day = parseLocalDate(override.date);
      if (day >= firstDay && day <= lastDay) {
        this.#overrides.set(day, compileIntervals(override.intervals));
      }
    }
  }

  /** Whether `day` is closed by a holiday (own, or public and not excluded). */
  isHoliday(day: DayNumber): boolean {
    return this.#closed[day - this.firstDay] !== 0;
  }

  /** Effective hours of a day of the window (closed for days outside it). */
  hoursOn(day: DayNumber): DayHours {
    const index = day - this.firstDay;
    if (index < 0 || day > this.lastDay || this.#closed[index] !== 0) return CLOSED;
    const override = this.#overrides.get(day);
    if (override !== undefined) return override;
    const weekday = weekdayOfDayNumber(day);
    let weekly = this.#weekly[weekday];
    if (weekly === undefined) {
      const intervals = this.#weeklyHours[weekday];
      weekly = intervals === undefined ? CLOSED : compileIntervals(intervals);
      this.#weekly[weekday] = weekly;
    }
    return weekly;
  }
}

/** Why a day has the hours it has. */
export type WorkingDaySource = 'own_holiday' | 'public_holiday' | 'override' | 'weekly';

export interface WorkingDay {
  readonly date: LocalDate;
  readonly source: WorkingDaySource;
  /** Effective intervals, ordered by start; empty when closed. */
  readonly intervals: WallClockInterval[];
  /** Lithuanian name(s) of the public holiday when `source` is `public_holiday`. */
  readonly holidayName?: string;
}

/** The effective hours of one date and where they come from (for calendars and admin pages). */
export function workingDay(input: WorkingHoursInput, date: LocalDate): WorkingDay {
  const day = parseLocalDate(date);
  const calendar = new WorkingCalendar(input, day, day);
  const dateText = formatLocalDate(day);
  if (calendar.isHoliday(day)) {
    const ownHoliday = input.ownHolidays.some(
      (range) => parseLocalDate(range.from) <= day && day <= parseLocalDate(range.to),
    );
    if (ownHoliday) return { date: dateText, source: 'own_holiday', intervals: [] };
    const names = lithuanianPublicHolidaysOn(dateText).map((holiday) => holiday.name);
    return { date: dateText, source: 'public_holiday', intervals: [], holidayName: names.join('; ') };
  }
  const overridden = input.dateOverrides.some((override) => parseLocalDate(override.date) === day);
  const bounds = calendar.hoursOn(day).bounds;
  const intervals: WallClockInterval[] = [];
  for (let i = 0; i < bounds.length; i += 2) {
    intervals.push([formatWallClockTime(bounds[i]!), formatWallClockTime(bounds[i + 1]!)]);
  }
  return { date: dateText, source: overridden ? 'override' : 'weekly', intervals };
}
