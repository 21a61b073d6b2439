import { and, count, eq, inArray } from 'drizzle-orm';
import { appointmentHistory, type DbOrTx } from '@vizitas/db';

/**
 * The history rows of the changes a customer sees in her calendar: the time, the specialist, the
 * services (so the end) and the status. The private note and the first row ("created") are not.
 */
export const CALENDAR_VISIBLE_ACTIONS = ['move', 'services', 'confirm', 'decline', 'cancel', 'complete', 'no_show'];

/**
 * The SEQUENCE of a visit's calendar file: how many customer-visible changes its history holds.
 * History rows are only ever added, so it never goes down, and each change that a mail tells the
 * customer about raises it (the new rows are written in the same transaction as the mail).
 */
export async function calendarSequence(db: DbOrTx, appointmentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointmentHistory)
    .where(
      and(eq(appointmentHistory.appointmentId, appointmentId), inArray(appointmentHistory.action, CALENDAR_VISIBLE_ACTIONS)),
    );
  return row?.n ?? 0;
}
