import { and, eq, sql } from 'drizzle-orm';
import { notifications, type DbOrTx } from '@vizitas/db';
import type { NotificationActionResult } from '@vizitas/shared/schemas/notification';
import type { Actor } from '#server/core/authorize.ts';
import { canSeeNotification } from './policy.ts';
import { notificationNotFound, notificationOwner, unseenNotificationCount } from './queries.ts';

/**
 * `POST /api/user/notification/mark-as-seen` (seed 7, `{id}`): the user clicked her notification;
 * it is no longer active. Seen once stays seen (a second call changes nothing). Another user's
 * notification, or none, is 404 `notification_not_found`.
 */
export async function markNotificationAsSeen(db: DbOrTx, actor: Actor, id: string, now: Date): Promise<NotificationActionResult> {
  const owner = await notificationOwner(db, id);
  if (!owner || !canSeeNotification(actor, owner)) throw notificationNotFound();
  await db
    .update(notifications)
    .set({ seenAt: sql`coalesce(${notifications.seenAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, actor.id)));
  return { success: true, count: String(await unseenNotificationCount(db, actor.id)) };
}
