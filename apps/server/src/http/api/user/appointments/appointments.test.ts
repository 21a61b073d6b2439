import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCards, holidays, publicHolidayExclusions, scheduleOverrides } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeSalon, makeUser, type TestUser } from '#server/testing/factories.ts';

// Monday 2027-03-22, 10:00 in Vilnius (EET, UTC+2). Summer time starts on Sunday 2027-03-28;
// Monday 2027-03-29 is Easter Monday, a public holiday.
const NOW = new Date('2027-03-22T08:00:00Z');

let t: TestApp;
let salon: Awaited<ReturnType<typeof makeSalon>>;
let customer: TestUser;
let other: TestUser;

beforeAll(async () => {
  // Its overrides, days off and holidays are written straight into the database, as another process would.
  t = await createTestApp({ now: () => NOW, availabilityCache: false });
  salon = await makeSalon(t.app.database.db, { slug: 'salonas-testas' });
  customer = await makeUser(t.app.database.db);
  other = await makeUser(t.app.database.db);
});
afterAll(async () => {
  await t.close();
});

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};
const book = async (user: TestUser | null, body: Record<string, unknown>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/user/appointment',
    headers: user ? { cookie: user.cookie, origin: 'http://localhost' } : {},
    payload: { business: 'salonas-testas', specialist: salon.specialist.id, services: [salon.haircut.id], ...body },
  });
  return { status: response.statusCode, body: response.json() };
};
const dates = (from: string, to: string, services = salon.haircut.id) =>
  get(`/api/public/schedule/available-dates?business=salonas-testas&from=${from}&to=${to}&services=${services}&specialist=any`);
const slots = (date: string, specialist = 'any') =>
  get(
    `/api/public/schedule/available-time-slots?business=salonas-testas&date=${date}&services=${salon.haircut.id}&specialist=${specialist}`,
  );

describe('calendar options', () => {
  it('gives the time zone, the bookable window, services and specialists', async () => {
    const { status, body } = await get('/api/public/schedule/calendar-options?business=salonas-testas');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      timeZone: 'Europe/Vilnius',
      today: '2027-03-22',
      firstDate: '2027-03-22',
      lastDate: '2027-05-21',
      slotStepMin: 15,
      autoConfirm: false,
    });
    expect(body.services.map((s: { name: string }) => s.name)).toEqual(['Kirpčiukų kirpimas', 'Moteriškas kirpimas']);
    expect(body.services[0].specialistIds).toEqual([salon.specialist.id]);
    expect(body.specialists).toEqual([
      expect.objectContaining({ id: salon.specialist.id, serviceIds: expect.arrayContaining([salon.haircut.id]) }),
    ]);
  });

  it('answers 404 for an unknown business and 400 for a bad slug', async () => {
    expect((await get('/api/public/schedule/calendar-options?business=nera-tokio')).status).toBe(404);
    expect((await get('/api/public/schedule/calendar-options?business=%3Cscript%3E')).status).toBe(400);
  });
});

describe('available dates and time slots', () => {
  it('offers working days, not Sundays nor the Easter Monday public holiday', async () => {
    const { status, body } = await dates('2027-03-22', '2027-04-04');
    expect(status).toBe(200);
    expect(body.dates).toEqual([
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-03-25',
      '2027-03-26',
      '2027-03-27',
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
      '2027-04-02',
      '2027-04-03',
    ]);
  });

  it('follows overrides, days off and excluded public holidays', async () => {
    const db = t.app.database.db;
    const businessId = salon.business.id;
    await db.insert(scheduleOverrides).values([
      { businessId, specialistId: salon.specialist.id, date: '2027-03-23', intervals: [] },
      { businessId, specialistId: salon.specialist.id, date: '2027-04-04', intervals: [['10:00', '12:00']] },
    ]);
    await db.insert(holidays).values({ businessId, startDate: '2027-03-31', endDate: '2027-04-01', name: 'Mokymai' });
    await db.insert(publicHolidayExclusions).values({ businessId, date: '2027-03-29' });
    try {
      const { body } = await dates('2027-03-22', '2027-04-04');
      expect(body.dates).toEqual([
        '2027-03-22',
        '2027-03-24',
        '2027-03-25',
        '2027-03-26',
        '2027-03-27',
        '2027-03-29',
        '2027-03-30',
        '2027-04-02',
        '2027-04-03',
        '2027-04-04',
      ]);
      const day = await get('/api/public/schedule/override?business=salonas-testas&date=2027-03-29');
      expect(day.body).toMatchObject({
        date: '2027-03-29',
        publicHoliday: { name: 'Antroji Velykų diena', excluded: true },
        dayOff: null,
      });
      const off = await get('/api/public/schedule/override?business=salonas-testas&date=2027-04-01');
      expect(off.body.dayOff).toMatchObject({ name: 'Mokymai', startDate: '2027-03-31', endDate: '2027-04-01' });
    } finally {
      await db.execute(sql`delete from schedule_overrides where business_id = ${businessId}`);
      await db.execute(sql`delete from holidays where business_id = ${businessId}`);
      await db.execute(sql`delete from public_holiday_exclusions where business_id = ${businessId}`);
    }
  });

  it('offers start times on the grid of each interval, in local time across the DST change', async () => {
    const before = await slots('2027-03-26');
    expect(before.body.timeZone).toBe('Europe/Vilnius');
    expect(before.body.slots).toHaveLength(13 + 15);
    expect(before.body.slots[0]).toEqual({
      start: '2027-03-26T07:00:00.000Z',
      end: '2027-03-26T08:00:00.000Z',
      specialistId: salon.specialist.id,
    });
    expect(before.body.slots.at(-1).start).toBe('2027-03-26T15:00:00.000Z');
    const after = await slots('2027-03-30');
    expect(after.body.slots[0].start).toBe('2027-03-30T06:00:00.000Z');
    expect(after.body.slots.at(-1).start).toBe('2027-03-30T14:00:00.000Z');
  });

  it('respects the minimum notice today and the advance limit', async () => {
    const today = await slots('2027-03-22', salon.specialist.id);
    expect(today.body.slots[0].start).toBe('2027-03-22T09:00:00.000Z');
    expect(today.body.slots).toHaveLength(5 + 15);
    expect((await slots('2027-05-24')).body.slots).toEqual([]);
    expect((await slots('2027-03-21')).body.slots).toEqual([]);
  });

  it('refuses bad queries with 400 and field errors, unknown services with 422', async () => {
    for (const url of [
      '/api/public/schedule/available-dates?business=salonas-testas&from=2027-02-30&to=2027-03-01&services=' + salon.haircut.id,
      '/api/public/schedule/available-dates?business=salonas-testas&from=2027-04-01&to=2027-03-01&services=' + salon.haircut.id,
      '/api/public/schedule/available-dates?business=salonas-testas&from=2027-01-01&to=2027-12-31&services=' + salon.haircut.id,
      '/api/public/schedule/available-time-slots?business=salonas-testas&date=rytoj&services=' + salon.haircut.id,
      "/api/public/schedule/available-time-slots?business=salonas-testas&date=2027-03-26&services=1' OR '1'='1",
      '/api/public/schedule/available-time-slots?business=salonas-testas&date=2027-03-26&services=' +
        salon.haircut.id +
        '&specialist=kazkas',
    ]) {
      const { status, body } = await get(url);
      expect(status, url).toBe(400);
      expect(body.code).toBe('validation_failed');
    }
    const unknown = await get(
      '/api/public/schedule/available-time-slots?business=salonas-testas&date=2027-03-26&services=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe('services_not_offered');
  });
});

describe('booking', () => {
  it('needs a logged-in customer', async () => {
    const { status, body } = await book(null, { start: '2027-03-26T07:00:00.000Z' });
    expect(status).toBe(401);
    expect(body.code).toBe('unauthorized');
  });

  it('books an offered time as pending, with prices and durations kept, and the history written', async () => {
    const { status, body } = await book(customer, { start: '2027-03-26T07:00:00.000Z', note: 'Norėčiau trumpiau 🙂' });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'pending',
      start: '2027-03-26T07:00:00.000Z',
      end: '2027-03-26T08:00:00.000Z',
      durationMin: 60,
      priceCents: 3500,
      customerNote: 'Norėčiau trumpiau 🙂',
      services: [{ name: 'Moteriškas kirpimas', durationMin: 60, priceCents: 3500 }],
      specialist: { id: salon.specialist.id },
      business: { slug: 'salonas-testas' },
    });
    const history = await t.app.database.db.execute(
      sql`select action, to_status from appointment_history where appointment_id = ${body.id}`,
    );
    expect((history as unknown as { rows: unknown[] }).rows).toEqual([{ action: 'created', to_status: 'pending' }]);
    const after = await slots('2027-03-26');
    expect(after.body.slots.map((s: { start: string }) => s.start)).not.toContain('2027-03-26T07:00:00.000Z');
    expect(after.body.slots.map((s: { start: string }) => s.start)).not.toContain('2027-03-26T07:45:00.000Z');
    expect(after.body.slots[0].start).toBe('2027-03-26T08:00:00.000Z');
  });

  it('answers 409 slot_taken when the time is held, 422 slot_not_offered when it never was', async () => {
    const taken = await book(other, { start: '2027-03-26T07:00:00.000Z' });
    expect(taken).toMatchObject({
      status: 409,
      body: { code: 'slot_taken', message: 'Šis laikas jau užimtas. Pasirinkite kitą laiką.' },
    });
    expect((await book(other, { start: '2027-03-26T07:30:00.000Z' })).body.code).toBe('slot_taken');
    for (const start of [
      '2027-03-26T07:05:00.000Z', // off the grid
      '2027-03-28T08:00:00.000Z', // Sunday
      '2027-03-29T08:00:00.000Z', // Easter Monday
      '2027-03-26T03:00:00.000Z', // before opening
      '2027-03-26T15:30:00.000Z', // would end after closing
      '2027-03-22T08:30:00.000Z', // too soon
      '2027-06-01T07:00:00.000Z', // too far ahead
    ]) {
      const refused = await book(other, { start });
      expect(refused.status, start).toBe(422);
      expect(refused.body.code, start).toBe('slot_not_offered');
    }
  });

  it('lets a visit touch the end of another', async () => {
    const { status } = await book(other, { start: '2027-03-26T08:00:00.000Z', services: [salon.fringe.id] });
    expect(status).toBe(201);
  });

  it('confirms at once when the business confirms automatically', async () => {
    const auto = await makeSalon(t.app.database.db, { slug: 'salonas-auto', autoConfirm: true });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/appointment',
      headers: { cookie: customer.cookie, origin: 'http://localhost' },
      payload: { business: 'salonas-auto', specialist: 'any', services: [auto.haircut.id], start: '2027-03-24T07:00:00.000Z' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'confirmed', specialist: { id: auto.specialist.id } });
  });

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const before = await countAppointments();
    for (const payload of [
      {},
      { business: 'salonas-testas', services: 'kirpimas', specialist: 'any', start: '2027-03-26T09:00:00Z' },
      { business: 'salonas-testas', services: [salon.haircut.id], specialist: 'any', start: 'rytoj 9' },
      {
        business: 'salonas-testas',
        services: [salon.haircut.id],
        specialist: 'any',
        start: '2027-03-26T09:00:00Z',
        note: 'x'.repeat(5000),
      },
      { business: 'salonas-testas', services: [], specialist: 'any', start: '2027-03-26T09:00:00Z' },
      {
        business: 'salonas-testas',
        services: [salon.haircut.id],
        specialist: 'any',
        start: '2027-03-26T09:00:00Z',
        note: 'a\u0000b',
      },
      { business: 'salonas-testas', services: [salon.haircut.id], specialist: 'any', start: '0000-01-01T00:00:00Z' },
      {
        business: 'salonas-testas',
        services: [salon.haircut.id],
        specialist: 'any',
        start: '2027-03-26T09:00:00Z',
        extra: { $ne: 1 },
      },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/user/appointment',
        headers: { cookie: customer.cookie, origin: 'http://localhost' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    expect(await countAppointments()).toBe(before);
  });
});

describe('the customer cancels', () => {
  it('cancels within the deadline; the time is free again at once', async () => {
    const booked = await book(customer, { start: '2027-03-25T07:00:00.000Z' });
    expect(booked.status).toBe(201);
    const notMine = await t.app.inject({
      method: 'POST',
      url: '/api/user/appointment/decline',
      headers: { cookie: other.cookie, origin: 'http://localhost' },
      payload: { appointment: booked.body.id },
    });
    expect(notMine.statusCode).toBe(404);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/appointment/decline',
      headers: { cookie: customer.cookie, origin: 'http://localhost' },
      payload: { appointment: booked.body.id, reason: 'Susirgau' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().appointment.status).toBe('cancelled');
    const free = await slots('2027-03-25');
    expect(free.body.slots[0].start).toBe('2027-03-25T07:00:00.000Z');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/appointment/decline',
      headers: { cookie: customer.cookie, origin: 'http://localhost' },
      payload: { appointment: booked.body.id },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_transition');
  });

  it('refuses after the business deadline (24 h by default)', async () => {
    const booked = await book(customer, { start: '2027-03-22T13:00:00.000Z' });
    expect(booked.status).toBe(201);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/appointment/decline',
      headers: { cookie: customer.cookie, origin: 'http://localhost' },
      payload: { appointment: booked.body.id },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'cancellation_closed', message: expect.stringContaining('atšaukti') });
  });
});

describe('no double booking under concurrency', () => {
  it('200 customers asking for the same time at once: exactly one 201, the rest 409 slot_taken', async () => {
    const db = t.app.database.db;
    const rush = await makeSalon(db, { slug: 'salonas-skuba' });
    const customers = await Promise.all(Array.from({ length: 200 }, () => makeUser(db)));
    const responses = await Promise.all(
      customers.map((user) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/appointment',
          headers: { cookie: user.cookie, origin: 'http://localhost' },
          payload: {
            business: 'salonas-skuba',
            specialist: rush.specialist.id,
            services: [rush.haircut.id],
            start: '2027-03-30T07:00:00.000Z',
          },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(199);
    expect(new Set(responses.filter((r) => r.statusCode === 409).map((r) => r.json().code))).toEqual(new Set(['slot_taken']));
    const overlaps = await db.execute(sql`
      select count(*)::int as n from appointments a join appointments b
        on a.specialist_id = b.specialist_id and a.id < b.id
       and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
     where a.status in ('pending', 'confirmed') and b.status in ('pending', 'confirmed')`);
    expect((overlaps as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  }, 120_000);
});

async function countAppointments(): Promise<number> {
  const result = await t.app.database.db.execute(sql`select count(*)::int as n from appointments`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

describe('GET /api/user/booking-access', () => {
  const access = async (user: TestUser | null, business = 'salonas-testas') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/user/booking-access?business=${business}`,
      headers: user ? { cookie: user.cookie } : {},
    });
    return { status: response.statusCode, body: response.json(), cacheControl: response.headers['cache-control'] };
  };

  it('a client the business blocked is told at the first step that she cannot book online; others may', async () => {
    const blocked = await makeUser(t.app.database.db);
    await t.app.database.db.insert(clientCards).values({ businessId: salon.business.id, userId: blocked.id, blocked: true });
    expect(await access(blocked)).toMatchObject({ status: 200, body: { bookable: false }, cacheControl: 'private, no-store' });
    expect(await access(customer)).toMatchObject({ status: 200, body: { bookable: true } });
    // The booking itself says the same.
    const refused = await book(blocked, { start: '2027-03-23T08:00:00.000Z' });
    expect(refused).toMatchObject({ status: 403, body: { code: 'booking_unavailable' } });
  });

  it('a visitor gets 401, an unknown business 404, a malformed one 400', async () => {
    expect((await access(null)).status).toBe(401);
    expect(await access(customer, 'nera-tokio-verslo')).toMatchObject({ status: 404, body: { code: 'resource_not_found' } });
    expect(await access(customer, 'Ne%20slug')).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
  });
});
