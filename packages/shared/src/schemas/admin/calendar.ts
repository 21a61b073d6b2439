/**
 * The admin calendar (`GET /api/admin/calendar`): one answer with everything the calendar page
 * draws for a day or a week — the specialists, each one's working hours as the booking engine
 * computes them (weekly hours, overrides, days off, public holidays and their exclusions), and
 * the appointments that overlap the days asked.
 */
import '../../zod-locale';
import { z } from 'zod';
import { appointmentStatusSchema } from '../appointment.ts';
import { localDateSchema, wallClockSchema } from '../schedule.ts';
import { ADMIN_BOOKING_FIELD_MESSAGES as m, daysBetween } from './common.ts';

/** The longest span the calendar asks for at once: a week. */
export const MAX_CALENDAR_DAYS = 7;

export const adminCalendarQuerySchema = z
  .object({
    business: z.uuid().optional(),
    /** First local date shown (the business's zone). */
    from: localDateSchema,
    /** Last local date shown, inclusive; at most {@link MAX_CALENDAR_DAYS} days after `from` in all. */
    to: localDateSchema,
    /** Only this specialist (the week view of one person). */
    specialist: z.uuid().optional(),
  })
  .superRefine((query, ctx) => {
    const span = daysBetween(query.from, query.to);
    if (span < 0) ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['to'] });
    else if (span >= MAX_CALENDAR_DAYS) ctx.addIssue({ code: 'custom', message: m.rangeTooLong, path: ['to'] });
  });
export type AdminCalendarQuery = z.infer<typeof adminCalendarQuerySchema>;

/** Why a specialist's day has the hours it has. */
export const workingDaySourceSchema = z.enum(['weekly', 'override', 'own_holiday', 'public_holiday']);
export type WorkingDaySource = z.infer<typeof workingDaySourceSchema>;

export const calendarSpecialistDaySchema = z.object({
  specialistId: z.string(),
  source: workingDaySourceSchema,
  /** Working intervals in local wall-clock time, ordered; empty when closed. */
  intervals: z.array(z.tuple([wallClockSchema, wallClockSchema])),
});

export const calendarDaySchema = z.object({
  date: localDateSchema,
  /** The Lithuanian public holiday on this date, if any. */
  publicHoliday: z.string().nullable(),
  /** The business works on that public holiday (it excluded it from its days off). */
  publicHolidayExcluded: z.boolean(),
  specialists: z.array(calendarSpecialistDaySchema),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarAppointmentSchema = z.object({
  id: z.string(),
  specialistId: z.string(),
  start: z.string(),
  end: z.string(),
  status: appointmentStatusSchema,
  /** The client's name (from her account, or as the salon typed it in). */
  clientName: z.string(),
  clientPhone: z.string().nullable(),
  /** The services' names, in the order of the visit. */
  services: z.array(z.string()),
  priceCents: z.number().int(),
  durationMin: z.number().int(),
  /** Whether the visit carries a note (the customer's or the admin's). */
  hasNote: z.boolean(),
});
export type CalendarAppointment = z.infer<typeof calendarAppointmentSchema>;

export const adminCalendarSchema = z.object({
  timeZone: z.string(),
  from: localDateSchema,
  to: localDateSchema,
  /** The business's active specialists, in its order (only the one asked for, with `specialist`). */
  specialists: z.array(z.object({ id: z.string(), name: z.string(), title: z.string().nullable() })),
  days: z.array(calendarDaySchema),
  /** Every appointment that overlaps the days (any status; the page chooses what to show). */
  appointments: z.array(calendarAppointmentSchema),
});
export type AdminCalendar = z.infer<typeof adminCalendarSchema>;
