import { and, eq, sql } from 'drizzle-orm';
import { businesses, type DbOrTx } from '@vizitas/db';
import { bookableCondition } from './queries.ts';

/**
 * Marks the business onboarded once a customer can book it (an active service offered by an
 * active specialist with working hours): from then on it is listed in search and gets the seed's
 * onboarded-only behaviour. One statement, idempotent; onboarded stays set (a business that later
 * pauses its services keeps its place, its calendar simply shows no free time). True when it changed.
 */
export async function syncOnboarded(db: DbOrTx, businessId: string, now?: Date): Promise<boolean> {
  const rows = await db
    .update(businesses)
    .set(now ? { onboarded: true, updatedAt: now } : { onboarded: true })
    .where(and(eq(businesses.id, businessId), eq(businesses.onboarded, false), sql`${bookableCondition(businesses.id)}`))
    .returning({ id: businesses.id });
  return rows.length > 0;
}
