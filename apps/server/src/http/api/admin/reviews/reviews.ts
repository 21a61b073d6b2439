import { adminReviewReport, adminReviews } from '@vizitas/shared/api/admin/reviews';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { listBusinessReviews, reportReview } from '#server/modules/reviews/index.ts';
import { administeredScope, managedScope } from '../scope.ts';

/** `/api/admin/reviews`: the business's reviews (hidden ones with the reason), read by its members; the owner reports one. */
export const adminReviewEndpoints = [
  defineEndpoint(adminReviews, {
    handle: async (ctx, actor, { query }) =>
      listBusinessReviews(ctx.db, await administeredScope(actor, query.business), query.page),
  }),
  defineEndpoint(adminReviewReport, {
    handle: async (ctx, actor, { params, query, body }) => {
      // Reporting is the owner's decision (and the operator's, acting for the business).
      const scope = await managedScope(actor, query.business);
      return reportReview(ctx.db, scope, params.id, body.reason, ctx.now());
    },
  }),
];
