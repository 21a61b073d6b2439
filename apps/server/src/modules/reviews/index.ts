export { createReview } from './create-review.ts';
export { authorNameOf } from './presenter.ts';
export { pendingReviewOf } from './queries.ts';
export { updateReview } from './update-review.ts';
