/**
 * Page-level behaviour that is not needed for the first paint (seed 2.2, 4): loaded right after
 * hydration as its own chunk. Installs error reporting, the navbar and bottom bar behaviour, queues
 * the chrome's dialogs, starts the dialog queue, smooth scroll links, tooltips, dismissible alert
 * banners and the online/offline toasts. Safe to call more than once: a call for another page scope
 * (a client-side move to another business's pages) queues that business's unsupported browser notice.
 */
import { startDialogQueue } from '~/lib/client/dialog-queue';
import { installErrorReporter } from '~/lib/client/error-reporter';
import { installSmoothScroll } from '~/lib/client/smooth-scroll';
import { CookieConsentModal, UnsupportedBrowserModal } from '~/components/dialogs/chrome-dialogs';
import { queueCookieConsent } from '~/components/dialogs/cookie-consent';
import { queueUnsupportedBrowserNotice } from '~/components/dialogs/unsupported-browser';
import { installConnectivityToasts } from '~/components/toasts/connectivity';
import { showToast } from '~/components/toasts/toast';
import { captureInstallPrompt } from '~/lib/client/install-prompt';
import { registerServiceWorker } from '~/lib/client/service-worker';
import { messages } from '@vizitas/shared';
import { installBottomBarPadding } from './bottom-bar-padding';
import { installChromeBehaviour } from './chrome-behaviour';
import { installDismissibleAlerts } from './dismissible-alerts';
import { installTooltips } from './tooltips';

export interface ChromeRuntimeOptions {
  /** The page's token for `POST /api/public/log-an-error/{token}`. */
  errorReportToken: string;
  /** Scope of once-per-session dialogs: the business the page belongs to (`dialogScopeOf`), or 'platform'. */
  scopeId: string;
  /** The service worker's scope (`serviceWorkerScope`): registered once per page, for every visitor. */
  serviceWorkerScope?: string;
}

/** The app was installed (seed 8 "PWA installed"). */
function toastInstalled(): void {
  showToast({ type: 'success', message: messages.pwa.installed });
}

let started = false;
let currentScope: string | null = null;

/** A page of another business (or of the platform): its unsupported browser notice, once per session. */
function enterDialogScope(scopeId: string): void {
  if (scopeId === currentScope) return;
  currentScope = scopeId;
  queueUnsupportedBrowserNotice(scopeId, UnsupportedBrowserModal.preload);
}

export function startChromeRuntime({ errorReportToken, scopeId, serviceWorkerScope }: ChromeRuntimeOptions): void {
  installErrorReporter(errorReportToken);
  if (started) {
    enterDialogScope(scopeId);
    return;
  }
  started = true;
  captureInstallPrompt(toastInstalled);
  if (serviceWorkerScope) void registerServiceWorker(serviceWorkerScope);
  installChromeBehaviour();
  installBottomBarPadding();
  enterDialogScope(scopeId);
  queueCookieConsent(CookieConsentModal.preload);
  startDialogQueue();
  installSmoothScroll();
  installTooltips();
  installDismissibleAlerts();
  installConnectivityToasts();
  // Browser tests wait for this (like `data-hydrated` of the root route).
  document.documentElement.dataset.chromeReady = 'true';
}
