/**
 * No push at night (issue 14, PRODUCT.md "Reminders"): between 21:00 and 08:00 Europe/Vilnius
 * nothing is pushed; what comes then waits until 08:00. Pure (no clock of its own): give it the
 * instant. Reminders and other pushed jobs use the same helper.
 */
import { DateTime } from 'luxon';
import { DEFAULT_TIME_ZONE } from '@vizitas/shared';

/** The quiet hours: from `startHour`:00 to `endHour`:00 the next morning, in `timeZone`. */
export const PUSH_QUIET_HOURS = { startHour: 21, endHour: 8, timeZone: DEFAULT_TIME_ZONE } as const;

/** Whether `at` falls in the quiet hours (21:00 inclusive to 08:00 exclusive, Vilnius time). */
export function isQuietHour(at: Date, quiet: typeof PUSH_QUIET_HOURS = PUSH_QUIET_HOURS): boolean {
  const hour = DateTime.fromJSDate(at, { zone: quiet.timeZone }).hour;
  return hour >= quiet.startHour || hour < quiet.endHour;
}

/**
 * When a push due at `at` may go: `at` itself outside the quiet hours, else the next 08:00 Vilnius
 * time (the same morning after midnight, the next morning from 21:00). Across a change of the
 * clocks 08:00 is still 08:00 on the wall (luxon keeps the wall time).
 */
export function nextPushTime(at: Date, quiet: typeof PUSH_QUIET_HOURS = PUSH_QUIET_HOURS): Date {
  if (!isQuietHour(at, quiet)) return at;
  const local = DateTime.fromJSDate(at, { zone: quiet.timeZone });
  const morning = local.hour < quiet.endHour ? local : local.plus({ days: 1 });
  return morning.set({ hour: quiet.endHour, minute: 0, second: 0, millisecond: 0 }).toJSDate();
}
