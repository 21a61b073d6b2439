import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { appointments, businesses, galleryImages, skippedInstructions, specialists } from '@vizitas/db';
import { ONBOARDING_INSTRUCTIONS } from '@vizitas/shared/schemas/admin/onboarding';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeMember, makeSalon, makeSupportGrant, makeUser, type TestUser } from '#server/testing/factories.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';
import { insertTestAppointment } from '#server/testing/admin-endpoints.ts';

const clock = new TestClock(new Date('2027-05-03T07:00:00Z'));
const INSTRUCTIONS = '/api/admin/instructions';
const skip = (instruction: string, business?: string) =>
  `/api/admin/skip-instuction/${instruction}${business ? `?business=${business}` : ''}`;

let t: TestApp;
let address = 0;
function browser(user?: TestUser | null): TestBrowser {
  address += 1;
  const b = new TestBrowser(t.app, `10.14.0.${address}`);
  if (user) {
    const [name, value] = user.cookie.split('=') as [string, string];
    b.cookies.set(name, value);
  }
  return b;
}

/** A whole week (every weekday, Sunday = "0"), closed where not given. */
const week = (days: Record<string, [string, string][]>) =>
  Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, days[day] ?? []]));

const stateOf = (body: { items: Array<{ instruction: string; state: string }> }) =>
  Object.fromEntries(body.items.map((item) => [item.instruction, item.state]));

async function skipRows(businessId: string) {
  const [row] = await t.app.database.db
    .select({ n: count() })
    .from(skippedInstructions)
    .where(eq(skippedInstructions.businessId, businessId));
  return row!.n;
}

/** A business registered through the API: not onboarded, one specialist (the owner), nothing else. */
async function registered(slug: string) {
  const b = browser();
  const answer = await b.post('/api/public/business-registration', {
    businessName: `Salonas ${slug}`,
    categories: ['kirpejai'],
    city: 'siauliai',
    address: 'Vilniaus g. 1',
    phone: '+37061234567',
    slug,
    account: { name: 'Asta Savininkė', email: `${slug}@example.lt`, password: 'Astos-Salonas-2027', acceptTerms: true },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return { owner: b, businessId: answer.json().business.id as string };
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t?.close();
});

describe('the checklist of a new business', () => {
  it('lists every step in order, none done, the required ones marked; the owner may skip', async () => {
    const { owner, businessId } = await registered('naujas-salonas');
    const answer = await owner.get(INSTRUCTIONS);
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ onboarded: false, canSkip: true, business: { id: businessId, slug: 'naujas-salonas', customDomain: null } });
    expect(body.items.map((item: { instruction: string }) => item.instruction)).toEqual([...ONBOARDING_INSTRUCTIONS]);
    expect(body.items.filter((item: { required: boolean }) => item.required).map((item: { instruction: string }) => item.instruction)).toEqual([
      'services',
      'working_hours',
    ]);
    expect(new Set(body.items.map((item: { state: string }) => item.state))).toEqual(new Set(['todo']));
    // The rules the booking rules step tells her about: a new business's defaults.
    expect(body.bookingRules).toEqual({ minimumNoticeMin: 60, cancellationDeadlineMin: 1440, autoConfirm: false });
  });

  it('the booking rules step: done once the owner saves the rules (even unchanged), and it may be skipped', async () => {
    const { owner, businessId } = await registered('taisykliu-salonas');
    const rules = `/api/admin/business/${businessId}/booking-rules`;
    expect(stateOf((await owner.get(INSTRUCTIONS)).json()).booking_rules).toBe('todo');
    // Reading the rules is not answering the question.
    expect((await owner.get(rules)).statusCode).toBe(200);
    expect(stateOf((await owner.get(INSTRUCTIONS)).json()).booking_rules).toBe('todo');
    const saved = await owner.request('PATCH', rules, { body: { cancellationDeadlineMin: 1440, autoConfirm: false } });
    expect(saved.statusCode, saved.body).toBe(200);
    const reviewed = await t.app.database.db.select().from(businesses).where(eq(businesses.id, businessId));
    expect(reviewed[0]!.bookingRulesReviewedAt).toEqual(clock.now());
    let checklist = (await owner.get(INSTRUCTIONS)).json();
    expect(stateOf(checklist).booking_rules).toBe('done');
    expect(checklist.bookingRules).toEqual({ minimumNoticeMin: 60, cancellationDeadlineMin: 1440, autoConfirm: false });
    // What she changes, the step shows.
    const changed = await owner.request('PATCH', rules, {
      body: { minimumNoticeMin: 1440, cancellationDeadlineMin: 120, autoConfirm: true },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    checklist = (await owner.get(INSTRUCTIONS)).json();
    expect(checklist.bookingRules).toEqual({ minimumNoticeMin: 1440, cancellationDeadlineMin: 120, autoConfirm: true });

    const other = await registered('taisykles-praleidzia');
    expect((await other.owner.post(skip('booking_rules'))).statusCode).toBe(200);
    expect(await skipRows(other.businessId)).toBe(1);
    const states = stateOf((await other.owner.get(INSTRUCTIONS)).json());
    expect(states).toMatchObject({ booking_rules: 'skipped', services: 'todo' });
  });

  it('skips an optional step once (skipping again changes nothing) and refuses the required ones', async () => {
    const { owner, businessId } = await registered('praleidziantis-salonas');
    const first = await owner.post(skip('logo'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ success: true });
    expect((await owner.post(skip('logo'))).statusCode).toBe(200);
    expect(await skipRows(businessId)).toBe(1);
    expect(stateOf((await owner.get(INSTRUCTIONS)).json()).logo).toBe('skipped');

    for (const required of ['services', 'working_hours']) {
      const refused = await owner.post(skip(required));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'instruction_required',
        message: 'Šio žingsnio praleisti negalima: be jo klientai negalės užsiregistruoti.',
      });
    }
    for (const bad of ['nezinomas', 'LOGO', '%00', 'logo%00', `${'x'.repeat(300)}`]) {
      const answer = await owner.post(skip(bad));
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().code, bad).toBe('validation_failed');
    }
    expect(await skipRows(businessId)).toBe(1);
  });

  it('marks steps done from the data, done winning over skipped', async () => {
    const { owner, businessId } = await registered('duomenu-salonas');
    expect((await owner.post(skip('description'))).statusCode).toBe(200);
    const db = t.app.database.db;
    await db
      .update(businesses)
      .set({ description: 'Jaukus salonas Šiaulių centre.', logoUrl: '/media/logo.webp' })
      .where(eq(businesses.id, businessId));
    await db.insert(galleryImages).values({ businessId, url: '/media/1.webp', alt: 'Salonas' });
    const states = stateOf((await owner.get(INSTRUCTIONS)).json());
    expect(states).toMatchObject({ logo: 'done', photos: 'done', description: 'done', share_link: 'todo', services: 'todo' });
    // A blank description is no description.
    await db.update(businesses).set({ description: '   ' }).where(eq(businesses.id, businessId));
    expect(stateOf((await owner.get(INSTRUCTIONS)).json()).description).toBe('skipped');
  });
});

describe('onboarded once the business can take a booking', () => {
  it('after a service and working hours through the admin API: listed in search, the checklist says so', async () => {
    const { owner, businessId } = await registered('greitai-paruostas');
    const [specialist] = await t.app.database.db.select().from(specialists).where(eq(specialists.businessId, businessId));
    const service = await owner.post('/api/admin/services', {
      name: 'Moteriškas kirpimas',
      durationMin: 60,
      priceCents: 3000,
      specialistIds: [specialist!.id],
    });
    expect(service.statusCode, service.body).toBe(201);
    let states = stateOf((await owner.get(INSTRUCTIONS)).json());
    expect(states).toMatchObject({ services: 'done', working_hours: 'todo' });
    const notYet = await t.app.inject({ method: 'GET', url: '/api/public/business/search?city=siauliai' });
    expect(notYet.body).not.toContain('greitai-paruostas');

    const hours = await owner.request('PUT', `/api/admin/schedule/${specialist!.id}`, {
      body: { weeklyHours: week({ '1': [['09:00', '17:00']], '3': [['09:00', '13:00'], ['14:00', '18:00']] }) },
    });
    expect(hours.statusCode, hours.body).toBe(200);
    // The subscriber marks it after the commit.
    await expect
      .poll(async () => (await t.app.database.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]!.onboarded)
      .toBe(true);
    const checklist = (await owner.get(INSTRUCTIONS)).json();
    expect(checklist.onboarded).toBe(true);
    states = stateOf(checklist);
    expect(states).toMatchObject({ services: 'done', working_hours: 'done' });
    const listed = await t.app.inject({ method: 'GET', url: '/api/public/business/search?city=siauliai' });
    expect(listed.body).toContain('greitai-paruostas');
  });

  it('an empty week is no working hours', async () => {
    const { owner, businessId } = await registered('tuscia-savaite');
    const [specialist] = await t.app.database.db.select().from(specialists).where(eq(specialists.businessId, businessId));
    await owner.post('/api/admin/services', { name: 'Manikiūras', durationMin: 60, priceCents: 2500, specialistIds: [specialist!.id] });
    expect((await owner.request('PUT', `/api/admin/schedule/${specialist!.id}`, { body: { weeklyHours: week({}) } })).statusCode).toBe(200);
    const checklist = (await owner.get(INSTRUCTIONS)).json();
    expect(stateOf(checklist).working_hours).toBe('todo');
    expect(checklist.onboarded).toBe(false);
  });

  it('the checklist marks a bookable business whose flag lags (written without events)', async () => {
    const db = t.app.database.db;
    const salon = await makeSalon(db, { slug: 'be-ivykiu', onboarded: false });
    const owner = await makeMember(db, salon.business.id, 'owner');
    const checklist = (await browser(owner).get(INSTRUCTIONS)).json();
    expect(checklist.onboarded).toBe(true);
    expect((await db.select().from(businesses).where(eq(businesses.id, salon.business.id)))[0]!.onboarded).toBe(true);
  });

  it("share_link is done by a customer's own online booking, not by one the business typed in", async () => {
    const db = t.app.database.db;
    const salon = await makeSalon(db, { slug: 'nuorodos-salonas' });
    const owner = await makeMember(db, salon.business.id, 'owner');
    const customer = await makeUser(db);
    const walkIn = await insertTestAppointment(db, {
      businessId: salon.business.id,
      specialistId: salon.specialist.id,
      service: salon.haircut,
      clientName: 'Užėjusi klientė',
      start: '2027-05-05T08:00:00.000Z',
      status: 'confirmed',
    });
    await db.update(appointments).set({ createdByUserId: owner.id }).where(eq(appointments.id, walkIn));
    // Booked by the business for an account client: not the link at work either.
    const byPhone = await insertTestAppointment(db, {
      businessId: salon.business.id,
      specialistId: salon.specialist.id,
      service: salon.haircut,
      customerId: customer.id,
      start: '2027-05-05T10:00:00.000Z',
      status: 'confirmed',
    });
    await db.update(appointments).set({ createdByUserId: owner.id }).where(eq(appointments.id, byPhone));
    expect(stateOf((await browser(owner).get(INSTRUCTIONS)).json()).share_link).toBe('todo');
    const online = await insertTestAppointment(db, {
      businessId: salon.business.id,
      specialistId: salon.specialist.id,
      service: salon.haircut,
      customerId: customer.id,
      start: '2027-05-06T08:00:00.000Z',
      status: 'pending',
    });
    await db.update(appointments).set({ createdByUserId: customer.id }).where(eq(appointments.id, online));
    expect(stateOf((await browser(owner).get(INSTRUCTIONS)).json()).share_link).toBe('done');
  });
});

describe('who may read and skip', () => {
  let businessId: string;
  let otherBusinessId: string;
  let ownerUser: TestUser;
  let staff: TestUser;
  let otherOwner: TestUser;
  let customer: TestUser;
  let operator: TestUser;

  beforeAll(async () => {
    const db = t.app.database.db;
    const a = await makeSalon(db, { slug: 'teisiu-salonas-a', onboarded: false });
    const b = await makeSalon(db, { slug: 'teisiu-salonas-b', onboarded: false });
    businessId = a.business.id;
    otherBusinessId = b.business.id;
    ownerUser = await makeMember(db, businessId, 'owner');
    staff = await makeMember(db, businessId, 'staff');
    otherOwner = await makeMember(db, otherBusinessId, 'owner');
    customer = await makeUser(db);
    operator = await makeUser(db, { isOperator: true });
  });

  it('staff reads the checklist without the skip, and is refused a skip (403, nothing written)', async () => {
    const read = await browser(staff).get(INSTRUCTIONS);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ canSkip: false, business: { id: businessId } });
    const refused = await browser(staff).post(skip('photos'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', message: 'Neturite teisės atlikti šio veiksmo.' });
    expect(await skipRows(businessId)).toBe(0);
  });

  it("another business's owner can neither read nor skip this one's (403), a customer 403, a visitor 401", async () => {
    for (const [user, status] of [
      [otherOwner, 403],
      [customer, 403],
      [null, 401],
    ] as const) {
      expect((await browser(user).get(`${INSTRUCTIONS}?business=${businessId}`)).statusCode).toBe(status);
      expect((await browser(user).post(skip('photos', businessId))).statusCode).toBe(status);
    }
    expect(await skipRows(businessId)).toBe(0);
    // Her own business is hers to skip.
    expect((await browser(otherOwner).post(skip('photos'))).statusCode).toBe(200);
    expect(await skipRows(otherBusinessId)).toBe(1);
    expect(await skipRows(businessId)).toBe(0);
  });

  it('the owner skips; the operator acting for the business may too (under its support grant), never without naming it', async () => {
    expect((await browser(ownerUser).post(skip('invite_clients'))).statusCode).toBe(200);
    expect((await browser(operator).post(skip('photos'))).statusCode).toBe(403);
    const withoutGrant = await browser(operator).post(skip('photos', businessId));
    expect(withoutGrant.json().code).toBe('support_access_required');
    await makeSupportGrant(t.app.database.db, businessId, clock.now());
    expect((await browser(operator).post(skip('photos', businessId))).statusCode).toBe(200);
    expect(await skipRows(businessId)).toBe(2);
  });
});
