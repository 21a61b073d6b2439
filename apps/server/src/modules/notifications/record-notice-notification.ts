import { notifications, type NotificationKind, type Tx } from '@vizitas/db';
import { customerHref, notificationText } from './notification-texts.ts';
import { appointmentNotificationFacts } from './queries.ts';

/**
 * Writes the customer's in-app row of a visit's own notice — its reminder or its review request
 * (docs/decisions/028) — inside the notice's transaction, created at `now`. `eventKey` names the
 * notice (kind and the start it was for), so writing it again keeps one row. Returns the row
 * written (null: no customer account, or already written), for the channels that follow rows.
 */
export async function recordNoticeNotification(
  tx: Tx,
  input: { appointmentId: string; kind: Extract<NotificationKind, 'reminder' | 'review_request'>; eventKey: string; now: Date },
): Promise<{ id: string; userId: string; kind: NotificationKind } | null> {
  const facts = await appointmentNotificationFacts(tx, input.appointmentId);
  if (!facts?.customerId) return null;
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: facts.customerId,
      businessId: facts.businessId,
      appointmentId: facts.appointmentId,
      kind: input.kind,
      text: notificationText(input.kind, facts).slice(0, 1000),
      href: customerHref(facts),
      eventKey: input.eventKey,
      createdAt: input.now,
    })
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
    .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
  return row ?? null;
}
