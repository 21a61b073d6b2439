/**
 * The review calls from the browser. A failure becomes a `ReviewApiError` carrying the API's
 * Lithuanian message when it sent one (e.g. „Šį vizitą jau įvertinote.“), else the generic one.
 */
import { myPendingReview, reviewCreate, reviewUpdate } from '@vizitas/shared/api/user/reviews';
import { contractUrl } from '@vizitas/shared/api/contract';
import { messages } from '@vizitas/shared';
import type { PendingReview, Review } from '@vizitas/shared/schemas/review';
import { ApiError, callJson, jsonBody, type Fetch, type JsonCallTexts } from '~/lib/api/json-api';

export type PendingAppointment = NonNullable<PendingReview['appointment']>;

export class ReviewApiError extends ApiError {
  override name = 'ReviewApiError';
}

export type { Fetch };

const TEXTS: JsonCallTexts<ReviewApiError> = {
  error: (status, code, message) => new ReviewApiError(status, code, message),
  network: messages.appointmentReview.failed,
  failure: (status, code) => ({ code: code ?? `http_${status}`, message: messages.appointmentReview.failed }),
  unreadable: messages.appointmentReview.failed,
};

function call<T>(fetcher: Fetch, url: string, init?: RequestInit): Promise<T> {
  return callJson<T, ReviewApiError>(fetcher, url, init, TEXTS);
}

/** The visit waiting for a rating, or null. */
export async function fetchPendingReview(fetcher: Fetch = fetch): Promise<PendingAppointment | null> {
  return (await call<PendingReview>(fetcher, contractUrl(myPendingReview, {}))).appointment;
}

export function rateAppointment(appointment: string, rating: number, fetcher: Fetch = fetch): Promise<Review> {
  return call<Review>(fetcher, contractUrl(reviewCreate, {}), jsonBody('POST', { appointment, rating }));
}

export function commentReview(reviewId: string, comment: string, fetcher: Fetch = fetch): Promise<Review> {
  return call<Review>(fetcher, contractUrl(reviewUpdate, { params: { id: reviewId } }), jsonBody('PATCH', { comment }));
}
