import { asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '@vizitas/db';
import { adminAppointmentPageSchema, adminAppointmentSearchQuerySchema } from '@vizitas/shared/schemas/admin/appointments';
import { preparedTenantWhere, tenantScope } from '#server/core/tenancy.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { listAppointments, presentAdminAppointments } from './presenter.ts';
import { searchAppointments } from './queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});

describe('a list of appointments, prepared once per shape', () => {
  it('refuses a value bound into the statement: it would stay the same for every later call', async () => {
    await expect(
      listAppointments(t.app.context, {
        shape: 'test-bound-value',
        where: eq(appointments.status, 'pending'),
        order: [asc(appointments.id)],
      }),
    ).rejects.toThrow('every value must be a placeholder');
  });

  it('gives each business its own rows from the same statement', async () => {
    // The two businesses with the most appointments in the demo data.
    const rows = await t.app.database.db
      .select({ id: appointments.businessId })
      .from(appointments)
      .groupBy(appointments.businessId)
      .orderBy(desc(count()))
      .limit(2);
    expect(rows).toHaveLength(2);
    const seen = new Map<string, string[]>();
    for (const { id } of rows) {
      const scope = tenantScope(id, 'nobody', 'owner');
      const { items, total } = await listAppointments(t.app.context, {
        shape: 'test-per-business',
        where: preparedTenantWhere(appointments, sql`true`),
        order: [asc(appointments.id)],
        values: scope.bound(),
        page: { limit: 500, offset: 0 },
      });
      expect(items.every((item) => item.appointment.businessId === id)).toBe(true);
      expect(items.length).toBe(Math.min(total, 500));
      seen.set(
        id,
        items.map((item) => item.appointment.id),
      );
    }
    const [first, second] = [...seen.values()];
    expect(first!.length).toBeGreaterThan(0);
    expect(second!.length).toBeGreaterThan(0);
    expect(first!.some((id) => second!.includes(id))).toBe(false);
  });
});

describe("the admin list's page, written by the database", () => {
  it('is the admin view of the same appointments, key for key, in the same order, and the schema takes it as it is', async () => {
    const db = t.app.database.db;
    // Every business with appointments, so that walk-ins, accounts, notes and cancellations all occur.
    const businesses = await db.select({ id: appointments.businessId }).from(appointments).groupBy(appointments.businessId);
    expect(businesses.length).toBeGreaterThan(1);
    let compared = 0;
    for (const { id } of businesses) {
      for (const order of ['start', '-start'] as const) {
        const query = adminAppointmentSearchQuerySchema.parse({ order, limit: '50', page: '1' });
        const text = await searchAppointments(t.app.context, tenantScope(id, 'nobody', 'owner'), query);
        const page = JSON.parse(text) as unknown;
        // What the route's schema would send is the text itself, byte for byte: nothing added, dropped or reordered.
        expect(JSON.stringify(adminAppointmentPageSchema.encode(adminAppointmentPageSchema.parse(page)))).toBe(text);
        const { items, total, pageSize } = adminAppointmentPageSchema.parse(page);
        const rows = await db
          .select()
          .from(appointments)
          .where(
            inArray(
              appointments.id,
              items.map((item) => item.id),
            ),
          );
        const byId = new Map(rows.map((row) => [row.id, row]));
        const presented = await presentAdminAppointments(
          t.app.context,
          items.map((item) => byId.get(item.id)!),
        );
        expect(items).toEqual(presented);
        expect(pageSize).toBe(50);
        const [counted] = await db.select({ n: count() }).from(appointments).where(eq(appointments.businessId, id));
        expect(total).toBe(counted!.n);
        compared += items.length;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('writes every kind of value as JavaScript does: instants to the millisecond, notes, walk-ins, the client from the account', async () => {
    const db = t.app.database.db;
    const [noted] = await db.select().from(appointments).where(isNotNull(appointments.customerId)).limit(1);
    expect(noted).toBeDefined();
    // Microseconds in the creation time; quotes, a backslash, a line break, a tab and an emoji in the notes; the name from the account.
    await db
      .update(appointments)
      .set({
        createdAt: sql`'2026-03-29 00:59:59.999999+00'::timestamptz`,
        adminNote: 'Sakė: "ne anksčiau" \\ \n antra eilutė',
        cancellationReason: 'Tab\tir 😀',
        clientName: null,
      })
      .where(eq(appointments.id, noted!.id));
    // Its own time only, so that it is on the first page whatever else the business holds.
    const query = adminAppointmentSearchQuerySchema.parse({
      from: noted!.startsAt.toISOString(),
      to: noted!.endsAt.toISOString(),
      order: 'start',
      limit: '200',
      page: '1',
    });
    const scope = tenantScope(noted!.businessId, 'nobody', 'owner');
    const text = await searchAppointments(t.app.context, scope, query);
    // The database escapes as JSON.stringify does: the same bytes.
    expect(JSON.stringify(JSON.parse(text))).toBe(text);
    const items = adminAppointmentPageSchema.parse(JSON.parse(text)).items;
    const item = items.find((each) => each.id === noted!.id);
    expect(item).toBeDefined();
    const [row] = await db.select().from(appointments).where(eq(appointments.id, noted!.id));
    const [presented] = await presentAdminAppointments(t.app.context, [row!]);
    expect(item).toEqual(presented);
    expect(item!.createdAt).toBe('2026-03-29T00:59:59.999Z');
    expect(item!.adminNote).toBe('Sakė: "ne anksčiau" \\ \n antra eilutė');
    expect(item!.client.name).not.toBeNull();
  });
});
