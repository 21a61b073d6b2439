import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS as DB_KINDS, notifications, type Db } from '@vizitas/db';
import { NOTIFICATION_KINDS } from '@vizitas/shared/schemas/notification';
import { transactionWithEvents } from '#server/core/events.ts';
import {
  ADMIN_FIXTURE_NOW,
  apiRequest,
  insertTestAppointment,
  makeAdminFixture,
  type AdminFixture,
} from '#server/testing/admin-endpoints.ts';
import { makeMember, makeSalon, makeUser, type TestUser } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// Monday 2027-03-22, 10:00 in Vilnius (EET, UTC+2).
const NOW = ADMIN_FIXTURE_NOW;
const SLUG = 'salonas-pranesimai';
const BUSINESS = 'Salonas Pranešimai';

let t: TestApp;
let db: Db;
let f: AdminFixture;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  db = t.app.database.db;
  f = await makeAdminFixture(db, { slug: SLUG, name: BUSINESS });
  staff = await makeMember(db, f.salon.business.id, 'staff');
});
afterAll(async () => {
  await t?.close();
});

interface Row {
  userId: string;
  kind: string;
  text: string;
  href: string;
}

/** The rows written about one appointment, by user. */
async function rowsOf(appointmentId: string): Promise<Row[]> {
  return db
    .select({ userId: notifications.userId, kind: notifications.kind, text: notifications.text, href: notifications.href })
    .from(notifications)
    .where(eq(notifications.appointmentId, appointmentId))
    .orderBy(notifications.kind, notifications.userId);
}

const list = (user: TestUser | null, query = '') => apiRequest(t.app, user, 'GET', `/api/user/notifications${query}`);
const markSeen = (user: TestUser | null, id: unknown) =>
  apiRequest(t.app, user, 'POST', '/api/user/notification/mark-as-seen', { id });
const dismiss = (user: TestUser | null, id: unknown) => apiRequest(t.app, user, 'POST', '/api/user/notification/dismiss', { id });
const patch = (id: string, body: Record<string, unknown>) =>
  apiRequest(t.app, f.owner, 'PATCH', `/api/admin/appointment/${id}`, body);

async function pending(start: string, customerId: string | null = f.customer.id): Promise<string> {
  return insertTestAppointment(db, {
    businessId: f.salon.business.id,
    specialistId: f.salon.specialist.id,
    service: f.salon.haircut,
    customerId,
    clientName: customerId ? null : 'Ona Vaikštinė',
    start,
    status: 'pending',
  });
}

describe('rows from the appointment events', () => {
  it('a booking by the customer tells her it was received and tells the owner and the staff of a new request', async () => {
    const booked = await apiRequest(t.app, f.customer, 'POST', '/api/user/appointment', {
      business: SLUG,
      specialist: f.salon.specialist.id,
      services: [f.salon.haircut.id],
      start: '2027-03-26T08:00:00.000Z',
    });
    expect(booked.status).toBe(201);
    const id = (booked.body as { id: string }).id;
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(3);
    expect(rows.filter((row) => row.userId === f.customer.id)).toEqual([
      {
        userId: f.customer.id,
        kind: 'booking_received',
        text: `„${BUSINESS}“ gavo jūsų registraciją: Moteriškas kirpimas, kovo 26 d. 10:00. Pranešime, kai ji bus patvirtinta.`,
        href: `/vizitai/${SLUG}`,
      },
    ]);
    const members = rows.filter((row) => row.userId !== f.customer.id);
    expect(members.map((row) => row.userId).sort()).toEqual([f.owner.id, staff.id].sort());
    for (const row of members) {
      expect(row).toMatchObject({
        kind: 'new_booking',
        text: 'Nauja registracija laukia patvirtinimo: Testas Testauskas, Moteriškas kirpimas, kovo 26 d. 10:00 pas Rasą Testaitę.',
        href: `/administratorius/vizitai/${id}/redaguoti?verslas=${SLUG}`,
      });
    }
  });

  it('a booking refused (the time is taken) writes nothing', async () => {
    const before = (await db.select().from(notifications)).length;
    const taken = await apiRequest(t.app, f.customer, 'POST', '/api/user/appointment', {
      business: SLUG,
      specialist: f.salon.specialist.id,
      services: [f.salon.haircut.id],
      start: '2027-03-26T08:00:00.000Z',
    });
    expect(taken.status).toBe(409);
    expect((await db.select().from(notifications)).length).toBe(before);
  });

  it('confirmed, declined (with the reason) and cancelled by the business: the customer is told, the member who did it is not', async () => {
    const confirmed = await pending('2027-03-29T08:00:00.000Z');
    expect((await patch(confirmed, { action: 'confirm' })).status).toBe(200);
    expect(await rowsOf(confirmed)).toEqual([
      {
        userId: f.customer.id,
        kind: 'booking_confirmed',
        text: `„${BUSINESS}“ patvirtino jūsų vizitą: Moteriškas kirpimas, kovo 29 d. 11:00.`,
        href: `/vizitai/${SLUG}`,
      },
    ]);

    const declined = await pending('2027-03-30T08:00:00.000Z');
    expect((await patch(declined, { action: 'decline', reason: 'Meistrė serga' })).status).toBe(200);
    expect(await rowsOf(declined)).toEqual([
      expect.objectContaining({
        userId: f.customer.id,
        kind: 'booking_declined',
        text: `„${BUSINESS}“ atmetė jūsų registraciją: Moteriškas kirpimas, kovo 30 d. 11:00. Priežastis: Meistrė serga`,
      }),
    ]);

    expect((await patch(confirmed, { action: 'cancel' })).status).toBe(200);
    expect((await rowsOf(confirmed)).map((row) => [row.kind, row.text])).toEqual([
      ['booking_cancelled_by_business', `„${BUSINESS}“ atšaukė jūsų vizitą: Moteriškas kirpimas, kovo 29 d. 11:00.`],
      ['booking_confirmed', `„${BUSINESS}“ patvirtino jūsų vizitą: Moteriškas kirpimas, kovo 29 d. 11:00.`],
    ]);
  });

  it('a move by the business tells the customer the new and the old time, each move once; a move kept quiet tells nobody', async () => {
    const id = await pending('2027-03-31T08:00:00.000Z');
    expect((await patch(id, { start: '2027-03-31T09:00:00.000Z' })).status).toBe(200);
    expect((await patch(id, { start: '2027-03-31T08:00:00.000Z' })).status).toBe(200);
    expect((await patch(id, { start: '2027-03-31T09:00:00.000Z' })).status).toBe(200);
    expect((await patch(id, { start: '2027-03-31T10:00:00.000Z', notifyCustomer: false })).status).toBe(200);
    const texts = (await rowsOf(id)).map((row) => `${row.kind}: ${row.text}`);
    expect(texts.sort()).toEqual(
      [
        `booking_moved: „${BUSINESS}“ perkėlė jūsų vizitą į kovo 31 d. 12:00 (buvo kovo 31 d. 11:00).`,
        `booking_moved: „${BUSINESS}“ perkėlė jūsų vizitą į kovo 31 d. 11:00 (buvo kovo 31 d. 12:00).`,
        `booking_moved: „${BUSINESS}“ perkėlė jūsų vizitą į kovo 31 d. 12:00 (buvo kovo 31 d. 11:00).`,
      ].sort(),
    );
  });

  it('a cancellation by the customer tells every member, with her reason', async () => {
    const id = await pending('2027-04-01T08:00:00.000Z');
    const cancelled = await apiRequest(t.app, f.customer, 'POST', '/api/user/appointment/decline', {
      appointment: id,
      reason: 'Susirgau',
    });
    expect(cancelled.status).toBe(200);
    const rows = await rowsOf(id);
    expect(rows.map((row) => row.userId).sort()).toEqual([f.owner.id, staff.id].sort());
    for (const row of rows) {
      expect(row).toMatchObject({
        kind: 'cancelled_by_customer',
        text: 'Testas Testauskas atšaukė vizitą: Moteriškas kirpimas, balandžio 1 d. 11:00 pas Rasą Testaitę. Priežastis: Susirgau',
        href: `/administratorius/vizitai/${id}/redaguoti?verslas=${SLUG}`,
      });
    }
  });

  it('a move by the customer herself tells the members (the event as a customer move would record it)', async () => {
    const id = await pending('2027-04-02T08:00:00.000Z');
    await transactionWithEvents({ db, events: t.app.context.events }, async (_tx, record) => {
      await record('appointment.moved', {
        appointmentId: id,
        businessId: f.salon.business.id,
        byUserId: f.customer.id,
        from: { start: '2027-04-02T07:00:00.000Z', end: '2027-04-02T08:00:00.000Z', specialistId: f.salon.specialist.id },
        to: { start: '2027-04-02T08:00:00.000Z', end: '2027-04-02T09:00:00.000Z', specialistId: f.salon.specialist.id },
        notifyCustomer: true,
      });
    });
    const rows = await rowsOf(id);
    expect(rows.map((row) => [row.userId, row.kind])).toEqual(
      expect.arrayContaining([
        [f.owner.id, 'moved_by_customer'],
        [staff.id, 'moved_by_customer'],
      ]),
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]!.text).toBe(
      'Testas Testauskas perkėlė vizitą į balandžio 2 d. 11:00 (buvo balandžio 2 d. 10:00) pas Rasą Testaitę.',
    );
  });

  it('the same event recorded twice writes one row per user; a walk-in without an account gets none', async () => {
    const id = await pending('2027-04-05T08:00:00.000Z');
    await transactionWithEvents({ db, events: t.app.context.events }, async (_tx, record) => {
      const event = { appointmentId: id, businessId: f.salon.business.id, byUserId: f.owner.id };
      await record('appointment.confirmed', event);
      await record('appointment.confirmed', event);
    });
    expect(await rowsOf(id)).toHaveLength(1);

    const walkIn = await pending('2027-04-06T08:00:00.000Z', null);
    expect((await patch(walkIn, { action: 'confirm' })).status).toBe(200);
    expect(await rowsOf(walkIn)).toEqual([]);
  });

  it('a notification that cannot be written rolls the change back with it', async () => {
    const id = await pending('2027-04-07T08:00:00.000Z');
    // A subscriber of the same phase that fails after the notification was written.
    const unsubscribe = t.app.context.events.inTransaction('appointment.confirmed', async () => {
      throw new Error('boom');
    });
    try {
      await expect(
        transactionWithEvents({ db, events: t.app.context.events }, (_tx, record) =>
          record('appointment.confirmed', { appointmentId: id, businessId: f.salon.business.id, byUserId: f.owner.id }),
        ),
      ).rejects.toThrow('boom');
    } finally {
      unsubscribe();
    }
    expect(await rowsOf(id)).toEqual([]);
  });

  it('knows the same kinds as the database', () => {
    expect([...DB_KINDS]).toEqual([...NOTIFICATION_KINDS]);
  });
});

describe('GET /api/user/notifications, mark-as-seen and dismiss', () => {
  let reader: TestUser;
  let ids: string[];
  let otherBusiness: Awaited<ReturnType<typeof makeSalon>>;

  beforeAll(async () => {
    reader = await makeUser(db, { name: 'Rūta Skaitytoja' });
    otherBusiness = await makeSalon(db, { slug: 'kitas-salonas-pranesimai', name: 'Kitas salonas' });
    const write = (
      kind: 'booking_confirmed' | 'booking_received',
      minutesAgo: number,
      businessId = f.salon.business.id,
      seen = false,
    ) => ({
      userId: reader.id,
      businessId,
      kind,
      text: `Pranešimas prieš ${minutesAgo} min.`,
      href: `/vizitai/${SLUG}`,
      eventKey: `test:${minutesAgo}`,
      createdAt: new Date(NOW.getTime() - minutesAgo * 60_000),
      seenAt: seen ? new Date(NOW.getTime() - 60_000) : null,
    });
    const rows = await db
      .insert(notifications)
      .values([
        write('booking_received', 120),
        write('booking_confirmed', 60),
        write('booking_confirmed', 30, otherBusiness.business.id),
        write('booking_received', 10, f.salon.business.id, true),
      ])
      .returning({ id: notifications.id });
    ids = rows.map((row) => row.id);
  });

  it('lists her notifications the newest first with current, newest (of the unseen) and count as a string', async () => {
    const answer = await list(reader);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      current: NOW.toISOString(),
      newest: new Date(NOW.getTime() - 30 * 60_000).toISOString(),
      count: '3',
    });
    const items = (answer.body as { items: Array<Record<string, unknown>> }).items;
    expect(items.map((item) => item.text)).toEqual([
      'Pranešimas prieš 10 min.',
      'Pranešimas prieš 30 min.',
      'Pranešimas prieš 60 min.',
      'Pranešimas prieš 120 min.',
    ]);
    expect(items[0]).toEqual({
      id: ids[3],
      kind: 'booking_received',
      text: 'Pranešimas prieš 10 min.',
      href: `/vizitai/${SLUG}`,
      business: { id: f.salon.business.id, name: BUSINESS },
      createdAt: new Date(NOW.getTime() - 10 * 60_000).toISOString(),
      seen: true,
    });
    expect(items[1]).toMatchObject({ business: { name: 'Kitas salonas' }, seen: false });
  });

  it('narrows the list to one business', async () => {
    const answer = await list(reader, `?business=${otherBusiness.business.id}`);
    expect(answer.body).toMatchObject({ count: '1', items: [{ text: 'Pranešimas prieš 30 min.' }] });
    expect((await list(reader, '?business=nera')).status).toBe(400);
  });

  it('an empty inbox answers count "0" and no newest', async () => {
    const nobody = await makeUser(db);
    expect(await list(nobody)).toEqual({
      status: 200,
      body: { current: NOW.toISOString(), newest: null, count: '0', items: [] },
    });
  });

  it('marks her notification as seen once: the count falls, newest follows the unseen ones', async () => {
    const first = await markSeen(reader, ids[2]);
    expect(first).toEqual({ status: 200, body: { success: true, count: '2' } });
    const again = await markSeen(reader, ids[2]);
    expect(again).toEqual({ status: 200, body: { success: true, count: '2' } });
    const [row] = await db.select().from(notifications).where(eq(notifications.id, ids[2]!));
    expect(row!.seenAt).toEqual(NOW);
    expect((await list(reader)).body).toMatchObject({ newest: new Date(NOW.getTime() - 60 * 60_000).toISOString(), count: '2' });
  });

  it('dismisses her notification: never listed nor counted again', async () => {
    expect(await dismiss(reader, ids[1])).toEqual({ status: 200, body: { success: true, count: '1' } });
    expect(await dismiss(reader, ids[1])).toEqual({ status: 200, body: { success: true, count: '1' } });
    const answer = await list(reader);
    expect((answer.body as { items: Array<{ id: string }> }).items.map((item) => item.id)).toEqual([ids[3], ids[2], ids[0]]);
    expect(answer.body).toMatchObject({ count: '1', newest: new Date(NOW.getTime() - 120 * 60_000).toISOString() });
  });

  it("another user's notification is not found (404), and stays as it was", async () => {
    const stranger = await makeUser(db);
    for (const call of [markSeen, dismiss]) {
      const answer = await call(stranger, ids[0]);
      expect(answer).toEqual({
        status: 404,
        body: expect.objectContaining({ success: false, code: 'notification_not_found', message: 'Pranešimas nerastas.' }),
      });
    }
    // The operator and a member of the business are no exception.
    for (const actor of [f.owner, staff]) expect((await markSeen(actor, ids[0])).status).toBe(404);
    const [row] = await db.select().from(notifications).where(eq(notifications.id, ids[0]!));
    expect(row).toMatchObject({ seenAt: null, dismissedAt: null });
    expect((await list(stranger)).body).toMatchObject({ count: '0', items: [] });
  });

  it('an unknown id is 404, a malformed one 400, and a visitor 401', async () => {
    expect((await markSeen(reader, '00000000-0000-4000-8000-000000000000')).body).toMatchObject({
      code: 'notification_not_found',
    });
    for (const bad of ['nera', 42, null]) {
      const answer = await dismiss(reader, bad);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed' });
    }
    expect((await apiRequest(t.app, reader, 'POST', '/api/user/notification/dismiss', { id: ids[0], extra: 1 })).status).toBe(
      400,
    );
    expect((await list(null)).status).toBe(401);
    expect((await markSeen(null, ids[0])).status).toBe(401);
    expect((await dismiss(null, ids[0])).status).toBe(401);
    const [row] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, ids[0]!), eq(notifications.userId, reader.id)));
    expect(row).toMatchObject({ seenAt: null, dismissedAt: null });
  });
});
