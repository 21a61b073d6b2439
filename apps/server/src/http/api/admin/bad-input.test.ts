import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@vizitas/shared';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import {
  ADMIN_BOOKING_ENDPOINTS,
  ADMIN_FIXTURE_NOW,
  apiRequest,
  makeAdminFixture,
  tenantSnapshot,
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

/**
 * The character rule (`@vizitas/shared/text-characters`): inside a JSON string, and at the end of
 * a URL part as the bytes a client would send (a lone surrogate has no UTF-8 of its own).
 */
const BAD_CHARACTERS = [
  { what: 'NUL', text: '\u0000', url: '%00' },
  { what: 'lone high surrogate', text: '\ud800', url: '%ED%A0%80' },
  { what: 'lone low surrogate', text: '\udc00', url: '%ED%B0%80' },
];

/** The key paths of every string in a JSON value (array items and nested properties too). */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringPaths(item, [...path, index]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

/** `value` with `character` put in the middle of the string at `path`. */
function withCharacterAt(value: unknown, path: (string | number)[], character: string): unknown {
  const copy = JSON.parse(JSON.stringify(value)) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  const text = node[last] as string;
  node[last] = text.slice(0, Math.ceil(text.length / 2)) + character + text.slice(Math.ceil(text.length / 2));
  return copy;
}

function expectRefused(
  answer: { status: number; body: { code?: unknown; fields?: Record<string, string[]> } | null },
  what: string,
) {
  expect(answer.status, what).toBe(400);
  expect(answer.body?.code, what).toBe('validation_failed');
  expect(Object.values(answer.body?.fields ?? {}).flat(), what).toContain(messages.form.badCharacters);
}

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

  it('refuses a NUL byte and a lone surrogate in each string of the body, the path and the query with 400; nothing is written', async () => {
    const db = t.app.database.db;
    const scope = f.ids.businessId;
    const url = endpoint.url(f.ids, scope);
    const body = endpoint.body?.(f.ids, scope);
    const before = await tenantSnapshot(db, scope);
    const [path, query = ''] = url.split('?');
    const separator = query ? '&' : '?';
    for (const bad of BAD_CHARACTERS) {
      for (const at of stringPaths(body)) {
        expectRefused(
          await apiRequest(t.app, f.owner, endpoint.method, url, withCharacterAt(body, at, bad.text)),
          `body.${at.join('.')} ${bad.what}`,
        );
      }
      // Each path segment that names a record or a date.
      const segments = path!.split('/');
      for (const [index, segment] of segments.entries()) {
        if (!Object.values(f.ids).includes(segment) && !/^\d{4}-\d{2}-\d{2}$/.test(segment)) continue;
        const spoiled = segments.map((part, i) => (i === index ? part + bad.url : part)).join('/');
        expectRefused(
          await apiRequest(t.app, f.owner, endpoint.method, `${spoiled}${query ? `?${query}` : ''}`, body),
          `path ${segment} ${bad.what}`,
        );
      }
      // Each query parameter the URL has, and each one the endpoint reads.
      for (const pair of query.split('&').filter(Boolean)) {
        const spoiled = query.replace(pair, pair + bad.url);
        expectRefused(await apiRequest(t.app, f.owner, endpoint.method, `${path}?${spoiled}`, body), `?${pair} ${bad.what}`);
      }
      for (const param of QUERY_PARAMS[`${endpoint.method} ${endpoint.route}`] ?? []) {
        expectRefused(
          await apiRequest(t.app, f.owner, endpoint.method, `${url}${separator}${param}=x${bad.url}`, body),
          `?${param} ${bad.what}`,
        );
      }
    }
    expect(await tenantSnapshot(db, scope)).toBe(before);
  }, 120_000);
});
