import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientErrorGroups } from '@vizitas/shared/schemas/operator-client-errors';
import { storeClientErrorReport } from '#server/modules/client-errors/index.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeUser, type TestUser } from '#server/testing/factories.ts';
import { TEST_ORIGIN, TestClock } from '#server/testing/browser.ts';

const clock = new TestClock(new Date('2027-04-01T09:00:00Z'));
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('the browsers’ errors, grouped for the operator', () => {
  let t: TestApp;
  let operator: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    operator = await makeUser(t.app.database.db, { isOperator: true });
    customer = await makeUser(t.app.database.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const report = (message: string, pageUrl: string, userAgent: string, stack?: string) =>
    storeClientErrorReport(
      t.app.database.db,
      { message, pageUrl, userAgent, userId: null, ...(stack ? { stack } : {}) },
      clock.now(),
    );
  const groups = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/operator/client-errors/groups', headers: { cookie: operator.cookie } })
    ).json<ClientErrorGroups>().groups;
  const resolve = (key: string, cookie = operator.cookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/client-errors/groups/${key}/resolve`,
      headers: { cookie, origin: TEST_ORIGIN },
    });

  it('groups by message and place, with counts, browsers and pages; a resolved group reopens with a new report', async () => {
    const stack = 'TypeError: x\n    at a (https://vizitas.lt/assets/visits-Q1.js:2:99)';
    await report('x is undefined', 'https://vizitas.lt/vizitai?ona@example.lt', CHROME, stack);
    await report('x is undefined', 'https://vizitas.lt/vizitai/studija-aiste', IPHONE, stack);
    await report('Nepavyko įkelti', 'https://vizitas.lt/profilis', CHROME);
    const all = await groups();
    expect(all).toHaveLength(2);
    const visits = all.find((group) => group.message === 'x is undefined')!;
    expect(visits).toMatchObject({
      place: 'https://vizitas.lt/assets/visits-Q1.js:2:99',
      count: 2,
      browsers: ['Chrome 131', 'Safari 18 (telefonas)'],
      resolved: false,
    });
    expect(visits.pages.sort()).toEqual(['https://vizitas.lt/vizitai', 'https://vizitas.lt/vizitai/studija-aiste']);
    expect(JSON.stringify(all)).not.toContain('ona@example.lt');

    clock.advance(60_000);
    expect((await resolve(visits.key)).json()).toEqual({ resolved: true });
    const after = await groups();
    expect(after.map((group) => [group.message, group.resolved])).toEqual([
      ['Nepavyko įkelti', false],
      ['x is undefined', true],
    ]);
    // The same error again, after it was resolved: open again, counted with the others.
    clock.advance(60_000);
    await report('x is undefined', 'https://vizitas.lt/vizitai', CHROME, stack);
    const reopened = (await groups()).find((group) => group.key === visits.key)!;
    expect(reopened).toMatchObject({ resolved: false, count: 3 });
  });

  it('refuses an unknown or malformed group, and anyone but the operator', async () => {
    expect((await resolve('0'.repeat(64))).statusCode).toBe(404);
    expect((await resolve('ne-raktas')).statusCode).toBe(400);
    const [group] = await groups();
    expect((await resolve(group!.key, customer.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/client-errors/groups' })).statusCode).toBe(401);
  });
});
