/**
 * The web push opt-in's rules (seed 2.2 item 7, 4 "Web push permission"), pure: whether this
 * browser can have it, what each permission state does, when the subscription is renewed, and the
 * base64url key the browser subscribes with.
 */
import type { BrowserInfo } from '~/lib/client/browser-support';

/** The dialog's id in the dialog queue (`DIALOG_PRIORITY`: after notifications, before pwa). */
export const WEB_PUSH_DIALOG = 'webpush';
/** Local storage: the server key the browser's subscription was made with (renewed when it differs). */
export const WEB_PUSH_KEY_STORAGE = 'webPushKey';
/** Session storage: the subscription was refreshed on the server in this session for this key. */
export const WEB_PUSH_REFRESHED_STORAGE = 'webPushRefreshed';

export interface WebPushEnvironment {
  browser: BrowserInfo;
  /** Running as the installed app (display-mode standalone; iOS's home-screen app). */
  standalone: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
}

/**
 * Whether web push is offered at all: it needs service workers, the Push API and notifications;
 * it is unavailable on iOS unless installed standalone (Safari pushes only to home-screen apps),
 * and on Edge and Firefox (seed 4).
 */
export function webPushAvailable(env: WebPushEnvironment): boolean {
  if (!env.hasServiceWorker || !env.hasPushManager || !env.hasNotification) return false;
  if (env.browser.platform === 'ios' && !env.standalone) return false;
  if (env.browser.browser === 'edge' || env.browser.browser === 'firefox') return false;
  return true;
}

export type WebPushAction =
  /** Offer the opt-in dialog. */
  | 'offer'
  /** Refresh the subscription silently (permission already granted). */
  | 'refresh'
  /** Nothing (denied, or already offered in this session on the web). */
  | 'nothing';

/**
 * Seed 4: default → the dialog, once per session on the web, every time in the app (the installed
 * app); granted → the subscription refreshed silently; denied → nothing.
 */
export function webPushAction(input: { permission: NotificationPermission; standalone: boolean; offeredThisSession: boolean }): WebPushAction {
  if (input.permission === 'granted') return 'refresh';
  if (input.permission === 'denied') return 'nothing';
  if (input.standalone) return 'offer';
  return input.offeredThisSession ? 'nothing' : 'offer';
}

/**
 * Whether the browser must subscribe anew: it has no subscription, or the server's key differs from
 * the one stored when it subscribed (a push service refuses a message signed with another key).
 */
export function needsNewSubscription(input: { hasSubscription: boolean; storedKey: string | null; serverKey: string }): boolean {
  return !input.hasSubscription || input.storedKey !== input.serverKey;
}

/** The base64url key as the bytes `pushManager.subscribe({ applicationServerKey })` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The tracking event of a failed opt-in (seed 4: "a tracking event with status Error"). */
export function webPushErrorEvent(reason: string): Record<string, unknown> {
  return { event: 'webpush', status: 'Error', reason };
}

/** The tracking event of a successful opt-in. */
export function webPushSuccessEvent(): Record<string, unknown> {
  return { event: 'webpush', status: 'Success' };
}
