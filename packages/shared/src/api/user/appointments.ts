/** The customer's own visits. */
import { customerVisitListQuerySchema, customerVisitListSchema } from '../../schemas/appointment.ts';
import { defineContract } from '../contract.ts';

export const customerVisits = defineContract('user_appointments_api', {
  method: 'GET',
  summary: 'Mano vizitai: būsimi arba ankstesni, visi arba vieno verslo',
  query: customerVisitListQuerySchema,
  output: customerVisitListSchema,
  errors: [400, 401, 404],
});
