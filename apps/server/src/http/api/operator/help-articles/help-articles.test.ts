import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@vizitas/shared';
import type { OperatorHelpArticle, OperatorHelpArticles } from '@vizitas/shared/schemas/operator-help';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeBusiness, makeMember, makeUser, type TestUser } from '#server/testing/factories.ts';
import { TEST_ORIGIN } from '#server/testing/browser.ts';

describe('the operator edits the help articles; the businesses see the published ones at once', () => {
  let t: TestApp;
  let operator: TestUser;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    operator = await makeUser(t.app.database.db, { isOperator: true });
    owner = await makeMember(t.app.database.db, (await makeBusiness(t.app.database.db)).id, 'owner');
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, cookie = operator.cookie) =>
    t.app.inject({
      method,
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const ownersList = async () =>
    (await send('GET', '/api/admin/help-articles', undefined, owner.cookie))
      .json<{ items: Array<{ slug: string }> }>()
      .items.map((i) => i.slug);
  const article = {
    slug: 'kaip-pakviesti-klientus',
    title: 'Kaip pakviesti klientus',
    summary: 'Laiškas jūsų klientams su nuoroda registruotis.',
    body: 'Atidarykite „Klientų kvietimai“.\n\n1. Įrašykite adresus.\n2. Spauskite „Siųsti“.\n\n<script>alert(1)</script> [spauskite](javascript:alert(1))',
    category: 'Klientai',
    published: false,
  };

  it('lists the articles of the migration as ordinary rows, in their order', async () => {
    const list = (await send('GET', '/api/operator/help-articles')).json<OperatorHelpArticles>().articles;
    expect(list.length).toBeGreaterThan(3);
    expect(list.map((a) => a.position)).toEqual([...list.map((a) => a.position)].sort((a, b) => a - b));
    expect(list.every((a) => a.published)).toBe(true);
  });

  it('creates a draft only the operator sees, publishes it, and the owner finds it at once; the text stays text', async () => {
    const created = await send('POST', '/api/operator/help-articles', article);
    expect(created.statusCode).toBe(201);
    const saved = created.json<OperatorHelpArticle>();
    expect(saved).toMatchObject({ slug: article.slug, published: false, category: 'Klientai' });
    expect(await ownersList()).not.toContain(article.slug);
    expect((await send('GET', `/api/admin/help-article/${article.slug}`, undefined, owner.cookie)).statusCode).toBe(404);

    const published = await send('PUT', `/api/operator/help-articles/${saved.id}`, { ...article, published: true });
    expect(published.statusCode).toBe(200);
    expect(await ownersList()).toContain(article.slug);
    const read = await send('GET', `/api/admin/help-article/${article.slug}`, undefined, owner.cookie);
    // Stored and answered as typed: the pages render it as text (the web's article blocks), never as HTML.
    expect(read.json().body).toBe(article.body);

    expect((await send('POST', '/api/operator/help-articles', { ...article, title: 'Kitas' })).json().code).toBe('slug_taken');
  });

  it('puts an article first in the order, the others after it as they were', async () => {
    const before = (await send('GET', '/api/operator/help-articles')).json<OperatorHelpArticles>().articles;
    const last = before.at(-1)!;
    const ordered = await send('POST', '/api/operator/help-articles/order', { ids: [last.id] });
    expect(ordered.statusCode).toBe(200);
    const ids = ordered.json<OperatorHelpArticles>().articles.map((a) => a.id);
    expect(ids).toEqual([last.id, ...before.slice(0, -1).map((a) => a.id)]);
    expect((await ownersList())[0]).toBe(last.slug);
    const unknown = await send('POST', '/api/operator/help-articles/order', { ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad input with the field in Lithuanian, and anyone but the operator before reading the body', async () => {
    const bad = await send('POST', '/api/operator/help-articles', { ...article, slug: 'Ne Taip', title: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.slug).toEqual([messages.operatorHelp.validation.slug]);
    expect(bad.json().fields.title).toEqual([messages.operatorHelp.validation.title]);
    expect((await send('POST', '/api/operator/help-articles', { nope: 1 }, owner.cookie)).statusCode).toBe(403);
    expect((await send('PUT', '/api/operator/help-articles/00000000-0000-4000-8000-000000000000', article)).statusCode).toBe(404);
    expect((await send('GET', '/api/operator/help-articles', undefined, '')).statusCode).toBe(401);
  });
});
