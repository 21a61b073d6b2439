import { pageContext } from '@vizitas/shared/api/public/page-context';
import { businessDetail, businessGallery } from '@vizitas/shared/api/public/business';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { businesses, galleryImages } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';
import pagesPlugin, { type PageRenderer } from './pages.ts';

const TTL_MS = 4_000;
const STALE_MS = 3_000;
const clock = new TestClock(new Date('2027-03-01T09:00:00Z'));
let t: TestApp;
/** Every page the renderer rendered, by path (the cache is what keeps this low). */
let renders: string[] = [];
let gate: Promise<void> | undefined;

/**
 * A stand-in for the React Router build that renders like it does: the root loader's page
 * context (user, flash) and the business from the API, the nonce on scripts and in the data.
 */
const renderer: PageRenderer = {
  renderMode: (userAgent) => (userAgent.includes('Googlebot') ? 'whole' : 'streamed'),
  async handle(request, context) {
    const url = new URL(request.url);
    renders.push(url.pathname + url.search);
    await gate;
    const page = await context.call(pageContext);
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    for (const cookie of page.setCookie) headers.append('set-cookie', cookie);
    if (url.searchParams.has('sausainis')) headers.append('set-cookie', 'kitas=1; Path=/');
    let main = `<h1>Vizitas</h1>`;
    const slug = /^\/apie\/([^/]+)$/.exec(url.pathname)?.[1];
    if (slug) {
      const business = await context.call(businessDetail, { params: { slug } });
      if (business.status === 404) return new Response('<h1>Puslapis nerastas</h1>', { status: 404, headers });
      main = `<h1>${business.data.name}</h1>`;
      if (url.searchParams.has('galerija')) {
        const gallery = await context.call(businessGallery, { params: { slug } });
        main += `<p>nuotraukų: ${gallery.data.items.length}</p>`;
      }
    }
    const data = JSON.stringify({ nonce: context.cspNonce, user: page.data.user?.name ?? null, flash: page.data.flash });
    const html =
      `<!DOCTYPE html><html lang="lt"><head><link rel="modulepreload" href="/assets/a.js" nonce="${context.cspNonce}"/></head>` +
      `<body>${main}<p>atvaizdavimas ${renders.length}</p>${'<p>Grožio paslaugos Vilniuje</p>'.repeat(40)}` +
      `<script nonce="${context.cspNonce}">window.__data=${data}</script></body></html>`;
    return new Response(html, { status: 200, headers });
  },
};

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    now: clock.now,
    extraRoutes: (app) => {
      void app.register(pagesPlugin, {
        mode: 'renderer',
        renderer,
        cache: { ttlMs: TTL_MS, staleMs: STALE_MS, maxEntries: 50, maxBytes: 1024 * 1024 },
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  renders = [];
  gate = undefined;
  // Every test starts with an empty cache: move past the time to live and the stale time.
  clock.advance(TTL_MS + STALE_MS);
});

function nonceOf(response: LightMyRequestResponse): string {
  const match = /'nonce-([A-Za-z0-9_-]+)'/.exec(String(response.headers['content-security-policy']));
  if (!match) throw new Error('no nonce in the Content-Security-Policy');
  return match[1]!;
}

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('the anonymous visitors’ page cache', () => {
  it('answers a second visitor with the same page and a fresh nonce that matches its CSP header', async () => {
    const first = await get('/apie/grozio-salonas-gintare');
    const second = await get('/apie/grozio-salonas-gintare');

    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    expect(renders).toEqual(['/apie/grozio-salonas-gintare']);
    const [nonce1, nonce2] = [nonceOf(first), nonceOf(second)];
    expect(nonce2).not.toBe(nonce1);
    expect(first.body).toContain('Grožio salonas „Gintarė“');
    expect(second.body.split(nonce2).join('N')).toBe(first.body.split(nonce1).join('N'));
    // Every place of the nonce got the new one: the script tags and the page data.
    expect(second.body.split(nonce2)).toHaveLength(4);
    expect(second.body).not.toContain(nonce1);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toBe('no-store');
    expect(second.headers['set-cookie']).toBeUndefined();
    expect([first.headers['x-frame-options'], second.headers['x-frame-options']]).toEqual(['DENY', 'DENY']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a kept page gzip-compressed once with the new nonce written in, and brotli to a browser without gzip', async () => {
    const first = await get('/apie/grozio-salonas-gintare');
    const gzip = await get('/apie/grozio-salonas-gintare', { 'accept-encoding': 'gzip, deflate, br' });
    const brotli = await get('/apie/grozio-salonas-gintare', { 'accept-encoding': 'br' });

    expect(gzip.headers['x-page-cache']).toBe('hit');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toContain('accept-encoding');
    const unzipped = gunzipSync(gzip.rawPayload).toString('utf8');
    expect(unzipped.split(nonceOf(gzip)).join('N')).toBe(first.body.split(nonceOf(first)).join('N'));

    expect(brotli.headers['content-encoding']).toBe('br');
    const unbrotlied = brotliDecompressSync(brotli.rawPayload).toString('utf8');
    expect(unbrotlied.split(nonceOf(brotli)).join('N')).toBe(first.body.split(nonceOf(first)).join('N'));
  });

  it('never serves a visitor with a session from the cache, nor keeps the page rendered for them', async () => {
    const customer = new TestBrowser(t.app, '10.9.0.1');
    const login = await customer.post('/api/public/auth/login', { email: 'klientas@vizitas.lt', password: 'Demo12345!' });
    expect(login.statusCode, login.body).toBe(200);

    const session = { cookie: `vizitas_session=${customer.cookies.get('vizitas_session')}` };

    const anonymous = await get('/apie/grozio-salonas-gintare');
    const own = await get('/apie/grozio-salonas-gintare', session);
    const ownAgain = await get('/apie/grozio-salonas-gintare', session);
    const anonymousAgain = await get('/apie/grozio-salonas-gintare');

    expect(own.statusCode, own.body).toBe(200);
    expect(anonymous.body).toContain('"user":null');
    expect(own.body).toContain('"user":"Ieva Petrauskienė"');
    expect(ownAgain.body).toContain('"user":"Ieva Petrauskienė"');
    expect(own.headers['x-page-cache']).toBeUndefined();
    expect(ownAgain.headers['x-page-cache']).toBeUndefined();
    expect(anonymousAgain.headers['x-page-cache']).toBe('hit');
    expect(anonymousAgain.body).toContain('"user":null');
    expect(renders).toHaveLength(3);
  });

  it('builds a logged-in customer’s business page from the public answers kept for every render, until the business changes', async () => {
    const customer = new TestBrowser(t.app, '10.9.0.2');
    const login = await customer.post('/api/public/auth/login', { email: 'klientas@vizitas.lt', password: 'Demo12345!' });
    expect(login.statusCode, login.body).toBe(200);
    const session = { cookie: `vizitas_session=${customer.cookies.get('vizitas_session')}` };
    const [business] = await t.app.database.db.select().from(businesses).where(eq(businesses.slug, 'grozio-salonas-gintare'));
    const photos = (html: string) => Number(/nuotraukų: (\d+)/.exec(html)?.[1]);

    const first = await get('/apie/grozio-salonas-gintare?galerija', session);
    expect(first.body).toContain('"user":"Ieva Petrauskienė"');
    const before = photos(first.body);
    // A photo written behind the API's back: the kept answer still says what it said.
    await t.app.database.db
      .insert(galleryImages)
      .values({ businessId: business!.id, url: '/nuotraukos/nauja.webp', alt: 'Nauja' });
    const kept = await get('/apie/grozio-salonas-gintare?galerija', session);
    expect(photos(kept.body)).toBe(before);
    expect(renders).toHaveLength(2);
    // A change of the business drops it: the next render reads the gallery again.
    t.app.context.events.emit('catalogue.changed', { businessId: business!.id });
    const changed = await get('/apie/grozio-salonas-gintare?galerija', session);
    expect(photos(changed.body)).toBe(before + 1);
    // And without a change it lives no longer than the pages do.
    await t.app.database.db.insert(galleryImages).values({ businessId: business!.id, url: '/nuotraukos/kita.webp', alt: 'Kita' });
    clock.advance(TTL_MS);
    const later = await get('/apie/grozio-salonas-gintare?galerija', session);
    expect(photos(later.body)).toBe(before + 2);
    await t.app.database.db
      .delete(galleryImages)
      .where(inArray(galleryImages.url, ['/nuotraukos/nauja.webp', '/nuotraukos/kita.webp']));
  });

  it('renders every time for a flash message or an unknown cookie; the consent and analytics cookies do not matter', async () => {
    const flash = t.app.signCookie(JSON.stringify({ success: ['Atsijungėte.'], error: [] }));
    const withFlash = await get('/', { cookie: `vizitas_flash=${encodeURIComponent(flash)}` });
    expect(withFlash.body).toContain('Atsijungėte.');
    expect(withFlash.headers['x-page-cache']).toBeUndefined();
    expect((await get('/', { cookie: 'kazkas=1' })).headers['x-page-cache']).toBeUndefined();

    const plain = await get('/');
    const consented = await get('/', { cookie: 'cookie_consent=accepted; _ga=GA1.1.1' });
    expect(plain.headers['x-page-cache']).toBe('miss');
    expect(consented.headers['x-page-cache']).toBe('hit');
    expect(plain.body).not.toContain('Atsijungėte.');
    expect(renders).toEqual(['/', '/', '/']);
  });

  it('past the time to live, serves the kept page once more while rendering it again, and forgets it after the stale time', async () => {
    await get('/apie/grozio-salonas-gintare');
    clock.advance(TTL_MS - 1);
    expect((await get('/apie/grozio-salonas-gintare')).headers['x-page-cache']).toBe('hit');
    clock.advance(1);
    const stale = await get('/apie/grozio-salonas-gintare');
    expect(stale.headers['x-page-cache']).toBe('stale');
    expect(stale.body).toContain('atvaizdavimas 1<');
    expect(renders).toHaveLength(2);

    // The render started by the stale answer finishes in the background.
    let fresh = await get('/apie/grozio-salonas-gintare');
    for (let tries = 0; tries < 200 && fresh.headers['x-page-cache'] !== 'hit'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      fresh = await get('/apie/grozio-salonas-gintare');
    }
    expect(fresh.headers['x-page-cache']).toBe('hit');
    expect(fresh.body).toContain('atvaizdavimas 2<');
    expect(renders).toHaveLength(2);

    clock.advance(TTL_MS + STALE_MS);
    expect((await get('/apie/grozio-salonas-gintare')).headers['x-page-cache']).toBe('miss');
    expect(renders).toHaveLength(3);
  });

  it("drops a business's pages, with the listing pages, when its catalogue changes (the event the modules emit)", async () => {
    const idOf = async (slug: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/public/business/${slug}` })).json() as { id: string }).id;
    const gintare = await idOf('grozio-salonas-gintare');
    const zirkles = await idOf('kirpykla-zirkles');
    await get('/apie/grozio-salonas-gintare');
    await get('/apie/kirpykla-zirkles');
    await get('/');

    t.app.context.events.emit('catalogue.changed', { businessId: gintare });
    expect((await get('/apie/grozio-salonas-gintare')).headers['x-page-cache']).toBe('miss');
    expect((await get('/')).headers['x-page-cache']).toBe('miss');
    expect((await get('/apie/kirpykla-zirkles')).headers['x-page-cache']).toBe('hit');

    t.app.context.events.emit('business.profile_changed', { businessId: zirkles });
    expect((await get('/apie/kirpykla-zirkles')).headers['x-page-cache']).toBe('miss');
    expect((await get('/apie/grozio-salonas-gintare')).headers['x-page-cache']).toBe('hit');
  });

  it('keeps no answer other than a 200 page without cookies', async () => {
    const missing = await get('/apie/tokio-nera');
    const missingAgain = await get('/apie/tokio-nera');
    expect([missing.statusCode, missingAgain.statusCode]).toEqual([404, 404]);
    expect(missingAgain.headers['x-page-cache']).toBeUndefined();

    const withCookie = await get('/apie/grozio-salonas-gintare?sausainis=1');
    const withCookieAgain = await get('/apie/grozio-salonas-gintare?sausainis=1');
    expect(withCookieAgain.headers['set-cookie']).toEqual(['kitas=1; Path=/']);
    expect([withCookie.headers['x-page-cache'], withCookieAgain.headers['x-page-cache']]).toEqual([undefined, undefined]);
    expect(renders).toEqual([
      '/apie/tokio-nera',
      '/apie/tokio-nera',
      '/apie/grozio-salonas-gintare?sausainis=1',
      '/apie/grozio-salonas-gintare?sausainis=1',
    ]);
  });

  it('keeps pages apart by host, render mode and query, and leaves other pages and methods alone', async () => {
    await get('/apie/grozio-salonas-gintare');
    const otherHost = await get('/apie/grozio-salonas-gintare', { host: 'kitas.lt' });
    const crawler = await get('/apie/grozio-salonas-gintare', { 'user-agent': 'Googlebot/2.1' });
    const query = await get('/apie/grozio-salonas-gintare?x=1');
    expect([otherHost, crawler, query].map((response) => response.headers['x-page-cache'])).toEqual(['miss', 'miss', 'miss']);

    const contact = await get('/susisiekti');
    const contactAgain = await get('/susisiekti');
    expect(contactAgain.headers['x-page-cache']).toBeUndefined();
    expect(contact.statusCode).toBe(200);
    const data = await get('/apie/grozio-salonas-gintare.data');
    expect(data.headers['x-page-cache']).toBeUndefined();
    expect(renders).toEqual([
      '/apie/grozio-salonas-gintare',
      '/apie/grozio-salonas-gintare',
      '/apie/grozio-salonas-gintare',
      '/apie/grozio-salonas-gintare?x=1',
      '/susisiekti',
      '/susisiekti',
      '/apie/grozio-salonas-gintare.data',
    ]);
  });

  it('lets visitors who ask while a page is being rendered wait for that render', async () => {
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const first = get('/grozio-specialistai/kirpimas/vilnius');
    const second = get('/grozio-specialistai/kirpimas/vilnius');
    // Give the second request time to reach the handler while the first render waits.
    await new Promise((resolve) => setTimeout(resolve, 50));
    open();
    const answers = await Promise.all([first, second]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.headers['x-page-cache'])).toEqual(['miss', 'hit']);
    expect(nonceOf(answers[0]!)).not.toBe(nonceOf(answers[1]!));
    expect(renders).toEqual(['/grozio-specialistai/kirpimas/vilnius']);
  });
});
