import { eq } from 'drizzle-orm';
import { reviews } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { ModeratedReview } from '@vizitas/shared/schemas/review-moderation';
import type { CommandContext } from '#server/core/context.ts';
import { transactionWithEvents } from '#server/core/events.ts';
import { moderatedReview } from './moderation-queries.ts';

/**
 * Shows a review again — a hidden one returns to the public pages and the average — and closes its
 * open report (the operator kept it). A visible review without an open report stays as it was.
 */
export async function showReview(ctx: CommandContext, reviewId: string): Promise<ModeratedReview> {
  const at = ctx.now();
  return transactionWithEvents(ctx, async (tx, record) => {
    const [before] = await tx
      .select({
        businessId: reviews.businessId,
        hiddenAt: reviews.hiddenAt,
        reportClosedAt: reviews.reportClosedAt,
        reportedAt: reviews.reportedAt,
      })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update');
    if (!before) throw appError('resource_not_found');
    if (before.hiddenAt !== null || (before.reportedAt !== null && before.reportClosedAt === null)) {
      await tx
        .update(reviews)
        .set({ hiddenAt: null, hiddenReason: null, hiddenByUserId: null, ...(before.reportedAt ? { reportClosedAt: at } : {}) })
        .where(eq(reviews.id, reviewId));
      if (before.hiddenAt !== null) await record('review.shown', { businessId: before.businessId, reviewId });
    }
    return moderatedReview(tx, reviewId);
  });
}
