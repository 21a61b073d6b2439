/** The business admin's schedule overrides (tvarkaraščio pakeitimai): one date's hours of one specialist. */
import '../../zod-locale';
import { z } from 'zod';
import { dayIntervalsSchema, localDateSchema } from '../schedule.ts';
import { ADMIN_BOOKING_FIELD_MESSAGES as m, MAX_LIST_DAYS, daysBetween, line, uuid } from './common.ts';
import { cancelAppointmentsSchema, cancelledAppointmentsSchema, checkOverrideRange } from './schedule-changes.ts';

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
    /** The last date of a range with the same hours (one override a date, all written or none). */
    endDate: localDateSchema.optional(),
    /** The working hours of that date; `[]` = closed. */
    intervals: dayIntervalsSchema,
    note: line(500).nullable().optional(),
    /** Visits to cancel with the change (customers mailed with the message). */
    cancelAppointments: cancelAppointmentsSchema.optional(),
  })
  .strict()
  .superRefine(checkOverrideRange);
export type CreateScheduleOverrideInput = z.infer<typeof createScheduleOverrideSchema>;

export const updateScheduleOverrideSchema = z
  .object({
    specialist: uuid.optional(),
    date: localDateSchema.optional(),
    intervals: dayIntervalsSchema.optional(),
    note: line(500).nullable().optional(),
    cancelAppointments: cancelAppointmentsSchema.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== 'cancelAppointments'), { error: m.nothingToChange });
export type UpdateScheduleOverrideInput = z.infer<typeof updateScheduleOverrideSchema>;

export const scheduleOverrideSchema = z.object({
  id: z.string(),
  specialistId: z.string(),
  date: z.string(),
  intervals: z.array(z.tuple([z.string(), z.string()])),
  note: z.string().nullable(),
});
export const scheduleOverrideListSchema = z.object({ overrides: z.array(scheduleOverrideSchema) });

/** A created override (the first date's) with every one the request wrote, and the visits cancelled with them. */
export const createdScheduleOverrideSchema = scheduleOverrideSchema.extend({
  overrides: z.array(scheduleOverrideSchema),
  cancelledAppointments: cancelledAppointmentsSchema,
});
export const updatedScheduleOverrideSchema = scheduleOverrideSchema.extend({ cancelledAppointments: cancelledAppointmentsSchema });

/** `DELETE /api/admin/schedule-override/{id}`: optionally with visits to cancel (the date returns to its weekly hours). */
export const deleteScheduleOverrideSchema = z.object({ cancelAppointments: cancelAppointmentsSchema.optional() }).strict().nullish();
export const deletedScheduleOverrideSchema = z.object({ success: z.literal(true), cancelledAppointments: cancelledAppointmentsSchema });
