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
    handle: async (app, { query, body }, actor) =>
      affectedAppointments(app.context, await administeredScope(actor, query.business), body, app.context.now().getTime()),
  }),
  defineEndpoint(adminWeeklySchedule, {
    handle: async (app, { params, query }, actor) =>
      getWeeklySchedule(app.context.db, await administeredScope(actor, query.business), params.specialistId),
  }),
  defineEndpoint(adminWeeklyScheduleReplace, {
    handle: async (app, { params, query, body }, actor) => {
      const scope = await administeredScope(actor, query.business);
      const ctx = app.context;
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, body.cancelAppointments, () =>
        replaceWeeklySchedule(ctx, scope, params.specialistId, body.weeklyHours),
      );
      return { ...result, cancelledAppointments };
    },
  }),
];
