/** A customer rates her own completed visit, then may add a comment. */
import {
  createReviewSchema,
  pendingReviewSchema,
  reviewIdParamsSchema,
  reviewSchema,
  updateReviewSchema,
} from '../../schemas/review.ts';
import { defineContract } from '../contract.ts';

export const myPendingReview = defineContract('pending_review_api', {
  method: 'GET',
  summary: 'Naujausias įvykęs, dar neįvertintas mano vizitas (per 30 dienų) arba null',
  output: pendingReviewSchema,
  errors: [401],
});

export const reviewCreate = defineContract('review_api', {
  method: 'POST',
  summary: 'Įvertinti savo įvykusį vizitą (1–5 žvaigždutės, atsiliepimas iki 2000 simbolių – nebūtinas)',
  description:
    '404 – vizito nėra; 403 – vizitas ne jūsų; 422 `appointment_not_completed` – vizitas neįvykęs; 409 `already_reviewed` – jau įvertintas.',
  body: createReviewSchema,
  output: reviewSchema,
  status: 201,
  errors: [400, 401, 403, 404, 409, 413, 415, 422, 429],
});

export const reviewUpdate = defineContract('review_update_api', {
  method: 'PATCH',
  summary: 'Papildyti savo atsiliepimą komentaru arba pakeisti įvertinimą',
  params: reviewIdParamsSchema,
  body: updateReviewSchema,
  output: reviewSchema,
  errors: [400, 401, 403, 404, 413, 415, 429],
});
