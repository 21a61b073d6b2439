/**
 * Server-side helpers of the account pages' loaders and actions (they run in the page
 * handler, next to `context.call`).
 */
import { data, redirect } from 'react-router';
import { checkSameOrigin } from '@vizitas/shared/schemas/account';
import { messages, type ErrorBody } from '@vizitas/shared';
import type { ContractInput, EndpointContract } from '@vizitas/shared/api/contract';
import type { ApiResult, PageLoadContext } from '@vizitas/shared/load-context';

/** The Set-Cookie headers an API call answered with, to pass on to the browser. */
export function cookieHeaders(...results: Array<ApiResult<unknown> | undefined>): Headers {
  const headers = new Headers();
  for (const result of results) for (const cookie of result?.setCookie ?? []) headers.append('set-cookie', cookie);
  return headers;
}

function hasSessionCookie(request: Request): boolean {
  return /(?:^|;\s*)vizitas_session=/.test(request.headers.get('cookie') ?? '');
}

/**
 * Form posts to pages get the same strict Origin check as the API (the in-process API call
 * carries the page's own origin, so the check must happen here): a cross-site post is refused
 * with 403 before anything is done.
 */
export function assertSameOrigin(request: Request, context: Pick<PageLoadContext, 'origin'>): void {
  const verdict = checkSameOrigin({
    method: request.method,
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    ownOrigin: context.origin,
    hasSessionCookie: hasSessionCookie(request),
  });
  if (verdict !== 'allowed') throw new Response('Forbidden', { status: 403 });
}

/** The text fields of a form, each a string ('' when absent, files ignored). */
export function formFields<K extends string>(form: FormData, keys: readonly K[]): Record<K, string> {
  const values = {} as Record<K, string>;
  for (const key of keys) {
    const value = form.get(key);
    values[key] = typeof value === 'string' ? value : '';
  }
  return values;
}

export interface ActionFailure {
  ok: false;
  /** The API's error answer: code, Lithuanian message, field errors. */
  error: ErrorBody;
}

/** An API error answer as action data (plus `extra`), with its status and any cookies it set. */
export function failure<Extra extends object = object>(result: ApiResult<unknown>, extra?: Extra) {
  const body = result.data as Partial<ErrorBody> | string;
  const error: ErrorBody =
    typeof body === 'object' && body !== null && typeof body.code === 'string' && typeof body.message === 'string'
      ? { success: false, code: body.code, message: body.message, ...(body.fields ? { fields: body.fields } : {}) }
      : { success: false, code: 'internal_error', message: messages.errors.internal_error };
  return data(
    { ...(extra as Extra), ok: false as const, error },
    { status: result.status >= 400 ? result.status : 500, headers: cookieHeaders(result) },
  );
}

/** A redirect that also hands the API's cookies (session, flash) to the browser. */
export function redirectWithCookies(to: string, ...results: Array<ApiResult<unknown> | undefined>) {
  return redirect(to, { headers: cookieHeaders(...results) });
}

/**
 * What a form sent, as the body of an operation whose schema takes other values than strings (a
 * checkbox's `true`): sent as the person filled it in, for the operation's schema to judge — what
 * it refuses is its own 400, field by field.
 */
export function filledIn<C extends EndpointContract>(_contract: C, values: object): NonNullable<ContractInput<C>['body']> {
  return values as NonNullable<ContractInput<C>['body']>;
}

/** A form's text fields (`formFields`) as an operation's body, for its schema to judge (`filledIn`). */
export function formBody<C extends EndpointContract, K extends string>(
  contract: C,
  form: FormData,
  keys: readonly K[],
): NonNullable<ContractInput<C>['body']> {
  return filledIn(contract, formFields(form, keys));
}
