/**
 * The one typed client of the pages that call the JSON API from the browser through TanStack
 * Query (the admin area first): `apiJson` reads the answer as JSON and turns every failure into
 * the one `ApiError`, with the API's own Lithuanian message when it sent one.
 */
import { messages } from '@vizitas/shared';
import { contractUrl, type ContractOutput, type EndpointContract } from '@vizitas/shared/api/contract';
import type { CallInput } from '@vizitas/shared/load-context';
import { ApiError, browserFetch, callJson, jsonBody, type Fetch, type JsonCallTexts } from './json-api';

const TEXTS: JsonCallTexts<ApiError> = {
  error: (status, code, message, body) => new ApiError(status, code, message, body),
  network: messages.booking.errors.network,
  failure: (status, code) => ({
    code: code ?? `http_${status}`,
    message: status >= 500 ? messages.errors.service_unavailable : messages.errors.internal_error,
  }),
  unreadable: messages.errors.internal_error,
};

export interface ApiCallOptions {
  signal?: AbortSignal;
  fetcher?: Fetch;
}

/** `GET url` → its JSON answer, or an `ApiError`. */
export function apiGet<T>(url: string, options: ApiCallOptions = {}): Promise<T> {
  return callJson<T, ApiError>(options.fetcher ?? browserFetch, url, { signal: options.signal }, TEXTS);
}

/** `method url` with a JSON body → its JSON answer, or an `ApiError`. */
export function apiSend<T>(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body: unknown, options: ApiCallOptions = {}): Promise<T> {
  return callJson<T, ApiError>(options.fetcher ?? browserFetch, url, { ...jsonBody(method, body), signal: options.signal }, TEXTS);
}

/**
 * Calls an operation by its contract: its URL from the contract and the input (`verslas`, path
 * parameters, query), its method, its body → its JSON answer, or an `ApiError`.
 */
export function apiCall<C extends EndpointContract>(
  contract: C,
  input: CallInput<C>[0],
  options: ApiCallOptions = {},
): Promise<ContractOutput<C>> {
  const url = contractUrl(contract, input ?? {});
  const body = (input as { body?: unknown } | undefined)?.body;
  return contract.method === 'GET'
    ? apiGet<ContractOutput<C>>(url, options)
    : apiSend<ContractOutput<C>>(contract.method, url, body ?? {}, options);
}

/** The message to show for any failure of a call (an `ApiError`'s own, else the generic one). */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.errors.internal_error;
}
