import { adminAffectedAppointments, adminWeeklySchedule, adminWeeklyScheduleReplace } from '@vizitas/shared/api/admin/schedule';
import { defineEndpoint } from '#server/http/endpoint.ts';
import {
  affectedAppointments,
  getWeeklySchedule,
  replaceWeeklySchedule,
  withCancellations,
} from '#server/modules/schedule/index.ts';
import { administeredScope } from '../scope.ts';

/**
 * `/api/admin/schedule/{specialistId}`: a specialist's weekly working hours;
 * `/api/admin/schedule/affected-appointments`: the visits a change of hours would leave outside them.
 */
export const adminScheduleEndpoints = [
  defineEndpoint(adminAffectedAppointments, {
    handle: async (ctx, actor, { query, body }) =>
      affectedAppointments(ctx, await administeredScope(actor, query.business), body, ctx.now().getTime()),
  }),
  defineEndpoint(adminWeeklySchedule, {
    handle: async (ctx, actor, { params, query }) =>
      getWeeklySchedule(ctx.db, await administeredScope(actor, query.business), params.specialistId),
  }),
  defineEndpoint(adminWeeklyScheduleReplace, {
    handle: async (ctx, actor, { params, query, body }) => {
      const scope = await administeredScope(actor, query.business);
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, body.cancelAppointments, () =>
        replaceWeeklySchedule(ctx, scope, params.specialistId, body.weeklyHours),
      );
      return { ...result, cancelledAppointments };
    },
  }),
];
