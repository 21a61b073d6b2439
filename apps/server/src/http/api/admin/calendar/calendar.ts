import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCalendarQuerySchema, adminCalendarSchema } from '@vizitas/shared/schemas/admin/calendar';
import { authorize } from '#server/core/authorize.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { canAdministerBusiness } from '#server/modules/business/index.ts';
import { calendarView } from '#server/modules/calendar/index.ts';

/** `/api/admin/calendar`: the admin calendar's day or week in one answer. */
const adminCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calendar',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Kalendorius dienai ar savaitei (iki 7 d.): specialistai, jų darbo laikas pagal tvarkaraštį, pakeitimus, laisvadienius ir šventes, ir vizitai',
        querystring: adminCalendarQuerySchema,
        response: { 200: adminCalendarSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      return calendarView(app.database.db, scope, request.query, app.now().getTime());
    },
  );
};

export default adminCalendarRoutes;
