import { and, asc, desc, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import { format, generatePath, messages } from '@vizitas/shared';
import { serviceNamesOf } from '../appointment-services';
import type { Tx } from '../client';
import { appointmentNotices, appointments, businesses, notifications, reviews, type AppointmentNoticeKind, type NotificationKind } from '../schema/index';

const HOUR = 3_600_000;
const t = messages.noticeTexts;

/** "lapkričio 20 d. 14:00" in the business's time zone (as the server writes its notifications). */
function when(instant: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('lt-LT', { timeZone, month: 'long', day: 'numeric' }).format(instant);
  const time = new Intl.DateTimeFormat('lt-LT', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  return `${day} ${time}`;
}

/**
 * The demo studio's reminders (docs/decisions/028): the day-before reminders of the demo
 * customer's visits there of the last month and of the next day that would have gone already are
 * marked sent (with her in-app rows), those still to come are left to the sweep (the settings page lists
 * them as coming); the demo
 * customer's last completed visit there without a review has had its review request. Run after
 * the appointments and reviews.
 */
export async function insertDemoReminders(tx: Tx, input: { now: Date; businessId: string; demoCustomerId: string }): Promise<void> {
  const { now, businessId } = input;
  const [business] = await tx.select({ slug: businesses.slug, name: businesses.name, timeZone: businesses.timeZone }).from(businesses).where(eq(businesses.id, businessId));
  if (!business) return;
  const services = sql<string>`nullif(array_to_string(${serviceNamesOf(appointments.id)}, ', '), '')`;
  const href = generatePath('appointment_list', { slug: business.slug });
  const notices: Array<typeof appointmentNotices.$inferInsert> = [];
  const rows: Array<typeof notifications.$inferInsert> = [];
  const add = (visit: { id: string; customerId: string | null; startsAt: Date; services: string | null }, kind: AppointmentNoticeKind, at: Date) => {
    notices.push({ businessId, appointmentId: visit.id, kind, startsAt: visit.startsAt, dueAt: at, sentAt: at });
    if (!visit.customerId) return;
    const notificationKind: NotificationKind = kind === 'review_request' ? 'review_request' : 'reminder';
    const vars = { business: business.name, services: visit.services ?? '', when: when(visit.startsAt, business.timeZone) };
    rows.push({
      userId: visit.customerId,
      businessId,
      appointmentId: visit.id,
      kind: notificationKind,
      text: format(kind === 'review_request' ? t.reviewRequest : t.reminder, vars),
      href,
      eventKey: `${kind}:${visit.id}:${visit.startsAt.toISOString()}`,
      createdAt: at,
    });
  };

  // The demo customer's visits of the last month and the next day: the day-before reminder has
  // gone for those whose time came (a later visit's is still to come).
  const soon = await tx
    .select({ id: appointments.id, customerId: appointments.customerId, startsAt: appointments.startsAt, services })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        inArray(appointments.status, ['confirmed', 'completed']),
        eq(appointments.customerId, input.demoCustomerId),
        gt(appointments.startsAt, new Date(now.getTime() - 30 * 24 * HOUR)),
        lte(appointments.startsAt, new Date(now.getTime() + 24 * HOUR)),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(6);
  for (const visit of soon) {
    const due = new Date(visit.startsAt.getTime() - 24 * HOUR);
    const local = Number(new Intl.DateTimeFormat('en-GB', { timeZone: business.timeZone, hour: '2-digit', hourCycle: 'h23' }).format(due));
    if (local >= 8 && local < 21) add(visit, 'reminder_24h', due);
  }

  // The demo customer's last completed visit without a review: its review request went after it.
  const [done] = await tx
    .select({ id: appointments.id, customerId: appointments.customerId, startsAt: appointments.startsAt, endsAt: appointments.endsAt, services })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, businessId),
        eq(appointments.customerId, input.demoCustomerId),
        eq(appointments.status, 'completed'),
        lte(appointments.endsAt, new Date(now.getTime() - 6 * HOUR)),
        notExists(tx.select({ one: sql`1` }).from(reviews).where(eq(reviews.appointmentId, appointments.id))),
      ),
    )
    .orderBy(desc(appointments.endsAt))
    .limit(1);
  if (done) add(done, 'review_request', new Date(Math.min(done.endsAt.getTime() + 6 * HOUR, now.getTime())));

  if (notices.length > 0) await tx.insert(appointmentNotices).values(notices).onConflictDoNothing();
  if (rows.length > 0) await tx.insert(notifications).values(rows).onConflictDoNothing();
}
