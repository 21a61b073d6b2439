import { eq } from 'drizzle-orm';
import { appointmentNotices, appointments, reviews, type AppointmentNoticeKind } from '@vizitas/db';
import type { CommandContext } from '#server/core/context.ts';
import { transactionWithEvents } from '#server/core/events.ts';
import { recordStatusChange, transitionAppointment } from '#server/modules/booking/index.ts';
import { recordNoticeNotification } from '#server/modules/notifications/index.ts';
import { noticeSent, reminderCandidates, reviewRequestCandidates, visitsToComplete } from './queries.ts';
import { dueReminders, reviewRequestDueAt } from './schedule.ts';

/** What one sweep did. */
export interface SweepResult {
  completed: number;
  reminders: number;
  reviewRequests: number;
}

/** One notice to send: which visit, which kind, for which start, due when. */
interface DueNotice {
  appointmentId: string;
  businessId: string;
  kind: AppointmentNoticeKind;
  startsAt: Date;
  dueAt: Date;
}

/**
 * Sends one notice, once: in ONE transaction the visit is read again (locked) and must still be
 * what the notice is about — confirmed at that start for a reminder, completed and not reviewed
 * for a review request — then its sent-marker is inserted (`appointment_notices`, unique per
 * visit, kind and start: a second sweep, a retried job, another process finds it and does
 * nothing), the customer's in-app row is written, and the events are recorded in the same
 * transaction: the mail outbox enqueues the mail with it, push follows the row. A crash before
 * COMMIT leaves nothing (the next sweep sends it); after COMMIT everything is in the database.
 */
async function sendNotice(ctx: CommandContext, notice: DueNotice): Promise<boolean> {
  return transactionWithEvents(ctx, async (tx, record) => {
    const [visit] = await tx
      .select({ status: appointments.status, startsAt: appointments.startsAt, customerId: appointments.customerId })
      .from(appointments)
      .where(eq(appointments.id, notice.appointmentId))
      .for('update');
    if (!visit?.customerId || visit.startsAt.getTime() !== notice.startsAt.getTime()) return false;
    if (notice.kind === 'review_request') {
      if (visit.status !== 'completed') return false;
      const [review] = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.appointmentId, notice.appointmentId));
      if (review) return false;
    } else if (visit.status !== 'confirmed') return false;

    const [marker] = await tx
      .insert(appointmentNotices)
      .values({
        businessId: notice.businessId,
        appointmentId: notice.appointmentId,
        kind: notice.kind,
        startsAt: notice.startsAt,
        dueAt: notice.dueAt,
        sentAt: ctx.now(),
      })
      .onConflictDoNothing()
      .returning({ id: appointmentNotices.id });
    if (!marker) return false;

    const row = await recordNoticeNotification(tx, {
      appointmentId: notice.appointmentId,
      kind: notice.kind === 'review_request' ? 'review_request' : 'reminder',
      eventKey: `${notice.kind}:${notice.appointmentId}:${notice.startsAt.toISOString()}`,
      now: ctx.now(),
    });
    if (row) await record('notifications.recorded', { notifications: [row] });
    if (notice.kind === 'review_request') {
      await record('appointment.review_requested', { appointmentId: notice.appointmentId, businessId: notice.businessId, noticeId: marker.id });
    } else {
      await record('appointment.reminded', {
        appointmentId: notice.appointmentId,
        businessId: notice.businessId,
        noticeId: marker.id,
        kind: notice.kind,
      });
    }
    return true;
  });
}

/** Completes one past confirmed visit (the product's own change: no user); false when it is no longer confirmed. */
async function completeVisit(ctx: CommandContext, appointmentId: string): Promise<boolean> {
  return transactionWithEvents(ctx, async (tx, record) => {
    const [visit] = await tx.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, appointmentId)).for('update');
    // The business marked a no-show (or cancelled) meanwhile: hers is the last word.
    if (visit?.status !== 'confirmed') return false;
    const change = await transitionAppointment(tx, { appointmentId, action: 'complete', byUserId: null });
    await recordStatusChange(record, change, { userId: null, side: 'business', reason: null });
    return true;
  });
}

/**
 * The notice sweep (the `notices-sweep` job, once a minute; docs/decisions/028), at `ctx.now()`:
 * 1. past confirmed visits whose end is {@link COMPLETE_AFTER_MIN} minutes gone become `completed`;
 * 2. every reminder due by now and not yet sent goes out (e-mail, in-app, push), once;
 * 3. every review request due by now and not yet sent goes out, once.
 * Each visit is its own transaction: one that fails does not hold back the others (the job fails
 * after the others are done, and is retried).
 */
export async function runNoticeSweep(ctx: CommandContext): Promise<SweepResult> {
  const now = ctx.now();
  const result: SweepResult = { completed: 0, reminders: 0, reviewRequests: 0 };
  const failures: unknown[] = [];
  const attempt = async (work: () => Promise<boolean>, counted: keyof SweepResult) => {
    try {
      if (await work()) result[counted] += 1;
    } catch (error) {
      failures.push(error);
    }
  };

  for (const visit of await visitsToComplete(ctx.db, now)) {
    await attempt(() => completeVisit(ctx, visit.appointmentId), 'completed');
  }

  for (const visit of await reminderCandidates(ctx.db, now)) {
    for (const due of dueReminders(visit, now)) {
      if (await noticeSent(ctx.db, visit.appointmentId, due.kind, visit.startsAt)) continue;
      await attempt(
        () => sendNotice(ctx, { appointmentId: visit.appointmentId, businessId: visit.businessId, kind: due.kind, startsAt: visit.startsAt, dueAt: due.dueAt }),
        'reminders',
      );
    }
  }

  for (const visit of await reviewRequestCandidates(ctx.db, now)) {
    const dueAt = reviewRequestDueAt(visit.endsAt);
    if (dueAt.getTime() > now.getTime()) continue;
    await attempt(
      () => sendNotice(ctx, { appointmentId: visit.appointmentId, businessId: visit.businessId, kind: 'review_request', startsAt: visit.startsAt, dueAt }),
      'reviewRequests',
    );
  }

  if (failures.length > 0) throw new AggregateError(failures, `notice sweep: ${failures.length} visit(s) failed`);
  return result;
}
