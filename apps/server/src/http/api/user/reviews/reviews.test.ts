import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentServices, appointments, galleryImages, holidays, reviews, scheduleOverrides } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeSalon, makeSpecialist, makeUser, setSchedule, type TestUser } from '#server/testing/factories.ts';
import { authorNameOf } from '#server/modules/reviews/index.ts';

// Wednesday 2026-11-18, 12:00 in Vilnius (EET, UTC+2).
const NOW = new Date('2026-11-18T10:00:00Z');
const ORIGIN = { origin: 'http://localhost' };

let t: TestApp;
let salon: Awaited<ReturnType<typeof makeSalon>>;
let customer: TestUser;
let other: TestUser;

type Status = (typeof appointments.$inferInsert)['status'];

/** An appointment of `customer` at the salon, `daysAgo` days before NOW, lasting an hour. */
async function visit(owner: TestUser | null, status: Status, daysAgo: number, minute = 0): Promise<string> {
  const startsAt = new Date(NOW.getTime() - daysAgo * 86_400_000 - 3 * 3_600_000 + minute * 60_000);
  const [row] = await t.app.database.db
    .insert(appointments)
    .values({
      businessId: salon.business.id,
      specialistId: salon.specialist.id,
      customerId: owner?.id ?? null,
      clientName: owner ? null : 'Ona',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      status,
      priceCents: 3500,
      durationMin: 60,
    })
    .returning({ id: appointments.id });
  await t.app.database.db.insert(appointmentServices).values({
    appointmentId: row!.id,
    position: 0,
    businessId: salon.business.id,
    serviceId: salon.haircut.id,
    name: 'Moteriškas kirpimas',
    durationMin: 60,
    priceCents: 3500,
  });
  return row!.id;
}

async function call(method: 'GET' | 'POST' | 'PATCH', url: string, user: TestUser | null, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie, ...(method === 'GET' ? {} : ORIGIN) } : method === 'GET' ? {} : ORIGIN,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json() };
}

const rate = (user: TestUser | null, body: Record<string, unknown>) => call('POST', '/api/user/review', user, body);
const reviewCount = async () => (await t.app.database.db.select().from(reviews)).length;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  salon = await makeSalon(t.app.database.db, { slug: 'salonas-atsiliepimai' });
  customer = await makeUser(t.app.database.db, { name: 'Ieva Petrauskienė' });
  other = await makeUser(t.app.database.db, { name: 'Jonas Jonaitis' });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/user/review', () => {
  it('rates the customer’s own completed visit, then the comment is added with PATCH', async () => {
    const id = await visit(customer, 'completed', 3);
    const created = await rate(customer, { appointment: id, rating: 4 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      appointmentId: id,
      business: { slug: 'salonas-atsiliepimai' },
      authorName: 'Ieva',
      rating: 4,
      comment: null,
      createdAt: NOW.toISOString(),
    });

    const patched = await call('PATCH', `/api/user/review/${created.body.id}`, customer, { comment: '  Labai patiko, ačiū!  ' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ rating: 4, comment: 'Labai patiko, ačiū!' });

    const cleared = await call('PATCH', `/api/user/review/${created.body.id}`, customer, { comment: '', rating: 5 });
    expect(cleared.body).toMatchObject({ rating: 5, comment: null });
  });

  it('keeps a comment given with the rating', async () => {
    const id = await visit(customer, 'completed', 4);
    const created = await rate(customer, { appointment: id, rating: 5, comment: 'Puiki meistrė.' });
    expect(created.status).toBe(201);
    expect(created.body.comment).toBe('Puiki meistrė.');
  });

  it('answers 409 already_reviewed for a second rating, and keeps the first', async () => {
    const id = await visit(customer, 'completed', 5);
    expect((await rate(customer, { appointment: id, rating: 2 })).status).toBe(201);
    const again = await rate(customer, { appointment: id, rating: 5 });
    expect(again).toMatchObject({ status: 409, body: { code: 'already_reviewed', message: 'Šį vizitą jau įvertinote.' } });
    const [row] = await t.app.database.db.select().from(reviews).where(eq(reviews.appointmentId, id));
    expect(row!.rating).toBe(2);
  });

  it('answers 409 once when two ratings of one visit race', async () => {
    const id = await visit(customer, 'completed', 6);
    const answers = await Promise.all([
      rate(customer, { appointment: id, rating: 3 }),
      rate(customer, { appointment: id, rating: 4 }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await t.app.database.db.select().from(reviews).where(eq(reviews.appointmentId, id))).length).toBe(1);
  });

  it('answers 422 appointment_not_completed for visits that did not happen (yet)', async () => {
    for (const [index, status] of (['pending', 'confirmed', 'cancelled', 'declined', 'no_show'] as const).entries()) {
      const id = await visit(customer, status, 30 + index);
      const answer = await rate(customer, { appointment: id, rating: 5 });
      expect(answer, status).toMatchObject({
        status: 422,
        body: { code: 'appointment_not_completed', message: 'Įvertinti galima tik įvykusį vizitą.' },
      });
    }
  });

  it('answers 403 for another customer’s visit and for a walk-in visit, 404 for an unknown one', async () => {
    const before = await reviewCount();
    const othersVisit = await visit(other, 'completed', 7);
    expect(await rate(customer, { appointment: othersVisit, rating: 5 })).toMatchObject({
      status: 403,
      body: { code: 'forbidden' },
    });
    const walkIn = await visit(null, 'completed', 7, 90);
    expect((await rate(customer, { appointment: walkIn, rating: 5 })).status).toBe(403);
    const unknown = await rate(customer, { appointment: '00000000-0000-4000-8000-000000000000', rating: 5 });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'resource_not_found' } });
    expect(await reviewCount()).toBe(before);
  });

  it('answers 401 without a login', async () => {
    const id = await visit(customer, 'completed', 8);
    expect((await rate(null, { appointment: id, rating: 5 })).status).toBe(401);
  });

  it('refuses bad input with 400 validation_failed and Lithuanian field messages', async () => {
    const id = await visit(customer, 'completed', 9);
    const before = await reviewCount();
    const bad: Record<string, unknown>[] = [
      {},
      { appointment: id },
      { appointment: id, rating: 0 },
      { appointment: id, rating: 6 },
      { appointment: id, rating: 4.5 },
      { appointment: id, rating: '5' },
      { appointment: id, rating: null },
      { appointment: 'ne-id', rating: 5 },
      { appointment: id, rating: 5, comment: 'x'.repeat(2001) },
      { appointment: id, rating: 5, comment: 42 },
      { appointment: id, rating: 5, comment: 'bloga\u0000žinutė' },
      { appointment: id, rating: 5, extra: true },
    ];
    for (const body of bad) {
      const answer = await rate(customer, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    const tooLong = await rate(customer, { appointment: id, rating: 5, comment: 'x'.repeat(2001) });
    expect(JSON.stringify(tooLong.body)).toContain('daugiausia 2000 simbolių');
    expect(await reviewCount()).toBe(before);
    // Exactly 2000 characters is fine.
    expect((await rate(customer, { appointment: id, rating: 1, comment: 'ą'.repeat(2000) })).status).toBe(201);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/review',
      headers: { cookie: customer.cookie, ...ORIGIN, 'content-type': 'application/json' },
      payload: '{"rating": 5,',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('PATCH /api/user/review/{id}', () => {
  it('changes only the author’s own review', async () => {
    const id = await visit(customer, 'completed', 10);
    const created = await rate(customer, { appointment: id, rating: 3 });
    const url = `/api/user/review/${created.body.id}`;
    expect(await call('PATCH', url, other, { comment: 'Svetimas' })).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(
      (await call('PATCH', '/api/user/review/00000000-0000-4000-8000-000000000000', customer, { comment: 'x' })).status,
    ).toBe(404);
    expect((await call('PATCH', '/api/user/review/ne-id', customer, { comment: 'x' })).status).toBe(400);
    expect((await call('PATCH', url, customer, {})).status).toBe(400);
    expect((await call('PATCH', url, customer, { rating: 9 })).status).toBe(400);
    expect((await call('PATCH', url, customer, { comment: 'y'.repeat(2001) })).status).toBe(400);
    expect((await call('PATCH', url, null, { comment: 'x' })).status).toBe(401);
    const [row] = await t.app.database.db.select().from(reviews).where(eq(reviews.id, created.body.id));
    expect(row).toMatchObject({ rating: 3, comment: null });
  });
});

describe('GET /api/user/review/pending', () => {
  it('gives the newest completed visit without a review, then the next, then none', async () => {
    const fresh = await makeUser(t.app.database.db, { name: 'Rūta' });
    expect((await call('GET', '/api/user/review/pending', fresh)).body).toEqual({ appointment: null });
    await visit(fresh, 'confirmed', -2);
    await visit(fresh, 'cancelled', 1);
    const older = await visit(fresh, 'completed', 20);
    const newer = await visit(fresh, 'completed', 2);
    await visit(fresh, 'completed', 31); // more than 30 days ago: the dialog no longer asks
    const first = await call('GET', '/api/user/review/pending', fresh);
    expect(first.body).toMatchObject({
      appointment: {
        id: newer,
        business: { slug: 'salonas-atsiliepimai' },
        specialistName: salon.specialist.name,
        services: ['Moteriškas kirpimas'],
      },
    });
    await rate(fresh, { appointment: newer, rating: 5 });
    expect((await call('GET', '/api/user/review/pending', fresh)).body.appointment.id).toBe(older);
    await rate(fresh, { appointment: older, rating: 4 });
    expect((await call('GET', '/api/user/review/pending', fresh)).body).toEqual({ appointment: null });
  });

  it('asks about a visit of 29 days ago, not about one of 31 days ago (PRODUCT.md: not after 30 days)', async () => {
    const recent = await makeUser(t.app.database.db, { name: 'Aistė' });
    const withinMonth = await visit(recent, 'completed', 29);
    expect((await call('GET', '/api/user/review/pending', recent)).body.appointment.id).toBe(withinMonth);
    const late = await makeUser(t.app.database.db, { name: 'Jurga' });
    const overMonth = await visit(late, 'completed', 31);
    expect((await call('GET', '/api/user/review/pending', late)).body).toEqual({ appointment: null });
    // Still hers to rate (on /vizitai): the rating itself has no such limit.
    expect((await call('POST', '/api/user/review', late, { appointment: overMonth, rating: 5 })).status).toBe(201);
  });

  it('needs a login', async () => {
    expect((await call('GET', '/api/user/review/pending', null)).status).toBe(401);
  });
});

describe('the business page data', () => {
  it('lists reviews newest first with the average and count, a page at a time', async () => {
    const business = await makeSalon(t.app.database.db, { slug: 'salonas-vidurkis' });
    const page0 = await call('GET', '/api/public/business/salonas-vidurkis/reviews', null);
    expect(page0.body).toEqual({ items: [], rating: { average: null, count: 0 }, page: 1, pageSize: 5, hasMore: false });

    const ratings = [5, 4, 4, 5, 3, 5, 4];
    for (const [index, rating] of ratings.entries()) {
      const [appointment] = await t.app.database.db
        .insert(appointments)
        .values({
          businessId: business.business.id,
          specialistId: business.specialist.id,
          clientName: `Klientė ${index}`,
          startsAt: new Date(Date.UTC(2026, 10, 1 + index, 8)),
          endsAt: new Date(Date.UTC(2026, 10, 1 + index, 9)),
          status: 'completed',
          priceCents: 1000,
          durationMin: 60,
        })
        .returning({ id: appointments.id });
      await t.app.database.db.insert(reviews).values({
        businessId: business.business.id,
        appointmentId: appointment!.id,
        authorName: `Vardas${index}`,
        rating,
        comment: index % 2 === 0 ? `Komentaras ${index}` : null,
        createdAt: new Date(Date.UTC(2026, 10, 2 + index, 12)),
      });
    }
    const first = await call('GET', '/api/public/business/salonas-vidurkis/reviews?limit=3', null);
    expect(first.status).toBe(200);
    expect(first.body.rating).toEqual({ average: 4.3, count: 7 });
    expect(first.body.items.map((item: { authorName: string }) => item.authorName)).toEqual(['Vardas6', 'Vardas5', 'Vardas4']);
    expect(first.body.hasMore).toBe(true);
    const last = await call('GET', '/api/public/business/salonas-vidurkis/reviews?limit=3&page=3', null);
    expect(last.body.items.map((item: { authorName: string }) => item.authorName)).toEqual(['Vardas0']);
    expect(last.body.hasMore).toBe(false);
    expect((await call('GET', '/api/public/business/salonas-vidurkis/reviews?limit=0', null)).status).toBe(400);
    expect((await call('GET', '/api/public/business/nera-tokio/reviews', null)).status).toBe(404);
  });

  it('counts a new review in the average', async () => {
    const before = (await call('GET', '/api/public/business/salonas-atsiliepimai/reviews', null)).body.rating;
    // A new customer: `customer` has used up this minute's requests (30 a minute, per session).
    const newcomer = await makeUser(t.app.database.db, { name: 'Lina' });
    const id = await visit(newcomer, 'completed', 11);
    expect((await rate(newcomer, { appointment: id, rating: 1 })).status).toBe(201);
    const after = (await call('GET', '/api/public/business/salonas-atsiliepimai/reviews', null)).body.rating;
    expect(after.count).toBe(before.count + 1);
    expect(after.average).toBeLessThan(before.average);
  });

  it('gives the gallery in its order with sizes', async () => {
    await t.app.database.db.insert(galleryImages).values([
      { businessId: salon.business.id, url: '/demo/b.webp', alt: 'Antra', width: 800, height: 600, position: 2 },
      { businessId: salon.business.id, url: '/demo/a.webp', alt: 'Pirma', width: 600, height: 800, position: 1 },
    ]);
    const answer = await call('GET', '/api/public/business/salonas-atsiliepimai/gallery', null);
    expect(answer.body.items).toEqual([
      expect.objectContaining({ url: '/demo/a.webp', alt: 'Pirma', width: 600, height: 800 }),
      expect.objectContaining({ url: '/demo/b.webp', alt: 'Antra', width: 800, height: 600 }),
    ]);
    expect((await call('GET', '/api/public/business/nera-tokio/gallery', null)).status).toBe(404);
  });

  it('gives this week’s opening hours from every specialist’s calendar', async () => {
    const business = await makeSalon(t.app.database.db, { slug: 'salonas-valandos' });
    const evening = await makeSpecialist(t.app.database.db, business.business.id, 'Vakarė Specialistė');
    await setSchedule(t.app.database.db, business.business.id, evening.id, {
      '2': [['15:00', '20:00']],
      '0': [['10:00', '12:00']],
    });
    await t.app.database.db.insert(scheduleOverrides).values({
      businessId: business.business.id,
      specialistId: business.specialist.id,
      date: '2026-11-19',
      intervals: [['12:00', '16:00']],
    });
    await t.app.database.db.insert(holidays).values({
      businessId: business.business.id,
      specialistId: null,
      startDate: '2026-11-20',
      endDate: '2026-11-20',
      name: 'Inventorizacija',
    });
    const answer = await call('GET', '/api/public/business/salonas-valandos/opening-hours', null);
    expect(answer.status).toBe(200);
    expect(answer.body.weekStart).toBe('2026-11-16');
    const days = answer.body.days as { date: string; intervals: string[][]; today: boolean }[];
    expect(days.map((day) => day.intervals)).toEqual([
      [
        ['09:00', '13:00'],
        ['13:30', '18:00'],
      ],
      [
        ['09:00', '13:00'],
        ['13:30', '20:00'],
      ],
      [
        ['09:00', '13:00'],
        ['13:30', '18:00'],
      ],
      [['12:00', '16:00']],
      [],
      [['10:00', '14:00']],
      [['10:00', '12:00']],
    ]);
    expect(days.find((day) => day.today)?.date).toBe('2026-11-18');
    expect((await call('GET', '/api/public/business/nera-tokio/opening-hours', null)).status).toBe(404);
  });
});

describe('authorNameOf', () => {
  it('is the first name', () => {
    expect(authorNameOf('  Ieva   Petrauskienė ')).toBe('Ieva');
    expect(authorNameOf('')).toBe('Klientas');
  });
});
