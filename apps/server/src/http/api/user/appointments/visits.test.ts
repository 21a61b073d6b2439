import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentServices, appointments } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeSalon, makeUser, type TestUser } from '#server/testing/factories.ts';
import { parseCalendar } from '#server/testing/calendar.ts';

// Monday 2027-03-22, 10:00 in Vilnius (EET, UTC+2). Summer time starts on Sunday 2027-03-28 at 03:00.
const NOW = new Date('2027-03-22T08:00:00Z');

let t: TestApp;
let salon: Awaited<ReturnType<typeof makeSalon>>;
let nails: Awaited<ReturnType<typeof makeSalon>>;
let customer: TestUser;
let other: TestUser;

type Status = (typeof appointments.$inferSelect)['status'];

/** A visit written straight into the database (the booking rules are not what these tests are about). */
async function visit(
  who: TestUser,
  at: typeof salon,
  start: string,
  options: { durationMin?: number; status?: Status; services?: { name: string; priceCents: number }[] } = {},
): Promise<string> {
  const db = t.app.database.db;
  const durationMin = options.durationMin ?? 60;
  const services = options.services ?? [{ name: at.haircut.name, priceCents: at.haircut.priceCents }];
  const [row] = await db
    .insert(appointments)
    .values({
      businessId: at.business.id,
      specialistId: at.specialist.id,
      customerId: who.id,
      startsAt: new Date(start),
      endsAt: new Date(Date.parse(start) + durationMin * 60_000),
      status: options.status ?? 'pending',
      priceCents: services.reduce((sum, service) => sum + service.priceCents, 0),
      durationMin,
      createdByUserId: who.id,
    })
    .returning();
  await db.insert(appointmentServices).values(
    services.map((service, position) => ({
      appointmentId: row!.id,
      position,
      businessId: at.business.id,
      serviceId: null,
      name: service.name,
      durationMin: Math.round(durationMin / services.length),
      priceCents: service.priceCents,
    })),
  );
  return row!.id;
}

const list = async (who: TestUser | null, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/user/appointments${query}`,
    headers: who ? { cookie: who.cookie } : {},
  });
  return { status: response.statusCode, body: response.json() };
};
const cancel = async (who: TestUser, payload: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/appointment/decline',
    headers: { cookie: who.cookie, origin: 'http://localhost' },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
};
const ics = (who: TestUser | null, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/user/appointment/${id}/ics`, headers: who ? { cookie: who.cookie } : {} });

// Visits of the customer: upcoming at the salon (in-progress, tomorrow, in a week), past at both.
type VisitName =
  'inProgress' | 'tomorrow' | 'nextWeek' | 'nailsSoon' | 'nailsLater' | 'pastSalon' | 'pastNails' | 'endedJustNow' | 'others';
const ids = {} as Record<VisitName, string>;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const db = t.app.database.db;
  salon = await makeSalon(db, {
    slug: 'salonas-vizitai',
    name: 'Salonas „Vizitai“',
    address: 'Vilniaus g. 22, LT-01119 Vilnius',
    phone: '+37061234501',
    cancellationDeadlineMin: 1440,
  });
  nails = await makeSalon(db, { slug: 'nagu-studija', name: 'Nagų studija', phone: null, cancellationDeadlineMin: 120 });
  customer = await makeUser(db);
  other = await makeUser(db);
  ids.inProgress = await visit(customer, salon, '2027-03-22T07:30:00Z', { status: 'confirmed' });
  ids.tomorrow = await visit(customer, salon, '2027-03-23T12:00:00Z');
  ids.nextWeek = await visit(customer, salon, '2027-03-29T09:00:00Z', { status: 'confirmed' });
  ids.nailsSoon = await visit(customer, nails, '2027-03-22T09:30:00Z');
  ids.nailsLater = await visit(customer, nails, '2027-03-22T11:00:00Z', { status: 'confirmed' });
  ids.pastSalon = await visit(customer, salon, '2027-03-01T08:00:00Z', { status: 'completed' });
  ids.pastNails = await visit(customer, nails, '2027-03-10T08:00:00Z', { status: 'no_show' });
  ids.endedJustNow = await visit(customer, salon, '2027-03-22T07:00:00Z', { durationMin: 30, status: 'confirmed' });
  ids.others = await visit(other, salon, '2027-03-24T08:00:00Z');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/user/appointments', () => {
  it('needs a login', async () => {
    expect((await list(null)).status).toBe(401);
  });

  it('upcoming: not yet over (a visit in progress too), soonest first, only the customer’s own', async () => {
    const { status, body } = await list(customer);
    expect(status).toBe(200);
    expect(body).toMatchObject({ scope: 'upcoming', total: 5, page: 1, pageSize: 10, business: null });
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([
      ids.inProgress,
      ids.nailsSoon,
      ids.nailsLater,
      ids.tomorrow,
      ids.nextWeek,
    ]);
  });

  it('past: over, latest first (a visit that ended exactly now is past)', async () => {
    const { body } = await list(customer, '?scope=past');
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([ids.endedJustNow, ids.pastNails, ids.pastSalon]);
    expect(body.items.map((item: { status: string }) => item.status)).toEqual(['confirmed', 'no_show', 'completed']);
  });

  it('gives what the page shows: business with address and phone, services, specialist, price, cancel deadline', async () => {
    const { body } = await list(customer, '?business=salonas-vizitai');
    expect(body.business).toEqual({
      id: salon.business.id,
      slug: 'salonas-vizitai',
      name: 'Salonas „Vizitai“',
      domain: null,
      address: 'Vilniaus g. 22, LT-01119 Vilnius',
      city: 'vilnius',
      phone: '+37061234501',
      timeZone: 'Europe/Vilnius',
      cancellationDeadlineMin: 1440,
    });
    const tomorrow = body.items.find((item: { id: string }) => item.id === ids.tomorrow);
    expect(tomorrow).toEqual({
      id: ids.tomorrow,
      status: 'pending',
      start: '2027-03-23T12:00:00.000Z',
      end: '2027-03-23T13:00:00.000Z',
      durationMin: 60,
      priceCents: 3500,
      services: [{ serviceId: null, name: 'Moteriškas kirpimas', durationMin: 60, priceCents: 3500, priceFrom: false }],
      specialist: { id: salon.specialist.id, name: 'Rasa Testaitė' },
      business: body.business,
      customerNote: null,
      cancellationReason: null,
      cancellable: true,
      cancelUntil: '2027-03-22T12:00:00.000Z',
      review: null,
    });
    // 24 h before the visit in progress has long passed.
    expect(body.items[0]).toMatchObject({ id: ids.inProgress, cancellable: false });
  });

  it('filters by business slug; an unknown business is 404, a bad one 400', async () => {
    const nailsList = await list(customer, '?business=nagu-studija');
    expect(nailsList.body.items.map((item: { id: string }) => item.id)).toEqual([ids.nailsSoon, ids.nailsLater]);
    expect(nailsList.body.business).toMatchObject({ slug: 'nagu-studija', phone: null, cancellationDeadlineMin: 120 });
    // 2 h deadline: the 11:30 visit is closed at 10:00 (only 1 h 30 min ahead), the 13:00 one is open.
    expect(nailsList.body.items.map((item: { cancellable: boolean }) => item.cancellable)).toEqual([false, true]);
    const pastNails = await list(customer, '?business=nagu-studija&scope=past');
    expect(pastNails.body.items.map((item: { id: string }) => item.id)).toEqual([ids.pastNails]);

    const unknown = await list(customer, '?business=tokio-nera');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('resource_not_found');
    for (const query of ['?business=%3Cb%3E', '?scope=all', '?page=0', '?page=abc', '?page=10001', '?customer=someone']) {
      const bad = await list(customer, query);
      expect(bad.status, query).toBe(400);
      expect(bad.body.code, query).toBe('validation_failed');
    }
  });

  it('pages by ten', async () => {
    const db = t.app.database.db;
    const many = await makeUser(db);
    const made: string[] = [];
    for (let day = 0; day < 12; day++) {
      made.push(await visit(many, nails, new Date(Date.parse('2027-04-01T07:00:00Z') + day * 86_400_000).toISOString()));
    }
    const first = await list(many, '?scope=upcoming&page=1');
    expect(first.body).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.body.items.map((item: { id: string }) => item.id)).toEqual(made.slice(0, 10));
    const second = await list(many, '?page=2');
    expect(second.body.items.map((item: { id: string }) => item.id)).toEqual(made.slice(10));
    const beyond = await list(many, '?page=3');
    expect(beyond.body).toMatchObject({ total: 12, items: [] });
  });

  it('carries her own rating of a past visit (the stars /vizitai shows), null when not rated', async () => {
    const before = await list(customer, '?scope=past');
    expect(before.body.items.map((item: { review: unknown }) => item.review)).toEqual([null, null, null]);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/user/review',
      headers: { cookie: customer.cookie, origin: 'http://localhost' },
      payload: { appointment: ids.pastSalon, rating: 4 },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const rated = { body: answer.json() as { id: string } };
    const after = await list(customer, '?scope=past');
    const byId = new Map(after.body.items.map((item: { id: string; review: unknown }) => [item.id, item.review]));
    expect(byId.get(ids.pastSalon)).toEqual({ id: rated.body.id, rating: 4 });
    expect(byId.get(ids.pastNails)).toBeNull();
    // Her rating is hers: another customer's list of the same business shows none of it.
    const theirs = await list(other, '?business=salonas-vizitai');
    expect(theirs.body.items.every((item: { review: unknown }) => item.review === null)).toBe(true);
  });

  it('a customer never sees another customer’s visits', async () => {
    const theirs = await list(other, '?business=salonas-vizitai');
    expect(theirs.body.items.map((item: { id: string }) => item.id)).toEqual([ids.others]);
    const mine = [...(await list(customer)).body.items, ...(await list(customer, '?scope=past')).body.items];
    expect(mine.map((item: { id: string }) => item.id)).not.toContain(ids.others);
  });
});

describe('cancelling a visit', () => {
  it('saves the reason and shows the visit as cancelled, no longer among (nor counted with) the upcoming ones', async () => {
    const id = await visit(customer, salon, '2027-03-30T09:00:00Z');
    const before = (await list(customer)).body;
    expect(before.items.map((item: { id: string }) => item.id)).toContain(id);
    const pastBefore = (await list(customer, '?scope=past')).body.total;
    const response = await cancel(customer, { appointment: id, reason: '  Susirgau, atsiprašau  ' });
    expect(response.status).toBe(200);
    expect(response.body.appointment).toMatchObject({ id, status: 'cancelled' });
    const [row] = await t.app.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'cancelled', cancellationReason: 'Susirgau, atsiprašau' });
    const upcoming = (await list(customer)).body;
    expect(upcoming.total).toBe(before.total - 1);
    expect(upcoming.items.map((item: { id: string }) => item.id)).not.toContain(id);
    // Among the earlier visits, first (the latest start), with its reason.
    const past = (await list(customer, '?scope=past')).body;
    expect(past.total).toBe(pastBefore + 1);
    expect(past.items[0]).toMatchObject({ id, status: 'cancelled', cancellationReason: 'Susirgau, atsiprašau', cancellable: false });
  });

  it('works without a reason too; a too long reason is 400 and changes nothing', async () => {
    const id = await visit(customer, salon, '2027-03-31T09:00:00Z');
    const tooLong = await cancel(customer, { appointment: id, reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.code).toBe('validation_failed');
    const [before] = await t.app.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(before!.status).toBe('pending');
    const response = await cancel(customer, { appointment: id });
    expect(response.status).toBe(200);
    const [row] = await t.app.database.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'cancelled', cancellationReason: null });
  });

  it('after the business’s deadline: 409 cancellation_closed in Lithuanian, nothing changes', async () => {
    const response = await cancel(customer, { appointment: ids.nailsSoon, reason: 'Vėluoju' });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      code: 'cancellation_closed',
      message: 'Šio vizito atšaukti nebegalima. Susisiekite su specialistu.',
    });
    const [row] = await t.app.database.db.select().from(appointments).where(eq(appointments.id, ids.nailsSoon));
    expect(row).toMatchObject({ status: 'pending', cancellationReason: null });
  });

  it('another customer’s visit is not found (404), and stays as it was', async () => {
    const response = await cancel(other, { appointment: ids.nextWeek, reason: 'Ne mano' });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe('resource_not_found');
    const [row] = await t.app.database.db.select().from(appointments).where(eq(appointments.id, ids.nextWeek));
    expect(row!.status).toBe('confirmed');
  });
});

describe('GET /api/user/appointment/{id}/ics', () => {
  it('is exact for a visit on the day summer time starts (10:00 in Vilnius is 07:00 UTC)', async () => {
    const id = await visit(customer, salon, '2027-03-28T07:00:00Z', {
      durationMin: 90,
      status: 'confirmed',
      services: [
        { name: 'Moteriškas kirpimas', priceCents: 3500 },
        { name: 'Plaukų dažymas; tonavimas \\ blizgesys', priceCents: 5550 },
      ],
    });
    const response = await ics(customer, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="vizitas-2027-03-28.ics"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    // Read back by ical.js (a parser we did not write), the file's own VTIMEZONE registered first.
    const { calendar, vevent, event } = parseCalendar(response.body);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe(`${id}@vizitas.lt`);
    expect(event.sequence).toBe(0);
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2027-03-22T08:00:00Z');
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Vilnius');
    expect(event.startDate.toString()).toBe('2027-03-28T10:00:00');
    expect(event.endDate.toString()).toBe('2027-03-28T11:30:00');
    expect(event.startDate.toJSDate().toISOString()).toBe('2027-03-28T07:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-03-28T08:30:00.000Z');
    expect(event.summary).toBe('Moteriškas kirpimas, Plaukų dažymas; tonavimas \\ blizgesys – Salonas „Vizitai“');
    expect(event.location).toBe('Salonas „Vizitai“, Vilniaus g. 22, LT-01119 Vilnius');
    expect(event.description).toBe(
      'Specialistas: Rasa Testaitė\nPaslaugos: Moteriškas kirpimas, Plaukų dažymas; tonavimas \\ blizgesys\nKaina: 90,50\u00a0€\nBūsena: Patvirtintas\nTelefonas: +370 612 34501',
    );
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    for (const line of response.body.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });

  it('keeps the same UID each time; a cancelled visit says CANCELLED with a higher SEQUENCE', async () => {
    const first = await ics(customer, ids.tomorrow);
    const second = await ics(customer, ids.tomorrow);
    expect(first.body).toBe(second.body);
    expect(first.body).toContain(`UID:${ids.tomorrow}@vizitas.lt\r\n`);
    expect(first.body).toContain('STATUS:TENTATIVE\r\n');
    const id = await visit(customer, salon, '2027-04-05T07:00:00Z');
    const before = parseCalendar((await ics(customer, id)).body);
    await cancel(customer, { appointment: id });
    const after = parseCalendar((await ics(customer, id)).body);
    expect(after.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(after.event.uid).toBe(before.event.uid);
    expect(after.event.sequence).toBeGreaterThan(before.event.sequence);
  });

  it('only the owner gets it: another customer 404, a visitor 401, a bad id 400', async () => {
    const theirs = await ics(other, ids.tomorrow);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().code).toBe('resource_not_found');
    expect((await ics(null, ids.tomorrow)).statusCode).toBe(401);
    const bad = await ics(customer, 'ne-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('validation_failed');
  });
});

describe('OpenAPI', () => {
  it('describes the list and the calendar file (text/calendar)', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/user/appointments'].get.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'business',
      'page',
      'scope',
    ]);
    expect(Object.keys(doc.paths['/api/user/appointment/{id}/ics'].get.responses['200'].content)).toEqual(['text/calendar']);
  });
});
