import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointContract } from '@vizitas/shared/api/contract';
import { businessDetail, businessGallery, businessOpeningHours, businessReviews } from '@vizitas/shared/api/public/business';
import { pageContext } from '@vizitas/shared/api/public/page-context';
import { calendarOptions } from '@vizitas/shared/api/public/schedule';
import { businessSearch } from '@vizitas/shared/api/public/search';
import { adminShell } from '@vizitas/shared/api/admin/shell';
import { adminHoliday, adminHolidayList } from '@vizitas/shared/api/admin/holidays';
import { customerVisits } from '@vizitas/shared/api/user/appointments';
import { contractKey, pageCallerHarness, type CallInput, type Called as HarnessCalled } from '#server/testing/page-caller.ts';
import { apiEndpoints } from '../api/endpoints.ts';

/**
 * A page's call by contract answers what the API answers the same person: for every endpoint a
 * page calls, every kind of person and the inputs pages send, the in-process answer — its status,
 * its JSON (no Date, no undefined, no extra field) and its cookies — equals the HTTP answer to the
 * contract's URL, success and refusal alike.
 */

const { person, both, expectSameAnswer, otherBusinessId: otherBusiness } = pageCallerHarness();
let otherBusinessId: string;
beforeAll(() => {
  otherBusinessId = otherBusiness();
});

type Input = CallInput;
type Called = HarnessCalled;

const PEOPLE = [null, 'klientas@vizitas.lt', 'admin@vizitas.lt', 'darbuotoja@vizitas.lt', 'operatorius@vizitas.lt'];

describe('a page calls by contract', () => {
  it('every endpoint a page can call has a contract of its own, mounted once', () => {
    const names = apiEndpoints.map((endpoint) => `${endpoint.contract.method} ${endpoint.contract.name}`);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['GET page_context_api', 'GET business_api', 'GET calendar_options_api']));
  });

  it('page context: the same answer for a visitor, a customer, an owner, staff and the operator, on the platform and an own domain', async () => {
    const statuses: number[] = [];
    for (const email of PEOPLE) {
      const browser = await person(email);
      statuses.push(await expectSameAnswer(browser, pageContext));
      statuses.push(await expectSameAnswer(browser, pageContext, {}, 'studija-aiste.lt'));
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    const { called } = await both(await person(null), pageContext, {}, 'studija-aiste.lt');
    expect((called.data as { domainBusiness: { slug: string } }).domainBusiness.slug).toBe('studija-aiste');
    const { called: customer } = await both(await person('klientas@vizitas.lt'), pageContext, {});
    expect((customer.data as { user: { email: string } }).user.email).toBe('klientas@vizitas.lt');
  });

  it('a queued flash message is taken as the HTTP answer takes it: shown once, its cookie cleared', async () => {
    const customer = await person('klientas@vizitas.lt');
    await customer.post('/api/public/auth/login', { email: 'klientas@vizitas.lt', password: 'Demo12345!' });
    expect(customer.cookies.has('vizitas_flash')).toBe(true);
    const query = new URLSearchParams({ contract: contractKey(pageContext), input: '{}' });
    const page = await customer.get(`/bandymas/call?${query}`);
    const called = page.json<Called>();
    expect((called.data as { flash: { success: string[] } }).flash.success).toEqual(['Prisijungėte sėkmingai!']);
    expect(called.setCookie.some((cookie) => cookie.startsWith('vizitas_flash=;'))).toBe(true);
    expect(called.viaHttp).toBe(1);
  });

  it("a business's public reads: the same answer for a visitor and a customer", async () => {
    const calls: [EndpointContract, Input][] = [
      [businessDetail, { params: { slug: 'studija-aiste' } }],
      [businessGallery, { params: { slug: 'studija-aiste' } }],
      [businessOpeningHours, { params: { slug: 'studija-aiste' } }],
      [businessReviews, { params: { slug: 'studija-aiste' }, query: { limit: 5 } }],
      [businessReviews, { params: { slug: 'studija-aiste' }, query: { page: 2, limit: 2 } }],
      [businessReviews, { params: { slug: 'grozio-salonas-gintare' } }],
      [calendarOptions, { query: { business: 'studija-aiste' } }],
      [calendarOptions, { query: { business: 'grozio-salonas-gintare' } }],
    ];
    for (const email of [null, 'klientas@vizitas.lt']) {
      const browser = await person(email);
      for (const [contract, input] of calls) expect(await expectSameAnswer(browser, contract, input)).toBe(200);
    }
    const { called } = await both(await person(null), businessDetail, { params: { slug: 'studija-aiste' } });
    expect((called.data as { slug: string }).slug).toBe('studija-aiste');
  });

  it('what the API refuses, the call refuses the same way: an unknown business (404), a bad slug or query (400, field by field)', async () => {
    const visitor = await person(null);
    expect(await expectSameAnswer(visitor, businessDetail, { params: { slug: 'nera-tokio' } })).toBe(404);
    expect(await expectSameAnswer(visitor, businessGallery, { params: { slug: 'nera-tokio' } })).toBe(404);
    expect(await expectSameAnswer(visitor, businessOpeningHours, { params: { slug: 'Ne_Slug' } })).toBe(400);
    expect(await expectSameAnswer(visitor, businessReviews, { params: { slug: 'studija-aiste' }, query: { limit: 500 } })).toBe(
      400,
    );
    expect(await expectSameAnswer(visitor, calendarOptions, { query: { business: 'nera-tokio' } })).toBe(404);
    expect(await expectSameAnswer(visitor, calendarOptions, { query: {} } as Input)).toBe(400);
  });

  it("a customer's visits: every scope, page and business filter the pages ask; a visitor (401), a bad scope or an unknown business refused alike", async () => {
    const customer = await person('klientas@vizitas.lt');
    const inputs: Input[] = [
      { query: { scope: 'upcoming' } },
      { query: { scope: 'past' } },
      { query: { scope: 'upcoming', business: 'studija-aiste' } },
      { query: { scope: 'past', business: 'studija-aiste', page: 2 } },
      {},
    ];
    for (const input of inputs) expect(await expectSameAnswer(customer, customerVisits, input)).toBe(200);
    const { called } = await both(customer, customerVisits, { query: { scope: 'past' } });
    expect((called.data as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect(await expectSameAnswer(await person(null), customerVisits, { query: { scope: 'upcoming' } })).toBe(401);
    expect(await expectSameAnswer(customer, customerVisits, { query: { scope: 'bogus' } })).toBe(400);
    expect(await expectSameAnswer(customer, customerVisits, { query: { scope: 'upcoming', business: 'nera-tokio' } })).toBe(404);
    expect(await expectSameAnswer(customer, customerVisits, { query: { scope: 'upcoming', foo: 1 } })).toBe(400);
  });

  it('the admin shell: the same answer for owner, staff and operator, with and without ?verslas=; a customer (403) and a visitor (401) refused alike', async () => {
    for (const email of ['admin@vizitas.lt', 'darbuotoja@vizitas.lt']) {
      const member = await person(email);
      expect(await expectSameAnswer(member, adminShell)).toBe(200);
      expect(await expectSameAnswer(member, adminShell, { verslas: 'studija-aiste' })).toBe(200);
      expect(await expectSameAnswer(member, adminShell, { query: { business: otherBusinessId } })).toBe(404);
      expect(await expectSameAnswer(member, adminShell, { verslas: 'nera-tokio' })).toBe(404);
      expect(await expectSameAnswer(member, adminShell, { query: { business: 'ne-uuid' } })).toBe(400);
    }
    const operator = await person('operatorius@vizitas.lt');
    expect(await expectSameAnswer(operator, adminShell)).toBe(200);
    expect(await expectSameAnswer(operator, adminShell, { verslas: 'studija-aiste' })).toBe(200);
    const { called } = await both(operator, adminShell, { verslas: 'studija-aiste' });
    expect((called.data as { business: { slug: string }; role: string }).business.slug).toBe('studija-aiste');
    expect(await expectSameAnswer(await person('klientas@vizitas.lt'), adminShell)).toBe(403);
    expect(await expectSameAnswer(await person(null), adminShell)).toBe(401);
  });

  it("the search: the home page's featured businesses and a search page with filters, the same for a visitor and a customer; a bad filter refused alike", async () => {
    const inputs: Input[] = [
      { query: { limit: 6 } },
      { query: { category: 'kirpejai', city: 'vilnius', sort: 'recommended', page: '1', limit: '20' } },
      {
        query: {
          category: 'kirpejai',
          city: 'vilnius',
          sort: 'price',
          page: '1',
          limit: '20',
          free: 'week',
          priceMaxCents: '4000',
        },
      },
    ];
    for (const email of [null, 'klientas@vizitas.lt']) {
      const browser = await person(email);
      for (const input of inputs) expect(await expectSameAnswer(browser, businessSearch, input)).toBe(200);
    }
    const { called } = await both(await person(null), businessSearch, { query: { limit: 6 } });
    expect((called.data as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect(await expectSameAnswer(await person(null), businessSearch, { query: { category: 'nera-tokios' } })).toBe(400);
    expect(
      await expectSameAnswer(await person(null), businessSearch, { query: { priceMinCents: '5000', priceMaxCents: '100' } }),
    ).toBe(400);
  });

  it("the admin schedule's reads: days off and one day off, the same for owner, staff and operator; another business's, a customer (403) and a visitor (401) refused alike", async () => {
    const owner = await person('admin@vizitas.lt');
    const { called: list } = await both(owner, adminHolidayList, { query: { from: '2026-01-01' } });
    const holidays = (list.data as { holidays: { id: string }[] }).holidays;
    expect(holidays.length).toBeGreaterThan(0);
    const reads: [EndpointContract, Input][] = [
      [adminHolidayList, { query: { from: '2026-01-01' } }],
      [adminHolidayList, { verslas: 'studija-aiste', query: { from: '2026-12-01' } }],
      [adminHoliday, { params: { id: holidays[0]!.id } }],
    ];
    for (const email of ['admin@vizitas.lt', 'darbuotoja@vizitas.lt']) {
      const member = await person(email);
      for (const [contract, input] of reads) expect(await expectSameAnswer(member, contract, input)).toBe(200);
      expect(await expectSameAnswer(member, adminHolidayList, { query: { from: '2026-01-01', business: otherBusinessId } })).toBe(
        403,
      );
      expect(await expectSameAnswer(member, adminHoliday, { params: { id: 'ne-uuid' } })).toBe(400);
    }
    const operator = await person('operatorius@vizitas.lt');
    expect(await expectSameAnswer(operator, adminHolidayList, { verslas: 'studija-aiste', query: { from: '2026-01-01' } })).toBe(
      200,
    );
    expect(await expectSameAnswer(await person('klientas@vizitas.lt'), adminHolidayList, { query: { from: '2026-01-01' } })).toBe(
      403,
    );
    expect(await expectSameAnswer(await person(null), adminHoliday, { params: { id: holidays[0]!.id } })).toBe(401);
  });
});
