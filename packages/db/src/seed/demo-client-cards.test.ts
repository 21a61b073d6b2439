import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { appointments, businesses, clientCards, users } from '../schema/index';
import { createTestDatabase } from '../testing';
import { demoClientEmail } from './demo-client-cards';
import { seedDemoData } from './index';

const NOW = new Date('2027-03-22T08:00:00Z');
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database, { now: NOW });
});
afterAll(async () => {
  await database?.close();
});

describe('the demo client cards', () => {
  it('writes addresses without Lithuanian letters', () => {
    expect(demoClientEmail('Rūta Žemaitytė')).toBe('ruta.zemaityte@example.lt');
    expect(demoClientEmail('Ąžuolas Čiūžys-Šėtra')).toBe('azuolas.ciuzys.setra@example.lt');
  });

  it("gives the demo admin's business three cards: a note and an allergy about the demo customer, one blocked regular", async () => {
    const { db } = database;
    const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.slug, 'studija-aiste'));
    const cards = await db
      .select({ email: users.email, notes: clientCards.notes, allergies: clientCards.allergies, blocked: clientCards.blocked, by: clientCards.updatedByUserId })
      .from(clientCards)
      .innerJoin(users, eq(users.id, clientCards.userId))
      .where(eq(clientCards.businessId, business!.id));
    expect(cards).toHaveLength(3);
    const ieva = cards.find((card) => card.email === 'klientas@vizitas.lt');
    expect(ieva).toMatchObject({ blocked: false });
    expect(ieva!.notes).not.toBe('');
    expect(ieva!.allergies).not.toBe('');
    expect(cards.filter((card) => card.blocked)).toHaveLength(1);
    expect(cards.every((card) => card.by !== null)).toBe(true);
    // Every card is about a client who booked the business, and only there.
    const all = await db.select({ businessId: clientCards.businessId }).from(clientCards);
    expect(all.every((card) => card.businessId === business!.id)).toBe(true);
    for (const card of cards.filter((c) => c.email !== 'klientas@vizitas.lt')) {
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, card.email));
      const visits = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.businessId, business!.id), eq(appointments.customerId, user!.id)));
      expect(visits.length).toBeGreaterThanOrEqual(2);
      const left = await db
        .select({ id: appointments.id })
        .from(appointments)
        .innerJoin(users, and(eq(users.name, appointments.clientName), eq(users.phoneNumber, appointments.clientPhone)))
        .where(and(eq(users.id, user!.id), isNull(appointments.customerId), eq(appointments.businessId, business!.id)));
      expect(left).toEqual([]);
    }
  });
});
