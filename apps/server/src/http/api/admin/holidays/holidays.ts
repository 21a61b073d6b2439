import {
  adminHoliday,
  adminHolidayCreate,
  adminHolidayDelete,
  adminHolidayList,
  adminHolidayUpdate,
} from '@vizitas/shared/api/admin/holidays';
import { defineEndpoint } from '#server/http/endpoint.ts';
import {
  createHoliday,
  deleteHoliday,
  holidayOf,
  listHolidays,
  updateHoliday,
  withCancellations,
} from '#server/modules/schedule/index.ts';
import { administeredScope } from '../scope.ts';

/** `/api/admin/holidays`, `/api/admin/holiday/{id}`: the business's own days off (laisvadieniai). */
export const adminHolidayEndpoints = [
  defineEndpoint(adminHolidayList, {
    handle: async (ctx, actor, { query }) => {
      const scope = await administeredScope(actor, query.business);
      return { holidays: await listHolidays(ctx.db, scope, query) };
    },
  }),
  defineEndpoint(adminHolidayCreate, {
    handle: async (ctx, actor, { query, body }) => {
      const scope = await administeredScope(actor, query.business);
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, body.cancelAppointments, () =>
        createHoliday(ctx, scope, body),
      );
      return { ...result, cancelledAppointments };
    },
  }),
  defineEndpoint(adminHoliday, {
    handle: async (ctx, actor, { params, query }) => holidayOf(ctx.db, await administeredScope(actor, query.business), params.id),
  }),
  defineEndpoint(adminHolidayUpdate, {
    handle: async (ctx, actor, { params, query, body }) => {
      const scope = await administeredScope(actor, query.business);
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, body.cancelAppointments, () =>
        updateHoliday(ctx, scope, params.id, body),
      );
      return { ...result, cancelledAppointments };
    },
  }),
  defineEndpoint(adminHolidayDelete, {
    handle: async (ctx, actor, { params, query }) => {
      await deleteHoliday(ctx, await administeredScope(actor, query.business), params.id);
      return { success: true as const };
    },
  }),
];
