/** The business's schedule overrides (tvarkaraščio pakeitimai): own hours, or closed, on a date. */
import { adminBusinessQuerySchema, adminIdParamsSchema } from '../../schemas/admin/common.ts';
import {
  createdScheduleOverrideSchema,
  createScheduleOverrideSchema,
  deletedScheduleOverrideSchema,
  deleteScheduleOverrideSchema,
  scheduleOverrideListQuerySchema,
  scheduleOverrideListSchema,
  scheduleOverrideSchema,
  updatedScheduleOverrideSchema,
  updateScheduleOverrideSchema,
} from '../../schemas/admin/schedule-overrides.ts';
import { defineContract } from '../contract.ts';

export const adminScheduleOverrideList = defineContract('admin_schedule_overrides_api', {
  method: 'GET',
  summary: 'Tvarkaraščio pakeitimai laikotarpyje (numatytai – metai nuo šiandien)',
  query: scheduleOverrideListQuerySchema,
  output: scheduleOverrideListSchema,
  errors: [400, 401, 403],
});

export const adminScheduleOverrideCreate = defineContract('admin_schedule_overrides_api', {
  method: 'POST',
  summary: 'Sukurti tvarkaraščio pakeitimą dienai ar dienų laikotarpiui (kitas darbo laikas arba nedirbama)',
  query: adminBusinessQuerySchema,
  body: createScheduleOverrideSchema,
  output: createdScheduleOverrideSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409, 422],
});

export const adminScheduleOverride = defineContract('admin_schedule_override_api', {
  method: 'GET',
  summary: 'Vienas tvarkaraščio pakeitimas',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  output: scheduleOverrideSchema,
  errors: [400, 401, 403, 404],
});

export const adminScheduleOverrideUpdate = defineContract('admin_schedule_override_api', {
  method: 'PATCH',
  summary: 'Redaguoti tvarkaraščio pakeitimą',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  body: updateScheduleOverrideSchema,
  output: updatedScheduleOverrideSchema,
  errors: [400, 401, 403, 404, 409, 422],
});

export const adminScheduleOverrideDelete = defineContract('admin_schedule_override_api', {
  method: 'DELETE',
  summary: 'Ištrinti tvarkaraščio pakeitimą',
  params: adminIdParamsSchema,
  query: adminBusinessQuerySchema,
  body: deleteScheduleOverrideSchema,
  output: deletedScheduleOverrideSchema,
  errors: [400, 401, 403, 404, 422],
});
