import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeMember, makeUser } from '#server/testing/factories.ts';
import {
  ADMIN_FIXTURE_NOW,
  apiRequest,
  insertTestAppointment,
  makeAdminFixture,
  type AdminFixture,
} from '#server/testing/admin-endpoints.ts';
import { businessMembers } from '@vizitas/db';

let t: TestApp;
let db: Db;
let a: AdminFixture;
let b: AdminFixture;

beforeAll(async () => {
  t = await createTestApp({ now: () => ADMIN_FIXTURE_NOW });
  db = t.app.database.db;
  a = await makeAdminFixture(db, { slug: 'salonas-remas-a', name: 'Salonas A' });
  b = await makeAdminFixture(db, { slug: 'salonas-remas-b', name: 'Salonas B' });
  for (const start of ['2027-04-01T07:00:00.000Z', '2027-04-01T09:00:00.000Z']) {
    await insertTestAppointment(db, {
      businessId: a.ids.businessId,
      specialistId: a.ids.specialistId,
      service: a.salon.haircut,
      clientName: 'Laukianti Klientė',
      start,
      status: 'pending',
    });
  }
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/shell', () => {
  it("answers the member's businesses, the first one, and its requests waiting for confirmation", async () => {
    const answer = await apiRequest(t.app, a.owner, 'GET', '/api/admin/shell');
    expect(answer).toEqual({
      status: 200,
      body: {
        memberships: [{ slug: 'salonas-remas-a', name: 'Salonas A' }],
        isOperator: false,
        business: { id: a.salon.business.id, slug: 'salonas-remas-a', name: 'Salonas A' },
        pendingCount: 2,
        role: 'owner',
        canManageSettings: true,
        support: null,
      },
    });
  });

  it('takes the business named by ?verslas= for a member of two; another business is a 404', async () => {
    const both = await makeUser(db);
    await db.insert(businessMembers).values([
      { businessId: a.ids.businessId, userId: both.id, role: 'staff' },
      { businessId: b.ids.businessId, userId: both.id, role: 'owner' },
    ]);
    const second = await apiRequest(t.app, both, 'GET', '/api/admin/shell?verslas=salonas-remas-b');
    expect(second.body).toMatchObject({
      business: { slug: 'salonas-remas-b' },
      pendingCount: 0,
      role: 'owner',
      canManageSettings: true,
    });
    const first = await apiRequest(t.app, both, 'GET', '/api/admin/shell?verslas=salonas-remas-a');
    expect(first.body).toMatchObject({ business: { slug: 'salonas-remas-a' }, role: 'staff', canManageSettings: false });
    expect(second.body.memberships).toHaveLength(2);
    const foreign = await apiRequest(t.app, a.owner, 'GET', '/api/admin/shell?verslas=salonas-remas-b');
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ success: false, code: 'not_found' });
  });

  it('lets the operator name any business, and answers without one when none is named', async () => {
    const operator = await makeUser(db, { isOperator: true });
    const none = await apiRequest(t.app, operator, 'GET', '/api/admin/shell');
    expect(none.body).toEqual({
      memberships: [],
      isOperator: true,
      business: null,
      pendingCount: null,
      role: null,
      canManageSettings: false,
      support: null,
    });
    // Without the owner's support grant she reads only.
    const named = await apiRequest(t.app, operator, 'GET', '/api/admin/shell?verslas=salonas-remas-a');
    expect(named.body).toMatchObject({
      business: { slug: 'salonas-remas-a', name: 'Salonas A' },
      pendingCount: 2,
      role: 'operator',
      canManageSettings: false,
      support: { endsAt: null },
    });
  });

  it('refuses a visitor (401) and a customer in no business (403), and lets staff in', async () => {
    expect((await apiRequest(t.app, null, 'GET', '/api/admin/shell')).status).toBe(401);
    expect((await apiRequest(t.app, await makeUser(db), 'GET', '/api/admin/shell')).status).toBe(403);
    const staff = await makeMember(db, a.ids.businessId, 'staff');
    expect((await apiRequest(t.app, staff, 'GET', '/api/admin/shell')).body).toMatchObject({
      pendingCount: 2,
      role: 'staff',
      canManageSettings: false,
    });
  });
});
