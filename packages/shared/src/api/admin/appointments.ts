/** The business's visits: the list, a new one, one with its history, a change, its notes. */
import {
  adminAppointmentDetailSchema,
  adminAppointmentPageSchema,
  adminAppointmentSearchQuerySchema,
  adminAppointmentViewSchema,
  adminCreateAppointmentBodySchema,
  adminUpdateAppointmentBodySchema,
} from '../../schemas/admin/appointments.ts';
import { adminBusinessQuerySchema, adminIdParamsSchema } from '../../schemas/admin/common.ts';
import { appointmentNoteSchema } from '../../schemas/appointment.ts';
import { defineContract } from '../contract.ts';

export const adminAppointmentList = defineContract('admin_appointments_api', {
  method: 'GET',
  summary: 'Verslo vizitų sąrašas: filtrai pagal būseną, laikotarpį, specialistą ir tekstą; puslapiais, naujausi pirmi',
  query: adminAppointmentSearchQuerySchema,
  output: adminAppointmentPageSchema,
  errors: [400, 401, 403],
});

export const adminAppointmentCreate = defineContract('admin_appointments_api', {
  method: 'POST',
  summary: 'Sukurti vizitą (ir ne darbo laiku, bet ne ant kito vizito)',
  body: adminCreateAppointmentBodySchema,
  output: adminAppointmentViewSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409, 422],
});

export const adminAppointmentDetail = defineContract('admin_appointment_api', {
  method: 'GET',
  summary: 'Vizitas su pakeitimų istorija',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: adminAppointmentDetailSchema,
  errors: [400, 401, 403, 404],
});

export const adminAppointmentUpdate = defineContract('admin_appointment_api', {
  method: 'PATCH',
  summary:
    'Keisti vizitą: būsena, laikas ar specialistas, paslaugos, pastaba (viena transakcija); perkėlus klientui siunčiamas laiškas, nebent notifyCustomer: false',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  body: adminUpdateAppointmentBodySchema,
  output: adminAppointmentViewSchema,
  errors: [400, 401, 403, 404, 409, 422],
});

export const adminAppointmentNote = defineContract('admin_appointment_note_api', {
  method: 'GET',
  summary: 'Vizito pastabos: administratoriaus (privati) ir kliento',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: appointmentNoteSchema,
  errors: [400, 401, 403, 404],
});
