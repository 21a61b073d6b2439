/**
 * Events → notification rows: who is told what about an appointment event, and the writing of
 * those rows in the command's own transaction (they commit or roll back with the change).
 *
 * The customer (with an account) is told of a booking received, confirmed, declined, moved and
 * cancelled by the business; the business's members (owner and staff) of a booking the customer
 * made, and of a visit the customer cancelled or moved. Nobody is told of their own change, except
 * the customer of her own booking (that it was received).
 */
import { notifications, type NotificationKind, type Tx } from '@vizitas/db';
import type { DomainEvents } from '#server/core/events.ts';
import { customerHref, memberHref, notificationText, type NotificationFacts } from './notification-texts.ts';
import { appointmentNotificationFacts } from './queries.ts';

/** The longest text a notification keeps (the database checks it). */
const TEXT_MAX = 1000;

/** The appointment events that write notifications. */
export const NOTIFYING_EVENTS = [
  'appointment.created',
  'appointment.confirmed',
  'appointment.declined',
  'appointment.cancelled',
  'appointment.moved',
] as const satisfies readonly (keyof DomainEvents)[];
export type NotifyingEventName = (typeof NOTIFYING_EVENTS)[number];

/** One row to write: to whom, of which kind, what it says, where it leads, under which key. */
export interface PlannedNotification {
  userId: string;
  kind: NotificationKind;
  text: string;
  href: string;
  eventKey: string;
}

/** The rows one event writes (pure: from the appointment as it is after the change). */
export function plannedNotifications<Name extends NotifyingEventName>(
  name: Name,
  event: DomainEvents[Name],
  facts: NotificationFacts,
): PlannedNotification[] {
  const key = `${name}:${facts.appointmentId}`;
  // The customer is told of her own booking (that it was received); of nothing else she did herself.
  const toCustomer = (kind: NotificationKind, text: string, eventKey = key): PlannedNotification[] =>
    facts.customerId && (kind === 'booking_received' || facts.customerId !== event.byUserId)
      ? [{ userId: facts.customerId, kind, text, href: customerHref(facts), eventKey }]
      : [];
  const toMembers = (kind: NotificationKind, text: string, eventKey = key): PlannedNotification[] =>
    facts.memberIds
      .filter((id) => id !== event.byUserId)
      .map((userId) => ({ userId, kind, text, href: memberHref(facts), eventKey }));

  switch (name) {
    case 'appointment.created': {
      const created = event as DomainEvents['appointment.created'];
      const confirmed = created.status === 'confirmed';
      return [
        ...toCustomer('booking_received', notificationText('booking_received', facts, { confirmed })),
        ...(created.by === 'customer' ? toMembers('new_booking', notificationText('new_booking', facts, { confirmed })) : []),
      ];
    }
    case 'appointment.confirmed':
      return toCustomer('booking_confirmed', notificationText('booking_confirmed', facts));
    case 'appointment.declined': {
      const { reason } = event as DomainEvents['appointment.declined'];
      return toCustomer('booking_declined', notificationText('booking_declined', facts, { reason }));
    }
    case 'appointment.cancelled': {
      const { reason, by } = event as DomainEvents['appointment.cancelled'];
      if (by === 'customer') return toMembers('cancelled_by_customer', notificationText('cancelled_by_customer', facts, { reason }));
      return toCustomer('booking_cancelled_by_business', notificationText('booking_cancelled_by_business', facts, { reason }));
    }
    case 'appointment.moved': {
      const { from, to, notifyCustomer } = event as DomainEvents['appointment.moved'];
      // A visit may be moved more than once, also back and forth: each move is its own row.
      const moveKey = `${key}:${facts.historyCount}:${from.start}>${to.start}:${to.specialistId}`;
      if (facts.customerId !== null && facts.customerId === event.byUserId) {
        return toMembers('moved_by_customer', notificationText('moved_by_customer', facts, { before: from.start }), moveKey);
      }
      // The business chose not to tell the customer about this move.
      if (!notifyCustomer) return [];
      return toCustomer('booking_moved', notificationText('booking_moved', facts, { before: from.start }), moveKey);
    }
    default:
      return [];
  }
}

/** A notification row just written: whom it is for and what about (push delivers it, docs/decisions/027). */
export type RecordedNotification = DomainEvents['notifications.recorded']['notifications'][number];

/**
 * Writes the notifications of one event inside `tx`, created at `now`, and returns the rows
 * written. The same event written twice for one user stays one row (`event_key`): the second
 * time nothing is returned for that user.
 */
export async function recordNotifications<Name extends NotifyingEventName>(
  tx: Tx,
  name: Name,
  event: DomainEvents[Name],
  now: Date,
): Promise<RecordedNotification[]> {
  const facts = await appointmentNotificationFacts(tx, event.appointmentId);
  if (!facts) return [];
  const planned = plannedNotifications(name, event, facts);
  if (planned.length === 0) return [];
  const written = await tx
    .insert(notifications)
    .values(
      planned.map((row) => ({
        ...row,
        // The database keeps a text to 1000 characters; a very long list of services is cut.
        text: row.text.length > TEXT_MAX ? `${row.text.slice(0, TEXT_MAX - 1)}…` : row.text,
        businessId: facts.businessId,
        appointmentId: facts.appointmentId,
        createdAt: now,
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
    .returning({ id: notifications.id, userId: notifications.userId, kind: notifications.kind });
  return written;
}
