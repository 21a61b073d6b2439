import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { appointmentNotices, appointments, businesses, notificationPreferences, notifications } from '@vizitas/db';
import { runNoticeSweep } from '#server/modules/reminders/index.ts';
import { apiRequest, insertTestAppointment, makeAdminFixture, type AdminFixture } from '#server/testing/admin-endpoints.ts';
import { TestClock } from '#server/testing/browser.ts';
import type { SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { createTestAppWithInbox, type TestApp } from '#server/testing/test-app.ts';

// Reminders, completion and review requests through the real app: the notice sweep run with the
// clock pinned, the mail through the job queue to a real SMTP inbox (docs/decisions/028).
// The sweep is global; each test has its own salon and customer and looks at its own visits only.

const clock = new TestClock(new Date('2027-03-22T08:00:00Z'));
let t: TestApp & { inbox: SmtpInbox };

beforeAll(async () => {
  t = await createTestAppWithInbox({ now: clock.now, workers: true });
});
afterAll(async () => {
  await t?.close();
});

async function drained(): Promise<void> {
  await vi.waitFor(
    async () => {
      for (const queue of await t.app.context.jobs.counts())
        expect(queue.counts).toMatchObject({ created: 0, retry: 0, active: 0 });
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** One sweep at `iso`, then the mail it enqueued is sent. */
async function sweepAt(iso: string) {
  clock.set(iso);
  const result = await runNoticeSweep({ ...t.app.context, now: clock.now });
  await drained();
  return result;
}

async function noticesOf(appointmentId: string) {
  return t.app.database.db
    .select({ kind: appointmentNotices.kind, startsAt: appointmentNotices.startsAt, dueAt: appointmentNotices.dueAt })
    .from(appointmentNotices)
    .where(eq(appointmentNotices.appointmentId, appointmentId));
}

async function rowsOf(userId: string, kind: 'reminder' | 'review_request') {
  return t.app.database.db
    .select({ text: notifications.text, href: notifications.href })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
}

async function visit(fixture: AdminFixture, start: string, status: 'confirmed' | 'pending' = 'confirmed'): Promise<string> {
  return insertTestAppointment(t.app.database.db, {
    businessId: fixture.salon.business.id,
    specialistId: fixture.salon.specialist.id,
    service: fixture.salon.haircut,
    customerId: fixture.customer.id,
    start,
    status,
  });
}

describe('the reminder before a confirmed visit', () => {
  let fixture: AdminFixture;
  beforeAll(async () => {
    fixture = await makeAdminFixture(t.app.database.db);
    // The fixture's own visit (Wednesday) is not this test's: cancel it out of the way.
    await t.app.database.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, fixture.ids.appointmentId));
  });

  it('comes the day before at the same wall time across the change to summer time, once, by mail and in-app', async () => {
    // Sunday 2027-03-28 10:00 Vilnius (07:00Z, UTC+3 from that night): the reminder is due Saturday 10:00 (08:00Z, UTC+2).
    const id = await visit(fixture, '2027-03-28T07:00:00.000Z');
    await sweepAt('2027-03-27T07:59:00Z');
    expect(await noticesOf(id)).toEqual([]);
    expect(t.inbox.to(fixture.customer.email)).toHaveLength(0);

    await sweepAt('2027-03-27T08:00:00Z');
    expect(await noticesOf(id)).toEqual([
      { kind: 'reminder_24h', startsAt: new Date('2027-03-28T07:00:00Z'), dueAt: new Date('2027-03-27T08:00:00Z') },
    ]);
    const mail = await t.inbox.next(fixture.customer.email, 20_000);
    expect(mail.subject).toBe(`Priminimas: 2027 m. kovo 28 d., sekmadienis 10:00–11:00 – „${fixture.salon.business.name}“`);
    expect(mail.text).toContain('Paslaugos: Moteriškas kirpimas');
    expect(mail.attachments[0]?.contentType).toMatch(/^text\/calendar/);
    // Every mail one can unsubscribe from: the link in its footer and the headers.
    const unsubscribe = mail.links.find((link) => link.includes('/pranesimu-atsisakymas?token='));
    expect(unsubscribe).toBeDefined();
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:\d+\/api\/public\/unsubscribe\?token=[\w.-]+>/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    const [row] = await rowsOf(fixture.customer.id, 'reminder');
    expect(row).toEqual({
      text: `Primename: kovo 28 d. 10:00 jūsų laukia „${fixture.salon.business.name}“ (Moteriškas kirpimas).`,
      href: `/vizitai/${fixture.salon.business.slug}`,
    });

    // Never twice: the next minutes' sweeps find the marker.
    await sweepAt('2027-03-27T08:01:00Z');
    await sweepAt('2027-03-27T12:00:00Z');
    expect(await noticesOf(id)).toHaveLength(1);
    expect(t.inbox.to(fixture.customer.email)).toHaveLength(1);
    expect(await rowsOf(fixture.customer.id, 'reminder')).toHaveLength(1);
  });

  it('across the change back to winter time: Sunday 31 October 10:00 is reminded on Saturday at 10:00 (25 real hours)', async () => {
    const own = await makeAdminFixture(t.app.database.db);
    await t.app.database.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, own.ids.appointmentId));
    const id = await insertTestAppointment(t.app.database.db, {
      businessId: own.salon.business.id,
      specialistId: own.salon.specialist.id,
      service: own.salon.haircut,
      customerId: own.customer.id,
      start: '2027-10-31T08:00:00.000Z',
      status: 'confirmed',
    });
    await sweepAt('2027-10-30T06:59:00Z');
    expect(await noticesOf(id)).toEqual([]);
    await sweepAt('2027-10-30T07:00:00Z');
    expect((await noticesOf(id)).map((notice) => notice.dueAt.toISOString())).toEqual(['2027-10-30T07:00:00.000Z']);
    expect((await t.inbox.next(own.customer.email, 20_000)).subject).toMatch(
      /^Priminimas: 2027 m. spalio 31 d., sekmadienis 10:00/,
    );
  });
});

describe('a reminder follows the visit', () => {
  it('is not sent for a cancelled visit', async () => {
    const fixture = await makeAdminFixture(t.app.database.db);
    // The fixture's confirmed visit: Wednesday 2027-03-24 10:00 Vilnius; the customer cancels it on Monday.
    clock.set('2027-03-22T08:00:00Z');
    const cancelled = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${fixture.ids.appointmentId}`, {
      action: 'cancel',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    await drained();
    // Only the cancellation's mail reached her.
    const before = t.inbox.to(fixture.customer.email).length;
    expect(before).toBe(1);
    await sweepAt('2027-03-23T08:00:00Z');
    await sweepAt('2027-03-24T07:00:00Z');
    expect(await noticesOf(fixture.ids.appointmentId)).toEqual([]);
    expect(await rowsOf(fixture.customer.id, 'reminder')).toEqual([]);
    expect(t.inbox.to(fixture.customer.email).filter((mail) => mail.subject.startsWith('Priminimas'))).toHaveLength(0);
    expect(t.inbox.to(fixture.customer.email)).toHaveLength(before);
  });

  it('moves with the visit: nothing at the old time, one at the new; a visit moved after its reminder is reminded again for the new time', async () => {
    const fixture = await makeAdminFixture(t.app.database.db, { reminderOffsetsMin: [1440, 120] });
    const id = fixture.ids.appointmentId; // Wednesday 2027-03-24 10:00 Vilnius (08:00Z)
    clock.set('2027-03-22T08:00:00Z');
    const moved = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${id}`, {
      start: '2027-03-25T12:00:00.000Z',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The old time's reminders are not sent.
    await sweepAt('2027-03-23T08:00:00Z');
    await sweepAt('2027-03-24T06:00:00Z');
    expect(await noticesOf(id)).toEqual([]);
    // The new time: Thursday 14:00 Vilnius → Wednesday 14:00 (12:00Z) and Thursday 12:00 (10:00Z).
    await sweepAt('2027-03-24T12:00:00Z');
    expect((await noticesOf(id)).map((notice) => notice.kind)).toEqual(['reminder_24h']);
    await sweepAt('2027-03-25T10:00:00Z');
    expect((await noticesOf(id)).map((notice) => notice.kind).sort()).toEqual(['reminder_24h', 'reminder_2h']);
    const subjects = t.inbox
      .to(fixture.customer.email)
      .map((mail) => mail.subject)
      .filter((subject) => subject.startsWith('Priminimas'));
    expect(subjects).toEqual([
      `Priminimas: 2027 m. kovo 25 d., ketvirtadienis 14:00–15:00 – „${fixture.salon.business.name}“`,
      `Priminimas: 2027 m. kovo 25 d., ketvirtadienis 14:00–15:00 – „${fixture.salon.business.name}“`,
    ]);

    // Moved once more, to the next day at 15:00 (after both reminders were sent): reminded again for it.
    clock.set('2027-03-25T10:30:00Z');
    const again = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${id}`, {
      start: '2027-03-26T13:00:00.000Z',
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    await sweepAt('2027-03-26T11:00:00Z');
    const notices = await noticesOf(id);
    // Friday 15:00 Vilnius: its day-before time (Thursday 15:00) came after the move, so both are due.
    expect(
      notices
        .filter((notice) => notice.startsAt.toISOString() === '2027-03-26T13:00:00.000Z')
        .map((notice) => notice.kind)
        .sort(),
    ).toEqual(['reminder_24h', 'reminder_2h']);
  });

  it('the business chose none: nothing; the customer turned reminder mail off: the in-app row only', async () => {
    const none = await makeAdminFixture(t.app.database.db, { reminderOffsetsMin: [] });
    await sweepAt('2027-03-23T08:00:00Z');
    expect(await noticesOf(none.ids.appointmentId)).toEqual([]);

    const quiet = await makeAdminFixture(t.app.database.db);
    await t.app.database.db
      .insert(notificationPreferences)
      .values({ userId: quiet.customer.id, topic: 'reminders', channel: 'email', enabled: false });
    await sweepAt('2027-03-23T08:00:00Z');
    expect((await noticesOf(quiet.ids.appointmentId)).map((notice) => notice.kind)).toEqual(['reminder_24h']);
    expect(await rowsOf(quiet.customer.id, 'reminder')).toHaveLength(1);
    expect(t.inbox.to(quiet.customer.email)).toHaveLength(0);
  });
});

describe('completion and the review request', () => {
  it('a past confirmed visit is completed six hours after its end and asked for a review once; a no-show is left alone', async () => {
    const fixture = await makeAdminFixture(t.app.database.db);
    const id = fixture.ids.appointmentId; // Wednesday 10:00–11:00 Vilnius (08:00–09:00Z)
    const noShow = await visit(fixture, '2027-03-24T10:00:00.000Z');
    await t.app.database.db.update(appointments).set({ status: 'no_show' }).where(eq(appointments.id, noShow));

    await sweepAt('2027-03-24T14:59:00Z');
    const [still] = await t.app.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, id));
    expect(still!.status).toBe('confirmed');

    // 15:00Z is 17:00 Vilnius: completed, and the request goes at once.
    await sweepAt('2027-03-24T15:00:00Z');
    const [done] = await t.app.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, id));
    expect(done!.status).toBe('completed');
    expect((await noticesOf(id)).map((notice) => notice.kind)).toEqual(['review_request']);
    const mail = await t.inbox.next(fixture.customer.email, 20_000);
    expect(mail.subject).toBe(`Kaip jums patiko „${fixture.salon.business.name}“?`);
    expect(mail.text).toContain(`Įvertinti vizitą: http://localhost`);
    expect(mail.text).toContain(`/vizitai/${fixture.salon.business.slug}`);
    expect(await rowsOf(fixture.customer.id, 'review_request')).toHaveLength(1);
    // The review flow finds it: the visit waits for a rating.
    const pending = await apiRequest(t.app, fixture.customer, 'GET', '/api/user/review/pending');
    expect((pending.body as { appointment: { id: string } | null }).appointment?.id).toBe(id);

    await sweepAt('2027-03-24T16:00:00Z');
    await sweepAt('2027-03-25T09:00:00Z');
    expect(await noticesOf(id)).toHaveLength(1);
    expect(t.inbox.to(fixture.customer.email).filter((m) => m.subject.startsWith('Kaip jums patiko'))).toHaveLength(1);
    const [left] = await t.app.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, noShow));
    expect(left!.status).toBe('no_show');
    expect(await noticesOf(noShow)).toEqual([]);
  });

  it('a visit ending late in the day is completed in the evening and asked at 08:00 the next morning', async () => {
    const fixture = await makeAdminFixture(t.app.database.db);
    await t.app.database.db
      .update(appointments)
      .set({ status: 'cancelled' })
      .where(eq(appointments.id, fixture.ids.appointmentId));
    const id = await visit(fixture, '2027-03-26T14:00:00.000Z'); // Friday 16:00–17:00 Vilnius
    await sweepAt('2027-03-26T21:00:00Z'); // 23:00 Vilnius: completed, the request waits for the morning
    const [row] = await t.app.database.db
      .select({ status: appointments.status })
      .from(appointments)
      .where(eq(appointments.id, id));
    expect(row!.status).toBe('completed');
    expect(await noticesOf(id)).toEqual([]);
    await sweepAt('2027-03-27T05:59:00Z');
    expect(await noticesOf(id)).toEqual([]);
    // The business's reminder setting (none) does not stop it: it is no reminder.
    await t.app.database.db
      .update(businesses)
      .set({ reminderOffsetsMin: [] })
      .where(eq(businesses.id, fixture.salon.business.id));
    await sweepAt('2027-03-27T06:00:00Z'); // Saturday 08:00 Vilnius
    expect((await noticesOf(id)).map((notice) => notice.dueAt.toISOString())).toEqual(['2027-03-27T06:00:00.000Z']);
  });
});

describe('the notices-sweep job', () => {
  it('runs the sweep through the queue at the app clock; the same minute ticked by two processes is one job', async () => {
    const fixture = await makeAdminFixture(t.app.database.db);
    clock.set('2027-03-23T08:00:30Z');
    const minute = '2027-03-23T08:00:00.000Z';
    // Two processes tick the same minute: the key names one job.
    expect(await t.app.context.jobs.send('notices-sweep', { minute }, { key: `notices-sweep:${minute}` })).toBe(true);
    expect(await t.app.context.jobs.send('notices-sweep', { minute }, { key: `notices-sweep:${minute}` })).toBe(false);
    await vi.waitFor(
      async () => {
        const sweep = (await t.app.context.jobs.counts()).find((queue) => queue.name === 'notices-sweep');
        expect(sweep!.counts).toMatchObject({ created: 0, retry: 0, active: 0, completed: 1 });
      },
      { timeout: 20_000, interval: 50 },
    );
    await drained();
    expect((await noticesOf(fixture.ids.appointmentId)).map((notice) => notice.kind)).toEqual(['reminder_24h']);
    expect((await t.inbox.next(fixture.customer.email, 20_000)).subject).toMatch(/^Priminimas: 2027 m\. kovo 24 d\./);
  });
});
