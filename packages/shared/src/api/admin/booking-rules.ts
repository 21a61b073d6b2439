/** The business's booking rules (`{id}` its id): notice, how far ahead, slot step, confirmation, cancellation deadline. */
import { bookingRulesSchema, updateBookingRulesSchema } from '../../schemas/admin/booking-rules.ts';
import { adminIdParamsSchema } from '../../schemas/admin/common.ts';
import { defineContract } from '../contract.ts';

export const adminBookingRules = defineContract('admin_booking_rules_api', {
  method: 'GET',
  summary: 'Registracijos taisyklės',
  params: adminIdParamsSchema,
  output: bookingRulesSchema,
  errors: [400, 401, 403, 404],
});

export const adminBookingRulesUpdate = defineContract('admin_booking_rules_api', {
  method: 'PATCH',
  summary: 'Keisti registracijos taisykles',
  params: adminIdParamsSchema,
  body: updateBookingRulesSchema,
  output: bookingRulesSchema,
  errors: [400, 401, 403, 404],
});
