import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCategories, services, type Db } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeMember } from '#server/testing/factories.ts';
import {
  ADMIN_FIXTURE_NOW,
  apiRequest,
  makeAdminFixture,
  tenantSnapshot,
  type AdminFixture,
} from '#server/testing/admin-endpoints.ts';

// A business's own grouping of its services (docs/decisions/025).

let t: TestApp;
let db: Db;
let f: AdminFixture;
let other: AdminFixture;

beforeAll(async () => {
  t = await createTestApp({ now: () => ADMIN_FIXTURE_NOW });
  db = t.app.database.db;
  f = await makeAdminFixture(db, { slug: 'salonas-kategorijos' });
  other = await makeAdminFixture(db, { slug: 'kitas-kategorijos' });
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  apiRequest(t.app, f.owner, method, url, body);

/** The public booking calendar's services with their category names. */
const publicCategories = async () =>
  (await apiRequest(t.app, null, 'GET', '/api/public/schedule/calendar-options?business=salonas-kategorijos')).body.services.map(
    (s: { name: string; categoryName: string | null }) => `${s.name}: ${s.categoryName ?? '—'}`,
  );

async function categoryCount(businessId: string) {
  const [row] = await db.select({ n: count() }).from(serviceCategories).where(eq(serviceCategories.businessId, businessId));
  return row!.n;
}

describe('service categories', () => {
  it('creates categories last in the order, counts their services, renames and reorders them', async () => {
    const cuts = await admin('POST', '/api/admin/service-categories', { name: ' Kirpimai ' });
    expect(cuts.status).toBe(201);
    expect(cuts.body).toMatchObject({ name: 'Kirpimai', sortOrder: 0, serviceCount: 0 });
    const colour = await admin('POST', '/api/admin/service-categories', { name: 'Dažymai' });
    expect(colour.body).toMatchObject({ name: 'Dažymai', sortOrder: 1 });
    expect((await admin('PATCH', `/api/admin/service/${f.ids.serviceId}`, { categoryId: cuts.body.id })).status).toBe(200);
    expect(await publicCategories()).toContain('Moteriškas kirpimas: Kirpimai');

    const renamed = await admin('PATCH', `/api/admin/service-category/${cuts.body.id}`, { name: 'Kirpimai ir šukuosenos' });
    expect(renamed.body).toMatchObject({ name: 'Kirpimai ir šukuosenos', serviceCount: 1 });
    expect(await publicCategories()).toContain('Moteriškas kirpimas: Kirpimai ir šukuosenos');

    const ordered = await admin('PUT', '/api/admin/service-categories/order', { ids: [colour.body.id] });
    expect(ordered.status).toBe(200);
    expect(ordered.body.categories.map((c: { name: string }) => c.name)).toEqual(['Dažymai', 'Kirpimai ir šukuosenos']);
    const list = await admin('GET', '/api/admin/service-categories');
    expect(list.body.categories).toEqual([
      { id: colour.body.id, name: 'Dažymai', sortOrder: 0, serviceCount: 0 },
      { id: cuts.body.id, name: 'Kirpimai ir šukuosenos', sortOrder: 1, serviceCount: 1 },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(other.ids.businessId);
  });

  it('deletes a category; its services stay, without a category', async () => {
    const { body } = await admin('GET', '/api/admin/service-categories');
    const used = body.categories.find((c: { serviceCount: number }) => c.serviceCount === 1);
    expect((await admin('DELETE', `/api/admin/service-category/${used.id}`)).body).toEqual({ success: true });
    const [service] = await db.select().from(services).where(eq(services.id, f.ids.serviceId));
    expect(service).toMatchObject({ categoryId: null, active: true });
    expect(await publicCategories()).toContain('Moteriškas kirpimas: —');
    expect((await admin('DELETE', `/api/admin/service-category/${used.id}`)).status).toBe(404);
  });

  it('refuses bad input (400, Lithuanian), foreign ids (404) and staff (403); writes nothing', async () => {
    const before = await tenantSnapshot(db, f.ids.businessId);
    const categoriesBefore = await categoryCount(f.ids.businessId);
    const [foreign] = await db
      .insert(serviceCategories)
      .values({ businessId: other.ids.businessId, name: 'Svetima' })
      .returning();
    for (const [method, url, body, field] of [
      ['POST', '/api/admin/service-categories', { name: '' }, 'name'],
      ['POST', '/api/admin/service-categories', { name: ' ' }, 'name'],
      ['POST', '/api/admin/service-categories', { name: 'x'.repeat(101) }, 'name'],
      ['POST', '/api/admin/service-categories', { name: 'a\tb' }, 'name'],
      ['POST', '/api/admin/service-categories', { name: null }, 'name'],
      ['POST', '/api/admin/service-categories', { name: 'Ok', sortOrder: 3 }, '_'],
      ['PATCH', `/api/admin/service-category/ne-id`, { name: 'Ok' }, 'id'],
      ['PUT', '/api/admin/service-categories/order', { ids: [] }, 'ids'],
      ['PUT', '/api/admin/service-categories/order', { ids: 'visos' }, 'ids'],
    ] as const) {
      const answer = await admin(method, url, body);
      expect(answer.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(Object.keys(answer.body.fields)).toContain(field);
    }
    expect((await admin('POST', '/api/admin/service-categories', { name: '' })).body.fields.name).toEqual([
      'Kategorijos pavadinimas turi būti nuo 1 iki 100 simbolių.',
    ]);
    for (const [method, url, body] of [
      ['PATCH', `/api/admin/service-category/${foreign!.id}`, { name: 'Mano' }],
      ['DELETE', `/api/admin/service-category/${foreign!.id}`, undefined],
      ['PUT', '/api/admin/service-categories/order', { ids: [foreign!.id] }],
    ] as const) {
      expect((await admin(method, url, body)).status, `${method} ${url}`).toBe(404);
    }
    const staff = await makeMember(db, f.ids.businessId, 'staff');
    expect((await apiRequest(t.app, staff, 'GET', '/api/admin/service-categories')).status).toBe(200);
    const refused = await apiRequest(t.app, staff, 'POST', '/api/admin/service-categories', { name: 'Personalo' });
    expect(refused.status).toBe(403);
    expect(await categoryCount(f.ids.businessId)).toBe(categoriesBefore);
    expect(await tenantSnapshot(db, f.ids.businessId)).toBe(before);
    const [kept] = await db.select().from(serviceCategories).where(eq(serviceCategories.id, foreign!.id));
    expect(kept!.name).toBe('Svetima');
  });
});
