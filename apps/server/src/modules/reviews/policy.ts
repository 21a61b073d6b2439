import type { Actor } from '#server/core/authorize.ts';

/** A visit is rated by the customer who had it (the status is checked by the command). */
export function canReviewAppointment(actor: Actor, appointment: { customerId: string | null }): boolean {
  return appointment.customerId !== null && appointment.customerId === actor.id;
}

/** A review is changed by its author only. */
export function canEditReview(actor: Actor, review: { customerId: string | null }): boolean {
  return review.customerId !== null && review.customerId === actor.id;
}

/** Hiding and showing reviews, and the list of all of them: the platform operator alone. */
export function canModerateReviews(actor: { isOperator: boolean }): boolean {
  return actor.isOperator;
}
