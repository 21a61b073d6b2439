import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import {
  ADMIN_BOOKING_ENDPOINTS,
  ADMIN_FIXTURE_NOW,
  apiRequest,
  makeAdminFixture,
  type AdminFixture,
} from '#server/testing/admin-endpoints.ts';

// Generated bad input for every admin booking endpoint: wrong types, huge and odd strings,
// negative and huge numbers, injection strings, dates out of range. Whatever comes back must be
// a 4xx JSON error with a stable code (or a 2xx where the value happens to be acceptable),
// never a 5xx.

const JUNK: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'x'.repeat(100_000),
  '\u0000',
  'a\u0000b',
  '💅'.repeat(500),
  '\ud800',
  "' OR '1'='1' --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '0100-01-01',
  '0100-01-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31',
  '9999-12-31T23:59:00Z',
  '2027-02-30',
  '00000000-0000-4000-8000-000000000000',
  [],
  ['x'],
  [null],
  {},
  { $gt: '' },
];

const PATH_JUNK = [
  '0',
  'null',
  '%00',
  "'%20OR%201=1",
  '..%2F..%2F',
  'x'.repeat(600),
  '00000000-0000-0000-0000-000000000000',
  '0100-01-01',
  '0000-01-01',
];

/** The query parameters each reading endpoint takes besides `business`. */
const QUERY_PARAMS: Record<string, string[]> = {
  'GET /api/admin/appointments': ['status', 'from', 'to', 'specialist', 'q', 'page', 'limit', 'order'],
  'GET /api/admin/schedule-overrides': ['from', 'to', 'specialist'],
  'GET /api/admin/holidays': ['from', 'to'],
  'GET /api/admin/business/{id}/public-holidays': ['year'],
  'GET /api/admin/clients': ['q', 'page'],
};

let t: TestApp;
let f: AdminFixture;

beforeAll(async () => {
  t = await createTestApp({ now: () => ADMIN_FIXTURE_NOW });
  f = await makeAdminFixture(t.app.database.db, { slug: 'salonas-blogi' });
});
afterAll(async () => {
  await t?.close();
});

function expectNoServerError(answer: { status: number; body: { code?: unknown } | null }, what: string) {
  expect(answer.status, what).toBeLessThan(500);
  if (answer.status >= 400) expect(typeof answer.body?.code, what).toBe('string');
}

describe.each(ADMIN_BOOKING_ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))('%s', (_name, endpoint) => {
  it('answers junk in every body field, the whole body, the path and the query without a 5xx', async () => {
    const scope = f.ids.businessId;
    const url = endpoint.url(f.ids, scope);
    const body = endpoint.body?.(f.ids, scope) as Record<string, unknown> | undefined;
    if (body) {
      for (const key of Object.keys(body)) {
        for (const junk of JUNK) {
          const answer = await apiRequest(t.app, f.owner, endpoint.method, url, { ...body, [key]: junk });
          expectNoServerError(answer, `${key} = ${JSON.stringify(junk)?.slice(0, 40)}`);
        }
      }
      for (const junk of JUNK) {
        expectNoServerError(
          await apiRequest(t.app, f.owner, endpoint.method, url, junk),
          `body ${JSON.stringify(junk)?.slice(0, 40)}`,
        );
      }
      expectNoServerError(await apiRequest(t.app, f.owner, endpoint.method, url, { ...body, extra: 'x' }), 'extra field');
    }
    for (const id of Object.values(f.ids)) {
      if (!url.includes(id)) continue;
      for (const junk of PATH_JUNK) {
        expectNoServerError(await apiRequest(t.app, f.owner, endpoint.method, url.replace(id, junk), body), `path ${junk}`);
      }
    }
    for (const date of ['2027-03-29', '2027-06-24']) {
      if (!url.includes(date)) continue;
      for (const junk of PATH_JUNK) {
        expectNoServerError(await apiRequest(t.app, f.owner, endpoint.method, url.replace(date, junk), body), `date ${junk}`);
      }
    }
    const separator = url.includes('?') ? '&' : '?';
    for (const param of ['business', ...(QUERY_PARAMS[`${endpoint.method} ${endpoint.route}`] ?? [])]) {
      for (const junk of [
        '',
        '%00',
        'x'.repeat(3000),
        '-1',
        '1e400',
        '0100-01-01T00:00:00Z',
        '0000-01-01T00:00:00Z',
        '9999-12-31T23:59:59Z',
        "'%20OR%201=1",
      ]) {
        expectNoServerError(
          await apiRequest(t.app, f.owner, endpoint.method, `${url}${separator}${param}=${junk}`, body),
          `?${param}=${junk}`,
        );
      }
    }
  }, 120_000);
});
