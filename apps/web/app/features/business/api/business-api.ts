/**
 * The business page's calls from the browser: more of its reviews. A failure is an `ApiError`
 * (the one JSON client); the page shows its own "could not load" text for every failure.
 */
import { businessReviews } from '@vizitas/shared/api/public/business';
import { contractUrl } from '@vizitas/shared/api/contract';
import { messages } from '@vizitas/shared';
import type { ReviewPage } from '@vizitas/shared/schemas/review';
import { ApiError, browserFetch, callJson, type Fetch, type JsonCallTexts } from '~/lib/api/json-api';

const TEXTS: JsonCallTexts<ApiError> = {
  error: (status, code, message, body) => new ApiError(status, code, message, body),
  network: messages.business.reviewsFailed,
  failure: (status, code) => ({ code: code ?? `http_${status}`, message: messages.business.reviewsFailed }),
  unreadable: messages.business.reviewsFailed,
};

/** `GET` of the route `business_reviews_api`: a page of the newest reviews. */
export function reviewsUrl(slug: string, page: number, limit: number): string {
  return contractUrl(businessReviews, { params: { slug }, query: { page, limit } });
}

export function fetchReviewPage(slug: string, page: number, limit: number, fetcher: Fetch = browserFetch): Promise<ReviewPage> {
  return callJson<ReviewPage, ApiError>(fetcher, reviewsUrl(slug, page, limit), undefined, TEXTS);
}
