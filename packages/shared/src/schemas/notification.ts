import '../zod-locale';
import { z } from 'zod';

/** What a notification is about (the database's `notifications.kind`). */
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

/** The most items the list answers with (the newest first). */
export const NOTIFICATION_LIST_LIMIT = 50;

/** One notification of the dialog (seed 3 "Notification": id, href, seen/active and dismissed state). */
export const notificationSchema = z.object({
  id: z.uuid(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The Lithuanian text, written when the event happened. */
  text: z.string(),
  /** The page it concerns, a path of this site (`/vizitai/…`, `/administratorius/vizitai/…`). */
  href: z.string(),
  /** The business it concerns. */
  business: z.object({ id: z.uuid(), name: z.string() }),
  createdAt: z.iso.datetime({ offset: true }),
  /** Clicked once (no longer active). A dismissed notification is never listed. */
  seen: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/**
 * `GET /api/user/notifications`: the notifications element's data (seed 3): `current` the
 * server's time of this answer (the marker the dialog stores when it closes), `newest` when the
 * newest unseen notification came (null when none is unseen), `count` the unseen ones as a string
 * integer; with the items not dismissed, the newest first.
 */
export const notificationListSchema = z.object({
  current: z.iso.datetime({ offset: true }),
  newest: z.iso.datetime({ offset: true }).nullable(),
  count: z.string().regex(/^\d+$/),
  items: z.array(notificationSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** The list's query: `business` narrows it to one business (a business's own domain). */
export const notificationListQuerySchema = z.object({
  business: z.uuid().optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** `POST /api/user/notification/mark-as-seen` and `…/dismiss` (seed 7): `{id}`. */
export const notificationIdBodySchema = z.object({ id: z.uuid() }).strict();
export type NotificationIdBody = z.infer<typeof notificationIdBodySchema>;

/** What both calls answer: done, and how many unseen notifications the user has now. */
export const notificationActionResultSchema = z.object({
  success: z.literal(true),
  count: z.string().regex(/^\d+$/),
});
export type NotificationActionResult = z.infer<typeof notificationActionResultSchema>;
