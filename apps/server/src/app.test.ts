import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { errorReportToken } from './lib/error-report-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});

describe('platform', () => {
  it('answers /healthz after checking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('answers unknown API paths with a JSON 404 and a Lithuanian message', async () => {
    for (const url of ['/api/nera', '/api/public/nera/kur', '/api/admin/kazkas']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ success: false, code: 'not_found', message: 'Puslapis nerastas.' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nera', payload: { a: 1 } });
    expect(post.statusCode).toBe(404);
  });

  it('publishes the OpenAPI document generated from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/public/business/search', '/api/public/business/{slug}', '/api/public/log-an-error/{token}']),
    );
    expect(doc.paths['/api/public/business/search'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['category', 'city', 'page']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/log-an-error/${errorReportToken(t.app.secrets.errorReports, t.app.context.now().getTime())}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"message": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'invalid_json' });
    expect(response.json().message).toMatch(/[ąčęėįšųūž]|formatas/i);
  });

  it('answers wrong types and missing fields with 400 and the field errors', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/log-an-error/${errorReportToken(t.app.secrets.errorReports, t.app.context.now().getTime())}`,
      payload: { stack: 42 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('validation_failed');
    expect(body.message).toBe('Prašome ištaisyti klaidas!');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['message', 'stack']));
  });

  it('answers bad query values with 400, never 500', async () => {
    for (const url of [
      '/api/public/business/search?page=-1',
      '/api/public/business/search?limit=abc',
      "/api/public/business/search?city=' OR 1=1 --",
      '/api/public/business/NE-SLUGAS%20%F0%9F%92%85',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code, url).toBe('validation_failed');
    }
  });

  it('refuses oversized bodies with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/log-an-error/${errorReportToken(t.app.secrets.errorReports, t.app.context.now().getTime())}`,
      payload: { message: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('payload_too_large');
  });

  it('sends compressed answers when asked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/public/business/search?limit=20',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('public business API', () => {
  it('searches by category and city', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/business/search?category=kirpejai&city=vilnius' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.items.length).toBeGreaterThan(0);
    for (const item of body.items) {
      expect(item.city).toBe('vilnius');
      expect(item.categories).toContain('kirpejai');
      expect(item.priceFromCents).toBeGreaterThan(0);
    }
    expect(body.total).toBe(body.items.length);
  });

  it('finds nothing for an injection string, safely', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/public/business/search?q=${encodeURIComponent("%'; DROP TABLE businesses; --")}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([]);
    const again = await t.app.inject({ method: 'GET', url: '/api/public/business/search' });
    expect(again.json().total).toBeGreaterThanOrEqual(12);
  });

  it('returns a business with its services grouped, and 404 for an unknown slug', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/business/studija-aiste' });
    expect(response.statusCode).toBe(200);
    const business = response.json();
    expect(business.domain).toBe('studija-aiste.lt');
    expect(business.serviceGroups.length).toBeGreaterThan(0);
    expect(business.serviceGroups[0].services[0]).toMatchObject({
      durationMin: expect.any(Number),
      priceCents: expect.any(Number),
    });
    expect(business.specialists.length).toBeGreaterThan(0);
    // Sent compressed to a browser that takes it, the same JSON.
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/api/public/business/studija-aiste',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(business);

    const missing = await t.app.inject({ method: 'GET', url: '/api/public/business/tokio-nera' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'resource_not_found' });
  });

  it('tells the page which business owns the request host', async () => {
    const onDomain = await t.app.inject({
      method: 'GET',
      url: '/api/public/page-context',
      headers: { host: 'studija-aiste.lt' },
    });
    expect(onDomain.json().domainBusiness).toMatchObject({ slug: 'studija-aiste' });
    const onPlatform = await t.app.inject({
      method: 'GET',
      url: '/api/public/page-context',
      headers: { host: 'localhost:3000' },
    });
    expect(onPlatform.json()).toMatchObject({ user: null, domainBusiness: null, flash: { success: [], error: [] } });
  });
});

describe('browser error reports', () => {
  it('stores a report sent with a valid token', async () => {
    const token = errorReportToken(t.app.secrets.errorReports, t.app.context.now().getTime());
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/public/log-an-error/${token}`,
      headers: { 'user-agent': 'Testas/1.0' },
      payload: { message: 'Klaida: ąčę', pageUrl: 'http://localhost/apie/x', stack: 'at x' },
    });
    expect(response.statusCode).toBe(201);
    const { rows } = await rawQuery(
      `select message, user_agent, page_url from client_error_reports where message = 'Klaida: ąčę'`,
    );
    expect(rows).toEqual([{ message: 'Klaida: ąčę', user_agent: 'Testas/1.0', page_url: 'http://localhost/apie/x' }]);
  });

  it('refuses a wrong token with 403 and stores nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/public/log-an-error/neteisingas',
      payload: { message: 'Įsilaužimas' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
    const { rows } = await rawQuery(`select count(*)::int as n from client_error_reports where message = 'Įsilaužimas'`);
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('rate-limits reports per address', async () => {
    const token = errorReportToken(t.app.secrets.errorReports, t.app.context.now().getTime());
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/public/log-an-error/${token}`,
        remoteAddress: '10.9.9.9',
        payload: { message: `kartojasi ${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s === 201).length).toBe(20);
    expect(statuses.at(-1)).toBe(429);
  });
});

async function rawQuery(sqlText: string): Promise<{ rows: Record<string, unknown>[] }> {
  const { sql } = await import('drizzle-orm');
  const result = await t.app.database.db.execute(sql.raw(sqlText));
  return { rows: (result as unknown as { rows: Record<string, unknown>[] }).rows };
}

describe('sitemap', () => {
  it('lists the home page, every category × city page and the onboarded businesses', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'vizitas.lt' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toContain('<loc>http://vizitas.lt/</loc>');
    expect(response.body).toContain('<loc>http://vizitas.lt/grozio-specialistai/kirpejai/vilnius</loc>');
    expect(response.body).toContain('<loc>http://vizitas.lt/apie/studija-aiste</loc>');
    expect(response.body).not.toContain('depiliacijos-studija-glotni');
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the admin area and the API and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'vizitas.lt' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Disallow: /administratorius/');
    expect(response.body).toContain('Sitemap: http://vizitas.lt/sitemap.xml');
  });
});
