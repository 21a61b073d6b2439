/** The business admin's weekly schedules of the specialists (`/api/admin/specialists/{specialistId}/schedule`). */
import '../../zod-locale';
import { z } from 'zod';
import { weeklyHoursSchema } from '../schedule.ts';
import { cancelAppointmentsSchema, cancelledAppointmentsSchema } from './schedule-changes.ts';

export const replaceWeeklyScheduleSchema = z
  .object({
    weeklyHours: weeklyHoursSchema,
    /** Visits to cancel with the new hours (customers mailed with the message). */
    cancelAppointments: cancelAppointmentsSchema.optional(),
  })
  .strict();

export const weeklyScheduleSchema = z.object({
  specialistId: z.string(),
  /** Keys "0".."6" = Sunday..Saturday; every key present, `[]` = day off. */
  weeklyHours: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
});

/** The week as saved, and the visits cancelled with it. */
export const savedWeeklyScheduleSchema = weeklyScheduleSchema.extend({ cancelledAppointments: cancelledAppointmentsSchema });
