/**
 * Calendar arithmetic on local dates (`YYYY-MM-DD`) and months (`YYYY-MM`) of the business's
 * calendar. A local date is a day on the wall calendar of the business (Europe/Vilnius), not an
 * instant: all arithmetic here is done in UTC on purpose, so the browser's own time zone never
 * shifts a day. Instants are shown as wall-clock times in the business's time zone whatever the
 * browser's own zone: every conversion goes through `Intl.DateTimeFormat` with `timeZone`.
 *
 * Dates are written by one Lithuanian formatter (`formatLocalDate`) on the seed's two formats,
 * 'dddd, MMMM D [d.]' and 'dddd, MMM D', with the names of dayjs's `lt` locale but without dayjs:
 * a server render formats a date from a table, and a page that only shows dates loads no locale.
 */
import { DATE_FORMATS, DEFAULT_TIME_ZONE } from '@vizitas/shared';

export type LocalDate = string;
export type MonthKey = string;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH_KEY = /^(\d{4})-(\d{2})$/;

function utcOf(date: LocalDate): Date {
  const match = LOCAL_DATE.exec(date);
  if (!match) throw new RangeError(`Not a local date: ${date}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

function localOf(utc: Date): LocalDate {
  return utc.toISOString().slice(0, 10);
}

/** Whether the value is a real calendar date written `YYYY-MM-DD`. */
export function isLocalDate(value: unknown): value is LocalDate {
  if (typeof value !== 'string') return false;
  const match = LOCAL_DATE.exec(value);
  if (!match) return false;
  const utc = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return localOf(utc) === value;
}

export function isMonthKey(value: unknown): value is MonthKey {
  if (typeof value !== 'string') return false;
  const match = MONTH_KEY.exec(value);
  return match !== null && Number(match[2]) >= 1 && Number(match[2]) <= 12;
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const utc = utcOf(date);
  utc.setUTCDate(utc.getUTCDate() + days);
  return localOf(utc);
}

export function monthOf(date: LocalDate): MonthKey {
  return date.slice(0, 7);
}

export function addMonths(month: MonthKey, months: number): MonthKey {
  const match = MONTH_KEY.exec(month);
  if (!match) throw new RangeError(`Not a month: ${month}`);
  const index = Number(match[1]) * 12 + Number(match[2]) - 1 + months;
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String(index - year * 12 + 1).padStart(2, '0')}`;
}

export function daysInMonth(month: MonthKey): number {
  const next = utcOf(`${addMonths(month, 1)}-01`);
  next.setUTCDate(0);
  return next.getUTCDate();
}

export function firstDayOfMonth(month: MonthKey): LocalDate {
  return `${month}-01`;
}

export function lastDayOfMonth(month: MonthKey): LocalDate {
  return `${month}-${String(daysInMonth(month)).padStart(2, '0')}`;
}

/** 1 = Monday … 7 = Sunday (Lithuanian weeks start on Monday). */
export function isoWeekday(date: LocalDate): number {
  const day = utcOf(date).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The weeks of a month, Monday first: each week has 7 cells, a date or `null` for days of the
 * neighbouring months.
 */
export function monthGrid(month: MonthKey): (LocalDate | null)[][] {
  const first = firstDayOfMonth(month);
  const total = daysInMonth(month);
  const cells: (LocalDate | null)[] = Array.from({ length: isoWeekday(first) - 1 }, () => null);
  for (let day = 0; day < total; day++) cells.push(addDays(first, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (LocalDate | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export function clampDate(date: LocalDate, min: LocalDate, max: LocalDate): LocalDate {
  if (date < min) return min;
  if (date > max) return max;
  return date;
}

/** The part of a month inside the bookable window, or null when the month is outside it. */
export function monthQueryRange(
  month: MonthKey,
  firstDate: LocalDate,
  lastDate: LocalDate,
): { from: LocalDate; to: LocalDate } | null {
  const from = firstDayOfMonth(month) < firstDate ? firstDate : firstDayOfMonth(month);
  const to = lastDayOfMonth(month) > lastDate ? lastDate : lastDayOfMonth(month);
  return from > to ? null : { from, to };
}

/** Whether the month has any day in the bookable window. */
export function isMonthInWindow(month: MonthKey, firstDate: LocalDate, lastDate: LocalDate): boolean {
  return monthQueryRange(month, firstDate, lastDate) !== null;
}

/** The months from `from` to `to`, both included (empty when `to` is earlier). */
export function monthsFrom(from: MonthKey, to: MonthKey): MonthKey[] {
  const months: MonthKey[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

export type CalendarKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End' | 'PageUp' | 'PageDown';

export function isCalendarKey(key: string): key is CalendarKey {
  return ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'].includes(key);
}

/** Moves the same day of the month by whole months, clamped to the target month's length. */
export function addMonthsToDate(date: LocalDate, months: number): LocalDate {
  const month = addMonths(monthOf(date), months);
  const day = Math.min(Number(date.slice(8, 10)), daysInMonth(month));
  return `${month}-${String(day).padStart(2, '0')}`;
}

/**
 * Where the keyboard focus goes in the month grid (WAI-ARIA date picker pattern): arrows by a
 * day or a week, Home/End to the week's Monday/Sunday, PageUp/PageDown by a month.
 */
export function moveFocusDate(date: LocalDate, key: CalendarKey): LocalDate {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, 1 - isoWeekday(date));
    case 'End':
      return addDays(date, 7 - isoWeekday(date));
    case 'PageUp':
      return addMonthsToDate(date, -1);
    case 'PageDown':
      return addMonthsToDate(date, 1);
  }
}

/** Sunday first, as `Date#getUTCDay()` counts. */
const WEEKDAYS = ['sekmadienis', 'pirmadienis', 'antradienis', 'trečiadienis', 'ketvirtadienis', 'penktadienis', 'šeštadienis'];
/** A month beside its day ("lapkričio 24 d."). */
const MONTHS_GENITIVE = ['sausio', 'vasario', 'kovo', 'balandžio', 'gegužės', 'birželio', 'liepos', 'rugpjūčio', 'rugsėjo', 'spalio', 'lapkričio', 'gruodžio'];
/** A month on its own ("2026 m. lapkritis"). */
const MONTHS_NOMINATIVE = ['sausis', 'vasaris', 'kovas', 'balandis', 'gegužė', 'birželis', 'liepa', 'rugpjūtis', 'rugsėjis', 'spalis', 'lapkritis', 'gruodis'];
const MONTHS_SHORT = ['sau', 'vas', 'kov', 'bal', 'geg', 'bir', 'lie', 'rgp', 'rgs', 'spa', 'lap', 'grd'];

/** A day number next to the month name: the month is then in the genitive (as dayjs's `lt` locale decides). */
const DAY_BESIDE_MONTH = /D(\[[^[\]]*\]|\s)+MMMM?|MMMM?(\[[^[\]]*\]|\s)+D/;
const TOKENS = /\[([^\]]*)\]|YYYY|MMMM|MMM|dddd|DD|D/g;

/**
 * THE Lithuanian date formatter: a local date in a dayjs-style pattern (`YYYY`, `MMMM`, `MMM`,
 * `dddd`, `DD`, `D`, `[literal]`), with the names of dayjs's `lt` locale, without loading dayjs.
 * Every date a person reads goes through it, in the seed's two formats (`formatLongDate`,
 * `formatShortDate`) or, for a month or a year, in a pattern of the same tokens.
 */
export function formatLocalDate(date: LocalDate, pattern: string): string {
  const utc = utcOf(date);
  const month = utc.getUTCMonth();
  const genitive = DAY_BESIDE_MONTH.test(pattern);
  return pattern.replace(TOKENS, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return String(utc.getUTCFullYear()).padStart(4, '0');
      case 'MMMM':
        return (genitive ? MONTHS_GENITIVE : MONTHS_NOMINATIVE)[month]!;
      case 'MMM':
        return MONTHS_SHORT[month]!;
      case 'dddd':
        return WEEKDAYS[utc.getUTCDay()]!;
      case 'DD':
        return String(utc.getUTCDate()).padStart(2, '0');
      default:
        return String(utc.getUTCDate());
    }
  });
}

const formattedDates = new Map<string, string>();

/** A date in a pattern, formatted once (a list shows the same few days many times). */
function formatDate(date: LocalDate, pattern: string): string {
  const key = `${pattern}|${date}`;
  let text = formattedDates.get(key);
  if (text === undefined) {
    text = formatLocalDate(date, pattern);
    if (formattedDates.size >= 5_000) formattedDates.clear();
    formattedDates.set(key, text);
  }
  return text;
}

/** "pirmadienis, lapkričio 24 d." (the seed's long format). */
export function formatLongDate(date: LocalDate): string {
  return formatDate(date, DATE_FORMATS.long);
}

/** "pirmadienis, lap 24" (the seed's short format). */
export function formatShortDate(date: LocalDate): string {
  return formatDate(date, DATE_FORMATS.short);
}

/** The long format of the day an instant falls on in a time zone: "pirmadienis, lapkričio 24 d.". */
export function formatLongDateAt(instant: string | number, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatLongDate(wallClock(instant, timeZone).date);
}

/** "2025 m. lapkritis". */
export function formatMonthTitle(month: MonthKey): string {
  return formatLocalDate(firstDayOfMonth(month), 'YYYY [m.] MMMM');
}

/** Full weekday names Monday first: "pirmadienis" … "sekmadienis". */
export function weekdayNames(): string[] {
  return [...WEEKDAYS.slice(1), WEEKDAYS[0]!];
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallClock {
  date: LocalDate;
  hour: number;
  minute: number;
}

const QUARTER_HOUR_MS = 15 * 60_000;
const offsets = new Map<string, number>();

/**
 * The zone's offset from UTC (ms) during the quarter hour holding `ms`. Zones change their offset
 * only at whole quarter hours of UTC, so one reading of the zone's rules serves the quarter hour:
 * a page of many times asks `Intl` once per distinct quarter hour, not once per time.
 */
function offsetAt(ms: number, timeZone: string): number {
  const key = `${timeZone} ${Math.floor(ms / QUARTER_HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const parts = partsFormatter(timeZone).formatToParts(new Date(ms));
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? '0');
    const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour') % 24, part('minute'));
    offset = asUtc - (ms - (((ms % 60_000) + 60_000) % 60_000));
    if (offsets.size >= 20_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall-clock date and time of an instant in a time zone. */
export function wallClock(instant: string | number, timeZone: string = DEFAULT_TIME_ZONE): WallClock {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  const local = new Date(ms + offsetAt(ms, timeZone));
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth() + 1;
  const day = local.getUTCDate();
  return {
    date: `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** "09:30" in the business's time zone. */
export function formatTime(instant: string | number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { hour, minute } = wallClock(instant, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "09:30–11:00". */
export function formatTimeRange(start: string, end: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${formatTime(start, timeZone)}–${formatTime(end, timeZone)}`;
}

const HOUR_MINUTE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether the value is a wall-clock time written `HH:mm` (00:00–23:59). */
export function isWallTime(value: unknown): value is string {
  return typeof value === 'string' && HOUR_MINUTE.test(value);
}

/**
 * The instant (ISO, UTC) at which the wall clock of a time zone shows `date` and `time` (`HH:mm`):
 * the inverse of `wallClock`. A time the clocks skip in spring gives the instant one offset later;
 * a time they show twice in autumn gives the first. Null when the date or time is malformed.
 */
export function zonedInstant(date: LocalDate, time: string, timeZone: string = DEFAULT_TIME_ZONE): string | null {
  if (!isLocalDate(date)) return null;
  const match = HOUR_MINUTE.exec(time);
  if (!match) return null;
  const asUtc = utcOf(date).getTime() + (Number(match[1]) * 60 + Number(match[2])) * 60_000;
  // The offset a few hours before and after: one of them is the offset in force at that wall time.
  const before = offsetAt(asUtc - 12 * 3_600_000, timeZone);
  const after = offsetAt(asUtc + 12 * 3_600_000, timeZone);
  for (const offset of before === after ? [before] : [before, after]) {
    const ms = asUtc - offset;
    if (offsetAt(ms, timeZone) === offset) return new Date(ms).toISOString();
  }
  return new Date(asUtc - before).toISOString();
}
