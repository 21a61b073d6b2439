import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, publicHolidayExclusions, scheduleOverrides, schedules, type Db } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { SALON_WEEK, makeSpecialist } from '#server/testing/factories.ts';
import {
  ADMIN_FIXTURE_NOW,
  apiRequest,
  makeAdminFixture,
  tenantSnapshot,
  type AdminFixture,
  type HttpMethod,
} from '#server/testing/admin-endpoints.ts';

// Now: Monday 2027-03-22 10:00 in Vilnius, i.e. 08:00 UTC. Today is 2027-03-22 for the business.
let t: TestApp;
let db: Db;
let f: AdminFixture;
let other: AdminFixture;
let now = ADMIN_FIXTURE_NOW;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  db = t.app.database.db;
  f = await makeAdminFixture(db, { slug: 'salonas-grafikas' });
  other = await makeAdminFixture(db, { slug: 'kitas-grafikas' });
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: HttpMethod, url: string, body?: unknown) => apiRequest(t.app, f.owner, method, url, body);
const rowCount = async (table: typeof scheduleOverrides | typeof publicHolidayExclusions) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

const EMPTY_WEEK = { '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [] };

describe('weekly schedule', () => {
  it('shows an empty week for a specialist without one, and the set week otherwise', async () => {
    const fresh = await makeSpecialist(db, f.ids.businessId, 'Nauja Darbuotoja');
    expect(await admin('GET', `/api/admin/schedule/${fresh.id}`)).toEqual({
      status: 200,
      body: { specialistId: fresh.id, weeklyHours: EMPTY_WEEK },
    });
    const set = await admin('GET', `/api/admin/schedule/${f.ids.specialistId}`);
    expect(set.body.weeklyHours).toEqual(SALON_WEEK);
  });

  it('replaces the week (intervals sorted), and shows it back', async () => {
    const fresh = await makeSpecialist(db, f.ids.businessId, 'Antra Darbuotoja');
    const weeklyHours = {
      ...EMPTY_WEEK,
      '2': [
        ['14:00', '20:00'],
        ['08:00', '12:00'],
      ],
      '6': [['00:00', '24:00']],
    };
    const put = await admin('PUT', `/api/admin/schedule/${fresh.id}`, { weeklyHours });
    expect(put.status).toBe(200);
    expect(put.body.weeklyHours['2']).toEqual([
      ['08:00', '12:00'],
      ['14:00', '20:00'],
    ]);
    const { cancelledAppointments, ...saved } = put.body;
    expect(cancelledAppointments).toEqual([]);
    expect((await admin('GET', `/api/admin/schedule/${fresh.id}`)).body).toEqual(saved);
    const again = await admin('PUT', `/api/admin/schedule/${fresh.id}`, { weeklyHours: EMPTY_WEEK });
    expect(again.body.weeklyHours).toEqual(EMPTY_WEEK);
  });

  it('refuses end before start, overlapping intervals and other bad weeks with 400 and field errors; writes nothing', async () => {
    const before = await tenantSnapshot(db, f.ids.businessId);
    const bad: [unknown, string][] = [
      [{ weeklyHours: { ...EMPTY_WEEK, '1': [['12:00', '09:00']] } }, 'weeklyHours.1.0'],
      [{ weeklyHours: { ...EMPTY_WEEK, '1': [['09:00', '09:00']] } }, 'weeklyHours.1.0'],
      [
        {
          weeklyHours: {
            ...EMPTY_WEEK,
            '3': [
              ['09:00', '13:00'],
              ['12:30', '18:00'],
            ],
          },
        },
        'weeklyHours.3',
      ],
      [{ weeklyHours: { ...EMPTY_WEEK, '1': [['9:00', '12:00']] } }, 'weeklyHours.1.0.0'],
      [{ weeklyHours: { ...EMPTY_WEEK, '1': [['25:00', '26:00']] } }, 'weeklyHours.1.0.0'],
      [{ weeklyHours: { ...EMPTY_WEEK, '1': [['09:00']] } }, 'weeklyHours.1.0'],
      [{ weeklyHours: { ...EMPTY_WEEK, '1': 'visą dieną' } }, 'weeklyHours.1'],
      [
        {
          weeklyHours: {
            ...EMPTY_WEEK,
            '1': Array.from({ length: 13 }, (_, i) => [`${String(i).padStart(2, '0')}:00`, `${String(i).padStart(2, '0')}:30`]),
          },
        },
        'weeklyHours.1',
      ],
      [{ weeklyHours: { '1': [['09:00', '12:00']] } }, 'weeklyHours.0'],
      [{ weeklyHours: { ...EMPTY_WEEK, '7': [] } }, 'weeklyHours'],
      [{ weeklyHours: EMPTY_WEEK, specialistId: other.ids.specialistId }, '_'],
      [{}, 'weeklyHours'],
    ];
    for (const [body, field] of bad) {
      const answer = await admin('PUT', `/api/admin/schedule/${f.ids.specialistId}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(Object.keys(answer.body.fields), JSON.stringify(body)).toContain(field);
    }
    const reversed = await admin('PUT', `/api/admin/schedule/${f.ids.specialistId}`, {
      weeklyHours: { ...EMPTY_WEEK, '1': [['12:00', '09:00']] },
    });
    expect(reversed.body.fields['weeklyHours.1.0']).toEqual(['Pabaiga turi būti vėliau nei pradžia.']);
    expect(await tenantSnapshot(db, f.ids.businessId)).toBe(before);
  });

  it("answers 404 for an unknown specialist or another business's, 400 for a malformed id", async () => {
    for (const id of [other.ids.specialistId, '00000000-0000-4000-8000-000000000000']) {
      expect((await admin('GET', `/api/admin/schedule/${id}`)).status).toBe(404);
      expect((await admin('PUT', `/api/admin/schedule/${id}`, { weeklyHours: EMPTY_WEEK })).status).toBe(404);
    }
    expect((await admin('GET', '/api/admin/schedule/rasa')).status).toBe(400);
    const [row] = await db.select().from(schedules).where(eq(schedules.specialistId, other.ids.specialistId));
    expect(row!.weeklyHours).toEqual(SALON_WEEK);
  });
});

describe('schedule overrides', () => {
  it('creates, lists, edits and deletes overrides of today and later', async () => {
    const created = await admin('POST', '/api/admin/schedule-overrides', {
      specialist: f.ids.specialistId,
      date: '2027-03-22',
      intervals: [
        ['15:00', '18:00'],
        ['10:00', '12:00'],
      ],
      note: 'Šiandien kitaip',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      specialistId: f.ids.specialistId,
      date: '2027-03-22',
      intervals: [
        ['10:00', '12:00'],
        ['15:00', '18:00'],
      ],
      note: 'Šiandien kitaip',
    });
    const closed = await admin('POST', '/api/admin/schedule-overrides', {
      specialist: f.ids.specialistId,
      date: '2027-04-30',
      intervals: [],
    });
    expect(closed.status).toBe(201);
    expect(closed.body).toMatchObject({ intervals: [], note: null });

    const list = await admin('GET', '/api/admin/schedule-overrides');
    expect(list.body.overrides.map((o: { date: string }) => o.date)).toEqual(['2027-03-22', '2027-03-25', '2027-04-30']);
    const ranged = await admin('GET', '/api/admin/schedule-overrides?from=2027-03-23&to=2027-03-31');
    expect(ranged.body.overrides.map((o: { id: string }) => o.id)).toEqual([f.ids.overrideId]);
    expect((await admin('GET', `/api/admin/schedule-overrides?specialist=${other.ids.specialistId}`)).body.overrides).toEqual([]);

    const edited = await admin('PATCH', `/api/admin/schedule-override/${closed.body.id}`, {
      date: '2027-05-03',
      intervals: [['09:00', '11:00']],
      note: null,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: closed.body.id, date: '2027-05-03', intervals: [['09:00', '11:00']], note: null });

    expect(await admin('DELETE', `/api/admin/schedule-override/${closed.body.id}`)).toEqual({
      status: 200,
      body: { success: true, cancelledAppointments: [] },
    });
    expect((await admin('DELETE', `/api/admin/schedule-override/${closed.body.id}`)).status).toBe(404);
  });

  it('refuses a second override of one specialist and date: 409 override_exists', async () => {
    const before = await rowCount(scheduleOverrides);
    const second = await admin('POST', '/api/admin/schedule-overrides', {
      specialist: f.ids.specialistId,
      date: '2027-03-25',
      intervals: [],
    });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      success: false,
      code: 'override_exists',
      message: 'Šiam specialistui šios dienos tvarkaraštis jau pakeistas. Redaguokite esamą pakeitimą.',
    });
    const another = await admin('POST', '/api/admin/schedule-overrides', {
      specialist: f.ids.specialistId,
      date: '2027-06-01',
      intervals: [],
    });
    const clash = await admin('PATCH', `/api/admin/schedule-override/${another.body.id}`, { date: '2027-03-25' });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('override_exists');
    // Another specialist may have an override that day.
    const colleague = await makeSpecialist(db, f.ids.businessId, 'Kolegė Eglė');
    expect(
      (await admin('POST', '/api/admin/schedule-overrides', { specialist: colleague.id, date: '2027-03-25', intervals: [] }))
        .status,
    ).toBe(201);
    expect(await rowCount(scheduleOverrides)).toBe(before + 2);
  });

  it('refuses dates before today in the business time zone: 422 date_in_past', async () => {
    const before = await rowCount(scheduleOverrides);
    // 2027-03-21 22:30 UTC is already 2027-03-22 00:30 in Vilnius: the 21st is past there.
    now = new Date('2027-03-21T22:30:00Z');
    try {
      const past = await admin('POST', '/api/admin/schedule-overrides', {
        specialist: f.ids.specialistId,
        date: '2027-03-21',
        intervals: [],
      });
      expect(past.status).toBe(422);
      expect(past.body).toEqual({ success: false, code: 'date_in_past', message: 'Praėjusios datos keisti negalima.' });
    } finally {
      now = ADMIN_FIXTURE_NOW;
    }
    const [old] = await db
      .insert(scheduleOverrides)
      .values({ businessId: f.ids.businessId, specialistId: f.ids.specialistId, date: '2027-03-01', intervals: [] })
      .returning();
    expect((await admin('PATCH', `/api/admin/schedule-override/${old!.id}`, { intervals: [['10:00', '11:00']] })).body.code).toBe(
      'date_in_past',
    );
    expect((await admin('PATCH', `/api/admin/schedule-override/${f.ids.overrideId}`, { date: '2027-03-20' })).body.code).toBe(
      'date_in_past',
    );
    expect((await admin('DELETE', `/api/admin/schedule-override/${old!.id}`)).body.code).toBe('date_in_past');
    expect(await rowCount(scheduleOverrides)).toBe(before + 1);
    const [kept] = await db.select().from(scheduleOverrides).where(eq(scheduleOverrides.id, f.ids.overrideId));
    expect(kept!.date).toBe('2027-03-25');
  });

  it('refuses bad overrides with 400, unknown specialists with 404; writes nothing', async () => {
    const before = await tenantSnapshot(db, f.ids.businessId);
    const base = { specialist: f.ids.specialistId, date: '2027-07-01', intervals: [['10:00', '12:00']] };
    for (const body of [
      {},
      { ...base, date: '2027-02-30' },
      { ...base, date: '01/07/2027' },
      { ...base, intervals: [['12:00', '10:00']] },
      {
        ...base,
        intervals: [
          ['10:00', '12:00'],
          ['11:00', '13:00'],
        ],
      },
      { ...base, intervals: null },
      { ...base, note: 'x'.repeat(501) },
      { ...base, note: 'a\u0000' },
      { ...base, specialist: 'visi' },
      { ...base, closed: true },
    ]) {
      const answer = await admin('POST', '/api/admin/schedule-overrides', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    for (const specialist of [other.ids.specialistId, '00000000-0000-4000-8000-000000000000']) {
      const answer = await admin('POST', '/api/admin/schedule-overrides', { ...base, specialist });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('unknown_reference');
    }
    for (const body of [{}, { date: 'rytoj' }, { intervals: [['12:00', '10:00']] }, { id: f.ids.overrideId }]) {
      expect((await admin('PATCH', `/api/admin/schedule-override/${f.ids.overrideId}`, body)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    expect(
      (await admin('PATCH', `/api/admin/schedule-override/${f.ids.overrideId}`, { specialist: other.ids.specialistId })).status,
    ).toBe(404);
    for (const query of ['from=2027-04-01&to=2027-03-01', 'from=2027-01-01&to=2030-01-01', 'from=vakar', 'specialist=1']) {
      expect((await admin('GET', `/api/admin/schedule-overrides?${query}`)).status, query).toBe(400);
    }
    expect(await tenantSnapshot(db, f.ids.businessId)).toBe(before);
  });
});

describe('days off', () => {
  it('creates days off for the business or one specialist, lists, edits and deletes them', async () => {
    const business = await admin('POST', '/api/admin/holidays', {
      startDate: '2027-08-01',
      endDate: '2027-08-14',
      name: 'Vasaros atostogos',
    });
    expect(business.status).toBe(201);
    expect(business.body).toMatchObject({
      startDate: '2027-08-01',
      endDate: '2027-08-14',
      name: 'Vasaros atostogos',
      specialistId: null,
    });
    const one = await admin('POST', '/api/admin/holidays', {
      startDate: '2027-09-01',
      endDate: '2027-09-01',
      specialist: f.ids.specialistId,
    });
    expect(one.status).toBe(201);
    expect(one.body).toMatchObject({ specialistId: f.ids.specialistId, name: null });

    const all = await admin('GET', '/api/admin/holidays');
    expect(all.body.holidays.map((h: { startDate: string }) => h.startDate)).toEqual(['2027-04-05', '2027-08-01', '2027-09-01']);
    const august = await admin('GET', '/api/admin/holidays?from=2027-08-10&to=2027-08-20');
    expect(august.body.holidays.map((h: { id: string }) => h.id)).toEqual([business.body.id]);

    const edited = await admin('PATCH', `/api/admin/holiday/${one.body.id}`, {
      endDate: '2027-09-03',
      specialist: null,
      name: 'Mokymai',
    });
    expect(edited.body).toMatchObject({ startDate: '2027-09-01', endDate: '2027-09-03', specialistId: null, name: 'Mokymai' });
    expect(await admin('DELETE', `/api/admin/holiday/${one.body.id}`)).toEqual({ status: 200, body: { success: true } });
    expect((await admin('DELETE', `/api/admin/holiday/${one.body.id}`)).status).toBe(404);
  });

  it('refuses an end before the start (400, field endDate), also when an edit would make one; writes nothing', async () => {
    const before = await tenantSnapshot(db, f.ids.businessId);
    const reversed = await admin('POST', '/api/admin/holidays', { startDate: '2027-08-10', endDate: '2027-08-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({ endDate: ['Pabaigos data turi būti ne ankstesnė nei pradžios.'] });
    const edit = await admin('PATCH', `/api/admin/holiday/${f.ids.holidayId}`, { endDate: '2027-04-01' });
    expect(edit.status).toBe(400);
    expect(edit.body).toMatchObject({
      code: 'validation_failed',
      fields: { endDate: ['Pabaigos data turi būti ne ankstesnė nei pradžios.'] },
    });
    for (const body of [
      {},
      { startDate: '2027-08-01' },
      { startDate: '2027-08-01', endDate: '2030-08-01' },
      { startDate: '2027-13-01', endDate: '2027-13-02' },
      { startDate: '2027-08-01', endDate: '2027-08-02', name: 'x'.repeat(201) },
      { startDate: '2027-08-01', endDate: '2027-08-02', name: ['Atostogos'] },
      { startDate: '2027-08-01', endDate: '2027-08-02', specialist: 'rasa' },
      { startDate: '2027-08-01', endDate: '2027-08-02', businessId: other.ids.businessId },
    ]) {
      const answer = await admin('POST', '/api/admin/holidays', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const foreign = await admin('POST', '/api/admin/holidays', {
      startDate: '2027-08-01',
      endDate: '2027-08-02',
      specialist: other.ids.specialistId,
    });
    expect(foreign.status).toBe(404);
    expect((await admin('PATCH', `/api/admin/holiday/${other.ids.holidayId}`, { name: 'Svetimas' })).status).toBe(404);
    expect((await admin('DELETE', `/api/admin/holiday/${other.ids.holidayId}`)).status).toBe(404);
    expect((await admin('GET', '/api/admin/holidays?from=2027-09-01&to=2027-08-01')).status).toBe(400);
    expect(await tenantSnapshot(db, f.ids.businessId)).toBe(before);
  });
});

describe('public holidays', () => {
  it("lists Lithuania's holidays of a year, each marked excluded or not", async () => {
    const { status, body } = await admin('GET', `/api/admin/business/${f.ids.businessId}/public-holidays?year=2027`);
    expect(status).toBe(200);
    expect(body.year).toBe(2027);
    expect(body.holidays).toHaveLength(16);
    expect(body.holidays).toContainEqual({ date: '2027-03-29', name: 'Antroji Velykų diena', excluded: false });
    expect(body.holidays).toContainEqual({ date: '2027-06-24', name: 'Joninės (Rasos)', excluded: true });
    expect(body.holidays.filter((h: { excluded: boolean }) => h.excluded)).toHaveLength(1);
  });

  it('excludes a public holiday and undoes it (both idempotent)', async () => {
    const url = (date: string, what: string) => `/api/admin/business/${f.ids.businessId}/public-holidays/${date}/${what}`;
    const excluded = await admin('POST', url('2027-03-29', 'exclude'));
    expect(excluded).toEqual({
      status: 200,
      body: {
        date: '2027-03-29',
        excluded: true,
        holidays: [{ date: '2027-03-29', name: 'Antroji Velykų diena', excluded: true }],
        cancelledAppointments: [],
      },
    });
    expect((await admin('POST', url('2027-03-29', 'exclude'))).status).toBe(200);
    expect(await rowCount(publicHolidayExclusions)).toBe(3);
    const list = await admin('GET', `/api/admin/business/${f.ids.businessId}/public-holidays?year=2027`);
    expect(list.body.holidays.find((h: { date: string }) => h.date === '2027-03-29').excluded).toBe(true);
    expect((await admin('POST', url('2027-03-29', 'include'))).body.excluded).toBe(false);
    expect((await admin('POST', url('2027-03-29', 'include'))).status).toBe(200);
    expect(await rowCount(publicHolidayExclusions)).toBe(2);
    // 2033-05-01 is both Labour Day and Mother's Day.
    expect((await admin('POST', url('2033-05-01', 'exclude'))).body.holidays).toHaveLength(2);
    await admin('POST', url('2033-05-01', 'include'));
  });

  it('refuses a date that is not a public holiday (422 not_public_holiday) and bad input (400)', async () => {
    const before = await rowCount(publicHolidayExclusions);
    const plain = await admin('POST', `/api/admin/business/${f.ids.businessId}/public-holidays/2027-03-30/exclude`);
    expect(plain.status).toBe(422);
    expect(plain.body).toEqual({ success: false, code: 'not_public_holiday', message: 'Ši data nėra valstybinė šventė.' });
    for (const url of [
      `/api/admin/business/${f.ids.businessId}/public-holidays/2027-02-30/exclude`,
      `/api/admin/business/${f.ids.businessId}/public-holidays/velykos/exclude`,
      `/api/admin/business/salonas-grafikas/public-holidays/2027-03-29/exclude`,
    ]) {
      expect((await admin('POST', url)).status, url).toBe(400);
    }
    for (const query of ['', '?year=1999', '?year=2101', '?year=abc', '?year=2027.5']) {
      expect((await admin('GET', `/api/admin/business/${f.ids.businessId}/public-holidays${query}`)).status, query).toBe(400);
    }
    expect(await rowCount(publicHolidayExclusions)).toBe(before);
  });
});

describe('booking rules', () => {
  const url = () => `/api/admin/business/${f.ids.businessId}/booking-rules`;

  it('shows and changes the rules', async () => {
    expect(await admin('GET', url())).toEqual({
      status: 200,
      body: { minimumNoticeMin: 60, maxAdvanceDays: 60, slotStepMin: 15, autoConfirm: false, cancellationDeadlineMin: 1440 },
    });
    const changed = await admin('PATCH', url(), {
      minimumNoticeMin: 0,
      maxAdvanceDays: 730,
      slotStepMin: 60,
      autoConfirm: true,
      cancellationDeadlineMin: 10_080,
    });
    expect(changed.body).toEqual({
      minimumNoticeMin: 0,
      maxAdvanceDays: 730,
      slotStepMin: 60,
      autoConfirm: true,
      cancellationDeadlineMin: 10_080,
    });
    const partial = await admin('PATCH', url(), { slotStepMin: 5, maxAdvanceDays: 1 });
    expect(partial.body).toEqual({
      minimumNoticeMin: 0,
      maxAdvanceDays: 1,
      slotStepMin: 5,
      autoConfirm: true,
      cancellationDeadlineMin: 10_080,
    });
  });

  it('refuses rules out of range with 400 and field errors; writes nothing', async () => {
    const [before] = await db.select().from(businesses).where(eq(businesses.id, f.ids.businessId));
    const bad: [Record<string, unknown>, string][] = [
      [{ minimumNoticeMin: -1 }, 'minimumNoticeMin'],
      [{ minimumNoticeMin: 10_081 }, 'minimumNoticeMin'],
      [{ minimumNoticeMin: 1.5 }, 'minimumNoticeMin'],
      [{ maxAdvanceDays: 0 }, 'maxAdvanceDays'],
      [{ maxAdvanceDays: 731 }, 'maxAdvanceDays'],
      [{ slotStepMin: 7 }, 'slotStepMin'],
      [{ slotStepMin: 0 }, 'slotStepMin'],
      [{ slotStepMin: 120 }, 'slotStepMin'],
      [{ slotStepMin: '15' }, 'slotStepMin'],
      [{ autoConfirm: 'taip' }, 'autoConfirm'],
      [{ cancellationDeadlineMin: 10_081 }, 'cancellationDeadlineMin'],
      [{ cancellationDeadlineMin: -5 }, 'cancellationDeadlineMin'],
      [{ timeZone: 'UTC' }, '_'],
      [{}, '_'],
    ];
    for (const [body, field] of bad) {
      const answer = await admin('PATCH', url(), body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.fields), JSON.stringify(body)).toContain(field);
    }
    expect((await admin('PATCH', url(), { slotStepMin: 7 })).body.fields.slotStepMin).toEqual([
      'Laiko žingsnis gali būti 5, 10, 15, 20, 30 arba 60 min.',
    ]);
    const [after] = await db.select().from(businesses).where(eq(businesses.id, f.ids.businessId));
    expect(after).toEqual(before);
  });
});
