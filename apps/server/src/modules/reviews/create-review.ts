import { eq } from 'drizzle-orm';
import { appointments, reviews, type Db } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { CreateReviewInput, Review } from '@vizitas/shared/schemas/review';
import { authorize, type Actor } from '#server/core/authorize.ts';
import { isUniqueViolation } from '#server/core/db-errors.ts';
import { canReviewAppointment } from './policy.ts';
import { authorNameOf, emptyToNull, presentReview } from './presenter.ts';

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
