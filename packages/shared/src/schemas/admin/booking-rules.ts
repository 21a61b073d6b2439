/** The business admin's booking rules: notice, how far ahead, slot step, confirmation, cancellation deadline. */
import '../../zod-locale';
import { z } from 'zod';
import { ADMIN_BOOKING_FIELD_MESSAGES as m, nonEmpty } from './common.ts';

export const SLOT_STEPS = [5, 10, 15, 20, 30, 60] as const;
export const MINIMUM_NOTICE_MAX_MIN = 10_080;
export const MAX_ADVANCE_DAYS_MAX = 730;
export const CANCELLATION_DEADLINE_MAX_MIN = 10_080;

const bookingRuleFields = {
  minimumNoticeMin: z.number({ error: m.minimumNotice }).int({ error: m.minimumNotice }).min(0, { error: m.minimumNotice }).max(MINIMUM_NOTICE_MAX_MIN, { error: m.minimumNotice }),
  maxAdvanceDays: z.number({ error: m.maxAdvance }).int({ error: m.maxAdvance }).min(1, { error: m.maxAdvance }).max(MAX_ADVANCE_DAYS_MAX, { error: m.maxAdvance }),
  slotStepMin: z.number({ error: m.slotStep }).refine((value) => (SLOT_STEPS as readonly number[]).includes(value), { error: m.slotStep }),
  autoConfirm: z.boolean(),
  cancellationDeadlineMin: z
    .number({ error: m.cancellationDeadline })
    .int({ error: m.cancellationDeadline })
    .min(0, { error: m.cancellationDeadline })
    .max(CANCELLATION_DEADLINE_MAX_MIN, { error: m.cancellationDeadline }),
};

export const bookingRulesSchema = z.object(bookingRuleFields);
export type BookingRulesView = z.infer<typeof bookingRulesSchema>;

export const updateBookingRulesSchema = z
  .object({
    minimumNoticeMin: bookingRuleFields.minimumNoticeMin.optional(),
    maxAdvanceDays: bookingRuleFields.maxAdvanceDays.optional(),
    slotStepMin: bookingRuleFields.slotStepMin.optional(),
    autoConfirm: bookingRuleFields.autoConfirm.optional(),
    cancellationDeadlineMin: bookingRuleFields.cancellationDeadlineMin.optional(),
  })
  .strict()
  .refine(nonEmpty, { error: m.nothingToChange });
export type UpdateBookingRulesInput = z.infer<typeof updateBookingRulesSchema>;
