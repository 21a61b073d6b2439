import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '@vizitas/db';
import { preparedTenantWhere, tenantScope } from '#server/core/tenancy.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { listAppointments } from './presenter.ts';

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
      listAppointments(t.app.database.db, {
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
      const { items, total } = await listAppointments(t.app.database.db, {
        shape: 'test-per-business',
        where: preparedTenantWhere(appointments, sql`true`),
        order: [asc(appointments.id)],
        values: scope.bound(),
        page: { limit: 500, offset: 0 },
      });
      expect(items.every((item) => item.appointment.businessId === id)).toBe(true);
      expect(items.length).toBe(Math.min(total, 500));
      seen.set(id, items.map((item) => item.appointment.id));
    }
    const [first, second] = [...seen.values()];
    expect(first!.length).toBeGreaterThan(0);
    expect(second!.length).toBeGreaterThan(0);
    expect(first!.some((id) => second!.includes(id))).toBe(false);
  });
});
