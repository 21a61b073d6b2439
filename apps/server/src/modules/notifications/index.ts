/** In-app notifications: rows written from the appointment events, listed, marked as seen and dismissed by their user. */
export { dismissNotification } from './dismiss-notification.ts';
export { markNotificationAsSeen } from './mark-notification-as-seen.ts';
export { recordNoticeNotification } from './record-notice-notification.ts';
export { listNotifications } from './queries.ts';
export { notificationReactions } from './reactions.ts';
export {
  maskedEmail,
  preferencesOf,
  saveNotificationSettings,
  unsubscribeFromMail,
  unsubscribeInfo,
  topicOfKind,
  usersWanting,
  wantsChannel,
  /** Push delivery calls this before it pushes a notification row (docs/decisions/028). */
  wantsPushNotification,
  type NotificationChannel,
  type NotificationTopic,
  type PreferenceMatrix,
} from './preferences.ts';
