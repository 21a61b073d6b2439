import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appointments, notificationPreferences } from '@vizitas/db';
import { runNoticeSweep } from '#server/modules/reminders/index.ts';
import { apiRequest, makeAdminFixture, type AdminFixture } from '#server/testing/admin-endpoints.ts';
import { TestClock } from '#server/testing/browser.ts';
import type { SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { createTestAppWithInbox, type TestApp } from '#server/testing/test-app.ts';

// The customer's notification settings and the unsubscribe link of a real mail, without logging in
// (docs/decisions/028).

const clock = new TestClock(new Date('2027-03-22T08:00:00Z'));
let t: TestApp & { inbox: SmtpInbox };
let f: AdminFixture;

beforeAll(async () => {
  t = await createTestAppWithInbox({ now: clock.now, workers: true });
  f = await makeAdminFixture(t.app.database.db);
});
afterAll(async () => {
  await t?.close();
});

const ALL_ON = { email: true, push: true, in_app: true };
const ALL_OFF = { email: false, push: false, in_app: false };

describe('notification settings', () => {
  it('start from the defaults (everything but marketing), save as a whole, and refuse a half matrix with nothing written', async () => {
    const first = await apiRequest(t.app, f.customer, 'GET', '/api/user/notification-settings');
    expect(first).toEqual({
      status: 200,
      body: { settings: { booking_changes: ALL_ON, reminders: ALL_ON, review_requests: ALL_ON, marketing: ALL_OFF } },
    });
    const chosen = {
      booking_changes: ALL_ON,
      reminders: { email: false, push: true, in_app: true },
      review_requests: { email: true, push: false, in_app: false },
      marketing: { email: true, push: false, in_app: false },
    };
    const saved = await apiRequest(t.app, f.customer, 'PUT', '/api/user/notification-settings', { settings: chosen });
    expect(saved).toEqual({ status: 200, body: { settings: chosen } });
    expect((await apiRequest(t.app, f.customer, 'GET', '/api/user/notification-settings')).body).toEqual({ settings: chosen });

    const half = await apiRequest(t.app, f.customer, 'PUT', '/api/user/notification-settings', {
      settings: { ...chosen, reminders: { email: true } },
    });
    expect(half.status).toBe(400);
    expect((half.body as { code: string }).code).toBe('validation_failed');
    expect((await apiRequest(t.app, f.customer, 'GET', '/api/user/notification-settings')).body).toEqual({ settings: chosen });
    // Another user's settings are her own.
    expect((await apiRequest(t.app, f.owner, 'GET', '/api/user/notification-settings')).body).toEqual(first.body);
    expect((await apiRequest(t.app, null, 'GET', '/api/user/notification-settings')).status).toBe(401);
    // Back to the defaults for the rest of the file.
    await t.app.database.db.delete(notificationPreferences).where(eq(notificationPreferences.userId, f.customer.id));
  });
});

describe('the unsubscribe link of a real mail', () => {
  it('shows what it is about, unsubscribes without a login, and the next reminder mail does not come (the in-app row still does)', async () => {
    // The fixture's visit (Wednesday 10:00 Vilnius) is reminded on Tuesday at 10:00.
    clock.set('2027-03-23T08:00:00Z');
    await runNoticeSweep({ ...t.app.context, now: clock.now });
    const mail = await t.inbox.next(f.customer.email, 20_000);
    const page = mail.links.find((link) => link.includes('/pranesimu-atsisakymas?token='))!;
    const token = new URL(page).searchParams.get('token')!;

    const info = await apiRequest(t.app, null, 'GET', `/api/public/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(info.status).toBe(200);
    expect(info.body).toEqual({ topic: 'reminders', email: `${f.customer.email[0]}***@example.lt`, unsubscribed: false });

    // A token changed by one character is not ours.
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(
      (await apiRequest(t.app, null, 'GET', `/api/public/unsubscribe?token=${encodeURIComponent(forged)}`)).body,
    ).toMatchObject({
      code: 'invalid_token',
    });
    const other = token.replace('.reminders.', '.marketing.');
    expect((await apiRequest(t.app, null, 'POST', `/api/public/unsubscribe?token=${encodeURIComponent(other)}`, {})).status).toBe(
      400,
    );

    // RFC 8058 one-click, as a mail client sends it: a form body, no cookie, no Origin.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/public/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toEqual({ success: true, topic: 'reminders' });
    expect(
      (await apiRequest(t.app, null, 'GET', `/api/public/unsubscribe?token=${encodeURIComponent(token)}`)).body,
    ).toMatchObject({
      unsubscribed: true,
    });
    const settings = (await apiRequest(t.app, f.customer, 'GET', '/api/user/notification-settings')).body as {
      settings: Record<string, Record<string, boolean>>;
    };
    expect(settings.settings.reminders).toEqual({ email: false, push: true, in_app: true });

    // The visit is moved to Thursday: its reminder comes in-app, no more by mail.
    clock.set('2027-03-23T09:00:00Z');
    const moved = await apiRequest(t.app, f.owner, 'PATCH', `/api/admin/appointment/${f.ids.appointmentId}`, {
      start: '2027-03-25T08:00:00.000Z',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    clock.set('2027-03-24T08:00:00Z');
    const swept = await runNoticeSweep({ ...t.app.context, now: clock.now });
    expect(swept.reminders).toBeGreaterThanOrEqual(1);
    await vi.waitFor(
      async () => {
        for (const queue of await t.app.context.jobs.counts())
          expect(queue.counts).toMatchObject({ created: 0, retry: 0, active: 0 });
      },
      { timeout: 20_000, interval: 50 },
    );
    expect(t.inbox.to(f.customer.email).filter((m) => m.subject.startsWith('Priminimas'))).toHaveLength(1);
    const [visit] = await t.app.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, f.ids.appointmentId));
    expect(visit!.status).toBe('confirmed');

    // The dialog: the reminders are listed; turned off in-app, they are hidden (and not counted).
    const kinds = async () => {
      const list = (await apiRequest(t.app, f.customer, 'GET', '/api/user/notifications')).body as {
        count: string;
        items: Array<{ kind: string }>;
      };
      return { count: Number(list.count), reminders: list.items.filter((item) => item.kind === 'reminder').length };
    };
    const shown = await kinds();
    expect(shown.reminders).toBe(2);
    await apiRequest(t.app, f.customer, 'PUT', '/api/user/notification-settings', {
      settings: {
        booking_changes: ALL_ON,
        reminders: { email: false, push: true, in_app: false },
        review_requests: ALL_ON,
        marketing: ALL_OFF,
      },
    });
    expect(await kinds()).toEqual({ count: shown.count - 2, reminders: 0 });
  });
});
