import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, businessMembers, clientCards, notifications, reviews, sessions, users } from '@vizitas/db';
import { messages, TERMS_VERSION } from '@vizitas/shared';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';
import { makeMember, makeSalon, type TestUser } from '#server/testing/factories.ts';

// Tuesday 2027-05-04, 12:00 in Vilnius.
const NOW = new Date('2027-05-04T09:00:00Z');
const clock = new TestClock(NOW);
const PASSWORD = 'Gegužės-Rytas-44';
const p = messages.profile.privacy;

let t: TestApp;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

/** A person registered through the API, logged in, with the terms accepted. */
async function person(name = 'Jurgita Valaitė') {
  counter += 1;
  const b = new TestBrowser(t.app, `10.9.${Math.floor(counter / 250)}.${counter % 250}`);
  const email = `duomenys-${counter}@example.lt`;
  const answer = await b.post('/api/public/auth/register', { name, email, password: PASSWORD, acceptTerms: true });
  expect(answer.statusCode).toBe(201);
  const [row] = await t.app.database.db.select().from(users).where(eq(users.email, email));
  return { b, email, id: row!.id, name };
}

async function visitOf(
  customerId: string,
  salon: Awaited<ReturnType<typeof makeSalon>>,
  startsAt: string,
  status: 'confirmed' | 'completed',
) {
  const [row] = await t.app.database.db
    .insert(appointments)
    .values({
      businessId: salon.business.id,
      specialistId: salon.specialist.id,
      customerId,
      clientPhone: '+37061234567',
      customerNote: 'Prašau trumpiau',
      startsAt: new Date(startsAt),
      endsAt: new Date(Date.parse(startsAt) + 60 * 60_000),
      status,
      priceCents: 3500,
      durationMin: 60,
      createdByUserId: customerId,
    })
    .returning();
  return row!.id;
}

describe('consent at registration', () => {
  it('is required: without it the account is not made and the field says why', async () => {
    const b = new TestBrowser(t.app, '10.9.250.1');
    const email = 'be-sutikimo@example.lt';
    for (const acceptTerms of [undefined, false, 'off', '']) {
      const answer = await b.post('/api/public/auth/register', { name: 'Ona', email, password: PASSWORD, acceptTerms });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'validation_failed',
        fields: { acceptTerms: [messages.auth.validation.termsRequired] },
      });
    }
    expect(await t.app.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('is stored with its version and time, and shown in the profile', async () => {
    const { b, email } = await person();
    const [row] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.termsVersion).toBe(TERMS_VERSION);
    expect(row!.termsAcceptedAt?.toISOString()).toBe(NOW.toISOString());
    const profile = await b.get('/api/user/profile');
    expect(profile.json().consent).toEqual({ version: TERMS_VERSION, acceptedAt: NOW.toISOString() });
  });

  it("a form's checkbox value counts as consent", async () => {
    const b = new TestBrowser(t.app, '10.9.250.2');
    const answer = await b.post('/api/public/auth/register', {
      name: 'Ona',
      email: 'forma@example.lt',
      password: PASSWORD,
      acceptTerms: 'on',
    });
    expect(answer.statusCode).toBe(201);
  });
});

describe('GET /api/user/profile/data-export', () => {
  it('gives her a JSON file of her account, visits, reviews and settings', async () => {
    const salon = await makeSalon(t.app.database.db, { name: 'Eksporto studija' });
    const me = await person('Eglė Eksportienė');
    const past = await visitOf(me.id, salon, '2027-04-20T08:00:00Z', 'completed');
    await t.app.database.db
      .insert(reviews)
      .values({
        businessId: salon.business.id,
        appointmentId: past,
        customerId: me.id,
        authorName: 'Eglė',
        rating: 5,
        comment: 'Puiku',
      });

    const answer = await me.b.get('/api/user/profile/data-export');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe('attachment; filename="vizitas-duomenys-2027-05-04.json"');
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.json();
    expect(data.account).toMatchObject({ name: 'Eglė Eksportienė', email: me.email, termsVersion: TERMS_VERSION });
    expect(data.visits).toEqual([
      expect.objectContaining({ id: past, business: 'Eksporto studija', status: 'completed', customerNote: 'Prašau trumpiau' }),
    ]);
    expect(data.reviews).toEqual([expect.objectContaining({ business: 'Eksporto studija', rating: 5, comment: 'Puiku' })]);
    expect(data.devices).toHaveLength(1);
  });

  it('is hers alone: a visitor gets 401', async () => {
    const visitor = new TestBrowser(t.app, '10.9.250.3');
    expect((await visitor.get('/api/user/profile/data-export')).statusCode).toBe(401);
    expect((await visitor.get('/api/user/profile/delete')).statusCode).toBe(401);
    expect((await visitor.post('/api/user/profile/delete', { password: PASSWORD })).statusCode).toBe(401);
  });
});

describe('deleting the account', () => {
  it('needs her password: a wrong one changes nothing', async () => {
    const me = await person();
    const answer = await me.b.post('/api/user/profile/delete', { password: 'ne-tas-slaptazodis' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'wrong_password', fields: { password: [messages.errors.wrong_password] } });
    expect(await t.app.database.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(1);
    expect((await me.b.get('/api/user/profile')).statusCode).toBe(200);
  });

  it('is refused to the owner of a business, who is told why', async () => {
    const salon = await makeSalon(t.app.database.db, { name: 'Savininkės salonas' });
    const me = await person();
    await t.app.database.db.insert(businessMembers).values({ businessId: salon.business.id, userId: me.id, role: 'owner' });
    expect((await me.b.get('/api/user/profile/delete')).json()).toEqual({
      upcomingVisits: 0,
      ownedBusinesses: ['Savininkės salonas'],
    });
    const answer = await me.b.post('/api/user/profile/delete', { password: PASSWORD });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'business_owner', message: messages.errors.business_owner });
    expect(await t.app.database.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(1);
  });

  it('cancels her upcoming visits, erases her, and leaves the business its records without her', async () => {
    const db = t.app.database.db;
    const salon = await makeSalon(db, { name: 'Trynimo studija' });
    const owner: TestUser = await makeMember(db, salon.business.id, 'owner');
    const me = await person('Vaida Trinkūnaitė');
    const upcoming = await visitOf(me.id, salon, '2027-05-12T08:00:00Z', 'confirmed');
    const past = await visitOf(me.id, salon, '2027-04-12T08:00:00Z', 'completed');
    await db
      .insert(reviews)
      .values({
        businessId: salon.business.id,
        appointmentId: past,
        customerId: me.id,
        authorName: 'Vaida',
        rating: 4,
        comment: 'Gerai',
      });
    await db
      .insert(clientCards)
      .values({ businessId: salon.business.id, userId: me.id, allergies: 'Lateksas', notes: 'Mėgsta arbatą' });

    expect((await me.b.get('/api/user/profile/delete')).json()).toEqual({ upcomingVisits: 1, ownedBusinesses: [] });
    const answer = await me.b.post('/api/user/profile/delete', { password: PASSWORD });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: p.deleted });

    // She is gone: the user row, her sessions, her client card; her cookie opens nothing.
    expect(await db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.id))).toEqual([]);
    expect(await db.select().from(clientCards).where(eq(clientCards.userId, me.id))).toEqual([]);
    expect((await me.b.get('/api/user/profile')).statusCode).toBe(401);
    const login = await new TestBrowser(t.app, '10.9.250.4').post('/api/public/auth/login', {
      email: me.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(401);

    // The business keeps its visits, without her name, phone or note; the upcoming one is cancelled and freed.
    const kept = await db.select().from(appointments).where(eq(appointments.businessId, salon.business.id));
    expect(
      kept.map((row) => [row.id, row.status, row.customerId, row.clientName, row.clientPhone, row.customerNote]).sort(),
    ).toEqual(
      [
        [upcoming, 'cancelled', null, p.anonymousClient, null, null],
        [past, 'completed', null, p.anonymousClient, null, null],
      ].sort(),
    );
    const [review] = await db.select().from(reviews).where(eq(reviews.appointmentId, past));
    expect(review).toMatchObject({ authorName: p.anonymousReviewer, customerId: null, rating: 4, comment: 'Gerai' });

    // The owner is told of the cancellation, without her name.
    const told = await db.select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(told.length).toBeGreaterThan(0);
    for (const row of told) expect(row.text).not.toContain('Vaida');
    expect(told.some((row) => row.text.includes(p.anonymousClient))).toBe(true);
  });
});
