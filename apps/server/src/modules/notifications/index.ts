/** In-app notifications: rows written from the appointment events, listed, marked as seen and dismissed by their user. */
export { dismissNotification } from './dismiss-notification.ts';
export { markNotificationAsSeen } from './mark-notification-as-seen.ts';
export { listNotifications } from './queries.ts';
export { subscribeNotifications } from './subscriptions.ts';
