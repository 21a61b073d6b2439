/**
 * Wall-clock date and time in the business's zone (Vilnius) ↔ instants, whatever the browser's
 * own zone: the create and edit forms hold a date (`YYYY-MM-DD`) and a time (`HH:MM`) as the
 * admin reads them in the salon, and the API takes instants.
 *
 * On the spring DST day the hour 03:00–03:59 does not exist in Vilnius: such a time is read with
 * the offset before the change (03:30 → 04:30 EEST), as a clock put forward would show it. On
 * the autumn day 03:00–03:59 happens twice: the first of the two (still summer time) is meant.
 */
import { isLocalDate, wallClock, type LocalDate } from '~/lib/dates';

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export function isWallTime(value: string): boolean {
  return TIME.test(value);
}

/** The zone's offset (local − UTC) at an instant, in ms. */
function offsetAt(instantMs: number, timeZone: string): number {
  const clock = wallClock(instantMs, timeZone);
  const local = Date.parse(`${clock.date}T${pad(clock.hour)}:${pad(clock.minute)}:00Z`);
  // The clock has whole minutes; the instant may not.
  return local - (instantMs - (((instantMs % MINUTE_MS) + MINUTE_MS) % MINUTE_MS));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The instant (ISO, UTC) of a local date and `HH:MM` time in `timeZone`; null when either is malformed. */
export function zonedInstant(date: string, time: string, timeZone: string): string | null {
  if (!isLocalDate(date) || !isWallTime(time)) return null;
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The offsets a day before and after cover both sides of any change on this date.
  const before = offsetAt(asUtc - DAY_MS, timeZone);
  const after = offsetAt(asUtc + DAY_MS, timeZone);
  const matches = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((instant) => {
      const clock = wallClock(instant, timeZone);
      return clock.date === date && `${pad(clock.hour)}:${pad(clock.minute)}` === time;
    })
    .sort((a, b) => a - b);
  // None: the time falls in the spring gap; read it with the offset before the change.
  const instant = matches[0] ?? asUtc - before;
  return new Date(instant).toISOString();
}

/** The local date and `HH:MM` of an instant in `timeZone`. */
export function zonedDateTime(instant: string | number, timeZone: string): { date: LocalDate; time: string } {
  const clock = wallClock(instant, timeZone);
  return { date: clock.date, time: `${pad(clock.hour)}:${pad(clock.minute)}` };
}

/** "2027-03-28 14:05" in `timeZone` (the history's times). */
export function formatDateTime(instant: string, timeZone: string): string {
  const { date, time } = zonedDateTime(instant, timeZone);
  return `${date} ${time}`;
}
