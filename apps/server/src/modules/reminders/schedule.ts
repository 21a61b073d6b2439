/**
 * When a visit's reminders and its review request are due (docs/decisions/028). Pure: no
 * database, no clock of its own.
 *
 * - A reminder is due `offset` minutes before the visit's start (24 h or 2 h, as the business
 *   chose), moved out of the night: one due between 21:00 and 08:00 Vilnius time goes at 08:00
 *   (the helper push delivery uses too, `nextPushTime`). "24 h before" is the same wall time the
 *   day before in the business's zone (a Sunday 10:00 visit is reminded on Saturday at 10:00 also
 *   when the clocks change that night: 23 or 25 real hours); "2 h before" is 2 real hours.
 * - It is not sent when it would come at or after the start (a 2 h reminder of an 08:30 visit
 *   would come at 08:00: it does; of an 08:00 visit it would come at 08:00: it does not), nor when
 *   it was due before the visit got its time (a visit booked or moved within the 24 hours gets no
 *   24 h reminder — it has just been told).
 * - A confirmed visit is completed {@link COMPLETE_AFTER_MIN} minutes after its end, unless the
 *   business marked a no-show by then; its review request is due then, moved out of the night.
 */
import { DateTime } from 'luxon';
import { nextPushTime } from '#server/modules/push/index.ts';

export type ReminderKind = 'reminder_24h' | 'reminder_2h';

/** Minutes before the start of each reminder kind. */
export const REMINDER_OFFSET_MIN: Readonly<Record<ReminderKind, number>> = { reminder_24h: 1440, reminder_2h: 120 };

/** The reminder kind of an offset the business chose (1440 → 24 h, 120 → 2 h). */
export function reminderKindOf(offsetMin: number): ReminderKind | null {
  if (offsetMin === 1440) return 'reminder_24h';
  if (offsetMin === 120) return 'reminder_2h';
  return null;
}

/** How long after a visit ends it becomes `completed` (the business has until then to mark a no-show). */
export const COMPLETE_AFTER_MIN = 360;

/** A review request is not sent for a visit that ended longer ago than this (a sweep that was off for long). */
export const REVIEW_REQUEST_WITHIN_DAYS = 7;

const MINUTE = 60_000;

/** The reminder's own time, before the night's shift: a whole day before on the wall clock, else `offsetMin` real minutes. */
export function nominalReminderAt(startsAt: Date, offsetMin: number, timeZone: string): Date {
  if (offsetMin % 1440 === 0) {
    return DateTime.fromJSDate(startsAt, { zone: timeZone }).minus({ days: offsetMin / 1440 }).toJSDate();
  }
  return new Date(startsAt.getTime() - offsetMin * MINUTE);
}

/** When the reminder `offsetMin` before `startsAt` is due: its own time, moved out of the night. */
export function reminderDueAt(startsAt: Date, offsetMin: number, timeZone: string): Date {
  return nextPushTime(nominalReminderAt(startsAt, offsetMin, timeZone));
}

/** A visit as the reminder sweep sees it. */
export interface ReminderCandidate {
  startsAt: Date;
  /** The business's chosen offsets, minutes. */
  offsetsMin: readonly number[];
  /** The business's time zone (its wall clock for "the day before"). */
  timeZone: string;
  /** When the visit got its present time and confirmation (its latest booking, confirmation or move). */
  scheduledAt: Date;
}

/** The reminders of `visit` due at `now` (not yet checked against what was sent). */
export function dueReminders(visit: ReminderCandidate, now: Date): Array<{ kind: ReminderKind; dueAt: Date }> {
  if (visit.startsAt.getTime() <= now.getTime()) return [];
  const due: Array<{ kind: ReminderKind; dueAt: Date }> = [];
  for (const offset of visit.offsetsMin) {
    const kind = reminderKindOf(offset);
    if (!kind) continue;
    const nominal = nominalReminderAt(visit.startsAt, offset, visit.timeZone);
    const dueAt = nextPushTime(nominal);
    if (dueAt.getTime() > now.getTime()) continue;
    if (dueAt.getTime() >= visit.startsAt.getTime()) continue;
    // Due before the visit had this time (booked or moved late): she has just been told.
    if (nominal.getTime() < visit.scheduledAt.getTime()) continue;
    due.push({ kind, dueAt });
  }
  return due;
}

/** When a confirmed visit that ended at `endsAt` becomes completed. */
export function completionAt(endsAt: Date): Date {
  return new Date(endsAt.getTime() + COMPLETE_AFTER_MIN * MINUTE);
}

/** When the review request of a visit that ended at `endsAt` is due: after its completion, out of the night. */
export function reviewRequestDueAt(endsAt: Date): Date {
  return nextPushTime(completionAt(endsAt));
}
