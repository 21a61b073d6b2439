/**
 * The admin home's checklist, the share page's booking link, the sent client invitations and the
 * help articles as the admin pages call them (`context.call`): in process they answer exactly what
 * the API answers over HTTP, for the owner, staff and the operator, and refuse alike another
 * business (403), a customer (403), a visitor (401) and a malformed id (400). The booking link is
 * the one read a page makes over HTTP (its addresses start with the request's origin).
 */
import { describe, expect, it } from 'vitest';
import type { EndpointContract } from '@vizitas/shared/api/contract';
import { adminBookingLink } from '@vizitas/shared/api/admin/booking-link';
import { adminInvitationList } from '@vizitas/shared/api/admin/client-invitations';
import { adminHelpArticle, adminHelpArticles } from '@vizitas/shared/api/admin/help';
import { adminInstructions } from '@vizitas/shared/api/admin/instructions';
import { pageCallerHarness, type CallInput } from '#server/testing/page-caller.ts';
import type { TestBrowser } from '#server/testing/browser.ts';

const pages = pageCallerHarness();

/** The reads a page makes in process, each acting in the page's business (`?verslas=` or the first). */
const LISTS: readonly EndpointContract[] = [adminInstructions, adminInvitationList, adminHelpArticles];

/** The booking link as a page reads it (over HTTP) beside the API's answer; returns the status. */
async function expectSameLink(browser: TestBrowser, input: CallInput): Promise<number> {
  const { api, called } = await pages.both(browser, adminBookingLink, input);
  expect(called.status).toBe(api.statusCode);
  expect(called.ok).toBe(api.statusCode < 400);
  expect(called.data).toEqual(api.json());
  expect(called.viaHttp).toBe(1);
  return api.statusCode;
}

describe('the checklist, the booking link, the invitations and the help, called by a page', () => {
  it('answer the owner, staff and the operator as the API does; refuse another business, a customer, a visitor and a malformed id alike', async () => {
    const owner = await pages.person('admin@vizitas.lt');
    const { called: help } = await pages.both(owner, adminHelpArticles, {});
    const articles = (help.data as { items: { slug: string }[] }).items;
    expect(articles.length).toBeGreaterThan(0);
    const slug = articles[0]!.slug;

    const reads: [EndpointContract, CallInput][] = [
      ...LISTS.map((contract): [EndpointContract, CallInput] => [contract, {}]),
      ...LISTS.map((contract): [EndpointContract, CallInput] => [contract, { verslas: 'studija-aiste' }]),
      [adminHelpArticles, { query: { q: 'darbo laikas' } }],
      [adminHelpArticle, { params: { slug } }],
    ];
    for (const email of ['admin@vizitas.lt', 'darbuotoja@vizitas.lt']) {
      const member = await pages.person(email);
      for (const [contract, input] of reads) expect(await pages.expectSameAnswer(member, contract, input)).toBe(200);
      expect(await expectSameLink(member, {})).toBe(200);
      expect(await expectSameLink(member, { query: { business: pages.otherBusinessId() } })).toBe(403);
      for (const contract of [...LISTS, adminHelpArticle]) {
        const params = contract === adminHelpArticle ? { slug } : undefined;
        expect(await pages.expectSameAnswer(member, contract, { params, query: { business: pages.otherBusinessId() } })).toBe(403);
        expect(await pages.expectSameAnswer(member, contract, { params, query: { business: 'ne-uuid' } })).toBe(400);
      }
      expect(await pages.expectSameAnswer(member, adminHelpArticle, { params: { slug: 'Ne_Straipsnis' } })).toBe(400);
      expect(await pages.expectSameAnswer(member, adminHelpArticle, { params: { slug: 'tokio-straipsnio-nera' } })).toBe(404);
    }

    const operator = await pages.person('operatorius@vizitas.lt');
    for (const contract of LISTS) {
      expect(await pages.expectSameAnswer(operator, contract, { verslas: 'studija-aiste' })).toBe(200);
    }
    expect(await pages.expectSameAnswer(operator, adminHelpArticle, { verslas: 'studija-aiste', params: { slug } })).toBe(200);
    expect(await expectSameLink(operator, { verslas: 'studija-aiste' })).toBe(200);

    const customer = await pages.person('klientas@vizitas.lt');
    const visitor = await pages.person(null);
    for (const contract of LISTS) {
      expect(await pages.expectSameAnswer(customer, contract, {})).toBe(403);
      expect(await pages.expectSameAnswer(visitor, contract, {})).toBe(401);
    }
    expect(await pages.expectSameAnswer(customer, adminHelpArticle, { params: { slug } })).toBe(403);
    expect(await pages.expectSameAnswer(visitor, adminHelpArticle, { params: { slug } })).toBe(401);
    expect(await expectSameLink(customer, {})).toBe(403);
    expect(await expectSameLink(visitor, {})).toBe(401);
  });
});
