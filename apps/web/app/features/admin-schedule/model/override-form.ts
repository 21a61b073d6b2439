/**
 * The override form (create and edit): a specialist, a date (a range when creating), working at
 * other hours or closed, a note. Checks before sending, and the bodies of the API's commands and
 * of its affected-visits read.
 */
import { messages } from '@vizitas/shared';
import type { CreateScheduleOverrideInput, UpdateScheduleOverrideInput } from '@vizitas/shared/schemas/admin/schedule-overrides';
import { ADMIN_BOOKING_FIELD_MESSAGES } from '@vizitas/shared/schemas/admin/common';
import { OVERRIDE_RANGE_MAX_DAYS, type ScheduleChange } from '@vizitas/shared/schemas/admin/schedule-changes';
import { isLocalDate, type LocalDate } from '~/lib/dates';
import { fromApiIntervals, intervalErrors, toApiIntervals, type IntervalDraft } from './intervals';
import { daysIn } from './schedule-format';

const e = messages.adminSchedule.errors;

export interface OverrideDraft {
  specialist: string;
  date: string;
  /** Creating only: the last date of a range ('' = one day). */
  endDate: string;
  works: boolean;
  intervals: IntervalDraft[];
  note: string;
}

export type OverrideField = 'specialist' | 'date' | 'endDate' | 'intervals' | 'note';
export type OverrideErrors = Partial<Record<OverrideField, string[]>>;

export const NOTE_MAX_LENGTH = 500;

export function overrideDraftOf(override: {
  specialistId: string;
  date: string;
  intervals: Array<[string, string]>;
  note: string | null;
}): OverrideDraft {
  return {
    specialist: override.specialistId,
    date: override.date,
    endDate: '',
    works: override.intervals.length > 0,
    intervals: fromApiIntervals(override.intervals),
    note: override.note ?? '',
  };
}

export function newOverrideDraft(specialist: string, date: string): OverrideDraft {
  return { specialist, date, endDate: '', works: true, intervals: [{ start: '09:00', end: '18:00' }], note: '' };
}

/** What must be fixed before sending; `today` is the business's. */
export function overrideErrors(draft: OverrideDraft, today: LocalDate, creating: boolean): OverrideErrors {
  const errors: OverrideErrors = {};
  if (!draft.specialist) errors.specialist = [e.specialist];
  if (!isLocalDate(draft.date)) errors.date = [e.date];
  else if (draft.date < today) errors.date = [e.pastDate];
  if (creating && draft.endDate) {
    if (!isLocalDate(draft.endDate)) errors.endDate = [e.date];
    else if (isLocalDate(draft.date) && draft.endDate < draft.date) errors.endDate = [e.endDate];
    else if (isLocalDate(draft.date) && daysIn(draft.date, draft.endDate) > OVERRIDE_RANGE_MAX_DAYS)
      errors.endDate = [e.rangeTooLong];
  }
  if (draft.works) {
    const found = draft.intervals.length === 0 ? [e.noIntervals] : intervalErrors(draft.intervals);
    if (found.length > 0) errors.intervals = found;
  }
  if (draft.note.trim().length > NOTE_MAX_LENGTH) errors.note = [ADMIN_BOOKING_FIELD_MESSAGES.text];
  return errors;
}

const intervalsOf = (draft: OverrideDraft) => (draft.works ? toApiIntervals(draft.intervals) : []);
const endOf = (draft: OverrideDraft) => (draft.endDate && draft.endDate !== draft.date ? draft.endDate : undefined);

export function createOverrideBody(draft: OverrideDraft): CreateScheduleOverrideInput {
  const endDate = endOf(draft);
  return {
    specialist: draft.specialist,
    date: draft.date,
    ...(endDate ? { endDate } : {}),
    intervals: intervalsOf(draft),
    note: draft.note.trim() || null,
  };
}

export function updateOverrideBody(draft: OverrideDraft): UpdateScheduleOverrideInput {
  return { specialist: draft.specialist, date: draft.date, intervals: intervalsOf(draft), note: draft.note.trim() || null };
}

/** The change for the affected-visits read; `overrideId` when editing. */
export function overrideChange(draft: OverrideDraft, overrideId: string | null): ScheduleChange {
  const endDate = overrideId ? undefined : endOf(draft);
  return {
    change: 'override',
    specialist: draft.specialist,
    date: draft.date,
    ...(endDate ? { endDate } : {}),
    intervals: intervalsOf(draft),
    ...(overrideId ? { override: overrideId } : {}),
  };
}

/** The API's field errors under the form's names. */
export function serverOverrideErrors(fields: Record<string, string[]> | undefined): OverrideErrors {
  if (!fields) return {};
  const errors: OverrideErrors = {};
  for (const [key, list] of Object.entries(fields)) {
    const field = key.split('.')[0] as OverrideField;
    if (['specialist', 'date', 'endDate', 'intervals', 'note'].includes(field))
      errors[field] = [...(errors[field] ?? []), ...list];
  }
  return errors;
}
