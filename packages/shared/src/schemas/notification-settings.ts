import '../zod-locale';
import { z } from 'zod';

/**
 * Notification settings, unsubscribing, the business's reminders and the premium plan's request
 * (docs/decisions/028). The topics and channels are the database's (`notification_preferences`).
 */
export const NOTIFICATION_TOPICS = ['booking_changes', 'reminders', 'review_requests', 'marketing'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];
export const NOTIFICATION_CHANNELS = ['email', 'push', 'in_app'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

const channelsSchema = z.object({ email: z.boolean(), push: z.boolean(), in_app: z.boolean() }).strict();

/** `GET`/`PUT /api/user/notification-settings`: every topic with its three channels. */
export const notificationSettingsSchema = z
  .object({
    settings: z
      .object({
        booking_changes: channelsSchema,
        reminders: channelsSchema,
        review_requests: channelsSchema,
        marketing: channelsSchema,
      })
      .strict(),
  })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `?token=` of the unsubscribe link. */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** `GET /api/public/unsubscribe`: what the link unsubscribes from, and whose address (partly hidden). */
export const unsubscribeInfoSchema = z.object({
  topic: z.enum(NOTIFICATION_TOPICS),
  email: z.string(),
  /** The user already has this topic's mail off. */
  unsubscribed: z.boolean(),
});
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfoSchema>;

export const unsubscribeResultSchema = z.object({ success: z.literal(true), topic: z.enum(NOTIFICATION_TOPICS) });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** Reminder offsets a business can choose: 1440 (24 h), 120 (2 h). */
export const REMINDER_OFFSETS = [1440, 120] as const;
/** Offsets that need the premium plan (the premium feature `reminder_2h`). */
export const PREMIUM_REMINDER_OFFSETS = [120] as const;

export const PREMIUM_FEATURES = ['reminder_2h'] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

const noticeKindSchema = z.enum(['reminder_24h', 'reminder_2h', 'review_request']);

/** `GET /api/admin/business/{id}/reminders`: the choice, the plan, the next reminders due and the last sent. */
export const reminderSettingsSchema = z.object({
  offsetsMin: z.array(z.union([z.literal(1440), z.literal(120)])),
  plan: z.enum(['free', 'premium']),
  /** The owner (or the operator) may change them; staff only read. */
  canEdit: z.boolean(),
  upcoming: z.array(
    z.object({ appointmentId: z.uuid(), client: z.string(), start: z.iso.datetime({ offset: true }), kind: noticeKindSchema, dueAt: z.iso.datetime({ offset: true }) }),
  ),
  sent: z.array(
    z.object({ appointmentId: z.uuid(), client: z.string(), start: z.iso.datetime({ offset: true }), kind: noticeKindSchema, sentAt: z.iso.datetime({ offset: true }) }),
  ),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** `PUT /api/admin/business/{id}/reminders`: none (`[]`), 24 h, 2 h (premium) or both (premium). */
export const updateReminderSettingsSchema = z
  .object({
    offsetsMin: z
      .array(z.union([z.literal(1440), z.literal(120)], { error: 'Pasirinkite 24 arba 2 valandas.' }))
      .max(2)
      .refine((offsets) => new Set(offsets).size === offsets.length, { error: 'Tas pats priminimas pasirinktas du kartus.' }),
  })
  .strict();
export type UpdateReminderSettings = z.infer<typeof updateReminderSettingsSchema>;

/** `POST /api/admin/business/{id}/premium-request`. */
export const premiumRequestBodySchema = z
  .object({
    feature: z.enum(PREMIUM_FEATURES),
    message: z.string().trim().max(1000, { error: 'Žinutė per ilga (daugiausia 1000 simbolių).' }).optional(),
  })
  .strict();
export type PremiumRequestBody = z.infer<typeof premiumRequestBodySchema>;

/** `GET`/`POST …/premium-request`: the plan and the latest request (null: none yet). */
export const premiumRequestStateSchema = z.object({
  plan: z.enum(['free', 'premium']),
  request: z.object({ feature: z.enum(PREMIUM_FEATURES), createdAt: z.iso.datetime({ offset: true }) }).nullable(),
  /** POST: a new request was stored and mailed now (false: one from the last days stands). */
  created: z.boolean().optional(),
});
export type PremiumRequestState = z.infer<typeof premiumRequestStateSchema>;
