/**
 * Web push end to end over the real protocol: `POST /webpush/` keeps a browser's subscription; a
 * notification row for its user enqueues a `send-push` job; the worker signs with the product's
 * VAPID key and encrypts with `web-push`, and a real local push service (web-push-testing) checks
 * the JWT and key, decrypts, and keeps what arrived — which the test reads back over HTTP.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, pushSubscriptions, webPushKeys, type Db } from '@vizitas/db';
import { jobId } from '#server/jobs/queue.ts';
import { ensureWebPushKeys } from '#server/modules/push/index.ts';
import {
  ADMIN_FIXTURE_NOW,
  apiRequest,
  insertTestAppointment,
  makeAdminFixture,
  type AdminFixture,
} from '#server/testing/admin-endpoints.ts';
import { makeUser, type TestUser } from '#server/testing/factories.ts';
import { startPushInbox, type PushInbox, type PushInboxSubscription } from '#server/testing/push-inbox.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// Monday 2027-03-22, 10:00 in Vilnius: outside the quiet hours.
let now = ADMIN_FIXTURE_NOW;
const SLUG = 'salonas-push';
const BUSINESS = 'Salonas Push';

let t: TestApp;
let db: Db;
let f: AdminFixture;
let inbox: PushInbox;

beforeAll(async () => {
  inbox = await startPushInbox();
  t = await createTestApp({ now: () => now, workers: true });
  db = t.app.database.db;
  f = await makeAdminFixture(db, { slug: SLUG, name: BUSINESS });
});
afterAll(async () => {
  await t?.close();
  await inbox?.close();
});

const subscribe = (user: TestUser | null, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/webpush/',
    headers: { origin: 'http://localhost', ...(user ? { cookie: user.cookie } : {}), ...headers },
    payload: body as object,
  });

async function pending(start: string, customerId: string): Promise<string> {
  return insertTestAppointment(db, {
    businessId: f.salon.business.id,
    specialistId: f.salon.specialist.id,
    service: f.salon.haircut,
    customerId,
    clientName: null,
    start,
    status: 'pending',
  });
}

const confirm = (id: string) => apiRequest(t.app, f.owner, 'PATCH', `/api/admin/appointment/${id}`, { action: 'confirm' });

async function messagesOf(browser: PushInboxSubscription, count: number): Promise<Array<Record<string, string>>> {
  let arrived: string[] = [];
  await vi.waitFor(
    async () => {
      arrived = await inbox.messages(browser.clientHash);
      expect(arrived.length).toBeGreaterThanOrEqual(count);
    },
    { timeout: 20_000, interval: 100 },
  );
  return arrived.map((text) => JSON.parse(text) as Record<string, string>);
}

async function drained(): Promise<void> {
  await vi.waitFor(
    async () => {
      const counts = await t.app.context.jobs.counts();
      expect(counts.find((queue) => queue.name === 'send-push')!.counts).toMatchObject({ created: 0, retry: 0, active: 0 });
    },
    { timeout: 20_000, interval: 100 },
  );
}

describe('VAPID keys', () => {
  it('are made on the first start and kept: the same pair on every later start', async () => {
    const [row] = await db.select().from(webPushKeys);
    expect(row!.publicKey).toBe(t.app.webPushKeys.publicKey);
    // 65 bytes of an uncompressed P-256 point, base64url.
    expect(Buffer.from(row!.publicKey, 'base64url')).toHaveLength(65);
    expect(await ensureWebPushKeys(db)).toEqual({ publicKey: row!.publicKey, privateKey: row!.privateKey });
  });
});

describe('POST /webpush/', () => {
  it('keeps the subscription of the logged-in user and answers with the server key', async () => {
    const browser = await inbox.subscribe(t.app.webPushKeys.publicKey);
    const answer = await subscribe(f.customer, { subscription: browser.subscription }, { 'user-agent': 'Testas/1.0' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, publicKey: t.app.webPushKeys.publicKey });
    const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: f.customer.id, vapidKey: t.app.webPushKeys.publicKey, userAgent: 'Testas/1.0' });
  });

  it('the same browser subscribing again keeps one row, now of the user logged in on it', async () => {
    const browser = await inbox.subscribe(t.app.webPushKeys.publicKey);
    const other = await makeUser(db);
    expect((await subscribe(f.customer, { subscription: browser.subscription })).statusCode).toBe(200);
    expect((await subscribe(other, { subscription: browser.subscription })).statusCode).toBe(200);
    const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint));
    expect(rows.map((row) => row.userId)).toEqual([other.id]);
  });

  it('a visitor gets 401, a request from another site 403, and nothing is kept', async () => {
    const browser = await inbox.subscribe(t.app.webPushKeys.publicKey);
    const visitor = await subscribe(null, { subscription: browser.subscription });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ success: false, code: 'unauthorized' });
    // A malformed subscription from a visitor: the login is asked first, the field list is not shown.
    for (const malformed of [{}, { subscription: 'x' }, [1]]) {
      const answer = await subscribe(null, malformed as never);
      expect(answer.statusCode, JSON.stringify(malformed)).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'unauthorized' });
    }
    const crossSite = await subscribe(f.customer, { subscription: browser.subscription }, { origin: 'https://kitas.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json()).toMatchObject({ code: 'csrf_failed' });
    expect(
      await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, browser.subscription.endpoint)),
    ).toEqual([]);
  });

  it('refuses bad input with 400 and a Lithuanian message, keeping nothing', async () => {
    const browser = await inbox.subscribe(t.app.webPushKeys.publicKey);
    const { endpoint, keys } = browser.subscription;
    const bad: unknown[] = [
      {},
      { subscription: null },
      { subscription: { endpoint } },
      { subscription: { endpoint: 'nėra-adresas', keys } },
      { subscription: { endpoint: 'ftp://fcm.googleapis.com/x', keys } },
      { subscription: { endpoint, keys: { p256dh: 'trumpas', auth: keys.auth } } },
      { subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: 'x'.repeat(500) } } },
      { subscription: { endpoint: `https://fcm.googleapis.com/${'a'.repeat(2100)}`, keys } },
      { subscription: { endpoint, keys, expirationTime: -5 } },
      { subscription: { endpoint, keys }, extra: true },
      // A push service the server does not send to: not a browser's (no sending to any address).
      { subscription: { endpoint: 'https://vidinis.example/notify/1', keys } },
      { subscription: { endpoint: 'https://10.0.0.1/x', keys } },
      { subscription: { endpoint: 'https://fcm.googleapis.com:8443/x', keys } },
    ];
    for (const body of bad) {
      const answer = await subscribe(f.customer, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({ success: false });
      expect(answer.json().message).toMatch(/[ąčęėįšųūž]|Neteising|Netinkam|Nepalaik/i);
    }
    // Not JSON at all.
    const text = await subscribe(f.customer, 'subscription');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ success: false });
    expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint))).toEqual([]);
  });
});

describe('push delivery', () => {
  it('a notification row for a subscribed user arrives at her browser: title, body and href, encrypted and signed', async () => {
    const customer = await makeUser(db);
    const browser = await inbox.subscribe(t.app.webPushKeys.publicKey);
    expect((await subscribe(customer, { subscription: browser.subscription })).statusCode).toBe(200);
    const id = await pending('2027-03-29T08:00:00.000Z', customer.id);
    expect((await confirm(id)).status).toBe(200);
    const [row] = await db
      .select()
      .from(notifications)
      .where(sql`${notifications.appointmentId} = ${id} and ${notifications.userId} = ${customer.id}`);
    expect(row!.kind).toBe('booking_confirmed');
    const [message] = await messagesOf(browser, 1);
    expect(message).toEqual({ title: BUSINESS, body: row!.text, href: `/vizitai/${SLUG}`, tag: row!.id });
    expect(message!.body).toContain('patvirtino jūsų vizitą');
  });

  it('every browser of the user gets it once; users without a subscription cost no job', async () => {
    const customer = await makeUser(db);
    const phone = await inbox.subscribe(t.app.webPushKeys.publicKey);
    const laptop = await inbox.subscribe(t.app.webPushKeys.publicKey);
    await subscribe(customer, { subscription: phone.subscription });
    await subscribe(customer, { subscription: laptop.subscription });
    const id = await pending('2027-03-30T08:00:00.000Z', customer.id);
    expect((await confirm(id)).status).toBe(200);
    expect(await messagesOf(phone, 1)).toHaveLength(1);
    expect(await messagesOf(laptop, 1)).toHaveLength(1);
    await drained();
    // The same event recorded again writes no row and enqueues no push.
    expect((await confirm(id)).status).toBeLessThan(500);
    await drained();
    expect(await inbox.messages(phone.clientHash)).toHaveLength(1);
    // The owner (who confirmed) and anyone unsubscribed: no send-push job about this visit.
    const jobs =
      await db.execute(sql`select count(*)::int as n from pgboss.job where name = 'send-push' and data->>'notificationId' in (
      select id::text from notifications where appointment_id = ${id})`);
    expect(Number((jobs as unknown as { rows: Array<{ n: number }> }).rows[0]!.n)).toBe(2);
  });

  it('a change refused (the time is taken) writes no notification and enqueues no push', async () => {
    const customer = await makeUser(db);
    const browser = await inbox.subscribe(t.app.webPushKeys.publicKey);
    await subscribe(customer, { subscription: browser.subscription });
    const taken = await pending('2027-04-05T08:00:00.000Z', customer.id);
    expect((await confirm(taken)).status).toBe(200);
    await messagesOf(browser, 1);
    await drained();
    // The same time again for her: refused, nothing written, nothing pushed.
    const again = await apiRequest(t.app, customer, 'POST', '/api/user/appointment', {
      business: SLUG,
      specialist: f.salon.specialist.id,
      services: [f.salon.haircut.id],
      start: '2027-04-05T08:00:00.000Z',
    });
    expect([409, 422]).toContain(again.status);
    await drained();
    expect(await inbox.messages(browser.clientHash)).toHaveLength(1);
  });

  it('a subscription the push service answers 410 for is deleted', async () => {
    const customer = await makeUser(db);
    const browser = await inbox.subscribe(t.app.webPushKeys.publicKey);
    await subscribe(customer, { subscription: browser.subscription });
    await inbox.expire(browser.clientHash);
    const id = await pending('2027-03-31T08:00:00.000Z', customer.id);
    expect((await confirm(id)).status).toBe(200);
    await vi.waitFor(
      async () => {
        expect(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, customer.id))).toEqual([]);
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(await inbox.messages(browser.clientHash)).toEqual([]);
  });

  it('a subscription made for another server key is refused by the push service and not retried', async () => {
    const customer = await makeUser(db);
    // The browser subscribed for an old key: the push service checks the VAPID key against it.
    const oldKey = (await import('web-push')).default.generateVAPIDKeys().publicKey;
    const browser = await inbox.subscribe(oldKey);
    await subscribe(customer, { subscription: browser.subscription });
    const id = await pending('2027-04-01T08:00:00.000Z', customer.id);
    expect((await confirm(id)).status).toBe(200);
    await drained();
    expect(await inbox.messages(browser.clientHash)).toEqual([]);
    const [notification] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(sql`${notifications.appointmentId} = ${id} and ${notifications.userId} = ${customer.id}`);
    const [subscription] = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, customer.id));
    const key = `push:${notification!.id}:${subscription!.id}`;
    const job = await db.execute(
      sql`select state::text as state, retry_count from pgboss.job where name = 'send-push' and id = ${jobId('send-push', key)}::uuid`,
    );
    expect((job as unknown as { rows: Array<{ state: string; retry_count: number }> }).rows[0]).toEqual({
      state: 'completed',
      retry_count: 0,
    });
  });

  it('written in the quiet hours, the push waits for 08:00 Vilnius time', async () => {
    const customer = await makeUser(db);
    const browser = await inbox.subscribe(t.app.webPushKeys.publicKey);
    await subscribe(customer, { subscription: browser.subscription });
    const id = await pending('2027-04-02T08:00:00.000Z', customer.id);
    // Monday 22:30 in Vilnius (EET, UTC+2).
    now = new Date('2027-03-22T20:30:00Z');
    try {
      expect((await confirm(id)).status).toBe(200);
    } finally {
      now = ADMIN_FIXTURE_NOW;
    }
    const [notification] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(sql`${notifications.appointmentId} = ${id} and ${notifications.userId} = ${customer.id}`);
    const [subscription] = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, customer.id));
    const key = `push:${notification!.id}:${subscription!.id}`;
    const job = await db.execute(
      sql`select start_after from pgboss.job where name = 'send-push' and id = ${jobId('send-push', key)}::uuid`,
    );
    const startAfter = (job as unknown as { rows: Array<{ start_after: Date | string }> }).rows[0]!.start_after;
    // Tuesday 08:00 in Vilnius is 06:00 UTC.
    expect(new Date(startAfter).toISOString()).toBe('2027-03-23T06:00:00.000Z');
  });
});
