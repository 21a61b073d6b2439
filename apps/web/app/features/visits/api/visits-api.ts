/**
 * The visits calls from the browser: more of a list, and cancelling a visit. Every failure
 * becomes a `VisitsApiError` with a Lithuanian message (the API's own message when it sent one).
 */
import { reviewCreate } from '@vizitas/shared/api/user/reviews';
import { appointmentCancellation, customerVisits } from '@vizitas/shared/api/user/appointments';
import { contractUrl } from '@vizitas/shared/api/contract';
import { generatePath, messages } from '@vizitas/shared';
import { ApiError, browserFetch, callJson, jsonBody, type Fetch, type JsonCallTexts } from '~/lib/api/json-api';
import type { CustomerVisitList, VisitScope } from '@vizitas/shared/schemas/appointment';
import type { Review } from '@vizitas/shared/schemas/review';

export const VISITS_API = contractUrl(customerVisits, {});
export const CANCEL_API = contractUrl(appointmentCancellation, {});
/** Longest cancellation reason the API takes. */
export const REASON_MAX_LENGTH = 500;

export class VisitsApiError extends ApiError {
  override name = 'VisitsApiError';
}

export type { Fetch };

/** `GET` of `appointment_ics_api`: the calendar file of one visit. */
export function icsUrl(id: string): string {
  return generatePath('appointment_ics_api', { id });
}

export function visitsUrl(scope: VisitScope, page: number, business?: string | null): string {
  const query = new URLSearchParams({ scope, page: String(page) });
  if (business) query.set('business', business);
  return `${VISITS_API}?${query.toString()}`;
}

const TEXTS: JsonCallTexts<VisitsApiError> = {
  error: (status, code, message) => new VisitsApiError(status, code, message),
  network: messages.booking.errors.network,
  failure: (status, code) => ({
    code: code ?? `http_${status}`,
    message: status >= 500 ? messages.errors.service_unavailable : messages.errors.internal_error,
  }),
  unreadable: messages.errors.internal_error,
};

function call<T>(fetcher: Fetch, url: string, init?: RequestInit): Promise<T> {
  return callJson<T, VisitsApiError>(fetcher, url, init, TEXTS);
}

export function fetchVisits(scope: VisitScope, page: number, business?: string | null, fetcher: Fetch = browserFetch) {
  return call<CustomerVisitList>(fetcher, visitsUrl(scope, page, business));
}

export async function cancelVisit(id: string, reason: string, fetcher: Fetch = browserFetch): Promise<void> {
  const trimmed = reason.trim();
  await call<unknown>(
    fetcher,
    CANCEL_API,
    jsonBody('POST', trimmed ? { appointment: id, reason: trimmed } : { appointment: id }),
  );
}

/** Rates a past visit from the list: the review dialog's endpoint (`review_api`), 1–5 stars. */
export function rateVisit(appointment: string, rating: number, fetcher: Fetch = browserFetch): Promise<Review> {
  return call<Review>(fetcher, contractUrl(reviewCreate, {}), jsonBody('POST', { appointment, rating }));
}
