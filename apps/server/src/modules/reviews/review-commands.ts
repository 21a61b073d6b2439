/** A customer's reviews of their own completed visits: create, add a comment, and find the visit to rate. */
import { and, asc, desc, eq, isNull, lte } from 'drizzle-orm';
import { appointmentServices, appointments, businesses, reviews, specialists, type Db } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { CreateReviewInput, PendingReview, Review, UpdateReviewInput } from '@vizitas/shared/schemas/review';
import { authorize, type Actor } from '#server/core/authorize.ts';
import { isUniqueViolation } from '#server/core/db-errors.ts';
import { canEditReview, canReviewAppointment } from './policy.ts';

/** How long after a visit the customer is still asked to rate it. */
export const PENDING_REVIEW_DAYS = 60;

/** The name shown beside a review: the customer's first name. */
export function authorNameOf(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  return first === '' ? 'Klientas' : first.slice(0, 60);
}

function emptyToNull(comment: string | null | undefined): string | null {
  return comment === undefined || comment === null || comment === '' ? null : comment;
}

async function presentReview(db: Db, reviewId: string): Promise<Review> {
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

/**
 * Rates a visit: 404 when there is no such appointment, 403 when it is someone else's, 422
 * `appointment_not_completed` unless it is completed, 409 `already_reviewed` when it has a review
 * (also when two requests race: the unique constraint decides).
 */
export async function createReview(
  db: Db,
  actor: Actor & { name: string },
  input: CreateReviewInput,
  now: Date,
): Promise<Review> {
  const [appointment] = await db
    .select({
      id: appointments.id,
      businessId: appointments.businessId,
      customerId: appointments.customerId,
      status: appointments.status,
    })
    .from(appointments)
    .where(eq(appointments.id, input.appointment))
    .limit(1);
  if (!appointment) throw appError('resource_not_found');
  authorize(canReviewAppointment(actor, appointment));
  if (appointment.status !== 'completed') throw appError('appointment_not_completed');
  const [existing] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.appointmentId, appointment.id)).limit(1);
  if (existing) throw appError('already_reviewed');
  let id: string;
  try {
    const [row] = await db
      .insert(reviews)
      .values({
        businessId: appointment.businessId,
        appointmentId: appointment.id,
        customerId: actor.id,
        authorName: authorNameOf(actor.name),
        rating: input.rating,
        comment: emptyToNull(input.comment),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: reviews.id });
    id = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('already_reviewed');
    throw error;
  }
  return presentReview(db, id);
}

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

/** The customer's newest completed visit of the last {@link PENDING_REVIEW_DAYS} days without a review. */
export async function pendingReviewOf(db: Db, customerId: string, now: Date): Promise<PendingReview> {
  const since = new Date(now.getTime() - PENDING_REVIEW_DAYS * 86_400_000);
  const [row] = await db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      business: { id: businesses.id, slug: businesses.slug, name: businesses.name },
      specialistName: specialists.name,
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
  const serviceRows = await db
    .select({ name: appointmentServices.name })
    .from(appointmentServices)
    .where(eq(appointmentServices.appointmentId, row.id))
    .orderBy(asc(appointmentServices.position));
  return {
    appointment: {
      id: row.id,
      business: row.business,
      specialistName: row.specialistName,
      start: row.startsAt.toISOString(),
      services: serviceRows.map((service) => service.name),
    },
  };
}
