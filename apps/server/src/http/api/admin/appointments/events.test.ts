import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@vizitas/db';
import type { DomainEventName, DomainEvents } from '#server/core/events.ts';
import {
  ADMIN_FIXTURE_NOW,
  apiRequest,
  insertTestAppointment,
  makeAdminFixture,
  type AdminFixture,
} from '#server/testing/admin-endpoints.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// The domain events of appointments and of the catalogue: emitted once the change has
// committed, with what happened; nothing is emitted for a request that changed nothing.

let t: TestApp;
let db: Db;
let fixture: AdminFixture;
const seen: Array<{ name: DomainEventName; event: DomainEvents[DomainEventName] }> = [];

const NAMES: DomainEventName[] = [
  'appointment.created',
  'appointment.confirmed',
  'appointment.declined',
  'appointment.cancelled',
  'appointment.moved',
  'appointment.changed',
  'appointment.completed',
  'appointment.no_show',
  'catalogue.changed',
];

beforeAll(async () => {
  t = await createTestApp({ now: () => ADMIN_FIXTURE_NOW });
  db = t.app.database.db;
  fixture = await makeAdminFixture(db);
  for (const name of NAMES) t.app.context.events.on(name, (event) => seen.push({ name, event }));
});
afterAll(async () => {
  await t?.close();
});

async function pending(start: string): Promise<string> {
  return insertTestAppointment(db, {
    businessId: fixture.salon.business.id,
    specialistId: fixture.salon.specialist.id,
    service: fixture.salon.haircut,
    customerId: fixture.customer.id,
    start,
    status: 'pending',
  });
}

const take = () => seen.splice(0, seen.length);

describe('domain events', () => {
  it('a confirmed request emits appointment.confirmed with the appointment, business and who', async () => {
    const id = await pending('2027-03-26T08:00:00.000Z');
    take();
    const answer = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${id}`, { action: 'confirm' });
    expect(answer.status).toBe(200);
    expect(take()).toEqual([
      {
        name: 'appointment.confirmed',
        event: { appointmentId: id, businessId: fixture.salon.business.id, byUserId: fixture.owner.id },
      },
    ]);
  });

  it('a decline carries its reason; a second decline (409) emits nothing', async () => {
    const id = await pending('2027-03-26T10:00:00.000Z');
    take();
    const first = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${id}`, {
      action: 'decline',
      reason: 'Meistrė serga',
    });
    expect(first.status).toBe(200);
    const again = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${id}`, { action: 'decline' });
    expect(again.status).toBe(409);
    expect(take()).toEqual([
      {
        name: 'appointment.declined',
        event: { appointmentId: id, businessId: fixture.salon.business.id, byUserId: fixture.owner.id, reason: 'Meistrė serga' },
      },
    ]);
  });

  it('a move emits appointment.moved with the old and the new time; a move onto a taken time emits nothing', async () => {
    const id = await pending('2027-03-26T12:00:00.000Z');
    take();
    const moved = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${id}`, {
      start: '2027-03-26T13:00:00.000Z',
    });
    expect(moved.status).toBe(200);
    const [event, ...rest] = take();
    expect(rest).toEqual([]);
    expect(event?.name).toBe('appointment.moved');
    expect(event?.event).toMatchObject({
      appointmentId: id,
      from: { start: '2027-03-26T12:00:00.000Z', specialistId: fixture.salon.specialist.id },
      to: { start: '2027-03-26T13:00:00.000Z', specialistId: fixture.salon.specialist.id },
      notifyCustomer: true,
    });
    // Moved again without telling the customer: the event says so.
    const quiet = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${id}`, {
      start: '2027-03-26T14:00:00.000Z',
      notifyCustomer: false,
    });
    expect(quiet.status).toBe(200);
    const [quietEvent, ...others] = take();
    expect(others).toEqual([]);
    expect(quietEvent).toMatchObject({ name: 'appointment.moved', event: { appointmentId: id, notifyCustomer: false } });
    // The fixture's confirmed appointment holds Wednesday 10:00 (08:00Z).
    const refused = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${id}`, {
      start: '2027-03-24T08:00:00.000Z',
    });
    expect(refused.status).toBe(409);
    expect(take()).toEqual([]);
  });

  it('a booking by the business emits appointment.created (by the business), a changed service catalogue.changed', async () => {
    take();
    const created = await apiRequest(t.app, fixture.owner, 'POST', '/api/admin/appointments', {
      business: fixture.salon.business.id,
      specialist: fixture.salon.specialist.id,
      services: [fixture.salon.haircut.id],
      start: '2027-03-30T09:00:00.000Z',
      clientName: 'Ona Vaikščiotoja',
      clientPhone: '+37060000001',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const renamed = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/service/${fixture.salon.haircut.id}`, {
      name: 'Kirpimas trumpai',
    });
    expect(renamed.status).toBeLessThan(300);
    expect(take()).toEqual([
      {
        name: 'appointment.created',
        event: {
          appointmentId: (created.body as { id: string }).id,
          businessId: fixture.salon.business.id,
          byUserId: fixture.owner.id,
          status: 'confirmed',
          by: 'business',
        },
      },
      { name: 'catalogue.changed', event: { businessId: fixture.salon.business.id } },
    ]);
  });
});
