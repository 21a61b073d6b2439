import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeUser, type TestUser } from '#server/testing/factories.ts';
import { sql } from 'drizzle-orm';
import { TEST_ORIGIN, TestClock } from '#server/testing/browser.ts';
import { enqueueMail } from '#server/jobs/index.ts';
import { jobId } from '#server/jobs/queue.ts';

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

  it('lists the failed jobs without their payloads, and tries one again once', async () => {
    const message = { to: 'ruta@example.lt', subject: 'Priminimas', text: 'Sveiki', html: '<p>Sveiki</p>' };
    await enqueueMail(t.app.context.jobs, t.app.database.db, { key: 'test:failing', message });
    // A job that used up its attempts, as pg-boss leaves it.
    const id = jobId('send-mail', 'test:failing');
    await t.app.database.db.execute(
      sql`update pgboss.job set state = 'failed', retry_count = 2, completed_on = now(), output = '{"message":"SMTP 550: mailbox unavailable"}'::jsonb
        where id = ${id}::uuid`,
    );
    const failed = await t.app.inject({ method: 'GET', url: '/api/operator/jobs/failed', headers: { cookie: operator.cookie } });
    expect(failed.statusCode).toBe(200);
    const jobs = failed.json().jobs as Array<{ id: string; queue: string; attempts: number; error: string }>;
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ id, queue: 'send-mail', attempts: 3, error: 'SMTP 550: mailbox unavailable' });
    expect(failed.body).not.toContain('ruta@example.lt');

    const retry = (id: string, queue = 'send-mail', cookie = operator.cookie) =>
      t.app.inject({ method: 'POST', url: `/api/operator/jobs/${queue}/${id}/retry`, headers: { cookie, origin: TEST_ORIGIN } });
    const first = await retry(jobs[0]!.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ retried: true });
    const state = await t.app.database.db.execute(sql`select state::text as state from pgboss.job where id = ${id}::uuid`);
    expect((state as unknown as { rows: Array<{ state: string }> }).rows.map((row) => row.state)).toEqual(['retry']);
    // Again: nothing is failed any more, nothing changes.
    expect((await retry(jobs[0]!.id)).json()).toEqual({ retried: false });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/operator/jobs/failed', headers: { cookie: operator.cookie } })).json(),
    ).toEqual({
      jobs: [],
    });
    expect((await retry(jobs[0]!.id, 'fax')).statusCode).toBe(400);
    expect((await retry('ne-id')).statusCode).toBe(400);
    expect((await retry(jobs[0]!.id, 'send-mail', customer.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/jobs/failed' })).statusCode).toBe(401);
  });
});
