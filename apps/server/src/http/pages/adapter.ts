/**
 * The SSR adapter: React Router's request handler behind Fastify. A Fastify request becomes a
 * Web `Request` (the body left as a stream for actions), React Router's `Response` is sent back
 * through Fastify; in production the built client is served as static files, in development
 * Vite runs in middleware mode.
 */
import { Readable } from 'node:stream';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { PageLoadContext } from '@vizitas/shared/load-context';
import { contentSecurityPolicy } from './csp.ts';
import type { RenderedPage } from './load-context.ts';
import { partitionedHandlers } from './route-partition.ts';
import type { PageCacheOptions } from './page-cache.ts';

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

/** Builds a Web Request from a Fastify request; the body stays a stream for actions. */
export function toWebRequest(request: FastifyRequest, origin: string): Request {
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

export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** The path of a Web request's absolute URL, without parsing the rest of it. */
function pathnameOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  const end = url.slice(start).search(/[?#]/);
  return end === -1 ? url.slice(start) : url.slice(start, start + end);
}

function productionRenderer(build: ServerBuild): PageRenderer {
  // A page is rendered by the build cut down to the routes its path may match (./route-partition.ts).
  const handlerFor = partitionedHandlers(build, (routes) => createRequestHandler(routes, 'production'));
  const wholeDocument = (build.entry.module as EntryServerExtras).rendersWholeDocument;
  return {
    handle: (request, context) => handlerFor(request.method, pathnameOf(request.url))(request, context as never),
    // Without the web app's own answer every user agent is a mode of its own: never a wrong page.
    renderMode: wholeDocument
      ? (userAgent) => (wholeDocument(userAgent) ? 'whole' : 'streamed')
      : (userAgent) => `ua:${userAgent}`,
  };
}

/**
 * Sets up the renderer of `options` on the app (static files in production, Vite in
 * development) and returns how to get it for a request.
 */
export async function setUpRenderer(app: FastifyInstance, options: PagesOptions): Promise<() => Promise<PageRenderer>> {
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
        // The service worker is looked at anew on every load: a new one installs at once (docs/decisions/027).
        const worker = path.basename(filePath) === 'sw.js';
        res.setHeader(
          'cache-control',
          immutable ? `public, max-age=${ONE_YEAR}, immutable` : worker ? 'no-cache' : 'public, max-age=3600',
        );
      },
    });
    const renderer = productionRenderer((await import(path.join(buildDir, 'server/index.js'))) as ServerBuild);
    return async () => renderer;
  }
  if (options.mode === 'renderer') {
    const renderer = options.renderer;
    return async () => renderer;
  }
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
  app.addHook('onClose', async () => dev.close());
  return async () => {
    const build = (await dev.ssrLoadModule('virtual:react-router/server-build')) as unknown as ServerBuild;
    const handler = createRequestHandler(build, 'development');
    return { handle: (request, context) => handler(request, context as never), renderMode: () => 'development' };
  };
}

/**
 * A rendered answer as React Router gave it (pages not from the cache). `embeddable`: a page other
 * sites may frame (csp.ts `isEmbeddablePage`): `frame-ancestors *`, no `X-Frame-Options`, and a
 * cross-origin resource policy that lets the frame load.
 */
export async function sendRendered(
  reply: FastifyReply,
  rendered: RenderedPage,
  nonce: string,
  production: boolean,
  embeddable = false,
) {
  const request = reply.request;
  const { response, document: body } = rendered;
  const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie') continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (html) {
    reply.header('content-security-policy', contentSecurityPolicy(nonce, production, embeddable));
    reply.header('cache-control', 'no-store');
    if (embeddable) {
      reply.removeHeader('x-frame-options');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
  }
  if (request.method === 'HEAD' || (!response.body && !body)) return reply.send();
  if (body) return reply.send(body);
  // A page is compressed in one piece: cheaper than compressing React's many small chunks as they come.
  if (html && request.method === 'GET') return reply.send(Buffer.from(await response.arrayBuffer()));
  return reply.send(Readable.fromWeb(response.body as never));
}
