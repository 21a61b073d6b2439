import {
  adminScheduleOverride,
  adminScheduleOverrideCreate,
  adminScheduleOverrideDelete,
  adminScheduleOverrideList,
  adminScheduleOverrideUpdate,
} from '@vizitas/shared/api/admin/schedule-overrides';
import { defineEndpoint } from '#server/http/endpoint.ts';
import {
  createOverride,
  deleteOverride,
  listOverrides,
  overrideOf,
  updateOverride,
  withCancellations,
} from '#server/modules/schedule/index.ts';
import { administeredScope } from '../scope.ts';

/** `/api/admin/schedule-overrides`, `/api/admin/schedule-override/{id}`: tvarkaraščio pakeitimai. */
export const adminScheduleOverrideEndpoints = [
  defineEndpoint(adminScheduleOverrideList, {
    handle: async (app, { query }, actor) => {
      const scope = await administeredScope(actor, query.business);
      return { overrides: await listOverrides(app.context.db, scope, query, app.context.now().getTime()) };
    },
  }),
  defineEndpoint(adminScheduleOverrideCreate, {
    handle: async (app, { query, body }, actor) => {
      const scope = await administeredScope(actor, query.business);
      const ctx = app.context;
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, body.cancelAppointments, () =>
        createOverride(ctx, scope, body, app.context.now().getTime()),
      );
      return { ...result, cancelledAppointments };
    },
  }),
  defineEndpoint(adminScheduleOverride, {
    handle: async (app, { params, query }, actor) =>
      overrideOf(app.context.db, await administeredScope(actor, query.business), params.id),
  }),
  defineEndpoint(adminScheduleOverrideUpdate, {
    handle: async (app, { params, query, body }, actor) => {
      const scope = await administeredScope(actor, query.business);
      const ctx = app.context;
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, body.cancelAppointments, () =>
        updateOverride(ctx, scope, params.id, body, app.context.now().getTime()),
      );
      return { ...result, cancelledAppointments };
    },
  }),
  defineEndpoint(adminScheduleOverrideDelete, {
    handle: async (app, { params, query, body }, actor) => {
      const scope = await administeredScope(actor, query.business);
      const ctx = app.context;
      const { cancelledAppointments } = await withCancellations(ctx, scope, body?.cancelAppointments, () =>
        deleteOverride(ctx, scope, params.id, app.context.now().getTime()),
      );
      return { success: true as const, cancelledAppointments };
    },
  }),
];
