/**
 * Available start times ("slots") of a specialist.
 *
 * A start `t` (epoch ms) on local date D is offered when
 * - `t = intervalStart + k × step` for one effective working interval of D (the grid is
 *   anchored at the start of each interval, in elapsed time: across a DST change inside an
 *   interval the grid keeps its real-time spacing);
 * - the appointment `[t, t + duration)` lies inside that interval;
 * - the occupied time `[t, t + duration + bufferAfter)` overlaps no booking (touching is fine);
 * - `t >= now + minimumNotice` and, when `maxAdvanceDays` is set, `t <= now + maxAdvanceDays`.
 *
 * Buffer after a visit (decision): it is clean-up time, not appointment time, so it may run
 * past the end of the working interval (into a break or past closing), but it must not overlap
 * another booking. Bookings passed in are the time already held (pending and confirmed
 * appointments): their `endMs` must already include their own buffer.
 *
 * A visit of several services back to back (see {@link visitLength}) lasts the sum of their
 * durations; only the last service's buffer counts, after the whole visit (a buffer between
 * two services of the same visit would only be an unexplained pause for the customer).
 *
 * Implementation: everything is integer epoch ms. The bookings are filtered to the window,
 * sorted only if they are not already, merged into disjoint busy blocks and swept with one
 * forward pointer; each interval bound is converted to an instant once; on a conflict the grid
 * jumps straight past the busy block.
 */
import { MS_PER_DAY, MS_PER_MINUTE, formatLocalDate, parseLocalDate, type DayNumber, type LocalDate } from './local-date';
import { WorkingCalendar, type WorkingHoursInput } from './working-hours';
import { zonedClock, type ZonedClock } from './zoned-time';

/** A held time range `[startMs, endMs)` in epoch ms; empty ranges are ignored. */
export interface BusyInterval {
  readonly startMs: number;
  readonly endMs: number;
}

export interface SpecialistAvailabilityInput extends WorkingHoursInput {
  /** IANA zone of the business, e.g. `Europe/Vilnius`. */
  readonly timeZone: string;
  /** Pending and confirmed appointments (end including their buffer), any order; sorted by
   * `startMs` is fastest. */
  readonly bookings: readonly BusyInterval[];
}

export interface BookingRules {
  /** A start earlier than now + this many minutes is not offered. */
  readonly minimumNoticeMin: number;
  /** A start later than now + this many days (× 24 h) is not offered; absent = no limit. */
  readonly maxAdvanceDays?: number | undefined;
  /** Grid step in minutes. */
  readonly slotStepMin: number;
  /** Default buffer after a visit, minutes (used when the request names none). */
  readonly bufferAfterMin?: number | undefined;
}

export interface SlotRequest {
  /** Local dates (in the specialist's zone), both inclusive. */
  readonly firstDate: LocalDate;
  readonly lastDate: LocalDate;
  /** The current instant; the engine never reads a clock. */
  readonly nowMs: number;
  /** Length of the visit in minutes (see {@link visitLength} for several services). */
  readonly durationMin: number;
  /** Buffer after the visit in minutes; overrides `BookingRules.bufferAfterMin`. */
  readonly bufferAfterMin?: number | undefined;
}

/** What a start-time check needs: a {@link SlotRequest} without the date window. */
export type StartTimeRequest = Omit<SlotRequest, 'firstDate' | 'lastDate'>;

export interface ServiceLength {
  readonly durationMin: number;
  readonly bufferAfterMin?: number | undefined;
}

/** Length of a visit of several services back to back: the sum of the durations, and only
 * the last service's buffer (after the whole visit). */
export function visitLength(services: readonly ServiceLength[]): {
  durationMin: number;
  bufferAfterMin: number;
} {
  if (services.length === 0) throw new RangeError('A visit needs at least one service');
  let durationMin = 0;
  for (const service of services) {
    assertMinutes('durationMin', service.durationMin, 1);
    durationMin += service.durationMin;
  }
  const bufferAfterMin = services[services.length - 1]!.bufferAfterMin ?? 0;
  assertMinutes('bufferAfterMin', bufferAfterMin, 0);
  return { durationMin, bufferAfterMin };
}

function assertMinutes(name: string, value: number, minimum: number): void {
  if (!Number.isInteger(value) || value < minimum) {
    throw new RangeError(`${name} must be an integer ≥ ${minimum}, got ${value}`);
  }
}

interface Limits {
  readonly lowestMs: number;
  readonly highestMs: number;
  readonly lengthMs: number;
  readonly occupiedMs: number;
  readonly stepMs: number;
}

function resolveLimits(rules: BookingRules, request: StartTimeRequest): Limits {
  assertMinutes('durationMin', request.durationMin, 1);
  assertMinutes('slotStepMin', rules.slotStepMin, 1);
  assertMinutes('minimumNoticeMin', rules.minimumNoticeMin, 0);
  const bufferAfterMin = request.bufferAfterMin ?? rules.bufferAfterMin ?? 0;
  assertMinutes('bufferAfterMin', bufferAfterMin, 0);
  if (!Number.isFinite(request.nowMs)) throw new RangeError(`nowMs must be finite, got ${request.nowMs}`);
  let highestMs = Infinity;
  if (rules.maxAdvanceDays !== undefined && rules.maxAdvanceDays !== null) {
    if (!(rules.maxAdvanceDays >= 0)) {
      throw new RangeError(`maxAdvanceDays must be ≥ 0, got ${rules.maxAdvanceDays}`);
    }
    highestMs = request.nowMs + rules.maxAdvanceDays * MS_PER_DAY;
  }
  return {
    lowestMs: request.nowMs + rules.minimumNoticeMin * MS_PER_MINUTE,
    highestMs,
    lengthMs: request.durationMin * MS_PER_MINUTE,
    occupiedMs: (request.durationMin + bufferAfterMin) * MS_PER_MINUTE,
    stepMs: rules.slotStepMin * MS_PER_MINUTE,
  };
}

/**
 * The bookings that can touch `[fromMs, toMs)`, sorted and merged into disjoint blocks
 * `[start0, end0, start1, end1, …]`. Touching bookings merge too: a candidate overlaps the
 * union of two touching ranges exactly when it overlaps one of them.
 */
function busyBlocks(bookings: readonly BusyInterval[], fromMs: number, toMs: number): Float64Array {
  const starts: number[] = [];
  const ends: number[] = [];
  let ordered = true;
  let previousStart = -Infinity;
  for (let i = 0; i < bookings.length; i++) {
    const booking = bookings[i]!;
    const start = booking.startMs;
    const end = booking.endMs;
    if (!(end > start)) {
      if (Number.isNaN(start) || Number.isNaN(end)) throw new RangeError('A booking has a NaN bound');
      continue; // empty: holds no time
    }
    if (end <= fromMs || start >= toMs) continue;
    if (start < previousStart) ordered = false;
    previousStart = start;
    starts.push(start);
    ends.push(end);
  }
  const count = starts.length;
  let order: number[] | null = null;
  if (!ordered) {
    order = Array.from({ length: count }, (_, i) => i);
    order.sort((a, b) => starts[a]! - starts[b]!);
  }
  const blocks = new Float64Array(count * 2);
  let size = 0;
  for (let k = 0; k < count; k++) {
    const i = order === null ? k : order[k]!;
    const start = starts[i]!;
    const end = ends[i]!;
    if (size > 0 && start <= blocks[size - 1]!) {
      if (end > blocks[size - 1]!) blocks[size - 1] = end;
    } else {
      blocks[size++] = start;
      blocks[size++] = end;
    }
  }
  return size === blocks.length ? blocks : blocks.subarray(0, size);
}

/**
 * Sweeps local days `firstDay..lastDay` and appends offered starts to `starts` (and their
 * local day numbers to `days`, when given). With `firstPerDay` it stops at a day's first
 * start (for available dates).
 */
function sweep(
  specialist: SpecialistAvailabilityInput,
  limits: Limits,
  clock: ZonedClock,
  requestedFirstDay: DayNumber,
  requestedLastDay: DayNumber,
  firstPerDay: boolean,
  starts: number[],
  days: number[] | null,
): void {
  const { lowestMs, highestMs, lengthMs, occupiedMs, stepMs } = limits;
  // No start can lie on a local day before the day of `lowestMs` or after that of `highestMs`
  // (one day of margin for zones that change offset at midnight).
  let firstDay = requestedFirstDay;
  const lowestDay = clock.localDayOf(lowestMs) - 1;
  if (lowestDay > firstDay) firstDay = lowestDay;
  let lastDay = requestedLastDay;
  if (highestMs !== Infinity) {
    const highestDay = clock.localDayOf(highestMs) + 1;
    if (highestDay < lastDay) lastDay = highestDay;
  }
  if (lastDay < firstDay) return;

  const calendar = new WorkingCalendar(specialist, firstDay, lastDay);
  const busy = busyBlocks(
    specialist.bookings,
    clock.localToEpoch(firstDay, 0),
    clock.localToEpoch(lastDay, 1440) + occupiedMs,
  );
  const busyLength = busy.length;
  let b = 0; // index of the first busy block that may still matter (its end > t)

  let finished = false;
  for (let day = firstDay; day <= lastDay && !finished; day++) {
    const bounds = calendar.hoursOn(day).bounds;
    if (bounds.length === 0) continue;
    const dayStart = starts.length;
    // Intervals come ordered by wall-clock start, but they may overlap as instants: when they
    // overlap on the wall, or when one ends inside the spring gap (01:30–03:30 ends at 04:30
    // EEST, past the start of 04:00–05:00). Then the day's starts are sorted and de-duplicated.
    let unordered = false;
    let furthestEnd = -Infinity;
    for (let k = 0; k < bounds.length; k += 2) {
      const intervalStart = clock.localToEpoch(day, bounds[k]!);
      if (intervalStart > highestMs) {
        finished = true; // every later interval starts later still
        break;
      }
      const intervalEnd = clock.localToEpoch(day, bounds[k + 1]!);
      if (intervalStart < furthestEnd) unordered = true;
      if (intervalEnd > furthestEnd) furthestEnd = intervalEnd;
      const lastStart = Math.min(intervalEnd - lengthMs, highestMs);
      let t = intervalStart;
      if (t < lowestMs) t = intervalStart + Math.ceil((lowestMs - intervalStart) / stepMs) * stepMs;
      if (t > lastStart) continue;
      // Overlapping intervals can step back in time: move the pointer back if needed.
      while (b > 0 && busy[b - 1]! > t) b -= 2;
      while (t <= lastStart) {
        while (b < busyLength && busy[b + 1]! <= t) b += 2;
        if (b < busyLength && busy[b]! < t + occupiedMs) {
          // Conflict: the next candidate is the first grid point at or after the block's end.
          t = intervalStart + Math.ceil((busy[b + 1]! - intervalStart) / stepMs) * stepMs;
          continue;
        }
        starts.push(t);
        if (days !== null) days.push(day);
        if (firstPerDay) break;
        t += stepMs;
      }
      if (firstPerDay && starts.length > dayStart) break;
    }
    if (unordered && starts.length - dayStart > 1) sortDayTail(starts, days, dayStart);
  }
}

/** Sorts and de-duplicates the starts of one day (only needed when its intervals overlap). */
function sortDayTail(starts: number[], days: number[] | null, from: number): void {
  const tail = starts.splice(from).sort((x, y) => x - y);
  const day = days === null ? 0 : days[from]!;
  if (days !== null) days.length = from;
  for (let i = 0; i < tail.length; i++) {
    if (i > 0 && tail[i] === tail[i - 1]) continue;
    starts.push(tail[i]!);
    if (days !== null) days.push(day);
  }
}

/** Longest date window one call may ask about (a guard against accidental huge loops). */
export const MAX_WINDOW_DAYS = 3_660;

function requestedDays(request: SlotRequest): [DayNumber, DayNumber] {
  const first = parseLocalDate(request.firstDate);
  const last = parseLocalDate(request.lastDate);
  if (last - first + 1 > MAX_WINDOW_DAYS) {
    throw new RangeError(`A date window may span at most ${MAX_WINDOW_DAYS} days`);
  }
  return [first, last];
}

/** Offered start times (epoch ms, ascending) of one specialist on `firstDate..lastDate`. */
export function availableStartTimes(
  specialist: SpecialistAvailabilityInput,
  rules: BookingRules,
  request: SlotRequest,
): number[] {
  const limits = resolveLimits(rules, request);
  const [firstDay, lastDay] = requestedDays(request);
  const starts: number[] = [];
  sweep(specialist, limits, zonedClock(specialist.timeZone), firstDay, lastDay, false, starts, null);
  return starts;
}

/** Local dates of `firstDate..lastDate` with at least one offered start, ascending. */
export function availableDates(
  specialist: SpecialistAvailabilityInput,
  rules: BookingRules,
  request: SlotRequest,
): LocalDate[] {
  const limits = resolveLimits(rules, request);
  const [firstDay, lastDay] = requestedDays(request);
  const starts: number[] = [];
  const days: number[] = [];
  sweep(specialist, limits, zonedClock(specialist.timeZone), firstDay, lastDay, true, starts, days);
  return days.map(formatLocalDate);
}

/**
 * Whether `startMs` is an offered start (for checking a booking request against the rules;
 * the database's exclusion constraint still guards against races).
 */
export function isStartTimeAvailable(
  specialist: SpecialistAvailabilityInput,
  rules: BookingRules,
  request: StartTimeRequest,
  startMs: number,
): boolean {
  const limits = resolveLimits(rules, request);
  const clock = zonedClock(specialist.timeZone);
  const day = clock.localDayOf(startMs);
  const starts: number[] = [];
  sweep(specialist, limits, clock, day - 1, day + 1, false, starts, null);
  return starts.includes(startMs);
}

export interface SpecialistCandidate {
  readonly specialistId: string;
  readonly availability: SpecialistAvailabilityInput;
}

export interface SpecialistSlot {
  readonly startMs: number;
  readonly specialistId: string;
}

/**
 * "Any specialist": the union of the candidates' starts, one slot per start time, ascending.
 * When several specialists offer the same start, the slot goes (deterministically) to the one
 * with the fewest bookings starting on that local date — spreading the day's work — and on a
 * tie to the lowest `specialistId` (plain string order).
 */
export function availableSlotsForAnySpecialist(
  candidates: readonly SpecialistCandidate[],
  rules: BookingRules,
  request: SlotRequest,
): SpecialistSlot[] {
  const limits = resolveLimits(rules, request);
  const [firstDay, lastDay] = requestedDays(request);
  const count = candidates.length;
  const starts: number[][] = [];
  const days: number[][] = [];
  const load: Array<Map<DayNumber, number> | undefined> = [];
  for (const candidate of candidates) {
    const s: number[] = [];
    const d: number[] = [];
    sweep(candidate.availability, limits, zonedClock(candidate.availability.timeZone), firstDay, lastDay, false, s, d);
    starts.push(s);
    days.push(d);
    load.push(undefined);
  }
  const bookingsOn = (j: number, day: DayNumber): number => {
    let perDay = load[j];
    if (perDay === undefined) {
      perDay = new Map();
      const availability = candidates[j]!.availability;
      const clock = zonedClock(availability.timeZone);
      for (const booking of availability.bookings) {
        if (!(booking.endMs > booking.startMs)) continue;
        const bookingDay = clock.localDayOf(booking.startMs);
        perDay.set(bookingDay, (perDay.get(bookingDay) ?? 0) + 1);
      }
      load[j] = perDay;
    }
    return perDay.get(day) ?? 0;
  };

  const heads = new Array<number>(count).fill(0);
  const result: SpecialistSlot[] = [];
  for (;;) {
    let best = -1;
    let bestStart = Infinity;
    for (let j = 0; j < count; j++) {
      const head = heads[j]!;
      if (head >= starts[j]!.length) continue;
      const start = starts[j]![head]!;
      if (start < bestStart) {
        best = j;
        bestStart = start;
      } else if (start === bestStart) {
        const mine = bookingsOn(j, days[j]![head]!);
        const theirs = bookingsOn(best, days[best]![heads[best]!]!);
        if (
          mine < theirs ||
          (mine === theirs && candidates[j]!.specialistId < candidates[best]!.specialistId)
        ) {
          best = j;
        }
      }
    }
    if (best < 0) return result;
    result.push({ startMs: bestStart, specialistId: candidates[best]!.specialistId });
    for (let j = 0; j < count; j++) {
      if (heads[j]! < starts[j]!.length && starts[j]![heads[j]!] === bestStart) heads[j]!++;
    }
  }
}

/** Local dates with at least one offered start for at least one candidate, ascending. */
export function availableDatesForAnySpecialist(
  candidates: readonly SpecialistCandidate[],
  rules: BookingRules,
  request: SlotRequest,
): LocalDate[] {
  const dates = new Set<LocalDate>();
  for (const candidate of candidates) {
    for (const date of availableDates(candidate.availability, rules, request)) dates.add(date);
  }
  return [...dates].sort();
}
