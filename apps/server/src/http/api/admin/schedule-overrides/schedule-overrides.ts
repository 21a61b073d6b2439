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
    handle: async (ctx, actor, { query }) => {
      const scope = await administeredScope(actor, query.business);
      return { overrides: await listOverrides(ctx.db, scope, query, ctx.now().getTime()) };
    },
  }),
  defineEndpoint(adminScheduleOverrideCreate, {
    handle: async (ctx, actor, { query, body }) => {
      const scope = await administeredScope(actor, query.business);
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, body.cancelAppointments, () =>
        createOverride(ctx, scope, body, ctx.now().getTime()),
      );
      return { ...result, cancelledAppointments };
    },
  }),
  defineEndpoint(adminScheduleOverride, {
    handle: async (ctx, actor, { params, query }) =>
      overrideOf(ctx.db, await administeredScope(actor, query.business), params.id),
  }),
  defineEndpoint(adminScheduleOverrideUpdate, {
    handle: async (ctx, actor, { params, query, body }) => {
      const scope = await administeredScope(actor, query.business);
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, body.cancelAppointments, () =>
        updateOverride(ctx, scope, params.id, body, ctx.now().getTime()),
      );
      return { ...result, cancelledAppointments };
    },
  }),
  defineEndpoint(adminScheduleOverrideDelete, {
    handle: async (ctx, actor, { params, query, body }) => {
      const scope = await administeredScope(actor, query.business);
      const { cancelledAppointments } = await withCancellations(ctx, scope, body?.cancelAppointments, () =>
        deleteOverride(ctx, scope, params.id, ctx.now().getTime()),
      );
      return { success: true as const, cancelledAppointments };
    },
  }),
];
