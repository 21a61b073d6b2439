export { createReview } from './create-review.ts';
export { authorNameOf } from './presenter.ts';
export { pendingReviewOf } from './queries.ts';
export { updateReview } from './update-review.ts';
export { hideReview } from './hide-review.ts';
export { listBusinessReviews, listReviewsForModeration, reviewHiddenRecipients } from './moderation-queries.ts';
export { reportReview } from './report-review.ts';
export { showReview } from './show-review.ts';
export { canModerateReviews } from './policy.ts';
