import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businesses } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { apiRequest, makeAdminFixture, type AdminFixture } from '#server/testing/admin-endpoints.ts';
import { configureAvailabilityCache, DEFAULT_CACHE_SETTINGS, invalidateCatalogue } from '#server/modules/availability/index.ts';

const HOUR = 3_600_000;
let t: TestApp;
let f: AdminFixture;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2027-03-22T08:00:00Z') });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  configureAvailabilityCache(t.app.context.caches, { ...DEFAULT_CACHE_SETTINGS, catalogueTtlMs: HOUR, bookingsTtlMs: HOUR });
  f = await makeAdminFixture(t.app.database.db, { slug: `detale-${++counter}` });
});

const detailUrl = () => `/api/public/business/${f.salon.business.slug}`;
const serviceIds = (detail: { serviceGroups: { services: { id: string }[] }[] }) =>
  detail.serviceGroups.flatMap((group) => group.services.map((service) => service.id));

describe('the public business detail, made from the cached catalogue', () => {
  it('is the same JSON however it is asked for', async () => {
    const plain = await t.app.inject({ method: 'GET', url: detailUrl() });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const detail = plain.json();
    expect(detail).toMatchObject({ slug: f.salon.business.slug, timeZone: 'Europe/Vilnius' });
    expect(serviceIds(detail)).toContain(f.ids.serviceId);
    expect(detail.specialists.map((specialist: { id: string }) => specialist.id)).toContain(f.ids.specialistId);

    // This salon's detail is short (under 1 kB): it goes out as it is even to a browser that takes brotli.
    expect(plain.body.length).toBeLessThan(1024);
    const asked = await t.app.inject({ method: 'GET', url: detailUrl(), headers: { 'accept-encoding': 'br' } });
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(asked.body).toBe(plain.body);
  });

  it('shows an admin’s change of the services at once', async () => {
    expect(serviceIds((await t.app.inject({ method: 'GET', url: detailUrl() })).json())).toContain(f.ids.serviceId);
    const deactivated = await apiRequest(
      t.app,
      f.owner,
      'POST',
      `/api/admin/service/${f.ids.serviceId}/deactivate?business=${f.ids.businessId}`,
    );
    expect(deactivated.status).toBeLessThan(300);
    expect(serviceIds((await t.app.inject({ method: 'GET', url: detailUrl() })).json())).not.toContain(f.ids.serviceId);
  });

  it('keeps a change made behind the app’s back out until the catalogue is invalidated', async () => {
    expect((await t.app.inject({ method: 'GET', url: detailUrl() })).json().phone).not.toBe('+37060000001');
    await t.app.database.db.update(businesses).set({ phone: '+37060000001' }).where(eq(businesses.id, f.ids.businessId));
    expect((await t.app.inject({ method: 'GET', url: detailUrl() })).json().phone).not.toBe('+37060000001');
    invalidateCatalogue(t.app.context.caches, f.ids.businessId);
    expect((await t.app.inject({ method: 'GET', url: detailUrl() })).json().phone).toBe('+37060000001');
  });

  it('answers 404 with its code for a slug no business has', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/public/business/tokio-verslo-nera' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'resource_not_found' });
  });
});
