import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { businessMembers, emailVerificationTokens, loginAttempts, passwordResetTokens, sessions, users } from '@vizitas/db';
import { messages } from '@vizitas/shared';
import { createTestAppWithInbox, type TestApp } from '#server/testing/test-app.ts';
import type { SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';
import { makeBusiness } from '#server/testing/factories.ts';

const START = new Date('2027-03-01T09:00:00Z');
const clock = new TestClock(START);
let t: TestApp & { inbox: SmtpInbox };
let inbox: SmtpInbox;
let counter = 0;

beforeAll(async () => {
  t = await createTestAppWithInbox({ now: clock.now });
  inbox = t.inbox;
});
afterAll(async () => {
  await t.close();
});

/** A browser from its own address, so the per-address limits of one test do not touch another. */
function browser(): TestBrowser {
  counter += 1;
  return new TestBrowser(t.app, `10.1.${Math.floor(counter / 250)}.${counter % 250}`);
}

function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${counter}@example.lt`;
}

const PASSWORD = 'Rudens-Lapai-42';

async function register(b: TestBrowser, email: string, password = PASSWORD) {
  const response = await b.post('/api/public/auth/register', { name: 'Eglė Žemaitė', email, password, acceptTerms: true });
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token')!;
}

async function countRows(table: typeof users | typeof sessions, where?: ReturnType<typeof eq>) {
  const [row] = await t.app.database.db.select({ value: count() }).from(table).where(where);
  return row!.value;
}

describe('registration', () => {
  it('creates the account, logs in with a secure session cookie and mails a verification link over SMTP', async () => {
    const b = browser();
    const email = uniqueEmail('egle');
    const response = await register(b, email);
    expect(response.json()).toEqual({ success: true, message: messages.auth.register.success });

    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/vizitas_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Secure/i); // only in production

    const [user] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user!.passwordHash).not.toContain(PASSWORD);
    expect(user!.emailVerifiedAt).toBeNull();

    // The session is stored under the hash of the token, never the token itself.
    const token = b.cookies.get('vizitas_session')!;
    expect(await countRows(sessions, eq(sessions.id, token))).toBe(0);

    const mail = await inbox.next(email);
    expect(mail.subject).toBe(messages.mail.verification.subject);
    expect(mail.text).toContain('Sveiki, Egle Žemaite,');
    expect(mail.html).toContain('<html lang="lt">');
    expect(mail.html).toContain(messages.mail.verification.action);
    expect(mail.links).toHaveLength(1);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost(:80)?\/el-pasto-patvirtinimas\?token=[A-Za-z0-9_-]{43}$/);

    const profile = await b.get('/api/user/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email, emailVerified: false, phoneNumber: null, twoFactorEnabled: false });
  });

  it('writes a loopback host as localhost in the verification link, as every other mail writes it', async () => {
    const email = uniqueEmail('kilpa');
    const response = await browser().post(
      '/api/public/auth/register',
      { name: 'Eglė Žemaitė', email, password: PASSWORD, acceptTerms: true },
      { headers: { host: '127.0.0.1:3100', origin: 'http://127.0.0.1:3100' } },
    );
    expect(response.statusCode, response.body).toBe(201);
    const mail = await inbox.next(email);
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3100\/el-pasto-patvirtinimas\?token=/);
  });

  it('refuses an address that is registered already (any case), writing nothing', async () => {
    const email = uniqueEmail('dvigubas');
    await register(browser(), email);
    const before = await countRows(users);
    const again = await browser().post('/api/public/auth/register', {
      name: 'Kita',
      email: email.toUpperCase(),
      password: 'Kitas-Slaptas-9',
      acceptTerms: true,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'email_taken',
      message: 'Šis el. pašto adresas jau užregistruotas.',
    });
    expect(await countRows(users)).toBe(before);
  });

  it('refuses short, common and e-mail-equal passwords with Lithuanian field messages', async () => {
    const cases: Array<[string, string]> = [
      ['trumpas', messages.auth.validation.passwordTooShort],
      ['12345678', messages.auth.validation.passwordCommon],
      ['Slaptazodis', messages.auth.validation.passwordCommon],
      ['aaaaaaaaaaaa', messages.auth.validation.passwordCommon],
      ['Ab1-'.repeat(51), messages.auth.validation.passwordTooLong],
    ];
    for (const [password, message] of cases) {
      const response = await browser().post('/api/public/auth/register', { name: 'Testas', email: uniqueEmail('pw'), password, acceptTerms: true });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().fields.password).toEqual([message]);
    }
    const email = uniqueEmail('pats');
    const same = await browser().post('/api/public/auth/register', { name: 'Testas', email, password: email, acceptTerms: true });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields.password).toEqual([messages.auth.validation.passwordSameAsEmail]);
  });

  it('limits registrations per client address (30 an hour)', async () => {
    const b = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await b.post('/api/public/auth/register', {
        name: 'Daug',
        email: uniqueEmail('daug'),
        password: PASSWORD,
        acceptTerms: true,
      });
      statuses.push(response.statusCode);
      b.cookies.clear();
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps unicode and injection-looking names as plain text', async () => {
    const b = browser();
    const email = uniqueEmail('unicode');
    const name = "Žydrūnė Ąžuolaitė 💅 <script>alert(1)</script>'; DROP TABLE users; --";
    expect((await b.post('/api/public/auth/register', { name, email, password: PASSWORD, acceptTerms: true })).statusCode).toBe(201);
    expect((await b.get('/api/user/profile')).json().name).toBe(name);
    const mail = await inbox.next(email);
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
  });
});

describe('e-mail verification', () => {
  it('verifies once with the mailed link; the link then no longer works', async () => {
    const b = browser();
    const email = uniqueEmail('patvirtinti');
    await register(b, email);
    const token = tokenOf((await inbox.next(email)).links[0]!);

    const anonymous = browser();
    const first = await anonymous.post('/api/public/auth/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: messages.emailVerification.verified, email });
    expect((await b.get('/api/user/profile')).json().emailVerified).toBe(true);

    const second = await anonymous.post('/api/public/auth/verify-email', { token });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'invalid_token', message: messages.errors.invalid_token });
  });

  it('refuses a link older than 48 hours and an unknown one', async () => {
    const b = browser();
    const email = uniqueEmail('senas');
    await register(b, email);
    const token = tokenOf((await inbox.next(email)).links[0]!);
    clock.advance(48 * 60 * 60 * 1000 + 1000);
    try {
      const late = await b.post('/api/public/auth/verify-email', { token });
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('invalid_token');
    } finally {
      clock.set(START);
    }
    const unknown = await b.post('/api/public/auth/verify-email', { token: 'A'.repeat(43) });
    expect(unknown.json().code).toBe('invalid_token');
    const [user] = await t.app.database.db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).toBeNull();
  });
});

describe('login and logout', () => {
  it('answers an unknown address and a wrong password identically', async () => {
    const email = uniqueEmail('tapatus');
    await register(browser(), email);
    const wrong = await browser().post('/api/public/auth/login', { email, password: 'Neteisingas-1' });
    const unknown = await browser().post('/api/public/auth/login', { email: uniqueEmail('nera'), password: 'Neteisingas-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ success: false, code: 'invalid_credentials', message: messages.errors.invalid_credentials });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it("lands a business's owner or staff in the admin area, anyone else on the home page", async () => {
    const db = t.app.database.db;
    const business = await makeBusiness(db);
    for (const role of ['owner', 'staff'] as const) {
      const email = uniqueEmail(`narys-${role}`);
      await register(browser(), email);
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      await db.insert(businessMembers).values({ businessId: business.id, userId: user!.id, role });
      const login = await browser().post('/api/public/auth/login', { email, password: PASSWORD });
      expect(login.statusCode, role).toBe(200);
      expect(login.json().home, role).toBe('/administratorius');
    }
  });

  it('starts a new session on login (a new id) and ends it on logout', async () => {
    const email = uniqueEmail('sesija');
    const b = browser();
    await register(b, email);
    const registrationToken = b.cookies.get('vizitas_session')!;

    const login = await b.post('/api/public/auth/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(login.statusCode).toBe(200);
    // A customer lands on the home page when no page asked for her.
    expect(login.json()).toEqual({ success: true, twoFactorRequired: false, message: messages.auth.login.success, home: '/' });
    const loginToken = b.cookies.get('vizitas_session')!;
    expect(loginToken).not.toBe(registrationToken);
    // The session the browser had before is gone: nobody can use the old id.
    const stale = new TestBrowser(t.app);
    stale.cookies.set('vizitas_session', registrationToken);
    expect((await stale.get('/api/user/profile')).statusCode).toBe(401);
    expect((await b.get('/api/user/profile')).statusCode).toBe(200);

    const logout = await b.post('/api/public/auth/logout');
    expect(logout.statusCode).toBe(200);
    expect(String(logout.headers['set-cookie'])).toMatch(/vizitas_session=;/);
    expect(b.cookies.has('vizitas_session')).toBe(false);
    const replay = new TestBrowser(t.app);
    replay.cookies.set('vizitas_session', loginToken);
    expect((await replay.get('/api/user/profile')).statusCode).toBe(401);
  });

  it('locks an address after 5 wrong passwords for 15 minutes, registered or not, then lets it in again', async () => {
    for (const registered of [true, false]) {
      const email = uniqueEmail('spejimas');
      if (registered) await register(browser(), email);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        // Different addresses each time: this is the per-account limit, not the per-address one.
        statuses.push((await browser().post('/api/public/auth/login', { email, password: `Blogas-${i}-xx` })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const locked = await browser().post('/api/public/auth/login', { email, password: PASSWORD });
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'rate_limited', message: messages.errors.rate_limited });
      if (registered) {
        clock.advance(16 * 60 * 1000);
        try {
          expect((await browser().post('/api/public/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
        } finally {
          clock.set(START);
        }
      }
    }
    const [attempts] = await t.app.database.db.select({ value: count() }).from(loginAttempts);
    expect(attempts!.value).toBeGreaterThan(0);
  });

  it('limits login requests per client address', async () => {
    const b = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push((await b.post('/api/public/auth/login', { email: uniqueEmail('ip'), password: 'Kazkas-123' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const last = await b.post('/api/public/auth/login', { email: uniqueEmail('ip'), password: 'Kazkas-123' });
    expect(last.json()).toMatchObject({ success: false, code: 'rate_limited', message: messages.errors.rate_limited });
  });
});

describe('password reset', () => {
  it('answers the same for registered and unknown addresses and mails only the registered one', async () => {
    const email = uniqueEmail('atkurti');
    await register(browser(), email);
    await inbox.next(email);
    const known = await browser().post('/api/public/auth/password-reset/request', { email });
    const unknownEmail = uniqueEmail('nezinomas');
    const unknown = await browser().post('/api/public/auth/password-reset/request', { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ success: true, message: messages.auth.passwordReset.sent });
    expect(unknown.json()).toEqual(known.json());
    const mail = await inbox.next(email);
    expect(mail.subject).toBe(messages.mail.passwordReset.subject);
    expect(mail.links[0]).toMatch(/\/slaptazodzio-atkurimas\?token=/);
    await expect(inbox.next(unknownEmail, 300)).rejects.toThrow();
  });

  it('sets a new password once, ends every session of the account, and the link dies', async () => {
    const email = uniqueEmail('naujas');
    const laptop = browser();
    await register(laptop, email);
    await inbox.next(email);
    const phone = browser();
    expect((await phone.post('/api/public/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);

    await browser().post('/api/public/auth/password-reset/request', { email });
    const token = tokenOf((await inbox.next(email)).links[0]!);
    const stranger = browser();
    expect((await stranger.get(`/api/public/auth/password-reset/check?token=${token}`)).json()).toEqual({ valid: true });

    const reset = await stranger.post('/api/public/auth/password-reset/confirm', { token, password: 'Naujas-Slaptas-77' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: messages.auth.passwordReset.done });
    expect((await laptop.get('/api/user/profile')).statusCode).toBe(401);
    expect((await phone.get('/api/user/profile')).statusCode).toBe(401);

    const again = await stranger.post('/api/public/auth/password-reset/confirm', { token, password: 'Dar-Kitas-88' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_token');
    expect((await stranger.get(`/api/public/auth/password-reset/check?token=${token}`)).json()).toEqual({ valid: false });

    expect((await browser().post('/api/public/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await browser().post('/api/public/auth/login', { email, password: 'Naujas-Slaptas-77' })).statusCode).toBe(200);
  });

  it('refuses a link after an hour, and sends at most 3 links an hour', async () => {
    const email = uniqueEmail('valanda');
    await register(browser(), email);
    await inbox.next(email);
    await browser().post('/api/public/auth/password-reset/request', { email });
    const token = tokenOf((await inbox.next(email)).links[0]!);
    clock.advance(60 * 60 * 1000 + 1);
    try {
      const late = await browser().post('/api/public/auth/password-reset/confirm', { token, password: 'Naujas-Slaptas-77' });
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('invalid_token');
      for (let i = 0; i < 4; i++) {
        expect((await browser().post('/api/public/auth/password-reset/request', { email })).statusCode).toBe(200);
      }
      const [row] = await t.app.database.db
        .select({ value: count() })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(eq(users.email, email));
      expect(row!.value).toBe(4); // the first one, then 3 in the new hour
    } finally {
      clock.set(START);
    }
  });

  it('rate-limits reset requests per address with the Lithuanian message', async () => {
    const b = browser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await b.post('/api/public/auth/password-reset/request', { email: uniqueEmail('r') })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('CSRF', () => {
  it('refuses a cross-site state change with 403 csrf_failed and changes nothing', async () => {
    const b = browser();
    const email = uniqueEmail('csrf');
    await register(b, email);
    const attempts: Array<Record<string, string>> = [
      { origin: 'https://piktas.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of attempts) {
      const response = await b.request('PATCH', '/api/user/profile', { body: { name: 'Įsilaužėlis' }, headers, noOrigin: true });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toEqual({ success: false, code: 'csrf_failed', message: messages.errors.csrf_failed });
    }
    // A request with a session cookie and no origin information at all is refused too.
    const bare = await b.request('POST', '/api/public/auth/logout', { body: {}, noOrigin: true });
    expect(bare.statusCode).toBe(403);
    expect((await b.get('/api/user/profile')).json().name).toBe('Eglė Žemaitė');
    // Same origin (or Sec-Fetch-Site: same-origin) passes.
    const fetchMetadata = await b.request('PATCH', '/api/user/profile', {
      body: { name: 'Eglė Ž.' },
      headers: { 'sec-fetch-site': 'same-origin' },
      noOrigin: true,
    });
    expect(fetchMetadata.statusCode).toBe(200);
  });

  it('lets non-browser clients without a session through', async () => {
    const response = await browser().post(
      '/api/public/auth/password-reset/request',
      { email: uniqueEmail('cli') },
      { noOrigin: true },
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('two-factor login', () => {
  async function enableTwoFactor(b: TestBrowser) {
    const start = await b.post('/api/user/profile/toggle-2fa', { action: 'start' });
    expect(start.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = start.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Vizitas:/);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    const code = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
    const confirm = await b.post('/api/user/profile/toggle-2fa', { action: 'confirm', code });
    expect(confirm.statusCode).toBe(200);
    return { secret, recoveryCodes: confirm.json().recoveryCodes as string[] };
  }

  it('asks for the code after the password; a right code logs in, a used code does not work again', async () => {
    const email = uniqueEmail('dvieju');
    const b = browser();
    await register(b, email);
    const { secret, recoveryCodes } = await enableTwoFactor(b);
    expect(recoveryCodes).toHaveLength(10);
    await b.post('/api/public/auth/logout');

    clock.advance(60_000);
    try {
      const login = await b.post('/api/public/auth/login', { email, password: PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ success: true, twoFactorRequired: true });
      expect(b.cookies.has('vizitas_session')).toBe(false);
      expect(String(login.headers['set-cookie'])).toMatch(/vizitas_2fa=.*HttpOnly.*SameSite=Strict/i);
      expect((await b.get('/api/user/profile')).statusCode).toBe(401);

      const wrong = await b.post('/api/public/auth/login/two-factor', { code: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'invalid_two_factor_code', message: messages.errors.invalid_two_factor_code });

      const code = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
      const right = await b.post('/api/public/auth/login/two-factor', { code });
      expect(right.statusCode).toBe(200);
      expect(right.json()).toEqual({ success: true, message: messages.auth.login.success, home: '/' });
      expect(b.cookies.has('vizitas_session')).toBe(true);
      expect(b.cookies.has('vizitas_2fa')).toBe(false);
      expect((await b.get('/api/user/profile')).json().twoFactorEnabled).toBe(true);

      // The same code again (another login within its 30 seconds) is refused: no replay.
      const other = browser();
      await other.post('/api/public/auth/login', { email, password: PASSWORD });
      expect((await other.post('/api/public/auth/login/two-factor', { code })).statusCode).toBe(400);
      // A recovery code works, once.
      expect((await other.post('/api/public/auth/login/two-factor', { code: recoveryCodes[0]!.toUpperCase() })).statusCode).toBe(
        200,
      );
      const third = browser();
      await third.post('/api/public/auth/login', { email, password: PASSWORD });
      expect((await third.post('/api/public/auth/login/two-factor', { code: recoveryCodes[0]! })).statusCode).toBe(400);
    } finally {
      clock.set(START);
    }
  });

  it('ends the code step after 5 tries or 10 minutes', async () => {
    const email = uniqueEmail('penki');
    const b = browser();
    await register(b, email);
    const { secret } = await enableTwoFactor(b);
    await b.post('/api/public/auth/logout');
    await b.post('/api/public/auth/login', { email, password: PASSWORD });
    const codes: string[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await b.post('/api/public/auth/login/two-factor', { code: `11111${i}` })).json().code);
    expect(codes).toEqual([
      'invalid_two_factor_code',
      'invalid_two_factor_code',
      'invalid_two_factor_code',
      'invalid_two_factor_code',
      'two_factor_expired',
    ]);
    const right = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + 30 });
    clock.advance(30_000);
    try {
      const after = await b.post('/api/public/auth/login/two-factor', { code: right });
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('two_factor_expired');

      await b.post('/api/public/auth/login', { email, password: PASSWORD });
      clock.advance(10 * 60 * 1000 + 1);
      const late = await generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });
      expect((await b.post('/api/public/auth/login/two-factor', { code: late })).json().code).toBe('two_factor_expired');
    } finally {
      clock.set(START);
    }
  });

  it('without the password step there is nothing to complete', async () => {
    const response = await browser().post('/api/public/auth/login/two-factor', { code: '123456' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'two_factor_expired', message: messages.errors.two_factor_expired });
  });
});

describe('bad input on every auth endpoint', () => {
  const endpoints: Array<{ url: string; valid: Record<string, unknown> }> = [
    { url: '/api/public/auth/register', valid: { name: 'Ona', email: 'ona@example.lt', password: PASSWORD, acceptTerms: true } },
    { url: '/api/public/auth/login', valid: { email: 'ona@example.lt', password: PASSWORD } },
    { url: '/api/public/auth/login/two-factor', valid: { code: '123456' } },
    { url: '/api/public/auth/password-reset/request', valid: { email: 'ona@example.lt' } },
    { url: '/api/public/auth/password-reset/confirm', valid: { token: 'A'.repeat(43), password: PASSWORD } },
    { url: '/api/public/auth/verify-email', valid: { token: 'A'.repeat(43) } },
  ];
  /** Values no field of these endpoints accepts. */
  const junk: unknown[] = [42, -1, 1e308, true, null, [], ['a'], { a: 1 }, 'x'.repeat(5000), '\u0000', '💅'.repeat(300)];

  it('answers wrong types, missing fields and junk values with 4xx, a stable code and a Lithuanian message; nothing is written', async () => {
    const usersBefore = await countRows(users);
    const tokensBefore = await t.app.database.db.select({ value: count() }).from(emailVerificationTokens);
    for (const { url, valid } of endpoints) {
      const bodies: unknown[] = [
        {},
        'tekstas',
        [],
        ...Object.keys(valid).flatMap((key) => junk.filter((value) => value !== valid[key]).map((value) => ({ ...valid, [key]: value }))),
      ];
      for (const key of Object.keys(valid)) {
        const { [key]: _dropped, ...rest } = valid;
        bodies.push(rest);
      }
      for (const body of bodies) {
        const response = await new TestBrowser(t.app, `10.200.${counter++ % 250}.1`).post(url, body);
        const label = `${url} ${JSON.stringify(body).slice(0, 80)}`;
        expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, label).toBeLessThan(500);
        const json = response.json();
        expect(json.success, label).toBe(false);
        expect(typeof json.code, label).toBe('string');
        expect(json.message, label).toMatch(/[ąčęėįšųūžĄČĘĖĮŠŲŪŽ]|[a-z]{3}/i);
        expect(json.message, label).not.toMatch(/expected|invalid input|required/i);
      }
    }
    expect(await countRows(users)).toBe(usersBefore);
    expect(await t.app.database.db.select({ value: count() }).from(emailVerificationTokens)).toEqual(tokensBefore);
  });

  it('refuses a NUL byte or a lone surrogate inside any field (valid-looking otherwise) with 400 and the field named; nothing is written', async () => {
    const before = {
      users: await countRows(users),
      attempts: (await t.app.database.db.select({ value: count() }).from(loginAttempts))[0]!.value,
      resets: (await t.app.database.db.select({ value: count() }).from(passwordResetTokens))[0]!.value,
    };
    for (const { url, valid } of endpoints) {
      for (const key of Object.keys(valid)) {
        const text = String(valid[key]);
        const middle = Math.floor(text.length / 2);
        for (const bad of ['\u0000', '\ud800', '\udc00']) {
          const value = text.slice(0, middle) + bad + text.slice(middle);
          const response = await new TestBrowser(t.app, `10.202.${counter++ % 250}.1`).post(url, { ...valid, [key]: value });
          const label = `${url} ${key} ${JSON.stringify(value)}`;
          expect(response.statusCode, label).toBe(400);
          expect(response.json(), label).toMatchObject({
            success: false,
            code: 'validation_failed',
            message: messages.errors.validation_failed,
            fields: { [key]: [messages.form.badCharacters] },
          });
        }
      }
    }
    expect(await countRows(users)).toBe(before.users);
    expect((await t.app.database.db.select({ value: count() }).from(loginAttempts))[0]!.value).toBe(before.attempts);
    expect((await t.app.database.db.select({ value: count() }).from(passwordResetTokens))[0]!.value).toBe(before.resets);
  });

  it('treats injection strings as plain (wrong) values', async () => {
    const before = await countRows(users);
    for (const value of [
      "' OR 1=1 --",
      "admin'--",
      '"; DROP TABLE users; --',
      '<script>alert(1)</script>',
      '${7*7}',
      '../../etc/passwd',
    ]) {
      const b = new TestBrowser(t.app, `10.201.${counter++ % 250}.1`);
      for (const [url, body] of [
        ['/api/public/auth/login', { email: value, password: value }],
        ['/api/public/auth/login', { email: 'ona@example.lt', password: value }],
        ['/api/public/auth/password-reset/request', { email: value }],
        ['/api/public/auth/password-reset/confirm', { token: value, password: PASSWORD }],
        ['/api/public/auth/verify-email', { token: value }],
        ['/api/public/auth/login/two-factor', { code: value }],
      ] as const) {
        const response = await b.post(url, body);
        expect(response.statusCode, `${url} ${value}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${url} ${value}`).toBeLessThan(500);
      }
    }
    expect(await countRows(users)).toBe(before);
  });

  it('refuses a 10 MB body with 413 and a non-JSON body with 415', async () => {
    const huge = await browser().post('/api/public/auth/register', {
      name: 'x'.repeat(10 * 1024 * 1024),
      email: 'a@b.lt',
      password: PASSWORD,
      acceptTerms: true,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 'payload_too_large', message: messages.errors.payload_too_large });
    const form = await browser().request('POST', '/api/public/auth/login', {
      body: 'email=a%40b.lt&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(form.json().code).toBe('unsupported_media_type');
  });

  it('names every field error in Lithuanian', async () => {
    const response = await browser().post('/api/public/auth/register', { email: 'ne-adresas', password: 5, acceptTerms: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      name: [messages.auth.validation.nameRequired],
      email: [messages.auth.validation.emailInvalid],
      password: [messages.auth.validation.invalidValue],
    });
  });
});

describe('database housekeeping', () => {
  it('keeps sessions only as hashes', async () => {
    const result = await t.app.database.db.execute(sql`select count(*)::int as n from sessions where length(id) <> 64`);
    expect((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });
});
