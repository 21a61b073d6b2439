/** What the booking calendar starts from, and what a day holds. */
import {
  availableDatesQuerySchema,
  availableDatesSchema,
  availableTimeSlotsQuerySchema,
  availableTimeSlotsSchema,
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

/**
 * The calendar's two hot reads: answered by the server from answers shared within the minute,
 * and a repeat of a URL just answered before its query is read again (docs/decisions/008, 043).
 */
export const availableDates = defineContract('available_dates_api', {
  method: 'GET',
  summary: 'Datos, kuriomis yra laisvo laiko pasirinktoms paslaugoms',
  query: availableDatesQuerySchema,
  output: availableDatesSchema,
  errors: [400, 404, 422],
});

export const availableTimeSlots = defineContract('available_time_slots_api', {
  method: 'GET',
  summary: 'Laisvi pradžios laikai vieną dieną',
  query: availableTimeSlotsQuerySchema,
  output: availableTimeSlotsSchema,
  errors: [400, 404, 422],
});
