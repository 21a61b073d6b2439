import { sql } from 'drizzle-orm';
import type { Tx } from '@vizitas/db';

/**
 * The first key of the product's two-key advisory locks on a specialist's time (the two-key form
 * never meets the one-key locks of the migrations or pg-boss).
 */
const SPECIALIST_TIME = 0x56_5a_01;

/** The second key: the uuid's four 32-bit words folded into one (uuids are random, so are these). */
function keyOf(specialistId: string): number {
  const hex = specialistId.replaceAll('-', '');
  let key = 0;
  for (let i = 0; i < 32; i += 8) key ^= Number.parseInt(hex.slice(i, i + 8), 16) | 0;
  return key;
}

/**
 * Takes the transaction's turn on the held time of these specialists: every transaction that
 * writes a holding appointment (a booking, a move, a resize, other services, a status change)
 * calls this before it writes, so writers of one specialist's time go one after the other and
 * the exclusion constraint never has two uncommitted rows to weigh against each other — the cause
 * of the deadlocks (40P01) a rush of bookings met (decision 018). A later writer waits here until
 * the earlier one commits, then its own write sees the committed row: 409 `slot_taken` at once.
 *
 * The locks go with the transaction (no unlock to forget). Several specialists (a move to another
 * one) are taken in the order of their keys, so two moves the opposite way cannot wait on each
 * other. Callers that lock the appointment's row take that row first, then this.
 */
export async function lockSpecialistTime(tx: Tx, specialistIds: string[]): Promise<void> {
  const keys = [...new Set(specialistIds.map(keyOf))].sort((a, b) => a - b);
  for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${SPECIALIST_TIME}::int, ${key}::int)`);
}
