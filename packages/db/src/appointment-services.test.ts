import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceNamesOf } from './appointment-services';
import type { Database } from './client';
import { appointments, appointmentServices, businesses, specialists } from './schema/index';
import { createTestDatabase } from './testing';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("a visit's service names", () => {
  it('come in the order they were booked, as a string array from the driver', async () => {
    const db = database.db;
    const [business] = await db.insert(businesses).values({ slug: 'paslaugu-eile', name: 'Paslaugų eilė' }).returning();
    const [specialist] = await db.insert(specialists).values({ businessId: business!.id, name: 'Ona' }).returning();
    const [visit] = await db
      .insert(appointments)
      .values({
        businessId: business!.id,
        specialistId: specialist!.id,
        clientName: 'Klientė',
        startsAt: new Date('2030-01-07T08:00:00Z'),
        endsAt: new Date('2030-01-07T09:30:00Z'),
        status: 'confirmed',
        priceCents: 6000,
        durationMin: 90,
      })
      .returning();
    // Written out of order: the position decides.
    for (const [position, name] of [
      [2, 'Džiovinimas'],
      [0, 'Kirpimas „trumpai“'],
      [1, 'Dažymas'],
    ] as const) {
      await db
        .insert(appointmentServices)
        .values({ appointmentId: visit!.id, position, businessId: business!.id, name, durationMin: 30, priceCents: 2000 });
    }
    const [row] = await db
      .select({ services: serviceNamesOf(appointments.id), none: serviceNamesOf(sql`gen_random_uuid()`) })
      .from(appointments)
      .where(sql`${appointments.id} = ${visit!.id}`);
    expect(row).toEqual({ services: ['Kirpimas „trumpai“', 'Dažymas', 'Džiovinimas'], none: [] });
  });
});
