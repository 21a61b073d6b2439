/** The business's own reviews (hidden ones with the operator's reason), and reporting one to the operator. */
import { adminBusinessQuerySchema } from '../../schemas/admin/common.ts';
import {
  adminReviewsQuerySchema,
  adminReviewsSchema,
  moderatedReviewSchema,
  moderationReasonSchema,
  reviewIdParamsSchema,
} from '../../schemas/review-moderation.ts';
import { defineContract } from '../contract.ts';

export const adminReviews = defineContract('admin_reviews_api', {
  method: 'GET',
  summary: 'Verslo atsiliepimai (ir paslėpti, su priežastimi), naujausi pirmi; viešas vidurkis',
  query: adminReviewsQuerySchema,
  output: adminReviewsSchema,
  errors: [400, 401, 403],
});

export const adminReviewReport = defineContract('admin_review_report_api', {
  method: 'POST',
  summary: 'Pranešti platformai apie atsiliepimą (jis atsiduria operatoriaus sąrašo viršuje)',
  description: 'Kito verslo atsiliepimas – 404.',
  params: reviewIdParamsSchema,
  query: adminBusinessQuerySchema,
  body: moderationReasonSchema,
  output: moderatedReviewSchema,
  errors: [400, 401, 403, 404],
});
