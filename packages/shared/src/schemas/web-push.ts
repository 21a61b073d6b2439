import '../zod-locale';
import { z } from 'zod';

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it (seed 3 "Web push
 * subscription: sent as subscription"; Push API): where the push service takes messages for this
 * browser, and the keys they are encrypted for (RFC 8291: the browser's P-256 public key and the
 * 16-byte authentication secret, base64url).
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .url({ protocol: /^https?$/, error: 'Netinkamas prenumeratos adresas.' })
    .max(2000),
  expirationTime: z.number().int().nonnegative().nullable().optional(),
  keys: z.object({
    /** 65 bytes: 87 characters of base64url (padding tolerated). */
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{87}=?$/, 'Netinkamas prenumeratos raktas.'),
    /** 16 bytes: 22 characters of base64url (padding tolerated). */
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'Netinkamas prenumeratos raktas.'),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** `POST /webpush/` (seed 7): JSON `{subscription}`. */
export const webPushSubscribeBodySchema = z.strictObject({ subscription: pushSubscriptionSchema });
export type WebPushSubscribeBody = z.infer<typeof webPushSubscribeBodySchema>;

export const webPushSubscribeResultSchema = z.object({
  success: z.literal(true),
  /** The server's VAPID public key the subscription is kept for (base64url). */
  publicKey: z.string(),
});
export type WebPushSubscribeResult = z.infer<typeof webPushSubscribeResultSchema>;

/** What a push message carries (the service worker shows it; a click opens `href`). */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the site the notification concerns. */
  href: z.string(),
  /** The notification's id: a second delivery of it replaces the first on the device. */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
