import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { helpArticles } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeBusiness, makeMember, makeUser, type TestUser } from '#server/testing/factories.ts';
import { TestBrowser } from '#server/testing/browser.ts';

const LIST = '/api/admin/help-articles';

let t: TestApp;
let member: TestBrowser;
let address = 0;
function browser(user?: TestUser | null): TestBrowser {
  address += 1;
  const b = new TestBrowser(t.app, `10.29.2.${address}`);
  if (user) {
    const [name, value] = user.cookie.split('=') as [string, string];
    b.cookies.set(name, value);
  }
  return b;
}
const slugs = (body: { items: Array<{ slug: string }> }) => body.items.map((item) => item.slug);

beforeAll(async () => {
  t = await createTestApp();
  const business = await makeBusiness(t.app.database.db);
  member = browser(await makeMember(t.app.database.db, business.id, 'staff'));
});
afterAll(async () => {
  await t?.close();
});

describe('the help articles', () => {
  it('come with the database: at least eight Lithuanian articles, in their order', async () => {
    const answer = await member.get(LIST);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body.query).toBe('');
    expect(body.items.length).toBeGreaterThanOrEqual(8);
    expect(slugs(body)).toEqual(
      expect.arrayContaining(['darbo-laikas', 'vizitas-be-registracijos', 'valstybines-sventes', 'dalintis-nuoroda', 'pakviesti-klientus', 'paslaugos', 'logotipas']),
    );
    expect(slugs(body)[0]).toBe('pradzios-zingsniai');
    for (const item of body.items) expect(item.title.length).toBeGreaterThan(10);
  });

  it('are searched in titles, summaries and texts, with or without Lithuanian letters, every word required, title matches first', async () => {
    const holiday = (await member.get(`${LIST}?q=${encodeURIComponent('šventė')}`)).json();
    expect(slugs(holiday)[0]).toBe('valstybines-sventes');
    expect(slugs((await member.get(`${LIST}?q=svente`)).json())).toEqual(slugs(holiday));
    expect(slugs((await member.get(`${LIST}?q=SVENTE`)).json())).toEqual(slugs(holiday));
    // In a text only: the CSV is explained in the invitations' article.
    expect(slugs((await member.get(`${LIST}?q=csv`)).json())).toEqual(['pakviesti-klientus']);
    expect(slugs((await member.get(`${LIST}?q=${encodeURIComponent('QR kodas')}`)).json())).toEqual(['dalintis-nuoroda']);
    const hours = slugs((await member.get(`${LIST}?q=${encodeURIComponent('darbo laikas')}`)).json());
    expect(hours[0]).toBe('darbo-laikas');
    const none = (await member.get(`${LIST}?q=${encodeURIComponent('kvantinė fizika')}`)).json();
    expect(none).toEqual({ query: 'kvantinė fizika', items: [] });
    // LIKE's own characters are no words: a search of only them is no search (never "match anything" by accident).
    expect(slugs((await member.get(`${LIST}?q=${encodeURIComponent('%_%')}`)).json())).toEqual(slugs((await member.get(LIST)).json()));
    expect(slugs((await member.get(`${LIST}?q=${encodeURIComponent('darbo%laikas')}`)).json())).toEqual(hours);
  });

  it('an article: its text as stored; an unknown one 404; bad slugs and searches 400', async () => {
    const answer = await member.get('/api/admin/help-article/pakviesti-klientus');
    expect(answer.statusCode).toBe(200);
    const article = answer.json();
    expect(article).toMatchObject({ slug: 'pakviesti-klientus', title: 'Kaip pakviesti esamus klientus' });
    expect(article.body).toContain('iki 500 eilučių');
    expect(article.body).toContain('iki 200 kvietimų');
    expect(Date.parse(article.updatedAt)).not.toBeNaN();

    // The operator's edit shows at once.
    await t.app.database.db.update(helpArticles).set({ title: 'Kaip pakviesti klientus el. paštu' }).where(eq(helpArticles.slug, 'pakviesti-klientus'));
    expect((await member.get('/api/admin/help-article/pakviesti-klientus')).json().title).toBe('Kaip pakviesti klientus el. paštu');

    const missing = await member.get('/api/admin/help-article/nera-tokio');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'resource_not_found', message: 'Įrašas nerastas.' });
    for (const bad of ['Darbo-Laikas', 'darbo_laikas', '..%2Fx', 'x'.repeat(101), '%00']) {
      const refused = await member.get(`/api/admin/help-article/${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
    }
    for (const bad of ['x'.repeat(101), '%00', 'a%0Ab']) {
      const refused = await member.get(`${LIST}?q=${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
    }
  });

  it('are for people who work in a business: a customer 403, a visitor 401', async () => {
    const customer = browser(await makeUser(t.app.database.db));
    expect((await customer.get(LIST)).statusCode).toBe(403);
    expect((await customer.get('/api/admin/help-article/darbo-laikas')).statusCode).toBe(403);
    expect((await browser(null).get(LIST)).statusCode).toBe(401);
    const operator = browser(await makeUser(t.app.database.db, { isOperator: true }));
    const business = await makeBusiness(t.app.database.db);
    expect((await operator.get(`${LIST}?business=${business.id}`)).statusCode).toBe(200);
  });
});
