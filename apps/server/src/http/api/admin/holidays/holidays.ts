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
    handle: async (app, { query }, actor) => {
      const scope = await administeredScope(actor, query.business);
      return { holidays: await listHolidays(app.context.db, scope, query) };
    },
  }),
  defineEndpoint(adminHolidayCreate, {
    handle: async (app, { query, body }, actor) => {
      const scope = await administeredScope(actor, query.business);
      const ctx = app.context;
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, body.cancelAppointments, () =>
        createHoliday(ctx, scope, body),
      );
      return { ...result, cancelledAppointments };
    },
  }),
  defineEndpoint(adminHoliday, {
    handle: async (app, { params, query }, actor) =>
      holidayOf(app.context.db, await administeredScope(actor, query.business), params.id),
  }),
  defineEndpoint(adminHolidayUpdate, {
    handle: async (app, { params, query, body }, actor) => {
      const scope = await administeredScope(actor, query.business);
      const ctx = app.context;
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, body.cancelAppointments, () =>
        updateHoliday(ctx, scope, params.id, body),
      );
      return { ...result, cancelledAppointments };
    },
  }),
  defineEndpoint(adminHolidayDelete, {
    handle: async (app, { params, query }, actor) => {
      await deleteHoliday(app.context, await administeredScope(actor, query.business), params.id);
      return { success: true as const };
    },
  }),
];
