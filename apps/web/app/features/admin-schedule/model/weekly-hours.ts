/**
 * The weekly hours form's state: each weekday's intervals (an empty day is closed), copy one
 * day to others, the checks of every day, and the API's body. Days are the API's keys "0".."6"
 * (Sunday..Saturday), shown Monday first as Lithuanian weeks are.
 */
import { fromApiIntervals, intervalErrors, toApiIntervals, type ApiInterval, type IntervalDraft } from './intervals';

export type Weekday = '0' | '1' | '2' | '3' | '4' | '5' | '6';

/** Monday first. */
export const WEEK_ORDER: readonly Weekday[] = ['1', '2', '3', '4', '5', '6', '0'];
export const WORKDAYS: readonly Weekday[] = ['1', '2', '3', '4', '5'];

export type WeekDraft = Record<Weekday, IntervalDraft[]>;
export type ApiWeek = Record<Weekday, ApiInterval[]>;
export type WeekErrors = Partial<Record<Weekday, string[]>>;

export function weekFromApi(weeklyHours: Readonly<Record<string, readonly (readonly [string, string])[]>>): WeekDraft {
  return Object.fromEntries(WEEK_ORDER.map((day) => [day, fromApiIntervals(weeklyHours[day] ?? [])])) as WeekDraft;
}

export function weekToApi(week: WeekDraft): ApiWeek {
  return Object.fromEntries(WEEK_ORDER.map((day) => [day, toApiIntervals(week[day])])) as ApiWeek;
}

/** Each day's problems; an empty object when the week can be saved. */
export function weekErrors(week: WeekDraft): WeekErrors {
  const errors: WeekErrors = {};
  for (const day of WEEK_ORDER) {
    const found = intervalErrors(week[day]);
    if (found.length > 0) errors[day] = found;
  }
  return errors;
}

/** The week with `from`'s intervals copied to each of `to` (their own are replaced). */
export function copyDay(week: WeekDraft, from: Weekday, to: readonly Weekday[]): WeekDraft {
  const next = { ...week };
  for (const day of to) if (day !== from) next[day] = week[from].map((interval) => ({ ...interval }));
  return next;
}

/** Whether no day of the week works. */
export function closedWeek(week: WeekDraft): boolean {
  return WEEK_ORDER.every((day) => week[day].length === 0);
}

/** A week to start from: Monday to Friday 09:00–18:00, the weekend closed. */
export function starterWeek(): WeekDraft {
  return Object.fromEntries(
    WEEK_ORDER.map((day) => [day, WORKDAYS.includes(day) ? [{ start: '09:00', end: '18:00' }] : []]),
  ) as WeekDraft;
}

/** Whether two weeks hold the same hours (as the API would store them). */
export function sameWeek(a: WeekDraft, b: WeekDraft): boolean {
  return JSON.stringify(weekToApi(a)) === JSON.stringify(weekToApi(b));
}
