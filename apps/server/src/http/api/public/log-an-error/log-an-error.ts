import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '@vizitas/shared';
import { clientErrorReportSchema } from '@vizitas/shared/schemas/page-context';
import { isValidErrorReportToken } from '#server/lib/error-report-token.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { storeClientErrorReport } from '#server/modules/client-errors/index.ts';

const logAnErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/log-an-error/:token',
    {
      bodyLimit: 16 * 1024,
      // A report may quote any text; the module stores it with NUL and lone surrogates replaced.
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, keepsAnyText: true },
      schema: {
        tags: ['public'],
        summary: 'Naršyklės klaidos pranešimas operatoriui',
        params: z.object({ token: z.string().max(64) }),
        body: clientErrorReportSchema,
        response: { 201: z.object({ success: z.literal(true) }), ...errorResponses(400, 403, 413, 429) },
      },
    },
    async (request, reply) => {
      if (!isValidErrorReportToken(app.secrets.errorReports, request.params.token, app.now().getTime()))
        throw appError('forbidden');
      const user = await request.currentUser();
      await storeClientErrorReport(app.database.db, {
        ...request.body,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        userId: user?.id ?? null,
      });
      request.log.warn({ report: request.body.message, page: request.body.pageUrl }, 'client error reported');
      return reply.status(201).send({ success: true as const });
    },
  );
};

export default logAnErrorRoutes;
