import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiMethod, ApiResult, PageLoadContext } from '@vizitas/shared/load-context';
import { errorReportToken } from '#server/lib/error-report-token.ts';
import { businessTagsOf } from './page-cache.ts';

/** The error-report token changes once a day; it is computed once per day, not per page. */
function dailyErrorReportToken(secret: string, now: () => Date): () => string {
  let day = Number.NaN;
  let token = '';
  return () => {
    const nowMs = now().getTime();
    const today = Math.floor(nowMs / 86_400_000);
    if (today !== day) {
      day = today;
      token = errorReportToken(secret, nowMs);
    }
    return token;
  };
}

/** Builds the load context of one page render. */
export type LoadContextFactory = (
  request: FastifyRequest,
  origin: string,
  nonce: string,
  /** Collects the businesses the page shows (for the page cache), when given. */
  tags: Set<string> | undefined,
) => PageLoadContext;

/**
 * The one door from a page to data: loaders get the API through `context.api`, which calls
 * `app.inject` with the visitor's cookies, address and user agent, so the API's guards and
 * policies decide what the page may show.
 */
export function loadContextFactory(app: FastifyInstance): LoadContextFactory {
  const currentErrorReportToken = dailyErrorReportToken(app.secrets.errorReports, () => app.now());
  return (request, origin, nonce, tags) => {
    const cookie = request.headers.cookie;
    const userAgent = request.headers['user-agent'];
    const forwardedFor = request.ip;
    return {
      host: request.hostname.toLowerCase(),
      origin,
      cspNonce: nonce,
      errorReportToken: currentErrorReportToken(),
      async api<T>(method: ApiMethod, apiPath: string, body?: unknown): Promise<ApiResult<T>> {
        const headers: Record<string, string> = { host: request.host, 'x-forwarded-for': forwardedFor, origin };
        if (cookie) headers.cookie = cookie;
        if (userAgent) headers['user-agent'] = userAgent;
        const response = await app.inject({
          method,
          url: apiPath,
          headers,
          ...(body === undefined ? {} : { payload: body as object }),
        });
        const setCookie = response.headers['set-cookie'];
        const contentType = String(response.headers['content-type'] ?? '');
        const data = (contentType.includes('json') ? response.json() : response.body) as T;
        if (tags) businessTagsOf(data, tags);
        return {
          status: response.statusCode,
          ok: response.statusCode < 400,
          data,
          setCookie: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)],
        };
      },
    };
  };
}
