import { sql } from 'drizzle-orm';
import { pushSubscriptions, type DbOrTx } from '@vizitas/db';
import type { PushSubscriptionJson } from '@vizitas/shared/schemas/web-push';

/**
 * `POST /webpush/`: keeps the browser's subscription for the logged-in user. The endpoint names
 * the browser, so the same browser subscribing again updates its one row: new keys, the server
 * key it was made with, and its user (the browser now belongs to whoever logged in on it).
 */
export async function saveSubscription(
  db: DbOrTx,
  input: { userId: string; subscription: PushSubscriptionJson; vapidKey: string; userAgent: string | null; now: Date },
): Promise<void> {
  const { endpoint, keys } = input.subscription;
  const userAgent = input.userAgent ? input.userAgent.slice(0, 500) : null;
  await db
    .insert(pushSubscriptions)
    .values({
      userId: input.userId,
      endpoint,
      p256dh: keys.p256dh.replace(/=+$/, ''),
      auth: keys.auth.replace(/=+$/, ''),
      vapidKey: input.vapidKey,
      userAgent,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: sql`excluded.user_id`,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        vapidKey: sql`excluded.vapid_key`,
        userAgent: sql`excluded.user_agent`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
}
