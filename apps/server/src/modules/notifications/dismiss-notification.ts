import { and, eq, sql } from 'drizzle-orm';
import { notifications, type DbOrTx } from '@vizitas/db';
import type { NotificationActionResult } from '@vizitas/shared/schemas/notification';
import type { Actor } from '#server/core/authorize.ts';
import { canSeeNotification } from './policy.ts';
import { notificationNotFound, notificationOwner, unseenNotificationCount } from './queries.ts';

/**
 * `POST /api/user/notification/dismiss` (seed 7, `{id}`): the user removed her notification from
 * the list; it is never listed again nor counted. A second call changes nothing. Another user's
 * notification, or none, is 404 `notification_not_found`.
 */
export async function dismissNotification(db: DbOrTx, actor: Actor, id: string, now: Date): Promise<NotificationActionResult> {
  const owner = await notificationOwner(db, id);
  if (!owner || !canSeeNotification(actor, owner)) throw notificationNotFound();
  await db
    .update(notifications)
    .set({ dismissedAt: sql`coalesce(${notifications.dismissedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, actor.id)));
  return { success: true, count: String(await unseenNotificationCount(db, actor.id)) };
}
