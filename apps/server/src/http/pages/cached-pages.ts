/**
 * Serving public pages from the page cache (`page-cache.ts`): a hit is put together around this
 * answer's nonce; a stale page is served while one request renders it again; requests for a
 * page being rendered wait for that render instead of rendering too.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { acceptsGzip } from '#server/lib/accept-encoding.ts';
import { toWebRequest, sendRendered, type PageRenderer } from './adapter.ts';
import { contentSecurityPolicy, newNonce } from './csp.ts';
import { renderPage, type LoadContextFactory, type RenderedPage } from './load-context.ts';
import { deflateWithNonceHoles, gzipWithNonce } from './nonce-gzip.ts';
import {
  cookiesAllowCache,
  isCacheablePath,
  isListingPath,
  joinWithNonce,
  splitAtNonce,
  type CachedPage,
  type PageCache,
} from './page-cache.ts';

/** Headers of a rendered page that are per answer, never kept with a cached page. */
const PER_ANSWER_HEADERS = new Set(['set-cookie', 'content-length', 'content-security-policy', 'cache-control', 'date']);

interface Rendered extends RenderedPage {
  /** The page as kept by the cache, when it could be kept. */
  kept?: CachedPage;
}

export interface CachedPagesOptions {
  cache: PageCache;
  loadContext: LoadContextFactory;
  production: boolean;
  now: () => Date;
  log: FastifyBaseLogger;
}

export class CachedPages {
  /** Renders of cacheable pages under way: a request for the same page waits for it instead of rendering too. */
  readonly #inFlight = new Map<string, Promise<CachedPage | undefined>>();

  constructor(private readonly options: CachedPagesOptions) {}

  /** The key of a cacheable request, or undefined when this page may be the visitor's own. */
  keyOf(request: FastifyRequest, origin: string, renderer: PageRenderer): string | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    if (!isCacheablePath(pathname) || !cookiesAllowCache(request.headers.cookie)) return undefined;
    return `${origin} ${renderer.renderMode(request.headers['user-agent'] ?? '')} ${request.url}`;
  }

  /** Answers a cacheable request (`cacheKey` from {@link keyOf}). */
  async serve(
    request: FastifyRequest,
    reply: FastifyReply,
    renderer: PageRenderer,
    origin: string,
    nonce: string,
    cacheKey: string,
  ) {
    const { cache, loadContext, production } = this.options;
    const nowMs = this.options.now().getTime();
    const generation = cache.generation;
    // Renders begun before an invalidation are not joined after it.
    const flightKey = `${generation} ${cacheKey}`;
    const found = cache.get(cacheKey, nowMs);
    if (found) {
      if (!found.fresh && request.method === 'GET' && !this.#inFlight.has(flightKey)) {
        // Past its time to live: this visitor gets it at once, the page is rendered again meanwhile.
        this.#renderForCache(renderer, request, origin, newNonce(), cacheKey, nowMs).then(
          (rendered) => void (rendered.kept || rendered.document ? undefined : rendered.response.body?.cancel()),
          (error: unknown) => this.options.log.error({ err: error }, 'page refresh failed'),
        );
      }
      return this.#sendPage(reply, found.page, nonce, found.fresh ? 'hit' : 'stale');
    }
    const flight = this.#inFlight.get(flightKey);
    const joined = flight && (await flight);
    if (joined) return this.#sendPage(reply, joined, nonce, 'hit');

    if (request.method !== 'GET' || this.#inFlight.has(flightKey)) {
      const rendered = await renderPage(renderer, toWebRequest(request, origin), loadContext(request, origin, nonce, undefined));
      return sendRendered(reply, rendered, nonce, production);
    }
    const rendered = await this.#renderForCache(renderer, request, origin, nonce, cacheKey, nowMs);
    if (rendered.kept) return this.#sendPage(reply, rendered.kept, nonce, 'miss');
    return sendRendered(reply, rendered, nonce, production);
  }

  /** A page from the cache (or just rendered for it), with this answer's nonce. */
  #sendPage(reply: FastifyReply, page: CachedPage, nonce: string, cacheState: 'hit' | 'stale' | 'miss') {
    const request = reply.request;
    reply.status(200);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('content-security-policy', contentSecurityPolicy(nonce, this.options.production));
    reply.header('cache-control', 'no-store');
    reply.header('x-page-cache', cacheState);
    if (request.method === 'HEAD') return reply.send();
    if (page.gzip && acceptsGzip(request.headers['accept-encoding']) && request.headers['x-no-compression'] === undefined) {
      reply.header('content-encoding', 'gzip');
      reply.header('vary', 'accept-encoding');
      return reply.send(gzipWithNonce(page.gzip, page.parts, nonce));
    }
    return reply.send(joinWithNonce(page.parts, nonce));
  }

  /** A rendered page as the cache keeps it: cut at the nonce, and precompressed when that can be done safely. */
  #pageToKeep(page: Omit<CachedPage, 'gzip'>, nonceLength: number): CachedPage {
    try {
      return { ...page, gzip: deflateWithNonceHoles(page.parts, nonceLength) };
    } catch (error) {
      this.options.log.warn({ err: error }, 'page precompression failed');
      return page;
    }
  }

  /**
   * Renders a cacheable page (as the one render under way for its key) and keeps it when the
   * answer is a 200 HTML page without Set-Cookie; otherwise whatever was kept under the key goes.
   */
  async #renderForCache(
    renderer: PageRenderer,
    request: FastifyRequest,
    origin: string,
    nonce: string,
    cacheKey: string,
    renderedAtMs: number,
  ): Promise<Rendered> {
    const pageCache = this.options.cache;
    const generation = pageCache.generation;
    const flightKey = `${generation} ${cacheKey}`;
    let settle: (page: CachedPage | undefined) => void = () => undefined;
    this.#inFlight.set(
      flightKey,
      new Promise<CachedPage | undefined>((resolve) => {
        settle = resolve;
      }),
    );
    let kept: CachedPage | undefined;
    try {
      const tags = new Set<string>();
      const rendered = await renderPage(
        renderer,
        toWebRequest(request, origin),
        this.options.loadContext(request, origin, nonce, tags),
      );
      const { response } = rendered;
      const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
      if (
        response.status !== 200 ||
        !html ||
        response.headers.getSetCookie().length > 0 ||
        !(rendered.document || response.body)
      ) {
        pageCache.delete(cacheKey);
        return rendered;
      }
      const body = rendered.document ?? Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(([name]) => !PER_ANSWER_HEADERS.has(name));
      // A boundary that failed while streaming is rendered again in the browser ($RX): not a page to keep.
      if (body.includes('$RX')) {
        pageCache.delete(cacheKey);
        return { response, document: body };
      }
      const listing = isListingPath(new URL(request.url, origin).pathname);
      kept = this.#pageToKeep({ headers, parts: splitAtNonce(body, nonce), tags, listing }, nonce.length);
      pageCache.set(cacheKey, kept, renderedAtMs, generation);
      return { response, document: body, kept };
    } finally {
      this.#inFlight.delete(flightKey);
      settle(kept);
    }
  }
}
