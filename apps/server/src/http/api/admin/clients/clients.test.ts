import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CLIENT_PAGE_SIZE } from '@vizitas/shared/schemas/admin/clients';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeMember, makeUser, type TestUser } from '#server/testing/factories.ts';
import { ADMIN_FIXTURE_NOW, apiRequest, insertTestAppointment, makeAdminFixture, type AdminFixture } from '#server/testing/admin-endpoints.ts';

// The client list of a business: customers with an account who booked it and walk-ins typed in
// by the salon, searchable by name, phone and e-mail, the latest visit first. "Now" is Monday
// 2027-03-22, 10:00 in Vilnius.

let t: TestApp;
let a: AdminFixture;
let b: AdminFixture;
let staff: TestUser;
let ruta: TestUser;

interface ListedClient {
  userId: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  visitCount: number;
  lastVisitAt: string | null;
  nextVisitAt: string | null;
  blocked: boolean;
  hasCard: boolean;
}

const list = async (user: TestUser | null, query = '') => {
  const answer = await apiRequest(t.app, user, 'GET', `/api/admin/clients${query}`);
  return answer as { status: number; body: { items: ListedClient[]; total: number; page: number; pageSize: number; code?: string } };
};

beforeAll(async () => {
  t = await createTestApp({ now: () => ADMIN_FIXTURE_NOW });
  const db = t.app.database.db;
  a = await makeAdminFixture(db, { slug: 'salonas-a' });
  b = await makeAdminFixture(db, { slug: 'salonas-b' });
  staff = await makeMember(db, a.ids.businessId, 'staff');
  ruta = await makeUser(db, { name: 'Rūta Žemaitytė', email: 'ruta.zemaityte@example.lt', phoneNumber: '+37069900011' });
  const at = (start: string, status: 'completed' | 'confirmed' | 'cancelled', who: { customerId?: string; clientName?: string; clientPhone?: string }) =>
    insertTestAppointment(db, { businessId: a.ids.businessId, specialistId: a.ids.specialistId, service: a.salon.haircut, start, status, ...who });
  await at('2027-03-19T08:00:00.000Z', 'completed', { customerId: ruta.id });
  await at('2027-03-05T08:00:00.000Z', 'completed', { customerId: ruta.id });
  // A walk-in, twice, typed with the phone written differently: one client.
  await at('2027-03-12T08:00:00.000Z', 'completed', { clientName: 'Jonas Jonaitis', clientPhone: '+370 612 00000' });
  await at('2027-03-17T08:00:00.000Z', 'completed', { clientName: 'Jonas Jonaitis', clientPhone: '+37061200000' });
  // A walk-in without a phone who cancelled: a client, with no visit.
  await at('2027-03-02T08:00:00.000Z', 'cancelled', { clientName: 'Ona Onaitė' });
});
afterAll(async () => {
  await t?.close();
});

describe('the client list', () => {
  it("lists the business's own clients, account and walk-in, the latest visit first", async () => {
    const { status, body } = await list(a.owner);
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 4, page: 1, pageSize: ADMIN_CLIENT_PAGE_SIZE });
    expect(body.items).toEqual([
      {
        userId: ruta.id,
        name: 'Rūta Žemaitytė',
        phone: '+37069900011',
        email: 'ruta.zemaityte@example.lt',
        visitCount: 2,
        lastVisitAt: '2027-03-19T08:00:00.000Z',
        nextVisitAt: null,
        blocked: false,
        hasCard: false,
      },
      {
        userId: null,
        name: 'Jonas Jonaitis',
        phone: '+37061200000',
        email: null,
        visitCount: 2,
        lastVisitAt: '2027-03-17T08:00:00.000Z',
        nextVisitAt: null,
        blocked: false,
        hasCard: false,
      },
      expect.objectContaining({ userId: a.customer.id, visitCount: 0, lastVisitAt: null, nextVisitAt: '2027-03-24T08:00:00.000Z' }),
      expect.objectContaining({ userId: null, name: 'Ona Onaitė', phone: null, visitCount: 0, lastVisitAt: null, nextVisitAt: null }),
    ]);
    expect(JSON.stringify(body)).not.toContain(b.customer.id);
  });

  it('finds clients by name, e-mail and phone (spaces, a local 8 number)', async () => {
    const names = async (q: string) => (await list(staff, `?q=${encodeURIComponent(q)}`)).body.items.map((client) => client.name);
    expect(await names('rūta')).toEqual(['Rūta Žemaitytė']);
    expect(await names('ZEMAITYTE@EXAMPLE')).toEqual(['Rūta Žemaitytė']);
    expect(await names('699 000')).toEqual(['Rūta Žemaitytė']);
    expect(await names('861200000')).toEqual(['Jonas Jonaitis']);
    expect(await names('+370 612')).toEqual(['Jonas Jonaitis', 'Testas Testauskas']);
    expect(await names('onait')).toEqual(['Jonas Jonaitis', 'Ona Onaitė']);
    expect(await names('%')).toEqual([]);
    expect((await list(staff, '?q=niekas')).body).toMatchObject({ items: [], total: 0 });
  });

  it('shows the block and whether the card holds anything', async () => {
    await apiRequest(t.app, a.owner, 'POST', `/api/admin/user/${ruta.id}/client-card`, { allergies: 'Lateksas', blocked: true });
    const [first] = (await list(a.owner, '?q=R%C5%ABta')).body.items;
    expect(first).toMatchObject({ userId: ruta.id, blocked: true, hasCard: true });
  });

  it('pages: a page past the end is empty but keeps the total', async () => {
    const { body } = await list(a.owner, '?page=2');
    expect(body).toMatchObject({ items: [], total: 4, page: 2 });
  });

  it('refuses bad queries with 400 and a stable code', async () => {
    for (const query of ['?page=0', '?page=abc', `?q=${'a'.repeat(101)}`, '?q=a%00b', '?business=ne-uuid']) {
      const { status, body } = await list(a.owner, query);
      expect(status, query).toBe(400);
      expect(body.code).toBe('validation_failed');
    }
  });

  it("keeps other people out: B's business 403 for A's admin, a customer 403, a visitor 401", async () => {
    expect((await list(a.owner, `?business=${b.ids.businessId}`)).status).toBe(403);
    expect((await list(b.owner, `?business=${a.ids.businessId}`)).status).toBe(403);
    expect((await list(ruta)).status).toBe(403);
    expect((await list(null)).status).toBe(401);
    const ofB = await list(b.owner);
    expect(ofB.body.items.map((client) => client.userId)).toEqual([b.customer.id]);
  });
});
