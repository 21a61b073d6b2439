export { authorNameOf, createReview, pendingReviewOf, updateReview } from './review-commands.ts';
