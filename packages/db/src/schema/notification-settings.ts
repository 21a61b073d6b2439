import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './booking';
import { businesses } from './businesses';
import { createdAt, instant, updatedAt } from './columns';
import { users } from './users';

/**
 * What a user can choose to be told about (docs/decisions/028). The mail of legal and account
 * matters (verification, password, sign-in, invitations to a team) is not a topic: it always goes.
 * - `booking_changes`: a booking received, confirmed, declined, moved, cancelled; for the members of
 *   a business, a new booking and a visit the customer cancelled or moved;
 * - `reminders`: the reminder before a confirmed visit;
 * - `review_requests`: the request to rate a visit once it is completed;
 * - `marketing`: news and invitations of the platform or a business.
 */
export const NOTIFICATION_TOPICS = ['booking_changes', 'reminders', 'review_requests', 'marketing'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** How a user is told: by e-mail, by web push, in the notifications dialog. */
export const NOTIFICATION_CHANNELS = ['email', 'push', 'in_app'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * A user's choice for one topic on one channel. Only choices the user made are stored; a missing
 * row means the default (everything on, except marketing, which waits for the user's yes).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic', { enum: NOTIFICATION_TOPICS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pk', columns: [t.userId, t.topic, t.channel] }),
    check('notification_preferences_topic_valid', sql`${t.topic} in ('booking_changes', 'reminders', 'review_requests', 'marketing')`),
    check('notification_preferences_channel_valid', sql`${t.channel} in ('email', 'push', 'in_app')`),
  ],
);

export type NotificationPreference = typeof notificationPreferences.$inferSelect;

/** What a visit is told about on its own, by the job queue: a reminder before it, a review request after it. */
export const APPOINTMENT_NOTICE_KINDS = ['reminder_24h', 'reminder_2h', 'review_request'] as const;
export type AppointmentNoticeKind = (typeof APPOINTMENT_NOTICE_KINDS)[number];

/**
 * The sent-marker of a visit's reminder or review request (docs/decisions/028): one row per visit,
 * kind and the start the visit had when it was sent (`starts_at`), written in the same transaction
 * as the notification row and the mail job. The unique key is what makes it "never twice": a sweep
 * that runs again, a job retried after a crash, two processes at once — one row, one message. A
 * visit moved to another time has another `starts_at`: its reminder is sent again for the new time.
 */
export const appointmentNotices = pgTable(
  'appointment_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: APPOINTMENT_NOTICE_KINDS }).notNull(),
    /** The visit's start it was sent for. */
    startsAt: instant('starts_at').notNull(),
    /** When it was due (after the night's shift to 08:00). */
    dueAt: instant('due_at').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [
    unique('appointment_notices_once').on(t.appointmentId, t.kind, t.startsAt),
    index('appointment_notices_business_sent_idx').on(t.businessId, t.sentAt),
    check('appointment_notices_kind_valid', sql`${t.kind} in ('reminder_24h', 'reminder_2h', 'review_request')`),
  ],
);

export type AppointmentNotice = typeof appointmentNotices.$inferSelect;

/** The features of the premium plan a free business can reach (docs/decisions/028). */
export const PREMIUM_FEATURES = ['reminder_2h'] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

/**
 * An owner of a free-plan business asked for the premium plan (the premium_modal's button). The
 * operator's console comes later; until then each request is stored here and mailed to the platform.
 */
export const premiumRequests = pgTable(
  'premium_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    requestedByUserId: uuid('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The feature she reached when she asked. */
    feature: text('feature', { enum: PREMIUM_FEATURES }).notNull(),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [
    index('premium_requests_business_created_idx').on(t.businessId, t.createdAt),
    check('premium_requests_feature_valid', sql`${t.feature} in ('reminder_2h')`),
    check('premium_requests_message_length', sql`${t.message} is null or char_length(${t.message}) <= 1000`),
  ],
);

export type PremiumRequest = typeof premiumRequests.$inferSelect;

/** Minutes before a visit its reminders go: 24 hours, 2 hours. */
export const REMINDER_OFFSETS_MIN = [1440, 120] as const;
export type ReminderOffsetMin = (typeof REMINDER_OFFSETS_MIN)[number];
