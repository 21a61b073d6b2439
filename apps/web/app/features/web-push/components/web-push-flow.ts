/**
 * Turning web push on in this browser (seed 4 "Web push permission", 7, 8): ask the permission,
 * subscribe through the service worker's push manager (anew when the server key changed), send the
 * subscription to `POST /webpush/`, then the Lithuanian notification with a congratulation title.
 */
import { messages } from '@vizitas/shared';
import { localStore, readItem, sessionStore, writeItem } from '~/lib/client/storage';
import { serviceWorkerReady } from '~/lib/client/service-worker';
import { subscribeWebPush } from '~/features/web-push/api/subscribe-web-push';
import {
  applicationServerKey,
  needsNewSubscription,
  WEB_PUSH_KEY_STORAGE,
  WEB_PUSH_REFRESHED_STORAGE,
} from '~/features/web-push/model/web-push';

/** The registration once its worker is active (a push manager subscribes only with one). */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await serviceWorkerReady();
  if (!registration) throw new Error('no service worker registration');
  if (registration.active) return registration;
  const worker = registration.installing ?? registration.waiting;
  if (!worker) throw new Error('the service worker is neither active nor installing');
  await new Promise<void>((resolve, reject) => {
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
      if (worker.state === 'redundant') reject(new Error('the service worker became redundant'));
    });
  });
  return registration;
}

/** This browser's subscription for `serverKey`: the kept one, or a new one when none or another key. */
async function browserSubscription(registration: ServiceWorkerRegistration, serverKey: string): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription();
  const storedKey = readItem(localStore(), WEB_PUSH_KEY_STORAGE);
  if (existing && !needsNewSubscription({ hasSubscription: true, storedKey, serverKey })) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(serverKey) });
}

/** Subscribes (or renews) and tells the server; remembers the key it was made for. */
async function subscribeAndSend(serverKey: string): Promise<ServiceWorkerRegistration> {
  const registration = await activeRegistration();
  const subscription = await browserSubscription(registration, serverKey);
  await subscribeWebPush(subscription.toJSON());
  writeItem(localStore(), WEB_PUSH_KEY_STORAGE, serverKey);
  writeItem(sessionStore(), WEB_PUSH_REFRESHED_STORAGE, serverKey);
  return registration;
}

export type EnableOutcome = 'enabled' | 'declined';

/** The dialog's "Įjungti": the browser's permission prompt, then the subscription; throws on failure. */
export async function enableWebPush(serverKey: string): Promise<EnableOutcome> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'declined';
  const registration = await subscribeAndSend(serverKey);
  await registration.showNotification(messages.webpush.successTitle, {
    body: messages.webpush.successText,
    icon: '/icons/icon-192.png',
    lang: 'lt',
  });
  return 'enabled';
}

/** Permission granted earlier: the subscription refreshed silently, once per session and key. */
export async function refreshWebPush(serverKey: string): Promise<void> {
  if (readItem(sessionStore(), WEB_PUSH_REFRESHED_STORAGE) === serverKey) return;
  await subscribeAndSend(serverKey);
}
