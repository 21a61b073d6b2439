import { pageContext } from '@vizitas/shared/api/public/page-context';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businessMembers, sessions } from '@vizitas/db';
import type { ApiResult, PageLoadContext } from '@vizitas/shared/load-context';
import type { PageContextData } from '@vizitas/shared/schemas/page-context';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { TestBrowser } from '#server/testing/browser.ts';
import { myProfile } from '@vizitas/shared/api/user/profile';
import { logout } from '@vizitas/shared/api/public/auth';
import { adminShell } from '@vizitas/shared/api/admin/shell';
import pagesPlugin, { type PageRenderer } from './pages.ts';

/**
 * What one render's in-process calls share: a GET asked twice is one call, the session and the
 * memberships are looked up once for the page, a call that changes something is seen by the
 * calls after it, and nothing is kept past the page.
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
      const profile = await context.call(myProfile);
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
      seen.push(String((await context.call(myProfile)).status));
      seen.push(String((await context.call(logout)).status));
      seen.push(String((await context.call(myProfile)).status));
      seen.push(userName(await context.call(pageContext)));
      return '<p>atsijungta</p>';
    };
    await page(browser, '/atsijungti-puslapyje');
    expect(seen).toEqual(['Ieva Petrauskienė', '200', '200', '401', 'lankytojas']);
  });

  it('look the memberships up once per page: a membership ended during the render is still the page’s, not the next page’s', async () => {
    const browser = await loggedIn('darbuotoja@vizitas.lt');
    const seen: string[] = [];
    pageBody = async (context) => {
      const before = await context.call(adminShell, {});
      seen.push(String(before.status));
      const profile = await context.call(myProfile);
      if (profile.ok) await t.app.database.db.delete(businessMembers).where(eq(businessMembers.userId, profile.data.id));
      // The page's other admin read is answered for the member the page began with.
      seen.push(String((await context.call(adminShell, { verslas: before.ok ? before.data.business?.slug : null })).status));
      return '<p>puslapis</p>';
    };
    await page(browser, '/darbuotoja-pirmas');
    await page(browser, '/darbuotoja-antras');
    expect(seen).toEqual(['200', '200', '403', '403']);
  });

  it('keep nothing past a page that failed: the next page looks the visitor up again', async () => {
    const browser = await loggedIn();
    const seen: string[] = [];
    pageBody = async (context) => {
      const user = await context.call(pageContext);
      seen.push(userName(user));
      if (user.data.user) await t.app.database.db.delete(sessions).where(eq(sessions.userId, user.data.user.id));
      throw new Error('puslapis nepavyko');
    };
    const failed = await page(browser, '/nepavyko');
    expect(failed.statusCode).toBe(500);
    pageBody = async (context) => {
      seen.push(userName(await context.call(pageContext)));
      return '<p>gerai</p>';
    };
    expect((await page(browser, '/gerai')).statusCode).toBe(200);
    expect(seen).toEqual(['Ieva Petrauskienė', 'lankytojas']);
  });
});
