/** Lithuania's public holidays as the business keeps them: off, or worked (ištraukta). `{id}` is the business's. */
import { adminIdParamsSchema } from '../../schemas/admin/common.ts';
import {
  changedPublicHolidaySchema,
  publicHolidayChangeBodySchema,
  publicHolidayDateParamsSchema,
  publicHolidayListSchema,
  publicHolidayYearQuerySchema,
} from '../../schemas/admin/public-holidays.ts';
import { defineContract } from '../contract.ts';

export const adminPublicHolidayList = defineContract('admin_public_holidays_api', {
  method: 'GET',
  summary: 'Lietuvos valstybinės šventės pasirinktais metais ir ar verslas tą dieną dirba (ištraukta)',
  params: adminIdParamsSchema,
  query: publicHolidayYearQuerySchema,
  output: publicHolidayListSchema,
  errors: [400, 401, 403],
});

export const adminPublicHolidayExclude = defineContract('admin_public_holiday_exclude_api', {
  method: 'POST',
  summary: 'Ištraukti valstybinę šventę: verslas tą dieną dirba',
  params: publicHolidayDateParamsSchema,
  body: publicHolidayChangeBodySchema,
  output: changedPublicHolidaySchema,
  errors: [400, 401, 403, 404, 422],
});

export const adminPublicHolidayInclude = defineContract('admin_public_holiday_include_api', {
  method: 'POST',
  summary: 'Atšaukti ištraukimą: valstybinė šventė vėl nedarbo diena',
  params: publicHolidayDateParamsSchema,
  body: publicHolidayChangeBodySchema,
  output: changedPublicHolidaySchema,
  errors: [400, 401, 403, 404, 422],
});
