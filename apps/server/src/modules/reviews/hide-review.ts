import { and, eq } from 'drizzle-orm';
import { reviews, visibleReview } from '@vizitas/db';
import type { ModeratedReview } from '@vizitas/shared/schemas/review-moderation';
import type { CommandContext } from '#server/core/context.ts';
import { transactionWithEvents } from '#server/core/events.ts';
import { moderatedReview } from './moderation-queries.ts';

/**
 * Hides a review with the operator's reason and closes its open report. The author and the
 * business are told in the same transaction (`review.hidden`). A review already hidden stays as it
 * was: nobody is told twice.
 */
export async function hideReview(
  ctx: CommandContext,
  operatorId: string,
  reviewId: string,
  reason: string,
): Promise<ModeratedReview> {
  const at = ctx.now();
  return transactionWithEvents(ctx, async (tx, record) => {
    const [hidden] = await tx
      .update(reviews)
      .set({ hiddenAt: at, hiddenReason: reason, hiddenByUserId: operatorId, reportClosedAt: at })
      .where(and(eq(reviews.id, reviewId), visibleReview()))
      .returning({ businessId: reviews.businessId });
    if (hidden) {
      await record('review.hidden', {
        businessId: hidden.businessId,
        reviewId,
        byUserId: operatorId,
        hiddenAt: at.toISOString(),
        reason,
      });
    }
    return moderatedReview(tx, reviewId);
  });
}
