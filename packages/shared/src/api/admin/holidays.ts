/** The business's own days off (laisvadieniai): the whole business's or one specialist's. */
import { adminBusinessQuerySchema, adminIdParamsSchema, successSchema } from '../../schemas/admin/common.ts';
import {
  createHolidaySchema,
  holidayListQuerySchema,
  holidayListSchema,
  holidaySchema,
  savedHolidaySchema,
  updateHolidaySchema,
} from '../../schemas/admin/holidays.ts';
import { defineContract } from '../contract.ts';

export const adminHolidayList = defineContract('admin_holidays_api', {
  method: 'GET',
  summary: 'Verslo laisvadieniai (pasirinktame laikotarpyje)',
  query: holidayListQuerySchema,
  output: holidayListSchema,
  errors: [400, 401, 403],
});

export const adminHolidayCreate = defineContract('admin_holidays_api', {
  method: 'POST',
  summary: 'Sukurti laisvadienį (visam verslui arba vienam specialistui)',
  query: adminBusinessQuerySchema,
  body: createHolidaySchema,
  output: savedHolidaySchema,
  status: 201,
  errors: [400, 401, 403, 404],
});

export const adminHoliday = defineContract('admin_holiday_api', {
  method: 'GET',
  summary: 'Vienas laisvadienis',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: holidaySchema,
  errors: [400, 401, 403, 404],
});

export const adminHolidayUpdate = defineContract('admin_holiday_api', {
  method: 'PATCH',
  summary: 'Redaguoti laisvadienį',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  body: updateHolidaySchema,
  output: savedHolidaySchema,
  errors: [400, 401, 403, 404],
});

export const adminHolidayDelete = defineContract('admin_holiday_api', {
  method: 'DELETE',
  summary: 'Ištrinti laisvadienį',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: successSchema,
  errors: [400, 401, 403, 404],
});
