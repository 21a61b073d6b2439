/** The customer's own visits. */
import {
  bookingAccessQuerySchema,
  bookingAccessSchema,
  customerVisitListQuerySchema,
  customerVisitListSchema,
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
