import { pageContext } from '@vizitas/shared/api/public/page-context';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessions } from '@vizitas/db';
import type { ApiResult, PageLoadContext } from '@vizitas/shared/load-context';
import type { PageContextData } from '@vizitas/shared/schemas/page-context';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { TestBrowser } from '#server/testing/browser.ts';
import { openPageScope, openPageScopeCount, PAGE_SCOPE_HEADER } from '../page-scope.ts';
import pagesPlugin, { type PageRenderer } from './pages.ts';

/**
 * What one render's in-process calls share: a GET asked twice is one call, the session is looked
 * up once for the page, a call that changes something is seen by the calls after it, and a
 * scope serves no one but its own page.
 */

let t: TestApp;
/** What the page under test does with its load context (set by each test). */
let pageBody: (context: PageLoadContext) => Promise<string>;

const renderer: PageRenderer = {
  renderMode: () => 'streamed',
  async handle(_request, context) {
    const html = await pageBody(context);
    return new Response(`<!DOCTYPE html><html lang="lt"><body>${html}</body></html>`, {
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  },
};

beforeAll(async () => {
  t = await createTestApp({
    seed: true,
    extraRoutes: (app) => {
      void app.register(pagesPlugin, { mode: 'renderer', renderer, cache: false });
    },
  });
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
async function loggedIn(email = 'klientas@vizitas.lt'): Promise<TestBrowser> {
  counter += 1;
  const browser = new TestBrowser(t.app, `10.9.0.${counter}`);
  const login = await browser.post('/api/public/auth/login', { email, password: 'Demo12345!' });
  expect(login.statusCode).toBe(200);
  return browser;
}

/** A page asked for with the session cookie alone (the others carry test values no browser sends). */
function page(browser: TestBrowser, path: string) {
  return browser.get(path, { headers: { cookie: `vizitas_session=${browser.cookies.get('vizitas_session')}` } });
}

function userName(result: ApiResult<PageContextData>): string {
  return result.data.user?.name ?? 'lankytojas';
}

beforeEach(() => {
  pageBody = async () => 'tuščias';
});

describe('one render’s in-process calls', () => {
  it('make a GET asked twice one call, with one answer', async () => {
    const browser = await loggedIn();
    let same = false;
    pageBody = async (context) => {
      const [first, second] = await Promise.all([context.call(pageContext), context.call(pageContext)]);
      same = first === second;
      return `<p>${first.status}</p>`;
    };
    const answer = await page(browser, '/');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(same).toBe(true);
  });

  it('look the session up once per page: a session ended during the render is still the page’s, not the next page’s', async () => {
    const browser = await loggedIn();
    const seen: string[] = [];
    pageBody = async (context) => {
      const before = await context.call(pageContext);
      seen.push(userName(before));
      if (before.data.user) await t.app.database.db.delete(sessions).where(eq(sessions.userId, before.data.user.id));
      const profile = await context.api('GET', '/api/user/profile');
      seen.push(String(profile.status));
      return '<p>puslapis</p>';
    };
    await page(browser, '/pirmas');
    await page(browser, '/antras');
    // The first page read the session once and kept it; the second page finds it gone.
    expect(seen).toEqual(['Ieva Petrauskienė', '200', 'lankytojas', '401']);
  });

  it('see a change made by a call before them: after a logout inside the page, the user is gone', async () => {
    const browser = await loggedIn();
    const seen: string[] = [];
    pageBody = async (context) => {
      seen.push(userName(await context.call(pageContext)));
      seen.push(String((await context.api('GET', '/api/user/profile')).status));
      seen.push(String((await context.api('POST', '/api/public/auth/logout')).status));
      seen.push(String((await context.api('GET', '/api/user/profile')).status));
      seen.push(userName(await context.call(pageContext)));
      return '<p>atsijungta</p>';
    };
    await page(browser, '/atsijungti-puslapyje');
    expect(seen).toEqual(['Ieva Petrauskienė', '200', '200', '401', 'lankytojas']);
  });

  it('close the page’s scope when the page is done, also when the page fails', async () => {
    const browser = await loggedIn();
    const before = openPageScopeCount();
    pageBody = async (context) => {
      await context.call(pageContext);
      return '<p>gerai</p>';
    };
    await page(browser, '/gerai');
    expect(openPageScopeCount()).toBe(before);
    pageBody = async (context) => {
      await context.call(pageContext);
      throw new Error('puslapis nepavyko');
    };
    const failed = await page(browser, '/nepavyko');
    expect(failed.statusCode).toBe(500);
    expect(openPageScopeCount()).toBe(before);
  });
});

describe('a page scope named from outside', () => {
  it('gives nothing to a request with another session cookie, or none', async () => {
    const owner = await loggedIn();
    const stranger = await loggedIn('admin@vizitas.lt');
    const page = openPageScope(owner.cookies.get('vizitas_session'));
    try {
      // The page's own lookup is kept in the scope…
      const own = await owner.get('/api/public/page-context', { headers: { [PAGE_SCOPE_HEADER]: page.id } });
      expect(own.json().user.name).toBe('Ieva Petrauskienė');
      expect(page.scope.kept.size).toBeGreaterThan(0);
      // …and a visitor naming the scope is still a visitor.
      const visitor = new TestBrowser(t.app, '10.9.1.1');
      const anonymous = await visitor.get('/api/public/page-context', { headers: { [PAGE_SCOPE_HEADER]: page.id } });
      expect(anonymous.json().user).toBeNull();
      const profile = await visitor.get('/api/user/profile', { headers: { [PAGE_SCOPE_HEADER]: page.id } });
      expect(profile.statusCode).toBe(401);
      // Another logged-in person naming it is looked up as themself, not as the scope's user.
      const other = await stranger.get('/api/user/profile', { headers: { [PAGE_SCOPE_HEADER]: page.id } });
      expect(other.statusCode).toBe(200);
      expect(other.json().email).toBe('admin@vizitas.lt');
    } finally {
      page.close();
    }
  });

  it('is forgotten once closed: a closed scope keeps nothing for anyone', async () => {
    const owner = await loggedIn();
    const page = openPageScope(owner.cookies.get('vizitas_session'));
    page.close();
    await owner.get('/api/public/page-context', { headers: { [PAGE_SCOPE_HEADER]: page.id } });
    expect(page.scope.kept.size).toBe(0);
  });
});
