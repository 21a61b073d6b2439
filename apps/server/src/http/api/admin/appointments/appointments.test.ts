import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentHistory, appointmentServices, appointments, businessMembers, services, type Db } from '@vizitas/db';
import type { AppointmentStatus } from '@vizitas/booking-engine';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeService, makeSpecialist, makeUser, setSchedule, type TestUser } from '#server/testing/factories.ts';
import {
  ADMIN_FIXTURE_NOW,
  apiRequest,
  insertTestAppointment,
  makeAdminFixture,
  type AdminFixture,
  type HttpMethod,
} from '#server/testing/admin-endpoints.ts';

// Now: Monday 2027-03-22 10:00 in Vilnius (UTC+2 until Sunday 2027-03-28).
let t: TestApp;
let db: Db;
let f: AdminFixture;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => ADMIN_FIXTURE_NOW });
  db = t.app.database.db;
  f = await makeAdminFixture(db, { slug: 'salonas-vizitai' });
  staff = await makeUser(db, { name: 'Darbuotoja Rūta' });
  await db.insert(businessMembers).values({ businessId: f.ids.businessId, userId: staff.id, role: 'staff' });
});
afterAll(async () => {
  await t?.close();
});

const as = (user: TestUser | null, method: HttpMethod, url: string, body?: unknown) => apiRequest(t.app, user, method, url, body);
const admin = (method: HttpMethod, url: string, body?: unknown) => as(f.owner, method, url, body);
const patch = (id: string, body: unknown) => admin('PATCH', `/api/admin/appointment/${id}`, body);

async function counts() {
  const [[a], [s], [h]] = await Promise.all([
    db.select({ n: count() }).from(appointments),
    db.select({ n: count() }).from(appointmentServices),
    db.select({ n: count() }).from(appointmentHistory),
  ]);
  return { appointments: a!.n, services: s!.n, history: h!.n };
}

async function historyOf(id: string) {
  return db.select().from(appointmentHistory).where(eq(appointmentHistory.appointmentId, id));
}

async function rowOf(id: string) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  return row!;
}

/** A fresh appointment of the fixture's specialist in `status`, at a distinct time. */
let nextSlot = 0;
async function appointmentIn(status: AppointmentStatus, start?: string): Promise<string> {
  // Thursdays and Fridays of April–June 2027, 09:00 UTC plus an hour per call: never overlapping.
  const at = start ?? new Date(Date.parse('2027-04-15T00:00:00Z') + nextSlot++ * 3_600_000).toISOString();
  return insertTestAppointment(db, {
    businessId: f.ids.businessId,
    specialistId: f.ids.specialistId,
    service: f.salon.haircut,
    customerId: f.customer.id,
    start: at,
    status,
  });
}

describe('GET /api/admin/appointments', () => {
  let walkInId: string;
  let otherSpecialistId: string;
  let list: string;

  beforeAll(async () => {
    const other = await makeSpecialist(db, f.ids.businessId, 'Ona Onaitė');
    otherSpecialistId = other.id;
    const manicure = await makeService(db, f.ids.businessId, [other.id], {
      name: 'Manikiūras 100%',
      durationMin: 45,
      priceCents: 2500,
    });
    walkInId = await insertTestAppointment(db, {
      businessId: f.ids.businessId,
      specialistId: other.id,
      service: manicure,
      clientName: 'Petras Petraitis',
      clientPhone: '+370 612 34 999',
      start: '2027-03-23T12:00:00.000Z',
      status: 'pending',
    });
    await insertTestAppointment(db, {
      businessId: f.ids.businessId,
      specialistId: other.id,
      service: manicure,
      clientName: 'Ieva Ievaitė',
      start: '2027-03-10T12:00:00.000Z',
      status: 'completed',
    });
    list = '/api/admin/appointments';
  });

  it('lists the business appointments, latest start first, with the client filled from the account', async () => {
    const { status, body } = await admin('GET', list);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 50, order: '-start' });
    expect(body.items.map((item: { start: string }) => item.start)).toEqual([
      '2027-03-24T08:00:00.000Z',
      '2027-03-23T12:00:00.000Z',
      '2027-03-10T12:00:00.000Z',
    ]);
    expect(body.items[0]).toMatchObject({
      id: f.ids.appointmentId,
      status: 'confirmed',
      adminNote: 'Alergija dažams',
      customerNote: 'Prašau trumpiau',
      client: { userId: f.customer.id, name: 'Testas Testauskas', phone: '+37061234567', email: f.customer.email },
      services: [{ name: 'Moteriškas kirpimas', durationMin: 60, priceCents: 3500 }],
    });
    expect(body.items[1].client).toEqual({ userId: null, name: 'Petras Petraitis', phone: '+370 612 34 999', email: null });
  });

  it('orders by start, earliest first, with order=start; pages with page and limit', async () => {
    const first = await admin('GET', `${list}?order=start&limit=2`);
    expect(first.body.items.map((item: { id: string }) => item.id)).toHaveLength(2);
    expect(first.body.items[0].start).toBe('2027-03-10T12:00:00.000Z');
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2, order: 'start' });
    const second = await admin('GET', `${list}?order=start&limit=2&page=2`);
    expect(second.body.items.map((item: { id: string }) => item.id)).toEqual([f.ids.appointmentId]);
    const beyond = await admin('GET', `${list}?page=9`);
    expect(beyond.body).toMatchObject({ items: [], total: 3 });
  });

  it('filters by statuses, period (overlap), specialist and text', async () => {
    const ids = async (query: string) =>
      (await admin('GET', `${list}?${query}`)).body.items.map((item: { id: string }) => item.id);
    expect(await ids('status=pending,confirmed')).toHaveLength(2);
    expect(await ids('status=completed')).toHaveLength(1);
    expect(await ids('status=no_show')).toEqual([]);
    expect(await ids('from=2027-03-23T00:00:00Z&to=2027-03-24T00:00:00Z')).toEqual([walkInId]);
    // Overlap: an appointment 10:00–11:00 local is inside a period that starts at 10:30.
    expect(await ids(`from=${encodeURIComponent('2027-03-24T10:30:00+02:00')}`)).toEqual([f.ids.appointmentId]);
    expect(await ids(`specialist=${otherSpecialistId}`)).toHaveLength(2);
    expect(await ids('q=petrait')).toEqual([walkInId]);
    expect(await ids('q=61234999')).toEqual([walkInId]);
    expect(await ids(`q=${encodeURIComponent(f.customer.email.toUpperCase())}`)).toEqual([f.ids.appointmentId]);
    expect(await ids('q=Testauskas')).toEqual([f.ids.appointmentId]);
    expect(await ids('q=moteri%C5%A1kas')).toEqual([f.ids.appointmentId]);
    expect(await ids('q=100%25')).toHaveLength(2);
    expect(await ids('q=%25')).toHaveLength(2);
    expect(await ids('q=_')).toEqual([]);
    expect(await ids(`q=${encodeURIComponent("' OR 1=1 --")}`)).toEqual([]);
    // Only punctuation: no phone pattern that would match every phone number.
    expect(await ids('q=(')).toEqual([]);
    expect(await ids('q=%20(%20)%20')).toEqual([]);
    expect(await ids('status=confirmed&q=kirpimas&specialist=' + f.ids.specialistId)).toEqual([f.ids.appointmentId]);
  });

  it('refuses bad queries with 400 validation_failed', async () => {
    for (const query of [
      'status=bogus',
      'status=pending,deleted',
      'from=rytoj',
      'from=2027-03-24',
      'from=2027-03-25T00:00:00Z&to=2027-03-24T00:00:00Z',
      'specialist=123',
      'business=salonas',
      'page=0',
      'page=-1',
      'page=abc',
      'limit=0',
      'limit=1000',
      'order=name',
      `q=${'x'.repeat(101)}`,
      'q=a%00b',
    ]) {
      const { status, body } = await admin('GET', `${list}?${query}`);
      expect(status, query).toBe(400);
      expect(body.code, query).toBe('validation_failed');
      expect(body.message).toBe('Prašome ištaisyti klaidas!');
    }
  });

  it('lets staff read it too; a member of two businesses gets the first unless naming another', async () => {
    expect((await as(staff, 'GET', list)).status).toBe(200);
    const second = await makeAdminFixture(db, { slug: 'antras-salonas' });
    await db.insert(businessMembers).values({ businessId: second.ids.businessId, userId: staff.id, role: 'staff' });
    try {
      const unnamed = await as(staff, 'GET', list);
      expect(unnamed.status).toBe(200);
      expect(unnamed.body.items.map((item: { id: string }) => item.id)).not.toContain(second.ids.appointmentId);
      const bySlug = await as(staff, 'GET', `${list}?verslas=antras-salonas`);
      expect(bySlug.body.items.map((item: { id: string }) => item.id)).toEqual([second.ids.appointmentId]);
      const named = await as(staff, 'GET', `${list}?business=${second.ids.businessId}`);
      expect(named.status).toBe(200);
      expect(named.body.items.map((item: { id: string }) => item.id)).toEqual([second.ids.appointmentId]);
    } finally {
      await db.delete(businessMembers).where(eq(businessMembers.businessId, second.ids.businessId));
    }
  });
});

describe('POST /api/admin/appointments', () => {
  const create = (body: Record<string, unknown>) =>
    admin('POST', '/api/admin/appointments', {
      business: f.ids.businessId,
      specialist: f.ids.specialistId,
      services: [f.ids.serviceId],
      ...body,
    });

  it('books a walk-in outside working hours, confirmed, created by the admin, with its history row', async () => {
    // Friday 2027-03-26 19:00 local: after closing.
    const { status, body } = await create({
      start: '2027-03-26T17:00:00.000Z',
      clientName: '  Jonas Jonaitis ',
      clientPhone: '+37060000000',
      adminNote: 'Skambino',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'confirmed',
      start: '2027-03-26T17:00:00.000Z',
      end: '2027-03-26T18:00:00.000Z',
      durationMin: 60,
      priceCents: 3500,
      adminNote: 'Skambino',
      client: { userId: null, name: 'Jonas Jonaitis', phone: '+37060000000', email: null },
      createdByUserId: f.owner.id,
    });
    const history = await historyOf(body.id);
    expect(history).toEqual([expect.objectContaining({ action: 'created', toStatus: 'confirmed', changedByUserId: f.owner.id })]);
  });

  it('books on a Sunday and on a public holiday, and as pending when asked', async () => {
    expect((await create({ start: '2027-03-28T08:00:00.000Z', clientName: 'Sekmadienis' })).body.status).toBe('confirmed');
    const holiday = await create({ start: '2027-03-29T07:00:00.000Z', clientName: 'Velykos', status: 'pending' });
    expect(holiday.status).toBe(201);
    expect(holiday.body.status).toBe('pending');
  });

  it('books an existing client of the business by id', async () => {
    const { status, body } = await create({ start: '2027-03-30T06:00:00.000Z', customerId: f.customer.id });
    expect(status).toBe(201);
    expect(body.client).toEqual({
      userId: f.customer.id,
      name: 'Testas Testauskas',
      phone: '+37061234567',
      email: f.customer.email,
    });
  });

  it('never books over a holding appointment (409 slot_taken), but may touch one or take a cancelled time', async () => {
    const before = await counts();
    for (const start of ['2027-03-24T08:00:00.000Z', '2027-03-24T07:30:00.000Z', '2027-03-24T08:59:00.000Z']) {
      const taken = await create({ start, clientName: 'Per vėlu' });
      expect(taken.status, start).toBe(409);
      expect(taken.body).toEqual({
        success: false,
        code: 'slot_taken',
        message: 'Šis laikas jau užimtas. Pasirinkite kitą laiką.',
      });
    }
    expect(await counts()).toEqual(before);
    expect((await create({ start: '2027-03-24T09:00:00.000Z', clientName: 'Iškart po' })).status).toBe(201);
    const cancelled = await appointmentIn('cancelled', '2027-04-01T08:00:00.000Z');
    expect(cancelled).toBeTruthy();
    expect((await create({ start: '2027-04-01T08:00:00.000Z', clientName: 'Vietoj atšaukto' })).status).toBe(201);
  });

  it('refuses a person who is not a client of the business, and another business records (404 unknown_reference)', async () => {
    const stranger = await makeUser(db);
    const other = await makeAdminFixture(db, { slug: 'kitas-salonas-1' });
    const before = await counts();
    const cases: Record<string, unknown>[] = [
      { customerId: stranger.id },
      { customerId: other.customer.id },
      { clientName: 'X', specialist: other.ids.specialistId },
      { clientName: 'X', specialist: '00000000-0000-4000-8000-000000000000' },
    ];
    for (const body of cases) {
      const answer = await create({ start: '2027-04-02T08:00:00.000Z', ...body });
      expect(answer.status, JSON.stringify(body)).toBe(404);
      expect(answer.body.code).toBe('unknown_reference');
    }
    const foreignService = await create({ start: '2027-04-02T08:00:00.000Z', clientName: 'X', services: [other.ids.serviceId] });
    expect(foreignService.status).toBe(422);
    expect(foreignService.body.code).toBe('services_not_offered');
    expect(await counts()).toEqual(before);
  });

  it('refuses services the specialist does not offer or that are inactive (422)', async () => {
    const notOffered = await makeService(db, f.ids.businessId, [], { name: 'Niekas neteikia' });
    const inactive = await makeService(db, f.ids.businessId, [f.ids.specialistId], { name: 'Išjungta', active: false });
    for (const id of [notOffered.id, inactive.id]) {
      const answer = await create({ start: '2027-04-02T10:00:00.000Z', clientName: 'X', services: [id] });
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ code: 'services_not_offered', message: expect.stringContaining('paslaugos') });
    }
  });

  it('refuses bad bodies with 400 and writes nothing', async () => {
    const before = await counts();
    const base = {
      business: f.ids.businessId,
      specialist: f.ids.specialistId,
      services: [f.ids.serviceId],
      start: '2027-04-02T12:00:00.000Z',
      clientName: 'Jonas',
    };
    const bodies: unknown[] = [
      {},
      [],
      null,
      { ...base, clientName: undefined },
      { ...base, clientName: '   ' },
      { ...base, services: [] },
      { ...base, services: [f.ids.serviceId, f.ids.serviceId] },
      { ...base, services: 'kirpimas' },
      { ...base, services: Array.from({ length: 11 }, () => f.ids.serviceId) },
      { ...base, start: '2027-04-02 12:00' },
      { ...base, start: '2027-04-02T12:00:00' },
      { ...base, start: '2027-04-02T12:00:30.000Z' },
      { ...base, start: 1_800_000_000_000 },
      { ...base, business: 'salonas-vizitai' },
      { ...base, specialist: "1' OR '1'='1" },
      { ...base, clientName: 'x'.repeat(201) },
      { ...base, clientPhone: '1'.repeat(41) },
      { ...base, adminNote: 'x'.repeat(1001) },
      { ...base, customerNote: 'a\u0000b' },
      { ...base, clientName: 'Nul\u0000' },
      { ...base, status: 'completed' },
      { ...base, customerId: 'nezinomas' },
    ];
    for (const body of bodies) {
      const answer = await admin('POST', '/api/admin/appointments', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toMatch(/^(validation_failed|invalid_json)$/);
    }
    const huge = await admin('POST', '/api/admin/appointments', { ...base, clientName: 'x'.repeat(2_000_000) });
    expect(huge.body).toMatchObject({ code: 'payload_too_large' });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/admin/appointments',
      headers: { origin: 'http://localhost', cookie: f.owner.cookie, 'content-type': 'text/plain' },
      payload: 'tekstas',
    });
    expect([400, 415]).toContain(text.statusCode);
    expect(text.json().code).toMatch(/^(validation_failed|unsupported_media_type)$/);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/appointments',
      headers: { origin: 'http://localhost', cookie: f.owner.cookie, 'content-type': 'application/json' },
      payload: '{"business":',
    });
    expect(broken.json().code).toBe('invalid_json');
    expect(await counts()).toEqual(before);
  });
});

describe('PATCH /api/admin/appointment/{id}: status actions', () => {
  // PRODUCT.md: pending → confirmed | declined | cancelled; confirmed → cancelled | completed | no_show;
  // declined, cancelled, completed and no_show are final.
  const TABLE: Record<AppointmentStatus, Partial<Record<string, AppointmentStatus>>> = {
    pending: { confirm: 'confirmed', decline: 'declined', cancel: 'cancelled' },
    confirmed: { cancel: 'cancelled', complete: 'completed', no_show: 'no_show' },
    declined: {},
    cancelled: {},
    completed: {},
    no_show: {},
  };
  const ACTIONS = ['confirm', 'decline', 'cancel', 'complete', 'no_show'] as const;
  const cases = (Object.keys(TABLE) as AppointmentStatus[]).flatMap((from) =>
    ACTIONS.map((action) => [from, action, TABLE[from][action] ?? null] as const),
  );

  it.each(cases)('%s + %s → %s', async (from, action, to) => {
    const id = await appointmentIn(from);
    const before = await historyOf(id);
    const answer = await patch(id, { action, reason: 'Priežastis' });
    if (to) {
      expect(answer.status).toBe(200);
      expect(answer.body.status).toBe(to);
      const after = await historyOf(id);
      expect(after).toHaveLength(before.length + 1);
      expect(after).toContainEqual(
        expect.objectContaining({ action, fromStatus: from, toStatus: to, changedByUserId: f.owner.id }),
      );
      expect((await rowOf(id)).status).toBe(to);
    } else {
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        success: false,
        code: 'invalid_transition',
        message: 'Šio veiksmo su vizitu atlikti negalima.',
      });
      expect(await historyOf(id)).toHaveLength(before.length);
      expect((await rowOf(id)).status).toBe(from);
    }
  });

  it('keeps the reason of a cancellation', async () => {
    const id = await appointmentIn('confirmed');
    const answer = await patch(id, { action: 'cancel', reason: 'Specialistė serga' });
    expect(answer.body).toMatchObject({ status: 'cancelled', cancellationReason: 'Specialistė serga' });
  });

  it('frees the time of a declined appointment for a new booking', async () => {
    const id = await appointmentIn('pending', '2027-04-08T07:00:00.000Z');
    expect((await patch(id, { action: 'decline' })).status).toBe(200);
    const again = await admin('POST', '/api/admin/appointments', {
      business: f.ids.businessId,
      specialist: f.ids.specialistId,
      services: [f.ids.serviceId],
      start: '2027-04-08T07:00:00.000Z',
      clientName: 'Kitas klientas',
    });
    expect(again.status).toBe(201);
  });
});

describe('PATCH /api/admin/appointment/{id}: move, services, note', () => {
  it('moves to a new time (also outside hours) with a history row holding old and new times', async () => {
    const id = await appointmentIn('confirmed', '2027-04-20T07:00:00.000Z');
    const answer = await patch(id, { start: '2027-04-20T18:00:00.000Z' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      start: '2027-04-20T18:00:00.000Z',
      end: '2027-04-20T19:00:00.000Z',
      status: 'confirmed',
    });
    const move = (await historyOf(id)).find((entry) => entry.action === 'move');
    expect(move).toMatchObject({
      startsAt: new Date('2027-04-20T18:00:00.000Z'),
      endsAt: new Date('2027-04-20T19:00:00.000Z'),
      changedByUserId: f.owner.id,
      detail: {
        from: { start: '2027-04-20T07:00:00.000Z', end: '2027-04-20T08:00:00.000Z', specialistId: f.ids.specialistId },
        to: { start: '2027-04-20T18:00:00.000Z', end: '2027-04-20T19:00:00.000Z', specialistId: f.ids.specialistId },
      },
    });
  });

  it('resizes a visit with a new end (the calendar): the length is kept by a later move; the history says old and new', async () => {
    const id = await appointmentIn('confirmed', '2027-09-14T07:00:00.000Z');
    const longer = await patch(id, { end: '2027-09-14T08:45:00.000Z', notifyCustomer: false });
    expect(longer.status).toBe(200);
    expect(longer.body).toMatchObject({ start: '2027-09-14T07:00:00.000Z', end: '2027-09-14T08:45:00.000Z', durationMin: 105 });
    expect((await rowOf(id)).durationMin).toBe(105);
    const resize = (await historyOf(id)).find((entry) => entry.action === 'move');
    expect(resize?.detail).toMatchObject({
      from: { start: '2027-09-14T07:00:00.000Z', end: '2027-09-14T08:00:00.000Z' },
      to: { start: '2027-09-14T07:00:00.000Z', end: '2027-09-14T08:45:00.000Z' },
      fromDurationMin: 60,
      toDurationMin: 105,
    });
    // Moved later: the new length goes with it.
    const moved = await patch(id, { start: '2027-09-14T12:00:00.000Z' });
    expect(moved.body).toMatchObject({ start: '2027-09-14T12:00:00.000Z', end: '2027-09-14T13:45:00.000Z' });
    // Moved and resized at once.
    const both = await patch(id, { start: '2027-09-14T13:00:00.000Z', end: '2027-09-14T13:30:00.000Z' });
    expect(both.body).toMatchObject({ start: '2027-09-14T13:00:00.000Z', end: '2027-09-14T13:30:00.000Z', durationMin: 30 });
  });

  it('refuses a resize over the next visit (409 slot_taken), and lengths out of 5 min … 12 h or not in 5 minutes (400)', async () => {
    const id = await appointmentIn('confirmed', '2027-09-15T07:00:00.000Z');
    await appointmentIn('pending', '2027-09-15T09:00:00.000Z');
    const before = await rowOf(id);
    const over = await patch(id, { end: '2027-09-15T09:30:00.000Z' });
    expect(over.status).toBe(409);
    expect(over.body.code).toBe('slot_taken');
    for (const end of [
      '2027-09-15T07:00:00.000Z',
      '2027-09-15T06:00:00.000Z',
      '2027-09-15T07:02:00.000Z',
      '2027-09-15T07:03:00.000Z',
      '2027-09-15T19:05:00.000Z',
    ]) {
      const answer = await patch(id, { end });
      expect(answer.status, end).toBe(400);
      expect(answer.body).toMatchObject({ success: false, code: 'validation_failed', message: expect.any(String) });
    }
    const shortBeforeStart = await patch(id, { start: '2027-09-15T08:00:00.000Z', end: '2027-09-15T07:30:00.000Z' });
    expect(shortBeforeStart.status).toBe(400);
    expect(await rowOf(id)).toEqual(before);
    const cancelled = await appointmentIn('cancelled', '2027-09-15T12:00:00.000Z');
    expect((await patch(cancelled, { end: '2027-09-15T13:30:00.000Z' })).body.code).toBe('invalid_transition');
  });

  it('refuses a move over another holding appointment: 409, and nothing of the request is written, no history row', async () => {
    await appointmentIn('confirmed', '2027-04-21T07:00:00.000Z');
    const id = await appointmentIn('pending', '2027-04-21T09:00:00.000Z');
    const before = await counts();
    const rowBefore = await rowOf(id);
    const answer = await patch(id, { start: '2027-04-21T07:30:00.000Z', adminNote: 'Turėtų nepasikeisti', action: 'confirm' });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('slot_taken');
    expect(await counts()).toEqual(before);
    expect(await rowOf(id)).toEqual(rowBefore);
  });

  it('moves to another specialist who offers the services; refuses one who does not (422) or of another business (404)', async () => {
    const id = await appointmentIn('confirmed', '2027-04-22T07:00:00.000Z');
    const colleague = await makeSpecialist(db, f.ids.businessId, 'Kolegė Laura');
    const other = await makeAdminFixture(db, { slug: 'kitas-salonas-2' });
    const notOffering = await patch(id, { specialist: colleague.id });
    expect(notOffering.status).toBe(422);
    expect(notOffering.body.code).toBe('services_not_offered');
    const foreign = await patch(id, { specialist: other.ids.specialistId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('unknown_reference');
    await setSchedule(db, f.ids.businessId, colleague.id);
    const { specialistServices } = await import('@vizitas/db');
    await db
      .insert(specialistServices)
      .values({ businessId: f.ids.businessId, specialistId: colleague.id, serviceId: f.ids.serviceId });
    const moved = await patch(id, { specialist: colleague.id, start: '2027-04-22T08:00:00.000Z' });
    expect(moved.status).toBe(200);
    expect(moved.body.specialist).toEqual({ id: colleague.id, name: 'Kolegė Laura' });
    const history = await historyOf(id);
    expect(history.filter((entry) => entry.action === 'move')).toHaveLength(1);
    expect(history.find((entry) => entry.action === 'move')!.detail).toMatchObject({
      from: { specialistId: f.ids.specialistId },
      to: { specialistId: colleague.id },
    });
  });

  it('changes the services: duration, price and end recomputed, old and new lines in the history', async () => {
    const id = await appointmentIn('confirmed', '2027-04-23T07:00:00.000Z');
    const answer = await patch(id, { services: [f.ids.serviceId, f.ids.secondServiceId] });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      durationMin: 90,
      priceCents: 4500,
      start: '2027-04-23T07:00:00.000Z',
      end: '2027-04-23T08:30:00.000Z',
      services: [
        { serviceId: f.ids.serviceId, name: 'Moteriškas kirpimas' },
        { serviceId: f.ids.secondServiceId, name: 'Kirpčiukų kirpimas', durationMin: 30, priceCents: 1000 },
      ],
    });
    const entry = (await historyOf(id)).find((row) => row.action === 'services');
    expect(entry?.detail).toMatchObject({ fromPriceCents: 3500, toPriceCents: 4500, fromDurationMin: 60, toDurationMin: 90 });
    // The same list again changes nothing and writes no history.
    const again = await patch(id, { services: [f.ids.serviceId, f.ids.secondServiceId] });
    expect(again.status).toBe(200);
    expect((await historyOf(id)).filter((row) => row.action === 'services')).toHaveLength(1);
  });

  it('refuses services that would run into the next appointment (409), inactive ones (422), on a final appointment (409)', async () => {
    await appointmentIn('confirmed', '2027-04-27T08:00:00.000Z');
    const id = await appointmentIn('confirmed', '2027-04-27T07:00:00.000Z');
    const before = await counts();
    const longer = await patch(id, { services: [f.ids.serviceId, f.ids.secondServiceId], adminNote: 'nepasikeis' });
    expect(longer.status).toBe(409);
    expect(longer.body.code).toBe('slot_taken');
    expect(await counts()).toEqual(before);
    expect((await rowOf(id)).adminNote).toBeNull();
    const [inactive] = await db
      .insert(services)
      .values({ businessId: f.ids.businessId, name: 'Sena paslauga', durationMin: 30, priceCents: 100, active: false })
      .returning();
    expect((await patch(id, { services: [inactive!.id] })).body.code).toBe('services_not_offered');
    const done = await appointmentIn('completed');
    expect((await patch(done, { services: [f.ids.secondServiceId] })).body.code).toBe('invalid_transition');
    expect((await patch(done, { start: '2027-06-01T07:00:00.000Z' })).body.code).toBe('invalid_transition');
  });

  it('keeps a private note (history row `note`); GET …/note shows it with the customer note', async () => {
    const id = await appointmentIn('completed');
    const set = await patch(id, { adminNote: '  Mėgsta trumpai  ' });
    expect(set.status).toBe(200);
    expect(set.body.adminNote).toBe('Mėgsta trumpai');
    const note = await admin('GET', `/api/admin/appointment/${id}/note`);
    expect(note).toEqual({ status: 200, body: { id, adminNote: 'Mėgsta trumpai', customerNote: null } });
    expect((await historyOf(id)).map((row) => row.action)).toEqual(expect.arrayContaining(['created', 'note']));
    expect((await patch(id, { adminNote: null })).body.adminNote).toBeNull();
    const fixtureNote = await admin('GET', `/api/admin/appointment/${f.ids.appointmentId}/note`);
    expect(fixtureNote.body).toEqual({ id: f.ids.appointmentId, adminNote: 'Alergija dažams', customerNote: 'Prašau trumpiau' });
  });

  it('does note, services, move and status in one request, one transaction, a history row each', async () => {
    const id = await appointmentIn('pending', '2027-04-28T07:00:00.000Z');
    const answer = await patch(id, {
      adminNote: 'Viskas kartu',
      services: [f.ids.secondServiceId],
      start: '2027-04-28T10:00:00.000Z',
      action: 'confirm',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'confirmed',
      start: '2027-04-28T10:00:00.000Z',
      end: '2027-04-28T10:30:00.000Z',
      durationMin: 30,
      adminNote: 'Viskas kartu',
    });
    expect((await historyOf(id)).map((row) => row.action).sort()).toEqual(['confirm', 'created', 'move', 'note', 'services']);
    const detail = await admin('GET', `/api/admin/appointment/${id}`);
    expect(detail.body.history.map((entry: { action: string }) => entry.action)).toEqual([
      'created',
      'note',
      'services',
      'move',
      'confirm',
    ]);
  });

  it('writes nothing when the status action is refused, even with other changes in the request', async () => {
    const id = await appointmentIn('confirmed', '2027-04-29T07:00:00.000Z');
    const before = await counts();
    const rowBefore = await rowOf(id);
    const answer = await patch(id, { adminNote: 'Nepasikeis', start: '2027-04-29T12:00:00.000Z', action: 'confirm' });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('invalid_transition');
    expect(await counts()).toEqual(before);
    expect(await rowOf(id)).toEqual(rowBefore);
  });

  it('refuses bad bodies and ids (400), unknown ids (404); nothing written', async () => {
    const id = await appointmentIn('confirmed');
    const before = await counts();
    for (const body of [
      {},
      { reason: 'tik priežastis' },
      { notifyCustomer: false },
      { notifyCustomer: true, reason: 'tik priežastis' },
      { start: '2027-04-29T12:00:00.000Z', notifyCustomer: 'ne' },
      { action: 'delete' },
      { action: 'confirm', extra: true },
      { status: 'confirmed' },
      { start: 'vakar' },
      { start: '2027-04-29T12:00:15.000Z' },
      { specialist: 'ne-uuid' },
      { services: [] },
      { services: [f.ids.serviceId, f.ids.serviceId] },
      { adminNote: 'x'.repeat(1001) },
      { adminNote: 42 },
      { adminNote: 'a\u0000' },
    ]) {
      const answer = await patch(id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
    }
    expect((await admin('PATCH', '/api/admin/appointment/123', { adminNote: 'x' })).status).toBe(400);
    const unknown = await patch('00000000-0000-4000-8000-000000000000', { adminNote: 'x' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, code: 'resource_not_found', message: 'Įrašas nerastas.' });
    expect(await counts()).toEqual(before);
  });

  it('shows one appointment with its history (GET /api/admin/appointment/{id})', async () => {
    const id = await appointmentIn('pending');
    await patch(id, { action: 'confirm' });
    const { status, body } = await admin('GET', `/api/admin/appointment/${id}`);
    expect(status).toBe(200);
    expect(body.status).toBe('confirmed');
    expect(body.history.map((entry: { action: string }) => entry.action).sort()).toEqual(['confirm', 'created']);
    expect(body.history.find((entry: { action: string }) => entry.action === 'confirm')).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'confirmed',
      changedByUserId: f.owner.id,
    });
  });
});
