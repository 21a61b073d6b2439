/** What the booking calendar starts from, and what a day holds. */
import {
  calendarOptionsQuerySchema,
  calendarOptionsSchema,
  dayInfoQuerySchema,
  dayInfoSchema,
} from '../../schemas/schedule.ts';
import { defineContract } from '../contract.ts';

export const calendarOptions = defineContract('calendar_options_api', {
  method: 'GET',
  summary: 'Registracijos kalendoriaus nustatymai: laiko juosta, datų ribos, paslaugos, specialistai',
  query: calendarOptionsQuerySchema,
  output: calendarOptionsSchema,
  errors: [400, 404],
  shared: true,
});

export const dayInfo = defineContract('day_info_api', {
  method: 'GET',
  summary: 'Tvarkaraščio pakeitimai, laisvadienis ar valstybinė šventė tą dieną',
  query: dayInfoQuerySchema,
  output: dayInfoSchema,
  errors: [400, 404],
});
