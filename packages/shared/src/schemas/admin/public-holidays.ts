/** The business admin's view of the public holidays: which of them the business works on. */
import '../../zod-locale';
import { z } from 'zod';
import { localDateSchema } from '../schedule.ts';
import { ADMIN_BOOKING_FIELD_MESSAGES as m, uuid } from './common.ts';
import { cancelAppointmentsSchema, cancelledAppointmentsSchema } from './schedule-changes.ts';

export const publicHolidayYearQuerySchema = z.object({
  year: z.coerce.number({ error: m.year }).int({ error: m.year }).min(2000, { error: m.year }).max(2100, { error: m.year }),
});

export const publicHolidayDateParamsSchema = z.object({
  id: uuid,
  date: localDateSchema.refine((date) => date >= '2000-01-01' && date <= '2100-12-31', { error: m.year }),
});

export const publicHolidaySchema = z.object({ date: z.string(), name: z.string(), excluded: z.boolean() });
export const publicHolidayListSchema = z.object({ year: z.number().int(), holidays: z.array(publicHolidaySchema) });
/** One date after exclude/undo: its holidays (two when May 1 is Mother's Day) and whether the business works. */
export const publicHolidayDateSchema = z.object({ date: z.string(), excluded: z.boolean(), holidays: z.array(publicHolidaySchema) });

/** Undoing an exclusion (the day is off again) may cancel the visits booked on it. */
export const publicHolidayChangeBodySchema = z.object({ cancelAppointments: cancelAppointmentsSchema.optional() }).strict().nullish();
export const changedPublicHolidaySchema = publicHolidayDateSchema.extend({ cancelledAppointments: cancelledAppointmentsSchema });
