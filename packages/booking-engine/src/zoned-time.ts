/**
 * The one place where a local date + wall-clock time in an IANA time zone becomes a UTC
 * instant (epoch milliseconds), and back.
 *
 * Rules (the same as the bench README and Temporal's `disambiguation: 'compatible'`):
 * - a wall-clock time that does not exist (the spring gap) moves forward by the length of the
 *   gap: 03:30 on the last Sunday of March in Europe/Vilnius is 04:30 EEST;
 * - an ambiguous wall-clock time (the autumn overlap) takes the earlier instant: 03:30 on the
 *   last Sunday of October in Europe/Vilnius is 03:30 EEST (00:30Z), not 03:30 EET.
 *
 * Offsets are learnt from `Intl.DateTimeFormat` (the runtime's tz database) and cached per
 * zone: one formatter per zone, and per local day the offset before and after the only
 * transition that may touch that day. A day with no transition costs one `Map` lookup; the
 * formatter runs only the first time a day is seen. Assumption, true of every real zone: at
 * most one offset change happens within any three consecutive days.
 */
import {
  MINUTES_PER_DAY,
  MS_PER_DAY,
  MS_PER_MINUTE,
  dayNumberFromCivil,
  formatLocalDate,
  parseLocalDate,
  type DayNumber,
  type LocalDate,
} from './local-date';
import { formatWallClockTime, parseWallClockTime } from './wall-clock';

/** The UTC offsets that can apply to the wall-clock times of one local day. */
export interface DayOffsets {
  /** Offset (local − UTC, ms) before {@link transitionMs}. */
  readonly before: number;
  /** Offset after {@link transitionMs}; equal to `before` when there is no transition. */
  readonly after: number;
  /** The instant the offset changes, or `Infinity` when it does not change near this day. */
  readonly transitionMs: number;
}

export interface LocalDateTime {
  readonly dayNumber: DayNumber;
  /** Minutes since local midnight, 0–1439 (seconds are dropped). */
  readonly minuteOfDay: number;
}

/** Beyond this many cached days a zone forgets its cache (keeps long-running servers bounded). */
const MAX_CACHED_DAYS = 50_000;

/**
 * Conversions for one IANA time zone. Get instances from {@link zonedClock}, which caches one
 * per zone so that all callers share the learnt offsets.
 */
export class ZonedClock {
  readonly timeZone: string;
  readonly #formatter: Intl.DateTimeFormat;
  /** Offset at 00:00 UTC of a day number, learnt from Intl. */
  readonly #midnightOffsets = new Map<number, number>();
  readonly #dayOffsets = new Map<number, DayOffsets>();
  #lastDay = Number.NaN;
  #lastOffsets: DayOffsets = { before: 0, after: 0, transitionMs: Infinity };

  constructor(timeZone: string) {
    try {
      this.#formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        calendar: 'gregory',
        numberingSystem: 'latn',
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new RangeError(`Unknown IANA time zone: ${JSON.stringify(timeZone)}`);
    }
    this.timeZone = timeZone;
  }

  /** Offset (local − UTC, in ms) that applies at an instant. */
  offsetAt(epochMs: number): number {
    const offsets = this.dayOffsets(Math.floor(epochMs / MS_PER_DAY));
    return epochMs < offsets.transitionMs ? offsets.before : offsets.after;
  }

  /**
   * The offsets around local day `dayNumber`. Its wall-clock times (00:00 to 24:00) map to
   * instants between 00:00 UTC of the day before and 00:00 UTC of the day after next,
   * whatever the zone's offset (−12 h … +14 h); the offsets are looked up at those two ends.
   * The same window also covers every instant of the UTC day `dayNumber` (see `offsetAt`).
   */
  dayOffsets(dayNumber: DayNumber): DayOffsets {
    if (dayNumber === this.#lastDay) return this.#lastOffsets;
    let offsets = this.#dayOffsets.get(dayNumber);
    if (offsets === undefined) {
      offsets = this.#learnDayOffsets(dayNumber);
      if (this.#dayOffsets.size >= MAX_CACHED_DAYS) {
        this.#dayOffsets.clear();
        this.#midnightOffsets.clear();
      }
      this.#dayOffsets.set(dayNumber, offsets);
    }
    this.#lastDay = dayNumber;
    this.#lastOffsets = offsets;
    return offsets;
  }

  /**
   * The instant of a wall-clock minute on a local day. `minuteOfDay` may be 1440 (24:00, the
   * next midnight); values outside 0–1440 roll over to neighbouring days.
   */
  localToEpoch(dayNumber: DayNumber, minuteOfDay: number): number {
    if (minuteOfDay < 0 || minuteOfDay > MINUTES_PER_DAY) {
      const carry = Math.floor(minuteOfDay / MINUTES_PER_DAY);
      dayNumber += carry;
      minuteOfDay -= carry * MINUTES_PER_DAY;
    }
    const localMs = dayNumber * MS_PER_DAY + minuteOfDay * MS_PER_MINUTE;
    const offsets = this.dayOffsets(dayNumber);
    const transition = offsets.transitionMs;
    const early = localMs - offsets.before;
    if (transition === Infinity) return early;
    const late = localMs - offsets.after;
    const earlyValid = early < transition;
    const lateValid = late >= transition;
    if (earlyValid && lateValid) return early < late ? early : late; // overlap: earlier instant
    if (lateValid) return late;
    // `earlyValid` alone is a normal time before the change; neither valid is the spring gap,
    // where reading the time with the offset from before the gap moves it forward by the gap.
    return early;
  }

  /** Local day number of an instant. */
  localDayOf(epochMs: number): DayNumber {
    return Math.floor((epochMs + this.offsetAt(epochMs)) / MS_PER_DAY);
  }

  /** Local day and minute of an instant. */
  epochToLocal(epochMs: number): LocalDateTime {
    const localMs = epochMs + this.offsetAt(epochMs);
    const dayNumber = Math.floor(localMs / MS_PER_DAY);
    return {
      dayNumber,
      minuteOfDay: Math.floor((localMs - dayNumber * MS_PER_DAY) / MS_PER_MINUTE),
    };
  }

  #learnDayOffsets(dayNumber: DayNumber): DayOffsets {
    const from = (dayNumber - 1) * MS_PER_DAY;
    const to = (dayNumber + 2) * MS_PER_DAY;
    const before = this.#offsetAtUtcMidnight(dayNumber - 1);
    const after = this.#offsetAtUtcMidnight(dayNumber + 2);
    if (before === after) return { before, after, transitionMs: Infinity };
    // Binary search, in whole seconds, for the first instant that has the new offset.
    let low = from / 1000; // has `before`
    let high = to / 1000; // has `after`
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (this.#learnOffset(middle * 1000) === before) low = middle;
      else high = middle;
    }
    return { before, after, transitionMs: high * 1000 };
  }

  #offsetAtUtcMidnight(dayNumber: DayNumber): number {
    let offset = this.#midnightOffsets.get(dayNumber);
    if (offset === undefined) {
      offset = this.#learnOffset(dayNumber * MS_PER_DAY);
      this.#midnightOffsets.set(dayNumber, offset);
    }
    return offset;
  }

  /** Asks Intl for the wall clock at an instant (whole seconds) and derives the offset. */
  #learnOffset(epochMs: number): number {
    const wholeSecond = Math.floor(epochMs / 1000) * 1000;
    let year = 0;
    let month = 1;
    let day = 1;
    let hour = 0;
    let minute = 0;
    let second = 0;
    for (const part of this.#formatter.formatToParts(wholeSecond)) {
      switch (part.type) {
        case 'year':
          year = Number(part.value);
          break;
        case 'month':
          month = Number(part.value);
          break;
        case 'day':
          day = Number(part.value);
          break;
        case 'hour':
          hour = Number(part.value) % 24;
          break;
        case 'minute':
          minute = Number(part.value);
          break;
        case 'second':
          second = Number(part.value);
          break;
        default:
          break;
      }
    }
    const wallMs =
      dayNumberFromCivil(year, month, day) * MS_PER_DAY + ((hour * 60 + minute) * 60 + second) * 1000;
    return wallMs - wholeSecond;
  }
}

const clocks = new Map<string, ZonedClock>();

/** The shared {@link ZonedClock} of an IANA zone; throws a `RangeError` for an unknown zone. */
export function zonedClock(timeZone: string): ZonedClock {
  let clock = clocks.get(timeZone);
  if (clock === undefined) {
    clock = new ZonedClock(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    zonedClock(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The instant of local `date` at wall-clock `time` (`HH:MM`, `24:00` allowed) in `timeZone`. */
export function zonedDateTimeToEpochMs(date: LocalDate, time: string, timeZone: string): number {
  return zonedClock(timeZone).localToEpoch(parseLocalDate(date), parseWallClockTime(time));
}

/** The local date and wall-clock time (`HH:MM`, seconds dropped) of an instant in `timeZone`. */
export function epochMsToZonedDateTime(
  epochMs: number,
  timeZone: string,
): { date: LocalDate; time: string } {
  const local = zonedClock(timeZone).epochToLocal(epochMs);
  return { date: formatLocalDate(local.dayNumber), time: formatWallClockTime(local.minuteOfDay) };
}

/** The local date of an instant in `timeZone`. */
export function localDateOf(epochMs: number, timeZone: string): LocalDate {
  return formatLocalDate(zonedClock(timeZone).localDayOf(epochMs));
}

/** Offset (local − UTC) in minutes at an instant, e.g. 120 for EET and 180 for EEST. */
export function offsetMinutesAt(epochMs: number, timeZone: string): number {
  return zonedClock(timeZone).offsetAt(epochMs) / MS_PER_MINUTE;
}
