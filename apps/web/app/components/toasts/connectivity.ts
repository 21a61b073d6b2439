/** Online/offline toasts (seed 2.2 item 8, 4 "Connectivity", 8, 9). */
import { messages, OFFLINE_TOAST_DURATION } from '@vizitas/shared';
import { hideToast, preloadToasts, showToast } from './toast';

export const OFFLINE_TOAST_ID = 'vz-offline';

let installed = false;

/**
 * Offline: a persistent danger toast (`OFFLINE_TOAST_DURATION`); back online: that toast is
 * dismissed and a success toast follows. The toast code is fetched ahead while the connection
 * is there, since it cannot be loaded once offline.
 */
export function installConnectivityToasts(win: Window = window): void {
  if (installed) return;
  installed = true;
  let offline = false;
  const goOffline = () => {
    if (offline) return;
    offline = true;
    showToast({
      id: OFFLINE_TOAST_ID,
      type: 'danger',
      message: messages.connectivity.offline,
      autoClose: OFFLINE_TOAST_DURATION,
    });
  };
  win.addEventListener('offline', goOffline);
  win.addEventListener('online', () => {
    if (!offline) return;
    offline = false;
    hideToast(OFFLINE_TOAST_ID);
    showToast({ type: 'success', message: messages.connectivity.online });
  });
  if (win.navigator.onLine === false) goOffline();
  else {
    // In idle time, but within 2 s even on a page that keeps the browser busy: a connection lost
    // early must still find the code here.
    const preload = () => void preloadToasts().catch(() => undefined);
    if (win.requestIdleCallback) win.requestIdleCallback(preload, { timeout: 2000 });
    else win.setTimeout(preload, 2000);
  }
}
