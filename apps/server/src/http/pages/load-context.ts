import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiMethod, ApiResult, PageLoadContext } from '@vizitas/shared/load-context';
import { contractUrl, type ContractOutput, type EndpointContract } from '@vizitas/shared/api/contract';
import { errorReportToken } from '#server/lib/error-report-token.ts';
import { apiEndpoints } from '../api/endpoints.ts';
import { lookUpSessionUser, type SessionUser } from '../plugins/session.ts';
import { loadMemberships, type Membership } from '../guards.ts';
import type { PageRenderer } from './adapter.ts';
import { pageCallerFactory } from './caller.ts';
import { businessTagsOf } from './page-cache.ts';
import type { PublicAnswers } from './public-answers.ts';

type ContractCallInput = { params?: unknown; query?: unknown; body?: unknown };

/** The business a call names: its `slug` parameter or its `?business=`. */
function slugOfInput(input: ContractCallInput): string | undefined {
  const slug =
    (input.params as { slug?: unknown } | undefined)?.slug ?? (input.query as { business?: unknown } | undefined)?.business;
  return typeof slug === 'string' ? slug : undefined;
}

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
 * The one door from a page to data: loaders call the API's endpoints by contract
 * (`context.call(contract, input)`), which the in-process caller (`./caller.ts`) runs for the
 * page's visitor with the endpoint's own guard, schemas and handler. A call the caller leaves to
 * the HTTP way (it sets cookies, a rate limit counts it, its input is refused) is made through
 * `app.inject` with the visitor's cookies, address and user agent. What one render asks for is
 * shared within it: a GET asked twice (the root's and a page's page context) is one call, and the
 * calls share one lookup of the visitor and her memberships, kept by the render itself; a call
 * that changes something forgets both first. The public reads that are the same for everyone
 * (`shared` contracts) come from the public answers for a few seconds (`./public-answers.ts`).
 */
export function loadContextFactory(app: FastifyInstance, publicAnswers?: PublicAnswers): LoadContextFactory {
  const callerFor = pageCallerFactory(app, apiEndpoints);
  const currentErrorReportToken = dailyErrorReportToken(app.secrets.errorReports, () => app.context.now());
  return (request, origin, nonce, tags) => {
    const cookie = request.headers.cookie;
    const userAgent = request.headers['user-agent'];
    const forwardedFor = request.ip;
    const answers = new Map<string, Promise<ApiResult<unknown>>>();
    // The render's lookups (the visitor, her memberships), by name.
    const kept = new Map<string, Promise<unknown>>();
    const keep = <T>(name: string, look: () => Promise<T>): Promise<T> => {
      let pending = kept.get(name) as Promise<T> | undefined;
      if (!pending) {
        pending = look();
        kept.set(name, pending);
      }
      return pending;
    };
    const call = async <T>(method: ApiMethod, apiPath: string, body?: unknown): Promise<ApiResult<T>> => {
      const headers: Record<string, string> = {
        host: request.host,
        'x-forwarded-for': forwardedFor,
        origin,
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
      };
    };
    // The visitor, looked up once for the render (and again after a call that changes something).
    const user = (): Promise<SessionUser | null> => keep('session-user', () => lookUpSessionUser(request));
    const memberships = (userId: string): Promise<Membership[]> =>
      keep(`memberships:${userId}`, () => loadMemberships(app.context, userId));
    const caller = callerFor(request, { user, memberships }, (method, url, body) => call(method, url, body));
    const tagged = <T>(answer: Promise<ApiResult<T>>): Promise<ApiResult<T>> =>
      tags ? answer.then((result) => (businessTagsOf(result.data, tags), result)) : answer;
    /** A shared public read, from the public answers when kept there (`./public-answers.ts`). */
    const sharedRead = async (contract: EndpointContract, input: ContractCallInput, url: string): Promise<ApiResult<unknown>> => {
      const nowMs = app.context.now().getTime();
      const kept = publicAnswers!.get(url, nowMs);
      if (kept) return kept;
      const generation = publicAnswers!.generation;
      const result = await caller.call(contract, input);
      const answerTags = businessTagsOf(result.data, new Set());
      const slug = slugOfInput(input);
      if (slug) answerTags.add(slug);
      // What an answer read in process weighs in memory is estimated when it is kept (no bytes of its own).
      publicAnswers!.set(url, result, 0, answerTags, nowMs, generation);
      return result;
    };
    /** A call that changes something: the render's answers and lookups are forgotten around it. */
    const changing = <T>(run: () => Promise<T>): Promise<T> => {
      answers.clear();
      kept.clear();
      return run().finally(() => {
        answers.clear();
        kept.clear();
      });
    };
    let document: Buffer | undefined;
    return {
      host: request.hostname.toLowerCase(),
      origin,
      cspNonce: nonce,
      errorReportToken: currentErrorReportToken(),
      webPushPublicKey: app.webPushKeys.publicKey,
      call<C extends EndpointContract>(contract: C, input: ContractCallInput = {}): Promise<ApiResult<ContractOutput<C>>> {
        if (contract.method !== 'GET') return changing(() => tagged(caller.call(contract, input)));
        const url = contractUrl(contract, input);
        let answer = answers.get(url);
        if (!answer) {
          answer =
            publicAnswers && contract.shared ? tagged(sharedRead(contract, input, url)) : tagged(caller.call(contract, input));
          answers.set(url, answer);
        }
        return answer as never;
      },
      keepDocument(body) {
        document = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      },
      takeDocument() {
        const taken = document;
        document = undefined;
        return taken;
      },
      close() {
        answers.clear();
        kept.clear();
      },
    };
  };
}
