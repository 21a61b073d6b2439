/** How the schedule pages write dates, weeks and visits: Lithuanian, the business's time zone. */
import { DEFAULT_TIME_ZONE, format, messages } from '@vizitas/shared';
import {
  addDays,
  formatLongDate,
  formatShortDate,
  formatTimeRange,
  isoWeekday,
  wallClock,
  weekdayNames,
  type LocalDate,
} from '~/lib/dates';
import type { Weekday } from './weekly-hours';

/** Every business is in Vilnius for now (the admin appointments' pages say the same). */
export const SCHEDULE_TIME_ZONE = DEFAULT_TIME_ZONE;

/** The Lithuanian name of an API weekday ("0" = sekmadienis). */
export function weekdayName(day: Weekday): string {
  const names = weekdayNames(); // Monday first
  return names[(Number(day) + 6) % 7]!;
}

/** The weekday's name in the genitive ("pirmadienio"): "Kopijuoti pirmadienio darbo laiką". */
export function weekdayGenitive(day: Weekday): string {
  return messages.adminSchedule.weekdaysGenitive[(Number(day) + 6) % 7]!;
}

/** The weekday's name with a capital letter, as a row's heading. */
export function weekdayLabel(day: Weekday): string {
  const name = weekdayName(day);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** "lap 23": the short date without its weekday. */
function dayAndMonth(date: LocalDate): string {
  return formatShortDate(date).split(', ').slice(1).join(', ');
}

/** "Pr, lap 23": the weekday's abbreviation and the short date. */
export function formatDayShort(date: LocalDate): string {
  return `${messages.adminSchedule.weekdaysShort[isoWeekday(date) - 1]}, ${dayAndMonth(date)}`;
}

/** The Monday of the week of `date`. */
export function mondayOf(date: LocalDate): LocalDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** "lap 23 – lap 29": a week from its Monday. */
export function formatWeek(monday: LocalDate): string {
  return format(messages.adminSchedule.week.weekRange, { from: dayAndMonth(monday), to: dayAndMonth(addDays(monday, 6)) });
}

/** A date range of days off: one long date, or "from – to". */
export function formatDateRange(from: LocalDate, to: LocalDate): string {
  return from === to ? formatLongDate(from) : `${formatLongDate(from)} – ${formatLongDate(to)}`;
}

/** Days from `from` to `to`, both counted. */
export function daysIn(from: LocalDate, to: LocalDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** "pirmadienis, kov 23, 10:00–11:00" of a visit, in the business's zone. */
export function formatVisitTime(start: string, end: string, timeZone = SCHEDULE_TIME_ZONE): string {
  return `${formatShortDate(wallClock(start, timeZone).date)}, ${formatTimeRange(start, end, timeZone)}`;
}

/** "1 vizitas", "3 vizitai", "18 vizitų", "21 vizitas": Lithuanian plural forms. */
export function formatVisitCount(count: number): string {
  const t = messages.adminSchedule.affected;
  const lastTwo = count % 100;
  const last = count % 10;
  const form = last === 1 && lastTwo !== 11 ? t.visitOne : last >= 2 && (lastTwo < 10 || lastTwo > 20) ? t.visitFew : t.visitMany;
  return format(form, { count });
}

export { formatLongDate, formatShortDate };
