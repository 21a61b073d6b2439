import { and, asc, eq, gt, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { appointmentHistory, appointmentNotices, appointments, businesses, reviews, type DbOrTx } from '@vizitas/db';
import { COMPLETE_AFTER_MIN, REVIEW_REQUEST_WITHIN_DAYS } from './schedule.ts';

/** The most visits one sweep takes of each kind (the next sweep, a minute later, takes the rest). */
export const SWEEP_BATCH = 200;

/** The longest a reminder can come before its visit (a day, 25 h when the clocks go back); the night's shift only makes it later. */
const LONGEST_OFFSET_MIN = 1500;

const MINUTE = 60_000;

export interface ReminderCandidateRow {
  appointmentId: string;
  businessId: string;
  startsAt: Date;
  offsetsMin: number[];
  timeZone: string;
  scheduledAt: Date;
}

/**
 * Confirmed visits of customers with an account that start within the next 24 hours, with their
 * business's reminder offsets and when they got their present time (the latest of the booking,
 * its confirmation and its last move). One query, on the index `(business_id, starts_at)`'s
 * sibling `starts_at` order.
 */
export async function reminderCandidates(db: DbOrTx, now: Date): Promise<ReminderCandidateRow[]> {
  const rows = await db
    .select({
      appointmentId: appointments.id,
      businessId: appointments.businessId,
      startsAt: appointments.startsAt,
      offsetsMin: businesses.reminderOffsetsMin,
      timeZone: businesses.timeZone,
      scheduledAt: sql<Date | string>`greatest(${appointments.createdAt}, coalesce((
        select max(${appointmentHistory.createdAt}) from ${appointmentHistory}
        where ${appointmentHistory.appointmentId} = ${appointments.id} and ${appointmentHistory.action} in ('confirm', 'move')
      ), ${appointments.createdAt}))`,
    })
    .from(appointments)
    .innerJoin(businesses, eq(businesses.id, appointments.businessId))
    .where(
      and(
        eq(appointments.status, 'confirmed'),
        isNotNull(appointments.customerId),
        gt(appointments.startsAt, now),
        lte(appointments.startsAt, new Date(now.getTime() + LONGEST_OFFSET_MIN * MINUTE)),
        sql`cardinality(${businesses.reminderOffsetsMin}) > 0`,
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(SWEEP_BATCH);
  return rows.map((row) => ({ ...row, scheduledAt: new Date(row.scheduledAt) }));
}

/** Whether the notice of `kind` for the visit's start `startsAt` was sent. */
export async function noticeSent(db: DbOrTx, appointmentId: string, kind: string, startsAt: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: appointmentNotices.id })
    .from(appointmentNotices)
    .where(
      and(
        eq(appointmentNotices.appointmentId, appointmentId),
        sql`${appointmentNotices.kind} = ${kind}`,
        eq(appointmentNotices.startsAt, startsAt),
      ),
    );
  return row !== undefined;
}

/** Confirmed visits that ended {@link COMPLETE_AFTER_MIN} minutes ago or longer: to be completed. */
export async function visitsToComplete(db: DbOrTx, now: Date): Promise<Array<{ appointmentId: string }>> {
  return db
    .select({ appointmentId: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.status, 'confirmed'), lte(appointments.endsAt, new Date(now.getTime() - COMPLETE_AFTER_MIN * MINUTE))))
    .orderBy(asc(appointments.endsAt))
    .limit(SWEEP_BATCH);
}

/**
 * Completed visits of customers with an account, ended within the last days, not yet reviewed and
 * not yet asked for a review.
 */
export async function reviewRequestCandidates(
  db: DbOrTx,
  now: Date,
): Promise<Array<{ appointmentId: string; businessId: string; startsAt: Date; endsAt: Date }>> {
  const since = new Date(now.getTime() - REVIEW_REQUEST_WITHIN_DAYS * 1440 * MINUTE);
  return db
    .select({ appointmentId: appointments.id, businessId: appointments.businessId, startsAt: appointments.startsAt, endsAt: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.status, 'completed'),
        isNotNull(appointments.customerId),
        gt(appointments.endsAt, since),
        lte(appointments.endsAt, new Date(now.getTime() - COMPLETE_AFTER_MIN * MINUTE)),
        notExists(db.select({ one: sql`1` }).from(reviews).where(eq(reviews.appointmentId, appointments.id))),
        notExists(
          db
            .select({ one: sql`1` })
            .from(appointmentNotices)
            .where(and(eq(appointmentNotices.appointmentId, appointments.id), eq(appointmentNotices.kind, 'review_request'))),
        ),
      ),
    )
    .orderBy(asc(appointments.endsAt))
    .limit(SWEEP_BATCH);
}
