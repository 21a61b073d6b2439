import { appError } from '@vizitas/shared';
import { logAnError } from '@vizitas/shared/api/public/client-errors';
import { isValidErrorReportToken } from '#server/lib/error-report-token.ts';
import { defineHttpEndpoint } from '#server/http/endpoint.ts';
import { storeClientErrorReport } from '#server/modules/client-errors/index.ts';

/**
 * A browser's error report, kept for the operator. Over HTTP only: the report's browser is the
 * request's (`user-agent`), and a report is logged with the request.
 */
export const logAnErrorEndpoints = [
  defineHttpEndpoint(logAnError, {
    // A report may quote any text; the module stores it with NUL and lone surrogates replaced.
    route: { bodyLimit: 16 * 1024, config: { rateLimit: { max: 20, timeWindow: '1 minute' }, keepsAnyText: true } },
    handle: async (ctx, actor, { params, body }, { request }) => {
      if (!isValidErrorReportToken(ctx.secrets.errorReports, params.token, ctx.now().getTime())) throw appError('forbidden');
      const user = await actor.user();
      await storeClientErrorReport(
        ctx.db,
        {
          ...body,
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
          userId: user?.id ?? null,
        },
        ctx.now(),
      );
      request.log.warn({ report: body.message, page: body.pageUrl }, 'client error reported');
      return { success: true as const };
    },
  }),
];
