import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, premiumRequests } from '@vizitas/db';
import { runNoticeSweep } from '#server/modules/reminders/index.ts';
import { apiRequest, makeAdminFixture, type AdminFixture } from '#server/testing/admin-endpoints.ts';
import { TestClock } from '#server/testing/browser.ts';
import { makeMember, type TestUser } from '#server/testing/factories.ts';
import type { SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { createTestAppWithInbox, type TestApp } from '#server/testing/test-app.ts';

// The business's reminders and the premium plan's request (docs/decisions/028).

const clock = new TestClock(new Date('2027-03-22T08:00:00Z'));
let t: TestApp & { inbox: SmtpInbox };
let f: AdminFixture;
let staff: TestUser;
const url = (path: string) => `/api/admin/business/${f.salon.business.id}${path}`;

beforeAll(async () => {
  process.env.CONTACT_EMAIL = 'platforma@example.lt';
  t = await createTestAppWithInbox({ now: clock.now, workers: true });
  f = await makeAdminFixture(t.app.database.db);
  staff = await makeMember(t.app.database.db, f.salon.business.id, 'staff');
});
afterAll(async () => {
  delete process.env.CONTACT_EMAIL;
  await t?.close();
});

describe('the reminders of a business', () => {
  it('default the day before; list the reminders coming and, once sent, those sent', async () => {
    const read = await apiRequest(t.app, staff, 'GET', url('/reminders'));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ offsetsMin: [1440], plan: 'free', canEdit: false, sent: [] });

    clock.set('2027-03-22T12:00:00Z');
    const soon = (await apiRequest(t.app, f.owner, 'GET', url('/reminders'))).body as { canEdit: boolean; upcoming: unknown[] };
    expect(soon.canEdit).toBe(true);
    expect(soon.upcoming).toEqual([
      {
        appointmentId: f.ids.appointmentId,
        client: 'Testas Testauskas',
        start: '2027-03-24T08:00:00.000Z',
        kind: 'reminder_24h',
        dueAt: '2027-03-23T08:00:00.000Z',
      },
    ]);

    clock.set('2027-03-23T08:00:00Z');
    await runNoticeSweep({ ...t.app.context, now: clock.now });
    const after = (await apiRequest(t.app, f.owner, 'GET', url('/reminders'))).body as { upcoming: unknown[]; sent: unknown[] };
    expect(after.upcoming).toEqual([]);
    expect(after.sent).toEqual([
      {
        appointmentId: f.ids.appointmentId,
        client: 'Testas Testauskas',
        start: '2027-03-24T08:00:00.000Z',
        kind: 'reminder_24h',
        sentAt: '2027-03-23T08:00:00.000Z',
      },
    ]);
  });

  it('a free plan chooses none or 24 h; 2 h is premium (403 premium_required, nothing changed); a premium plan chooses both', async () => {
    expect((await apiRequest(t.app, f.owner, 'PUT', url('/reminders'), { offsetsMin: [] })).body).toMatchObject({
      offsetsMin: [],
    });
    const refused = await apiRequest(t.app, f.owner, 'PUT', url('/reminders'), { offsetsMin: [1440, 120] });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      code: 'premium_required',
      message: 'Ši funkcija – premium plano dalis. Užsisakykite premium planą.',
    });
    const [kept] = await t.app.database.db
      .select({ offsets: businesses.reminderOffsetsMin })
      .from(businesses)
      .where(eq(businesses.id, f.salon.business.id));
    expect(kept!.offsets).toEqual([]);

    for (const bad of [{ offsetsMin: [60] }, { offsetsMin: [1440, 1440] }, { offsetsMin: '1440' }, {}]) {
      const answer = await apiRequest(t.app, f.owner, 'PUT', url('/reminders'), bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await apiRequest(t.app, staff, 'PUT', url('/reminders'), { offsetsMin: [1440] })).status).toBe(403);

    await t.app.database.db.update(businesses).set({ plan: 'premium' }).where(eq(businesses.id, f.salon.business.id));
    const both = await apiRequest(t.app, f.owner, 'PUT', url('/reminders'), { offsetsMin: [120, 1440] });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ offsetsMin: [1440, 120], plan: 'premium' });
    await t.app.database.db
      .update(businesses)
      .set({ plan: 'free', reminderOffsetsMin: [1440] })
      .where(eq(businesses.id, f.salon.business.id));
  });
});

describe('asking for the premium plan', () => {
  it('stores the request and mails the platform once; asking again within a week stores and mails nothing; a premium business gets 409', async () => {
    expect((await apiRequest(t.app, f.owner, 'GET', url('/premium-request'))).body).toEqual({ plan: 'free', request: null });
    const asked = await apiRequest(t.app, f.owner, 'POST', url('/premium-request'), {
      feature: 'reminder_2h',
      message: 'Norime priminti ir ryte.',
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({
      plan: 'free',
      request: { feature: 'reminder_2h', createdAt: clock.now().toISOString() },
      created: true,
    });
    const mail = await t.inbox.next('platforma@example.lt', 20_000);
    expect(mail.subject).toBe(`Premium plano užklausa: „${f.salon.business.name}“`);
    expect(mail.text).toContain(f.owner.email);
    expect(mail.text).toContain('priminimas prieš 2 valandas');
    expect(mail.text).toContain('Žinutė: Norime priminti ir ryte.');

    const again = await apiRequest(t.app, f.owner, 'POST', url('/premium-request'), { feature: 'reminder_2h' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ created: false });
    expect(
      await t.app.database.db.select().from(premiumRequests).where(eq(premiumRequests.businessId, f.salon.business.id)),
    ).toHaveLength(1);

    expect((await apiRequest(t.app, f.owner, 'POST', url('/premium-request'), { feature: 'push' })).status).toBe(400);
    expect((await apiRequest(t.app, staff, 'POST', url('/premium-request'), { feature: 'reminder_2h' })).status).toBe(403);

    await t.app.database.db.update(businesses).set({ plan: 'premium' }).where(eq(businesses.id, f.salon.business.id));
    const premium = await apiRequest(t.app, f.owner, 'POST', url('/premium-request'), { feature: 'reminder_2h' });
    expect(premium.status).toBe(409);
    expect(premium.body).toMatchObject({ code: 'already_premium' });
    expect(t.inbox.to('platforma@example.lt')).toHaveLength(1);
  });
});
