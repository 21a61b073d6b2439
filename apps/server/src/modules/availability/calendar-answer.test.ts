import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { insertTestAppointment, makeAdminFixture, type AdminFixture } from '#server/testing/admin-endpoints.ts';
import {
  cachesOf,
  configureAvailabilityCache,
  DEFAULT_CACHE_SETTINGS,
  invalidateBookings,
  sweepAvailabilityCaches,
} from './cache.ts';
import { answerForUrl } from './calendar.ts';

// The fixture's salon works Mon–Fri 09:00–18:00 local (break 13:00–13:30); minimum notice 60 min,
// Sat 10:00–14:00, step 15 min. 2027-03-26 is a Friday; 09:00 local is 07:00Z.
const HOUR = 3_600_000;
let nowMs = Date.parse('2027-03-22T08:00:00Z');
let t: TestApp;
let f: AdminFixture;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(nowMs) });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  nowMs = Date.parse('2027-03-22T08:00:00Z');
  configureAvailabilityCache(t.app.context.caches, { ...DEFAULT_CACHE_SETTINGS, catalogueTtlMs: HOUR, bookingsTtlMs: HOUR });
  f = await makeAdminFixture(t.app.database.db, { slug: `atsakymas-${++counter}` });
});

const slotsUrl = (date: string) =>
  `/api/public/schedule/available-time-slots?business=${f.salon.business.slug}&date=${date}&services=${f.ids.serviceId}&specialist=any`;
const datesUrl = (from: string, to: string) =>
  `/api/public/schedule/available-dates?business=${f.salon.business.slug}&from=${from}&to=${to}&services=${f.ids.serviceId}&specialist=any`;

async function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** A haircut of the fixture's customer written straight into the database (no invalidation). */
async function bookBehindTheAppsBack(start: string, status: 'pending' | 'confirmed'): Promise<void> {
  await insertTestAppointment(t.app.database.db, {
    businessId: f.ids.businessId,
    specialistId: f.ids.specialistId,
    service: f.salon.haircut,
    customerId: f.customer.id,
    start,
    status,
  });
}

async function starts(url: string): Promise<string[]> {
  const answer = await get(url);
  expect(answer.statusCode).toBe(200);
  return answer.json().slots.map((slot: { start: string }) => slot.start);
}

describe('calendar answers are compressed once and sent in the coding asked for', () => {
  it('brotli, gzip or none, each the same JSON, with Vary: Accept-Encoding', async () => {
    const plain = await get(slotsUrl('2027-03-26'));
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('accept-encoding');
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = await get(slotsUrl('2027-03-26'), { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toBe('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await get(slotsUrl('2027-03-26'), { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const refused = await get(slotsUrl('2027-03-26'), { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);

    const noCompression = await get(slotsUrl('2027-03-26'), { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(noCompression.headers['content-encoding']).toBeUndefined();
    expect(noCompression.body).toBe(plain.body);
  });

  it('a short answer goes out as it is', async () => {
    const answer = await get(datesUrl('2027-03-22', '2027-03-28'), { 'accept-encoding': 'br, gzip' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json()).toEqual({
      dates: ['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26', '2027-03-27'],
    });
  });

  it('HEAD of a repeated URL answers without a body', async () => {
    await get(slotsUrl('2027-03-26'));
    const head = await t.app.inject({ method: 'HEAD', url: slotsUrl('2027-03-26') });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('a repeated URL is answered from the answer it got', () => {
  it('is kept after a 200 and not after a refusal', async () => {
    expect(answerForUrl(t.app.context, slotsUrl('2027-03-26'), nowMs)).toBeUndefined();
    await get(slotsUrl('2027-03-26'));
    expect(answerForUrl(t.app.context, slotsUrl('2027-03-26'), nowMs)?.json).toContain('"timeZone":"Europe/Vilnius"');

    const badUrl = slotsUrl('2027-02-30');
    expect((await get(badUrl)).statusCode).toBe(400);
    expect(answerForUrl(t.app.context, badUrl, nowMs)).toBeUndefined();
    expect((await get(badUrl)).statusCode).toBe(400);
  });

  it('until a write of the business in this process', async () => {
    const url = slotsUrl('2027-03-26');
    expect(await starts(url)).toContain('2027-03-26T07:00:00.000Z');
    await bookBehindTheAppsBack('2027-03-26T07:00:00.000Z', 'confirmed');
    // Written behind the app's back: the kept answer still holds.
    expect(await starts(url)).toContain('2027-03-26T07:00:00.000Z');
    invalidateBookings(t.app.context.caches, f.ids.businessId);
    expect(answerForUrl(t.app.context, url, nowMs)).toBeUndefined();
    expect(await starts(url)).not.toContain('2027-03-26T07:00:00.000Z');
  });

  it('until its first start falls inside the minimum notice: that start is gone the next minute', async () => {
    // 2027-03-22 11:15 local (09:15Z) needs a booking before 10:15 local (08:15Z).
    const url = slotsUrl('2027-03-22');
    nowMs = Date.parse('2027-03-22T08:14:30Z');
    expect(await starts(url)).toContain('2027-03-22T09:15:00.000Z');
    nowMs = Date.parse('2027-03-22T08:14:59.999Z');
    expect(await starts(url)).toContain('2027-03-22T09:15:00.000Z');
    nowMs = Date.parse('2027-03-22T08:15:00.001Z');
    expect(await starts(url)).not.toContain('2027-03-22T09:15:00.000Z');
    expect(await starts(url)).toContain('2027-03-22T09:30:00.000Z');
  });

  it('past its minute while passing time cannot change it, and not past its first start minus the notice', async () => {
    // Friday 2027-03-26 from Monday 10:00 local: four days ahead, well within the 60 days one may book.
    const url = slotsUrl('2027-03-26');
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const kept = answerForUrl(t.app.context, url, nowMs);
    expect(kept).toBeDefined();
    expect(answerForUrl(t.app.context, url, nowMs + 5 * 60_000 + 123)).toBe(kept);
    // Its first start, 09:00 local (07:00Z), needs a booking by 08:00 local (06:00Z) that day.
    expect(kept!.stamp.untilMs).toBe(Date.parse('2027-03-26T06:00:00Z'));
    expect(answerForUrl(t.app.context, url, Date.parse('2027-03-26T06:00:00.001Z'))).toBeUndefined();
    // A clock that went back is not answered with what a later clock computed.
    await get(url);
    expect(answerForUrl(t.app.context, url, nowMs - 60_000)).toBeUndefined();
  });

  it('within its minute only when its dates reach past how far ahead one may book', async () => {
    // From Monday 2027-03-22 10:00:30 local one may book 60 days ahead: until 2027-05-21.
    nowMs = Date.parse('2027-03-22T08:00:30Z');
    const url = datesUrl('2027-05-10', '2027-05-31');
    expect((await get(url)).json().dates.at(-1)).toBe('2027-05-21');
    expect(answerForUrl(t.app.context, url, Date.parse('2027-03-22T08:00:59.999Z'))).toBeDefined();
    expect(answerForUrl(t.app.context, url, Date.parse('2027-03-22T08:01:00.001Z'))).toBeUndefined();
  });

  it('only within the appointments’ time to live', async () => {
    configureAvailabilityCache(t.app.context.caches, { bookingsTtlMs: 50 });
    const url = slotsUrl('2027-03-26');
    expect(await starts(url)).toContain('2027-03-26T08:00:00.000Z');
    await bookBehindTheAppsBack('2027-03-26T08:00:00.000Z', 'pending');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(answerForUrl(t.app.context, url, nowMs)).toBeUndefined();
    expect(await starts(url)).not.toContain('2027-03-26T08:00:00.000Z');
  });

  it('never while the caches are off', async () => {
    configureAvailabilityCache(t.app.context.caches, { catalogueTtlMs: 0, bookingsTtlMs: 0 });
    const url = slotsUrl('2027-03-26');
    expect(await starts(url)).toContain('2027-03-26T07:00:00.000Z');
    expect(answerForUrl(t.app.context, url, nowMs)).toBeUndefined();
    await bookBehindTheAppsBack('2027-03-26T07:00:00.000Z', 'pending');
    expect(await starts(url)).not.toContain('2027-03-26T07:00:00.000Z');
  });

  it('keeps at most maxAnswerUrls URLs, the newest', async () => {
    configureAvailabilityCache(t.app.context.caches, { maxAnswerUrls: 2 });
    const urls = ['2027-03-24', '2027-03-25', '2027-03-26'].map(slotsUrl);
    for (const url of urls) await get(url);
    expect(answerForUrl(t.app.context, urls[0]!, nowMs)).toBeUndefined();
    expect(answerForUrl(t.app.context, urls[1]!, nowMs)).toBeDefined();
    expect(answerForUrl(t.app.context, urls[2]!, nowMs)).toBeDefined();
  });

  it('keeps the URLs within maxAnswerUrlBytes, the newest, and none whose answer alone is larger', async () => {
    const urls = ['2027-03-24', '2027-03-25', '2027-03-26'].map(slotsUrl);
    await get(urls[0]!);
    const one = cachesOf(t.app.context.caches).answersByUrl.bytes;
    expect(one).toBeGreaterThan(urls[0]!.length + 500);
    configureAvailabilityCache(t.app.context.caches, { maxAnswerUrlBytes: Math.floor(2.5 * one) });
    for (const url of urls) await get(url);
    expect(answerForUrl(t.app.context, urls[0]!, nowMs)).toBeUndefined();
    expect(answerForUrl(t.app.context, urls[1]!, nowMs)).toBeDefined();
    expect(answerForUrl(t.app.context, urls[2]!, nowMs)).toBeDefined();
    expect(cachesOf(t.app.context.caches).answersByUrl.bytes).toBeLessThanOrEqual(Math.floor(2.5 * one));
    configureAvailabilityCache(t.app.context.caches, { maxAnswerUrlBytes: Math.floor(one / 2) });
    expect((await get(urls[2]!)).statusCode).toBe(200);
    expect(answerForUrl(t.app.context, urls[2]!, nowMs)).toBeUndefined();
  });

  it('keeps no answer larger than maxAnswerBytes, and still answers right', async () => {
    configureAvailabilityCache(t.app.context.caches, { maxAnswerBytes: 1 });
    const url = slotsUrl('2027-03-26');
    expect(await starts(url)).toContain('2027-03-26T07:00:00.000Z');
    expect(cachesOf(t.app.context.caches).answers.size).toBe(0);
    await bookBehindTheAppsBack('2027-03-26T07:00:00.000Z', 'pending');
    // Not kept by the answers cache; the URL's own entry still holds until an invalidation.
    invalidateBookings(t.app.context.caches, f.ids.businessId);
    expect(await starts(url)).not.toContain('2027-03-26T07:00:00.000Z');
  });

  it('are all dropped by a sweep once expired, with no new question coming in', async () => {
    const url = slotsUrl('2027-03-26');
    await get(url);
    const caches = cachesOf(t.app.context.caches);
    expect([caches.answers.size, caches.answersByUrl.size, caches.calendarCatalogues.size]).toEqual([1, 1, 1]);
    sweepAvailabilityCaches(caches, performance.now() + 2 * HOUR);
    expect([caches.answers.size, caches.answersByUrl.size, caches.calendarCatalogues.size, caches.bookings.size]).toEqual([
      0, 0, 0, 0,
    ]);
    expect(caches.answers.bytes + caches.answersByUrl.bytes + caches.calendarCatalogues.bytes + caches.bookings.bytes).toBe(0);
  });
});
