import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '@vizitas/db';
import { DOMAIN_ANSWER_TTL_MS } from '#server/modules/business/index.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';

const clock = new TestClock(new Date('2027-03-01T09:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: true, now: clock.now });
});
afterAll(async () => {
  await t.close();
});

describe('the page context of a logged-in user', () => {
  it('tells the pages whether the e-mail is verified and the phone number (the phone dialog asks when it is missing)', async () => {
    const customer = new TestBrowser(t.app, '10.2.0.1');
    const login = await customer.post('/api/public/auth/login', { email: 'klientas@vizitas.lt', password: 'Demo12345!' });
    expect(login.statusCode, login.body).toBe(200);
    const context = await customer.get('/api/public/page-context');
    expect(context.json().user).toEqual({
      id: expect.any(String),
      name: 'Ieva Petrauskienė',
      email: 'klientas@vizitas.lt',
      isOperator: false,
      isMember: false,
      emailVerified: true,
      phoneNumber: '+37061111111',
    });

    const fresh = new TestBrowser(t.app, '10.2.0.2');
    const registered = await fresh.post('/api/public/auth/register', {
      name: 'Rasa Naujokė',
      email: 'rasa@example.lt',
      password: 'Rudens-Lapai-42',
      acceptTerms: true,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const freshContext = (await fresh.get('/api/public/page-context')).json();
    expect(freshContext.user).toMatchObject({ email: 'rasa@example.lt', emailVerified: false, phoneNumber: null });
    // Nothing beyond the page's needs (no session id, no two-factor state).
    expect(Object.keys(freshContext.user).sort()).toEqual([
      'email',
      'emailVerified',
      'id',
      'isMember',
      'isOperator',
      'name',
      'phoneNumber',
    ]);
  });

  it('tells the pages that a member of a business may open the admin area', async () => {
    const admin = new TestBrowser(t.app, '10.2.0.3');
    const login = await admin.post('/api/public/auth/login', { email: 'admin@vizitas.lt', password: 'Demo12345!' });
    expect(login.statusCode, login.body).toBe(200);
    expect((await admin.get('/api/public/page-context')).json().user).toMatchObject({
      email: 'admin@vizitas.lt',
      isMember: true,
      isOperator: false,
    });
  });
});

describe('the business of an own domain', () => {
  it('is found by the host name, and a change of the domain shows within the time it is kept', async () => {
    const visitor = new TestBrowser(t.app, '10.2.0.9');
    const onDomain = (host: string) => visitor.get('/api/public/page-context', { headers: { host } });
    await t.app.database.db.update(businesses).set({ customDomain: 'salonas-aiste.lt' }).where(eq(businesses.slug, 'studija-aiste'));
    expect((await onDomain('Salonas-Aiste.lt')).json().domainBusiness).toMatchObject({ slug: 'studija-aiste' });
    expect((await onDomain('localhost')).json().domainBusiness).toBeNull();

    await t.app.database.db.update(businesses).set({ customDomain: null }).where(eq(businesses.slug, 'studija-aiste'));
    // Kept for a few seconds…
    expect((await onDomain('salonas-aiste.lt')).json().domainBusiness).toMatchObject({ slug: 'studija-aiste' });
    // …then asked again.
    clock.advance(DOMAIN_ANSWER_TTL_MS);
    expect((await onDomain('salonas-aiste.lt')).json().domainBusiness).toBeNull();
  });
});
