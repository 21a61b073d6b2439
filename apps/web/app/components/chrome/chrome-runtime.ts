/**
 * Page-level behaviour that is not needed for the first paint (seed 2.2, 4): loaded right after
 * hydration as its own chunk. Starts the dialog queue, queues the chrome's dialogs, smooth
 * scroll links and the online/offline toasts. Safe to call more than once.
 */
import { startDialogQueue } from '~/lib/client/dialog-queue';
import { installSmoothScroll } from '~/lib/client/smooth-scroll';
import { CookieConsentModal, UnsupportedBrowserModal } from '../dialogs/chrome-dialogs';
import { queueCookieConsent } from '../dialogs/cookie-consent';
import { queueUnsupportedBrowserNotice } from '../dialogs/unsupported-browser';
import { installConnectivityToasts } from '../toasts/connectivity';

export interface ChromeRuntimeOptions {
  /** Scope of once-per-session dialogs: the domain business id, or 'platform'. */
  scopeId: string;
}

let started = false;

export function startChromeRuntime({ scopeId }: ChromeRuntimeOptions): void {
  if (started) return;
  started = true;
  queueUnsupportedBrowserNotice(scopeId, UnsupportedBrowserModal.preload);
  queueCookieConsent(CookieConsentModal.preload);
  startDialogQueue();
  installSmoothScroll();
  installConnectivityToasts();
}
