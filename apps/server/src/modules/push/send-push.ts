/**
 * One push to one browser over the Web Push protocol (RFC 8030), signed with the product's VAPID
 * key (RFC 8292) and encrypted for the browser (RFC 8291, aes128gcm) by the `web-push` library.
 */
import webpush from 'web-push';
import type { Db, NotificationKind } from '@vizitas/db';
import type { PushMessage } from '@vizitas/shared/schemas/web-push';
import { deleteSubscription, pushDelivery, type PushDelivery } from './queries.ts';
import type { VapidKeys } from './web-push-keys.ts';

/** How long a push service keeps a message for a browser that is offline: 12 hours. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;
/** A push service that has not answered in this long is given up on for this attempt (retried). */
export const PUSH_TIMEOUT_MS = 10_000;

export interface PushDeps {
  db: Db;
  keys: () => VapidKeys;
  /** The VAPID subject: a `mailto:` or `https:` address the push service may contact. */
  subject: () => string;
  /**
   * Whether `userId` wants `kind` pushed. THE call site of the user's push setting (notification
   * settings per channel and kind); until the settings exist, everyone subscribed gets every push.
   */
  pushAllowed: (db: Db, userId: string, kind: NotificationKind) => Promise<boolean>;
}

/** The push service is busy or failing (429, 5xx): the attempt fails and is retried. */
export class PushServiceUnavailable extends Error {
  constructor(readonly status: number) {
    super(`push service answered ${status}`);
    this.name = 'PushServiceUnavailable';
  }
}

/** What became of one push. */
export type PushOutcome =
  /** The push service took it (201). */
  | 'sent'
  /** The push service no longer knows the browser (404, 410): its subscription is deleted. */
  | 'gone'
  /** Refused for good (another 4xx): not retried. */
  | 'refused'
  /** Nothing to send: the notification or subscription is gone, read, dismissed, not wanted, or the browser is someone else's now. */
  | 'skipped';

/** The push of a notification: its business as the title, its text, where a click leads, its id as the tag. */
export function pushMessageOf(notification: PushDelivery['notification']): PushMessage {
  return { title: notification.businessName, body: notification.text, href: notification.href, tag: notification.id };
}

/** A push service's topic (≤ 32 URL-safe characters): a second push of one notification replaces the first while undelivered. */
function topicOf(notificationId: string): string {
  return notificationId.replaceAll('-', '');
}

/**
 * Sends the push of `notificationId` to the browser of `subscriptionId`. Throws when the push
 * service could not be reached, timed out, or answered 429 or 5xx: the job is retried.
 */
export async function sendPush(deps: PushDeps, notificationId: string, subscriptionId: string): Promise<PushOutcome> {
  const delivery = await pushDelivery(deps.db, notificationId, subscriptionId);
  if (!delivery) return 'skipped';
  const { notification, subscription } = delivery;
  if (subscription.userId !== notification.userId || notification.seen || notification.dismissed) return 'skipped';
  if (!(await deps.pushAllowed(deps.db, notification.userId, notification.kind))) return 'skipped';
  const keys = deps.keys();
  // web-push signs (VAPID JWT) and encrypts (aes128gcm); the request itself goes through fetch,
  // which speaks http: too (a local push service in tests) and ends a silent service with a timeout.
  const request = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(pushMessageOf(notification)),
    {
      vapidDetails: { subject: deps.subject(), publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: PUSH_TTL_SECONDS,
      topic: topicOf(notification.id),
      urgency: 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers,
    body: request.body,
    redirect: 'error',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  // The push service's answer is not needed; read it so the connection is free again.
  await response.arrayBuffer().catch(() => undefined);
  if (response.status >= 200 && response.status < 300) return 'sent';
  if (response.status === 404 || response.status === 410) {
    await deleteSubscription(deps.db, subscription.id);
    return 'gone';
  }
  if (response.status === 429 || response.status >= 500) throw new PushServiceUnavailable(response.status);
  return 'refused';
}
