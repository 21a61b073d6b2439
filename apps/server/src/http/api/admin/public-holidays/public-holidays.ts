import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParamsSchema } from '@vizitas/shared/schemas/admin/common';
import {
  changedPublicHolidaySchema,
  publicHolidayChangeBodySchema,
  publicHolidayDateParamsSchema,
  publicHolidayListSchema,
  publicHolidayYearQuerySchema,
} from '@vizitas/shared/schemas/admin/public-holidays';
import { contextOf } from '#server/http/app-context.ts';
import { authorize } from '#server/core/authorize.ts';
import { canAdministerBusiness } from '#server/modules/business/index.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { listPublicHolidays, setPublicHolidayExcluded, withCancellations } from '#server/modules/schedule/index.ts';

/** `/api/admin/business/{id}/public-holidays`: Lithuania's public holidays and the business's exclusions (istraukti). */
const adminPublicHolidayRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/business/:id/public-holidays',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lietuvos valstybinės šventės pasirinktais metais ir ar verslas tą dieną dirba (ištraukta)',
        params: adminIdParamsSchema,
        querystring: publicHolidayYearQuerySchema,
        response: { 200: publicHolidayListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.params.id);
      authorize(canAdministerBusiness(scope));
      return listPublicHolidays(db(), scope, request.query.year);
    },
  );

  for (const [suffix, excluded, summary] of [
    ['exclude', true, 'Ištraukti valstybinę šventę: verslas tą dieną dirba'],
    ['include', false, 'Atšaukti ištraukimą: valstybinė šventė vėl nedarbo diena'],
  ] as const) {
    app.post(
      `/business/:id/public-holidays/:date/${suffix}`,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: publicHolidayDateParamsSchema,
          body: publicHolidayChangeBodySchema,
          response: { 200: changedPublicHolidaySchema, ...errorResponses(400, 401, 403, 404, 422) },
        },
      },
      async (request) => {
        const scope = await businessScopeOf(request, request.params.id);
        authorize(canAdministerBusiness(scope));
        const ctx = contextOf(app);
        const { result, cancelledAppointments } = await withCancellations(ctx, scope, request.body?.cancelAppointments, () =>
          setPublicHolidayExcluded(ctx, scope, request.params.date, excluded),
        );
        return { ...result, cancelledAppointments };
      },
    );
  }
};

export default adminPublicHolidayRoutes;
