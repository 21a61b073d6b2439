import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '@vizitas/db';
import type { BusinessInvitationResult, BusinessInvitations } from '@vizitas/shared/schemas/business-invitations';
import { apiRequest } from '#server/testing/admin-endpoints.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';
import { makeBusiness, makeMember, makeUser, type TestUser } from '#server/testing/factories.ts';
import type { SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { createTestAppWithInbox, type TestApp } from '#server/testing/test-app.ts';

// The operator invites a new business by e-mail: the mail's link pre-fills the registration, the
// business registered from it keeps who invited it; each invitation is answered (sent, already a
// business, invited in the last 14 days, unsubscribed), and the unsubscribe link is honoured.

const clock = new TestClock(new Date('2027-03-22T08:00:00Z'));
const INVITATIONS = '/api/operator/business-invitations';
let t: TestApp & { inbox: SmtpInbox };
let operator: TestUser;
let owner: TestUser;

const invite = (body: unknown, who: TestUser | null = operator) => apiRequest(t.app, who, 'POST', INVITATIONS, body);
const tokenOf = (link: string) => new URL(link).searchParams.get('kvietimas') ?? new URL(link).searchParams.get('token');

beforeAll(async () => {
  t = await createTestAppWithInbox({ now: clock.now, workers: true });
  const db = t.app.database.db;
  operator = await makeUser(db, { isOperator: true, name: 'Ona Operatorė' });
  owner = await makeMember(db, (await makeBusiness(db)).id, 'owner');
});
afterAll(async () => {
  await t?.close();
});

describe('inviting a new business', () => {
  it('sends a Lithuanian mail whose link pre-fills the registration, and the business keeps who invited it', async () => {
    const sent = await invite({ email: 'Rasa@Salonas.example.lt', businessName: 'Salonas „Rasa“', personName: 'Rasa' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      outcome: 'sent',
      invitation: {
        email: 'rasa@salonas.example.lt',
        businessName: 'Salonas „Rasa“',
        invitedBy: 'Ona Operatorė',
        registered: null,
      },
    });

    const mail = await t.inbox.next('rasa@salonas.example.lt', 20_000);
    expect(mail.subject).toBe('Kvietimas Salonas „Rasa“ prisijungti prie Vizito');
    expect(mail.text).toContain('Sveiki, Rasa,');
    expect(mail.text).toContain('Ona Operatorė kviečia');
    const register = mail.text.match(/https?:\/\/\S+\/verslui\/registracija\?kvietimas=\S+/)?.[0];
    expect(register, mail.text).toBeDefined();
    const token = tokenOf(register!)!;

    const prefill = await apiRequest(t.app, null, 'GET', `/api/public/business-invitation?token=${token}`);
    expect(prefill.status).toBe(200);
    expect(prefill.body).toEqual({ email: 'rasa@salonas.example.lt', businessName: 'Salonas „Rasa“', personName: 'Rasa' });
    expect((await apiRequest(t.app, null, 'GET', `/api/public/business-invitation?token=${'x'.repeat(43)}`)).status).toBe(400);

    const visitor = new TestBrowser(t.app, '10.31.0.1');
    const registered = await visitor.post('/api/public/business-registration', {
      businessName: 'Salonas „Rasa“',
      categories: ['kirpejai'],
      city: 'kaunas',
      address: 'Laisvės al. 1, Kaunas',
      phone: '+370 612 34567',
      invitation: token,
      account: { name: 'Rasa Rasaitė', email: 'rasa@salonas.example.lt', password: 'Rasos-Salonas-2027', acceptTerms: true },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const businessId = registered.json<{ business: { id: string } }>().business.id;
    const [row] = await t.app.database.db
      .select({ referredBy: businesses.referredByUserId })
      .from(businesses)
      .where(eq(businesses.id, businessId));
    expect(row?.referredBy).toBe(operator.id);
    const list = (await apiRequest(t.app, operator, 'GET', INVITATIONS)).body as BusinessInvitations;
    expect(list.items[0]).toMatchObject({ email: 'rasa@salonas.example.lt', registered: { business: { id: businessId } } });

    // She owns a business now: no second invitation.
    expect(
      ((await invite({ email: 'rasa@salonas.example.lt', businessName: 'Kitas' })).body as BusinessInvitationResult).outcome,
    ).toBe('already_business');
  });

  it('answers an address invited in the last 14 days, one that owns a business, and one that unsubscribed — and sends nothing', async () => {
    await invite({ email: 'ieva@example.lt', businessName: 'Ievos nagai' });
    const mail = await t.inbox.next('ieva@example.lt', 20_000);
    const again = await invite({ email: 'ieva@example.lt', businessName: 'Ievos nagai' });
    expect(again.body).toMatchObject({ outcome: 'recently_invited', invitation: { email: 'ieva@example.lt' } });
    expect(((await invite({ email: owner.email, businessName: 'Jau yra' })).body as BusinessInvitationResult).outcome).toBe(
      'already_business',
    );

    const unsubscribe = mail.text.match(/https?:\/\/\S+\/kvietimu-atsisakymas\?token=\S+/)?.[0];
    expect(unsubscribe, mail.text).toBeDefined();
    const token = tokenOf(unsubscribe!)!;
    const info = await apiRequest(t.app, null, 'GET', `/api/public/invitation-unsubscribe?token=${token}`);
    expect(info.body).toMatchObject({ email: 'ie***@example.lt', business: 'Vizitas', unsubscribed: false });
    expect((await apiRequest(t.app, null, 'POST', '/api/public/invitation-unsubscribe', { token })).status).toBe(200);

    clock.set('2027-04-10T08:00:00Z');
    expect(
      ((await invite({ email: 'ieva@example.lt', businessName: 'Ievos nagai' })).body as BusinessInvitationResult).outcome,
    ).toBe('unsubscribed');
    // Past the 14 days, an address that did not opt out is invited again.
    expect(
      ((await invite({ email: 'naujas@example.lt', businessName: 'Naujas' })).body as BusinessInvitationResult).outcome,
    ).toBe('sent');
    await t.inbox.next('naujas@example.lt', 20_000);
    expect(t.inbox.to('ieva@example.lt')).toHaveLength(1);
  });

  it('refuses bad input in Lithuanian, and anyone but the operator before reading the body', async () => {
    const bad = await invite({ email: 'ne adresas', businessName: '' });
    expect(bad.status).toBe(400);
    const fields = (bad.body as { fields: Record<string, string[]> }).fields;
    expect(fields.email?.[0]).toMatch(/el\. pašto/i);
    expect(fields.businessName).toEqual(['Įrašykite verslo pavadinimą.']);
    expect((await invite({ nope: 1 }, owner)).status).toBe(403);
    expect((await invite({ nope: 1 }, null)).status).toBe(401);
  });
});
