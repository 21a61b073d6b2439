import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@vizitas/db';
import { BOOKABLE } from './queries.ts';

/**
 * Marks the business onboarded once a customer can book it (an active service offered by an
 * active specialist with working hours): from then on it is listed in search and gets the seed's
 * onboarded-only behaviour. One statement, idempotent; onboarded stays set (a business that later
 * pauses its services keeps its place, its calendar simply shows no free time). True when it changed.
 */
export async function syncOnboarded(db: DbOrTx, businessId: string, now: Date = new Date()): Promise<boolean> {
  const result = await db.execute(sql`update businesses b set onboarded = true, updated_at = ${now.toISOString()}::timestamptz
    where b.id = ${businessId} and not b.onboarded and ${BOOKABLE} returning b.id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
