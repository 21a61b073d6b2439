import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';

const clock = new TestClock(new Date('2027-02-02T12:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  delete process.env.SMTP_URL;
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

describe('without SMTP_URL: the outbox folder and GET /api/public/dev/outbox', () => {
  it('keeps each mail in the outbox and lists it with its links', async () => {
    const b = new TestBrowser(t.app, '10.4.0.1');
    expect(
      (await b.post('/api/public/auth/register', { name: 'Aistė', email: 'aiste@example.lt', password: 'Pavasario-Rytas-8' }))
        .statusCode,
    ).toBe(201);
    const response = await b.get('/api/public/dev/outbox');
    expect(response.statusCode).toBe(200);
    const [mail] = response.json().mails;
    expect(mail).toMatchObject({
      to: 'aiste@example.lt',
      subject: 'Patvirtinkite el. pašto adresą',
      createdAt: '2027-02-02T12:00:00.000Z',
    });
    expect(mail.links[0]).toMatch(/\/el-pasto-patvirtinimas\?token=/);
    const token = new URL(mail.links[0]).searchParams.get('token');
    expect((await b.post('/api/public/auth/verify-email', { token })).statusCode).toBe(200);
  });

  it('answers 502 mail_failed when the SMTP server cannot be reached, and the cooldown does not hold the retry back', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9?connectionTimeout=500';
    const broken = await createTestApp({ now: clock.now });
    delete process.env.SMTP_URL;
    try {
      const b = new TestBrowser(broken.app, '10.4.0.2');
      expect(
        (await b.post('/api/public/auth/register', { name: 'Ona', email: 'ona@example.lt', password: 'Pavasario-Rytas-8' }))
          .statusCode,
      ).toBe(201);
      clock.advance(61_000);
      const response = await b.post('/api/user/profile/resend-verification');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ success: false, code: 'mail_failed' });
      const again = await b.post('/api/user/profile/resend-verification');
      expect(again.statusCode).toBe(502);
    } finally {
      clock.set(new Date('2027-02-02T12:00:00Z'));
      await broken.close();
    }
  });
});
