import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { appointments, businesses, specialists, users } from './schema/index';
import { seedDemoData } from './seed/index';
import { createTestDatabase, sqlStateOf as sqlState } from './testing';

let database: Database;
let businessId: string;
let specialistId: string;
let customerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database);
  const [business] = await database.db.select().from(businesses).where(eq(businesses.slug, 'kirpykla-zirkles'));
  businessId = business!.id;
  const [specialist] = await database.db.select().from(specialists).where(eq(specialists.businessId, businessId)).limit(1);
  specialistId = specialist!.id;
  const [customer] = await database.db.select().from(users).where(eq(users.email, 'klientas@vizitas.lt'));
  customerId = customer!.id;
});

afterAll(async () => {
  await database.close();
});

function appointment(start: string, end: string, status: 'pending' | 'confirmed' | 'cancelled' | 'declined' = 'pending') {
  return {
    businessId,
    specialistId,
    customerId,
    startsAt: new Date(start),
    endsAt: new Date(end),
    status,
    priceCents: 3500,
    durationMin: Math.round((Date.parse(end) - Date.parse(start)) / 60_000),
  };
}


describe('the database refuses double booking', () => {
  it('refuses an overlapping holding appointment for the same specialist (23P01)', async () => {
    await database.db.insert(appointments).values(appointment('2030-01-07T08:00:00Z', '2030-01-07T09:00:00Z'));
    expect(await sqlState(database.db.insert(appointments).values(appointment('2030-01-07T08:30:00Z', '2030-01-07T09:30:00Z', 'confirmed')))).toBe(
      '23P01',
    );
    expect(await sqlState(database.db.insert(appointments).values(appointment('2030-01-07T07:59:00Z', '2030-01-07T08:01:00Z')))).toBe('23P01');
  });

  it('lets appointments touch end to start', async () => {
    await database.db.insert(appointments).values(appointment('2030-01-07T09:00:00Z', '2030-01-07T10:00:00Z'));
    await database.db.insert(appointments).values(appointment('2030-01-07T07:00:00Z', '2030-01-07T08:00:00Z'));
    const rows = await database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.specialistId, specialistId), sql`${appointments.startsAt}::date = '2030-01-07'`));
    expect(rows).toHaveLength(3);
  });

  it('does not hold time for cancelled or declined appointments', async () => {
    await database.db.insert(appointments).values(appointment('2030-01-08T08:00:00Z', '2030-01-08T09:00:00Z', 'cancelled'));
    await database.db.insert(appointments).values(appointment('2030-01-08T08:00:00Z', '2030-01-08T09:00:00Z', 'declined'));
    await database.db.insert(appointments).values(appointment('2030-01-08T08:00:00Z', '2030-01-08T09:00:00Z', 'confirmed'));
  });

  it('refuses moving a cancelled appointment back to holding over another', async () => {
    const [cancelled] = await database.db
      .insert(appointments)
      .values(appointment('2030-01-09T08:00:00Z', '2030-01-09T09:00:00Z', 'cancelled'))
      .returning();
    await database.db.insert(appointments).values(appointment('2030-01-09T08:00:00Z', '2030-01-09T09:00:00Z', 'pending'));
    expect(await sqlState(database.db.update(appointments).set({ status: 'pending' }).where(eq(appointments.id, cancelled!.id)))).toBe('23P01');
  });

  it('holds the buffer after a visit as the visit itself: no visit starts in it, either way round (23P01)', async () => {
    const withBuffer = (start: string, end: string) => ({ ...appointment(start, end), bufferAfterMin: 15 });
    const [first] = await database.db.insert(appointments).values(withBuffer('2030-01-11T08:00:00Z', '2030-01-11T09:00:00Z')).returning();
    expect(first!.heldUntil.toISOString()).toBe('2030-01-11T09:15:00.000Z');
    expect(await sqlState(database.db.insert(appointments).values(appointment('2030-01-11T09:00:00Z', '2030-01-11T09:30:00Z')))).toBe('23P01');
    // A visit whose own buffer would run into the next one.
    expect(await sqlState(database.db.insert(appointments).values(withBuffer('2030-01-11T07:00:00Z', '2030-01-11T07:50:00Z')))).toBe('23P01');
    await database.db.insert(appointments).values(appointment('2030-01-11T09:15:00Z', '2030-01-11T09:45:00Z'));
    await database.db.insert(appointments).values(withBuffer('2030-01-11T07:00:00Z', '2030-01-11T07:45:00Z'));
    const negative = { ...appointment('2030-01-11T10:00:00Z', '2030-01-11T11:00:00Z'), bufferAfterMin: -5 };
    expect(await sqlState(database.db.insert(appointments).values(negative))).toBe('23514');
  });

  it('refuses an appointment that ends before it starts, or without a client', async () => {
    expect(await sqlState(database.db.insert(appointments).values(appointment('2030-01-10T09:00:00Z', '2030-01-10T08:00:00Z')))).toBe('23514');
    expect(
      await sqlState(database.db.insert(appointments).values({ ...appointment('2030-01-10T10:00:00Z', '2030-01-10T11:00:00Z'), customerId: null })),
    ).toBe('23514');
  });
});
