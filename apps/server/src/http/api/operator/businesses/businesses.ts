import { operatorBusiness, operatorBusinesses } from '@vizitas/shared/api/operator/businesses';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { requireOperatorOf } from '#server/http/guards.ts';
import { canReadPipeline, readBusinessCard, readPipeline } from '#server/modules/onboarding/index.ts';

/**
 * `GET /api/operator/businesses`: the pipeline of every business, "needs attention" first;
 * `GET /api/operator/businesses/{id}`: one business's card (404 for one that does not exist).
 */
export const operatorBusinessEndpoints = [
  defineEndpoint(operatorBusinesses, {
    handle: async (ctx, actor, { query }) => {
      const operator = await requireOperatorOf(actor);
      authorize(canReadPipeline(operator));
      return readPipeline(ctx.db, query, ctx.now());
    },
  }),
  defineEndpoint(operatorBusiness, {
    handle: async (ctx, actor, { params }) => {
      const operator = await requireOperatorOf(actor);
      authorize(canReadPipeline(operator));
      return readBusinessCard(ctx, params.id, operator.id);
    },
  }),
];
