/**
 * The catalogue's and the business face's reads as the admin pages call them (`context.call`):
 * the services, their categories, the specialists, the gallery and the business profile answer
 * in process exactly what the API answers over HTTP, for the owner, staff and the operator, and
 * refuse alike another business (403), a customer (403), a visitor (401) and a malformed id (400).
 */
import { describe, expect, it } from 'vitest';
import type { EndpointContract } from '@vizitas/shared/api/contract';
import { adminBusinessProfile } from '@vizitas/shared/api/admin/business-profile';
import { adminGallery } from '@vizitas/shared/api/admin/gallery-images';
import { adminServiceCategoryList } from '@vizitas/shared/api/admin/service-categories';
import { adminServiceList } from '@vizitas/shared/api/admin/services';
import { adminShell } from '@vizitas/shared/api/admin/shell';
import { adminSpecialistList } from '@vizitas/shared/api/admin/specialists';
import { pageCallerHarness, type CallInput } from '#server/testing/page-caller.ts';

const pages = pageCallerHarness();

/** The lists of the catalogue pages: each acts in the page's business (`?verslas=` or the first). */
const LISTS: readonly EndpointContract[] = [adminServiceList, adminServiceCategoryList, adminSpecialistList, adminGallery];

describe('the catalogue and the business profile, called by a page', () => {
  it('answer the owner, staff and the operator as the API does; refuse another business, a customer, a visitor and a malformed id alike', async () => {
    const owner = await pages.person('admin@vizitas.lt');
    const { api: shell } = await pages.both(owner, adminShell, { verslas: 'studija-aiste' });
    const businessId = (shell.json() as { business: { id: string } }).business.id;
    expect(businessId).toMatch(/^[0-9a-f-]{36}$/);

    const reads: [EndpointContract, CallInput][] = [
      ...LISTS.map((contract): [EndpointContract, CallInput] => [contract, {}]),
      ...LISTS.map((contract): [EndpointContract, CallInput] => [contract, { verslas: 'studija-aiste' }]),
      [adminBusinessProfile, { params: { id: businessId } }],
    ];
    for (const email of ['admin@vizitas.lt', 'darbuotoja@vizitas.lt']) {
      const member = await pages.person(email);
      for (const [contract, input] of reads) expect(await pages.expectSameAnswer(member, contract, input)).toBe(200);
      for (const contract of LISTS) {
        expect(await pages.expectSameAnswer(member, contract, { query: { business: pages.otherBusinessId() } })).toBe(403);
        expect(await pages.expectSameAnswer(member, contract, { query: { business: 'ne-uuid' } })).toBe(400);
      }
      expect(await pages.expectSameAnswer(member, adminBusinessProfile, { params: { id: pages.otherBusinessId() } })).toBe(403);
      expect(await pages.expectSameAnswer(member, adminBusinessProfile, { params: { id: 'ne-uuid' } })).toBe(400);
    }

    const operator = await pages.person('operatorius@vizitas.lt');
    for (const contract of LISTS) {
      expect(await pages.expectSameAnswer(operator, contract, { verslas: 'studija-aiste' })).toBe(200);
    }
    expect(await pages.expectSameAnswer(operator, adminBusinessProfile, { params: { id: businessId } })).toBe(200);

    const customer = await pages.person('klientas@vizitas.lt');
    const visitor = await pages.person(null);
    for (const contract of LISTS) {
      expect(await pages.expectSameAnswer(customer, contract, {})).toBe(403);
      expect(await pages.expectSameAnswer(visitor, contract, {})).toBe(401);
    }
    expect(await pages.expectSameAnswer(customer, adminBusinessProfile, { params: { id: businessId } })).toBe(403);
    expect(await pages.expectSameAnswer(visitor, adminBusinessProfile, { params: { id: businessId } })).toBe(401);
  });
});
