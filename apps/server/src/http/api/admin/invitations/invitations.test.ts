import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { clientInvitations, invitationOptOuts } from '@vizitas/db';
import { INVITATIONS_PER_DAY } from '@vizitas/shared/schemas/admin/client-invitations';
import { createTestAppWithInbox, type TestApp } from '#server/testing/test-app.ts';
import type { SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { makeBusiness, makeMember, makeSalon, makeSupportGrant, makeUser, type TestUser } from '#server/testing/factories.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';
import { insertTestAppointment } from '#server/testing/admin-endpoints.ts';

// Monday 2027-05-03 10:00 in Vilnius.
const clock = new TestClock(new Date('2027-05-03T07:00:00Z'));
const SEND = '/api/admin/send-invitation';
const LIST = '/api/admin/invitations';
const UNSUBSCRIBE = '/api/public/invitation-unsubscribe';

let t: TestApp & { inbox: SmtpInbox };
let address = 0;
function browser(user?: TestUser | null): TestBrowser {
  address += 1;
  const b = new TestBrowser(t.app, `10.29.0.${address}`);
  if (user) {
    const [name, value] = user.cookie.split('=') as [string, string];
    b.cookies.set(name, value);
  }
  return b;
}

async function invitationsOf(businessId: string) {
  const [row] = await t.app.database.db.select({ n: count() }).from(clientInvitations).where(eq(clientInvitations.businessId, businessId));
  return row!.n;
}

const outcomes = (body: { results: Array<{ line: number; email: string; outcome: string }> }) =>
  body.results.map((result) => `${result.line} ${result.email} ${result.outcome}`);

/** A business with its owner, named so the mail can be recognised. */
async function business(slug: string, overrides: { customDomain?: string } = {}) {
  const db = t.app.database.db;
  const row = await makeBusiness(db, { slug, name: `Salonas ${slug}`, ...overrides });
  return { id: row.id, slug, owner: browser(await makeMember(db, row.id, 'owner')) };
}

beforeAll(async () => {
  t = await createTestAppWithInbox({ now: clock.now });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/admin/send-invitation', () => {
  it('invites each new address once, reports every other line, and mails each a Lithuanian invitation with the booking link and an unsubscribe link', async () => {
    const salon = await business('kvieciantis-salonas');
    const list = [
      'El. paštas;Vardas',
      'asta@example.lt;Asta Petraitė',
      '',
      '"Jonaitienė, Ona",ONA@example.lt',
      'Rūta <ruta@example.lt>',
      'asta@example.lt',
      'ne-adresas',
      'be@domeno',
    ].join('\n');
    const answer = await salon.owner.post(SEND, { list });
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(outcomes(body)).toEqual([
      '2 asta@example.lt invited',
      '4 ona@example.lt invited',
      '5 ruta@example.lt invited',
      '6 asta@example.lt duplicate',
      '7 ne-adresas invalid_email',
      '8 be@domeno invalid_email',
    ]);
    expect(body.results[1].name).toBe('Jonaitienė, Ona');
    expect(body).toMatchObject({ sent: 3, leftToday: INVITATIONS_PER_DAY - 3 });
    expect(await invitationsOf(salon.id)).toBe(3);

    const mail = await t.inbox.next('ona@example.lt', 20_000);
    expect(mail.subject).toBe('„Salonas kvieciantis-salonas“ kviečia registruotis internetu');
    expect(mail.text).toContain('Sveiki, Jonaitienė, Ona,');
    expect(mail.text).toContain('http://localhost:80/naujas-vizitas/kvieciantis-salonas');
    expect(mail.html).toContain('Nebenoriu gauti kvietimų');
    // (A long header is folded onto the next line.)
    expect(mail.raw).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:80\/api\/public\/invitation-unsubscribe\?token=[A-Za-z0-9_-]{43}>\r?$/m);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const unsubscribe = mail.links.find((link) => link.includes('/kvietimu-atsisakymas?token='));
    expect(unsubscribe).toBeDefined();
    await t.inbox.next('asta@example.lt', 20_000);
    await t.inbox.next('ruta@example.lt', 20_000);

    // The checklist's step is done by the invitations.
    const checklist = (await salon.owner.get('/api/admin/instructions')).json();
    expect(checklist.items.find((item: { instruction: string }) => item.instruction === 'invite_clients').state).toBe('done');

    // The list of those sent, newest first.
    const sent = (await salon.owner.get(LIST)).json();
    expect(sent).toMatchObject({ total: 3, leftToday: INVITATIONS_PER_DAY - 3, dailyLimit: INVITATIONS_PER_DAY, maxLines: 500 });
    expect(sent.items.map((item: { email: string }) => item.email).sort()).toEqual(['asta@example.lt', 'ona@example.lt', 'ruta@example.lt']);
  });

  it('a second list: already invited, already a client (booked here), and the own domain in the link', async () => {
    const db = t.app.database.db;
    const salon = await makeSalon(db, { slug: 'savo-domeno-salonas', customDomain: 'grozis-kvietimai.lt' });
    const owner = browser(await makeMember(db, salon.business.id, 'owner'));
    const client = await makeUser(db, { email: 'klientė@example.lt'.normalize('NFC').replace('ė', 'e') });
    await insertTestAppointment(db, {
      businessId: salon.business.id,
      specialistId: salon.specialist.id,
      service: salon.haircut,
      customerId: client.id,
      start: '2027-05-05T08:00:00.000Z',
      status: 'confirmed',
    });
    expect((await owner.post(SEND, { list: 'pirmas@example.lt' })).json().sent).toBe(1);
    const mail = await t.inbox.next('pirmas@example.lt', 20_000);
    expect(mail.text).toContain('https://grozis-kvietimai.lt/naujas-vizitas');
    const answer = await owner.post(SEND, { list: `pirmas@example.lt\n${client.email.toUpperCase()}\nantras@example.lt` });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(outcomes(answer.json())).toEqual([
      '1 pirmas@example.lt already_invited',
      `2 ${client.email} already_client`,
      '3 antras@example.lt invited',
    ]);
    expect(await invitationsOf(salon.business.id)).toBe(2);
  });

  it('the unsubscribe link is honoured: asked first, then no business ever invites the address again', async () => {
    const first = await business('pirmas-kviecia');
    const second = await business('antras-kviecia');
    expect((await first.owner.post(SEND, { list: 'Vaida Vaidaitė, vaida.vaidaite@example.lt' })).json().sent).toBe(1);
    const mail = await t.inbox.next('vaida.vaidaite@example.lt', 20_000);
    const link = new URL(mail.links.find((href) => href.includes('/kvietimu-atsisakymas?token='))!);
    const token = link.searchParams.get('token')!;

    const visitor = browser(null);
    const info = await visitor.get(`${UNSUBSCRIBE}?token=${token}`);
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toEqual({ email: 'va***@example.lt', business: 'Salonas pirmas-kviecia', unsubscribed: false });
    // Opening the page changed nothing; the button does.
    const [before] = await t.app.database.db.select({ n: count() }).from(invitationOptOuts).where(eq(invitationOptOuts.email, 'vaida.vaidaite@example.lt'));
    expect(before!.n).toBe(0);
    const done = await visitor.post(UNSUBSCRIBE, { token });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, already: false });
    expect((await visitor.post(UNSUBSCRIBE, { token })).json()).toEqual({ success: true, already: true });
    expect((await visitor.get(`${UNSUBSCRIBE}?token=${token}`)).json().unsubscribed).toBe(true);

    // A mail client's own button (RFC 8058): a form post to the header's address, no cookie, no Origin.
    expect((await first.owner.post(SEND, { list: 'Jurgita, jurgita@example.lt' })).json().sent).toBe(1);
    const jurgita = await t.inbox.next('jurgita@example.lt', 20_000);
    const oneClick = /^List-Unsubscribe:\s+<([^>]+)>/m.exec(jurgita.raw)![1]!;
    const clicked = await t.app.inject({
      method: 'POST',
      url: oneClick.replace('http://localhost:80', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual({ success: true, already: false });
    const noToken = await t.app.inject({ method: 'POST', url: UNSUBSCRIBE, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(noToken.statusCode).toBe(400);
    expect(noToken.json().code).toBe('validation_failed');

    const again = await second.owner.post(SEND, { list: 'VAIDA.VAIDAITE@example.lt\nkita@example.lt\njurgita@example.lt' });
    expect(outcomes(again.json())).toEqual([
      '1 vaida.vaidaite@example.lt unsubscribed',
      '2 kita@example.lt invited',
      '3 jurgita@example.lt unsubscribed',
    ]);
    await t.inbox.next('kita@example.lt', 20_000);
    // The first business's invitation only.
    expect(t.inbox.to('vaida.vaidaite@example.lt')).toHaveLength(1);
    const listed = (await first.owner.get(LIST)).json();
    const optedOut = Object.fromEntries(listed.items.map((item: { email: string; optedOut: boolean }) => [item.email, item.optedOut]));
    expect(optedOut).toEqual({ 'vaida.vaidaite@example.lt': true, 'jurgita@example.lt': true });
    // Those who did not opt out are shown as they are (the other business's list has one of each).
    const secondListed = (await second.owner.get(LIST)).json();
    expect(
      Object.fromEntries(secondListed.items.map((item: { email: string; optedOut: boolean }) => [item.email, item.optedOut])),
    ).toEqual({ 'kita@example.lt': false });

    for (const bad of ['', 'x', 'a'.repeat(43) + '%00', `${token.slice(0, 42)}`]) {
      const refused = await visitor.get(`${UNSUBSCRIBE}?token=${bad}`);
      expect(refused.statusCode, bad).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
    }
    const unknown = await visitor.post(UNSUBSCRIBE, { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'invalid_token', message: 'Nuoroda neteisinga, jau panaudota arba nebegalioja.' });
  });

  it('refuses bad lists with a code and a Lithuanian message, writing nothing', async () => {
    const salon = await business('blogu-sarasu-salonas');
    const cases: Array<[unknown, number, string]> = [
      [{ list: '' }, 400, 'invitation_list_empty'],
      [{ list: '\n\n  \n' }, 400, 'invitation_list_empty'],
      [{ list: 'Vardas;El. paštas' }, 400, 'invitation_list_empty'],
      [{ list: '"Asta, asta@example.lt\nona@example.lt' }, 400, 'invitation_list_unreadable'],
      [{ list: Array.from({ length: 501 }, (_, i) => `klientas${i}@example.lt`).join('\n') }, 400, 'invitation_list_too_long'],
      [{ list: 'a@example.lt\n'.repeat(20_000) }, 400, 'validation_failed'],
      [{ list: 'asta@example.lt\u0000' }, 400, 'validation_failed'],
      [{}, 400, 'validation_failed'],
      [{ list: 42 }, 400, 'validation_failed'],
      [{ list: ['asta@example.lt'] }, 400, 'validation_failed'],
    ];
    for (const [body, status, code] of cases) {
      const answer = await salon.owner.post(SEND, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(answer.json().code, JSON.stringify(body).slice(0, 60)).toBe(code);
      expect(answer.json().message).toMatch(/[a-ząčęėįšųūž]/u);
    }
    const long = await salon.owner.post(SEND, { list: Array.from({ length: 501 }, (_, i) => `k${i}@example.lt`).join('\n') });
    expect(long.json().message).toBe('Vienu kartu galima siųsti iki 500 eilučių. Padalinkite sąrašą į kelias dalis.');
    expect(await invitationsOf(salon.id)).toBe(0);
    // Exactly 500 lines is allowed (the day's limit is what stops it here: 200).
    const fiveHundred = await salon.owner.post(SEND, { list: Array.from({ length: 500 }, (_, i) => `k${i}@example.lt`).join('\n') });
    expect(fiveHundred.statusCode).toBe(429);
  });

  it(`at most ${INVITATIONS_PER_DAY} a day per business (its own calendar day): 429 with what is left, nothing written`, async () => {
    const salon = await business('limito-salonas');
    const addresses = (from: number, n: number) => Array.from({ length: n }, (_, i) => `limitas${from + i}@example.lt`).join('\n');
    expect((await salon.owner.post(SEND, { list: addresses(0, 150) })).json()).toMatchObject({ sent: 150, leftToday: 50 });
    const over = await salon.owner.post(SEND, { list: addresses(150, 60) });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({
      code: 'invitation_limit_reached',
      message: 'Per dieną galima išsiųsti iki 200 kvietimų. Šiandien dar galite išsiųsti: 50. Sutrumpinkite sąrašą arba likusius išsiųskite rytoj.',
    });
    expect(await invitationsOf(salon.id)).toBe(150);
    // Lines that send nothing do not count against the limit.
    const mixed = await salon.owner.post(SEND, { list: `${addresses(0, 10)}\n${addresses(150, 50)}\nblogas` });
    expect(mixed.statusCode, mixed.body).toBe(200);
    expect(mixed.json()).toMatchObject({ sent: 50, leftToday: 0 });
    expect((await salon.owner.post(SEND, { list: 'dar.vienas@example.lt' })).statusCode).toBe(429);
    // Another business has its own limit.
    const other = await business('kito-limito-salonas');
    expect((await other.owner.post(SEND, { list: 'dar.vienas@example.lt' })).json().sent).toBe(1);
    // Just before midnight in Vilnius still today; after it, a new day.
    clock.set('2027-05-03T20:59:00Z');
    expect((await salon.owner.post(SEND, { list: 'dar.vienas@example.lt' })).statusCode).toBe(429);
    clock.set('2027-05-03T21:00:00Z');
    const tomorrow = await salon.owner.post(SEND, { list: 'dar.vienas@example.lt' });
    expect(tomorrow.statusCode, tomorrow.body).toBe(200);
    expect(tomorrow.json()).toMatchObject({ sent: 1, leftToday: INVITATIONS_PER_DAY - 1 });
    expect((await salon.owner.get(LIST)).json()).toMatchObject({ total: 201, leftToday: INVITATIONS_PER_DAY - 1 });
    clock.set('2027-05-03T07:00:00Z');
  });

  it('two lists of one business at once are counted one after the other: never past the limit', async () => {
    const salon = await business('lenktyniu-salonas');
    const list = (prefix: string) => Array.from({ length: 120 }, (_, i) => `${prefix}${i}@example.lt`).join('\n');
    const answers = await Promise.all([salon.owner.post(SEND, { list: list('a') }), salon.owner.post(SEND, { list: list('b') })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    expect(await invitationsOf(salon.id)).toBe(120);
  });

  it('only the owner (or the operator for the business) sends; staff read the list; nobody reaches another business', async () => {
    const db = t.app.database.db;
    const a = await business('savininkes-salonas');
    const b = await business('kito-savininko-salonas');
    const staff = browser(await makeMember(db, a.id, 'staff'));
    const refused = await staff.post(SEND, { list: 'x@example.lt' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    const staffList = await staff.get(LIST);
    expect(staffList.statusCode).toBe(200);
    expect(staffList.json().canSend).toBe(false);
    expect((await a.owner.get(LIST)).json().canSend).toBe(true);
    expect((await a.owner.post(`${SEND}?business=${b.id}`, { list: 'x@example.lt' })).statusCode).toBe(403);
    expect((await a.owner.get(`${LIST}?business=${b.id}`)).statusCode).toBe(403);
    const customer = browser(await makeUser(db));
    expect((await customer.post(SEND, { list: 'x@example.lt' })).statusCode).toBe(403);
    expect((await browser(null).post(SEND, { list: 'x@example.lt' })).statusCode).toBe(401);
    const operator = browser(await makeUser(db, { isOperator: true }));
    // The operator sends for a business only under its owner's support grant.
    const withoutGrant = await operator.post(`${SEND}?business=${b.id}`, { list: 'operatoriaus@example.lt' });
    expect(withoutGrant.json().code).toBe('support_access_required');
    await makeSupportGrant(db, b.id, t.app.context.now());
    const forB = await operator.post(`${SEND}?business=${b.id}`, { list: 'operatoriaus@example.lt' });
    expect(forB.statusCode, forB.body).toBe(200);
    expect(await invitationsOf(a.id)).toBe(0);
    expect(await invitationsOf(b.id)).toBe(1);
  });
});
