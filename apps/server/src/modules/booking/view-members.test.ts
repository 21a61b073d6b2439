import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '@vizitas/db';
import { adminAppointmentViewSchema } from '@vizitas/shared/schemas/admin/appointments';
import { preparedTenantWhere, tenantScope } from '#server/core/tenancy.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { adminAppointmentView, adminView, listAdminAppointmentsJson, listAppointments } from './presenter.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(async () => {
  await t?.close();
});

/** Every appointment of a business, both ways: mapped rows and the database's JSON texts, in one order. */
async function bothWays(businessId: string) {
  const query = {
    shape: 'test-dual-view',
    where: preparedTenantWhere(appointments, sql`true`),
    order: [asc(appointments.id)],
    values: tenantScope(businessId, 'nobody', 'owner').bound(),
  };
  const [listed, texts] = await Promise.all([
    listAppointments(t.app.context, query),
    listAdminAppointmentsJson(t.app.context, query),
  ]);
  return { listed: listed.items, texts: texts.items };
}

describe('the admin appointment view, made from one member list', () => {
  it('has the members of the schema, in its order', () => {
    expect(adminAppointmentView.names).toEqual(Object.keys(adminAppointmentViewSchema.shape));
  });

  it('is written by the database byte for byte as JavaScript writes its projection, for every appointment of the demo data', async () => {
    const db = t.app.database.db;
    // Admin-booked visits with a typed name under an account, walk-ins, notes with quotes and line breaks, microseconds.
    const [withAccount] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .where(sql`${appointments.customerId} is not null`)
      .limit(1);
    await db
      .update(appointments)
      .set({
        clientName: 'Įvesta "Klientė" \\ 😀',
        clientPhone: '+37069900001',
        adminNote: 'Pirma eilutė\nantra\tskirtukas',
        createdAt: sql`'2026-03-29 00:59:59.999999+00'::timestamptz`,
      })
      .where(eq(appointments.id, withAccount!.id));

    const businesses = await db
      .select({ id: appointments.businessId, n: count() })
      .from(appointments)
      .groupBy(appointments.businessId)
      .orderBy(desc(count()));
    expect(businesses.length).toBeGreaterThan(1);
    let compared = 0;
    let typedUnderAccount = 0;
    for (const { id } of businesses) {
      const { listed, texts } = await bothWays(id);
      expect(texts).toHaveLength(listed.length);
      for (const [index, item] of listed.entries()) {
        const projected = adminView(item);
        expect(texts[index]).toBe(JSON.stringify(projected));
        expect(JSON.stringify(adminAppointmentViewSchema.encode(adminAppointmentViewSchema.parse(projected)))).toBe(texts[index]);
        if (item.appointment.id === withAccount!.id) {
          typedUnderAccount += 1;
          expect(projected.client.name).toBe('Įvesta "Klientė" \\ 😀');
          expect(projected.client.phone).toBe('+37069900001');
          expect(projected.client.email).not.toBeNull();
        }
        compared += 1;
      }
    }
    expect(typedUnderAccount).toBe(1);
    expect(compared).toBeGreaterThan(1000);
  });
});
