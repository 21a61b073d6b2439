import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCalendarQuerySchema, adminCalendarSchema } from '@vizitas/shared/schemas/admin/calendar';
import { authorize } from '#server/core/authorize.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { sendJsonText } from '#server/http/send-shared-answer.ts';
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
    async (request, reply) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      // Already JSON (the schema's shape, checked by the module's tests): sent as it is.
      const answer = await calendarView(app.database.db, scope, request.query, app.now().getTime());
      return sendJsonText(reply, answer);
    },
  );
};

export default adminCalendarRoutes;
