/**
 * Web push (docs/decisions/027): the VAPID keys, the browsers' subscriptions, one push to one
 * browser, and the quiet hours (no push 21:00–08:00 Vilnius time) any pushed job reuses.
 */
export { ensureWebPushKeys, type VapidKeys } from './web-push-keys.ts';
export { saveSubscription } from './save-subscription.ts';
export { isPushServiceEndpoint, PUSH_SERVICE_HOST_SUFFIXES } from './push-services.ts';
export { subscriptionsOfUsers } from './queries.ts';
export { sendPush, pushMessageOf, PUSH_TTL_SECONDS, type PushDeps, type PushOutcome } from './send-push.ts';
export { isQuietHour, nextPushTime, PUSH_QUIET_HOURS } from './quiet-hours.ts';
