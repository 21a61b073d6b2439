/**
 * The client list and a client's card as the admin pages call them (`context.call`): in process
 * they answer exactly what the API answers over HTTP, for the owner, staff and the operator, and
 * refuse alike another business (403), a customer (403), a visitor (401) and a malformed id (400).
 */
import { describe, expect, it } from 'vitest';
import { adminClientCard, adminClientList } from '@vizitas/shared/api/admin/clients';
import { pageCallerHarness } from '#server/testing/page-caller.ts';

const pages = pageCallerHarness();

describe('the clients and their cards, called by a page', () => {
  it('answer the owner, staff and the operator as the API does; refuse another business, a customer, a visitor and a malformed id alike', async () => {
    const owner = await pages.person('admin@vizitas.lt');
    const { called: list } = await pages.both(owner, adminClientList, {});
    const items = (list.data as { items: { userId: string | null }[] }).items;
    const userId = items.find((item) => item.userId !== null)?.userId;
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);
    const id = userId!;

    for (const email of ['admin@vizitas.lt', 'darbuotoja@vizitas.lt']) {
      const member = await pages.person(email);
      expect(await pages.expectSameAnswer(member, adminClientList, {})).toBe(200);
      expect(await pages.expectSameAnswer(member, adminClientList, { verslas: 'studija-aiste', query: { q: 'a', page: 1 } })).toBe(200);
      expect(await pages.expectSameAnswer(member, adminClientList, { query: { page: 2 } })).toBe(200);
      expect(await pages.expectSameAnswer(member, adminClientCard, { params: { id } })).toBe(200);
      expect(await pages.expectSameAnswer(member, adminClientList, { query: { business: pages.otherBusinessId() } })).toBe(403);
      expect(await pages.expectSameAnswer(member, adminClientCard, { params: { id }, query: { business: pages.otherBusinessId() } })).toBe(
        403,
      );
      expect(await pages.expectSameAnswer(member, adminClientList, { query: { page: 0 } })).toBe(400);
      expect(await pages.expectSameAnswer(member, adminClientCard, { params: { id: 'ne-uuid' } })).toBe(400);
      // A person who is no client of the business: not found.
      expect(await pages.expectSameAnswer(member, adminClientCard, { params: { id: pages.otherBusinessId() } })).toBe(404);
    }

    const operator = await pages.person('operatorius@vizitas.lt');
    expect(await pages.expectSameAnswer(operator, adminClientList, { verslas: 'studija-aiste' })).toBe(200);
    expect(await pages.expectSameAnswer(operator, adminClientCard, { verslas: 'studija-aiste', params: { id } })).toBe(200);

    const customer = await pages.person('klientas@vizitas.lt');
    const visitor = await pages.person(null);
    expect(await pages.expectSameAnswer(customer, adminClientList, {})).toBe(403);
    expect(await pages.expectSameAnswer(customer, adminClientCard, { params: { id } })).toBe(403);
    expect(await pages.expectSameAnswer(visitor, adminClientList, {})).toBe(401);
    expect(await pages.expectSameAnswer(visitor, adminClientCard, { params: { id } })).toBe(401);
  });
});
