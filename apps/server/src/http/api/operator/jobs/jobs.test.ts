import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeUser, type TestUser } from '#server/testing/factories.ts';
import { TestClock } from '#server/testing/browser.ts';
import { enqueueMail } from '#server/jobs/index.ts';

const clock = new TestClock(new Date('2027-03-01T09:00:00Z'));

describe('GET /api/operator/jobs', () => {
  let t: TestApp;
  let operator: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    // No workers: the enqueued jobs stay waiting.
    t = await createTestApp({ now: clock.now });
    operator = await makeUser(t.app.database.db, { isOperator: true });
    customer = await makeUser(t.app.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/operator/jobs', headers: cookie ? { cookie } : {} });

  it('shows the operator how many jobs each queue holds, by state', async () => {
    const empty = await get(operator.cookie);
    expect(empty.statusCode).toBe(200);
    const zero = { created: 0, retry: 0, active: 0, completed: 0, cancelled: 0, failed: 0 };
    const queues = (counts: Record<string, typeof zero>) =>
      ['send-mail', 'send-push', 'notices-sweep'].map((name) => ({ name, counts: counts[name] ?? zero }));
    expect(empty.json()).toEqual({ queues: queues({}), total: zero });

    const message = { to: 'ona@example.lt', subject: 'Sveiki', text: 'Sveiki', html: '<p>Sveiki</p>' };
    await enqueueMail(t.app.context.jobs, t.app.database.db, { key: 'test:a', message });
    await enqueueMail(t.app.context.jobs, t.app.database.db, { key: 'test:b', message });
    await enqueueMail(t.app.context.jobs, t.app.database.db, { key: 'test:a', message });
    const after = await get(operator.cookie);
    expect(after.json()).toEqual({
      queues: queues({ 'send-mail': { ...zero, created: 2 } }),
      total: { ...zero, created: 2 },
    });
  });

  it('is the operator’s only: 401 for a visitor, 403 for a customer', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await get(customer.cookie)).statusCode).toBe(403);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(document.paths['/api/operator/jobs']?.get?.responses?.['200']).toBeDefined();
  });
});
