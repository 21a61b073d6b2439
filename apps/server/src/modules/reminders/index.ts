/**
 * A visit's own notices (docs/decisions/028): the reminders before it, its completion and the
 * review request after it — found and sent by a sweep that the job queue runs once a minute.
 */
export { runNoticeSweep, type SweepResult } from './run-notice-sweep.ts';
export {
  COMPLETE_AFTER_MIN,
  completionAt,
  dueReminders,
  nominalReminderAt,
  reminderDueAt,
  reminderKindOf,
  REMINDER_OFFSET_MIN,
  reviewRequestDueAt,
  type ReminderKind,
} from './schedule.ts';
export { premiumRequestFacts, premiumRequestState, reminderSettings, requestPremium, updateReminderSettings, PREMIUM_REQUEST_STANDS_DAYS } from './settings.ts';
