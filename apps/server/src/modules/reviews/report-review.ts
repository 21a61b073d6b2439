import { eq } from 'drizzle-orm';
import { reviews, type Db } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { ModeratedReview } from '@vizitas/shared/schemas/review-moderation';
import type { TenantScope } from '#server/core/tenancy.ts';
import { moderatedReview } from './moderation-queries.ts';

/**
 * The business reports one of its reviews to the operator: the report (re)opens with its reason
 * and tops her list. Another business's review is not found.
 */
export async function reportReview(
  db: Db,
  scope: TenantScope,
  reviewId: string,
  reason: string,
  now: Date,
): Promise<ModeratedReview> {
  const [reported] = await db
    .update(reviews)
    .set({ reportedAt: now, reportedReason: reason, reportedByUserId: scope.userId, reportClosedAt: null })
    .where(scope.where(reviews, eq(reviews.id, reviewId)))
    .returning({ id: reviews.id });
  if (!reported) throw appError('resource_not_found');
  return moderatedReview(db, reviewId);
}
