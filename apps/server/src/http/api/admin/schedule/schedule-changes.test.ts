import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentHistory, appointments, scheduleOverrides, type Db } from '@vizitas/db';
import { configureAvailabilityCache, DEFAULT_CACHE_SETTINGS } from '#server/modules/availability/index.ts';
import { makeMember, makeSpecialist, SALON_WEEK, type TestUser } from '#server/testing/factories.ts';
import {
  ADMIN_FIXTURE_NOW,
  apiRequest,
  insertTestAppointment,
  makeAdminFixture,
  tenantSnapshot,
  type AdminFixture,
  type HttpMethod,
} from '#server/testing/admin-endpoints.ts';
import type { SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { createTestAppWithInbox, type TestApp } from '#server/testing/test-app.ts';

// What a change of working hours does to the visits already booked: the list of visits the new
// hours would leave outside working time, and the admin's choice to cancel them with the change
// (each customer mailed with her message). Now: Monday 2027-03-22 10:00 in Vilnius (08:00 UTC).
// The fixture's salon works Mon–Fri 09:00–13:00 and 13:30–18:00, Sat 10:00–14:00; its customer has
// a confirmed haircut (60 min) on Wednesday 2027-03-24 at 10:00; 2027-03-25 is overridden to
// 10:00–14:00; 2027-04-05..06 are days off; Joninės (2027-06-24) is excluded.

let t: TestApp & { inbox: SmtpInbox };
let db: Db;
let f: AdminFixture;
let other: AdminFixture;
let staff: TestUser;

beforeAll(async () => {
  // Its visits, specialists and overrides are written straight into the database, as another process would.
  t = await createTestAppWithInbox({ now: () => ADMIN_FIXTURE_NOW, workers: true, availabilityCache: false });
  db = t.app.database.db;
  f = await makeAdminFixture(db, { slug: 'salonas-pakeitimai' });
  other = await makeAdminFixture(db, { slug: 'kitas-salonas-pakeitimai' });
  staff = await makeMember(db, f.ids.businessId, 'staff');
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: HttpMethod, url: string, body?: unknown) => apiRequest(t.app, f.owner, method, url, body);
const AFFECTED = '/api/admin/schedule/affected-appointments';
const affectedIds = async (change: unknown) => {
  const answer = await admin('POST', AFFECTED, change);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.appointments as { id: string }[]).map((row) => row.id);
};

/** A haircut of the fixture's specialist (or another) at `start`, by the fixture's customer unless a walk-in. */
function visit(
  start: string,
  options: { status?: 'pending' | 'confirmed' | 'cancelled'; specialistId?: string; walkIn?: boolean } = {},
) {
  return insertTestAppointment(db, {
    businessId: f.ids.businessId,
    specialistId: options.specialistId ?? f.ids.specialistId,
    service: f.salon.haircut,
    customerId: options.walkIn ? null : f.customer.id,
    clientName: options.walkIn ? 'Jonas Užėjęs' : null,
    clientPhone: options.walkIn ? '+37069900000' : null,
    start,
    status: options.status ?? 'confirmed',
  });
}

async function statusOf(id: string) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

describe('the visits a change would leave outside working hours', () => {
  it('a new week lists the visits whose day changed and that no longer fit, with who, when and whether she is mailed', async () => {
    const answer = await admin('POST', AFFECTED, {
      change: 'weekly',
      specialist: f.ids.specialistId,
      weeklyHours: { ...SALON_WEEK, '3': [['12:00', '18:00']] },
    });
    expect(answer).toEqual({
      status: 200,
      body: {
        total: 1,
        appointments: [
          {
            id: f.ids.appointmentId,
            specialistId: f.ids.specialistId,
            specialistName: f.salon.specialist.name,
            start: '2027-03-24T08:00:00.000Z',
            end: '2027-03-24T09:00:00.000Z',
            status: 'confirmed',
            clientName: 'Testas Testauskas',
            // Her account's phone: she has an account and typed no other.
            clientPhone: '+37061234567',
            services: ['Moteriškas kirpimas'],
            mailed: true,
          },
        ],
      },
    });
    // The same Wednesday hours, another day changed: nothing to warn about.
    expect(
      await affectedIds({ change: 'weekly', specialist: f.ids.specialistId, weeklyHours: { ...SALON_WEEK, '4': [] } }),
    ).toEqual([]);
    // Longer hours that still hold the visit: nothing either.
    expect(
      await affectedIds({
        change: 'weekly',
        specialist: f.ids.specialistId,
        weeklyHours: { ...SALON_WEEK, '3': [['08:00', '20:00']] },
      }),
    ).toEqual([]);
  });

  it('an override lists the visits its hours leave out, a break that cuts a visit too; a walk-in is not mailed', async () => {
    const walkIn = await visit('2027-03-30T10:30:00.000Z', { walkIn: true }); // Tuesday 13:30–14:30 in Vilnius
    const base = { change: 'override', specialist: f.ids.specialistId };
    expect(await affectedIds({ ...base, date: '2027-03-24', intervals: [] })).toEqual([f.ids.appointmentId]);
    expect(await affectedIds({ ...base, date: '2027-03-24', intervals: [['09:30', '12:00']] })).toEqual([]);
    expect(
      await affectedIds({
        ...base,
        date: '2027-03-24',
        intervals: [
          ['09:00', '10:30'],
          ['11:00', '18:00'],
        ],
      }),
    ).toEqual([f.ids.appointmentId]);
    // A range: both visits, by start; the walk-in cannot be mailed.
    const range = await admin('POST', AFFECTED, {
      ...base,
      date: '2027-03-23',
      endDate: '2027-03-31',
      intervals: [['15:00', '18:00']],
    });
    expect(
      range.body.appointments.map((row: { id: string; mailed: boolean; clientPhone: string | null }) => [
        row.id,
        row.mailed,
        row.clientPhone,
      ]),
    ).toEqual([
      [f.ids.appointmentId, true, '+37061234567'],
      // The walk-in is to be phoned: the number typed for her.
      [walkIn, false, '+37069900000'],
    ]);
    // Another specialist's override leaves this one's visits alone.
    const colleague = await makeSpecialist(db, f.ids.businessId, 'Kolegė Ugnė');
    expect(await affectedIds({ ...base, specialist: colleague.id, date: '2027-03-24', intervals: [] })).toEqual([]);
    await db.delete(appointments).where(eq(appointments.id, walkIn));
  });

  it('editing or deleting an override looks at the date it leaves as well', async () => {
    // 2027-03-25 is 10:00–14:00 by the fixture's override; a visit at 12:00 there fits the weekly hours too.
    const inside = await visit('2027-03-25T10:00:00.000Z');
    const moved = {
      change: 'override',
      specialist: f.ids.specialistId,
      override: f.ids.overrideId,
      date: '2027-03-26',
      intervals: [['10:00', '14:00']],
    };
    expect(await affectedIds(moved)).toEqual([]);
    // A Saturday override that opens 14:00–18:00: a visit at 16:00 stands only thanks to it.
    const saturday = await admin('POST', '/api/admin/schedule-overrides', {
      specialist: f.ids.specialistId,
      date: '2027-03-27',
      intervals: [['10:00', '18:00']],
    });
    expect(saturday.status).toBe(201);
    const late = await visit('2027-03-27T14:00:00.000Z');
    expect(await affectedIds({ change: 'override_delete', override: saturday.body.id })).toEqual([late]);
    expect(
      await affectedIds({
        change: 'override',
        specialist: f.ids.specialistId,
        override: saturday.body.id,
        date: '2027-03-29',
        intervals: [],
      }),
    ).toEqual([late]);
    await db.delete(appointments).where(eq(appointments.id, inside));
    await db.delete(appointments).where(eq(appointments.id, late));
    await db.delete(scheduleOverrides).where(eq(scheduleOverrides.id, saturday.body.id));
  });

  it('a day off of the business lists every specialist’s visits; of one specialist only hers', async () => {
    const colleague = await makeSpecialist(db, f.ids.businessId, 'Kolegė Rūta');
    await db
      .insert(scheduleOverrides)
      .values({ businessId: f.ids.businessId, specialistId: colleague.id, date: '2027-03-24', intervals: [['09:00', '18:00']] });
    const hers = await visit('2027-03-24T12:00:00.000Z', { specialistId: colleague.id });
    expect(await affectedIds({ change: 'holiday', startDate: '2027-03-24', endDate: '2027-03-24' })).toEqual([
      f.ids.appointmentId,
      hers,
    ]);
    expect(
      await affectedIds({ change: 'holiday', startDate: '2027-03-23', endDate: '2027-03-25', specialist: colleague.id }),
    ).toEqual([hers]);
    await db.delete(appointments).where(eq(appointments.id, hers));
  });

  it('undoing the exclusion of a public holiday lists the visits booked on it', async () => {
    const midsummer = await visit('2027-06-24T07:00:00.000Z');
    expect(await affectedIds({ change: 'public_holiday_include', date: '2027-06-24' })).toEqual([midsummer]);
    expect(await affectedIds({ change: 'public_holiday_include', date: '2027-03-29' })).toEqual([]);
    await db.delete(appointments).where(eq(appointments.id, midsummer));
  });

  it('leaves out past, cancelled and declined visits', async () => {
    const past = await visit('2027-03-22T06:00:00.000Z'); // Monday 08:00–09:00, before now
    const cancelled = await visit('2027-03-22T11:00:00.000Z', { status: 'cancelled' });
    expect(await affectedIds({ change: 'override', specialist: f.ids.specialistId, date: '2027-03-22', intervals: [] })).toEqual(
      [],
    );
    await db.delete(appointments).where(eq(appointments.id, past));
    await db.delete(appointments).where(eq(appointments.id, cancelled));
  });

  it("answers 404 for another business's override or specialist and 400 for bad input; writes nothing", async () => {
    const before = await tenantSnapshot(db, f.ids.businessId);
    expect((await admin('POST', AFFECTED, { change: 'override_delete', override: other.ids.overrideId })).status).toBe(404);
    const foreign = await admin('POST', AFFECTED, {
      change: 'override',
      specialist: other.ids.specialistId,
      date: '2027-03-24',
      intervals: [],
    });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'unknown_reference']);
    expect(
      (await admin('POST', AFFECTED, { change: 'weekly', specialist: other.ids.specialistId, weeklyHours: SALON_WEEK })).status,
    ).toBe(404);
    const bad: unknown[] = [
      {},
      { change: 'later' },
      { change: 'override', specialist: f.ids.specialistId, date: '2027-03-24', endDate: '2027-03-20', intervals: [] },
      { change: 'override', specialist: f.ids.specialistId, date: '2027-03-24', endDate: '2027-07-01', intervals: [] },
      { change: 'override', specialist: f.ids.specialistId, date: '2027-02-30', intervals: [] },
      {
        change: 'override',
        specialist: f.ids.specialistId,
        date: '2027-03-24',
        intervals: [
          ['09:00', '12:00'],
          ['11:00', '13:00'],
        ],
      },
      { change: 'holiday', startDate: '2027-03-24', endDate: '2027-03-23' },
      { change: 'weekly', specialist: 'ne-id', weeklyHours: SALON_WEEK },
      { change: 'public_holiday_include', date: '24-06-2027' },
      { change: 'override_delete', override: f.ids.overrideId, extra: true },
    ];
    for (const body of bad) {
      const answer = await admin('POST', AFFECTED, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    expect(await tenantSnapshot(db, f.ids.businessId)).toBe(before);
  });
});

describe('cancelling the affected visits with the change', () => {
  it('a day off cancels the chosen visits through the appointment command: status, reason, history, the customer’s mail', async () => {
    const id = await visit('2027-04-07T08:00:00.000Z'); // Wednesday 10:00
    const answer = await admin('POST', '/api/admin/holidays', {
      startDate: '2027-04-07',
      endDate: '2027-04-07',
      name: 'Mokymai',
      cancelAppointments: { ids: [id], reason: 'Tą dieną salonas uždarytas, atsiprašome.' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ startDate: '2027-04-07', name: 'Mokymai', cancelledAppointments: [id] });
    const row = await statusOf(id);
    expect([row.status, row.cancellationReason]).toEqual(['cancelled', 'Tą dieną salonas uždarytas, atsiprašome.']);
    const history = await db
      .select()
      .from(appointmentHistory)
      .where(and(eq(appointmentHistory.appointmentId, id), eq(appointmentHistory.action, 'cancel')));
    expect(history).toHaveLength(1);
    expect(history[0]!.changedByUserId).toBe(f.owner.id);
    const mail = await t.inbox.next(f.customer.email, 20_000);
    expect(mail.subject).toBe(`Jūsų vizitas atšauktas – ${f.salon.business.name}`);
    expect(mail.text).toContain('Tą dieną salonas uždarytas, atsiprašome.');
  });

  it('an override of several days writes one a date and cancels with it; a visit the customer cancelled meanwhile is left alone', async () => {
    const first = await visit('2027-04-13T08:00:00.000Z');
    const gone = await visit('2027-04-14T08:00:00.000Z', { status: 'cancelled' });
    const answer = await admin('POST', '/api/admin/schedule-overrides', {
      specialist: f.ids.specialistId,
      date: '2027-04-12',
      endDate: '2027-04-16',
      intervals: [['13:30', '18:00']],
      note: 'Rytais – kursai',
      cancelAppointments: { ids: [first, gone] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.date).toBe('2027-04-12');
    expect(answer.body.overrides.map((o: { date: string }) => o.date)).toEqual([
      '2027-04-12',
      '2027-04-13',
      '2027-04-14',
      '2027-04-15',
      '2027-04-16',
    ]);
    expect(answer.body.cancelledAppointments).toEqual([first]);
    expect((await statusOf(first)).status).toBe('cancelled');
    expect((await statusOf(first)).cancellationReason).toBeNull();
    await t.inbox.next(f.customer.email, 20_000);
  });

  it('a range that meets an existing override writes none of its dates and cancels nothing (409)', async () => {
    const id = await visit('2027-03-26T08:00:00.000Z');
    const before = await tenantSnapshot(db, f.ids.businessId);
    const clash = await admin('POST', '/api/admin/schedule-overrides', {
      specialist: f.ids.specialistId,
      date: '2027-03-24',
      endDate: '2027-03-26',
      intervals: [],
      cancelAppointments: { ids: [id] },
    });
    expect([clash.status, clash.body.code]).toEqual([409, 'override_exists']);
    expect(await tenantSnapshot(db, f.ids.businessId)).toBe(before);
    expect((await statusOf(id)).status).toBe('confirmed');
    await db.delete(appointments).where(eq(appointments.id, id));
  });

  it("refuses another business's visit or an unknown one with 404 before anything is written", async () => {
    const before = await tenantSnapshot(db, f.ids.businessId);
    const otherBefore = await tenantSnapshot(db, other.ids.businessId);
    for (const ids of [
      [other.ids.appointmentId],
      ['00000000-0000-4000-8000-000000000000'],
      [f.ids.appointmentId, other.ids.appointmentId],
    ]) {
      const answer = await admin('POST', '/api/admin/holidays', {
        startDate: '2027-03-24',
        endDate: '2027-03-24',
        cancelAppointments: { ids },
      });
      expect([answer.status, answer.body.code], JSON.stringify(ids)).toEqual([404, 'resource_not_found']);
    }
    expect(await tenantSnapshot(db, f.ids.businessId)).toBe(before);
    expect(await tenantSnapshot(db, other.ids.businessId)).toBe(otherBefore);
  });

  it('refuses a bad cancellation with 400: no ids, repeated ids, too many, a long or broken message', async () => {
    const before = await tenantSnapshot(db, f.ids.businessId);
    const many = Array.from({ length: 201 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    for (const cancelAppointments of [
      { ids: [] },
      { ids: [f.ids.appointmentId, f.ids.appointmentId] },
      { ids: many },
      { ids: [f.ids.appointmentId], reason: 'x'.repeat(501) },
      { ids: [f.ids.appointmentId], reason: 'nul\u0000' },
      { ids: [f.ids.appointmentId], later: true },
    ]) {
      const answer = await admin('POST', '/api/admin/holidays', {
        startDate: '2027-03-24',
        endDate: '2027-03-24',
        cancelAppointments,
      });
      expect(answer.status, JSON.stringify(cancelAppointments).slice(0, 80)).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    const alone = await admin('PATCH', `/api/admin/holiday/${f.ids.holidayId}`, {
      cancelAppointments: { ids: [f.ids.appointmentId] },
    });
    expect([alone.status, alone.body.code]).toEqual([400, 'validation_failed']);
    expect(await tenantSnapshot(db, f.ids.businessId)).toBe(before);
  });

  it('the weekly hours, an override edit or deletion and the undone exclusion cancel too; staff may do it', async () => {
    const wednesday = await visit('2027-04-21T15:00:00.000Z'); // 18:00 Vilnius, outside: kept by the first change
    const week = await apiRequest(t.app, staff, 'PUT', `/api/admin/schedule/${f.ids.specialistId}`, {
      weeklyHours: { ...SALON_WEEK, '3': [['09:00', '20:00']] },
    });
    expect(week.status).toBe(200);
    expect(week.body.cancelledAppointments).toEqual([]);
    const shorter = await apiRequest(t.app, staff, 'PUT', `/api/admin/schedule/${f.ids.specialistId}`, {
      weeklyHours: SALON_WEEK,
      cancelAppointments: { ids: [wednesday], reason: 'Keičiasi darbo laikas' },
    });
    expect(shorter.body.cancelledAppointments).toEqual([wednesday]);
    expect((await statusOf(wednesday)).status).toBe('cancelled');

    const thursday = await visit('2027-03-25T08:00:00.000Z');
    const edited = await admin('PATCH', `/api/admin/schedule-override/${f.ids.overrideId}`, {
      intervals: [['12:00', '14:00']],
      cancelAppointments: { ids: [thursday] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ intervals: [['12:00', '14:00']], cancelledAppointments: [thursday] });

    const saturday = await admin('POST', '/api/admin/schedule-overrides', {
      specialist: f.ids.specialistId,
      date: '2027-05-08',
      intervals: [['10:00', '18:00']],
    });
    expect(saturday.status).toBe(201);
    const deletedVisit = await visit('2027-05-08T12:00:00.000Z');
    const deleted = await admin('DELETE', `/api/admin/schedule-override/${saturday.body.id}`, {
      cancelAppointments: { ids: [deletedVisit] },
    });
    expect(deleted.body).toEqual({ success: true, cancelledAppointments: [deletedVisit] });

    const midsummer = await visit('2027-06-24T07:00:00.000Z');
    const included = await admin('POST', `/api/admin/business/${f.ids.businessId}/public-holidays/2027-06-24/include`, {
      cancelAppointments: { ids: [midsummer], reason: 'Joninės – nedirbame' },
    });
    expect(included.status).toBe(200);
    expect(included.body).toMatchObject({ excluded: false, cancelledAppointments: [midsummer] });
    expect((await statusOf(midsummer)).cancellationReason).toBe('Joninės – nedirbame');
  });
});

describe('one override and one day off', () => {
  it('shows them to their business; 404 to another, 400 for a malformed id', async () => {
    const override = await admin('GET', `/api/admin/schedule-override/${other.ids.overrideId}`);
    expect(override.status).toBe(404);
    const own = await apiRequest(t.app, other.owner, 'GET', `/api/admin/schedule-override/${other.ids.overrideId}`);
    expect(own).toEqual({
      status: 200,
      body: {
        id: other.ids.overrideId,
        specialistId: other.ids.specialistId,
        date: '2027-03-25',
        intervals: [['10:00', '14:00']],
        note: null,
      },
    });
    const holiday = await apiRequest(t.app, other.owner, 'GET', `/api/admin/holiday/${other.ids.holidayId}`);
    expect(holiday).toEqual({
      status: 200,
      body: { id: other.ids.holidayId, specialistId: null, startDate: '2027-04-05', endDate: '2027-04-06', name: 'Atostogos' },
    });
    expect((await admin('GET', `/api/admin/holiday/${other.ids.holidayId}`)).status).toBe(404);
    expect((await admin('GET', '/api/admin/holiday/ne-id')).status).toBe(400);
    expect((await admin('GET', '/api/admin/schedule-override/ne-id')).status).toBe(400);
  });
});

describe('the public booking calendar follows at once, with its caches on', () => {
  it('an override, a day off and an excluded public holiday change the free dates and times of the next request', async () => {
    configureAvailabilityCache(t.app.context.caches, {
      ...DEFAULT_CACHE_SETTINGS,
      catalogueTtlMs: 3_600_000,
      bookingsTtlMs: 3_600_000,
    });
    try {
      const slug = other.salon.business.slug;
      const query = `business=${slug}&services=${other.salon.fringe.id}&specialist=${other.ids.specialistId}`;
      const starts = async (date: string) => {
        const answer = await apiRequest(t.app, null, 'GET', `/api/public/schedule/available-time-slots?${query}&date=${date}`);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        return (answer.body.slots as { start: string }[]).map((slot) => slot.start);
      };
      const dates = async () =>
        (await apiRequest(t.app, null, 'GET', `/api/public/schedule/available-dates?${query}&from=2027-03-29&to=2027-04-09`)).body
          .dates as string[];
      const owner = (method: HttpMethod, url: string, body?: unknown) => apiRequest(t.app, other.owner, method, url, body);

      // Thursday 2027-04-01: the weekly hours. Then an override to 15:00–16:00: two half-hour starts.
      expect((await starts('2027-04-01')).length).toBeGreaterThan(2);
      const override = await owner('POST', '/api/admin/schedule-overrides', {
        specialist: other.ids.specialistId,
        date: '2027-04-01',
        intervals: [['15:00', '16:00']],
      });
      expect(override.status).toBe(201);
      expect(await starts('2027-04-01')).toEqual([
        '2027-04-01T12:00:00.000Z',
        '2027-04-01T12:15:00.000Z',
        '2027-04-01T12:30:00.000Z',
      ]);

      // A day off on Friday 2027-04-02: gone from the dates; Easter Monday 2027-03-29 excluded: there.
      const before = await dates();
      expect(before).toContain('2027-04-02');
      expect(before).not.toContain('2027-03-29');
      expect((await owner('POST', '/api/admin/holidays', { startDate: '2027-04-02', endDate: '2027-04-02' })).status).toBe(201);
      expect((await owner('POST', `/api/admin/business/${other.ids.businessId}/public-holidays/2027-03-29/exclude`)).status).toBe(
        200,
      );
      const after = await dates();
      expect(after).not.toContain('2027-04-02');
      expect(after).toContain('2027-03-29');

      // New weekly hours: Tuesday closed.
      expect(before).toContain('2027-03-30');
      expect(
        (await owner('PUT', `/api/admin/schedule/${other.ids.specialistId}`, { weeklyHours: { ...SALON_WEEK, '2': [] } })).status,
      ).toBe(200);
      expect(await dates()).not.toContain('2027-03-30');
    } finally {
      configureAvailabilityCache(t.app.context.caches, { ...DEFAULT_CACHE_SETTINGS, catalogueTtlMs: 0, bookingsTtlMs: 0 });
    }
  });
});
