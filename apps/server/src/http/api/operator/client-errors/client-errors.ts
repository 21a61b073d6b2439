import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientErrorReportListSchema, pageQuerySchema } from '@vizitas/shared/schemas/account';
import { errorResponses } from '#server/http/openapi.ts';
import { requireOperator } from '#server/http/guards.ts';
import { authorize } from '#server/core/authorize.ts';
import { canListClientErrorReports, listClientErrorReports } from '#server/modules/client-errors/index.ts';

/** `GET /api/operator/client-errors`: the error reports sent by browsers, newest first. */
const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client-errors',
    {
      schema: {
        tags: ['operator'],
        summary: 'Naršyklių klaidų pranešimai (naujausi pirmi)',
        querystring: pageQuerySchema,
        response: { 200: clientErrorReportListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      authorize(canListClientErrorReports(operator));
      return listClientErrorReports(app.database.db, request.query);
    },
  );
};

export default clientErrorRoutes;
