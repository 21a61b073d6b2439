import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCards } from '@vizitas/db';
import { messages } from '@vizitas/shared';
import { ADMIN_CLIENT_FIELD_MESSAGES } from '@vizitas/shared/schemas/admin/clients';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeMember, makeUser, type TestUser } from '#server/testing/factories.ts';
import { ADMIN_FIXTURE_NOW, apiRequest, insertTestAppointment, makeAdminFixture, type AdminFixture } from '#server/testing/admin-endpoints.ts';

// The client card: the business's private notes about one customer, her visit history there,
// and the switch that keeps her from booking the business online. "Now" is Monday 2027-03-22,
// 10:00 in Vilnius; the fixture's customer has a confirmed visit on Wednesday 2027-03-24.

let t: TestApp;
let a: AdminFixture;
let b: AdminFixture;
let staff: TestUser;
let stranger: TestUser;

const cardUrl = (userId: string, business?: string) => `/api/admin/user/${userId}/client-card${business ? `?business=${business}` : ''}`;

beforeAll(async () => {
  t = await createTestApp({ now: () => ADMIN_FIXTURE_NOW });
  const db = t.app.database.db;
  a = await makeAdminFixture(db, { slug: 'salonas-a' });
  b = await makeAdminFixture(db, { slug: 'salonas-b' });
  staff = await makeMember(db, a.ids.businessId, 'staff');
  stranger = await makeUser(db);
  const visit = (start: string, status: 'completed' | 'confirmed' | 'no_show' | 'cancelled' | 'declined', service = a.salon.haircut) =>
    insertTestAppointment(db, { businessId: a.ids.businessId, specialistId: a.ids.specialistId, service, customerId: a.customer.id, start, status });
  await visit('2027-02-20T08:00:00.000Z', 'no_show');
  await visit('2027-03-01T08:00:00.000Z', 'completed', a.salon.fringe);
  await visit('2027-03-10T08:00:00.000Z', 'completed');
  await visit('2027-03-15T08:00:00.000Z', 'cancelled');
  await visit('2027-03-16T08:00:00.000Z', 'declined');
  // Confirmed and over, not yet marked completed: it took place, but no price is counted.
  await visit('2027-03-18T08:00:00.000Z', 'confirmed');
});
afterAll(async () => {
  await t?.close();
});

describe('reading a card', () => {
  it('shows an empty card and the visit history with this business', async () => {
    const { status, body } = await apiRequest(t.app, a.owner, 'GET', cardUrl(a.customer.id));
    expect(status).toBe(200);
    expect(body.userId).toBe(a.customer.id);
    expect(body.client).toEqual({ name: 'Testas Testauskas', phone: '+37061234567', email: a.customer.email });
    expect(body.card).toEqual({ notes: '', allergies: '', preferences: '', blocked: false, updatedAt: null, updatedBy: null });
    expect(body.history).toMatchObject({
      visitCount: 3,
      totalSpentCents: 3500 + 1000,
      noShowCount: 1,
      cancellationCount: 1,
      lastVisitAt: '2027-03-18T08:00:00.000Z',
      nextVisitAt: '2027-03-24T08:00:00.000Z',
    });
    expect(body.history.recent.map((visit: { start: string }) => visit.start)).toEqual([
      '2027-03-24T08:00:00.000Z',
      '2027-03-18T08:00:00.000Z',
      '2027-03-16T08:00:00.000Z',
      '2027-03-15T08:00:00.000Z',
      '2027-03-10T08:00:00.000Z',
      '2027-03-01T08:00:00.000Z',
      '2027-02-20T08:00:00.000Z',
    ]);
    expect(body.history.recent[5]).toMatchObject({ status: 'completed', services: ['Kirpčiukų kirpimas'], priceCents: 1000, specialistName: 'Rasa Testaitė' });
  });

  it("answers 404 not_found for a user who never booked this business, and for another business's client", async () => {
    for (const userId of [stranger.id, b.customer.id, '00000000-0000-4000-8000-000000000000']) {
      const { status, body } = await apiRequest(t.app, a.owner, 'GET', cardUrl(userId));
      expect(status).toBe(404);
      expect(body.code).toBe('not_found');
    }
  });

  it('refuses an id that is not a uuid with 400', async () => {
    const { status, body } = await apiRequest(t.app, a.owner, 'GET', '/api/admin/user/ne-id/client-card');
    expect(status).toBe(400);
    expect(body.code).toBe('validation_failed');
  });
});

describe('writing a card', () => {
  it('saves the given fields, keeps the others, and shows who saved it', async () => {
    const first = await apiRequest(t.app, a.owner, 'POST', cardUrl(a.customer.id), {
      notes: '  Mėgsta ramią muziką.\nVisada vėluoja 5 min.  ',
      allergies: 'Alergija amoniakiniams dažams',
    });
    expect(first.status).toBe(200);
    expect(first.body.card).toMatchObject({
      notes: 'Mėgsta ramią muziką.\nVisada vėluoja 5 min.',
      allergies: 'Alergija amoniakiniams dažams',
      preferences: '',
      blocked: false,
      updatedAt: ADMIN_FIXTURE_NOW.toISOString(),
      updatedBy: { userId: a.owner.id, name: 'Testas Testauskas' },
    });
    const second = await apiRequest(t.app, staff, 'POST', cardUrl(a.customer.id, a.ids.businessId), { preferences: 'Kava be cukraus' });
    expect(second.status).toBe(200);
    expect(second.body.card).toMatchObject({
      notes: 'Mėgsta ramią muziką.\nVisada vėluoja 5 min.',
      allergies: 'Alergija amoniakiniams dažams',
      preferences: 'Kava be cukraus',
      updatedBy: { userId: staff.id },
    });
    const read = await apiRequest(t.app, staff, 'GET', cardUrl(a.customer.id));
    expect(read.body.card).toEqual(second.body.card);
    const rows = await t.app.database.db.select().from(clientCards).where(eq(clientCards.userId, a.customer.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.businessId).toBe(a.ids.businessId);
  });

  it('clears a field with an empty text', async () => {
    const { body } = await apiRequest(t.app, a.owner, 'POST', cardUrl(a.customer.id), { preferences: '' });
    expect(body.card.preferences).toBe('');
    expect(body.card.allergies).toBe('Alergija amoniakiniams dažams');
  });

  it("does not write a card about another business's client or a stranger (404), nor one in business B (403)", async () => {
    for (const userId of [b.customer.id, stranger.id]) {
      const { status, body } = await apiRequest(t.app, a.owner, 'POST', cardUrl(userId), { notes: 'Svetima' });
      expect(status).toBe(404);
      expect(body.code).toBe('not_found');
    }
    const inB = await apiRequest(t.app, a.owner, 'POST', cardUrl(b.customer.id, b.ids.businessId), { notes: 'Svetima' });
    expect(inB.status).toBe(403);
    const bCards = await t.app.database.db.select().from(clientCards).where(eq(clientCards.businessId, b.ids.businessId));
    expect(bCards).toEqual([]);
  });

  it('refuses bad input with 400 and a Lithuanian message, never a 500', async () => {
    const cases: Array<[unknown, string | null]> = [
      [{ notes: 'x'.repeat(4001) }, ADMIN_CLIENT_FIELD_MESSAGES.notes],
      [{ allergies: 'x'.repeat(2001) }, ADMIN_CLIENT_FIELD_MESSAGES.allergies],
      [{ preferences: 'x'.repeat(2001) }, ADMIN_CLIENT_FIELD_MESSAGES.preferences],
      [{ notes: 'a\u0000b' }, ADMIN_CLIENT_FIELD_MESSAGES.controlCharacters],
      [{ blocked: 'taip' }, ADMIN_CLIENT_FIELD_MESSAGES.blocked],
      [{}, ADMIN_CLIENT_FIELD_MESSAGES.nothingToChange],
      [{ notes: 'Gerai', colour: 'raudona' }, null],
      [[1, 2], null],
    ];
    for (const [payload, message] of cases) {
      const { status, body } = await apiRequest(t.app, a.owner, 'POST', cardUrl(a.customer.id), payload);
      expect(status, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(body.code).toBe('validation_failed');
      expect(body.message).toBe(messages.errors.validation_failed);
      if (message) expect(JSON.stringify(body.fields ?? body)).toContain(message);
    }
    const invalidJson = await t.app.inject({
      method: 'POST',
      url: cardUrl(a.customer.id),
      headers: { origin: 'http://localhost', cookie: a.owner.cookie, 'content-type': 'application/json' },
      payload: '{"notes": "a',
    });
    expect(invalidJson.statusCode).toBe(400);
    const read = await apiRequest(t.app, a.owner, 'GET', cardUrl(a.customer.id));
    expect(read.body.card.notes).toBe('Mėgsta ramią muziką.\nVisada vėluoja 5 min.');
  });

  it('keeps a customer and a visitor out (403, 401)', async () => {
    expect((await apiRequest(t.app, a.customer, 'GET', cardUrl(a.customer.id))).status).toBe(403);
    expect((await apiRequest(t.app, a.customer, 'POST', cardUrl(a.customer.id), { notes: 'Aš pati' })).status).toBe(403);
    expect((await apiRequest(t.app, null, 'GET', cardUrl(a.customer.id))).status).toBe(401);
    expect((await apiRequest(t.app, null, 'POST', cardUrl(a.customer.id), { blocked: false })).status).toBe(401);
  });
});

describe('blocking a client', () => {
  const book = (user: TestUser, business: string, start: string, service: string) =>
    apiRequest(t.app, user, 'POST', '/api/user/appointment', { business, specialist: 'any', services: [service], start });

  it('refuses her online booking at this business politely, and only at this business', async () => {
    const blocked = await apiRequest(t.app, a.owner, 'POST', cardUrl(a.customer.id), { blocked: true });
    expect(blocked.status).toBe(200);
    expect(blocked.body.card.blocked).toBe(true);

    const refused = await book(a.customer, 'salonas-a', '2027-03-26T07:00:00.000Z', a.ids.serviceId);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ success: false, code: 'booking_unavailable', message: messages.errors.booking_unavailable });
    expect(refused.body.message).not.toMatch(/blok/i);

    // Another customer books the same time at A; the blocked one still books business B.
    expect((await book(stranger, 'salonas-a', '2027-03-26T07:00:00.000Z', a.ids.serviceId)).status).toBe(201);
    expect((await book(a.customer, 'salonas-b', '2027-03-26T09:00:00.000Z', b.ids.serviceId)).status).toBe(201);

    const unblocked = await apiRequest(t.app, staff, 'POST', cardUrl(a.customer.id), { blocked: false });
    expect(unblocked.body.card.blocked).toBe(false);
    expect((await book(a.customer, 'salonas-a', '2027-03-26T10:00:00.000Z', a.ids.serviceId)).status).toBe(201);
  });
});
