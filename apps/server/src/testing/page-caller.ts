/**
 * Test helper: a page's call by contract beside the API's HTTP answer to the same person. The app
 * gets a page of the test's own (`/bandymas/call`) that calls `?contract=` with `?input=` as a
 * page's loader would (`pages/load-context.ts`), and counts the calls that took the HTTP way.
 * `expectSameAnswer` then asks both and expects the same status, the same JSON and no request
 * made in process, except for what the contract's schemas refuse (its 400 is the API's own).
 *
 *   const pages = pageCallerHarness();   // at the top of a test file: its own app, seeded
 *   const owner = await pages.person('admin@vizitas.lt');
 *   expect(await pages.expectSameAnswer(owner, adminHoliday, { params: { id } })).toBe(200);
 */
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses } from '@vizitas/db';
import { contractUrl, type EndpointContract } from '@vizitas/shared/api/contract';
import { apiEndpoints } from '#server/http/api/endpoints.ts';
import { loadContextFactory } from '#server/http/pages/load-context.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { TestBrowser } from './browser.ts';

export type CallInput = { params?: unknown; query?: unknown; body?: unknown; verslas?: string | null };

export interface Called {
  status: number;
  ok: boolean;
  data: unknown;
  setCookie: string[];
  /** The answer is what JSON would carry (no Date, no undefined). */
  jsonSafe: boolean;
  /** How many HTTP requests the call made in process (0: answered by the caller itself). */
  viaHttp: number;
}

/** A contract's key in the test page's query: its method and its name. */
export const contractKey = (contract: EndpointContract) => `${contract.method} ${contract.name}`;

export interface PageCallerHarness {
  /** The app (after `beforeAll`). */
  readonly t: TestApp;
  /** The id of the demo business the demo members are not in (`grozio-salonas-gintare`). */
  otherBusinessId(): string;
  /** A browser of its own address, logged in as `email` (password `Demo12345!`) unless null. */
  person(email: string | null): Promise<TestBrowser>;
  /** The page's call first (the HTTP call may take what it finds: a flash message), then the API's answer. */
  both(
    browser: TestBrowser,
    contract: EndpointContract,
    input: CallInput,
    host?: string,
  ): Promise<{ api: Awaited<ReturnType<TestBrowser['get']>>; called: Called }>;
  /** The call answers as the API does; returns the status. GET contracts only (the HTTP side is a GET). */
  expectSameAnswer(browser: TestBrowser, contract: EndpointContract, input?: CallInput, host?: string): Promise<number>;
}

/** Registers the app's `beforeAll`/`afterAll` in the calling test file and returns the helpers. */
export function pageCallerHarness(): PageCallerHarness {
  let t: TestApp | undefined;
  let otherBusinessId = '';
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp({
      seed: true,
      extraRoutes: (app) => {
        const contextFor = loadContextFactory(app);
        let injected = 0;
        const inject = app.inject.bind(app);
        app.inject = ((...args: Parameters<typeof inject>) => {
          injected += 1;
          return inject(...args);
        }) as typeof app.inject;
        app.get('/bandymas/call', async (request) => {
          const { contract: key, input } = request.query as { contract: string; input: string };
          // A copy, as the pages' build has its own copy of the contracts: found by its method and name.
          const contract = { ...apiEndpoints.find((endpoint) => contractKey(endpoint.contract) === key)!.contract };
          const context = contextFor(request, 'http://localhost', 'nonce', undefined);
          const before = injected;
          try {
            const result = await context.call(contract, JSON.parse(input) as never);
            const jsonSafe = isDeepStrictEqual(JSON.parse(JSON.stringify(result.data)), result.data);
            return { ...result, jsonSafe, viaHttp: injected - before };
          } finally {
            context.close();
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
    await t?.close();
  });

  const app = () => {
    if (!t) throw new Error('pageCallerHarness: the app starts in beforeAll');
    return t;
  };

  const harness: PageCallerHarness = {
    get t() {
      return app();
    },
    otherBusinessId: () => otherBusinessId,
    async person(email) {
      address += 1;
      const browser = new TestBrowser(app().app, `10.9.${Math.floor(address / 250)}.${(address % 250) + 1}`);
      if (email) {
        const login = await browser.post('/api/public/auth/login', { email, password: 'Demo12345!' });
        expect(login.statusCode).toBe(200);
        // The login's "welcome" message waits in a flash cookie.
        browser.cookies.delete('vizitas_flash');
      }
      return browser;
    },
    async both(browser, contract, input, host = 'localhost') {
      const headers = { host };
      const query = new URLSearchParams({ contract: contractKey(contract), input: JSON.stringify(input) });
      const page = await browser.get(`/bandymas/call?${query}`, { headers });
      expect(page.statusCode).toBe(200);
      const api = await browser.get(contractUrl(contract, input), { headers });
      return { api, called: page.json<Called>() };
    },
    async expectSameAnswer(browser, contract, input = {}, host) {
      const { api, called } = await harness.both(browser, contract, input, host);
      const label = `${contractUrl(contract, input)} (${api.statusCode})`;
      expect(called.status, label).toBe(api.statusCode);
      expect(called.ok, label).toBe(api.statusCode < 400);
      expect(called.data, label).toEqual(api.json());
      expect(called.jsonSafe, label).toBe(true);
      // In process, except what the schemas refuse: its 400 is the API's own, field by field.
      expect(called.viaHttp, label).toBe(api.statusCode === 400 ? 1 : 0);
      return api.statusCode;
    },
  };
  return harness;
}
