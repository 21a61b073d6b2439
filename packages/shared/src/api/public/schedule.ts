/** What the booking calendar starts from. */
import { calendarOptionsQuerySchema, calendarOptionsSchema } from '../../schemas/schedule.ts';
import { defineContract } from '../contract.ts';

export const calendarOptions = defineContract('calendar_options_api', {
  method: 'GET',
  summary: 'Registracijos kalendoriaus nustatymai: laiko juosta, datų ribos, paslaugos, specialistai',
  query: calendarOptionsQuerySchema,
  output: calendarOptionsSchema,
  errors: [400, 404],
  shared: true,
});
