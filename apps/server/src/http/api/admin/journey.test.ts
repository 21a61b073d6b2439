import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeBusiness, makeMember, makeService, makeSpecialist, type TestUser } from '#server/testing/factories.ts';
import { ADMIN_FIXTURE_NOW, apiRequest, type HttpMethod } from '#server/testing/admin-endpoints.ts';

// PRODUCT.md journey 3: the admin sets a schedule, adds an override and a day off, excludes a
// public holiday; the public available dates and time slots change accordingly — asserted
// only through the public API. Now: Monday 2027-03-22 10:00 in Vilnius; Easter Monday
// 2027-03-29 is a public holiday; summer time starts on Sunday 2027-03-28.

let t: TestApp;
let db: Db;
let owner: TestUser;
let businessId: string;
let specialistId: string;
let serviceId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => ADMIN_FIXTURE_NOW });
  db = t.app.database.db;
  const business = await makeBusiness(db, { slug: 'kelione', minimumNoticeMin: 60, maxAdvanceDays: 60, slotStepMin: 15 });
  businessId = business.id;
  owner = await makeMember(db, business.id);
  specialistId = (await makeSpecialist(db, business.id, 'Greta')).id;
  serviceId = (await makeService(db, business.id, [specialistId], { name: 'Manikiūras', durationMin: 60, priceCents: 2500 })).id;
});
afterAll(async () => {
  await t?.close();
});

const admin = async (method: HttpMethod, url: string, body?: unknown) => {
  const answer = await apiRequest(t.app, owner, method, url, body);
  expect(answer.status, `${method} ${url}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer.body;
};
const dates = async (from = '2027-03-22', to = '2027-04-04') =>
  (
    await apiRequest(
      t.app,
      null,
      'GET',
      `/api/public/schedule/available-dates?business=kelione&from=${from}&to=${to}&services=${serviceId}&specialist=any`,
    )
  ).body.dates as string[];
const slots = async (date: string) =>
  (
    (
      await apiRequest(
        t.app,
        null,
        'GET',
        `/api/public/schedule/available-time-slots?business=kelione&date=${date}&services=${serviceId}&specialist=${specialistId}`,
      )
    ).body.slots as { start: string }[]
  ).map((slot) => slot.start);

const WEEKDAYS_9_TO_13 = {
  '0': [],
  '1': [['09:00', '13:00']],
  '2': [['09:00', '13:00']],
  '3': [['09:00', '13:00']],
  '4': [['09:00', '13:00']],
  '5': [['09:00', '13:00']],
  '6': [],
};

describe('journey 3: the admin shapes the calendar, customers see it at once', () => {
  it('offers nothing before a schedule is set', async () => {
    expect(await dates()).toEqual([]);
  });

  it('offers the weekdays of the weekly schedule, not Easter Monday', async () => {
    await admin('PUT', `/api/admin/schedule/${specialistId}`, { weeklyHours: WEEKDAYS_9_TO_13 });
    expect(await dates()).toEqual([
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-03-25',
      '2027-03-26',
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
      '2027-04-02',
    ]);
    // Friday before the DST change: 09:00 local = 07:00 UTC; Tuesday after: 06:00 UTC.
    expect(await slots('2027-03-26')).toEqual(
      ['07:00', '07:15', '07:30', '07:45', '08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '09:30', '09:45', '10:00'].map(
        (time) => `2027-03-26T${time}:00.000Z`,
      ),
    );
    expect((await slots('2027-03-30'))[0]).toBe('2027-03-30T06:00:00.000Z');
  });

  it('follows an override: a closed weekday disappears, a Saturday with hours appears', async () => {
    const closed = await admin('POST', '/api/admin/schedule-overrides', {
      specialist: specialistId,
      date: '2027-03-24',
      intervals: [],
    });
    await admin('POST', '/api/admin/schedule-overrides', {
      specialist: specialistId,
      date: '2027-03-27',
      intervals: [['10:00', '12:00']],
    });
    const list = await dates();
    expect(list).not.toContain('2027-03-24');
    expect(list).toContain('2027-03-27');
    expect(await slots('2027-03-27')).toEqual(
      ['08:00', '08:15', '08:30', '08:45', '09:00'].map((time) => `2027-03-27T${time}:00.000Z`),
    );
    // Editing the override changes the hours again.
    await admin('PATCH', `/api/admin/schedule-override/${closed.id}`, { intervals: [['12:00', '13:00']] });
    expect(await slots('2027-03-24')).toEqual(['2027-03-24T10:00:00.000Z']);
    await admin('DELETE', `/api/admin/schedule-override/${closed.id}`);
    expect(await slots('2027-03-24')).toHaveLength(13);
  });

  it('follows a day off of the business and of the specialist', async () => {
    const off = await admin('POST', '/api/admin/holidays', { startDate: '2027-03-25', endDate: '2027-03-26', name: 'Mokymai' });
    expect(await dates()).not.toContain('2027-03-25');
    expect(await dates()).not.toContain('2027-03-26');
    expect(await slots('2027-03-25')).toEqual([]);
    const own = await admin('POST', '/api/admin/holidays', {
      startDate: '2027-03-31',
      endDate: '2027-03-31',
      specialist: specialistId,
    });
    expect(await dates()).not.toContain('2027-03-31');
    await admin('DELETE', `/api/admin/holiday/${own.id}`);
    await admin('PATCH', `/api/admin/holiday/${off.id}`, { startDate: '2027-03-26' });
    const list = await dates();
    expect(list).toContain('2027-03-25');
    expect(list).not.toContain('2027-03-26');
    expect(list).toContain('2027-03-31');
  });

  it('follows an excluded public holiday, and its undo', async () => {
    await admin('POST', `/api/admin/business/${businessId}/public-holidays/2027-03-29/exclude`);
    expect(await dates()).toContain('2027-03-29');
    expect((await slots('2027-03-29'))[0]).toBe('2027-03-29T06:00:00.000Z');
    await admin('POST', `/api/admin/business/${businessId}/public-holidays/2027-03-29/include`);
    expect(await dates()).not.toContain('2027-03-29');
  });

  it('follows the booking rules: slot step, minimum notice and how far ahead', async () => {
    await admin('PATCH', `/api/admin/business/${businessId}/booking-rules`, { slotStepMin: 30 });
    expect(await slots('2027-03-30')).toEqual(
      ['06:00', '06:30', '07:00', '07:30', '08:00', '08:30', '09:00'].map((time) => `2027-03-30T${time}:00.000Z`),
    );
    // Today (Monday 10:00 local) with 60 minutes of notice: the first start is 11:00 local.
    expect((await slots('2027-03-22'))[0]).toBe('2027-03-22T09:00:00.000Z');
    await admin('PATCH', `/api/admin/business/${businessId}/booking-rules`, { minimumNoticeMin: 0, maxAdvanceDays: 2 });
    expect((await slots('2027-03-22'))[0]).toBe('2027-03-22T08:00:00.000Z');
    expect(await dates()).toEqual(['2027-03-22', '2027-03-23', '2027-03-24']);
  });

  it('makes a time taken by an admin booking unavailable, and free again when cancelled', async () => {
    await admin('PATCH', `/api/admin/business/${businessId}/booking-rules`, { maxAdvanceDays: 60 });
    const booked = await admin('POST', '/api/admin/appointments', {
      business: businessId,
      specialist: specialistId,
      services: [serviceId],
      start: '2027-03-30T07:00:00.000Z',
      clientName: 'Rasa',
    });
    expect(await slots('2027-03-30')).toEqual([
      '2027-03-30T06:00:00.000Z',
      '2027-03-30T08:00:00.000Z',
      '2027-03-30T08:30:00.000Z',
      '2027-03-30T09:00:00.000Z',
    ]);
    await admin('PATCH', `/api/admin/appointment/${booked.id}`, { action: 'cancel' });
    expect(await slots('2027-03-30')).toHaveLength(7);
  });

  it('stops offering a deactivated service', async () => {
    await admin('POST', `/api/admin/service/${serviceId}/deactivate`);
    const answer = await apiRequest(
      t.app,
      null,
      'GET',
      `/api/public/schedule/available-dates?business=kelione&from=2027-03-22&to=2027-04-04&services=${serviceId}`,
    );
    expect(answer.status).toBe(422);
    await admin('POST', `/api/admin/service/${serviceId}/activate`);
    expect((await dates()).length).toBeGreaterThan(0);
  });
});
