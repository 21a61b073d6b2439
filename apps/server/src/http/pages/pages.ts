import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ApiMethod, ApiResult, PageLoadContext } from '@vizitas/shared/load-context';
import { errorReportToken } from '#server/lib/error-report-token.ts';
import {
  businessTagsOf,
  cookiesAllowCache,
  isCacheablePath,
  isListingPath,
  joinWithNonce,
  PageCache,
  pageCacheOptionsFromEnv,
  registerPageCache,
  splitAtNonce,
  type CachedPage,
  type PageCacheOptions,
} from './page-cache.ts';
import { deflateWithNonceHoles, gzipWithNonce } from './nonce-gzip.ts';
import { acceptsGzip } from '#server/lib/accept-encoding.ts';

export { invalidatePagesOfBusiness } from './page-cache.ts';

/** Renders pages: React Router's request handler and how it renders for a given visitor. */
export interface PageRenderer {
  handle(request: Request, context: PageLoadContext): Promise<Response>;
  /**
   * How a page is rendered for this user agent; pages of different modes differ (crawlers get
   * the whole document at once, browsers a streamed shell), so the page cache keys on it.
   */
  renderMode(userAgent: string): string;
}

export type PagesOptions =
  | { mode: 'production'; buildDir: string; cache?: PageCacheOptions | false }
  | { mode: 'development'; webRoot: string }
  /** A renderer of its own, with production headers (tests). */
  | { mode: 'renderer'; renderer: PageRenderer; cache?: PageCacheOptions | false };

interface DevServer {
  middlewares: unknown;
  ssrLoadModule(id: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

/** What the web app's `entry.server.tsx` may export besides the renderer. */
interface EntryServerExtras {
  rendersWholeDocument?: (userAgent: string) => boolean;
}

const ONE_YEAR = 31_536_000;
/** Headers of a rendered page that are per answer, never kept with a cached page. */
const PER_ANSWER_HEADERS = new Set(['set-cookie', 'content-length', 'content-security-policy', 'cache-control', 'date']);

function contentSecurityPolicy(nonce: string, production: boolean): string {
  const script = production ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : `'self' 'unsafe-inline' 'unsafe-eval'`;
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    `connect-src 'self'${production ? '' : ' ws: wss:'}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

const NONCE_BYTES = 16;
/** Random bytes drawn 4 KiB at a time (one system call per 256 nonces); each byte is used once. */
let randomPool = Buffer.alloc(0);
let randomUsed = 0;

/** 128 random bits; base64url, so no character of it is ever escaped in HTML or JSON. */
function newNonce(): string {
  if (randomUsed + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * 256);
    randomUsed = 0;
  }
  randomUsed += NONCE_BYTES;
  return randomPool.toString('base64url', randomUsed - NONCE_BYTES, randomUsed);
}

/** Builds a Web Request from a Fastify request; the body stays a stream for actions. */
function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = Readable.toWeb(request.raw) as ReadableStream;
    init.duplex = 'half';
  }
  return new Request(new URL(request.url, origin), init);
}

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function productionRenderer(build: ServerBuild): PageRenderer {
  const handler = createRequestHandler(build, 'production');
  const wholeDocument = (build.entry.module as EntryServerExtras).rendersWholeDocument;
  return {
    handle: (request, context) => handler(request, context as never),
    // Without the web app's own answer every user agent is a mode of its own: never a wrong page.
    renderMode: wholeDocument
      ? (userAgent) => (wholeDocument(userAgent) ? 'whole' : 'streamed')
      : (userAgent) => `ua:${userAgent}`,
  };
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

/**
 * Every path that is not an API path is a page: React Router renders it on the server.
 * Loaders get the API through `context.api`, which calls `app.inject` with the visitor's cookies.
 * Public pages an anonymous visitor asks for are kept for a few seconds (`./page-cache.ts`).
 */
export default async function pagesPlugin(app: FastifyInstance, options: PagesOptions): Promise<void> {
  let getRenderer: () => Promise<PageRenderer>;
  let cacheOptions: PageCacheOptions | false = false;

  if (options.mode === 'production') {
    const buildDir = options.buildDir;
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      prefix: '/',
      wildcard: false,
      decorateReply: false,
      cacheControl: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=3600');
      },
    });
    const renderer = productionRenderer((await import(path.join(buildDir, 'server/index.js'))) as ServerBuild);
    getRenderer = async () => renderer;
    cacheOptions = options.cache ?? pageCacheOptionsFromEnv(process.env);
  } else if (options.mode === 'renderer') {
    const renderer = options.renderer;
    getRenderer = async () => renderer;
    cacheOptions = options.cache ?? pageCacheOptionsFromEnv(process.env);
  } else {
    const { default: middie } = await import('@fastify/middie');
    const { createServer } = await import('vite');
    await app.register(middie);
    const dev = (await createServer({
      root: options.webRoot,
      configFile: path.join(options.webRoot, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { port: Number(process.env.HMR_PORT ?? 24_678) } },
      appType: 'custom',
    })) as unknown as DevServer;
    app.use(dev.middlewares as never);
    getRenderer = async () => {
      const build = (await dev.ssrLoadModule('virtual:react-router/server-build')) as unknown as ServerBuild;
      const handler = createRequestHandler(build, 'development');
      return { handle: (request, context) => handler(request, context as never), renderMode: () => 'development' };
    };
    app.addHook('onClose', async () => dev.close());
  }

  const production = options.mode !== 'development';
  const cache = cacheOptions && cacheOptions.ttlMs > 0 ? new PageCache(cacheOptions) : undefined;
  if (cache) registerPageCache(app, cache);
  const currentErrorReportToken = dailyErrorReportToken(app.secrets.errorReports, () => app.now());

  function loadContext(request: FastifyRequest, origin: string, nonce: string, tags: Set<string> | undefined): PageLoadContext {
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
  }

  /** A page from the cache (or just rendered for it), with this answer's nonce. */
  function sendPage(reply: FastifyReply, page: CachedPage, nonce: string, cacheState: 'hit' | 'stale' | 'miss') {
    const request = reply.request;
    reply.status(200);
    for (const [name, value] of page.headers) reply.header(name, value);
    reply.header('content-security-policy', contentSecurityPolicy(nonce, production));
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
  function pageToKeep(page: Omit<CachedPage, 'gzip'>, nonceLength: number): CachedPage {
    try {
      return { ...page, gzip: deflateWithNonceHoles(page.parts, nonceLength) };
    } catch (error) {
      app.log.warn({ err: error }, 'page precompression failed');
      return page;
    }
  }

  /** Renders of cacheable pages under way: a request for the same page waits for it instead of rendering too. */
  const inFlight = new Map<string, Promise<CachedPage | undefined>>();

  interface Rendered {
    response: Response;
    /** The body, when it has been read. */
    body?: Buffer;
    /** The page as kept by the cache, when it could be kept. */
    kept?: CachedPage;
  }

  /**
   * Renders a cacheable page (as the one render under way for its key) and keeps it when the
   * answer is a 200 HTML page without Set-Cookie; otherwise whatever was kept under the key goes.
   */
  async function renderForCache(
    renderer: PageRenderer,
    request: FastifyRequest,
    origin: string,
    nonce: string,
    cacheKey: string,
    renderedAtMs: number,
  ): Promise<Rendered> {
    const pageCache = cache!;
    const generation = pageCache.generation;
    const flightKey = `${generation} ${cacheKey}`;
    let settle: (page: CachedPage | undefined) => void = () => undefined;
    inFlight.set(
      flightKey,
      new Promise<CachedPage | undefined>((resolve) => {
        settle = resolve;
      }),
    );
    let kept: CachedPage | undefined;
    try {
      const tags = new Set<string>();
      const response = await renderer.handle(toWebRequest(request, origin), loadContext(request, origin, nonce, tags));
      const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
      if (response.status !== 200 || !html || response.headers.getSetCookie().length > 0 || !response.body) {
        pageCache.delete(cacheKey);
        return { response };
      }
      const body = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(([name]) => !PER_ANSWER_HEADERS.has(name));
      // A boundary that failed while streaming is rendered again in the browser ($RX): not a page to keep.
      if (body.includes('$RX')) {
        pageCache.delete(cacheKey);
        return { response, body };
      }
      const listing = isListingPath(new URL(request.url, origin).pathname);
      kept = pageToKeep({ headers, parts: splitAtNonce(body, nonce), tags, listing }, nonce.length);
      pageCache.set(cacheKey, kept, renderedAtMs, generation);
      return { response, body, kept };
    } finally {
      inFlight.delete(flightKey);
      settle(kept);
    }
  }

  /** A rendered answer as React Router gave it (pages not from the cache). */
  async function sendRendered(reply: FastifyReply, response: Response, nonce: string, body?: Buffer) {
    const request = reply.request;
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    reply.status(response.status);
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie') continue;
      reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (html) {
      reply.header('content-security-policy', contentSecurityPolicy(nonce, production));
      reply.header('cache-control', 'no-store');
    }
    if (request.method === 'HEAD' || (!response.body && !body)) return reply.send();
    if (body) return reply.send(body);
    // A page is compressed in one piece: cheaper than compressing React's many small chunks as they come.
    if (html && request.method === 'GET') return reply.send(Buffer.from(await response.arrayBuffer()));
    return reply.send(Readable.fromWeb(response.body as never));
  }

  /** The key of a cacheable request, or undefined when this page may be the visitor's own. */
  function cacheKeyOf(request: FastifyRequest, origin: string, renderer: PageRenderer): string | undefined {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    if (!isCacheablePath(pathname) || !cookiesAllowCache(request.headers.cookie)) return undefined;
    return `${origin} ${renderer.renderMode(request.headers['user-agent'] ?? '')} ${request.url}`;
  }

  // Pages get their own body handling: the raw stream goes to React Router untouched.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = requestOrigin(request);
      const nonce = newNonce();
      const renderer = await getRenderer();
      const cacheKey = cache ? cacheKeyOf(request, origin, renderer) : undefined;
      if (!cache || !cacheKey) {
        const response = await renderer.handle(toWebRequest(request, origin), loadContext(request, origin, nonce, undefined));
        return sendRendered(reply, response, nonce);
      }

      const nowMs = app.now().getTime();
      const generation = cache.generation;
      // Renders begun before an invalidation are not joined after it.
      const flightKey = `${generation} ${cacheKey}`;
      const found = cache.get(cacheKey, nowMs);
      if (found) {
        if (!found.fresh && request.method === 'GET' && !inFlight.has(flightKey)) {
          // Past its time to live: this visitor gets it at once, the page is rendered again meanwhile.
          renderForCache(renderer, request, origin, newNonce(), cacheKey, nowMs).then(
            (rendered) => void (rendered.kept || rendered.body ? undefined : rendered.response.body?.cancel()),
            (error: unknown) => app.log.error({ err: error }, 'page refresh failed'),
          );
        }
        return sendPage(reply, found.page, nonce, found.fresh ? 'hit' : 'stale');
      }
      const flight = inFlight.get(flightKey);
      const joined = flight && (await flight);
      if (joined) return sendPage(reply, joined, nonce, 'hit');

      if (request.method !== 'GET' || inFlight.has(flightKey)) {
        const response = await renderer.handle(toWebRequest(request, origin), loadContext(request, origin, nonce, undefined));
        return sendRendered(reply, response, nonce);
      }
      const rendered = await renderForCache(renderer, request, origin, nonce, cacheKey, nowMs);
      if (rendered.kept) return sendPage(reply, rendered.kept, nonce, 'miss');
      return sendRendered(reply, rendered.response, nonce, rendered.body);
    };

    pages.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: handle });
    pages.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: handle });
  });
}
