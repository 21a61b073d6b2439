import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeSupportGrant, makeUser, type TestUser } from '#server/testing/factories.ts';
import {
  ADMIN_BOOKING_ENDPOINTS,
  ADMIN_FIXTURE_NOW,
  apiRequest,
  makeAdminFixture,
  tenantSnapshot,
  type AdminFixture,
} from '#server/testing/admin-endpoints.ts';

// The tenant-isolation matrix: every admin booking endpoint, tried by the admin of business A
// on business B's records (naming B as the business, and naming their own business A), by a
// customer who is no member, and by a visitor. B's rows must not change; then B's own admin
// runs every request successfully (so the refusals above were authorization, not bad input).

let t: TestApp;
let a: AdminFixture;
let b: AdminFixture;
let customer: TestUser;
let operator: TestUser;

beforeAll(async () => {
  t = await createTestApp({ now: () => ADMIN_FIXTURE_NOW });
  const db = t.app.database.db;
  a = await makeAdminFixture(db, { slug: 'salonas-a' });
  b = await makeAdminFixture(db, { slug: 'salonas-b' });
  customer = await makeUser(db);
  // The operator holds business A's support grant, never B's (docs/decisions/055).
  operator = await makeUser(db, { isOperator: true });
  await makeSupportGrant(db, a.ids.businessId, ADMIN_FIXTURE_NOW, 72);
});
afterAll(async () => {
  await t?.close();
});

const bIds = () => Object.values(b.ids);

describe.each(ADMIN_BOOKING_ENDPOINTS.map((endpoint) => [endpoint.name, endpoint] as const))('%s', (_name, endpoint) => {
  const call = (user: TestUser | null, scope: string) =>
    apiRequest(t.app, user, endpoint.method, endpoint.url(b.ids, scope), endpoint.body?.(b.ids, scope));

  it("refuses A's admin naming business B: 403 or 404, B unchanged", async () => {
    const before = await tenantSnapshot(t.app.database.db, b.ids.businessId);
    const answer = await call(a.owner, b.ids.businessId);
    expect([403, 404], JSON.stringify(answer.body)).toContain(answer.status);
    expect(answer.body).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
    expect(await tenantSnapshot(t.app.database.db, b.ids.businessId)).toBe(before);
  });

  it("refuses A's admin using B's ids in A's own scope: 403 or 404 (a list shows only A's rows), B unchanged", async () => {
    const before = await tenantSnapshot(t.app.database.db, b.ids.businessId);
    const answer = await call(a.owner, a.ids.businessId);
    if (endpoint.list) {
      expect(answer.status).toBe(200);
      const text = JSON.stringify(answer.body);
      for (const id of bIds()) expect(text).not.toContain(id);
    } else {
      expect([403, 404], JSON.stringify(answer.body)).toContain(answer.status);
    }
    expect(await tenantSnapshot(t.app.database.db, b.ids.businessId)).toBe(before);
  });

  it('refuses a customer who is no member with 403, a visitor with 401; B unchanged', async () => {
    const before = await tenantSnapshot(t.app.database.db, b.ids.businessId);
    const asCustomer = await call(customer, b.ids.businessId);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.code).toBe('forbidden');
    const asB = await call(b.customer, b.ids.businessId);
    expect(asB.status).toBe(403);
    const asVisitor = await call(null, b.ids.businessId);
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.body.code).toBe('unauthorized');
    expect(await tenantSnapshot(t.app.database.db, b.ids.businessId)).toBe(before);
  });
});

describe.each(
  ADMIN_BOOKING_ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET').map((endpoint) => [endpoint.name, endpoint] as const),
)('%s by the operator', (_name, endpoint) => {
  it("without B's support grant: 403 support_access_required; under A's, B's ids in A's scope: 403 or 404; B unchanged", async () => {
    const before = await tenantSnapshot(t.app.database.db, b.ids.businessId);
    const onB = await apiRequest(
      t.app,
      operator,
      endpoint.method,
      endpoint.url(b.ids, b.ids.businessId),
      endpoint.body?.(b.ids, b.ids.businessId),
    );
    expect(onB.status, JSON.stringify(onB.body)).toBe(403);
    expect(onB.body.code).toBe('support_access_required');
    const viaA = await apiRequest(
      t.app,
      operator,
      endpoint.method,
      endpoint.url(b.ids, a.ids.businessId),
      endpoint.body?.(b.ids, a.ids.businessId),
    );
    expect([403, 404], JSON.stringify(viaA.body)).toContain(viaA.status);
    expect(await tenantSnapshot(t.app.database.db, b.ids.businessId)).toBe(before);
  });
});

/** The endpoint's good body with every field but the business it names of a type no schema takes. */
function malformedBody(good: unknown): unknown {
  if (!good || typeof good !== 'object') return [{ malformed: true }];
  return Object.fromEntries(
    Object.entries(good).map(([field, value]) => [field, field === 'business' ? value : { malformed: [true] }]),
  );
}

describe.each(ADMIN_BOOKING_ENDPOINTS.filter((endpoint) => endpoint.body).map((endpoint) => [endpoint.name, endpoint] as const))(
  '%s with a malformed body',
  (_name, endpoint) => {
    it("refuses A's admin naming business B as with a good body, and a visitor with 401: the guard before the schema, never 400", async () => {
      const before = await tenantSnapshot(t.app.database.db, b.ids.businessId);
      const url = endpoint.url(b.ids, b.ids.businessId);
      const malformed = malformedBody(endpoint.body!(b.ids, b.ids.businessId));
      const answer = await apiRequest(t.app, a.owner, endpoint.method, url, malformed);
      expect([403, 404], JSON.stringify(answer.body)).toContain(answer.status);
      const asVisitor = await apiRequest(t.app, null, endpoint.method, url, malformed);
      expect(asVisitor.status).toBe(401);
      expect(await tenantSnapshot(t.app.database.db, b.ids.businessId)).toBe(before);
    });
  },
);

describe("B's own admin", () => {
  it('runs every request of the matrix successfully, in order', async () => {
    for (const endpoint of ADMIN_BOOKING_ENDPOINTS) {
      const answer = await apiRequest(
        t.app,
        b.owner,
        endpoint.method,
        endpoint.url(b.ids, b.ids.businessId),
        endpoint.body?.(b.ids, b.ids.businessId),
      );
      expect(answer.status, `${endpoint.name}: ${JSON.stringify(answer.body)}`).toBeGreaterThanOrEqual(200);
      expect(answer.status, `${endpoint.name}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
    }
  });

  it('covers every operation of the admin booking routes in the OpenAPI document, and only those', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const families =
      /^\/api\/admin\/(appointments?|calendar|shell|services?|schedule|schedule-overrides?|holidays?|clients|user\/\{id\}\/client-card|business\/\{id\}\/(public-holidays|booking-rules))(\/|$)/;
    const documented = Object.entries(response.json().paths as Record<string, Record<string, unknown>>)
      .filter(([path]) => families.test(path))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const listed = new Set(ADMIN_BOOKING_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.route}`));
    expect(new Set(documented)).toEqual(listed);
  });
});
