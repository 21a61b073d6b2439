/**
 * Notification settings (docs/decisions/028): which channels (e-mail, push, in-app) a user wants
 * for which topic (booking changes, reminders, review requests, marketing). Only the choices the
 * user made are stored (`notification_preferences`); everything else is the default — all on,
 * except marketing, which waits for the user's yes. The mail of legal and account matters is no
 * topic here: it always goes.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  notificationPreferences,
  users,
  type DbOrTx,
  type NotificationChannel,
  type NotificationKind,
  type NotificationTopic,
} from '@vizitas/db';

export type { NotificationChannel, NotificationTopic };

/** A user's whole matrix: topic → channel → on. */
export type PreferenceMatrix = Record<NotificationTopic, Record<NotificationChannel, boolean>>;

/** What a user gets until she chooses: everything but marketing. */
export function defaultPreference(topic: NotificationTopic, _channel: NotificationChannel): boolean {
  return topic !== 'marketing';
}

/** The topic a notification of `kind` belongs to (a hidden review's reason: the visit it rated). */
export function topicOfKind(kind: NotificationKind): NotificationTopic {
  switch (kind) {
    case 'reminder':
      return 'reminders';
    case 'review_request':
      return 'review_requests';
    case 'booking_received':
    case 'booking_confirmed':
    case 'booking_declined':
    case 'booking_moved':
    case 'booking_cancelled_by_business':
    case 'new_booking':
    case 'cancelled_by_customer':
    case 'moved_by_customer':
    case 'review_hidden':
      return 'booking_changes';
  }
}

/** The defaults, with the stored choices laid over them. */
export function preferenceMatrix(rows: ReadonlyArray<{ topic: NotificationTopic; channel: NotificationChannel; enabled: boolean }>): PreferenceMatrix {
  const matrix = Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => [topic, Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, defaultPreference(topic, channel)]))]),
  ) as PreferenceMatrix;
  for (const row of rows) matrix[row.topic][row.channel] = row.enabled;
  return matrix;
}

/** The user's settings (the defaults where she chose nothing). */
export async function preferencesOf(db: DbOrTx, userId: string): Promise<PreferenceMatrix> {
  const rows = await db
    .select({ topic: notificationPreferences.topic, channel: notificationPreferences.channel, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return preferenceMatrix(rows);
}

/** Whether `userId` wants `topic` on `channel` (one indexed read). */
export async function wantsChannel(db: DbOrTx, userId: string, topic: NotificationTopic, channel: NotificationChannel): Promise<boolean> {
  const [row] = await db
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.topic, topic), eq(notificationPreferences.channel, channel)));
  return row ? row.enabled : defaultPreference(topic, channel);
}

/** Of `userIds`, those who want `topic` on `channel` (one read for all of them). */
export async function usersWanting(
  db: DbOrTx,
  userIds: readonly string[],
  topic: NotificationTopic,
  channel: NotificationChannel,
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: notificationPreferences.userId, enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.userId, [...userIds]),
        eq(notificationPreferences.topic, topic),
        eq(notificationPreferences.channel, channel),
      ),
    );
  const chosen = new Map(rows.map((row) => [row.userId, row.enabled]));
  return new Set(userIds.filter((id) => chosen.get(id) ?? defaultPreference(topic, channel)));
}

/**
 * Whether `userId` wants a web push for a notification of `kind` — **push delivery calls this**
 * before it sends a notification row to the user's browsers (docs/decisions/027 and 028). The
 * user's own choice for the kind's topic on the `push` channel, or the default (on, except
 * marketing). The quiet hours (21:00–08:00 Vilnius) are not this function's business: the caller
 * keeps them.
 */
export function wantsPushNotification(db: DbOrTx, userId: string, kind: NotificationKind): Promise<boolean> {
  return wantsChannel(db, userId, topicOfKind(kind), 'push');
}

/**
 * Saves the user's whole matrix (the settings form sends every topic and channel): one upsert of
 * the twelve choices, in one statement, so a second tab's save simply wins as a whole.
 */
export async function saveNotificationSettings(db: DbOrTx, userId: string, matrix: PreferenceMatrix, now: Date): Promise<PreferenceMatrix> {
  const rows = NOTIFICATION_TOPICS.flatMap((topic) =>
    NOTIFICATION_CHANNELS.map((channel) => ({ userId, topic, channel, enabled: matrix[topic][channel], updatedAt: now })),
  );
  await db
    .insert(notificationPreferences)
    .values(rows)
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.topic, notificationPreferences.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: now },
    });
  return preferencesOf(db, userId);
}

/** Turns `topic`'s e-mail off for `userId` (an unsubscribe link). Idempotent. */
export async function unsubscribeFromMail(db: DbOrTx, userId: string, topic: NotificationTopic, now: Date): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, topic, channel: 'email', enabled: false, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.topic, notificationPreferences.channel],
      set: { enabled: false, updatedAt: now },
    });
}

/** `ona.petraite@example.lt` → `o***@example.lt`: enough to recognise one's own address. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** What an unsubscribe link shows: whose address (partly hidden) and whether that mail is already off; null: no such user. */
export async function unsubscribeInfo(
  db: DbOrTx,
  userId: string,
  topic: NotificationTopic,
): Promise<{ email: string; unsubscribed: boolean } | null> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  return { email: maskedEmail(user.email), unsubscribed: !(await wantsChannel(db, userId, topic, 'email')) };
}
