import type { ApiMethod, ApiResult, PageLoadContext } from '@vizitas/shared/load-context';
import { contractUrl, type EndpointContract } from '@vizitas/shared/api/contract';

/**
 * The load context of a page loaded in the browser (`clientLoader`): the same `call` as the
 * server's, over `fetch` with the session cookie, so a loader reads the same answers through the
 * same guards and policies wherever it runs. The admin pages load their data this way: the server
 * renders their frame, the browser their content (docs/decisions/024).
 */
export function browserLoadContext(): PageLoadContext {
  return {
    call: (contract: EndpointContract, input: { params?: unknown; query?: unknown; body?: unknown } = {}) =>
      browserApi(contract.method, contractUrl(contract, input), input.body) as never,
    host: window.location.hostname.toLowerCase(),
    origin: window.location.origin,
    // Only the server writes inline scripts; the browser reports errors with the root's token.
    cspNonce: '',
    errorReportToken: '',
    // The page's global carries the web push key (root.tsx); client loaders do not need it.
    webPushPublicKey: '',
  };
}

async function browserApi<T>(method: ApiMethod, path: string, body?: unknown): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (response.headers.get('content-type') ?? '').includes('json');
  const data = (json ? await response.json() : await response.text()) as T;
  return { status: response.status, ok: response.ok, data, setCookie: [] };
}
