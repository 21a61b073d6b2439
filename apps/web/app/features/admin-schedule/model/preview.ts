/**
 * The coming weeks of one specialist as the booking engine computes them, from the admin
 * calendar's answer: each day's hours, why (weekly hours, an override, a day off, a public
 * holiday), and how many visits hold their time that day.
 */
import type { AdminCalendar, WorkingDaySource } from '@vizitas/shared/schemas/admin/calendar';
import { addDays, wallClock, type LocalDate } from '~/lib/dates';

export interface PreviewDay {
  date: LocalDate;
  source: WorkingDaySource;
  intervals: Array<[string, string]>;
  /** The public holiday of the date (worked when `holidayWorked`). */
  holiday: string | null;
  holidayWorked: boolean;
  /** Pending and confirmed visits that start that day. */
  visits: number;
}

/** How many weeks the preview shows at once. */
export const PREVIEW_WEEKS = 4;

/** The seven days from `monday` for `specialistId`; null while the week's answer is missing. */
export function previewWeek(calendar: AdminCalendar | undefined, specialistId: string, timeZone: string): PreviewDay[] | null {
  if (!calendar) return null;
  const visits = new Map<LocalDate, number>();
  for (const appointment of calendar.appointments) {
    if (appointment.specialistId !== specialistId) continue;
    if (appointment.status !== 'pending' && appointment.status !== 'confirmed') continue;
    const date = wallClock(appointment.start, timeZone).date;
    visits.set(date, (visits.get(date) ?? 0) + 1);
  }
  return calendar.days.map((day) => {
    const hours = day.specialists.find((entry) => entry.specialistId === specialistId);
    return {
      date: day.date,
      source: hours?.source ?? 'weekly',
      intervals: hours?.intervals.map(([start, end]) => [start, end] as [string, string]) ?? [],
      holiday: day.publicHoliday,
      holidayWorked: day.publicHolidayExcluded,
      visits: visits.get(day.date) ?? 0,
    };
  });
}

/** The Mondays of the weeks shown from `monday`. */
export function previewMondays(monday: LocalDate): LocalDate[] {
  return Array.from({ length: PREVIEW_WEEKS }, (_, i) => addDays(monday, 7 * i));
}
