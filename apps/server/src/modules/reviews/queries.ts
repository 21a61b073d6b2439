import { and, desc, eq, isNull, lte } from 'drizzle-orm';
import { appointments, businesses, reviews, serviceNamesOf, specialists, type Db } from '@vizitas/db';
import type { PendingReview } from '@vizitas/shared/schemas/review';

/**
 * How long after a visit the review dialog still asks about it (PRODUCT.md, Review dialog: not after
 * 30 days); `/vizitai` keeps offering the stars beside an older visit.
 */
export const PENDING_REVIEW_DAYS = 30;

/** The customer's newest completed visit of the last {@link PENDING_REVIEW_DAYS} days without a review. */
export async function pendingReviewOf(db: Db, customerId: string, now: Date): Promise<PendingReview> {
  const since = new Date(now.getTime() - PENDING_REVIEW_DAYS * 86_400_000);
  const [row] = await db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      business: { id: businesses.id, slug: businesses.slug, name: businesses.name },
      specialistName: specialists.name,
      services: serviceNamesOf(appointments.id),
    })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .innerJoin(specialists, eq(specialists.id, appointments.specialistId))
    .leftJoin(reviews, eq(reviews.appointmentId, appointments.id))
    .where(
      and(
        eq(appointments.customerId, customerId),
        eq(appointments.status, 'completed'),
        isNull(reviews.id),
        lte(appointments.endsAt, now),
      ),
    )
    .orderBy(desc(appointments.startsAt), desc(appointments.id))
    .limit(1);
  if (!row || row.startsAt < since) return { appointment: null };
  return {
    appointment: {
      id: row.id,
      business: row.business,
      specialistName: row.specialistName,
      start: row.startsAt.toISOString(),
      services: row.services,
    },
  };
}
