/**
 * A specialist's weekly working hours, and the check before a change: which booked visits a change
 * of hours would leave outside them.
 */
import { adminBusinessQuerySchema, adminSpecialistParamsSchema } from '../../schemas/admin/common.ts';
import {
  replaceWeeklyScheduleSchema,
  savedWeeklyScheduleSchema,
  weeklyScheduleSchema,
} from '../../schemas/admin/weekly-schedules.ts';
import { affectedAppointmentsSchema, scheduleChangeSchema } from '../../schemas/admin/schedule-changes.ts';
import { defineContract } from '../contract.ts';

export const adminAffectedAppointments = defineContract('admin_affected_appointments_api', {
  method: 'POST',
  summary:
    'Kurie užregistruoti vizitai po pakeitimo (savaitės darbo laikas, tvarkaraščio pakeitimas, laisvadienis, šventė) liktų už darbo laiko; nieko nekeičia',
  query: adminBusinessQuerySchema,
  body: scheduleChangeSchema,
  output: affectedAppointmentsSchema,
  errors: [400, 401, 403, 404],
});

export const adminWeeklySchedule = defineContract('admin_weekly_schedule_api', {
  method: 'GET',
  summary: 'Specialisto savaitės darbo laikas (tuščia savaitė, jei nenustatytas)',
  params: adminSpecialistParamsSchema,
  query: adminBusinessQuerySchema,
  output: weeklyScheduleSchema,
  errors: [400, 401, 403, 404],
});

export const adminWeeklyScheduleReplace = defineContract('admin_weekly_schedule_api', {
  method: 'PUT',
  summary: 'Pakeisti specialisto savaitės darbo laiką',
  params: adminSpecialistParamsSchema,
  query: adminBusinessQuerySchema,
  body: replaceWeeklyScheduleSchema,
  output: savedWeeklyScheduleSchema,
  errors: [400, 401, 403, 404],
});
