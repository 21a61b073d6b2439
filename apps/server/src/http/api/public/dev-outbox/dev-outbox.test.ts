import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';

const clock = new TestClock(new Date('2027-02-02T12:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  delete process.env.SMTP_URL;
  t = await createTestApp({ now: clock.now, workers: true });
});
afterAll(async () => {
  await t.close();
});

describe('without SMTP_URL: the outbox folder and GET /api/public/dev/outbox', () => {
  it('keeps each mail in the outbox and lists it with its links', async () => {
    const b = new TestBrowser(t.app, '10.4.0.1');
    expect(
      (
        await b.post('/api/public/auth/register', {
          name: 'Aistė',
          email: 'aiste@example.lt',
          password: 'Pavasario-Rytas-8',
          acceptTerms: true,
        })
      ).statusCode,
    ).toBe(201);
    // The mail leaves through the send-mail job: in the outbox once the worker has taken it.
    const mail = await vi.waitFor(
      async () => {
        const response = await b.get('/api/public/dev/outbox');
        expect(response.statusCode).toBe(200);
        const [first] = response.json().mails;
        expect(first).toBeDefined();
        return first;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(mail).toMatchObject({
      to: 'aiste@example.lt',
      subject: 'Patvirtinkite el. pašto adresą',
      createdAt: '2027-02-02T12:00:00.000Z',
    });
    expect(mail.links[0]).toMatch(/\/el-pasto-patvirtinimas\?token=/);
    const token = new URL(mail.links[0]).searchParams.get('token');
    expect((await b.post('/api/public/auth/verify-email', { token })).statusCode).toBe(200);
  });

  it('when the SMTP server cannot be reached, the link is kept and its mail waits in the queue to be retried', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:9?connectionTimeout=500';
    const broken = await createTestApp({ now: clock.now, workers: true });
    delete process.env.SMTP_URL;
    try {
      const b = new TestBrowser(broken.app, '10.4.0.2');
      expect(
        (
          await b.post('/api/public/auth/register', {
            name: 'Ona',
            email: 'ona@example.lt',
            password: 'Pavasario-Rytas-8',
            acceptTerms: true,
          })
        ).statusCode,
      ).toBe(201);
      // The first attempt failed; the job is not lost but waits for its retry (with backoff).
      await vi.waitFor(
        async () => {
          const [queue] = await broken.app.context.jobs.counts();
          expect(queue!.counts).toMatchObject({ retry: 1, completed: 0, failed: 0 });
        },
        { timeout: 10_000, interval: 50 },
      );
      // Asking again after the cooldown queues another link's mail; nothing is refused for the mail server.
      clock.advance(61_000);
      const response = await b.post('/api/user/profile/resend-verification');
      expect(response.statusCode).toBe(200);
      const [queue] = await broken.app.context.jobs.counts();
      expect(queue!.counts.retry + queue!.counts.created + queue!.counts.active).toBe(2);
    } finally {
      clock.set(new Date('2027-02-02T12:00:00Z'));
      await broken.close();
    }
  });
});
