/**
 * Toasts (seed 2.2, 4, 8, 9) on @mantine/notifications, whose code loads with the first toast:
 *
 *   showToast({ type: 'success', message: messages.phone.saved });
 *   showToast({ type: 'danger', message: formatHtml(messages.emailVerification.failed, { contactUrl }), html: true });
 *   const id = showToast({ type: 'danger', message, autoClose: false }); … hideToast(id);
 *
 * The duration is `toastDuration` (4 s + 8 s with a link or button + ⅓ s a word) unless given.
 */
import { reportError } from '~/lib/client/report-error';
import type { ShowToastInput } from './toast-options';
import type * as ToastContainerModule from './toast-container';

export type { ShowToastInput };

type ToastModule = typeof ToastContainerModule;

let loading: Promise<ToastModule> | null = null;
let hostWanted = false;
const hostListeners = new Set<() => void>();

/** Fetches the notifications code (e.g. while still online) without showing anything. */
export function preloadToasts(): Promise<ToastModule> {
  loading ??= import('./toast-container').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Loads the notifications code and asks `ToastHost` to mount the container. */
export function loadToasts(): Promise<ToastModule> {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of [...hostListeners]) listener();
  }
  return preloadToasts();
}

export const toastHost = {
  subscribe(listener: () => void) {
    hostListeners.add(listener);
    return () => hostListeners.delete(listener);
  },
  wanted: () => hostWanted,
};

let counter = 0;

/** Shows a toast; returns its id. Never throws. */
export function showToast(input: ShowToastInput): string {
  counter += 1;
  const id = input.id ?? `vz-toast-${counter}`;
  if (typeof window === 'undefined') return id;
  loadToasts()
    .then((module) => module.show({ ...input, id }))
    .catch((error: unknown) => reportError(error, { where: 'showToast' }));
  return id;
}

export function hideToast(id: string): void {
  if (!loading) return;
  loading.then((module) => module.hide(id)).catch(() => undefined);
}
