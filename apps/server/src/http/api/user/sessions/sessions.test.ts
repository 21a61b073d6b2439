import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@vizitas/shared';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';

const START = new Date('2027-05-03T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const clock = new TestClock(START);
let t: TestApp;
let counter = 0;
const PASSWORD = 'Ziemos-Vakaras-12';

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

async function person() {
  counter += 1;
  const email = `sesijos-${counter}@example.lt`;
  const laptop = new TestBrowser(t.app, `10.3.0.${counter}`);
  expect(
    (
      await laptop.post(
        '/api/public/auth/register',
        { name: 'Jonas', email, password: PASSWORD, acceptTerms: true },
        { headers: { 'user-agent': 'Nešiojamas/1.0' } },
      )
    ).statusCode,
  ).toBe(201);
  return { email, laptop };
}

async function logIn(email: string, address: string) {
  const b = new TestBrowser(t.app, address);
  expect(
    (await b.post('/api/public/auth/login', { email, password: PASSWORD }, { headers: { 'user-agent': 'Telefonas/2.0' } }))
      .statusCode,
  ).toBe(200);
  return b;
}

describe('sessions', () => {
  it('lists where the user is logged in, marks this device, and ends one of them', async () => {
    const { email, laptop } = await person();
    const phone = await logIn(email, '10.3.1.1');
    const list = await laptop.get('/api/user/sessions');
    expect(list.statusCode).toBe(200);
    const sessions = list.json().sessions as Array<{ id: string; current: boolean; userAgent: string; ip: string }>;
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)).toMatchObject({ userAgent: 'Nešiojamas/1.0' });
    const phoneSession = sessions.find((s) => !s.current)!;
    expect(phoneSession).toMatchObject({ userAgent: 'Telefonas/2.0', ip: '10.3.1.1' });

    const ended = await laptop.delete(`/api/user/sessions/${phoneSession.id}`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).toBe(messages.profile.sessions.ended);
    expect((await phone.get('/api/user/profile')).statusCode).toBe(401);
    expect((await laptop.get('/api/user/profile')).statusCode).toBe(200);
  });

  it("cannot end another person's session (answered like a missing one)", async () => {
    const a = await person();
    const b = await person();
    const bSession = (await b.laptop.get('/api/user/sessions')).json().sessions[0].id as string;
    const attempt = await a.laptop.delete(`/api/user/sessions/${bSession}`);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json().code).toBe('resource_not_found');
    expect((await b.laptop.get('/api/user/profile')).statusCode).toBe(200);
    const malformed = await a.laptop.delete('/api/user/sessions/nera');
    expect(malformed.statusCode).toBe(400);
  });

  it('logs out everywhere, this device included', async () => {
    const { email, laptop } = await person();
    const phone = await logIn(email, '10.3.2.1');
    const response = await laptop.post('/api/user/sessions/logout-everywhere');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(messages.profile.sessions.loggedOutEverywhere);
    expect((await laptop.get('/api/user/profile')).statusCode).toBe(401);
    expect((await phone.get('/api/user/profile')).statusCode).toBe(401);
  });

  it('ends a session after 30 days without use', async () => {
    const { laptop } = await person();
    clock.advance(29 * DAY);
    try {
      expect((await laptop.get('/api/user/profile')).statusCode).toBe(200);
      clock.advance(29 * DAY); // used on day 29: valid until day 59
      expect((await laptop.get('/api/user/profile')).statusCode).toBe(200);
      clock.advance(30 * DAY + 1000);
      expect((await laptop.get('/api/user/profile')).statusCode).toBe(401);
    } finally {
      clock.set(START);
    }
  });

  it('ends a session 90 days after login however often it is used', async () => {
    const { laptop } = await person();
    try {
      for (let day = 20; day < 90; day += 20) {
        clock.set(new Date(START.getTime() + day * DAY));
        expect((await laptop.get('/api/user/profile')).statusCode, `day ${day}`).toBe(200);
      }
      clock.set(new Date(START.getTime() + 90 * DAY - 60_000));
      expect((await laptop.get('/api/user/profile')).statusCode).toBe(200);
      clock.set(new Date(START.getTime() + 90 * DAY + 1000));
      expect((await laptop.get('/api/user/profile')).statusCode).toBe(401);
    } finally {
      clock.set(START);
    }
  });

  it('sets the session cookie Secure in production', async () => {
    const { createTestDatabase } = await import('@vizitas/db/testing');
    const { buildApp } = await import('#server/app.ts');
    const { readConfig } = await import('#server/config.ts');
    const { mkdtemp } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vizitas-prod-'));
    const app = await buildApp({
      database,
      config: { ...readConfig({ NODE_ENV: 'production' }), dataDir },
      logger: false,
      now: clock.now,
    });
    await app.ready();
    try {
      const response = await new TestBrowser(app, '10.3.9.9').post('/api/public/auth/register', {
        name: 'Ona',
        email: 'ona-prod@example.lt',
        password: PASSWORD,
        acceptTerms: true,
      });
      expect(response.statusCode).toBe(201);
      expect(String(response.headers['set-cookie'])).toMatch(/vizitas_session=[^;]+;.*Secure/i);
      // In production without VIZITAS_DEV_OUTBOX the outbox is not served.
      expect((await app.inject({ method: 'GET', url: '/api/public/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
