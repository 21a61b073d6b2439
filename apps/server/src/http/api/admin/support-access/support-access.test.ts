import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@vizitas/shared';
import type { AdminShell } from '@vizitas/shared/schemas/admin/shell';
import type { SupportAccess } from '@vizitas/shared/schemas/support-access';
import { apiRequest, makeAdminFixture, type AdminFixture } from '#server/testing/admin-endpoints.ts';
import { TestClock } from '#server/testing/browser.ts';
import { makeMember, makeUser, type TestUser } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// Support access with consent: without the owner's grant the operator reads a business's admin
// pages and changes nothing; under it her changes are allowed and logged for the owner, membership
// changes stay refused; the grant ends on time or when the owner ends it.

const clock = new TestClock(new Date('2027-03-22T08:00:00Z'));
let t: TestApp;
let f: AdminFixture;
let operator: TestUser;
let staff: TestUser;
const access = () => `/api/admin/business/${f.salon.business.id}/support-access`;
const service = () => `/api/admin/service/${f.salon.haircut.id}?business=${f.salon.business.id}`;
const rename = (name: string) => apiRequest(t.app, operator, 'PATCH', service(), { name });

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  f = await makeAdminFixture(t.app.database.db);
  operator = await makeUser(t.app.database.db, { isOperator: true, name: 'Ona Operatorė' });
  staff = await makeMember(t.app.database.db, f.salon.business.id, 'staff');
});
afterAll(async () => {
  await t?.close();
});

describe('support access with consent', () => {
  it('without a grant the operator reads and changes nothing; the shell says she only reads', async () => {
    const shell = await apiRequest(t.app, operator, 'GET', `/api/admin/shell?business=${f.salon.business.id}`);
    expect((shell.body as AdminShell).support).toEqual({ endsAt: null });
    expect((shell.body as AdminShell).canManageSettings).toBe(false);
    expect((await apiRequest(t.app, operator, 'GET', `/api/admin/services?business=${f.salon.business.id}`)).status).toBe(200);
    const refused = await rename('Operatorės kirpimas');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'support_access_required', message: messages.errors.support_access_required });
    // The platform's own operation needs no grant.
    const contact = await apiRequest(t.app, operator, 'POST', `/api/admin/business/${f.salon.business.id}/mark-as-contacted`, {
      channel: 'phone',
    });
    expect(contact.status).toBe(200);
  });

  it('only the owner gives, reads and ends it; 1–72 hours', async () => {
    expect((await apiRequest(t.app, staff, 'POST', access(), { hours: 2 })).status).toBe(403);
    expect((await apiRequest(t.app, operator, 'POST', access(), { hours: 2 })).status).toBe(403);
    const tooLong = await apiRequest(t.app, f.owner, 'POST', access(), { hours: 73 });
    expect(tooLong.status).toBe(400);
    expect((tooLong.body as { fields: Record<string, string[]> }).fields.hours).toEqual([
      messages.supportAccess.validation.hours,
    ]);
    const granted = await apiRequest(t.app, f.owner, 'POST', access(), { hours: 2 });
    expect(granted.status).toBe(200);
    expect((granted.body as SupportAccess).active).toMatchObject({ endsAt: '2027-03-22T10:00:00.000Z' });
  });

  it('under the grant her changes go through and are logged; a membership change is refused', async () => {
    const shell = await apiRequest(t.app, operator, 'GET', `/api/admin/shell?business=${f.salon.business.id}`);
    expect((shell.body as AdminShell).support).toEqual({ endsAt: '2027-03-22T10:00:00.000Z' });
    expect((shell.body as AdminShell).canManageSettings).toBe(true);
    expect((await rename('Kirpimas (pataisė operatorė)')).status).toBe(200);
    const invite = await apiRequest(
      t.app,
      operator,
      'POST',
      `/api/admin/specialist/${f.salon.specialist.id}/invitation?business=${f.salon.business.id}`,
      { email: 'nauja@example.lt' },
    );
    expect(invite.status).toBe(403);
    expect((invite.body as { code: string }).code).toBe('support_access_refused');

    const log = (await apiRequest(t.app, f.owner, 'GET', access())).body as SupportAccess;
    expect(log.actions[0]).toMatchObject({ operator: 'Ona Operatorė', method: 'PATCH', route: '/api/admin/service/{id}' });
    expect(log.actions[0]?.summary.length).toBeGreaterThan(5);
  });

  it('ends when the owner ends it, and on time', async () => {
    const ended = await apiRequest(t.app, f.owner, 'POST', `${access()}/end`);
    expect((ended.body as SupportAccess).active).toBeNull();
    expect((await rename('Dar kartą')).status).toBe(403);

    await apiRequest(t.app, f.owner, 'POST', access(), { hours: 1 });
    expect((await rename('Per valandą')).status).toBe(200);
    clock.set('2027-03-22T09:00:01Z');
    expect(((await rename('Per vėlai')).body as { code: string }).code).toBe('support_access_required');
  });
});
