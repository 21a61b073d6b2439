/**
 * Wall-clock times of day (`HH:MM`) as minutes since local midnight.
 * `24:00` is allowed as the end of a working interval that lasts until midnight.
 */

/** A wall-clock time `HH:MM` (`H:MM` accepted), 00:00–24:00. */
export type WallClockTime = string;

/** Parses `HH:MM` into minutes since midnight; returns `NaN` when malformed. */
export function tryParseWallClockTime(text: string): number {
  if (typeof text !== 'string') return Number.NaN;
  const length = text.length;
  if (length !== 5 && length !== 4) return Number.NaN;
  const colon = length - 3;
  if (text.charCodeAt(colon) !== 58) return Number.NaN;
  let hours = 0;
  for (let i = 0; i < colon; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return Number.NaN;
    hours = hours * 10 + d;
  }
  const m0 = text.charCodeAt(colon + 1) - 48;
  const m1 = text.charCodeAt(colon + 2) - 48;
  if (m0 < 0 || m0 > 5 || m1 < 0 || m1 > 9) return Number.NaN;
  const minutes = hours * 60 + m0 * 10 + m1;
  return minutes <= 1440 ? minutes : Number.NaN;
}

/** Parses `HH:MM` into minutes since midnight; throws a `RangeError` when malformed. */
export function parseWallClockTime(text: string): number {
  const minutes = tryParseWallClockTime(text);
  if (Number.isNaN(minutes)) {
    throw new RangeError(`Not a wall-clock time (HH:MM, 00:00–24:00): ${JSON.stringify(text)}`);
  }
  return minutes;
}

/** Formats minutes since midnight (0–1440) as `HH:MM`. */
export function formatWallClockTime(minuteOfDay: number): WallClockTime {
  if (!Number.isInteger(minuteOfDay) || minuteOfDay < 0 || minuteOfDay > 1440) {
    throw new RangeError(`Minute of day out of range 0–1440: ${minuteOfDay}`);
  }
  const hours = Math.floor(minuteOfDay / 60);
  const minutes = minuteOfDay - hours * 60;
  return `${hours < 10 ? '0' : ''}${hours}:${minutes < 10 ? '0' : ''}${minutes}`;
}
