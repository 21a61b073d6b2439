/** The business admin's schedule overrides (tvarkaraščio pakeitimai): one date's hours of one specialist. */
import { z } from 'zod';
import { dayIntervalsSchema, localDateSchema } from '../schedule.ts';
import { ADMIN_BOOKING_FIELD_MESSAGES as m, MAX_LIST_DAYS, daysBetween, line, nonEmpty, uuid } from './common.ts';

export const scheduleOverrideListQuerySchema = z
  .object({
    business: uuid.optional(),
    /** Default: today in the business's time zone. */
    from: localDateSchema.optional(),
    /** Default: a year after `from`. */
    to: localDateSchema.optional(),
    specialist: uuid.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to) {
      if (query.to < query.from) ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['to'] });
      else if (daysBetween(query.from, query.to) > MAX_LIST_DAYS) ctx.addIssue({ code: 'custom', message: m.rangeTooLong, path: ['to'] });
    }
  });

export const createScheduleOverrideSchema = z
  .object({
    specialist: uuid,
    date: localDateSchema,
    /** The working hours of that date; `[]` = closed. */
    intervals: dayIntervalsSchema,
    note: line(500).nullable().optional(),
  })
  .strict();
export type CreateScheduleOverrideInput = z.infer<typeof createScheduleOverrideSchema>;

export const updateScheduleOverrideSchema = z
  .object({
    specialist: uuid.optional(),
    date: localDateSchema.optional(),
    intervals: dayIntervalsSchema.optional(),
    note: line(500).nullable().optional(),
  })
  .strict()
  .refine(nonEmpty, { error: m.nothingToChange });
export type UpdateScheduleOverrideInput = z.infer<typeof updateScheduleOverrideSchema>;

export const scheduleOverrideSchema = z.object({
  id: z.string(),
  specialistId: z.string(),
  date: z.string(),
  intervals: z.array(z.tuple([z.string(), z.string()])),
  note: z.string().nullable(),
});
export const scheduleOverrideListSchema = z.object({ overrides: z.array(scheduleOverrideSchema) });
