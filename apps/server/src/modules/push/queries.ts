import { and, eq, inArray } from 'drizzle-orm';
import { businesses, notifications, pushSubscriptions, type DbOrTx, type NotificationKind } from '@vizitas/db';

/** The push subscriptions of these users (one query; none when no user has one). */
export async function subscriptionsOfUsers(db: DbOrTx, userIds: readonly string[]): Promise<Array<{ id: string; userId: string }>> {
  if (userIds.length === 0) return [];
  return db
    .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]));
}

/** What one push is made of: the notification as it is now, and the browser it goes to. */
export interface PushDelivery {
  notification: {
    id: string;
    userId: string;
    kind: NotificationKind;
    text: string;
    href: string;
    businessName: string;
    seen: boolean;
    dismissed: boolean;
  };
  subscription: { id: string; userId: string; endpoint: string; p256dh: string; auth: string };
}

/** The notification and the subscription of one push, or null when either is gone. */
export async function pushDelivery(db: DbOrTx, notificationId: string, subscriptionId: string): Promise<PushDelivery | null> {
  const [row] = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      kind: notifications.kind,
      text: notifications.text,
      href: notifications.href,
      businessName: businesses.name,
      seenAt: notifications.seenAt,
      dismissedAt: notifications.dismissedAt,
      subscriptionId: pushSubscriptions.id,
      subscriptionUserId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(notifications)
    .innerJoin(businesses, eq(businesses.id, notifications.businessId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, subscriptionId))
    .where(and(eq(notifications.id, notificationId)));
  if (!row) return null;
  return {
    notification: {
      id: row.id,
      userId: row.userId,
      kind: row.kind,
      text: row.text,
      href: row.href,
      businessName: row.businessName,
      seen: row.seenAt !== null,
      dismissed: row.dismissedAt !== null,
    },
    subscription: { id: row.subscriptionId, userId: row.subscriptionUserId, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth },
  };
}

/** A subscription the push service no longer knows (404, 410). */
export async function deleteSubscription(db: DbOrTx, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
