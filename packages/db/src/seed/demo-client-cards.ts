import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Tx } from '../client';
import { appointments, clientCards, users } from '../schema/index';

/** The demo business whose owner is the demo admin: its clients get cards. */
export const DEMO_CLIENT_CARDS_BUSINESS = 'studija-aiste';

/** What the demo admin wrote about her clients (the demo customer first, then two regulars). */
const CARD_TEXTS = [
  {
    notes: 'Mėgsta natūralų rezultatą. Visada atvyksta laiku.',
    allergies: 'Jautri akių oda: naudoti klijus jautriai odai.',
    preferences: 'Kava su pienu.',
    blocked: false,
  },
  {
    notes: 'Pageidauja vakarinių laikų.',
    allergies: 'Alergija lateksui – tik nitrilo pirštinės.',
    preferences: '',
    blocked: false,
  },
  {
    notes: 'Kelis kartus neatvyko neįspėjusi. Registracija internetu išjungta, laiką derinti telefonu.',
    allergies: '',
    preferences: '',
    blocked: true,
  },
] as const;

const E164 = /^\+[1-9]\d{6,14}$/;

/** "Rūta Žemaitytė" → "ruta.zemaityte@example.lt" (the regulars' demo addresses). */
export function demoClientEmail(name: string): string {
  const local = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
  return `${local}@example.lt`;
}

/**
 * Client cards of the demo business: one about the demo customer (a note, an allergy, a
 * preference), and two of its most frequent walk-in regulars, who by now have accounts of their
 * own (their past and coming visits become theirs): one with an allergy, one blocked from booking
 * online. Run after the appointments are in.
 */
export async function insertDemoClientCards(
  tx: Tx,
  input: { now: Date; businessId: string; ownerUserId: string | null; demoCustomerId: string; passwordHash: string },
): Promise<void> {
  const { businessId } = input;
  const regulars = await tx
    .select({ name: appointments.clientName, phone: appointments.clientPhone, visits: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        isNull(appointments.customerId),
        isNotNull(appointments.clientName),
        isNotNull(appointments.clientPhone),
        lt(appointments.startsAt, input.now),
      ),
    )
    .groupBy(appointments.clientName, appointments.clientPhone)
    .orderBy(desc(count()), asc(appointments.clientName), asc(appointments.clientPhone))
    .limit(2);

  const clientIds = [input.demoCustomerId];
  for (const regular of regulars) {
    const name = regular.name!;
    const phone = regular.phone!;
    const email = demoClientEmail(name);
    await tx
      .insert(users)
      .values({ email, name, passwordHash: input.passwordHash, emailVerifiedAt: input.now, phoneNumber: E164.test(phone) ? phone : null })
      .onConflictDoNothing({ target: users.email });
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    await tx
      .update(appointments)
      .set({ customerId: user!.id })
      .where(
        and(
          eq(appointments.businessId, businessId),
          isNull(appointments.customerId),
          eq(appointments.clientName, name),
          eq(appointments.clientPhone, phone),
        ),
      );
    clientIds.push(user!.id);
  }

  // Only customers who have booked the business get a card.
  const booked = await tx
    .selectDistinct({ id: appointments.customerId })
    .from(appointments)
    .where(and(eq(appointments.businessId, businessId), inArray(appointments.customerId, clientIds)));
  const withVisits = new Set(booked.map((row) => row.id));
  const cards = clientIds
    .map((userId, index) => ({ userId, texts: CARD_TEXTS[index]! }))
    .filter((card) => withVisits.has(card.userId))
    .map(({ userId, texts }) => ({ businessId, userId, ...texts, updatedAt: input.now, updatedByUserId: input.ownerUserId }));
  if (cards.length > 0) await tx.insert(clientCards).values(cards).onConflictDoNothing();
}
