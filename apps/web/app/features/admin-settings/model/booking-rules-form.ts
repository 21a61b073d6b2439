/** The booking rules' choices (minutes shown as minutes, hours or days) and the form's body. */
import { format, messages } from '@vizitas/shared';
import { SLOT_STEPS, updateBookingRulesSchema, type BookingRulesView } from '@vizitas/shared/schemas/admin/booking-rules';
import { validateForm, type FieldErrorMap } from '~/components/forms/form-errors';

const t = messages.adminCatalogue.bookingRules;
const plural = new Intl.PluralRules('lt');
const countOf = (forms: { one: string; few: string; other: string }, count: number) => {
  const category = plural.select(count);
  return format(category === 'one' ? forms.one : category === 'few' ? forms.few : forms.other, { count });
};

export const MINIMUM_NOTICE_CHOICES = [0, 15, 30, 60, 120, 180, 240, 360, 720, 1440, 2880, 4320, 10080];
export const CANCELLATION_CHOICES = [0, 60, 120, 180, 360, 720, 1440, 2880, 4320, 10080];
export { SLOT_STEPS };

/** 0 → `zero`; 45 → "45 min."; 120 → "2 valandos"; 2880 → "2 dienos". */
export function minutesText(minutes: number, zero: string): string {
  if (minutes === 0) return zero;
  if (minutes % 1440 === 0) return countOf(t.days, minutes / 1440);
  if (minutes % 60 === 0) return countOf(t.hours, minutes / 60);
  return format(t.minutes, { count: minutes });
}

/** The choices of a select, with the current value among them even when it is not a usual one. */
export function choicesWith(choices: readonly number[], current: number): number[] {
  return choices.includes(current) ? [...choices] : [...choices, current].sort((a, b) => a - b);
}

export interface BookingRulesValues {
  minimumNoticeMin: string;
  maxAdvanceDays: string;
  slotStepMin: string;
  autoConfirm: boolean;
  cancellationDeadlineMin: string;
}

export function bookingRulesValues(rules: BookingRulesView): BookingRulesValues {
  return {
    minimumNoticeMin: String(rules.minimumNoticeMin),
    maxAdvanceDays: String(rules.maxAdvanceDays),
    slotStepMin: String(rules.slotStepMin),
    autoConfirm: rules.autoConfirm,
    cancellationDeadlineMin: String(rules.cancellationDeadlineMin),
  };
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function bookingRulesBody(values: BookingRulesValues): { body: BookingRulesView; errors: FieldErrorMap } {
  const body: BookingRulesView = {
    minimumNoticeMin: whole(values.minimumNoticeMin),
    maxAdvanceDays: whole(values.maxAdvanceDays),
    slotStepMin: whole(values.slotStepMin),
    autoConfirm: values.autoConfirm,
    cancellationDeadlineMin: whole(values.cancellationDeadlineMin),
  };
  return { body, errors: validateForm(updateBookingRulesSchema, body) };
}
