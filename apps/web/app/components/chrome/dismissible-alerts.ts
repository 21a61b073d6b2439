/**
 * Dismissible alert banners (seed 2.2 item 12): `<DismissibleAlert id=…>` renders
 * `[data-alert-id]` with a `[data-alert-dismiss]` button. Closing one remembers its id in local
 * storage (`data-alert-storage="local"`, the default: closed for good on this device) or session
 * storage (`"session"`: until the tab is closed), under `ALERT_STORAGE_KEY` as `{ [id]: true }`;
 * banners already closed are hidden when the chrome runtime starts.
 */
import { localStore, readJsonObject, sessionStore, type StorageLike, writeItem } from '~/lib/client/storage';

export const ALERT_STORAGE_KEY = 'dismissedAlerts';

export type AlertStorageKind = 'local' | 'session';

export function alertStorageKind(value: string | null | undefined): AlertStorageKind {
  return value === 'session' ? 'session' : 'local';
}

export function isAlertDismissed(id: string, storage: StorageLike | null): boolean {
  return readJsonObject(storage, ALERT_STORAGE_KEY)[id] === true;
}

export function rememberAlertDismissed(id: string, storage: StorageLike | null): void {
  writeItem(storage, ALERT_STORAGE_KEY, JSON.stringify({ ...readJsonObject(storage, ALERT_STORAGE_KEY), [id]: true }));
}

function storageOf(alert: HTMLElement): StorageLike | null {
  return alertStorageKind(alert.dataset.alertStorage) === 'session' ? sessionStore() : localStore();
}

/** Hides the banners closed before. */
export function hideDismissedAlerts(doc: Document = document): void {
  for (const alert of doc.querySelectorAll<HTMLElement>('[data-alert-id]')) {
    const id = alert.dataset.alertId;
    if (id && isAlertDismissed(id, storageOf(alert))) alert.hidden = true;
  }
}

let installed = false;

export function installDismissibleAlerts(doc: Document = document): void {
  hideDismissedAlerts(doc);
  if (installed) return;
  installed = true;
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('[data-alert-dismiss]');
    const alert = button?.closest<HTMLElement>('[data-alert-id]');
    const id = alert?.dataset.alertId;
    if (!alert || !id) return;
    const hadFocus = alert.contains(doc.activeElement);
    rememberAlertDismissed(id, storageOf(alert));
    alert.hidden = true;
    // Keyboard focus would fall to the page's start: keep it near.
    if (hadFocus) {
      const next = alert.nextElementSibling ?? alert.parentElement;
      if (next instanceof HTMLElement) {
        if (!next.hasAttribute('tabindex')) next.setAttribute('tabindex', '-1');
        next.focus({ preventScroll: true });
      }
    }
  });
}
