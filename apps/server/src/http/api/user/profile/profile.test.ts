import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { users } from '@vizitas/db';
import { format, messages } from '@vizitas/shared';
import { createTestAppWithInbox, type TestApp } from '#server/testing/test-app.ts';
import type { SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';

const START = new Date('2027-04-10T07:30:00Z');
const clock = new TestClock(START);
let t: TestApp & { inbox: SmtpInbox };
let inbox: SmtpInbox;
let counter = 0;
const PASSWORD = 'Vasaros-Lietus-31';

beforeAll(async () => {
  t = await createTestAppWithInbox({ now: clock.now });
  inbox = t.inbox;
});
afterAll(async () => {
  await t.close();
});

/** A freshly registered, logged-in person (verification mail taken from the inbox). */
async function person(): Promise<{ b: TestBrowser; email: string; verificationLink: string }> {
  counter += 1;
  const b = new TestBrowser(t.app, `10.2.${Math.floor(counter / 250)}.${counter % 250}`);
  const email = `asmuo-${counter}@example.lt`;
  const response = await b.post('/api/public/auth/register', { name: 'Rūta Petraitė', email, password: PASSWORD, acceptTerms: true });
  expect(response.statusCode).toBe(201);
  const mail = await inbox.next(email);
  return { b, email, verificationLink: mail.links[0]! };
}

async function userRow(email: string) {
  const [row] = await t.app.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

describe('the profile needs a login', () => {
  it('answers 401 unauthorized with the Lithuanian message to a visitor, for every /api/user endpoint', async () => {
    const visitor = new TestBrowser(t.app, '10.2.250.1');
    for (const [method, url] of [
      ['GET', '/api/user/profile'],
      ['PATCH', '/api/user/profile'],
      ['POST', '/api/user/profile/email'],
      ['POST', '/api/user/profile/password'],
      ['POST', '/api/user/profile/phone-number'],
      ['POST', '/api/user/profile/resend-verification'],
      ['POST', '/api/user/profile/toggle-2fa'],
      ['GET', '/api/user/sessions'],
      ['POST', '/api/user/sessions/logout-everywhere'],
      ['DELETE', `/api/user/sessions/${'a'.repeat(64)}`],
    ] as const) {
      const response = await visitor.request(
        method,
        url,
        method === 'GET' || method === 'DELETE' ? {} : { body: { junk: 'x'.repeat(100) } },
      );
      expect(response.statusCode, url).toBe(401);
      // The resend answer names its code twice: the seed's page reads `errorCode`.
      const seedsName = url.endsWith('/resend-verification') ? { errorCode: 'unauthorized' } : {};
      expect(response.json(), url).toEqual({
        success: false,
        code: 'unauthorized',
        ...seedsName,
        message: 'Norėdami tęsti, prisijunkite.',
      });
    }
  });
});

describe('name', () => {
  it('changes the name and refuses an empty or over-long one', async () => {
    const { b } = await person();
    const ok = await b.patch('/api/user/profile', { name: '  Rūta Petraitienė  ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().name).toBe('Rūta Petraitienė');
    for (const [name, message] of [
      ['', messages.auth.validation.nameRequired],
      ['   ', messages.auth.validation.nameRequired],
      ['x'.repeat(101), messages.auth.validation.nameTooLong],
      ['Vardas\u0000', messages.form.badCharacters],
      [42, messages.auth.validation.invalidValue],
    ] as const) {
      const bad = await b.patch('/api/user/profile', { name });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields.name).toEqual([message]);
    }
    expect((await b.get('/api/user/profile')).json().name).toBe('Rūta Petraitienė');
  });
});

describe('phone number (POST /api/user/profile/phone-number)', () => {
  it('stores a Lithuanian number as E.164 and answers success and message', async () => {
    const { b, email } = await person();
    for (const [input, stored] of [
      ['+370 612 34567', '+37061234567'],
      ['+37061234567', '+37061234567'],
      ['+370 (5) 212 3456', '+37052123456'],
      ['+44 20 7946 0958', '+442079460958'],
      // The usual Lithuanian forms (the field rewrites them, the API takes them too).
      ['611 12233', '+37061112233'],
      ['8 611 12233', '+37061112233'],
      ['861234567', '+37061234567'],
      ['(8 5) 212 3456', '+37052123456'],
    ] as const) {
      const response = await b.post('/api/user/profile/phone-number', { phoneNumber: input });
      expect(response.statusCode, input).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Tel. numeris išsaugotas sėkmingai!', phoneNumber: stored });
      expect((await userRow(email)).phoneNumber).toBe(stored);
    }
  });

  it('answers each invalid number with the seed message of its error kind and keeps the old number', async () => {
    const { b, email } = await person();
    await b.post('/api/user/profile/phone-number', { phoneNumber: '+37061234567' });
    const cases: Array<[string, string]> = [
      ['', 'Įveskite telefono numerį.'],
      ['   ', 'Įveskite telefono numerį.'],
      ['+999 1234567', 'Neteisingas tel. numerio šalies kodas.'],
      ['8 611 1223', 'Neteisingas tel. numerio formatas.'],
      ['611 1223', 'Per trumpas tel. numeris.'],
      ['+370 61234567x', 'Neteisingas tel. numerio formatas.'],
      ['abc', 'Neteisingas tel. numerio formatas.'],
      ['+', 'Neteisingas tel. numerio formatas.'],
      ['+370 6', 'Per trumpas tel. numeris.'],
      ['+370 612', 'Per trumpas tel. numeris.'],
      ['+370 612345678', 'Per ilgas tel. numeris.'],
      ['+370 61234567890123456789', 'Per ilgas tel. numeris.'],
      ['+44 6666 6666', 'Neteisingas tel. numerio ilgis.'],
      ['+370 000 00000', 'Neteisingas tel. numerio formatas.'],
      ["+370' OR 1=1 --", 'Neteisingas tel. numerio formatas.'],
    ];
    for (const [phoneNumber, message] of cases) {
      const response = await b.post('/api/user/profile/phone-number', { phoneNumber });
      expect(response.statusCode, phoneNumber).toBe(400);
      expect(response.json(), phoneNumber).toEqual({
        success: false,
        code: 'invalid_phone_number',
        message,
        fields: { phoneNumber: [message] },
      });
    }
    expect((await userRow(email)).phoneNumber).toBe('+37061234567');
  });

  it('refuses wrong types, a missing field, more than 250 characters and 10 MB', async () => {
    const { b } = await person();
    for (const body of [
      {},
      { phoneNumber: 37061234567 },
      { phoneNumber: null },
      { phoneNumber: ['+37061234567'] },
      { phone: '+37061234567' },
    ]) {
      const response = await b.post('/api/user/profile/phone-number', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
    const long = await b.post('/api/user/profile/phone-number', { phoneNumber: `+370${'1'.repeat(247)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.phoneNumber).toEqual(['Per ilgas tel. numeris.']);
    const huge = await b.post('/api/user/profile/phone-number', { phoneNumber: '1'.repeat(10 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
  });
});

describe('resend verification (POST /api/user/profile/resend-verification)', () => {
  it('sends a new link, then holds the next one back for a minute (server-side cooldown)', async () => {
    const { b, email } = await person();
    clock.advance(61_000);
    try {
      const first = await b.post('/api/user/profile/resend-verification');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true, message: 'Patvirtinimo laiškas išsiųstas sėkmingai!' });
      const mail = await inbox.next(email);
      expect(mail.subject).toBe(messages.mail.verification.subject);

      clock.advance(59_000);
      const early = await b.post('/api/user/profile/resend-verification');
      expect(early.statusCode).toBe(429);
      expect(early.json()).toMatchObject({
        code: 'rate_limited',
        errorCode: 'rate_limited',
        message: messages.errors.rate_limited,
      });

      clock.advance(1_000);
      expect((await b.post('/api/user/profile/resend-verification')).statusCode).toBe(200);
      const latest = await inbox.next(email);

      // Opening the newest link verifies; then the server answers verified_email.
      const token = new URL(latest.links[0]!).searchParams.get('token')!;
      expect((await b.post('/api/public/auth/verify-email', { token })).statusCode).toBe(200);
      clock.advance(61_000);
      const verified = await b.post('/api/user/profile/resend-verification');
      expect(verified.statusCode).toBe(409);
      expect(verified.json()).toEqual({
        success: false,
        code: 'verified_email',
        errorCode: 'verified_email',
        message: 'Jūsų el. pašto adresas jau patvirtintas.',
      });
    } finally {
      clock.set(START);
    }
  });

  it('holds back a resend right after registration (the registration mail counts)', async () => {
    const { b } = await person();
    expect((await b.post('/api/user/profile/resend-verification')).statusCode).toBe(429);
  });
});

describe('e-mail change', () => {
  it('needs the password, refuses a taken address, and switches only when the new address is confirmed', async () => {
    const { b, email } = await person();
    const other = await person();

    const wrong = await b.post('/api/user/profile/email', { email: 'naujas@example.lt', password: 'Neteisingas-9' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', fields: { password: [messages.errors.wrong_password] } });

    const taken = await b.post('/api/user/profile/email', { email: other.email, password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('email_taken');

    const same = await b.post('/api/user/profile/email', { email, password: PASSWORD });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields.email).toEqual([messages.profile.email.sameAsCurrent]);

    const newEmail = `naujas-${counter}@example.lt`;
    const ok = await b.post('/api/user/profile/email', { email: newEmail, password: PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(format(messages.profile.email.changeRequested, { email: newEmail }));
    expect((await b.get('/api/user/profile')).json()).toMatchObject({ email, pendingEmail: newEmail });

    const mail = await inbox.next(newEmail);
    expect(mail.subject).toBe(messages.mail.emailChange.subject);
    const token = new URL(mail.links[0]!).searchParams.get('token')!;
    const verified = await new TestBrowser(t.app, '10.2.251.1').post('/api/public/auth/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().email).toBe(newEmail);
    expect((await b.get('/api/user/profile')).json()).toMatchObject({ email: newEmail, emailVerified: true, pendingEmail: null });
    // The registration link of the old address no longer does anything.
    const oldToken = new URL((await person()).verificationLink).searchParams.get('token')!;
    expect(oldToken).toBeTruthy();
  });
});

describe('password change', () => {
  it('needs the current password and ends every other session', async () => {
    const { b, email } = await person();
    const phone = new TestBrowser(t.app, '10.2.252.1');
    expect((await phone.post('/api/public/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);

    const wrong = await b.post('/api/user/profile/password', { currentPassword: 'Ne-Tas-123', newPassword: 'Naujas-Ilgas-55' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: [messages.errors.wrong_password] });
    const weak = await b.post('/api/user/profile/password', { currentPassword: PASSWORD, newPassword: 'qwerty123' });
    expect(weak.json().fields.newPassword).toEqual([messages.auth.validation.passwordCommon]);

    const ok = await b.post('/api/user/profile/password', { currentPassword: PASSWORD, newPassword: 'Naujas-Ilgas-55' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(messages.profile.password.changed);
    expect((await b.get('/api/user/profile')).statusCode).toBe(200);
    expect((await phone.get('/api/user/profile')).statusCode).toBe(401);
    expect((await phone.post('/api/public/auth/login', { email, password: 'Naujas-Ilgas-55' })).statusCode).toBe(200);
  });
});

describe('two-factor (POST /api/user/profile/toggle-2fa)', () => {
  const epoch = () => Math.floor(clock.now().getTime() / 1000);

  it('turns on with a QR code and a first code, shows recovery codes once, and turns off with a code or the password', async () => {
    const { b, email } = await person();
    const start = await b.post('/api/user/profile/toggle-2fa', { action: 'start' });
    expect(start.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = start.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // The secret is stored sealed, not as given.
    expect((await userRow(email)).totpSecret).toMatch(/^v1\./);
    expect((await userRow(email)).totpSecret).not.toContain(secret);

    const wrong = await b.post('/api/user/profile/toggle-2fa', { action: 'confirm', code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('invalid_two_factor_code');
    expect((await b.get('/api/user/profile')).json().twoFactorEnabled).toBe(false);

    const confirm = await b.post('/api/user/profile/toggle-2fa', {
      action: 'confirm',
      code: await generate({ secret, epoch: epoch() }),
    });
    expect(confirm.statusCode).toBe(200);
    const body = confirm.json();
    expect(body).toMatchObject({ success: true, action: 'confirm', enabled: true, message: messages.twoFactor.enabledNow });
    expect(body.recoveryCodes).toHaveLength(10);
    for (const code of body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect((await b.get('/api/user/profile')).json().twoFactorEnabled).toBe(true);

    const startAgain = await b.post('/api/user/profile/toggle-2fa', { action: 'start' });
    expect(startAgain.statusCode).toBe(409);
    expect(startAgain.json().code).toBe('two_factor_enabled');

    const badPassword = await b.post('/api/user/profile/toggle-2fa', { action: 'disable', password: 'Ne-Tas-123' });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().code).toBe('wrong_password');
    const nothing = await b.post('/api/user/profile/toggle-2fa', { action: 'disable' });
    expect(nothing.statusCode).toBe(400);

    clock.advance(30_000);
    try {
      const off = await b.post('/api/user/profile/toggle-2fa', {
        action: 'disable',
        code: await generate({ secret, epoch: epoch() }),
      });
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ success: true, action: 'disable', enabled: false, message: messages.twoFactor.disabledNow });
      expect((await userRow(email)).totpSecret).toBeNull();
      const offAgain = await b.post('/api/user/profile/toggle-2fa', { action: 'disable', password: PASSWORD });
      expect(offAgain.json().code).toBe('two_factor_not_enabled');

      // On again, then off with the password.
      const second = (await b.post('/api/user/profile/toggle-2fa', { action: 'start' })).json();
      await b.post('/api/user/profile/toggle-2fa', {
        action: 'confirm',
        code: await generate({ secret: second.secret, epoch: epoch() }),
      });
      expect((await b.post('/api/user/profile/toggle-2fa', { action: 'disable', password: PASSWORD })).statusCode).toBe(200);
    } finally {
      clock.set(START);
    }
  });

  it('refuses unknown actions and malformed codes', async () => {
    const { b } = await person();
    for (const body of [
      {},
      { action: 'on' },
      { action: 'confirm' },
      { action: 'confirm', code: '12345' },
      { action: 'confirm', code: 123456 },
      ['start'],
    ]) {
      const response = await b.post('/api/user/profile/toggle-2fa', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().message).toBe('Prašome ištaisyti klaidas!');
    }
    const noSetup = await b.post('/api/user/profile/toggle-2fa', { action: 'confirm', code: '123456' });
    expect(noSetup.statusCode).toBe(409);
    expect(noSetup.json().code).toBe('two_factor_not_enabled');
  });
});

describe('bad input on every profile endpoint', () => {
  it('answers junk with 4xx, a stable code and a Lithuanian message, and changes nothing', async () => {
    const { b, email } = await person();
    const before = await userRow(email);
    const endpoints: Array<{ method: 'POST' | 'PATCH'; url: string; valid: Record<string, unknown> }> = [
      { method: 'PATCH', url: '/api/user/profile', valid: { name: 'Ona' } },
      { method: 'POST', url: '/api/user/profile/email', valid: { email: 'kitas@example.lt', password: PASSWORD } },
      { method: 'POST', url: '/api/user/profile/password', valid: { currentPassword: PASSWORD, newPassword: 'Naujas-Ilgas-55' } },
      { method: 'POST', url: '/api/user/profile/phone-number', valid: { phoneNumber: '+37061234567' } },
      { method: 'POST', url: '/api/user/profile/toggle-2fa', valid: { action: 'confirm', code: '123456' } },
    ];
    const junk: unknown[] = [42, false, null, [], { $ne: 1 }, 'x'.repeat(5000), '\u0000', '💅'.repeat(300)];
    for (const { method, url, valid } of endpoints) {
      const bodies: unknown[] = [[], ...Object.keys(valid).flatMap((key) => junk.map((value) => ({ ...valid, [key]: value })))];
      for (const key of Object.keys(valid)) {
        const { [key]: _dropped, ...rest } = valid;
        bodies.push(rest);
      }
      for (const body of bodies) {
        const response = await b.request(method, url, { body });
        const label = `${url} ${JSON.stringify(body).slice(0, 60)}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
        const json = response.json();
        expect(json.success, label).toBe(false);
        expect(typeof json.code, label).toBe('string');
        expect(json.message, label).not.toMatch(/expected|invalid input|required/i);
      }
    }
    const after = await userRow(email);
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    expect(
      (await b.request('POST', '/api/user/profile/phone-number', { body: { phoneNumber: 'x'.repeat(2 * 1024 * 1024) } }))
        .statusCode,
    ).toBe(413);
  });
});
