import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createReviewSchema,
  pendingReviewSchema,
  reviewIdParamsSchema,
  reviewSchema,
  updateReviewSchema,
} from '@vizitas/shared/schemas/review';
import { errorResponses } from '#server/http/openapi.ts';
import { requireUser } from '#server/http/guards.ts';
import { SESSION_COOKIE } from '#server/http/plugins/session.ts';
import { createReview, pendingReviewOf, updateReview } from '#server/modules/reviews/index.ts';

const TAGS = ['user'];
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
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review/pending',
    {
      schema: {
        tags: TAGS,
        summary: 'Naujausias įvykęs, dar neįvertintas mano vizitas (per 30 dienų) arba null',
        response: { 200: pendingReviewSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return pendingReviewOf(app.database.db, user.id, app.now());
    },
  );

  app.post(
    '/review',
    {
      config: { rateLimit: perCustomer },
      schema: {
        tags: TAGS,
        summary: 'Įvertinti savo įvykusį vizitą (1–5 žvaigždutės, atsiliepimas iki 2000 simbolių – nebūtinas)',
        description:
          '404 – vizito nėra; 403 – vizitas ne jūsų; 422 `appointment_not_completed` – vizitas neįvykęs; 409 `already_reviewed` – jau įvertintas.',
        body: createReviewSchema,
        response: { 201: reviewSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const review = await createReview(app.database.db, user, request.body, app.now());
      app.events.emit('review.created', { businessId: review.business.id, reviewId: review.id });
      return reply.status(201).send(review);
    },
  );

  app.patch(
    '/review/:id',
    {
      config: { rateLimit: perCustomer },
      schema: {
        tags: TAGS,
        summary: 'Papildyti savo atsiliepimą komentaru arba pakeisti įvertinimą',
        params: reviewIdParamsSchema,
        body: updateReviewSchema,
        response: { 200: reviewSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const review = await updateReview(app.database.db, user, request.params.id, request.body, app.now());
      app.events.emit('review.updated', { businessId: review.business.id, reviewId: review.id });
      return review;
    },
  );
};

export default reviewRoutes;
