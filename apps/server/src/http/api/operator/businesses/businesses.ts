import { operatorBusinesses } from '@vizitas/shared/api/operator/businesses';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { requireOperatorOf } from '#server/http/guards.ts';
import { canReadPipeline, readPipeline } from '#server/modules/onboarding/index.ts';

/** `GET /api/operator/businesses`: the pipeline of every business, "needs attention" first. */
export const operatorBusinessEndpoints = [
  defineEndpoint(operatorBusinesses, {
    handle: async (ctx, actor, { query }) => {
      const operator = await requireOperatorOf(actor);
      authorize(canReadPipeline(operator));
      return readPipeline(ctx.db, query, ctx.now());
    },
  }),
];
