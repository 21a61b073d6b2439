import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@vizitas/db';
import { adminCalendarSchema } from '@vizitas/shared/schemas/admin/calendar';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { SALON_WEEK, makeMember, makeSpecialist } from '#server/testing/factories.ts';
import {
  ADMIN_FIXTURE_NOW,
  apiRequest,
  insertTestAppointment,
  makeAdminFixture,
  type AdminFixture,
} from '#server/testing/admin-endpoints.ts';

// The week of Monday 2027-03-22 in Vilnius: an override on Thursday 25th, Easter Sunday on the
// 28th, which is also the night the clocks go forward (03:00 EET → 04:00 EEST).
let t: TestApp;
let db: Db;
let f: AdminFixture;

beforeAll(async () => {
  t = await createTestApp({ now: () => ADMIN_FIXTURE_NOW });
  db = t.app.database.db;
  f = await makeAdminFixture(db, { slug: 'salonas-kalendorius' });
});
afterAll(async () => {
  await t?.close();
});

const calendar = (query: string, user = f.owner) =>
  apiRequest(t.app, user, 'GET', `/api/admin/calendar?business=${f.ids.businessId}&${query}`);

describe('GET /api/admin/calendar', () => {
  it('answers a week: the specialists, their hours from the engine and the visits in it', async () => {
    const answer = await calendar('from=2027-03-22&to=2027-03-28');
    expect(answer.status).toBe(200);
    const body = answer.body;
    // The answer is written partly by the database: exactly the schema's members, in its order.
    expect(JSON.stringify(adminCalendarSchema.encode(adminCalendarSchema.parse(body)))).toBe(JSON.stringify(body));
    expect(body.timeZone).toBe('Europe/Vilnius');
    expect(body.specialists).toEqual([{ id: f.ids.specialistId, name: f.salon.specialist.name, title: null }]);
    expect(body.days.map((day: { date: string }) => day.date)).toEqual([
      '2027-03-22',
      '2027-03-23',
      '2027-03-24',
      '2027-03-25',
      '2027-03-26',
      '2027-03-27',
      '2027-03-28',
    ]);
    const hoursOn = (date: string) => body.days.find((day: { date: string }) => day.date === date).specialists[0];
    expect(hoursOn('2027-03-22')).toEqual({ specialistId: f.ids.specialistId, source: 'weekly', intervals: SALON_WEEK['1'] });
    expect(hoursOn('2027-03-25')).toEqual({
      specialistId: f.ids.specialistId,
      source: 'override',
      intervals: [['10:00', '14:00']],
    });
    const easter = body.days.find((day: { date: string }) => day.date === '2027-03-28');
    expect(easter.publicHoliday).toMatch(/Velyk/);
    expect(easter.publicHolidayExcluded).toBe(false);
    expect(easter.specialists[0]).toMatchObject({ source: 'public_holiday', intervals: [] });

    expect(body.appointments).toEqual([
      {
        id: f.ids.appointmentId,
        specialistId: f.ids.specialistId,
        start: '2027-03-24T08:00:00.000Z',
        end: '2027-03-24T09:00:00.000Z',
        status: 'confirmed',
        clientName: 'Testas Testauskas',
        clientPhone: '+37061234567',
        services: ['Moteriškas kirpimas'],
        priceCents: 3500,
        durationMin: 60,
        hasNote: true,
      },
    ]);
  });

  it('takes the days in the business zone: a visit late on Sunday night after the clocks went forward is on Sunday', async () => {
    // 23:30 EEST on 2027-03-28 is 20:30 UTC; the Monday after starts at 21:00 UTC.
    const late = await insertTestAppointment(db, {
      businessId: f.ids.businessId,
      specialistId: f.ids.specialistId,
      service: { ...f.salon.fringe, durationMin: 30 },
      clientName: 'Vėlyva Klientė',
      start: '2027-03-28T20:30:00.000Z',
      status: 'pending',
    });
    const sunday = await calendar('from=2027-03-28&to=2027-03-28');
    expect(sunday.body.appointments.map((row: { id: string }) => row.id)).toEqual([late]);
    expect(sunday.body.appointments[0]).toMatchObject({
      clientName: 'Vėlyva Klientė',
      clientPhone: null,
      hasNote: false,
      status: 'pending',
    });
    const monday = await calendar('from=2027-03-29&to=2027-03-29');
    expect(monday.body.appointments).toEqual([]);
  });

  it('shows days off and a public holiday the business works on', async () => {
    const holidays = await calendar('from=2027-04-05&to=2027-04-06');
    expect(holidays.body.days.map((day: { specialists: { source: string }[] }) => day.specialists[0]!.source)).toEqual([
      'own_holiday',
      'own_holiday',
    ]);
    const joninės = await calendar('from=2027-06-24&to=2027-06-24');
    expect(joninės.body.days[0]).toMatchObject({ date: '2027-06-24', publicHolidayExcluded: true });
    expect(joninės.body.days[0].publicHoliday).not.toBeNull();
    expect(joninės.body.days[0].specialists[0]).toEqual({
      specialistId: f.ids.specialistId,
      source: 'weekly',
      intervals: SALON_WEEK['4'],
    });
  });

  it('narrows to one specialist, lists a new one without hours as closed, and lets staff read it', async () => {
    const fresh = await makeSpecialist(db, f.ids.businessId, 'Nauja Meistrė');
    const all = await calendar('from=2027-03-22&to=2027-03-22');
    expect(all.body.specialists.map((row: { id: string }) => row.id)).toContain(fresh.id);
    const freshDay = all.body.days[0].specialists.find((row: { specialistId: string }) => row.specialistId === fresh.id);
    expect(freshDay).toEqual({ specialistId: fresh.id, source: 'weekly', intervals: [] });

    const one = await calendar(`from=2027-03-22&to=2027-03-28&specialist=${fresh.id}`);
    expect(one.body.specialists).toEqual([{ id: fresh.id, name: 'Nauja Meistrė', title: null }]);
    expect(one.body.appointments).toEqual([]);
    expect(one.body.days[0].specialists).toHaveLength(1);

    const staff = await makeMember(db, f.ids.businessId, 'staff');
    expect((await calendar('from=2027-03-22&to=2027-03-28', staff)).status).toBe(200);
  });

  it('refuses a range longer than a week, one that ends before it starts, and bad dates, in Lithuanian', async () => {
    for (const query of [
      'from=2027-03-22&to=2027-03-29',
      'from=2027-03-22&to=2027-03-21',
      'from=2027-02-30&to=2027-03-01',
      'from=x&to=y',
      'to=2027-03-22',
    ]) {
      const answer = await calendar(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
    }
  });
});
