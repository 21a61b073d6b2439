/**
 * Time slots of one day, shown in the business's time zone (Europe/Vilnius) whatever the
 * browser's own zone: every conversion goes through `Intl.DateTimeFormat` with `timeZone`.
 */
import { DEFAULT_TIME_ZONE } from '@vizitas/shared';
import type { LocalDate } from './booking-calendar';

export interface Slot {
  /** ISO instant. */
  start: string;
  end: string;
  specialistId: string;
}

export type DayPeriod = 'morning' | 'afternoon' | 'evening';

export interface SlotGroup {
  period: DayPeriod;
  slots: Slot[];
}

/** Afternoon starts at 12:00, evening at 17:00 (local time of the business). */
export const PERIOD_STARTS = { afternoon: 12, evening: 17 } as const;

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallClock {
  date: LocalDate;
  hour: number;
  minute: number;
}

/** The wall-clock date and time of an instant in a time zone. */
export function wallClock(instant: string | number, timeZone: string = DEFAULT_TIME_ZONE): WallClock {
  const parts = partsFormatter(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: Number(part('hour')) % 24,
    minute: Number(part('minute')),
  };
}

/** "09:30" in the business's time zone. */
export function formatTime(instant: string | number, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { hour, minute } = wallClock(instant, timeZone);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "09:30–11:00". */
export function formatTimeRange(start: string, end: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${formatTime(start, timeZone)}–${formatTime(end, timeZone)}`;
}

export function periodOf(hour: number): DayPeriod {
  if (hour < PERIOD_STARTS.afternoon) return 'morning';
  if (hour < PERIOD_STARTS.evening) return 'afternoon';
  return 'evening';
}

/** Sorted by start, one slot per start time (with "any" specialist the first offer wins). */
export function uniqueSlots(slots: readonly Slot[]): Slot[] {
  const byStart = new Map<number, Slot>();
  for (const slot of slots) {
    const key = Date.parse(slot.start);
    if (!Number.isNaN(key) && !byStart.has(key)) byStart.set(key, slot);
  }
  return [...byStart.entries()].sort((a, b) => a[0] - b[0]).map(([, slot]) => slot);
}

/** Morning, afternoon and evening groups (empty ones left out), in local time of the business. */
export function groupSlots(slots: readonly Slot[], timeZone: string = DEFAULT_TIME_ZONE): SlotGroup[] {
  const groups: SlotGroup[] = [
    { period: 'morning', slots: [] },
    { period: 'afternoon', slots: [] },
    { period: 'evening', slots: [] },
  ];
  for (const slot of uniqueSlots(slots)) {
    const period = periodOf(wallClock(slot.start, timeZone).hour);
    groups.find((group) => group.period === period)!.slots.push(slot);
  }
  return groups.filter((group) => group.slots.length > 0);
}

export function findSlot(slots: readonly Slot[], start: string): Slot | undefined {
  const at = Date.parse(start);
  return slots.find((slot) => Date.parse(slot.start) === at);
}

/**
 * The free times closest to a wanted one (which is not among them any more), in time order:
 * what we offer when the chosen time was taken.
 */
export function nearestSlots(slots: readonly Slot[], wanted: string, count = 6): Slot[] {
  const at = Date.parse(wanted);
  return uniqueSlots(slots)
    .filter((slot) => Date.parse(slot.start) !== at)
    .map((slot) => ({ slot, distance: Math.abs(Date.parse(slot.start) - at) }))
    .sort((a, b) => a.distance - b.distance || Date.parse(a.slot.start) - Date.parse(b.slot.start))
    .slice(0, count)
    .map(({ slot }) => slot)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
