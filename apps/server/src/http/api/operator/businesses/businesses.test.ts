import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appointments, businessContacts, businesses } from '@vizitas/db';
import { messages } from '@vizitas/shared';
import type { OperatorBusinessCard, Pipeline } from '@vizitas/shared/schemas/operator-pipeline';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeBusiness, makeMember, makeSalon, makeUser, type TestUser } from '#server/testing/factories.ts';
import { TEST_ORIGIN, TestClock } from '#server/testing/browser.ts';

const clock = new TestClock(new Date('2027-05-10T09:00:00Z'));
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(clock.now().getTime() - days * DAY);

describe('the operator’s pipeline and the seed’s mark-as-contacted', () => {
  let t: TestApp;
  let operator: TestUser;
  let customer: TestUser;
  let owner: TestUser;
  let staff: TestUser;
  let otherOwner: TestUser;
  const ids: Record<'registered' | 'setUp' | 'live' | 'active' | 'dormant', string> = {
    registered: '',
    setUp: '',
    live: '',
    active: '',
    dormant: '',
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const db = t.app.database.db;
    operator = await makeUser(db, { isOperator: true, name: 'Ona Operatorė' });
    customer = await makeUser(db);
    // Registered 40 days ago, nothing set up, never contacted: the top of the pipeline.
    const registered = await makeBusiness(db, { name: 'Naujokė', onboarded: false, createdAt: daysAgo(40), city: 'kaunas' });
    ids.registered = registered.id;
    owner = await makeMember(db, registered.id, 'owner');
    staff = await makeMember(db, registered.id, 'staff');
    // Services and hours, but not bookable yet (onboarded is set by the app once it is).
    const setUp = await makeSalon(db, { name: 'Paruošta', onboarded: false, createdAt: daysAgo(5) });
    ids.setUp = setUp.business.id;
    const live = await makeSalon(db, { name: 'Matoma', createdAt: daysAgo(10), plan: 'premium' });
    ids.live = live.business.id;
    const active = await makeSalon(db, { name: 'Aktyvi Aistė', createdAt: daysAgo(200) });
    ids.active = active.business.id;
    otherOwner = await makeMember(db, active.business.id, 'owner');
    await db.insert(appointments).values({
      businessId: active.business.id,
      specialistId: active.specialist.id,
      startsAt: new Date('2027-05-12T09:00:00Z'),
      endsAt: new Date('2027-05-12T10:00:00Z'),
      status: 'confirmed',
      clientName: 'Rūta',
      priceCents: 3500,
      durationMin: 60,
      bufferAfterMin: 0,
      createdAt: daysAgo(3),
    });
    const dormant = await makeSalon(db, { name: 'Snaudžianti', createdAt: daysAgo(300), contactedAt: daysAgo(90) });
    ids.dormant = dormant.business.id;
    await db.insert(appointments).values({
      businessId: dormant.business.id,
      specialistId: dormant.specialist.id,
      startsAt: daysAgo(100),
      endsAt: new Date(daysAgo(100).getTime() + 3_600_000),
      status: 'completed',
      clientName: 'Jonas',
      priceCents: 3500,
      durationMin: 60,
      bufferAfterMin: 0,
      createdAt: daysAgo(101),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query = '', cookie = operator.cookie) =>
    t.app.inject({ method: 'GET', url: `/api/operator/businesses${query}`, headers: cookie ? { cookie } : {} });
  const mark = (id: string, payload: unknown, cookie: string | null = operator.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/business/${id}/mark-as-contacted`,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: payload as Record<string, unknown>,
    });

  it('derives every business’s stage from its data and puts the registered, never-contacted one first', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json<Pipeline>();
    expect(body.stageCounts).toEqual({ registered: 1, set_up: 1, live: 1, active: 1, dormant: 1 });
    expect(body.neverContacted).toBe(4);
    expect(body.total).toBe(5);
    const stageOf = Object.fromEntries(body.businesses.map((b) => [b.id, b.stage]));
    expect(stageOf).toEqual({
      [ids.registered]: 'registered',
      [ids.setUp]: 'set_up',
      [ids.live]: 'live',
      [ids.active]: 'active',
      [ids.dormant]: 'dormant',
    });
    // Never contacted and not bookable first (the longest waiting first), the contacted one last.
    expect(body.businesses.map((b) => b.id)).toEqual([ids.registered, ids.setUp, ids.active, ids.live, ids.dormant]);
    const top = body.businesses[0]!;
    expect(top).toMatchObject({
      name: 'Naujokė',
      city: 'kaunas',
      lastContact: null,
      lastBookingAt: null,
      owner: { email: owner.email },
    });
    expect(body.businesses.find((b) => b.id === ids.active)!.lastBookingAt).toBe(daysAgo(3).toISOString());
    expect(body.businesses.find((b) => b.id === ids.dormant)!.lastContact).toEqual({
      at: daysAgo(90).toISOString(),
      by: null,
      channel: null,
      note: '',
    });
  });

  it('filters by stage, city, plan and text (name, owner’s e-mail), counting every stage still', async () => {
    const byStage = (await list('?stage=dormant')).json<Pipeline>();
    expect(byStage.businesses.map((b) => b.id)).toEqual([ids.dormant]);
    expect(byStage.stageCounts.active).toBe(1);
    expect((await list('?city=kaunas')).json<Pipeline>().businesses.map((b) => b.id)).toEqual([ids.registered]);
    expect((await list('?plan=premium')).json<Pipeline>().businesses.map((b) => b.id)).toEqual([ids.live]);
    expect((await list('?q=aist%C4%97')).json<Pipeline>().businesses.map((b) => b.id)).toEqual([ids.active]);
    expect((await list(`?q=${encodeURIComponent(otherOwner.email)}`)).json<Pipeline>().businesses.map((b) => b.id)).toEqual([
      ids.active,
    ]);
    // `%` and `_` are letters of the search, not patterns.
    expect((await list('?q=%25')).json<Pipeline>().total).toBe(0);
    const beyond = (await list('?page=9')).json<Pipeline>();
    expect(beyond).toMatchObject({ businesses: [], total: 5, page: 9 });
  });

  it('refuses bad filters with the field and a Lithuanian message', async () => {
    for (const [query, message] of [
      ['?stage=lead', messages.operatorPipeline.validation.stage],
      ['?city=ryga', messages.operatorPipeline.validation.city],
      ['?page=0', messages.operatorPipeline.validation.page],
      [`?q=${'a'.repeat(101)}`, messages.operatorPipeline.validation.search],
    ] as const) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(JSON.stringify(response.json().fields)).toContain(message);
    }
  });

  it('records who contacted the business, when, how and a note, keeping every contact', async () => {
    const first = await mark(ids.registered, { channel: 'phone', note: '  Paskambinau, įkels paslaugas  ' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      lastContact: { at: clock.now().toISOString(), by: 'Ona Operatorė', channel: 'phone', note: 'Paskambinau, įkels paslaugas' },
    });
    clock.advance(60_000);
    expect((await mark(ids.registered, { channel: 'email' })).statusCode).toBe(200);
    const rows = await t.app.database.db.select().from(businessContacts).where(eq(businessContacts.businessId, ids.registered));
    expect(rows.map((row) => [row.channel, row.note, row.operatorId])).toEqual(
      expect.arrayContaining([
        ['phone', 'Paskambinau, įkels paslaugas', operator.id],
        ['email', '', operator.id],
      ]),
    );
    expect(rows).toHaveLength(2);
    const [business] = await t.app.database.db.select().from(businesses).where(eq(businesses.id, ids.registered));
    expect(business!.contactedAt!.toISOString()).toBe(clock.now().toISOString());
    // The pipeline shows the last contact, and the business no longer counts as never contacted.
    const body = (await list()).json<Pipeline>();
    expect(body.neverContacted).toBe(3);
    expect(body.businesses.find((b) => b.id === ids.registered)!.lastContact).toMatchObject({
      channel: 'email',
      by: 'Ona Operatorė',
    });
    expect(body.businesses[0]!.id).toBe(ids.setUp);
  });

  it('is the operator’s alone: the business’s own owner and staff get 403, a visitor 401', async () => {
    for (const cookie of [owner.cookie, staff.cookie, otherOwner.cookie, customer.cookie]) {
      const response = await mark(ids.registered, { channel: 'visit' }, cookie);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('forbidden');
      expect((await list('', cookie)).statusCode).toBe(403);
    }
    expect((await mark(ids.registered, { channel: 'visit' }, null)).statusCode).toBe(401);
    expect((await list('', '')).statusCode).toBe(401);
    // Nothing was written by the refused ones.
    const rows = await t.app.database.db.select().from(businessContacts).where(eq(businessContacts.businessId, ids.registered));
    expect(rows).toHaveLength(2);
  });

  it('refuses a malformed contact (owners before the body is read) and a business that does not exist', async () => {
    const missing = await mark(ids.live, { note: 'be kanalo' });
    expect(missing.statusCode).toBe(400);
    expect(JSON.stringify(missing.json().fields)).toContain(messages.operatorPipeline.validation.channel);
    const long = await mark(ids.live, { channel: 'phone', note: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json().fields)).toContain(messages.operatorPipeline.validation.note);
    // The owner's malformed body is a 403, not the form's field list.
    expect((await mark(ids.registered, { channel: 'fax' }, owner.cookie)).statusCode).toBe(403);
    // A business that does not exist is refused as on every admin path the operator names (403).
    expect((await mark('00000000-0000-4000-8000-000000000000', { channel: 'phone' })).statusCode).toBe(403);
    expect((await mark('ne-id', { channel: 'phone' })).statusCode).toBe(400);
    const rows = await t.app.database.db.select().from(businessContacts).where(eq(businessContacts.businessId, ids.live));
    expect(rows).toHaveLength(0);
  });

  it('gives the operator one business’s card: members, steps, counts and every contact, newest first', async () => {
    const card = (id: string, cookie = operator.cookie) =>
      t.app.inject({ method: 'GET', url: `/api/operator/businesses/${id}`, headers: cookie ? { cookie } : {} });
    const response = await card(ids.registered);
    expect(response.statusCode).toBe(200);
    const body = response.json<OperatorBusinessCard>();
    expect(body.business).toMatchObject({ id: ids.registered, name: 'Naujokė', stage: 'registered', lastBookingAt: null });
    expect(body.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [staff.email, 'staff'],
    ]);
    expect(body.steps.find((step) => step.instruction === 'services')).toEqual({
      instruction: 'services',
      state: 'todo',
      required: true,
    });
    expect(body.counts).toEqual({ services: 0, specialists: 0, visitsThisMonth: 0, reviews: 0, averageRating: null });
    // The two contacts of the test above, the last first.
    expect(body.contacts.map((c) => [c.channel, c.by])).toEqual([
      ['email', 'Ona Operatorė'],
      ['phone', 'Ona Operatorė'],
    ]);
    const active = (await card(ids.active)).json<OperatorBusinessCard>();
    expect(active.counts).toMatchObject({ services: 2, specialists: 1, visitsThisMonth: 1, reviews: 0 });
    expect(active.steps.find((step) => step.instruction === 'working_hours')!.state).toBe('done');
    expect((await card('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await card('ne-id')).statusCode).toBe(400);
    expect((await card(ids.registered, owner.cookie)).statusCode).toBe(403);
    expect((await card(ids.registered, '')).statusCode).toBe(401);
  });
});
