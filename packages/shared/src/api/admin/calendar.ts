/** The admin calendar: a day or a week (up to seven days) of the business in one answer. */
import { adminCalendarQuerySchema, adminCalendarSchema } from '../../schemas/admin/calendar.ts';
import { defineContract } from '../contract.ts';

export const adminCalendar = defineContract('admin_calendar_api', {
  method: 'GET',
  summary:
    'Kalendorius dienai ar savaitei (iki 7 d.): specialistai, jų darbo laikas pagal tvarkaraštį, pakeitimus, laisvadienius ir šventes, ir vizitai',
  query: adminCalendarQuerySchema,
  output: adminCalendarSchema,
  errors: [400, 401, 403, 404],
});
