/**
 * The review calls from the browser. A failure becomes a `ReviewApiError` carrying the API's
 * Lithuanian message when it sent one (e.g. „Šį vizitą jau įvertinote.“), else the generic one.
 */
import { messages } from '@vizitas/shared';
import type { PendingReview, Review } from '@vizitas/shared/schemas/review';

export type PendingAppointment = NonNullable<PendingReview['appointment']>;

export class ReviewApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ReviewApiError';
    this.status = status;
    this.code = code;
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

async function call<T>(fetcher: Fetch, url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(url, {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
    });
  } catch {
    throw new ReviewApiError(0, 'network', messages.appointmentReview.failed);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) return body as T;
  const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
  throw new ReviewApiError(
    response.status,
    typeof code === 'string' ? code : `http_${response.status}`,
    typeof message === 'string' && message !== '' ? message : messages.appointmentReview.failed,
  );
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The visit waiting for a rating, or null. */
export async function fetchPendingReview(fetcher: Fetch = fetch): Promise<PendingAppointment | null> {
  return (await call<PendingReview>(fetcher, '/api/user/review/pending')).appointment;
}

export function rateAppointment(appointment: string, rating: number, fetcher: Fetch = fetch): Promise<Review> {
  return call<Review>(fetcher, '/api/user/review', json('POST', { appointment, rating }));
}

export function commentReview(reviewId: string, comment: string, fetcher: Fetch = fetch): Promise<Review> {
  return call<Review>(fetcher, `/api/user/review/${encodeURIComponent(reviewId)}`, json('PATCH', { comment }));
}
