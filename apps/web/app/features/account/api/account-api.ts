/**
 * Calls of the account API from the browser, through the one JSON client (same origin: the
 * browser adds the Origin header the CSRF check wants). A failure is an `ApiError` that carries
 * the API's JSON answer in `body` (seed 7): the callers read its code, message and field errors.
 */
import { myProfile } from '@vizitas/shared/api/user/profile';
import { contractUrl } from '@vizitas/shared/api/contract';
import { messages } from '@vizitas/shared';
import { ApiError, browserFetch, callJson, jsonBody, type JsonCallTexts } from '~/lib/api/json-api';

/** The callers show the answer's own texts (`body`); these are what an error says otherwise. */
const TEXTS: JsonCallTexts<ApiError> = {
  error: (status, code, message, body) => new ApiError(status, code, message, body),
  network: messages.errors.service_unavailable,
  failure: (status, code) => ({
    code: code ?? `http_${status}`,
    message: status >= 500 ? messages.errors.service_unavailable : messages.errors.internal_error,
  }),
  unreadable: messages.errors.internal_error,
};

/** POSTs JSON and returns the parsed answer; throws `ApiError` for every failure. */
export function postJson<T>(path: string, body: unknown = {}): Promise<T> {
  return callJson<T, ApiError>(browserFetch, path, jsonBody('POST', body), TEXTS);
}

/** `GET` of the route `profile_api`: the user's own profile (only the part the pages read). */
export function fetchProfile(): Promise<{ phoneNumber?: string | null; isOperator?: boolean }> {
  return callJson<{ phoneNumber?: string | null; isOperator?: boolean }, ApiError>(
    browserFetch,
    contractUrl(myProfile, {}),
    undefined,
    TEXTS,
  );
}
