export { createReview } from './create-review.ts';
export { authorNameOf } from './presenter.ts';
export { pendingReviewOf } from './queries.ts';
export { updateReview } from './update-review.ts';
export {
  hideReview,
  listBusinessReviews,
  listReviewsForModeration,
  reportReview,
  reviewHiddenRecipients,
  showReview,
} from './moderation.ts';
export { canModerateReviews } from './policy.ts';
