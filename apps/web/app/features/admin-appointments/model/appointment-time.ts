/**
 * Wall-clock date and time in the business's zone (Vilnius) ↔ instants, whatever the browser's
 * own zone: the create and edit forms hold a date (`YYYY-MM-DD`) and a time (`HH:MM`) as the
 * admin reads them in the salon, and the API takes instants. The conversion is the booking
 * engine's own, so the forms and the server agree on every date.
 *
 * On the spring DST day the hour 03:00–03:59 does not exist in Vilnius: such a time is read with
 * the offset before the change (03:30 → 04:30 EEST), as a clock put forward would show it. On
 * the autumn day 03:00–03:59 happens twice: the first of the two (still summer time) is meant.
 */
import { epochMsToZonedDateTime, isLocalDate, zonedDateTimeToEpochMs, type LocalDate } from '@vizitas/booking-engine';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isWallTime(value: string): boolean {
  return TIME.test(value);
}

/** The instant (ISO, UTC) of a local date and `HH:MM` time in `timeZone`; null when either is malformed. */
export function zonedInstant(date: string, time: string, timeZone: string): string | null {
  if (!isLocalDate(date) || !isWallTime(time)) return null;
  return new Date(zonedDateTimeToEpochMs(date, time, timeZone)).toISOString();
}

/** The local date and `HH:MM` of an instant in `timeZone`. */
export function zonedDateTime(instant: string | number, timeZone: string): { date: LocalDate; time: string } {
  return epochMsToZonedDateTime(typeof instant === 'number' ? instant : Date.parse(instant), timeZone);
}

/** "2027-03-28 14:05" in `timeZone` (the history's times). */
export function formatDateTime(instant: string, timeZone: string): string {
  const { date, time } = zonedDateTime(instant, timeZone);
  return `${date} ${time}`;
}
