/**
 * Calls of the account API from the browser (JSON, same origin: the browser adds the Origin
 * header the CSRF check wants). Non-OK answers are thrown with their JSON body (seed 7).
 */
import type { ErrorBody } from '@vizitas/shared';

export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ErrorBody> | null;

  constructor(status: number, body: Partial<ErrorBody> | null) {
    super(body?.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The stable error code of the answer, if it had one. */
  get code(): string | undefined {
    return typeof this.body?.code === 'string' ? this.body.code : undefined;
  }
}

/** POSTs JSON and returns the parsed answer; throws `ApiError` for non-OK answers. */
export async function postJson<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  let parsed: unknown = null;
  try {
    parsed = await response.json();
  } catch {
    parsed = null;
  }
  if (!response.ok) throw new ApiError(response.status, (parsed as Partial<ErrorBody> | null) ?? null);
  return parsed as T;
}
