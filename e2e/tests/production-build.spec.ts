// The production build as it runs (QUALITY.md, Tests): a copy of the product started exactly as
// `npm start` starts it (the bundled server, the serve script's node options, NODE_ENV=production,
// its own data folder with the Lithuanian demo data, nothing else in its environment), fetched the
// way a user, a search engine or an API client fetches it. The journeys' own server carries test
// switches (the outbox API, extra push services); this one carries none.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { expect, test } from '@playwright/test';
import { startServer, type ServerProcess } from '../../bench/src/server-process';

test.describe.configure({ mode: 'serial' });

let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'vizitas-production-'));
  // The runner's environment holds none of the journeys' server's test switches (Playwright gives
  // those to that server alone), so this copy runs with what a person running `npm start` has.
  server = await startServer({ port: Number(process.env.PORT ?? 3100) + 63, dataDir });
});

test.afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('the OpenAPI document answers 200 and is a valid OpenAPI 3.1 document by a validator the project did not write', async () => {
  const response = await fetch(`${server.baseUrl}/api/docs/json`);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/json');
  const document = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe('3.1.0');
  // The seed's operations are all there (a handful named here; the access matrix checks every one).
  for (const route of ['/api/public/business/{slug}', '/api/user/appointment', '/api/admin/business/{id}/details']) {
    expect(Object.keys(document.paths), route).toContain(route);
  }
  expect(Object.keys(document.paths).length).toBeGreaterThanOrEqual(100);
  // swagger-parser validates against the OpenAPI 3.1 schema and resolves every $ref; it throws on the first error.
  const validated = await SwaggerParser.validate(structuredClone(document) as never);
  expect(Object.keys(validated.paths ?? {}).length).toBe(Object.keys(document.paths).length);
});

test('the API documentation page, the manifest, the service worker and /healthz answer as a browser needs them', async () => {
  const docs = await fetch(`${server.baseUrl}/api/docs`);
  expect(docs.status).toBe(200);
  expect(docs.headers.get('content-type')).toContain('text/html');
  expect(await docs.text()).toContain('swagger');

  const manifest = await fetch(`${server.baseUrl}/manifest.webmanifest`);
  expect(manifest.status).toBe(200);
  expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
  const manifestBody = (await manifest.json()) as { name: string; icons: { src: string }[]; start_url: string };
  expect(manifestBody.name).toContain('Vizitas');
  expect(manifestBody.icons.length).toBeGreaterThan(0);
  for (const icon of manifestBody.icons) {
    const answer = await fetch(new URL(icon.src, server.baseUrl));
    expect(answer.status, icon.src).toBe(200);
    expect(answer.headers.get('content-type'), icon.src).toMatch(/^image\//);
  }

  const worker = await fetch(`${server.baseUrl}/sw.js`);
  expect(worker.status).toBe(200);
  expect(worker.headers.get('content-type')).toMatch(/javascript/);
  expect(await worker.text()).toContain('push');

  const health = await fetch(`${server.baseUrl}/healthz`);
  expect(health.status).toBe(200);
});

test('every page of the sitemap answers 200 with its own title and the Lithuanian language', async () => {
  const sitemap = await fetch(`${server.baseUrl}/sitemap.xml`);
  expect(sitemap.status).toBe(200);
  const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    match[1]!.replaceAll('&amp;', '&'),
  );
  // The demo data: the home page, search pages and the demo businesses' pages.
  expect(locations.length).toBeGreaterThan(5);
  expect(locations.some((location) => new URL(location).pathname.startsWith('/apie/'))).toBe(true);
  for (const location of locations) {
    const url = new URL(location);
    const page = await fetch(`${server.baseUrl}${url.pathname}${url.search}`);
    expect(page.status, url.pathname).toBe(200);
    expect(page.headers.get('content-type'), url.pathname).toContain('text/html');
    const html = await page.text();
    expect(html, url.pathname).toMatch(/<html lang="lt"/);
    expect(html, url.pathname).toMatch(/<title>[^<]+<\/title>/);
  }
  const robots = await fetch(`${server.baseUrl}/robots.txt`);
  expect(robots.status).toBe(200);
  expect(await robots.text()).toContain('Sitemap:');
});
