import { clientErrorReports } from '@vizitas/shared/api/operator/console';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { requireOperatorOf } from '#server/http/guards.ts';
import { canListClientErrorReports, listClientErrorReports } from '#server/modules/client-errors/index.ts';

/** `GET /api/operator/client-errors`: the error reports sent by browsers, newest first. */
export const clientErrorEndpoints = [
  defineEndpoint(clientErrorReports, {
    handle: async (ctx, actor, { query }) => {
      const operator = await requireOperatorOf(actor);
      authorize(canListClientErrorReports(operator));
      return listClientErrorReports(ctx.db, query);
    },
  }),
];
