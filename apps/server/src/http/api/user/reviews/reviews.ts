import { myPendingReview, reviewCreate, reviewUpdate } from '@vizitas/shared/api/user/reviews';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { requireUserOf } from '#server/http/guards.ts';
import { SESSION_COOKIE } from '#server/http/plugins/session.ts';
import { createReview, pendingReviewOf, updateReview } from '#server/modules/reviews/index.ts';

const perCustomer = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (request: { cookies: Record<string, string | undefined>; ip: string }) =>
    request.cookies[SESSION_COOKIE] ?? request.ip,
};

/**
 * `/api/user/review…`: a customer rates their own completed visit (1–5 stars), then may add a
 * comment (`PATCH`), and asks which visit is waiting for a rating (the review dialog).
 */
export const reviewEndpoints = [
  defineEndpoint(myPendingReview, {
    handle: async (ctx, actor) => {
      const user = await requireUserOf(actor);
      return pendingReviewOf(ctx.db, user.id, ctx.now());
    },
  }),
  defineEndpoint(reviewCreate, {
    route: { config: { rateLimit: perCustomer } },
    handle: async (ctx, actor, { body }) => {
      const user = await requireUserOf(actor);
      const review = await createReview(ctx.db, user, { ...body }, ctx.now());
      ctx.events.emit('review.created', { businessId: review.business.id, reviewId: review.id });
      return review;
    },
  }),
  defineEndpoint(reviewUpdate, {
    route: { config: { rateLimit: perCustomer } },
    handle: async (ctx, actor, { params, body }) => {
      const user = await requireUserOf(actor);
      const review = await updateReview(ctx.db, user, params.id, { ...body }, ctx.now());
      ctx.events.emit('review.updated', { businessId: review.business.id, reviewId: review.id });
      return review;
    },
  }),
];
