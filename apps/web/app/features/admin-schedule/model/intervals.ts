/**
 * The working intervals of one day as the admin types them: `HH:MM` texts from time fields. An
 * end of `00:00` means midnight at the day's end (`24:00` for the API), since a time field cannot
 * show `24:00`. The checks are the API's own (end after start, no overlaps, at most 12).
 */
import { messages } from '@vizitas/shared';

export interface IntervalDraft {
  start: string;
  end: string;
}

export type ApiInterval = [string, string];

const e = messages.adminSchedule.errors;

/** The most intervals one day may have (the API's limit). */
export const MAX_INTERVALS = 12;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of `HH:MM` (`24:00` = 1440), or NaN. */
export function minutesOf(time: string): number {
  if (time === '24:00') return 1440;
  if (!TIME.test(time)) return Number.NaN;
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function timeOf(minutes: number): string {
  const clamped = Math.max(0, Math.min(1440, minutes));
  return `${String(Math.floor(clamped / 60)).padStart(2, '0')}:${String(clamped % 60).padStart(2, '0')}`;
}

/** An interval's end in minutes: `00:00` is the end of the day. */
function endMinutes(interval: IntervalDraft): number {
  return interval.end === '00:00' ? 1440 : minutesOf(interval.end);
}

export function fromApiIntervals(intervals: readonly (readonly [string, string])[]): IntervalDraft[] {
  return intervals.map(([start, end]) => ({ start, end: end === '24:00' ? '00:00' : end }));
}

/** The API's intervals, ordered by start (call after {@link intervalErrors} found none). */
export function toApiIntervals(intervals: readonly IntervalDraft[]): ApiInterval[] {
  return [...intervals]
    .sort((a, b) => minutesOf(a.start) - minutesOf(b.start))
    .map((interval) => [interval.start, endMinutes(interval) === 1440 ? '24:00' : interval.end]);
}

/** What is wrong with a day's intervals, in Lithuanian (each message once); none: right. */
export function intervalErrors(intervals: readonly IntervalDraft[]): string[] {
  const found = new Set<string>();
  if (intervals.length > MAX_INTERVALS) found.add(e.tooMany);
  const valid: Array<[number, number]> = [];
  for (const interval of intervals) {
    const start = minutesOf(interval.start);
    const end = endMinutes(interval);
    if (Number.isNaN(start) || Number.isNaN(end)) found.add(e.time);
    else if (end <= start) found.add(e.endBeforeStart);
    else valid.push([start, end]);
  }
  valid.sort((a, b) => a[0] - b[0]);
  for (let i = 1; i < valid.length; i++) {
    if (valid[i]![0] < valid[i - 1]![1]) found.add(e.overlap);
  }
  return [...found];
}

/**
 * A time as typed, made whole: "9" → "09:00", "930" → "09:30", "1730" → "17:30", "9.30" →
 * "09:30"; anything else is left as it is (the check then names it).
 */
export function normalizeTime(typed: string): string {
  const text = typed.trim();
  const parts = /^(\d{1,2}?)[:.,\s]?(\d{2})?$/.exec(text);
  if (!parts) return text;
  const hours = Number(parts[1]);
  const minutes = parts[2] === undefined ? 0 : Number(parts[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return text;
  return hours === 24 ? '00:00' : timeOf(hours * 60 + minutes);
}

/**
 * The interval "Pridėti intervalą" adds: 09:00–18:00 on an empty day, otherwise an hour starting
 * 30 minutes after the day's last end (the gap is the break), kept within the day.
 */
export function nextInterval(intervals: readonly IntervalDraft[]): IntervalDraft {
  const ends = intervals.map(endMinutes).filter((minutes) => !Number.isNaN(minutes));
  if (ends.length === 0) return { start: '09:00', end: '18:00' };
  const start = Math.min(Math.max(...ends) + 30, 23 * 60);
  const end = Math.min(start + 60, 1440);
  return { start: timeOf(start), end: end === 1440 ? '00:00' : timeOf(end) };
}
