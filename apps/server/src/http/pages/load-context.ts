import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiMethod, ApiResult, PageLoadContext } from '@vizitas/shared/load-context';
import { errorReportToken } from '#server/lib/error-report-token.ts';
import { estimateBytes } from '#server/lib/byte-size.ts';
import { SESSION_COOKIE } from '#server/modules/account/index.ts';
import { NOT_DIRECT, pageReads } from '../api/page-reads.ts';
import { openPageScope, PAGE_SCOPE_HEADER } from '../page-scope.ts';
import type { PageRenderer } from './adapter.ts';
import { businessTagsOf } from './page-cache.ts';
import { isSharedPublicRead, slugOfPublicRead, type PublicAnswers } from './public-answers.ts';

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

/** The load context of one page render, closed once the page has been rendered ({@link renderPage}). */
export interface ServerLoadContext extends PageLoadContext {
  keepDocument(body: Uint8Array): void;
  /** The document the render handed over (`keepDocument`), if it did: once. */
  takeDocument(): Buffer | undefined;
  close(): void;
}

/**
 * A rendered page: React Router's answer and, for a document, its bytes as the render wrote them
 * (the Response has no body then: `PageLoadContext.keepDocument`, docs/decisions/039).
 */
export interface RenderedPage {
  response: Response;
  document: Buffer | undefined;
}

/** Builds the load context of one page render. */
export type LoadContextFactory = (
  request: FastifyRequest,
  origin: string,
  nonce: string,
  /** Collects the businesses the page shows (for the page cache), when given. */
  tags: Set<string> | undefined,
) => ServerLoadContext;

/** Renders a page with its load context, and closes the context whatever happens. */
export async function renderPage(renderer: PageRenderer, request: Request, context: ServerLoadContext): Promise<RenderedPage> {
  try {
    const response = await renderer.handle(request, context);
    return { response, document: context.takeDocument() };
  } finally {
    context.close();
  }
}

/**
 * The one door from a page to data: loaders get the API through `context.api`, which calls
 * `app.inject` with the visitor's cookies, address and user agent, so the API's guards and
 * policies decide what the page may show. The reads every page takes (the page context, a
 * customer's visits, the admin frame, a business's public reads) are called directly, the route's
 * own guard and read on a request made from the page's (`../api/page-reads.ts`). What one render
 * asks for is shared within it: a GET
 * asked twice (the root's and a page's page context) is one call, and the calls share one
 * session lookup (`../page-scope.ts`); a call that changes something forgets both first.
 */
export function loadContextFactory(app: FastifyInstance, publicAnswers?: PublicAnswers): LoadContextFactory {
  const directRead = pageReads(app);
  const currentErrorReportToken = dailyErrorReportToken(app.secrets.errorReports, () => app.now());
  return (request, origin, nonce, tags) => {
    const cookie = request.headers.cookie;
    const userAgent = request.headers['user-agent'];
    const forwardedFor = request.ip;
    const page = openPageScope(request.cookies[SESSION_COOKIE]);
    const answers = new Map<string, Promise<ApiResult<unknown>>>();
    const call = async <T>(method: ApiMethod, apiPath: string, body?: unknown): Promise<ApiResult<T> & { bytes: number }> => {
      if (method === 'GET') {
        // The reads every page takes, without an HTTP request in process (../api/page-reads.ts).
        const data = await directRead(request, apiPath, { [PAGE_SCOPE_HEADER]: page.id });
        if (data !== NOT_DIRECT) {
          if (tags) businessTagsOf(data, tags);
          return { status: 200, ok: true, data: data as T, setCookie: [], bytes: 0 };
        }
      }
      const headers: Record<string, string> = {
        host: request.host,
        'x-forwarded-for': forwardedFor,
        origin,
        [PAGE_SCOPE_HEADER]: page.id,
      };
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
        bytes: response.rawPayload.length,
      };
    };
    /** A public read, from the public answers when kept there (`./public-answers.ts`). */
    const publicRead = async (apiPath: string): Promise<ApiResult<unknown>> => {
      const nowMs = app.now().getTime();
      const kept = publicAnswers!.get(apiPath, nowMs);
      if (kept) {
        if (tags) businessTagsOf(kept.data, tags);
        return kept;
      }
      const generation = publicAnswers!.generation;
      const { bytes, ...result } = await call('GET', apiPath);
      const answerTags = businessTagsOf(result.data, new Set());
      const slug = slugOfPublicRead(apiPath);
      if (slug) answerTags.add(slug);
      // An answer read directly has no bytes of its own: what it weighs in memory is estimated.
      publicAnswers!.set(apiPath, result, bytes || estimateBytes(result.data), answerTags, nowMs, generation);
      return result;
    };
    let document: Buffer | undefined;
    return {
      host: request.hostname.toLowerCase(),
      origin,
      cspNonce: nonce,
      errorReportToken: currentErrorReportToken(),
      webPushPublicKey: app.webPushKeys.publicKey,
      api<T>(method: ApiMethod, apiPath: string, body?: unknown): Promise<ApiResult<T>> {
        if (method !== 'GET') {
          answers.clear();
          page.scope.kept.clear();
          return call<T>(method, apiPath, body).finally(() => {
            answers.clear();
            page.scope.kept.clear();
          });
        }
        let answer = answers.get(apiPath);
        if (!answer) {
          answer = publicAnswers && isSharedPublicRead(apiPath) ? publicRead(apiPath) : call(method, apiPath);
          answers.set(apiPath, answer);
        }
        return answer as Promise<ApiResult<T>>;
      },
      keepDocument(body) {
        document = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      },
      takeDocument() {
        const taken = document;
        document = undefined;
        return taken;
      },
      close: page.close,
    };
  };
}
