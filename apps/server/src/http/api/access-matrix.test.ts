import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { count, eq } from 'drizzle-orm';
import { notifications, services } from '@vizitas/db';
import { createTestDatabase } from '@vizitas/db/testing';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeBusiness, makeMember, makeService, makeUser, type TestUser } from '#server/testing/factories.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';
import { readConfig } from '#server/config.ts';
import errorsPlugin from '#server/http/plugins/errors.ts';
import secretsPlugin from '#server/http/plugins/secrets.ts';
import securityPlugin from '#server/http/plugins/security.ts';
import sessionPlugin from '#server/http/plugins/session.ts';
import { requireBusinessMember, requireMemberHook } from '#server/http/guards.ts';
import { ADMIN_BOOKING_ENDPOINTS } from '#server/testing/admin-endpoints.ts';
import { ACCESS_MATRIX, type AccessCase, type MatrixFixture } from '#server/testing/access-matrix.ts';
import type { ReadContext } from '#server/core/context.ts';
import { Shelf } from '#server/core/shelf.ts';

const clock = new TestClock(new Date('2027-06-01T08:00:00Z'));

function browserOf(app: FastifyInstance, user: TestUser | null, address: string): TestBrowser {
  const b = new TestBrowser(app, address);
  if (user) {
    const [name, value] = user.cookie.split('=') as [string, string];
    b.cookies.set(name, value);
  }
  return b;
}

async function call(b: TestBrowser, method: AccessCase['method'], url: string, body: unknown) {
  return b.request(method, url, method === 'GET' || method === 'DELETE' ? {} : { body: body ?? {} });
}

describe('access matrix against the real app', () => {
  let t: TestApp;
  let fixture: MatrixFixture;
  let customer: TestUser;
  let member: TestUser;
  let operator: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const db = t.app.database.db;
    const a = await makeBusiness(db);
    const b = await makeBusiness(db);
    fixture = { businessA: { id: a.id, slug: a.slug }, businessB: { id: b.id, slug: b.slug } };
    customer = await makeUser(db);
    member = await makeMember(db, a.id, 'owner');
    operator = await makeUser(db, { isOperator: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists operations of every guarded area', () => {
    expect(ACCESS_MATRIX.some((c) => c.area === 'user')).toBe(true);
    expect(ACCESS_MATRIX.some((c) => c.area === 'operator')).toBe(true);
  });

  it('names every guarded operation of the OpenAPI document (admin ones in the admin booking matrix)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const documented = Object.entries(response.json().paths as Record<string, Record<string, unknown>>)
      .filter(([route]) => /^\/api\/(user|admin|operator)\//.test(route))
      .flatMap(([route, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${route}`));
    const listed = new Set([
      ...ACCESS_MATRIX.map((c) => `${c.method} ${c.route}`),
      ...ADMIN_BOOKING_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.route}`),
    ]);
    expect(documented.filter((operation) => !listed.has(operation))).toEqual([]);
    expect(documented.length).toBeGreaterThan(40);
  });

  it('a visitor gets 401 everywhere', async () => {
    const visitor = browserOf(t.app, null, '10.9.0.1');
    for (const c of ACCESS_MATRIX) {
      const response = await call(visitor, c.method, c.path(fixture), c.body?.(fixture));
      expect(response.statusCode, `${c.method} ${c.path(fixture)}`).toBe(401);
      expect(response.json().code).toBe('unauthorized');
    }
  });

  it('a customer reaches their own area only: 403 for admin and operator', async () => {
    const b = browserOf(t.app, customer, '10.9.0.2');
    for (const c of ACCESS_MATRIX) {
      const response = await call(b, c.method, c.path(fixture), c.body?.(fixture));
      const label = `${c.method} ${c.path(fixture)}`;
      expect(response.statusCode, label).toBeLessThan(500);
      if (c.area === 'user') expect([401, 403], label).not.toContain(response.statusCode);
      else {
        expect(response.statusCode, label).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden', message: 'Neturite teisės atlikti šio veiksmo.' });
      }
    }
  });

  it("a member of business A works on A, never on B's ids, and is no operator", async () => {
    const b = browserOf(t.app, member, '10.9.0.3');
    for (const c of ACCESS_MATRIX) {
      const label = `${c.method} ${c.path(fixture)}`;
      const response = await call(b, c.method, c.path(fixture), c.body?.(fixture));
      expect(response.statusCode, label).toBeLessThan(500);
      if (c.area === 'operator' || c.operatorOnly) expect(response.statusCode, label).toBe(403);
      else expect([401, 403], label).not.toContain(response.statusCode);
      if (c.crossTenant) {
        const cross = await call(b, c.method, c.crossTenant.path(fixture), c.crossTenant.body?.(fixture));
        expect([403, 404], `${c.method} ${c.crossTenant.path(fixture)}`).toContain(cross.statusCode);
      }
    }
  });

  it("a staff member of business A does the day-to-day admin work, is refused the owner's decisions, never reaches B", async () => {
    const staff = await makeMember(t.app.database.db, fixture.businessA.id, 'staff');
    const b = browserOf(t.app, staff, '10.9.0.6');
    const adminCases = ACCESS_MATRIX.filter((c) => c.area === 'admin');
    expect(adminCases.length).toBeGreaterThan(0);
    for (const c of adminCases) {
      const label = `${c.method} ${c.path(fixture)}`;
      const response = await call(b, c.method, c.path(fixture), c.body?.(fixture));
      expect(c.staff, label).toBeDefined();
      if (c.staff === 'forbidden') {
        expect(response.statusCode, label).toBe(403);
        expect(response.json().code, label).toBe('forbidden');
      } else expect(response.statusCode, label).toBe(200);
      if (c.crossTenant) {
        const cross = await call(b, c.method, c.crossTenant.path(fixture), c.crossTenant.body?.(fixture));
        expect([403, 404], `${c.method} ${c.crossTenant.path(fixture)}`).toContain(cross.statusCode);
      }
    }
  });

  it('a malformed body changes no answer of the guards: 401, 403 and 404 come before the schema, never 400', async () => {
    // An array where every operation wants an object: no body schema accepts it.
    const malformed = [{ bad: 'x'.repeat(10) }];
    const withBody = ACCESS_MATRIX.filter((c) => c.method !== 'GET' && c.method !== 'DELETE');
    expect(withBody.length).toBeGreaterThan(10);
    const db = t.app.database.db;
    const visitor = browserOf(t.app, null, '10.9.1.1');
    const aCustomer = browserOf(t.app, await makeUser(db), '10.9.1.2');
    const ownerOfA = browserOf(t.app, await makeMember(db, fixture.businessA.id, 'owner'), '10.9.1.3');
    const staffOfA = browserOf(t.app, await makeMember(db, fixture.businessA.id, 'staff'), '10.9.1.4');
    let staffCases = 0;
    let crossCases = 0;
    for (const c of withBody) {
      const label = `${c.method} ${c.path(fixture)}`;
      const asVisitor = await call(visitor, c.method, c.path(fixture), malformed);
      expect(asVisitor.statusCode, `visitor: ${label}`).toBe(401);
      expect(asVisitor.json().code, `visitor: ${label}`).toBe('unauthorized');
      if (c.area !== 'user') {
        const asCustomer = await call(aCustomer, c.method, c.path(fixture), malformed);
        expect(asCustomer.statusCode, `customer: ${label}`).toBe(403);
      }
      if (c.area === 'admin' && c.staff === 'forbidden') {
        staffCases++;
        const asStaff = await call(staffOfA, c.method, c.path(fixture), malformed);
        expect(asStaff.statusCode, `staff: ${label}`).toBe(403);
        expect(asStaff.json().code, `staff: ${label}`).toBe('forbidden');
      }
      if (c.crossTenant) {
        crossCases++;
        const cross = await call(ownerOfA, c.method, c.crossTenant.path(fixture), malformed);
        expect([403, 404], `owner of A on B: ${c.method} ${c.crossTenant.path(fixture)}`).toContain(cross.statusCode);
      }
    }
    expect(staffCases).toBeGreaterThan(0);
    expect(crossCases).toBeGreaterThan(0);
    // The same malformed body from someone allowed is still refused by the schema, with the field list.
    const own = withBody.find((c) => c.area === 'admin' && c.staff === 'forbidden' && c.method === 'PATCH');
    expect(own, 'an owner-only PATCH in the matrix').toBeDefined();
    const asOwner = await call(ownerOfA, own!.method, own!.path(fixture), malformed);
    expect(asOwner.statusCode).toBe(400);
    expect(asOwner.json().code).toBe('validation_failed');
  });

  it('the operator reaches the operator area; nobody else does', async () => {
    const b = browserOf(t.app, operator, '10.9.0.4');
    const platform = ACCESS_MATRIX.filter((x) => x.operatorOnly);
    expect(platform.length).toBeGreaterThan(0);
    for (const c of ACCESS_MATRIX.filter((x) => x.area !== 'admin' || x.operatorOnly)) {
      const response = await call(b, c.method, c.path(fixture), c.body?.(fixture));
      const label = `${c.method} ${c.path(fixture)}`;
      expect(response.statusCode, label).toBeLessThan(500);
      if (c.area === 'operator' || c.operatorOnly) expect(response.statusCode, label).toBe(c.operatorStatus ?? 200);
      else expect([401, 403], label).not.toContain(response.statusCode);
    }
  });

  it('the operator sees the browser error reports, newest first, in pages', async () => {
    // A fresh operator: the matrix above ended the first one's sessions (log out everywhere).
    const b = browserOf(t.app, await makeUser(t.app.database.db, { isOperator: true }), '10.9.0.5');
    const { errorReportToken } = await import('#server/lib/error-report-token.ts');
    const token = errorReportToken(t.app.secrets.errorReports, t.app.context.now().getTime());
    for (const message of ['Pirma klaida', 'Antra klaida']) {
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/public/log-an-error/${token}`, payload: { message } })).statusCode,
      ).toBe(201);
    }
    const page = await b.get('/api/operator/client-errors?limit=1');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 2, page: 1 });
    expect(page.json().items).toHaveLength(1);
    for (const bad of ['?page=0', '?limit=1000', '?page=abc', "?page=1' OR 1=1"]) {
      const response = await b.get(`/api/operator/client-errors${bad}`);
      expect(response.statusCode, bad).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  it('a user only ever sees, marks and dismisses her own notifications: 404 for anyone else, 401 for a visitor', async () => {
    const db = t.app.database.db;
    const owner = await makeUser(db);
    const [own] = await db
      .insert(notifications)
      .values({
        userId: owner.id,
        businessId: fixture.businessA.id,
        kind: 'booking_confirmed',
        text: 'Vizitas patvirtintas.',
        href: '/vizitai',
        eventKey: 'matrix:1',
        createdAt: clock.now(),
      })
      .returning({ id: notifications.id });
    const id = own!.id;
    // Another customer, a member of the notification's business and the operator (fresh ones: the
    // matrix above ended its actors' sessions): not found, and nothing changes.
    const others = [
      await makeUser(db),
      await makeMember(db, fixture.businessA.id, 'owner'),
      await makeUser(db, { isOperator: true }),
    ];
    for (const [index, other] of others.entries()) {
      const b = browserOf(t.app, other, `10.9.0.${10 + index}`);
      for (const path of ['/api/user/notification/mark-as-seen', '/api/user/notification/dismiss']) {
        const response = await call(b, 'POST', path, { id });
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toMatchObject({ code: 'notification_not_found', message: 'Pranešimas nerastas.' });
      }
      expect((await b.get('/api/user/notifications')).json()).toMatchObject({ count: '0', items: [] });
    }
    const visitor = browserOf(t.app, null, '10.9.0.20');
    for (const path of ['/api/user/notification/mark-as-seen', '/api/user/notification/dismiss']) {
      expect((await call(visitor, 'POST', path, { id })).statusCode).toBe(401);
    }
    expect((await db.select().from(notifications).where(eq(notifications.id, id)))[0]).toMatchObject({
      seenAt: null,
      dismissedAt: null,
    });
    const mine = browserOf(t.app, owner, '10.9.0.21');
    expect((await mine.get('/api/user/notifications')).json()).toMatchObject({ count: '1', items: [{ id, seen: false }] });
    expect((await call(mine, 'POST', '/api/user/notification/mark-as-seen', { id })).json()).toEqual({
      success: true,
      count: '0',
    });
    expect((await call(mine, 'POST', '/api/user/notification/dismiss', { id })).json()).toEqual({ success: true, count: '0' });
    expect((await mine.get('/api/user/notifications')).json()).toMatchObject({ count: '0', items: [] });
  });
});

/**
 * The scoping helper through the same plugins and the same area hook as `/api/admin`, with two
 * probe routes: one names the business in the path, one takes it from `?verslas=` or the first
 * membership, and both count services through `scope.where(...)`.
 */
describe('requireBusinessMember: the one scope of admin queries', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let fixture: MatrixFixture;
  let member: TestUser;
  let staffOfBoth: TestUser;
  let customer: TestUser;
  let operator: TestUser;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const dataDir = await mkdtemp(path.join(tmpdir(), 'vizitas-scope-'));
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate<typeof database>('database', database);
    app.decorate('config', { ...readConfig({ NODE_ENV: 'test' }), dataDir });
    // What the session and the guards read through: the database, the app's shelf (its prepared statements), the clock.
    const context = { db: database.db, caches: new Shelf(database.db), now: clock.now };
    app.decorate('context', context as ReadContext as FastifyInstance['context']);
    await app.register(errorsPlugin);
    await app.register(secretsPlugin);
    await app.register(securityPlugin);
    await app.register(
      async (api) => {
        await api.register(sessionPlugin);
        await api.register(
          async (admin) => {
            admin.addHook('onRequest', requireMemberHook);
            const countServices = async (request: Parameters<typeof requireBusinessMember>[0], businessId?: string) => {
              const scope = await requireBusinessMember(request, businessId);
              const [row] = await database.db.select({ value: count() }).from(services).where(scope.where(services));
              return { businessId: scope.businessId, role: scope.role, services: row!.value };
            };
            admin.get('/business/:businessId/probe', async (request) =>
              countServices(request, (request.params as { businessId: string }).businessId),
            );
            admin.get('/probe', async (request) => countServices(request));
            admin.post('/business/:businessId/probe', async (request) => {
              const scope = await requireBusinessMember(request, (request.params as { businessId: string }).businessId);
              const [row] = await database.db
                .insert(services)
                .values(scope.values({ name: 'Per apimtį', durationMin: 30, priceCents: 100 }))
                .returning({ businessId: services.businessId });
              return row;
            });
          },
          { prefix: '/admin' },
        );
      },
      { prefix: '/api' },
    );
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };

    const db = database.db;
    const a = await makeBusiness(db);
    const b = await makeBusiness(db);
    await makeService(db, a.id, []);
    await makeService(db, b.id, []);
    await makeService(db, b.id, []);
    fixture = { businessA: { id: a.id, slug: a.slug }, businessB: { id: b.id, slug: b.slug } };
    member = await makeMember(db, a.id, 'owner');
    staffOfBoth = await makeMember(db, a.id, 'staff');
    const { businessMembers } = await import('@vizitas/db');
    await db.insert(businessMembers).values({ businessId: b.id, userId: staffOfBoth.id, role: 'owner' });
    customer = await makeUser(db);
    operator = await makeUser(db, { isOperator: true });
  });
  afterAll(async () => {
    await close();
  });

  it("scopes a member's queries to their business and refuses another's id", async () => {
    const b = browserOf(app, member, '10.9.1.1');
    const own = await b.get(`/api/admin/business/${fixture.businessA.id}/probe`);
    expect(own.json()).toEqual({ businessId: fixture.businessA.id, role: 'owner', services: 1 });
    const implicit = await b.get('/api/admin/probe');
    expect(implicit.json()).toEqual({ businessId: fixture.businessA.id, role: 'owner', services: 1 });

    for (const url of [
      `/api/admin/business/${fixture.businessB.id}/probe`,
      `/api/admin/probe?verslas=${fixture.businessB.slug}`,
      '/api/admin/business/not-a-uuid/probe',
      `/api/admin/business/${'f'.repeat(8)}-ffff-4fff-8fff-${'f'.repeat(12)}/probe`,
      "/api/admin/probe?verslas=' OR 1=1 --",
    ]) {
      const response = await b.get(url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
    const insert = await b.post(`/api/admin/business/${fixture.businessA.id}/probe`, {});
    expect(insert.json()).toEqual({ businessId: fixture.businessA.id });
    const refused = await b.post(`/api/admin/business/${fixture.businessB.id}/probe`, {});
    expect(refused.statusCode).toBe(403);
    const [bServices] = await app.database.db
      .select({ value: count() })
      .from(services)
      .where(eq(services.businessId, fixture.businessB.id));
    expect(bServices!.value).toBe(2);
  });

  it('picks the business named by ?verslas= for a member of several', async () => {
    const b = browserOf(app, staffOfBoth, '10.9.1.2');
    expect((await b.get(`/api/admin/probe?verslas=${fixture.businessB.slug}`)).json()).toEqual({
      businessId: fixture.businessB.id,
      role: 'owner',
      services: 2,
    });
    expect((await b.get(`/api/admin/probe?verslas=${fixture.businessA.slug}`)).json()).toMatchObject({
      businessId: fixture.businessA.id,
      role: 'staff',
    });
  });

  it('keeps visitors (401) and customers (403) out of the area, and lets the operator name any business', async () => {
    expect((await browserOf(app, null, '10.9.1.3').get('/api/admin/probe')).statusCode).toBe(401);
    const customerResponse = await browserOf(app, customer, '10.9.1.4').get(`/api/admin/business/${fixture.businessA.id}/probe`);
    expect(customerResponse.statusCode).toBe(403);
    const op = browserOf(app, operator, '10.9.1.5');
    expect((await op.get(`/api/admin/business/${fixture.businessB.id}/probe`)).json()).toEqual({
      businessId: fixture.businessB.id,
      role: 'operator',
      services: 2,
    });
    // …but never gets an implicit one.
    expect((await op.get('/api/admin/probe')).statusCode).toBe(403);
  });
});
