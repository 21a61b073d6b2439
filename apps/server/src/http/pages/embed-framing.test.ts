import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { isEmbeddablePage } from './csp.ts';
import pagesPlugin, { type PageRenderer } from './pages.ts';

/** Renders every path as a small page (the real build is exercised by the browser journey). */
const renderer: PageRenderer = {
  renderMode: () => 'streamed',
  async handle(request) {
    const html = `<!DOCTYPE html><html lang="lt"><head></head><body><h1>${new URL(request.url).pathname}</h1></body></html>`;
    return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    extraRoutes: (app) => {
      void app.register(pagesPlugin, {
        mode: 'renderer',
        renderer,
        cache: { ttlMs: 4_000, staleMs: 3_000, maxEntries: 50, maxBytes: 1024 * 1024 },
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});

const framing = (headers: Record<string, unknown>) => ({
  ancestors: /frame-ancestors ([^;]+)/.exec(String(headers['content-security-policy']))?.[1],
  xfo: headers['x-frame-options'],
  corp: headers['cross-origin-resource-policy'],
});

describe('framing by other sites (docs/decisions/029)', () => {
  it('the booking embed may be framed by any origin: frame-ancestors *, no X-Frame-Options', async () => {
    for (const url of [
      '/naujas-vizitas/studija-aiste/iterpti',
      '/naujas-vizitas/studija-aiste/iterpti?paslaugos=x',
      '/naujas-vizitas/studija-aiste/iterpti/',
    ]) {
      const answer = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'sec-fetch-dest': 'iframe', referer: 'https://salonas.example/' },
      });
      expect(answer.statusCode, url).toBe(200);
      expect(framing(answer.headers), url).toEqual({ ancestors: '*', xfo: undefined, corp: 'cross-origin' });
      // Everything else of the policy stays: scripts only with the nonce.
      expect(String(answer.headers['content-security-policy'])).toContain("script-src 'self' 'nonce-");
    }
  });

  it('every other page refuses every frame: frame-ancestors none and X-Frame-Options DENY', async () => {
    for (const url of [
      '/',
      '/naujas-vizitas/studija-aiste',
      '/apie/studija-aiste',
      '/naujas-vizitas/studija-aiste/iterpti/kita',
      '/naujas-vizitas/iterpti',
      '/administratorius',
      '/administratorius/dalintis-nuoroda',
      '/prisijungti',
      '/kvietimu-atsisakymas?token=x',
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(framing(answer.headers), url).toEqual({ ancestors: "'none'", xfo: 'DENY', corp: 'same-origin' });
    }
  });

  it('the API is never framed either', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/public/page-context' });
    expect(framing(answer.headers)).toEqual({ ancestors: "'none'", xfo: 'DENY', corp: 'same-origin' });
  });

  it('recognises the embed path exactly', () => {
    expect(isEmbeddablePage('/naujas-vizitas/ona/iterpti')).toBe(true);
    expect(isEmbeddablePage('/naujas-vizitas/ona/iterpti/')).toBe(true);
    expect(isEmbeddablePage('/naujas-vizitas/ona')).toBe(false);
    expect(isEmbeddablePage('/naujas-vizitas/ona/iterpti.data')).toBe(false);
    expect(isEmbeddablePage('/x/naujas-vizitas/ona/iterpti')).toBe(false);
    expect(isEmbeddablePage('/naujas-vizitas/a/b/iterpti')).toBe(false);
  });
});
