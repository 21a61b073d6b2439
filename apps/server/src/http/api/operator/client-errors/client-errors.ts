import { clientErrorGroups, clientErrorReports, resolveClientErrorGroup } from '@vizitas/shared/api/operator/console';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { requireOperatorOf } from '#server/http/guards.ts';
import {
  canListClientErrorReports,
  listClientErrorReports,
  listErrorGroups,
  resolveErrorGroup,
} from '#server/modules/client-errors/index.ts';

/**
 * `GET /api/operator/client-errors`: the error reports sent by browsers, newest first; `…/groups`:
 * grouped by message and place; `…/groups/{key}/resolve`: a group marked resolved.
 */
export const clientErrorEndpoints = [
  defineEndpoint(clientErrorReports, {
    handle: async (ctx, actor, { query }) => {
      const operator = await requireOperatorOf(actor);
      authorize(canListClientErrorReports(operator));
      return listClientErrorReports(ctx.db, query);
    },
  }),
  defineEndpoint(clientErrorGroups, {
    handle: async (ctx, actor) => {
      const operator = await requireOperatorOf(actor);
      authorize(canListClientErrorReports(operator));
      return listErrorGroups(ctx.db);
    },
  }),
  defineEndpoint(resolveClientErrorGroup, {
    handle: async (ctx, actor, { params }) => {
      const operator = await requireOperatorOf(actor);
      authorize(canListClientErrorReports(operator));
      await resolveErrorGroup(ctx.db, params.key, operator.id, ctx.now());
      return { resolved: true as const };
    },
  }),
];
