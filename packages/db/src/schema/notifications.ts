import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './booking';
import { businesses } from './businesses';
import { instant } from './columns';
import { users } from './users';

/**
 * What a notification is about. The customer's: a booking received, confirmed, declined, moved,
 * cancelled by the business (later: a reminder, a review request); a member's of the business: a
 * new booking, a visit cancelled or moved by the customer. Both: a review the operator hid, with
 * the reason.
 */
export const NOTIFICATION_KINDS = [
  'booking_received',
  'booking_confirmed',
  'booking_declined',
  'booking_moved',
  'booking_cancelled_by_business',
  'reminder',
  'review_request',
  'new_booking',
  'cancelled_by_customer',
  'moved_by_customer',
  'review_hidden',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * One in-app notification of one user (the notifications dialog, docs/decisions/021): its
 * Lithuanian text, the page it concerns (`href`), when it was seen (clicked) and dismissed. Written
 * from the domain events in the change's own transaction; `event_key` names the event it came
 * from, so the same event never gives the same user two rows.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The business the notification concerns (every tenant row carries it). */
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id').references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    text: text('text').notNull(),
    href: text('href').notNull(),
    eventKey: text('event_key').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    seenAt: instant('seen_at'),
    dismissedAt: instant('dismissed_at'),
  },
  (t) => [
    unique('notifications_user_event_unique').on(t.userId, t.eventKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt).where(sql`${t.dismissedAt} is null`),
    index('notifications_business_id_idx').on(t.businessId),
    index('notifications_appointment_id_idx').on(t.appointmentId),
    check(
      'notifications_kind_known',
      sql`${t.kind} in (${sql.raw(NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    check('notifications_text_length', sql`char_length(${t.text}) between 1 and 1000`),
    check('notifications_href_local', sql`${t.href} like '/%' and char_length(${t.href}) <= 500`),
    check('notifications_event_key_length', sql`char_length(${t.eventKey}) between 1 and 300`),
  ],
);

export type Notification = typeof notifications.$inferSelect;
