import { operatorReviewHide, operatorReviewShow, operatorReviews } from '@vizitas/shared/api/operator/reviews';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { requireOperatorOf, type Asker } from '#server/http/guards.ts';
import { canModerateReviews, hideReview, listReviewsForModeration, showReview } from '#server/modules/reviews/index.ts';

/** The operator, once the moderation policy lets her (before any body is read). */
async function moderator(actor: Asker) {
  const operator = await requireOperatorOf(actor);
  authorize(canModerateReviews(operator));
  return operator;
}

/** `/api/operator/reviews`: every review (open reports first), hiding one with a reason, showing it again. */
export const operatorReviewEndpoints = [
  defineEndpoint(operatorReviews, {
    handle: async (ctx, actor, { query }) => {
      await moderator(actor);
      return listReviewsForModeration(ctx.db, query);
    },
  }),
  defineEndpoint(operatorReviewHide, {
    handle: async (ctx, actor, { params, body }) => {
      const operator = await moderator(actor);
      return hideReview(ctx, operator.id, params.id, body.reason);
    },
  }),
  defineEndpoint(operatorReviewShow, {
    handle: async (ctx, actor, { params }) => {
      await moderator(actor);
      return showReview(ctx, params.id);
    },
  }),
];
