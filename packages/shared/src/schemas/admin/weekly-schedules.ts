/** The business admin's weekly schedules of the specialists (`/api/admin/specialists/{specialistId}/schedule`). */
import { z } from 'zod';
import { weeklyHoursSchema } from '../schedule.ts';

export const replaceWeeklyScheduleSchema = z.object({ weeklyHours: weeklyHoursSchema }).strict();

export const weeklyScheduleSchema = z.object({
  specialistId: z.string(),
  /** Keys "0".."6" = Sunday..Saturday; every key present, `[]` = day off. */
  weeklyHours: z.record(z.string(), z.array(z.tuple([z.string(), z.string()]))),
});
