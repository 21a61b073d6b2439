/** The operator moderates reviews: every review (the businesses' reports first), hide one with a reason, show it again. */
import {
  moderatedReviewSchema,
  moderationReasonSchema,
  operatorReviewsQuerySchema,
  operatorReviewsSchema,
  reviewIdParamsSchema,
} from '../../schemas/review-moderation.ts';
import { defineContract } from '../contract.ts';

export const operatorReviews = defineContract('operator_reviews_api', {
  method: 'GET',
  summary: 'Visi atsiliepimai su verslu ir vizitu: atviri verslų pranešimai pirmi, tada puslapiais (visi arba paslėpti)',
  query: operatorReviewsQuerySchema,
  output: operatorReviewsSchema,
  errors: [400, 401, 403],
});

export const operatorReviewHide = defineContract('operator_review_hide_api', {
  method: 'POST',
  summary: 'Paslėpti atsiliepimą su priežastimi (autorius ir verslas gauna priežastį)',
  description: 'Jau paslėptas atsiliepimas lieka toks, koks buvo: niekam nepranešama dar kartą.',
  params: reviewIdParamsSchema,
  body: moderationReasonSchema,
  output: moderatedReviewSchema,
  errors: [400, 401, 403, 404],
});

export const operatorReviewShow = defineContract('operator_review_show_api', {
  method: 'POST',
  summary: 'Grąžinti paslėptą atsiliepimą arba palikti praneštą matomą (pranešimas peržiūrėtas)',
  params: reviewIdParamsSchema,
  output: moderatedReviewSchema,
  errors: [400, 401, 403, 404],
});
