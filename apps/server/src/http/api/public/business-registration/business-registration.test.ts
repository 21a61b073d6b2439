import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { businessMembers, businesses, specialists, users } from '@vizitas/db';
import { format, messages } from '@vizitas/shared';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeBusiness, makeUser, type TestUser } from '#server/testing/factories.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';

const clock = new TestClock(new Date('2027-05-03T07:00:00Z'));
const REGISTER = '/api/public/business-registration';
const SLUG = '/api/public/business-registration/slug';

const business = (overrides: Record<string, unknown> = {}) => ({
  businessName: 'Grožio studija Rūta',
  categories: ['kirpejai', 'manikiuras'],
  city: 'kaunas',
  address: 'Laisvės al. 10, Kaunas',
  phone: '+370 612 34567',
  ...overrides,
});

const account = (email: string) => ({ name: 'Rūta Petraitienė', email, password: 'Rūtos-Salonas-2027', acceptTerms: true as const });

let t: TestApp;
let address = 0;
/** A fresh browser from its own address (the registration is rate-limited per address). */
function browser(user?: TestUser): TestBrowser {
  address += 1;
  const b = new TestBrowser(t.app, `10.13.${Math.floor(address / 250)}.${address % 250}`);
  if (user) {
    const [name, value] = user.cookie.split('=') as [string, string];
    b.cookies.set(name, value);
  }
  return b;
}

async function counts() {
  const db = t.app.database.db;
  const [b] = await db.select({ n: count() }).from(businesses);
  const [u] = await db.select({ n: count() }).from(users);
  const [m] = await db.select({ n: count() }).from(businessMembers);
  return { businesses: b!.n, users: u!.n, members: m!.n };
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t?.close();
});

describe('a visitor registers a business', () => {
  it('creates her account, the business (not onboarded) with her as owner and first specialist, and logs her in', async () => {
    const b = browser();
    const before = await counts();
    const answer = await b.post(REGISTER, { ...business(), account: account('ruta@example.lt') });
    expect(answer.statusCode, answer.body).toBe(201);
    const body = answer.json();
    expect(body).toMatchObject({
      success: true,
      accountCreated: true,
      business: { slug: 'grozio-studija-ruta', name: 'Grožio studija Rūta' },
      message: 'Verslas „Grožio studija Rūta“ užregistruotas! Atlikite kelis žingsnius ir priimkite registracijas internetu.',
    });
    expect(await counts()).toEqual({ businesses: before.businesses + 1, users: before.users + 1, members: before.members + 1 });

    const db = t.app.database.db;
    const [row] = await db.select().from(businesses).where(eq(businesses.id, body.business.id));
    expect(row).toMatchObject({
      slug: 'grozio-studija-ruta',
      city: 'kaunas',
      categories: ['kirpejai', 'manikiuras'],
      address: 'Laisvės al. 10, Kaunas',
      phone: '+37061234567',
      onboarded: false,
    });
    const [owner] = await db.select().from(users).where(eq(users.email, 'ruta@example.lt'));
    expect(owner!.emailVerifiedAt).toBeNull();
    // The number she gave is hers too: the phone dialog does not ask for it again.
    expect(owner!.phoneNumber).toBe('+37061234567');
    const [member] = await db.select().from(businessMembers).where(eq(businessMembers.businessId, row!.id));
    expect(member).toMatchObject({ userId: owner!.id, role: 'owner' });
    const team = await db.select().from(specialists).where(eq(specialists.businessId, row!.id));
    expect(team.map((s) => ({ name: s.name, active: s.active }))).toEqual([{ name: 'Rūta Petraitienė', active: true }]);

    // Logged in: the admin area opens on her new business.
    const shell = await b.get('/api/admin/shell');
    expect(shell.statusCode).toBe(200);
    expect(shell.json().business).toMatchObject({ slug: 'grozio-studija-ruta', name: 'Grožio studija Rūta' });
    // Not listed in search until it can take a booking.
    const search = await b.get('/api/public/business/search?city=kaunas&category=kirpejai');
    expect(JSON.stringify(search.json())).not.toContain('grozio-studija-ruta');
  });

  it('proposes the next free slug for the same name and checks a chosen one', async () => {
    const b = browser();
    expect((await b.get(`${SLUG}?name=${encodeURIComponent('Grožio studija Rūta')}`)).json()).toEqual({
      slug: 'grozio-studija-ruta-2',
      valid: true,
      available: true,
      suggestion: 'grozio-studija-ruta-2',
    });
    expect((await b.get(`${SLUG}?slug=grozio-studija-ruta`)).json()).toEqual({
      slug: 'grozio-studija-ruta',
      valid: true,
      available: false,
      suggestion: 'grozio-studija-ruta-2',
    });
    expect((await b.get(`${SLUG}?slug=ruta-kaune`)).json()).toMatchObject({ available: true, suggestion: 'ruta-kaune' });
    expect((await b.get(`${SLUG}?slug=${encodeURIComponent('Rūta Kaune!')}`)).json()).toMatchObject({
      valid: false,
      available: false,
      suggestion: 'ruta-kaune',
    });
    expect((await b.get(SLUG)).statusCode).toBe(400);
    expect((await b.get(`${SLUG}?name=${'a'.repeat(1000)}`)).statusCode).toBe(400);
  });

  it('numbers the proposed slug when the name is taken, and keeps a chosen free one', async () => {
    const second = await browser().post(REGISTER, { ...business(), account: account('ruta2@example.lt') });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json().business.slug).toBe('grozio-studija-ruta-2');
    const chosen = await browser().post(REGISTER, { ...business({ slug: 'ruta-kaune' }), account: account('ruta3@example.lt') });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.json().business.slug).toBe('ruta-kaune');
  });
});

describe('a logged-in customer registers a business', () => {
  it('keeps her account: no new user, she becomes the owner', async () => {
    const customer = await makeUser(t.app.database.db, { name: 'Ieva Jonaitė', phoneNumber: '+37069999999' });
    const before = await counts();
    const b = browser(customer);
    const answer = await b.post(REGISTER, business({ businessName: 'Ievos nagai', categories: ['manikiuras'], city: 'vilnius' }));
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json()).toMatchObject({ accountCreated: false, business: { slug: 'ievos-nagai' } });
    expect(await counts()).toEqual({ businesses: before.businesses + 1, users: before.users, members: before.members + 1 });
    const [member] = await t.app.database.db
      .select()
      .from(businessMembers)
      .where(eq(businessMembers.businessId, answer.json().business.id));
    expect(member).toMatchObject({ userId: customer.id, role: 'owner' });
    // Her own number stays hers.
    const [me] = await t.app.database.db.select().from(users).where(eq(users.id, customer.id));
    expect(me!.phoneNumber).toBe('+37069999999');
    // Account fields from a logged-in person are not an account of their own.
    const again = await b.post(REGISTER, { ...business({ businessName: 'Ievos antakiai' }), account: account('kita@example.lt') });
    expect(again.statusCode).toBe(201);
    expect(again.json().accountCreated).toBe(false);
    const [other] = await t.app.database.db.select({ n: count() }).from(users).where(eq(users.email, 'kita@example.lt'));
    expect(other!.n).toBe(0);
    const slugs = (await b.get('/api/admin/shell')).json().memberships.map((m: { slug: string }) => m.slug);
    expect([...slugs].sort()).toEqual(['ievos-antakiai', 'ievos-nagai']);
  });
});

describe('bad input: a 4xx with a code and a Lithuanian message, nothing written', () => {
  const cases: Array<[string, () => Promise<{ body: unknown; user?: TestUser }>, number, string, string?]> = [
    ['an empty name', async () => ({ body: { ...business({ businessName: '   ' }), account: account('a1@example.lt') } }), 400, 'validation_failed', 'businessName'],
    ['a NUL byte in the name', async () => ({ body: { ...business({ businessName: 'Salonas\u0000' }), account: account('a2@example.lt') } }), 400, 'validation_failed'],
    ['a NUL byte in the password', async () => ({ body: { ...business(), account: { ...account('a3@example.lt'), password: 'Slaptas\u0000-2027' } } }), 400, 'validation_failed'],
    ['a bad phone', async () => ({ body: { ...business({ phone: '+370 6' }), account: account('a4@example.lt') } }), 400, 'invalid_phone_number', 'phone'],
    ['a phone in letters', async () => ({ body: { ...business({ phone: 'skambinkite' }), account: account('a5@example.lt') } }), 400, 'invalid_phone_number', 'phone'],
    ['a taken slug', async () => ({ body: { ...business({ slug: 'grozio-studija-ruta' }), account: account('a6@example.lt') } }), 409, 'slug_taken', 'slug'],
    ['a slug with Lithuanian letters', async () => ({ body: { ...business({ slug: 'grožis' }), account: account('a7@example.lt') } }), 400, 'validation_failed', 'slug'],
    ['a slug with a slash', async () => ({ body: { ...business({ slug: 'a/../b' }), account: account('a8@example.lt') } }), 400, 'validation_failed', 'slug'],
    ['a too short slug', async () => ({ body: { ...business({ slug: 'ab' }), account: account('a9@example.lt') } }), 400, 'validation_failed', 'slug'],
    ['no category', async () => ({ body: { ...business({ categories: [] }), account: account('a10@example.lt') } }), 400, 'validation_failed', 'categories'],
    ['an unknown category', async () => ({ body: { ...business({ categories: ['tatuiruotes'] }), account: account('a11@example.lt') } }), 400, 'validation_failed'],
    ['an unknown city', async () => ({ body: { ...business({ city: 'paryzius' }), account: account('a12@example.lt') } }), 400, 'validation_failed', 'city'],
    ['a visitor without account fields', async () => ({ body: business() }), 400, 'validation_failed', 'account'],
    ['a weak password', async () => ({ body: { ...business(), account: { ...account('a13@example.lt'), password: 'slaptazodis' } } }), 400, 'validation_failed'],
    ['no consent to the terms', async () => ({ body: { ...business(), account: { ...account('a14@example.lt'), acceptTerms: false } } }), 400, 'validation_failed'],
    ['an e-mail already registered', async () => ({ body: { ...business(), account: account('ruta@example.lt') } }), 409, 'email_taken', 'email'],
    ['a body that is no object', async () => ({ body: ['x'] }), 400, 'validation_failed'],
  ];

  it.each(cases)('%s', async (_what, make, status, code, field) => {
    const before = await counts();
    const { body } = await make();
    const answer = await browser().post(REGISTER, body);
    expect(answer.statusCode, answer.body).toBe(status);
    const json = answer.json();
    expect(json).toMatchObject({ success: false, code });
    expect(json.message).toMatch(/[a-ząčęėįšųūž]/i);
    if (field) expect(Object.keys(json.fields ?? {}).join(' ')).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('names a free slug in the message of a taken one', async () => {
    const answer = await browser().post(REGISTER, { ...business({ slug: 'grozio-studija-ruta' }), account: account('a14@example.lt') });
    expect(answer.json().fields.slug).toEqual([format(messages.businessRegistration.slugTakenSuggestion, { slug: 'grozio-studija-ruta-3' })]);
  });
});

describe('racing registrations of one slug', () => {
  it('one wins, every other gets 409 slug_taken, never a 5xx', async () => {
    const db = t.app.database.db;
    const owners = await Promise.all(Array.from({ length: 8 }, () => makeUser(db)));
    const before = await counts();
    const answers = await Promise.all(
      owners.map((owner, i) => browser(owner).post(REGISTER, business({ businessName: `Lenktynės ${i}`, slug: 'lenktyniu-salonas' }))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    for (const answer of answers.filter((a) => a.statusCode === 409)) expect(answer.json().code).toBe('slug_taken');
    expect(await counts()).toEqual({ ...before, businesses: before.businesses + 1, members: before.members + 1 });
    const [row] = await db.select({ n: count() }).from(businesses).where(eq(businesses.slug, 'lenktyniu-salonas'));
    expect(row!.n).toBe(1);
  });

  it('refuses a slug an existing business already holds the same way', async () => {
    await makeBusiness(t.app.database.db, { slug: 'jau-yra-toks' });
    const answer = await browser(await makeUser(t.app.database.db)).post(REGISTER, business({ slug: 'jau-yra-toks' }));
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('slug_taken');
  });
});
