/** The customer's own visits. */
import { z } from 'zod';
import {
  appointmentSchema,
  bookingAccessQuerySchema,
  bookingAccessSchema,
  customerVisitListQuerySchema,
  customerVisitListSchema,
  createAppointmentSchema,
  declineAppointmentSchema,
} from '../../schemas/appointment.ts';
import { defineContract } from '../contract.ts';

export const customerVisits = defineContract('user_appointments_api', {
  method: 'GET',
  summary: 'Mano vizitai: būsimi arba ankstesni, visi arba vieno verslo',
  query: customerVisitListQuerySchema,
  output: customerVisitListSchema,
  errors: [400, 401, 404],
});

export const bookingAccess = defineContract('user_booking_access_api', {
  method: 'GET',
  summary: 'Ar galiu registruotis šiame versle internetu (klausiama pirmame registracijos žingsnyje)',
  query: bookingAccessQuerySchema,
  output: bookingAccessSchema,
  errors: [400, 401, 404],
});

export const appointmentBooking = defineContract('user_appointment_api', {
  method: 'POST',
  summary: 'Registruotis vizitui',
  body: createAppointmentSchema,
  output: appointmentSchema,
  status: 201,
  errors: [400, 401, 404, 409, 422, 429],
});

export const appointmentCancellation = defineContract('appointment_decline_api', {
  method: 'POST',
  summary: 'Atšaukti savo vizitą (iki verslo nustatyto termino)',
  body: declineAppointmentSchema,
  output: z.object({ success: z.literal(true), appointment: appointmentSchema }),
  errors: [400, 401, 404, 409],
});

export const appointmentCalendarFile = defineContract('appointment_ics_api', {
  method: 'GET',
  summary: 'Savo vizito kalendoriaus failas (.ics)',
  params: z.object({ id: z.uuid() }),
  output: z.string(),
  file: { type: 'text/calendar', description: 'iCalendar (RFC 5545)' },
  errors: [400, 401, 404],
});
