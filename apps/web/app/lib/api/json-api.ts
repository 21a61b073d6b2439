/**
 * The browser side of a JSON API call, the one client of every feature's `api/`: same-origin
 * credentials, a JSON `accept`, the answer read as JSON, and every failure turned into the
 * feature's `ApiError` with a Lithuanian message — the API's own message when it sent one, else
 * the feature's text — and the API's error answer itself (`body`: code, message, field errors).
 */
import type { ErrorBody } from '@vizitas/shared';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

export const browserFetch: Fetch = (input, init) => fetch(input, init);

/** `code` is the API's error code, `network` when no answer came, `bad_response` for an unreadable one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The API's error answer as it came (its `success`, `code`, `message`, `fields`), or null. */
  readonly body: Partial<ErrorBody> | null;

  constructor(status: number, code: string, message: string, body: Partial<ErrorBody> | null = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export interface JsonCallTexts<E extends ApiError> {
  /** Makes the feature's own error; `body` is the API's error answer, when it sent one. */
  error: (status: number, code: string, message: string, body: Partial<ErrorBody> | null) => E;
  /** When no answer came at all. */
  network: string;
  /** A failure without a message of its own (`code` if it sent one): the code and text to give. */
  failure: (status: number, code: string | undefined) => { code: string; message: string };
  /** When a successful answer is not JSON. */
  unreadable: string;
}

/** A JSON request body with its content type. */
export function jsonBody(method: string, body: unknown): RequestInit {
  return { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** Calls the API and reads its JSON answer; throws the feature's error for every failure (an abort is passed on as it is). */
export async function callJson<T, E extends ApiError>(
  fetcher: Fetch,
  url: string,
  init: RequestInit | undefined,
  texts: JsonCallTexts<E>,
): Promise<T> {
  let response: Response;
  try {
    response = await fetcher(url, {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw texts.error(0, 'network', texts.network, null);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!response.ok) {
    const answer = body && typeof body === 'object' ? (body as Partial<ErrorBody>) : null;
    const { code, message } = (answer ?? {}) as { code?: unknown; message?: unknown };
    const apiCode = typeof code === 'string' ? code : undefined;
    if (typeof message === 'string' && message !== '')
      throw texts.error(response.status, apiCode ?? `http_${response.status}`, message, answer);
    const failure = texts.failure(response.status, apiCode);
    throw texts.error(response.status, failure.code, failure.message, answer);
  }
  if (body === null) throw texts.error(response.status, 'bad_response', texts.unreadable, null);
  return body as T;
}
