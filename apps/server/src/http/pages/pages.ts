/**
 * Every path that is not an API path is a page: React Router renders it on the server
 * (`adapter.ts`), its loaders reach data only through the API (`load-context.ts`), each answer
 * gets its own CSP nonce (`csp.ts`), and public pages an anonymous visitor asks for are kept for
 * a few seconds (`page-cache.ts`, served by `cached-pages.ts`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRendered, setUpRenderer, requestOrigin, toWebRequest, type PagesOptions } from './adapter.ts';
import { CachedPages } from './cached-pages.ts';
import { isEmbeddablePage, newNonce } from './csp.ts';
import { loadContextFactory, renderPage } from './load-context.ts';
import { PageCache, pageCacheOptionsFromEnv, type PageCacheOptions } from './page-cache.ts';
import { PAGE_CACHES } from './reactions.ts';
import { PublicAnswers, type PublicAnswersOptions } from './public-answers.ts';

export type { PageRenderer, PagesOptions } from './adapter.ts';

/** How often the kept pages and public answers are swept of what has gone stale. */
const SWEEP_EVERY_MS = 5_000;

/**
 * The public answers live as long as the pages; five entries a page (a business's page reads five
 * of them: with one a page, 200 businesses' pages asked in turn pushed each other out before any
 * was asked again) and half the pages' bytes.
 */
function publicAnswersOptions(pages: PageCacheOptions): PublicAnswersOptions {
  return { ttlMs: pages.ttlMs, maxEntries: pages.maxEntries * 5, maxBytes: Math.floor(pages.maxBytes / 2) };
}

export default async function pagesPlugin(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const getRenderer = await setUpRenderer(app, options);
  const cacheOptions: PageCacheOptions | false =
    options.mode === 'development' ? false : (options.cache ?? pageCacheOptionsFromEnv(process.env));
  const production = options.mode !== 'development';
  const cache = cacheOptions && cacheOptions.ttlMs > 0 ? new PageCache(cacheOptions) : undefined;
  // The public answers pages are built from are kept as long as the pages (./public-answers.ts).
  const publicAnswers =
    cacheOptions && cacheOptions.ttlMs > 0 ? new PublicAnswers(publicAnswersOptions(cacheOptions)) : undefined;
  const loadContext = loadContextFactory(app, publicAnswers);
  let cachedPages: CachedPages | undefined;
  if (cache && publicAnswers) {
    // Kept on the app's shelf, where the pages' reactions drop what a write changed (./reactions.ts).
    app.context.caches.of(PAGE_CACHES).held = { pages: cache, publicAnswers };
    cachedPages = new CachedPages({ cache, loadContext, production, now: () => app.context.now(), log: app.log });
    // What has gone stale leaves even when no new page comes to push it out (docs/decisions/036).
    const sweeper = setInterval(() => {
      const nowMs = app.context.now().getTime();
      cache.sweep(nowMs);
      publicAnswers.sweep(nowMs);
    }, SWEEP_EVERY_MS);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));
  }

  // Pages get their own body handling: the raw stream goes to React Router untouched.
  await app.register(async (pages) => {
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      const origin = requestOrigin(request);
      const nonce = newNonce();
      const renderer = await getRenderer();
      const cacheKey = cachedPages?.keyOf(request, origin, renderer);
      if (!cachedPages || !cacheKey) {
        const rendered = await renderPage(
          renderer,
          toWebRequest(request, origin),
          loadContext(request, origin, nonce, undefined),
        );
        const pathname = request.url.split('?', 1)[0]!;
        return sendRendered(reply, rendered, nonce, production, isEmbeddablePage(pathname));
      }
      return cachedPages.serve(request, reply, renderer, origin, nonce, cacheKey);
    };

    pages.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: handle });
    pages.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: handle });
  });
}
