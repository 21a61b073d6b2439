import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { configureAvailabilityCache, DEFAULT_CACHE_SETTINGS } from '#server/modules/availability/index.ts';
import { securityHeaders } from './security.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});

const EVERY_ANSWER = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('every JSON API answer, found or not, gets them and a policy that allows nothing', async () => {
    for (const url of ['/api/public/business/grozio-salonas-gintare', '/api/public/nera', '/api/user/me']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject(EVERY_ANSWER);
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('the calendar answers sent from the shared answer get them too', async () => {
    configureAvailabilityCache(t.app.context.caches, DEFAULT_CACHE_SETTINGS);
    const options = (
      await t.app.inject({ method: 'GET', url: '/api/public/schedule/calendar-options?business=grozio-salonas-gintare' })
    ).json();
    const url =
      `/api/public/schedule/available-dates?business=grozio-salonas-gintare&from=${options.firstDate}` +
      `&to=${options.firstDate}&services=${options.services[0].id}&specialist=any`;
    for (const response of [await t.app.inject({ method: 'GET', url }), await t.app.inject({ method: 'GET', url })]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject(EVERY_ANSWER);
    }
  });

  it('the interactive API docs and other answers get them without the API policy (pages set their own)', async () => {
    for (const url of ['/api/docs/json', '/healthz']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers, url).toMatchObject(EVERY_ANSWER);
      expect(response.headers['content-security-policy'], url).toBeUndefined();
    }
  });

  it('HSTS only in production', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).headers['strict-transport-security']).toBeUndefined();
    expect(securityHeaders({ production: true, api: false })['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(securityHeaders({ production: false, api: true })['strict-transport-security']).toBeUndefined();
  });
});
