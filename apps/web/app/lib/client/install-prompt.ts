/**
 * The browser's install prompt (seed 4 "PWA modal"): Chrome's `beforeinstallprompt` is captured
 * (its mini-infobar held back) so the PWA dialog's install button can show it; it is cleared on
 * `appinstalled`, which the chrome runtime answers with the seed's success toast.
 */

/** Chromium's event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>;
}

let captured: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
let installed = false;

function changed(): void {
  for (const listener of listeners) listener();
}

/** The captured prompt, or null. */
export function installPrompt(): BeforeInstallPromptEvent | null {
  return captured;
}

/** Called whenever a prompt is captured or cleared. Returns the unsubscriber. */
export function onInstallPromptChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Forgets the prompt (it can be shown once). */
export function clearInstallPrompt(): void {
  captured = null;
  changed();
}

/** Starts listening, once per page; `onInstalled` runs when the app was installed. */
export function captureInstallPrompt(onInstalled: () => void, win: Window = window): void {
  if (installed) return;
  installed = true;
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    captured = event as BeforeInstallPromptEvent;
    changed();
  });
  win.addEventListener('appinstalled', () => {
    clearInstallPrompt();
    onInstalled();
  });
}

/** Whether the page runs as the installed app (standalone, or iOS's home-screen app). */
export function isStandalone(win: Window = window): boolean {
  return win.matchMedia?.('(display-mode: standalone)').matches === true || (win.navigator as { standalone?: boolean }).standalone === true;
}
