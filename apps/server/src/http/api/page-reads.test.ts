import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { TestBrowser } from '#server/testing/browser.ts';
import { openPageScope, PAGE_SCOPE_HEADER } from '../page-scope.ts';
import { NOT_DIRECT, pageReads } from './page-reads.ts';

/**
 * A page read answers what the API answers: for every entry, every kind of person and the
 * queries pages send, the direct answer equals the route's JSON (no Date, no undefined, no extra
 * field), and whatever the API does not answer 200 is left to the real call.
 */

let t: TestApp;
let otherBusinessId: string;

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    extraRoutes: (app) => {
      const read = pageReads(app);
      // A page of the test's own: it reads `?path=` as a page's loader would, in a page scope.
      app.get('/bandymas/page-read', async (request) => {
        const apiPath = (request.query as { path: string }).path;
        const page = openPageScope(request.cookies.vizitas_session);
        try {
          const data = await read(request, apiPath, { [PAGE_SCOPE_HEADER]: page.id });
          if (data === NOT_DIRECT) return { direct: false };
          return { direct: true, data, jsonSafe: isDeepStrictEqual(JSON.parse(JSON.stringify(data)), data) };
        } finally {
          page.close();
        }
      });
    },
  });
  const [other] = await t.app.database.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.slug, 'grozio-salonas-gintare'));
  otherBusinessId = other!.id;
});
afterAll(async () => {
  await t.close();
});

let address = 0;
async function person(email: string | null): Promise<TestBrowser> {
  address += 1;
  const browser = new TestBrowser(t.app, `10.8.0.${address}`);
  if (email) {
    const login = await browser.post('/api/public/auth/login', { email, password: 'Demo12345!' });
    expect(login.statusCode).toBe(200);
    // The login's "welcome" message waits in a flash cookie; the flash has a test of its own below.
    browser.cookies.delete('vizitas_flash');
  }
  return browser;
}

interface Probe {
  direct: boolean;
  data?: unknown;
  jsonSafe?: boolean;
}

/** The API's own answer and the page read's, for one person, path and host. */
async function both(browser: TestBrowser, apiPath: string, host = 'localhost') {
  const headers = { host };
  // The page read first: the real call may take what it finds (a flash message).
  const probe = await browser.get(`/bandymas/page-read?path=${encodeURIComponent(apiPath)}`, { headers });
  expect(probe.statusCode).toBe(200);
  const api = await browser.get(apiPath, { headers });
  return { api, probe: probe.json<Probe>() };
}

/** The read is direct exactly when the API answers 200, and then it is the API's JSON. */
async function expectSameAnswer(browser: TestBrowser, apiPath: string, host?: string): Promise<number> {
  const { api, probe } = await both(browser, apiPath, host);
  if (api.statusCode === 200) {
    expect(probe, apiPath).toEqual({ direct: true, data: api.json(), jsonSafe: true });
  } else {
    expect(probe, `${apiPath} answered ${api.statusCode}`).toEqual({ direct: false });
  }
  return api.statusCode;
}

const PEOPLE = [null, 'klientas@vizitas.lt', 'admin@vizitas.lt', 'darbuotoja@vizitas.lt', 'operatorius@vizitas.lt'];

describe('page reads', () => {
  it('page context: the same answer for a visitor, a customer, an owner, staff and the operator, on the platform and an own domain', async () => {
    const statuses: number[] = [];
    for (const email of PEOPLE) {
      const browser = await person(email);
      statuses.push(await expectSameAnswer(browser, '/api/public/page-context'));
      statuses.push(await expectSameAnswer(browser, '/api/public/page-context', 'studija-aiste.lt'));
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    // The own domain's business comes with it.
    const { probe } = await both(await person(null), '/api/public/page-context', 'studija-aiste.lt');
    expect((probe.data as { domainBusiness: { slug: string } }).domainBusiness.slug).toBe('studija-aiste');
  });

  it("a customer's visits: every scope, page and business filter the pages ask", async () => {
    const customer = await person('klientas@vizitas.lt');
    const paths = [
      '/api/user/appointments?scope=upcoming',
      '/api/user/appointments?scope=past',
      '/api/user/appointments?scope=upcoming&business=studija-aiste',
      '/api/user/appointments?scope=past&business=studija-aiste&page=2',
      '/api/user/appointments',
    ];
    for (const path of paths) expect(await expectSameAnswer(customer, path)).toBe(200);
    const { probe } = await both(customer, '/api/user/appointments?scope=past');
    expect((probe.data as { items: unknown[] }).items.length).toBeGreaterThan(0);
  });

  it('what the API refuses is left to it: a visitor (401), a bad scope, an unknown business, a repeated parameter, an unknown one', async () => {
    const visitor = await person(null);
    expect(await expectSameAnswer(visitor, '/api/user/appointments?scope=upcoming')).toBe(401);
    const customer = await person('klientas@vizitas.lt');
    expect(await expectSameAnswer(customer, '/api/user/appointments?scope=bogus')).toBe(400);
    expect(await expectSameAnswer(customer, '/api/user/appointments?scope=upcoming&business=nera-tokio')).toBe(404);
    expect(await expectSameAnswer(customer, '/api/user/appointments?scope=upcoming&foo=1')).toBe(400);
    const repeated = await both(customer, '/api/user/appointments?scope=upcoming&scope=past');
    expect(repeated.probe).toEqual({ direct: false });
    expect(await expectSameAnswer(customer, '/api/public/page-context?x=1')).toBe(200);
  });

  it('the admin shell: the same answer for owner, staff and operator; a customer and a visitor are refused by the API', async () => {
    for (const email of ['admin@vizitas.lt', 'darbuotoja@vizitas.lt']) {
      const member = await person(email);
      expect(await expectSameAnswer(member, '/api/admin/shell')).toBe(200);
      expect(await expectSameAnswer(member, '/api/admin/shell?verslas=studija-aiste')).toBe(200);
      expect(await expectSameAnswer(member, `/api/admin/shell?business=${otherBusinessId}`)).toBe(404);
      expect(await expectSameAnswer(member, '/api/admin/shell?verslas=nera-tokio')).toBe(404);
    }
    const operator = await person('operatorius@vizitas.lt');
    expect(await expectSameAnswer(operator, '/api/admin/shell')).toBe(200);
    expect(await expectSameAnswer(operator, '/api/admin/shell?verslas=studija-aiste')).toBe(200);
    expect(await expectSameAnswer(await person('klientas@vizitas.lt'), '/api/admin/shell')).toBe(403);
    expect(await expectSameAnswer(await person(null), '/api/admin/shell')).toBe(401);
  });

  it('a queued flash message is taken by the real call, which clears its cookie', async () => {
    const customer = await person('klientas@vizitas.lt');
    await customer.post('/api/public/auth/login', { email: 'klientas@vizitas.lt', password: 'Demo12345!' });
    expect(customer.cookies.has('vizitas_flash')).toBe(true);
    const { api, probe } = await both(customer, '/api/public/page-context');
    expect(probe).toEqual({ direct: false });
    expect(api.json<{ flash: { success: string[] } }>().flash.success).toEqual(['Prisijungėte sėkmingai!']);
    expect(customer.cookies.has('vizitas_flash')).toBe(false);
  });

  it("a business's public reads: the same answer for a visitor and a customer; an unknown business or a bad query left to the API", async () => {
    const paths = [
      '/api/public/business/studija-aiste',
      '/api/public/business/studija-aiste/gallery',
      '/api/public/business/studija-aiste/opening-hours',
      '/api/public/business/studija-aiste/reviews?limit=5',
      '/api/public/business/studija-aiste/reviews?page=2&limit=2',
      '/api/public/business/grozio-salonas-gintare/reviews',
      '/api/public/schedule/calendar-options?business=studija-aiste',
      '/api/public/schedule/calendar-options?business=grozio-salonas-gintare',
    ];
    for (const email of [null, 'klientas@vizitas.lt']) {
      const browser = await person(email);
      for (const path of paths) expect(await expectSameAnswer(browser, path)).toBe(200);
    }
    const visitor = await person(null);
    const { probe } = await both(visitor, '/api/public/business/studija-aiste');
    expect((probe.data as { slug: string }).slug).toBe('studija-aiste');
    expect(await expectSameAnswer(visitor, '/api/public/business/nera-tokio')).toBe(404);
    expect(await expectSameAnswer(visitor, '/api/public/business/nera-tokio/gallery')).toBe(404);
    expect(await expectSameAnswer(visitor, '/api/public/business/studija-aiste/reviews?limit=500')).toBe(400);
    expect(await expectSameAnswer(visitor, '/api/public/schedule/calendar-options')).toBe(400);
    expect(await expectSameAnswer(visitor, '/api/public/schedule/calendar-options?business=nera-tokio')).toBe(404);
  });

  it('paths that are not page reads are not read directly', async () => {
    const customer = await person('klientas@vizitas.lt');
    for (const path of [
      '/api/user/profile',
      '/api/public/business/search?area=kirpejai',
      '/api/public/business/studija-aiste/services',
      '/api/user/appointments/extra',
    ]) {
      const { probe } = await both(customer, path);
      expect(probe, path).toEqual({ direct: false });
    }
  });
});
