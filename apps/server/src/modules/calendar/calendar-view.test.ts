import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import {
  ADMIN_FIXTURE_NOW,
  apiRequest,
  makeAdminFixture,
  type AdminFixture,
  type HttpMethod,
} from '#server/testing/admin-endpoints.ts';

let t: TestApp;
let f: AdminFixture;

beforeAll(async () => {
  t = await createTestApp({ now: () => ADMIN_FIXTURE_NOW });
  f = await makeAdminFixture(t.app.database.db, { slug: 'salonas-vienas-vardas' });
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: HttpMethod, url: string, body?: unknown) => apiRequest(t.app, f.owner, method, url, body);

describe('the client of an admin-booked visit (docs/decisions/049)', () => {
  it('is the name and phone the admin typed, in the list, the detail, the calendar and a schedule change’s list alike', async () => {
    // The customer has an account (her own name and phone); the admin books her daughter under it.
    const booked = await admin('POST', '/api/admin/appointments', {
      business: f.ids.businessId,
      specialist: f.ids.specialistId,
      services: [f.salon.haircut.id],
      start: '2027-03-26T08:00:00.000Z',
      customerId: f.customer.id,
      clientName: 'Dukra Testauskaitė',
      clientPhone: '+37069911111',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = booked.body.id as string;
    const typed = { name: 'Dukra Testauskaitė', phone: '+37069911111' };

    const list = await admin('GET', `/api/admin/appointments?business=${f.ids.businessId}`);
    expect(list.status).toBe(200);
    const listed = list.body.items.find((item: { id: string }) => item.id === id);
    expect(listed.client).toMatchObject(typed);

    const detail = await admin('GET', `/api/admin/appointment/${id}?business=${f.ids.businessId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.client).toMatchObject(typed);

    const calendar = await admin('GET', `/api/admin/calendar?business=${f.ids.businessId}&from=2027-03-26&to=2027-03-26`);
    expect(calendar.status).toBe(200);
    const shown = calendar.body.appointments.find((row: { id: string }) => row.id === id);
    expect({ name: shown.clientName, phone: shown.clientPhone }).toEqual(typed);

    const affected = await admin('POST', `/api/admin/schedule/affected-appointments?business=${f.ids.businessId}`, {
      change: 'override',
      specialist: f.ids.specialistId,
      date: '2027-03-26',
      intervals: [],
    });
    expect(affected.status, JSON.stringify(affected.body)).toBe(200);
    const warned = affected.body.appointments.find((row: { id: string }) => row.id === id);
    expect({ name: warned.clientName, phone: warned.clientPhone }).toEqual(typed);

    // The fixture's own visit, booked online with nothing typed: her account's name and phone everywhere.
    const own = list.body.items.find((item: { id: string }) => item.id === f.ids.appointmentId);
    const week = await admin('GET', `/api/admin/calendar?business=${f.ids.businessId}&from=2027-03-22&to=2027-03-28`);
    const ownShown = week.body.appointments.find((row: { id: string }) => row.id === f.ids.appointmentId);
    expect(own.client.name).toBe(ownShown.clientName);
    expect(own.client.phone).toBe(ownShown.clientPhone);
    expect(ownShown.clientPhone).toBe('+37061234567');
  });
});
