import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@vizitas/db';
import { makeMember, type TestUser } from '#server/testing/factories.ts';
import {
  ADMIN_FIXTURE_NOW,
  apiRequest,
  insertTestAppointment,
  makeAdminFixture,
  type AdminFixture,
} from '#server/testing/admin-endpoints.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// Inside a business, who may do what (modules/business/policy.ts): staff members run the day —
// appointments, schedule, days off — and read the settings; only the owner changes them.

let t: TestApp;
let db: Db;
let fixture: AdminFixture;
let staff: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => ADMIN_FIXTURE_NOW });
  db = t.app.database.db;
  fixture = await makeAdminFixture(db);
  staff = await makeMember(db, fixture.salon.business.id, 'staff');
});
afterAll(async () => {
  await t?.close();
});

describe('policies inside a business', () => {
  it('staff see and manage the appointments', async () => {
    const list = await apiRequest(t.app, staff, 'GET', '/api/admin/appointments');
    expect(list.status).toBe(200);
    const id = await insertTestAppointment(db, {
      businessId: fixture.salon.business.id,
      specialistId: fixture.salon.specialist.id,
      service: fixture.salon.haircut,
      customerId: fixture.customer.id,
      start: '2027-03-26T08:00:00.000Z',
      status: 'pending',
    });
    const confirmed = await apiRequest(t.app, staff, 'PATCH', `/api/admin/appointment/${id}`, { action: 'confirm' });
    expect(confirmed.status).toBe(200);
    expect((confirmed.body as { status: string }).status).toBe('confirmed');
  });

  it('staff see the clients and read and write their cards, the block too', async () => {
    const clients = await apiRequest(t.app, staff, 'GET', '/api/admin/clients');
    expect(clients.status).toBe(200);
    expect((clients.body as { items: { userId: string | null }[] }).items.map((client) => client.userId)).toContain(fixture.customer.id);
    const url = `/api/admin/user/${fixture.customer.id}/client-card`;
    const saved = await apiRequest(t.app, staff, 'POST', url, { allergies: 'Nikelis', blocked: true });
    expect(saved.status).toBe(200);
    const read = await apiRequest(t.app, fixture.owner, 'GET', url);
    expect(read.body).toMatchObject({ card: { allergies: 'Nikelis', blocked: true, updatedBy: { userId: staff.id } } });
    expect((await apiRequest(t.app, staff, 'POST', url, { blocked: false })).body.card.blocked).toBe(false);
  });

  it('staff set the schedule and days off', async () => {
    const dayOff = await apiRequest(t.app, staff, 'POST', '/api/admin/holidays', {
      startDate: '2027-05-03',
      endDate: '2027-05-04',
      specialist: fixture.salon.specialist.id,
    });
    expect(dayOff.status).toBe(201);
  });

  it('staff read the services and booking rules but may not change them (403, nothing written)', async () => {
    const rulesUrl = `/api/admin/business/${fixture.salon.business.id}/booking-rules`;
    expect((await apiRequest(t.app, staff, 'GET', '/api/admin/services')).status).toBe(200);
    const before = await apiRequest(t.app, staff, 'GET', rulesUrl);
    expect(before.status).toBe(200);

    const rules = await apiRequest(t.app, staff, 'PATCH', rulesUrl, { slotStepMin: 60 });
    expect(rules.status).toBe(403);
    expect((rules.body as { code: string }).code).toBe('forbidden');
    const service = await apiRequest(t.app, staff, 'POST', '/api/admin/services', {
      name: 'Nauja paslauga',
      durationMin: 30,
      priceCents: 1000,
    });
    expect(service.status).toBe(403);
    const renamed = await apiRequest(t.app, staff, 'PATCH', `/api/admin/service/${fixture.salon.haircut.id}`, { name: 'Kitas' });
    expect(renamed.status).toBe(403);

    expect((await apiRequest(t.app, staff, 'GET', rulesUrl)).body).toEqual(before.body);
    const services = (await apiRequest(t.app, staff, 'GET', '/api/admin/services')).body as { services: { name: string }[] };
    expect(services.services.map((s) => s.name)).not.toContain('Nauja paslauga');
    expect(services.services.map((s) => s.name)).not.toContain('Kitas');
  });

  it('the owner changes them', async () => {
    const rules = await apiRequest(
      t.app,
      fixture.owner,
      'PATCH',
      `/api/admin/business/${fixture.salon.business.id}/booking-rules`,
      {
        slotStepMin: 30,
      },
    );
    expect(rules.status).toBe(200);
    expect((rules.body as { slotStepMin: number }).slotStepMin).toBe(30);
  });
});
