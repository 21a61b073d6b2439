/**
 * What a change of working hours does to the visits already booked
 * (`POST /api/admin/schedule/affected-appointments`), and the admin's answer to it: the visits
 * to cancel with the change, each customer told by mail with the admin's message
 * (`cancelAppointments` on the schedule, override, day-off and public-holiday commands).
 */
import '../../zod-locale';
import { z } from 'zod';
import { appointmentStatusSchema } from '../appointment.ts';
import { dayIntervalsSchema, localDateSchema, weeklyHoursSchema } from '../schedule.ts';
import { ADMIN_BOOKING_FIELD_MESSAGES as m, MAX_LIST_DAYS, daysBetween, multiline, uniqueIds, uuid } from './common.ts';

/** The longest range one request may give its own hours (schedule overrides of several days). */
export const OVERRIDE_RANGE_MAX_DAYS = 92;

/** The most visits one change may cancel. */
export const CANCEL_APPOINTMENTS_MAX = 200;

/** The longest message to the customers whose visits are cancelled (the appointment's own reason limit). */
export const CANCELLATION_MESSAGE_MAX = 500;

/** The visits to cancel together with a change, and the message each customer gets. */
export const cancelAppointmentsSchema = z
  .object({
    ids: uniqueIds(CANCEL_APPOINTMENTS_MAX).min(1, { error: m.nothingToChange }),
    reason: multiline(CANCELLATION_MESSAGE_MAX).nullable().optional(),
  })
  .strict();
export type CancelAppointmentsInput = z.infer<typeof cancelAppointmentsSchema>;

/** What the commands answer besides their own record: the visits they cancelled (none without `cancelAppointments`). */
export const cancelledAppointmentsSchema = z.array(z.string());

/** A date of the years the product deals with (the holiday calendar and the database need a sane range). */
const changeDate = localDateSchema.refine((date) => date >= '2000-01-01' && date <= '2100-12-31', { error: m.year });

function checkRange(body: { date: string; endDate?: string | undefined }, ctx: z.RefinementCtx): void {
  if (body.endDate === undefined) return;
  if (body.endDate < body.date) ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['endDate'] });
  else if (daysBetween(body.date, body.endDate) >= OVERRIDE_RANGE_MAX_DAYS)
    ctx.addIssue({ code: 'custom', message: m.rangeTooLong, path: ['endDate'] });
}

/**
 * A change the admin is about to make, described as its command would get it:
 * - `weekly`: the specialist's new weekly hours;
 * - `override`: own hours (`[]` = closed) on a date or `date..endDate`, replacing the override
 *   `override` when it is an edit;
 * - `override_delete`: the override removed (the date returns to the weekly hours);
 * - `holiday`: a day off of one specialist or (no `specialist`) of the whole business;
 * - `public_holiday_include`: an excluded public holiday becomes a day off again.
 */
export const scheduleChangeSchema = z.discriminatedUnion('change', [
  z.object({ change: z.literal('weekly'), specialist: uuid, weeklyHours: weeklyHoursSchema }).strict(),
  z
    .object({
      change: z.literal('override'),
      specialist: uuid,
      date: changeDate,
      endDate: changeDate.optional(),
      intervals: dayIntervalsSchema,
      override: uuid.optional(),
    })
    .strict()
    .superRefine(checkRange),
  z.object({ change: z.literal('override_delete'), override: uuid }).strict(),
  z
    .object({
      change: z.literal('holiday'),
      startDate: changeDate,
      endDate: changeDate,
      specialist: uuid.nullable().optional(),
    })
    .strict()
    .superRefine((body, ctx) => {
      if (body.endDate < body.startDate) ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['endDate'] });
      else if (daysBetween(body.startDate, body.endDate) > MAX_LIST_DAYS)
        ctx.addIssue({ code: 'custom', message: m.rangeTooLong, path: ['endDate'] });
    }),
  z.object({ change: z.literal('public_holiday_include'), date: changeDate }).strict(),
]);
export type ScheduleChange = z.infer<typeof scheduleChangeSchema>;

export const affectedAppointmentSchema = z.object({
  id: z.string(),
  specialistId: z.string(),
  specialistName: z.string(),
  start: z.string(),
  end: z.string(),
  status: appointmentStatusSchema,
  clientName: z.string(),
  /** The phone to call her on (the one typed for a walk-in, else her account's), or null. */
  clientPhone: z.string().nullable(),
  /** The services' names, in the order of the visit. */
  services: z.array(z.string()),
  /** Whether the client has an account, so a cancellation reaches her by mail (a walk-in is told by phone). */
  mailed: z.boolean(),
});
export type AffectedAppointment = z.infer<typeof affectedAppointmentSchema>;

/** The most visits one answer lists (`total` counts them all). */
export const AFFECTED_LIST_MAX = CANCEL_APPOINTMENTS_MAX;

export const affectedAppointmentsSchema = z.object({
  /** Pending and confirmed visits from now on that the new hours would leave outside working time, by start. */
  appointments: z.array(affectedAppointmentSchema),
  total: z.number().int(),
});
export type AffectedAppointments = z.infer<typeof affectedAppointmentsSchema>;

export { checkRange as checkOverrideRange };
