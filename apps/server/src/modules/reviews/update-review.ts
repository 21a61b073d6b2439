import { eq } from 'drizzle-orm';
import { reviews, type Db } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { Review, UpdateReviewInput } from '@vizitas/shared/schemas/review';
import { authorize, type Actor } from '#server/core/authorize.ts';
import { canEditReview } from './policy.ts';
import { emptyToNull, presentReview } from './presenter.ts';

/** Changes the rating or the comment of the customer's own review (404 unknown, 403 someone else's). */
export async function updateReview(db: Db, actor: Actor, reviewId: string, input: UpdateReviewInput, now: Date): Promise<Review> {
  const [review] = await db
    .select({ id: reviews.id, customerId: reviews.customerId })
    .from(reviews)
    .where(eq(reviews.id, reviewId))
    .limit(1);
  if (!review) throw appError('resource_not_found');
  authorize(canEditReview(actor, review));
  await db
    .update(reviews)
    .set({
      ...(input.rating === undefined ? {} : { rating: input.rating }),
      ...(input.comment === undefined ? {} : { comment: emptyToNull(input.comment) }),
      updatedAt: now,
    })
    .where(eq(reviews.id, reviewId));
  return presentReview(db, reviewId);
}
