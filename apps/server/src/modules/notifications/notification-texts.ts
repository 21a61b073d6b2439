/**
 * The Lithuanian text and the link of each notification, from the appointment as it is after the
 * change (pure: no database, no clock). Times are the business's wall-clock times.
 */
import type { NotificationKind } from '@vizitas/db';
import { format, generatePath, messages, nameAccusative } from '@vizitas/shared';
import { zonedFormatter } from '#server/lib/zoned-formatter.ts';

const t = messages.notifications.texts;

/** What the rows about one appointment are written from (`appointmentNotificationFacts`). */
export interface NotificationFacts {
  appointmentId: string;
  businessId: string;
  businessSlug: string;
  businessName: string;
  timeZone: string;
  status: string;
  start: Date;
  specialist: string;
  services: string[];
  /** The customer with an account; null for a walk-in typed in by the business. */
  customerId: string | null;
  /** The client's name as the business sees it. */
  clientName: string;
  /** Owners and staff of the business, by user id. */
  memberIds: string[];
  /** How many history rows the appointment has (tells two moves between the same times apart). */
  historyCount: number;
}

const dayFormat = zonedFormatter('lt-LT', { month: 'long', day: 'numeric' });
const timeFormat = zonedFormatter('lt-LT', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** "lapkričio 20 d. 14:00" in the business's time zone. */
export function notificationWhen(instant: Date | string, timeZone: string): string {
  const date = new Date(instant);
  return `${dayFormat(timeZone).format(date)} ${timeFormat(timeZone).format(date)}`;
}

/** The sentence with the reason, after the text; nothing when no reason was given. */
export function withReason(text: string, reason: string | null | undefined): string {
  const trimmed = reason?.trim();
  return trimmed ? `${text} ${format(t.reason, { reason: trimmed })}` : text;
}

/** Where a customer's notification leads: her visits at that business. */
export function customerHref(facts: Pick<NotificationFacts, 'businessSlug'>): string {
  return generatePath('appointment_list', { slug: facts.businessSlug });
}

/** Where a member's notification leads: the visit's page in the admin area of that business. */
export function memberHref(facts: Pick<NotificationFacts, 'appointmentId' | 'businessSlug'>): string {
  return generatePath('admin_appointment_edit', { id: facts.appointmentId, slug: facts.businessSlug });
}

function vars(facts: NotificationFacts) {
  return {
    business: facts.businessName,
    services: facts.services.join(', '),
    when: notificationWhen(facts.start, facts.timeZone),
    client: facts.clientName,
    // Every text has it after „pas“: "pas Rūtą Petraitienę".
    specialist: nameAccusative(facts.specialist),
  };
}

/**
 * The text of a notification of `kind` about a visit, with the times before a move where it has
 * one (a hidden review's text is written from the review: record-review-notifications.ts).
 */
export function notificationText(
  kind: Exclude<NotificationKind, 'review_hidden'>,
  facts: NotificationFacts,
  extra: { reason?: string | null; before?: string; confirmed?: boolean } = {},
): string {
  const v = vars(facts);
  const before = extra.before ? notificationWhen(extra.before, facts.timeZone) : '';
  switch (kind) {
    case 'booking_received':
      return extra.confirmed ? format(t.bookingReceivedConfirmed, v) : format(t.bookingReceived, v);
    case 'booking_confirmed':
      return format(t.bookingConfirmed, v);
    case 'booking_declined':
      return withReason(format(t.bookingDeclined, v), extra.reason);
    case 'booking_moved':
      return format(t.bookingMoved, { business: v.business, when: v.when, before });
    case 'booking_cancelled_by_business':
      return withReason(format(t.bookingCancelledByBusiness, v), extra.reason);
    case 'new_booking':
      return extra.confirmed ? format(t.newBooking, v) : format(t.newRequest, v);
    case 'cancelled_by_customer':
      return withReason(format(t.cancelledByCustomer, v), extra.reason);
    case 'moved_by_customer':
      return format(t.movedByCustomer, { client: v.client, when: v.when, before, specialist: v.specialist });
    case 'reminder':
      return format(messages.noticeTexts.reminder, v);
    case 'review_request':
      return format(messages.noticeTexts.reviewRequest, v);
  }
}
