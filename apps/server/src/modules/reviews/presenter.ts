import { eq } from 'drizzle-orm';
import { businesses, reviews, type Db } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { Review } from '@vizitas/shared/schemas/review';

/** The name shown beside a review: the customer's first name. */
export function authorNameOf(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  return first === '' ? 'Klientas' : first.slice(0, 60);
}

/** An empty comment is no comment. */
export function emptyToNull(comment: string | null | undefined): string | null {
  return comment === undefined || comment === null || comment === '' ? null : comment;
}

/** A review as the API shows it, with its business. */
export async function presentReview(db: Db, reviewId: string): Promise<Review> {
  const [row] = await db
    .select({ review: reviews, business: { id: businesses.id, slug: businesses.slug, name: businesses.name } })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(eq(reviews.id, reviewId))
    .limit(1);
  if (!row) throw appError('resource_not_found');
  return {
    id: row.review.id,
    appointmentId: row.review.appointmentId,
    business: row.business,
    authorName: row.review.authorName,
    rating: row.review.rating,
    comment: row.review.comment,
    createdAt: row.review.createdAt.toISOString(),
  };
}
