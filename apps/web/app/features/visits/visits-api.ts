/**
 * The visits calls from the browser: more of a list, and cancelling a visit. Every failure
 * becomes a `VisitsApiError` with a Lithuanian message (the API's own message when it sent one).
 */
import { messages } from '@vizitas/shared';
import type { CustomerVisitList, VisitScope } from '@vizitas/shared/schemas/appointment';

export const VISITS_API = '/api/user/appointments';
export const CANCEL_API = '/api/user/appointment/decline';
/** Longest cancellation reason the API takes. */
export const REASON_MAX_LENGTH = 500;

export class VisitsApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'VisitsApiError';
    this.status = status;
    this.code = code;
  }
}

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;
const browserFetch: Fetch = (input, init) => fetch(input, init);

/** `GET /api/user/appointment/{id}/ics`: the calendar file of one visit. */
export function icsUrl(id: string): string {
  return `/api/user/appointment/${encodeURIComponent(id)}/ics`;
}

export function visitsUrl(scope: VisitScope, page: number, business?: string | null): string {
  const query = new URLSearchParams({ scope, page: String(page) });
  if (business) query.set('business', business);
  return `${VISITS_API}?${query.toString()}`;
}

async function call<T>(fetcher: Fetch, url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(url, {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
    });
  } catch {
    throw new VisitsApiError(0, 'network', messages.booking.errors.network);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const { code, message } = (body ?? {}) as { code?: unknown; message?: unknown };
    const text =
      typeof message === 'string' && message !== ''
        ? message
        : response.status >= 500
          ? messages.errors.service_unavailable
          : messages.errors.internal_error;
    throw new VisitsApiError(response.status, typeof code === 'string' ? code : `http_${response.status}`, text);
  }
  if (body === null) throw new VisitsApiError(response.status, 'bad_response', messages.errors.internal_error);
  return body as T;
}

export function fetchVisits(scope: VisitScope, page: number, business?: string | null, fetcher: Fetch = browserFetch) {
  return call<CustomerVisitList>(fetcher, visitsUrl(scope, page, business));
}

export async function cancelVisit(id: string, reason: string, fetcher: Fetch = browserFetch): Promise<void> {
  const trimmed = reason.trim();
  await call<unknown>(fetcher, CANCEL_API, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(trimmed ? { appointment: id, reason: trimmed } : { appointment: id }),
  });
}
