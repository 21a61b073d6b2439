import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ApiMethod, ApiResult, PageLoadContext } from '@vizitas/shared/load-context';
import { errorReportToken } from '../../lib/error-report-token.ts';

export type PagesOptions = { mode: 'production'; buildDir: string } | { mode: 'development'; webRoot: string };

interface DevServer {
  middlewares: unknown;
  ssrLoadModule(id: string): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

const ONE_YEAR = 31_536_000;

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

/**
 * Every path that is not an API path is a page: React Router renders it on the server.
 * Loaders get the API through `context.api`, which calls `app.inject` with the visitor's cookies.
 */
export default async function pagesPlugin(app: FastifyInstance, options: PagesOptions): Promise<void> {
  let getHandler: () => Promise<ReturnType<typeof createRequestHandler>>;
  let dev: DevServer | undefined;

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
    const build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild;
    const handler = createRequestHandler(build, 'production');
    getHandler = async () => handler;
  } else {
    const { default: middie } = await import('@fastify/middie');
    const { createServer } = await import('vite');
    await app.register(middie);
    dev = (await createServer({
      root: options.webRoot,
      configFile: path.join(options.webRoot, 'vite.config.ts'),
      server: { middlewareMode: true, hmr: { port: Number(process.env.HMR_PORT ?? 24_678) } },
      appType: 'custom',
    })) as unknown as DevServer;
    app.use(dev.middlewares as never);
    const devServer = dev;
    getHandler = async () =>
      createRequestHandler(
        (await devServer.ssrLoadModule('virtual:react-router/server-build')) as unknown as ServerBuild,
        'development',
      );
    app.addHook('onClose', async () => devServer.close());
  }

  const mode = options.mode;

  // Pages get their own body handling: the raw stream goes to React Router untouched.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = requestOrigin(request);
      const nonce = randomBytes(16).toString('base64');
      const cookie = request.headers.cookie;
      const host = request.hostname.toLowerCase();
      const forwardedFor = request.ip;
      const context: PageLoadContext = {
        host,
        origin,
        cspNonce: nonce,
        errorReportToken: errorReportToken(app.secrets.errorReports),
        async api<T>(method: ApiMethod, apiPath: string, body?: unknown): Promise<ApiResult<T>> {
          const headers: Record<string, string> = { host: request.host, 'x-forwarded-for': forwardedFor, origin };
          if (cookie) headers.cookie = cookie;
          const userAgent = request.headers['user-agent'];
          if (userAgent) headers['user-agent'] = userAgent;
          const response = await app.inject({
            method,
            url: apiPath,
            headers,
            ...(body === undefined ? {} : { payload: body as object }),
          });
          const setCookie = response.headers['set-cookie'];
          const contentType = String(response.headers['content-type'] ?? '');
          return {
            status: response.statusCode,
            ok: response.statusCode < 400,
            data: (contentType.includes('json') ? response.json() : response.body) as T,
            setCookie: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)],
          };
        },
      };

      const handler = await getHandler();
      const response = await handler(toWebRequest(request, origin), context as never);

      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name === 'set-cookie') continue;
        reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if ((response.headers.get('content-type') ?? '').startsWith('text/html')) {
        reply.header('content-security-policy', contentSecurityPolicy(nonce, mode === 'production'));
        reply.header('cache-control', 'no-store');
      }
      if (!response.body || request.method === 'HEAD') return reply.send();
      return reply.send(Readable.fromWeb(response.body as never));
    };

    pages.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: handle });
    pages.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: handle });
  });
}
