import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { contactMessages } from '@vizitas/db';
import { messages } from '@vizitas/shared';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_RATE_LIMIT } from '@vizitas/shared/schemas/contact';
import { createTestAppWithInbox, type TestApp } from '#server/testing/test-app.ts';
import type { SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';
import { platformContactAddress } from './contact.ts';

const START = new Date('2027-04-12T08:30:00Z');
const clock = new TestClock(START);
const PLATFORM = 'info@vizitas.lt';
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

/** A browser from its own address, so the per-address limit of one test does not touch another. */
function browser(): TestBrowser {
  counter += 1;
  return new TestBrowser(t.app, `10.3.0.${counter}`);
}

async function storedFrom(email: string) {
  return t.app.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

async function storedCount(): Promise<number> {
  const [row] = await t.app.database.db.select({ value: count() }).from(contactMessages);
  return row!.value;
}

describe('a message through the contact form', () => {
  it('is stored and mailed to the platform over SMTP, the sender’s text escaped in the HTML part', async () => {
    const b = browser();
    const text = 'Sveiki,\nar galiu registruoti du salonus? <script>alert(1)</script> & ačiū';
    const response = await b.post('/api/public/contact', {
      name: '  Eglė Žemaitė ',
      email: 'Egle@Example.lt',
      message: `${text}  `,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ success: true, message: messages.contact.sent.title, email: 'egle@example.lt' });

    const [row, ...more] = await storedFrom('egle@example.lt');
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({ name: 'Eglė Žemaitė', message: text, userId: null, ip: b.remoteAddress });
    expect(row!.createdAt.toISOString()).toBe(START.toISOString());

    const mail = await inbox.next(PLATFORM);
    expect(mail.subject).toBe('Žinutė iš kontaktų formos: Eglė Žemaitė');
    expect(mail.text).toContain('El. paštas: egle@example.lt');
    // "Reply" in the mail program answers the person who wrote, not the platform's own address.
    expect(mail.raw).toMatch(/^reply-to: .*<egle@example\.lt>$/im);
    expect(mail.text).toContain('Paskyra: neprisijungęs lankytojas');
    expect(mail.text).toContain(text);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; ačiū');
    expect(mail.html).not.toContain('<script>');
  });

  it('names the account of a logged-in sender', async () => {
    const b = browser();
    const registered = await b.post('/api/public/auth/register', {
      name: 'Jonas Jonaitis',
      email: 'jonas@example.lt',
      password: 'Rudens-Lapai-42',
      acceptTerms: true,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    await inbox.next('jonas@example.lt'); // the verification mail
    const response = await b.post('/api/public/contact', {
      name: 'Jonas Jonaitis',
      email: 'jonas@example.lt',
      message: 'Kaip pakeisti vizito laiką?',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await storedFrom('jonas@example.lt');
    expect(row!.userId).toMatch(/^[0-9a-f-]{36}$/);
    const mail = await inbox.next(PLATFORM);
    expect(mail.text).toContain(`Paskyra: prisijungęs naudotojas, ID ${row!.userId}`);
  });

  it('refuses bad input field by field in Lithuanian, storing and sending nothing', async () => {
    const before = await storedCount();
    const mailsBefore = inbox.to(PLATFORM).length;
    const b = browser();

    const empty = await b.post('/api/public/contact', { name: ' ', email: 'ne-adresas', message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      success: false,
      code: 'validation_failed',
      fields: { name: ['Įveskite vardą.'], email: ['Neteisingas el. pašto adreso formatas.'], message: ['Įrašykite žinutę.'] },
    });

    const missing = await b.post('/api/public/contact', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      name: ['Įveskite vardą.'],
      email: ['Įveskite el. pašto adresą.'],
      message: ['Įrašykite žinutę.'],
    });

    const tooLong = await b.post('/api/public/contact', {
      name: 'Ona',
      email: 'ona@example.lt',
      message: 'a'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toEqual({ message: ['Žinutė per ilga: ne daugiau kaip 5000 simbolių.'] });

    const nul = await b.post('/api/public/contact', { name: 'Ona', email: 'ona@example.lt', message: 'labas\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields).toEqual({ message: ['Tekste yra neleistinų simbolių.'] });

    const wrongType = await b.post('/api/public/contact', { name: 'Ona', email: 'ona@example.lt', message: 42 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().fields).toEqual({ message: ['Neteisinga reikšmė.'] });

    expect(await storedCount()).toBe(before);
    expect(inbox.to(PLATFORM)).toHaveLength(mailsBefore);

    // The longest allowed message goes through.
    const longest = await b.post('/api/public/contact', {
      name: 'Ona',
      email: 'ona@example.lt',
      message: 'ą'.repeat(CONTACT_MESSAGE_MAX_LENGTH),
    });
    expect(longest.statusCode, longest.body).toBe(201);
    expect((await inbox.next(PLATFORM)).text).toContain('ą'.repeat(CONTACT_MESSAGE_MAX_LENGTH));
  });

  it('refuses a cross-site post from a logged-in browser (CSRF)', async () => {
    const b = browser();
    const registered = await b.post('/api/public/auth/register', {
      name: 'Rūta Petraitė',
      email: 'ruta@example.lt',
      password: 'Rudens-Lapai-42',
      acceptTerms: true,
    });
    expect(registered.statusCode).toBe(201);
    const response = await b.post(
      '/api/public/contact',
      { name: 'Rūta Petraitė', email: 'ruta@example.lt', message: 'Ne aš rašiau.' },
      { headers: { origin: 'https://kitas.example' } },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'csrf_failed' });
    expect(await storedFrom('ruta@example.lt')).toHaveLength(0);
  });

  it(`takes ${CONTACT_RATE_LIMIT.max} messages an hour from one address, then answers 429 in Lithuanian`, async () => {
    const b = browser();
    const send = (from: TestBrowser, n: number) =>
      from.post('/api/public/contact', { name: 'Petras', email: `petras-${n}@example.lt`, message: `Žinutė nr. ${n}` });
    for (let n = 1; n <= CONTACT_RATE_LIMIT.max; n++) {
      const response = await send(b, n);
      expect(response.statusCode, response.body).toBe(201);
      await inbox.next(PLATFORM);
      clock.advance(60_000);
    }
    const refused = await send(b, 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'rate_limited',
      message: 'Išsiuntėte per daug žinučių. Bandykite dar kartą po valandos.',
    });
    expect(await storedFrom('petras-99@example.lt')).toHaveLength(0);

    // Another address is not affected.
    expect((await send(browser(), 100)).statusCode).toBe(201);
    await inbox.next(PLATFORM);

    // An hour after the first message, one more is allowed.
    clock.set(new Date(START.getTime() + CONTACT_RATE_LIMIT.windowMs + 1000));
    expect((await send(b, 101)).statusCode).toBe(201);
    await inbox.next(PLATFORM);
    clock.set(START);
  });

  it('meets the in-memory limit first when one address floods the form with bad posts', async () => {
    const b = browser();
    for (let n = 0; n < 20; n++) expect((await b.post('/api/public/contact', { name: 'X' })).statusCode).toBe(400);
    const refused = await b.post('/api/public/contact', { name: 'X', email: 'x@example.lt', message: 'Labas' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'rate_limited', message: messages.contact.rateLimited });
    expect(await storedFrom('x@example.lt')).toHaveLength(0);
  });
});

describe('when the mail provider refuses for a while', () => {
  it('keeps the message, answers 201, and the mail arrives once the provider takes it, once', async () => {
    inbox.refuseNext(2);
    const refusedBefore = inbox.refused;
    const response = await browser().post('/api/public/contact', {
      name: 'Ieva Vėlyvoji',
      email: 'ieva.velyvoji@example.lt',
      message: 'Ar gausite?',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await storedFrom('ieva.velyvoji@example.lt')).toHaveLength(1);
    const mail = await inbox.next(PLATFORM, 20_000);
    expect(mail.subject).toBe('Žinutė iš kontaktų formos: Ieva Vėlyvoji');
    expect(inbox.refused - refusedBefore).toBe(2);
    expect(inbox.mails.filter((each) => each.subject === mail.subject)).toHaveLength(1);
  }, 30_000);
});

describe('the platform address', () => {
  it('is CONTACT_EMAIL, else the address shown on the contact page', () => {
    expect(platformContactAddress({ CONTACT_EMAIL: ' pagalba@vizitas.lt ' })).toBe('pagalba@vizitas.lt');
    expect(platformContactAddress({})).toBe('info@vizitas.lt');
  });
});
