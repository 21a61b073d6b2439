/**
 * The day-off form (create and edit): a date range, the whole business or one specialist, a name.
 * Checks before sending, and the bodies of the API's commands and of its affected-visits read.
 */
import { messages } from '@vizitas/shared';
import { ADMIN_BOOKING_FIELD_MESSAGES, MAX_LIST_DAYS } from '@vizitas/shared/schemas/admin/common';
import type { CreateHolidayInput, UpdateHolidayInput } from '@vizitas/shared/schemas/admin/holidays';
import type { ScheduleChange } from '@vizitas/shared/schemas/admin/schedule-changes';
import { isLocalDate } from '~/lib/dates';
import { daysIn } from './schedule-format';

const e = messages.adminSchedule.errors;

export interface HolidayDraft {
  startDate: string;
  endDate: string;
  /** '' = the whole business. */
  specialist: string;
  name: string;
}

export type HolidayField = keyof HolidayDraft;
export type HolidayErrors = Partial<Record<HolidayField, string[]>>;

export const HOLIDAY_NAME_MAX = 200;

export function holidayDraftOf(holiday: {
  startDate: string;
  endDate: string;
  specialistId: string | null;
  name: string | null;
}): HolidayDraft {
  return {
    startDate: holiday.startDate,
    endDate: holiday.endDate,
    specialist: holiday.specialistId ?? '',
    name: holiday.name ?? '',
  };
}

export function newHolidayDraft(date: string, specialist = ''): HolidayDraft {
  return { startDate: date, endDate: date, specialist, name: '' };
}

export function holidayErrors(draft: HolidayDraft): HolidayErrors {
  const errors: HolidayErrors = {};
  if (!isLocalDate(draft.startDate)) errors.startDate = [e.date];
  if (!isLocalDate(draft.endDate)) errors.endDate = [e.date];
  else if (isLocalDate(draft.startDate) && draft.endDate < draft.startDate) errors.endDate = [e.endDate];
  else if (isLocalDate(draft.startDate) && daysIn(draft.startDate, draft.endDate) - 1 > MAX_LIST_DAYS)
    errors.endDate = [ADMIN_BOOKING_FIELD_MESSAGES.rangeTooLong];
  if (draft.name.trim().length > HOLIDAY_NAME_MAX) errors.name = [ADMIN_BOOKING_FIELD_MESSAGES.name];
  return errors;
}

export function holidayBody(draft: HolidayDraft): CreateHolidayInput & UpdateHolidayInput {
  return {
    startDate: draft.startDate,
    endDate: draft.endDate,
    specialist: draft.specialist || null,
    name: draft.name.trim() || null,
  };
}

export function holidayChange(draft: HolidayDraft): ScheduleChange {
  return { change: 'holiday', startDate: draft.startDate, endDate: draft.endDate, specialist: draft.specialist || null };
}

/** The API's field errors under the form's names. */
export function serverHolidayErrors(fields: Record<string, string[]> | undefined): HolidayErrors {
  if (!fields) return {};
  const errors: HolidayErrors = {};
  for (const [key, list] of Object.entries(fields)) {
    const field = key.split('.')[0] as HolidayField;
    if (['startDate', 'endDate', 'specialist', 'name'].includes(field)) errors[field] = [...(errors[field] ?? []), ...list];
  }
  return errors;
}
