/**
 * The weekly schedule's check before a change: which booked visits a change of hours would leave
 * outside them. (The weekly hours themselves, `GET`/`PUT /api/admin/schedule/{specialistId}`, are
 * still plain routes: their path parameter is `specialistId`, the route table's is `{id}`.)
 */
import { adminBusinessQuerySchema } from '../../schemas/admin/common.ts';
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
