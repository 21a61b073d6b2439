/**
 * Time slots of one day, shown in the business's time zone (Europe/Vilnius) whatever the
 * browser's own zone: every conversion goes through `wallClock` (`~/lib/dates`).
 */
import { DEFAULT_TIME_ZONE } from '@vizitas/shared';
import { wallClock } from '~/lib/dates';

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
