import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { holidays } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { apiRequest, insertTestAppointment, makeAdminFixture, type AdminFixture } from '#server/testing/admin-endpoints.ts';
import {
  configureAvailabilityCache,
  DEFAULT_AVAILABILITY_CACHE_MB,
  DEFAULT_CACHE_SETTINGS,
  defaultCacheSettings,
  OFF,
  invalidateBookings,
  invalidateCatalogue,
  type AvailabilityCacheSettings,
} from './cache.ts';

// Monday 2027-03-22, 10:00 in Vilnius. The fixture's salon: Mon–Fri 09:00–18:00 (break 13:00–13:30),
// Sat 10:00–14:00; a confirmed appointment on Wednesday 2027-03-24 at 10:00 local.
const NOW = new Date('2027-03-22T08:00:00Z');
/** Long enough that only an invalidation can explain a fresh answer within a test. */
const HOUR = 3_600_000;

let t: TestApp;
let f: AdminFixture;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  configureAvailabilityCache(t.app.context.caches, { ...DEFAULT_CACHE_SETTINGS, catalogueTtlMs: HOUR, bookingsTtlMs: HOUR });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  f = await makeAdminFixture(t.app.database.db, { slug: `talpykla-${++counter}` });
});

const slug = () => f.salon.business.slug;
const admin = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  apiRequest(t.app, f.owner, method, url, body);
const q = () => `?business=${f.ids.businessId}`;

async function slots(date: string, service = f.ids.serviceId): Promise<string[]> {
  const answer = await apiRequest(
    t.app,
    null,
    'GET',
    `/api/public/schedule/available-time-slots?business=${slug()}&date=${date}&services=${service}&specialist=any`,
  );
  expect(answer.status).toBe(200);
  return answer.body.slots.map((slot: { start: string }) => slot.start);
}

async function dates(from: string, to: string): Promise<string[]> {
  const answer = await apiRequest(
    t.app,
    null,
    'GET',
    `/api/public/schedule/available-dates?business=${slug()}&from=${from}&to=${to}&services=${f.ids.serviceId}&specialist=any`,
  );
  expect(answer.status).toBe(200);
  return answer.body.dates;
}

describe('the cache is in use', () => {
  it('keeps answering from the catalogue until it is invalidated (a write behind the app’s back is not seen)', async () => {
    expect(await dates('2027-04-12', '2027-04-13')).toEqual(['2027-04-12', '2027-04-13']);
    await t.app.database.db
      .insert(holidays)
      .values({ businessId: f.ids.businessId, startDate: '2027-04-12', endDate: '2027-04-13' });
    expect(await dates('2027-04-12', '2027-04-13')).toEqual(['2027-04-12', '2027-04-13']);
    invalidateCatalogue(t.app.context.caches, f.ids.businessId);
    expect(await dates('2027-04-12', '2027-04-13')).toEqual([]);
  });

  it('keeps the appointments of a range until they are invalidated', async () => {
    expect(await slots('2027-03-26')).toContain('2027-03-26T07:00:00.000Z');
    await insertTestAppointment(t.app.database.db, {
      businessId: f.ids.businessId,
      specialistId: f.ids.specialistId,
      service: f.salon.haircut,
      customerId: f.customer.id,
      start: '2027-03-26T07:00:00.000Z',
      status: 'pending',
    });
    expect(await slots('2027-03-26')).toContain('2027-03-26T07:00:00.000Z');
    invalidateBookings(t.app.context.caches, f.ids.businessId);
    expect(await slots('2027-03-26')).not.toContain('2027-03-26T07:00:00.000Z');
  });
});

describe('every admin write of the catalogue shows in the next answer', () => {
  it('weekly hours', async () => {
    expect(await dates('2027-04-04', '2027-04-04')).toEqual([]);
    const sunday = { '0': [['10:00', '12:00']], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [] };
    expect((await admin('PUT', `/api/admin/schedule/${f.ids.specialistId}${q()}`, { weeklyHours: sunday })).status).toBe(200);
    expect(await dates('2027-04-04', '2027-04-05')).toEqual(['2027-04-04']);
  });

  it('schedule overrides: create, edit, delete', async () => {
    expect((await slots('2027-03-31')).at(-1)).toBe('2027-03-31T14:00:00.000Z');
    const created = await admin('POST', `/api/admin/schedule-overrides${q()}`, {
      specialist: f.ids.specialistId,
      date: '2027-03-31',
      intervals: [['09:00', '12:00']],
    });
    expect(created.status).toBe(201);
    expect((await slots('2027-03-31')).at(-1)).toBe('2027-03-31T08:00:00.000Z');
    expect(
      (await admin('PATCH', `/api/admin/schedule-override/${created.body.id}${q()}`, { intervals: [['11:00', '15:00']] })).status,
    ).toBe(200);
    expect((await slots('2027-03-31'))[0]).toBe('2027-03-31T08:00:00.000Z');
    expect((await slots('2027-03-31')).at(-1)).toBe('2027-03-31T11:00:00.000Z');
    expect((await admin('DELETE', `/api/admin/schedule-override/${created.body.id}${q()}`)).status).toBeLessThan(300);
    expect((await slots('2027-03-31')).at(-1)).toBe('2027-03-31T14:00:00.000Z');
  });

  it('days off: create, edit, delete', async () => {
    expect(await dates('2027-04-12', '2027-04-14')).toEqual(['2027-04-12', '2027-04-13', '2027-04-14']);
    const created = await admin('POST', `/api/admin/holidays${q()}`, {
      startDate: '2027-04-12',
      endDate: '2027-04-13',
      name: 'Mokymai',
    });
    expect(created.status).toBe(201);
    expect(await dates('2027-04-12', '2027-04-14')).toEqual(['2027-04-14']);
    expect(
      (await admin('PATCH', `/api/admin/holiday/${created.body.id}${q()}`, { startDate: '2027-04-13', endDate: '2027-04-14' }))
        .status,
    ).toBe(200);
    expect(await dates('2027-04-12', '2027-04-14')).toEqual(['2027-04-12']);
    expect((await admin('DELETE', `/api/admin/holiday/${created.body.id}${q()}`)).status).toBeLessThan(300);
    expect(await dates('2027-04-12', '2027-04-14')).toEqual(['2027-04-12', '2027-04-13', '2027-04-14']);
  });

  it('public holiday exclusions: exclude and include', async () => {
    // Easter Monday.
    expect(await dates('2027-03-29', '2027-03-29')).toEqual([]);
    expect((await admin('POST', `/api/admin/business/${f.ids.businessId}/public-holidays/2027-03-29/exclude`)).status).toBe(200);
    expect(await dates('2027-03-29', '2027-03-29')).toEqual(['2027-03-29']);
    expect((await admin('POST', `/api/admin/business/${f.ids.businessId}/public-holidays/2027-03-29/include`)).status).toBe(200);
    expect(await dates('2027-03-29', '2027-03-29')).toEqual([]);
  });

  it('booking rules', async () => {
    expect(await slots('2027-03-26')).toHaveLength(13 + 15);
    expect((await admin('PATCH', `/api/admin/business/${f.ids.businessId}/booking-rules`, { slotStepMin: 30 })).status).toBe(200);
    expect(await slots('2027-03-26')).toHaveLength(7 + 8);
  });

  it('services: create, edit, deactivate, activate, order', async () => {
    const created = await admin('POST', `/api/admin/services${q()}`, {
      name: 'Barzdos kirpimas',
      durationMin: 30,
      priceCents: 1500,
      specialistIds: [f.ids.specialistId],
    });
    expect(created.status).toBe(201);
    expect((await slots('2027-03-26', created.body.id)).at(-1)).toBe('2027-03-26T15:30:00.000Z');

    expect((await admin('PATCH', `/api/admin/service/${created.body.id}${q()}`, { durationMin: 90 })).status).toBe(200);
    expect((await slots('2027-03-26', created.body.id)).at(-1)).toBe('2027-03-26T14:30:00.000Z');

    expect((await admin('POST', `/api/admin/service/${created.body.id}/deactivate${q()}`)).status).toBeLessThan(300);
    const inactive = await apiRequest(
      t.app,
      null,
      'GET',
      `/api/public/schedule/available-time-slots?business=${slug()}&date=2027-03-26&services=${created.body.id}&specialist=any`,
    );
    expect(inactive.status).toBe(422);
    expect((await admin('POST', `/api/admin/service/${created.body.id}/activate${q()}`)).status).toBeLessThan(300);
    expect(await slots('2027-03-26', created.body.id)).not.toEqual([]);

    const names = async () =>
      (await apiRequest(t.app, null, 'GET', `/api/public/schedule/calendar-options?business=${slug()}`)).body.services.map(
        (s: { id: string }) => s.id,
      );
    const before = await names();
    const reversed = [...before].reverse();
    expect((await admin('PUT', `/api/admin/services/order${q()}`, { ids: reversed })).status).toBeLessThan(300);
    expect(await names()).toEqual(reversed);

    expect((await admin('PATCH', `/api/admin/service/${created.body.id}${q()}`, { specialistIds: [] })).status).toBe(200);
    expect((await names()).includes(created.body.id)).toBe(true);
    const unoffered = await apiRequest(
      t.app,
      null,
      'GET',
      `/api/public/schedule/available-time-slots?business=${slug()}&date=2027-03-26&services=${created.body.id}&specialist=any`,
    );
    expect(unoffered.status).toBe(422);
  });
});

describe('every appointment write shows in the next answer', () => {
  it('a customer books and cancels', async () => {
    const start = '2027-03-26T07:00:00.000Z';
    expect(await slots('2027-03-26')).toContain(start);
    const booked = await apiRequest(t.app, f.customer, 'POST', '/api/user/appointment', {
      business: slug(),
      services: [f.ids.serviceId],
      specialist: 'any',
      start,
    });
    expect(booked.status).toBe(201);
    expect(await slots('2027-03-26')).not.toContain(start);
    expect(await dates('2027-03-26', '2027-03-26')).toEqual(['2027-03-26']);
    const cancelled = await apiRequest(t.app, f.customer, 'POST', '/api/user/appointment/decline', {
      appointment: booked.body.id,
    });
    expect(cancelled.status).toBe(200);
    expect(await slots('2027-03-26')).toContain(start);
  });

  it('the admin creates, moves and cancels', async () => {
    const first = '2027-03-26T07:00:00.000Z';
    const second = '2027-03-26T12:00:00.000Z';
    expect(await slots('2027-03-26')).toEqual(expect.arrayContaining([first, second]));
    const created = await admin('POST', '/api/admin/appointments', {
      business: f.ids.businessId,
      specialist: f.ids.specialistId,
      services: [f.ids.serviceId],
      start: first,
      clientName: 'Jonas Jonaitis',
    });
    expect(created.status).toBe(201);
    expect(await slots('2027-03-26')).not.toContain(first);
    expect((await admin('PATCH', `/api/admin/appointment/${created.body.id}${q()}`, { start: second })).status).toBe(200);
    expect(await slots('2027-03-26')).toContain(first);
    expect(await slots('2027-03-26')).not.toContain(second);
    expect((await admin('PATCH', `/api/admin/appointment/${created.body.id}${q()}`, { action: 'cancel' })).status).toBe(200);
    expect(await slots('2027-03-26')).toContain(second);
  });
});

describe('the default settings', () => {
  it('are on in production, development and tests (what production runs), off with VIZITAS_AVAILABILITY_CACHE=off', () => {
    expect(defaultCacheSettings({ NODE_ENV: 'production' })).toEqual(DEFAULT_CACHE_SETTINGS);
    expect(defaultCacheSettings({})).toEqual(DEFAULT_CACHE_SETTINGS);
    expect(defaultCacheSettings({ NODE_ENV: 'test' })).toEqual(DEFAULT_CACHE_SETTINGS);
    expect(defaultCacheSettings({ NODE_ENV: 'production', VIZITAS_AVAILABILITY_CACHE: 'off' })).toEqual(OFF);
    expect(OFF.catalogueTtlMs + OFF.bookingsTtlMs).toBe(0);
    expect(DEFAULT_CACHE_SETTINGS.catalogueTtlMs).toBeGreaterThan(0);
  });

  it('share AVAILABILITY_CACHE_MAX_MB among the caches, and keep the default for anything else', () => {
    const total = (settings: AvailabilityCacheSettings) =>
      settings.maxCatalogueBytes +
      settings.maxCalendarCatalogueBytes +
      settings.maxBookingBytes +
      settings.maxAnswerBytes +
      settings.maxAnswerUrlBytes;
    const MB = 1024 * 1024;
    expect(total(DEFAULT_CACHE_SETTINGS)).toBeCloseTo(DEFAULT_AVAILABILITY_CACHE_MB * MB, -1);
    const doubled = defaultCacheSettings({ AVAILABILITY_CACHE_MAX_MB: String(2 * DEFAULT_AVAILABILITY_CACHE_MB) });
    expect(total(doubled)).toBeCloseTo(2 * DEFAULT_AVAILABILITY_CACHE_MB * MB, -1);
    expect(doubled.maxAnswerBytes).toBe(2 * DEFAULT_CACHE_SETTINGS.maxAnswerBytes);
    expect(doubled.bookingsTtlMs).toBe(DEFAULT_CACHE_SETTINGS.bookingsTtlMs);
    for (const wrong of ['0', '-5', 'daug', '1.5', ''])
      expect(defaultCacheSettings({ AVAILABILITY_CACHE_MAX_MB: wrong }), wrong).toEqual(DEFAULT_CACHE_SETTINGS);
  });
});

describe('answers shared for the minute', () => {
  it('give every instant of a minute the answer it would get on its own', async () => {
    const { availableTimeSlotsFor, calendarMinute } = await import('./calendar.ts');
    const options = await apiRequest(t.app, null, 'GET', `/api/public/schedule/calendar-options?business=${slug()}`);
    const noticeMs = options.body.minimumNoticeMin * 60_000;
    const query = { business: slug(), date: '2027-03-22', services: [f.ids.serviceId], specialist: 'any' as const };
    // The minute in which the start 11:15 local (09:15Z) stops being offered, and the minutes around it.
    const boundary = Date.parse('2027-03-22T09:15:00Z') - noticeMs;
    for (const minuteStart of [boundary - 60_000, boundary, boundary + 60_000]) {
      for (const offset of [0, 1, 999, 30_000, 59_999]) {
        const nowMs = minuteStart + offset;
        const own = (await availableTimeSlotsFor(t.app.context, query, nowMs)).slots.map((slot) => slot.start);
        const shared = (await availableTimeSlotsFor(t.app.context, query, calendarMinute(nowMs))).slots.map((slot) => slot.start);
        expect(shared, `${new Date(nowMs).toISOString()}`).toEqual(own);
      }
    }
    // At the boundary itself the start is still offered; one millisecond later it is not.
    const at = (await availableTimeSlotsFor(t.app.context, query, boundary)).slots.map((slot) => slot.start);
    const after = (await availableTimeSlotsFor(t.app.context, query, boundary + 1)).slots.map((slot) => slot.start);
    expect(at).toContain('2027-03-22T09:15:00.000Z');
    expect(after).not.toContain('2027-03-22T09:15:00.000Z');
  });

  it('are sent as JSON of the documented shape, with a JSON content type', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/public/schedule/available-time-slots?business=${slug()}&date=2027-03-26&services=${f.ids.serviceId}&specialist=any`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = answer.json();
    expect(body.timeZone).toBe('Europe/Vilnius');
    expect(body.slots.length).toBeGreaterThan(0);
    expect(body.slots[0]).toEqual({ start: expect.any(String), end: expect.any(String), specialistId: f.ids.specialistId });
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/public/schedule/available-time-slots?business=${slug()}&date=2027-03-26&services=${f.ids.serviceId}&specialist=any`,
    });
    expect(again.body).toBe(answer.body);
  });
});
