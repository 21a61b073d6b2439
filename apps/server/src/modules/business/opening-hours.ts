/**
 * A business's opening hours for one week: on each day, the union of its specialists'
 * effective working hours (weekly hours, date overrides, own days off and Lithuanian public
 * holidays, as the booking engine's `workingDay` computes them for each specialist).
 */
import {
  addDays,
  formatWallClockTime,
  localDateOf,
  parseWallClockTime,
  weekdayOf,
  workingDay,
  type LocalDate,
  type WallClockInterval,
  type WorkingHoursInput,
} from '@vizitas/booking-engine';
import type { OpeningDay, OpeningWeek } from '@vizitas/shared/schemas/business';

/** Monday of the week that holds the local date of `nowMs` in `timeZone`. */
export function weekStartOf(nowMs: number, timeZone: string): LocalDate {
  const today = localDateOf(nowMs, timeZone);
  const weekday = weekdayOf(today); // 0 = Sunday
  return addDays(today, -((weekday + 6) % 7));
}

/** Joins overlapping and touching intervals: `09–13` + `13–18` → `09–18` (a day's open hours, not bookable slots). */
export function unionOfIntervals(intervals: readonly WallClockInterval[]): [string, string][] {
  const minutes = intervals
    .map(([start, end]) => [parseWallClockTime(start), parseWallClockTime(end)] as [number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: [number, number][] = [];
  for (const [start, end] of minutes) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged.map(([start, end]) => [formatWallClockTime(start), formatWallClockTime(end)]);
}

/**
 * Opening hours of the seven days from `weekStart` (a Monday). `specialists` are the working
 * hours of the business's active specialists. A day no one works is closed; when every
 * specialist is off because of a public holiday, the holiday's name says why.
 */
export function openingWeek(
  specialists: readonly WorkingHoursInput[],
  weekStart: LocalDate,
  today: LocalDate,
  timeZone: string,
): OpeningWeek {
  const days: OpeningDay[] = [];
  for (let index = 0; index < 7; index++) {
    const date = addDays(weekStart, index);
    const worked = specialists.map((input) => workingDay(input, date));
    const intervals = unionOfIntervals(worked.flatMap((day) => day.intervals));
    const holiday = worked.find((day) => day.source === 'public_holiday')?.holidayName ?? null;
    days.push({
      date,
      isoWeekday: index + 1,
      intervals,
      publicHoliday: intervals.length === 0 ? holiday : null,
      today: date === today,
    });
  }
  return { timeZone, weekStart, days };
}
