import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, reviews, type Db } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeBusiness, makeService, makeSpecialist, makeUser, SALON_WEEK, setSchedule } from '#server/testing/factories.ts';
import { isFreeWithin } from './search-businesses.ts';

// Monday 2027-03-22, 10:00 in Vilnius (EET, UTC+2). Monday 2027-03-29 is Easter Monday.
const NOW = new Date('2027-03-22T08:00:00Z');

let t: TestApp;
const ids: Record<string, string> = {};

async function addBusiness(
  db: Db,
  slug: string,
  name: string,
  options: {
    city?: string;
    categories?: string[];
    onboarded?: boolean;
    week?: Record<string, [string, string][]>;
    prices: number[];
  },
) {
  const business = await makeBusiness(db, {
    slug,
    name,
    city: options.city ?? 'vilnius',
    categories: options.categories ?? ['kirpejai'],
    onboarded: options.onboarded ?? true,
    address: `${name} g. 1, Vilnius`,
  });
  const specialist = await makeSpecialist(db, business.id);
  await setSchedule(db, business.id, specialist.id, options.week ?? SALON_WEEK);
  for (const [index, priceCents] of options.prices.entries()) {
    await makeService(db, business.id, [specialist.id], {
      name: `Paslauga ${index + 1}`,
      priceCents,
      durationMin: 60 - index * 15,
    });
  }
  ids[slug] = business.id;
  return { business, specialist };
}

async function addReviews(db: Db, businessId: string, specialistId: string, ratings: number[]) {
  for (const rating of ratings) {
    const customer = await makeUser(db);
    const [appointment] = await db
      .insert(appointments)
      .values({
        businessId,
        specialistId,
        customerId: customer.id,
        startsAt: new Date('2027-03-01T08:00:00Z'),
        endsAt: new Date('2027-03-01T09:00:00Z'),
        status: 'completed',
        priceCents: 3000,
        durationMin: 60,
      })
      .returning();
    await db
      .insert(reviews)
      .values({ businessId, appointmentId: appointment!.id, customerId: customer.id, authorName: 'Ona', rating });
  }
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const db = t.app.database.db;
  // Free today from 11:00 (an hour's notice), services 10 € and 35 €, rated 5, 5, 4.
  const alfa = await addBusiness(db, 'alfa', 'Alfa kirpykla', { prices: [3500, 1000] });
  await makeService(db, alfa.business.id, [alfa.specialist.id], { name: 'Nebeteikiama', priceCents: 100, active: false });
  await addReviews(db, alfa.business.id, alfa.specialist.id, [5, 5, 4]);
  // Works on Saturdays only: free on 2027-03-27 (this week), 20 €, rated 5.
  const beta = await addBusiness(db, 'beta', 'Beta kirpykla', { prices: [2000], week: { '6': [['10:00', '14:00']] } });
  await addReviews(db, beta.business.id, beta.specialist.id, [5]);
  // Mondays 09:00–10:30 only: too soon today, Easter Monday next, then beyond 14 days. 80 €.
  await addBusiness(db, 'gama', 'Gama kirpykla', { prices: [8000], week: { '1': [['09:00', '10:30']] } });
  // Fridays only: free on 2027-03-26, 50 €, rated 3.
  const delta = await addBusiness(db, 'delta', 'Delta kirpykla', { prices: [5000], week: { '5': [['09:00', '17:00']] } });
  await addReviews(db, delta.business.id, delta.specialist.id, [3]);
  // Elsewhere, another category, and one that is not listed yet.
  await addBusiness(db, 'kauno-kirpykla', 'Kauno kirpykla', { city: 'kaunas', prices: [2500] });
  await addBusiness(db, 'klaipedos-kirpykla', 'Klaipėdos kirpykla', { city: 'klaipeda', prices: [2500] });
  await addBusiness(db, 'nagu-salonas', 'Nagų salonas', { categories: ['manikiuras'], prices: [2500] });
  await addBusiness(db, 'neprisijunges', 'Neprisijungęs salonas', { onboarded: false, prices: [1500] });
});
afterAll(async () => {
  await t.close();
});

const search = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/public/business/search?${query}` });
  return { status: response.statusCode, body: response.json() };
};
const slugs = (body: { items: { slug: string }[] }) => body.items.map((item) => item.slug);
const BARBERS = 'category=kirpejai&city=vilnius';

describe('search results', () => {
  it('lists the onboarded businesses of a category in a city with rating, price range and nearest free time', async () => {
    const { status, body } = await search(BARBERS);
    expect(status).toBe(200);
    expect(slugs(body)).toEqual(['alfa', 'beta', 'gama', 'delta']);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: 10, pageCount: 1, today: '2027-03-22' });
    expect(body.suggestions).toEqual({ cities: [], categories: [] });
    const [alfa, beta, gama, delta] = body.items;
    expect(alfa).toMatchObject({
      name: 'Alfa kirpykla',
      address: 'Alfa kirpykla g. 1, Vilnius',
      priceFromCents: 1000,
      priceToCents: 3500,
      rating: { average: 4.7, count: 3 },
      nextFree: { start: '2027-03-22T09:00:00.000Z', date: '2027-03-22', time: '11:00' },
    });
    expect(beta).toMatchObject({ rating: { average: 5, count: 1 }, nextFree: { date: '2027-03-27', time: '10:00' } });
    expect(gama).toMatchObject({ rating: { average: null, count: 0 }, nextFree: null, priceFromCents: 8000, priceToCents: 8000 });
    expect(delta).toMatchObject({ rating: { average: 3, count: 1 }, nextFree: { date: '2027-03-26', time: '09:00' } });
  });

  it('finds by part of the name', async () => {
    expect(slugs((await search('q=delta')).body)).toEqual(['delta']);
  });

  it('sorts by rating, by price and by the nearest free time', async () => {
    expect(slugs((await search(`${BARBERS}&sort=rating`)).body)).toEqual(['beta', 'alfa', 'delta', 'gama']);
    expect(slugs((await search(`${BARBERS}&sort=price`)).body)).toEqual(['alfa', 'beta', 'delta', 'gama']);
    expect(slugs((await search(`${BARBERS}&sort=soonest`)).body)).toEqual(['alfa', 'delta', 'beta', 'gama']);
  });

  it('filters by free time today or this week', async () => {
    const today = await search(`${BARBERS}&free=today`);
    expect(slugs(today.body)).toEqual(['alfa']);
    expect(today.body.total).toBe(1);
    const week = await search(`${BARBERS}&free=week`);
    expect(slugs(week.body)).toEqual(['alfa', 'beta', 'delta']);
    expect(week.body.total).toBe(3);
  });

  it('filters by the price of an active service', async () => {
    expect(slugs((await search(`${BARBERS}&priceMaxCents=2000`)).body)).toEqual(['alfa', 'beta']);
    expect(slugs((await search(`${BARBERS}&priceMinCents=5000`)).body)).toEqual(['gama', 'delta']);
    expect(slugs((await search(`${BARBERS}&priceMinCents=4000&priceMaxCents=6000`)).body)).toEqual(['delta']);
    // The inactive 1 € service does not count.
    expect(slugs((await search(`${BARBERS}&priceMaxCents=500`)).body)).toEqual([]);
  });

  it('pages on the server, also when the free-time filter decides', async () => {
    const first = await search(`${BARBERS}&limit=3`);
    expect(slugs(first.body)).toEqual(['alfa', 'beta', 'gama']);
    expect(first.body).toMatchObject({ total: 4, page: 1, pageSize: 3, pageCount: 2 });
    const second = await search(`${BARBERS}&limit=3&page=2`);
    expect(slugs(second.body)).toEqual(['delta']);
    expect(second.body).toMatchObject({ total: 4, page: 2, pageCount: 2 });
    const beyond = await search(`${BARBERS}&limit=3&page=3`);
    expect(beyond.body).toMatchObject({ items: [], total: 4, pageCount: 2 });
    const soonest = await search(`${BARBERS}&sort=soonest&free=week&limit=2&page=2`);
    expect(slugs(soonest.body)).toEqual(['beta']);
    expect(soonest.body).toMatchObject({ total: 3, pageCount: 2 });
  });

  it('suggests the nearest cities and other categories that have businesses when nothing is found', async () => {
    const { status, body } = await search('category=kirpejai&city=panevezys');
    expect(status).toBe(200);
    expect(body).toMatchObject({ items: [], total: 0, pageCount: 0 });
    expect(body.suggestions.cities).toEqual([
      { category: 'kirpejai', city: 'kaunas', count: 1 },
      { category: 'kirpejai', city: 'vilnius', count: 4 },
      { category: 'kirpejai', city: 'klaipeda', count: 1 },
    ]);
    expect(body.suggestions.categories).toEqual([]);

    const massage = await search('category=masazas&city=vilnius');
    expect(massage.body.suggestions).toEqual({
      cities: [],
      categories: [
        { category: 'kirpejai', city: 'vilnius', count: 4 },
        { category: 'manikiuras', city: 'vilnius', count: 1 },
      ],
    });
  });

  it('answers bad input with 400, a stable code and Lithuanian messages', async () => {
    const cases: [string, string, string][] = [
      ['category=nera', 'category', 'Tokios paslaugų kategorijos nėra.'],
      ['city=londonas', 'city', 'Tokio miesto nėra.'],
      ['sort=pigiausi', 'sort', 'Rikiuoti galima pagal recommended, rating, price arba soonest.'],
      ['free=rytoj', 'free', 'Laisvo laiko filtras gali būti „today“ arba „week“.'],
      ['priceMaxCents=abc', 'priceMaxCents', 'Kaina turi būti sveikas skaičius centais, ne mažesnis už 0.'],
      ['priceMinCents=-5', 'priceMinCents', 'Kaina turi būti sveikas skaičius centais, ne mažesnis už 0.'],
      ['priceMinCents=5000&priceMaxCents=1000', 'priceMaxCents', 'Mažiausia kaina negali būti didesnė už didžiausią.'],
      // The API's one character rule answers before the search's own schema.
      ['q=kirp%00ykla', 'q', 'Tekste yra neleistinų simbolių.'],
      ['q=%07', 'q', 'Tekste yra neleistinų simbolių.'],
    ];
    for (const [query, field, message] of cases) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body, query).toMatchObject({ success: false, code: 'validation_failed', message: 'Prašome ištaisyti klaidas!' });
      expect(body.fields[field], query).toEqual([message]);
    }
    for (const query of ['limit=51', 'limit=0', 'page=0', 'page=x']) {
      const { status, body } = await search(query);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe('validation_failed');
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = doc.paths['/api/public/business/search'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['category', 'city', 'q', 'free', 'priceMinCents', 'priceMaxCents', 'sort', 'page', 'limit']),
    );
    const schema = operation.responses['200'].content['application/json'].schema;
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['items', 'total', 'page', 'pageSize', 'pageCount', 'today', 'suggestions']),
    );
    expect(operation.responses['400']).toBeDefined();
  });
});

describe('free today or this week', () => {
  it('counts today and the next six days as this week, also on a Sunday', () => {
    // Sunday 2027-03-21, 12:00 in Vilnius.
    const sunday = Date.parse('2027-03-21T10:00:00Z');
    const at = (date: string) => ({ start: `${date}T08:00:00.000Z`, date, time: '10:00' });
    expect(isFreeWithin(at('2027-03-21'), 'today', sunday, 'Europe/Vilnius')).toBe(true);
    expect(isFreeWithin(at('2027-03-22'), 'today', sunday, 'Europe/Vilnius')).toBe(false);
    expect(isFreeWithin(at('2027-03-27'), 'week', sunday, 'Europe/Vilnius')).toBe(true);
    expect(isFreeWithin(at('2027-03-28'), 'week', sunday, 'Europe/Vilnius')).toBe(false);
    expect(isFreeWithin(null, 'week', sunday, 'Europe/Vilnius')).toBe(false);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every category × city page with businesses and every listed business page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'vizitas.lt' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
      match[1]!.replace(/^https?:\/\/vizitas\.lt/, ''),
    );
    expect(locs.filter((loc) => loc.startsWith('/grozio-specialistai/'))).toEqual([
      '/grozio-specialistai/kirpejai/vilnius',
      '/grozio-specialistai/kirpejai/kaunas',
      '/grozio-specialistai/kirpejai/klaipeda',
      '/grozio-specialistai/manikiuras/vilnius',
    ]);
    expect(locs.filter((loc) => loc.startsWith('/apie/'))).toEqual(
      ['alfa', 'beta', 'delta', 'gama', 'kauno-kirpykla', 'klaipedos-kirpykla', 'nagu-salonas'].map((slug) => `/apie/${slug}`),
    );
    expect(locs).toContain('/');
  });

  it('serves robots.txt pointing at the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'vizitas.lt' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toMatch(/Sitemap: https?:\/\/vizitas\.lt\/sitemap\.xml/);
  });
});
