/** The business admin's days off (laisvadieniai): of the whole business or of one specialist. */
import '../../zod-locale';
import { z } from 'zod';
import { localDateSchema } from '../schedule.ts';
import { ADMIN_BOOKING_FIELD_MESSAGES as m, MAX_LIST_DAYS, daysBetween, line, uuid } from './common.ts';
import { cancelAppointmentsSchema, cancelledAppointmentsSchema } from './schedule-changes.ts';

export const holidayListQuerySchema = z
  .object({
    business: uuid.optional(),
    /** Days off that end on or after this date. */
    from: localDateSchema.optional(),
    /** Days off that start on or before this date. */
    to: localDateSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from) ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['to'] });
  });

const holidayName = line(200, m.name).nullable();

export const createHolidaySchema = z
  .object({
    startDate: localDateSchema,
    endDate: localDateSchema,
    /** One specialist's day off; omitted or null: the whole business. */
    specialist: uuid.nullable().optional(),
    name: holidayName.optional(),
    /** Visits to cancel with the day off (customers mailed with the message). */
    cancelAppointments: cancelAppointmentsSchema.optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.endDate < body.startDate) ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['endDate'] });
    else if (daysBetween(body.startDate, body.endDate) > MAX_LIST_DAYS) ctx.addIssue({ code: 'custom', message: m.rangeTooLong, path: ['endDate'] });
  });
export type CreateHolidayInput = z.infer<typeof createHolidaySchema>;

export const updateHolidaySchema = z
  .object({
    startDate: localDateSchema.optional(),
    endDate: localDateSchema.optional(),
    specialist: uuid.nullable().optional(),
    name: holidayName.optional(),
    cancelAppointments: cancelAppointmentsSchema.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).some((key) => key !== 'cancelAppointments'), { error: m.nothingToChange })
  .superRefine((body, ctx) => {
    if (body.startDate && body.endDate && body.endDate < body.startDate) {
      ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['endDate'] });
    }
  });
export type UpdateHolidayInput = z.infer<typeof updateHolidaySchema>;

export const holidaySchema = z.object({
  id: z.string(),
  specialistId: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  name: z.string().nullable(),
});
export const holidayListSchema = z.object({ holidays: z.array(holidaySchema) });
/** A written day off and the visits cancelled with it. */
export const savedHolidaySchema = holidaySchema.extend({ cancelledAppointments: cancelledAppointmentsSchema });

/** The longest day off one may enter, in days between start and end. */
export const HOLIDAY_MAX_DAYS = MAX_LIST_DAYS;
