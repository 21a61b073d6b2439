import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAffectedAppointments } from '@vizitas/shared/api/admin/schedule';
import { adminBusinessQuerySchema, adminSpecialistParamsSchema } from '@vizitas/shared/schemas/admin/common';
import {
  replaceWeeklyScheduleSchema,
  savedWeeklyScheduleSchema,
  weeklyScheduleSchema,
} from '@vizitas/shared/schemas/admin/weekly-schedules';
import { contextOf } from '#server/http/app-context.ts';
import { authorize } from '#server/core/authorize.ts';
import { canAdministerBusiness } from '#server/modules/business/index.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import {
  affectedAppointments,
  getWeeklySchedule,
  replaceWeeklySchedule,
  withCancellations,
} from '#server/modules/schedule/index.ts';
import { administeredScope } from '../scope.ts';

/** `/api/admin/schedule/affected-appointments`: the visits a change of hours would leave outside them. */
export const adminScheduleEndpoints = [
  defineEndpoint(adminAffectedAppointments, {
    handle: async (app, { query, body }, actor) =>
      affectedAppointments(app.database.db, await administeredScope(actor, query.business), body, app.now().getTime()),
  }),
];

/**
 * `/api/admin/schedule/{specialistId}`: a specialist's weekly working hours. Still plain routes:
 * the route table's path of `admin_weekly_schedule_api` names its parameter `{id}`, this API's
 * (and its document's) `{specialistId}`, so a contract of it would change the API.
 */
const adminScheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/schedule/:specialistId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Specialisto savaitės darbo laikas (tuščia savaitė, jei nenustatytas)',
        params: adminSpecialistParamsSchema,
        querystring: adminBusinessQuerySchema,
        response: { 200: weeklyScheduleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      return getWeeklySchedule(db(), scope, request.params.specialistId);
    },
  );

  app.put(
    '/schedule/:specialistId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pakeisti specialisto savaitės darbo laiką',
        params: adminSpecialistParamsSchema,
        querystring: adminBusinessQuerySchema,
        body: replaceWeeklyScheduleSchema,
        response: { 200: savedWeeklyScheduleSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      const ctx = contextOf(app);
      const { result, cancelledAppointments } = await withCancellations(ctx, scope, request.body.cancelAppointments, () =>
        replaceWeeklySchedule(ctx, scope, request.params.specialistId, request.body.weeklyHours),
      );
      return { ...result, cancelledAppointments };
    },
  );
};

export default adminScheduleRoutes;
