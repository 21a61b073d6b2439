import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCategories, services, specialistServices, type Db } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeService, makeSpecialist } from '#server/testing/factories.ts';
import {
  ADMIN_FIXTURE_NOW,
  apiRequest,
  makeAdminFixture,
  type AdminFixture,
  type HttpMethod,
} from '#server/testing/admin-endpoints.ts';

let t: TestApp;
let db: Db;
let f: AdminFixture;
let other: AdminFixture;

beforeAll(async () => {
  t = await createTestApp({ now: () => ADMIN_FIXTURE_NOW });
  db = t.app.database.db;
  f = await makeAdminFixture(db, { slug: 'salonas-paslaugos' });
  other = await makeAdminFixture(db, { slug: 'kitas-salonas' });
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: HttpMethod, url: string, body?: unknown) => apiRequest(t.app, f.owner, method, url, body);

async function counts() {
  const [[s], [l]] = await Promise.all([
    db.select({ n: count() }).from(services),
    db.select({ n: count() }).from(specialistServices),
  ]);
  return { services: s!.n, links: l!.n };
}

const publicServiceNames = async () =>
  (await apiRequest(t.app, null, 'GET', '/api/public/schedule/calendar-options?business=salonas-paslaugos')).body.services.map(
    (s: { name: string }) => s.name,
  );

describe('services', () => {
  it('lists every service of the business, inactive ones too, in order, with who offers each', async () => {
    const [category] = await db.insert(serviceCategories).values({ businessId: f.ids.businessId, name: 'Kirpimai' }).returning();
    await makeService(db, f.ids.businessId, [], { name: 'Senas dažymas', active: false, sortOrder: 5, categoryId: category!.id });
    const { status, body } = await admin('GET', '/api/admin/services');
    expect(status).toBe(200);
    expect(body.services.map((s: { name: string }) => s.name)).toEqual([
      'Kirpčiukų kirpimas',
      'Moteriškas kirpimas',
      'Senas dažymas',
    ]);
    expect(body.services[1]).toEqual({
      id: f.ids.serviceId,
      name: 'Moteriškas kirpimas',
      description: null,
      categoryId: null,
      categoryName: null,
      durationMin: 60,
      priceCents: 3500,
      priceFrom: false,
      bufferAfterMin: 0,
      active: true,
      sortOrder: 0,
      specialistIds: [f.ids.specialistId],
    });
    expect(body.services[2]).toMatchObject({ active: false, categoryName: 'Kirpimai', specialistIds: [] });
    expect(JSON.stringify(body)).not.toContain(other.ids.serviceId);
  });

  it('creates a service last in the order, offered by the named specialists, and the public calendar offers it', async () => {
    const { status, body } = await admin('POST', '/api/admin/services', {
      name: '  Vyriškas kirpimas ',
      description: 'Kirpimas mašinėle ir žirklėmis.\nSu plovimu.',
      durationMin: 45,
      priceCents: 2000,
      priceFrom: true,
      bufferAfterMin: 10,
      specialistIds: [f.ids.specialistId],
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Vyriškas kirpimas',
      durationMin: 45,
      priceCents: 2000,
      priceFrom: true,
      bufferAfterMin: 10,
      active: true,
      sortOrder: 6,
    });
    expect(body.specialistIds).toEqual([f.ids.specialistId]);
    expect(await publicServiceNames()).toContain('Vyriškas kirpimas');
    const minimal = await admin('POST', '/api/admin/services', { name: 'Konsultacija', durationMin: 5, priceCents: 0 });
    expect(minimal.status).toBe(201);
    expect(minimal.body).toMatchObject({
      durationMin: 5,
      priceCents: 0,
      priceFrom: false,
      bufferAfterMin: 0,
      specialistIds: [],
      sortOrder: 7,
    });
    expect(
      (await admin('POST', '/api/admin/services', { name: 'Ilgiausia', durationMin: 600, priceCents: 1_000_000 })).status,
    ).toBe(201);
  });

  it('refuses bad services with 400 (field errors in Lithuanian) and unknown references with 404; writes nothing', async () => {
    const before = await counts();
    const base = { name: 'Paslauga', durationMin: 60, priceCents: 1000 };
    const bad: [Record<string, unknown>, string][] = [
      [{ ...base, name: '' }, 'name'],
      [{ ...base, name: '   ' }, 'name'],
      [{ ...base, name: 'x'.repeat(201) }, 'name'],
      [{ ...base, name: 'Eilutė\nantra' }, 'name'],
      [{ ...base, name: 'Nul\u0000' }, 'name'],
      [{ ...base, name: 42 }, 'name'],
      [{ ...base, name: undefined }, 'name'],
      [{ ...base, durationMin: 0 }, 'durationMin'],
      [{ ...base, durationMin: 4 }, 'durationMin'],
      [{ ...base, durationMin: 7 }, 'durationMin'],
      [{ ...base, durationMin: 601 }, 'durationMin'],
      [{ ...base, durationMin: 60.5 }, 'durationMin'],
      [{ ...base, durationMin: '60' }, 'durationMin'],
      [{ ...base, durationMin: 1e308 }, 'durationMin'],
      [{ ...base, priceCents: -1 }, 'priceCents'],
      [{ ...base, priceCents: 1_000_001 }, 'priceCents'],
      [{ ...base, priceCents: 10.5 }, 'priceCents'],
      [{ ...base, priceCents: null }, 'priceCents'],
      [{ ...base, bufferAfterMin: 3 }, 'bufferAfterMin'],
      [{ ...base, description: 'x'.repeat(2001) }, 'description'],
      [{ ...base, specialistIds: [f.ids.specialistId, f.ids.specialistId] }, 'specialistIds'],
      [{ ...base, specialistIds: ["'; drop table services; --"] }, 'specialistIds.0'],
      [{ ...base, categoryId: 'kirpimai' }, 'categoryId'],
      [{ ...base, active: false }, '_'],
      [{ ...base, businessId: other.ids.businessId }, '_'],
    ];
    for (const [body, field] of bad) {
      const answer = await admin('POST', '/api/admin/services', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed', message: 'Prašome ištaisyti klaidas!' });
      expect(Object.keys(answer.body.fields), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    const duration = await admin('POST', '/api/admin/services', { ...base, durationMin: 7 });
    expect(duration.body.fields.durationMin).toEqual(['Trukmė turi būti nuo 5 iki 600 min., kas 5 min.']);
    for (const body of [
      { ...base, specialistIds: [other.ids.specialistId] },
      { ...base, specialistIds: ['00000000-0000-4000-8000-000000000000'] },
      { ...base, categoryId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const answer = await admin('POST', '/api/admin/services', body);
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('unknown_reference');
    }
    expect(await counts()).toEqual(before);
  });

  it('edits a service and replaces who offers it; refuses empty, bad and unknown edits', async () => {
    const colleague = await makeSpecialist(db, f.ids.businessId, 'Kolegė Asta');
    const edited = await admin('PATCH', `/api/admin/service/${f.ids.secondServiceId}`, {
      name: 'Kirpčiukai',
      priceCents: 1200,
      description: null,
      specialistIds: [colleague.id, f.ids.specialistId],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: f.ids.secondServiceId, name: 'Kirpčiukai', priceCents: 1200, durationMin: 30 });
    expect([...edited.body.specialistIds].sort()).toEqual([colleague.id, f.ids.specialistId].sort());
    const none = await admin('PATCH', `/api/admin/service/${f.ids.secondServiceId}`, { specialistIds: [] });
    expect(none.body.specialistIds).toEqual([]);
    const before = await counts();
    for (const body of [{}, { durationMin: 3 }, { name: '' }, { id: f.ids.serviceId }, { active: false }]) {
      expect((await admin('PATCH', `/api/admin/service/${f.ids.secondServiceId}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    const foreign = await admin('PATCH', `/api/admin/service/${f.ids.secondServiceId}`, {
      specialistIds: [other.ids.specialistId],
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('unknown_reference');
    expect((await admin('PATCH', `/api/admin/service/${other.ids.serviceId}`, { name: 'Svetima' })).status).toBe(404);
    expect((await admin('PATCH', '/api/admin/service/nera', { name: 'X' })).status).toBe(400);
    expect(await counts()).toEqual(before);
    const [row] = await db.select().from(services).where(eq(services.id, other.ids.serviceId));
    expect(row!.name).toBe('Moteriškas kirpimas');
  });

  it('orders services: the listed ones first, the others after in their old order', async () => {
    const list = async () => (await admin('GET', '/api/admin/services')).body.services.map((s: { id: string }) => s.id);
    const all = await list();
    const last = all.at(-1);
    const ordered = await admin('PUT', '/api/admin/services/order', { ids: [last, f.ids.serviceId] });
    expect(ordered.status).toBe(200);
    const now = ordered.body.services.map((s: { id: string }) => s.id);
    expect(now.slice(0, 2)).toEqual([last, f.ids.serviceId]);
    expect(now.slice(2)).toEqual(all.filter((id: string) => id !== last && id !== f.ids.serviceId));
    expect(ordered.body.services.map((s: { sortOrder: number }) => s.sortOrder)).toEqual(now.map((_: string, i: number) => i));
    for (const body of [{ ids: [] }, { ids: [last, last] }, { ids: 'x' }, {}, { ids: [last], extra: 1 }]) {
      expect((await admin('PUT', '/api/admin/services/order', body)).status, JSON.stringify(body)).toBe(400);
    }
    const foreign = await admin('PUT', '/api/admin/services/order', { ids: [f.ids.serviceId, other.ids.serviceId] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('unknown_reference');
    expect(await list()).toEqual(now);
  });

  it('deactivates a service (no longer offered to customers) and activates it again', async () => {
    const off = await admin('POST', `/api/admin/service/${f.ids.serviceId}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expect(await publicServiceNames()).not.toContain('Moteriškas kirpimas');
    const slots = await apiRequest(
      t.app,
      null,
      'GET',
      `/api/public/schedule/available-time-slots?business=salonas-paslaugos&date=2027-03-26&services=${f.ids.serviceId}`,
    );
    expect(slots.status).toBe(422);
    expect(
      (await admin('GET', '/api/admin/services')).body.services.find((s: { id: string }) => s.id === f.ids.serviceId).active,
    ).toBe(false);
    const on = await admin('POST', `/api/admin/service/${f.ids.serviceId}/activate`);
    expect(on.body.active).toBe(true);
    expect(await publicServiceNames()).toContain('Moteriškas kirpimas');
    expect((await admin('POST', `/api/admin/service/${other.ids.serviceId}/deactivate`)).status).toBe(404);
    expect((await admin('POST', '/api/admin/service/00000000-0000-4000-8000-000000000000/activate')).status).toBe(404);
  });
});
