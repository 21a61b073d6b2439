import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBusinessQuerySchema, adminSpecialistParamsSchema } from '@vizitas/shared/schemas/admin/common';
import { affectedAppointmentsSchema, scheduleChangeSchema } from '@vizitas/shared/schemas/admin/schedule-changes';
import {
  replaceWeeklyScheduleSchema,
  savedWeeklyScheduleSchema,
  weeklyScheduleSchema,
} from '@vizitas/shared/schemas/admin/weekly-schedules';
import { contextOf } from '#server/http/app-context.ts';
import { authorize } from '#server/core/authorize.ts';
import { canAdministerBusiness } from '#server/modules/business/index.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import {
  affectedAppointments,
  getWeeklySchedule,
  replaceWeeklySchedule,
  withCancellations,
} from '#server/modules/schedule/index.ts';

/**
 * `/api/admin/schedule/{specialistId}`: a specialist's weekly working hours;
 * `/api/admin/schedule/affected-appointments`: the visits a change of hours would leave outside them.
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

  app.post(
    '/schedule/affected-appointments',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Kurie užregistruoti vizitai po pakeitimo (savaitės darbo laikas, tvarkaraščio pakeitimas, laisvadienis, šventė) liktų už darbo laiko; nieko nekeičia',
        querystring: adminBusinessQuerySchema,
        body: scheduleChangeSchema,
        response: { 200: affectedAppointmentsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      return affectedAppointments(app.database.db, scope, request.body, app.now().getTime());
    },
  );
};

export default adminScheduleRoutes;
