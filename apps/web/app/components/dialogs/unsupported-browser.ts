/** The unsupported browser notice (seed 2.2 item 1): at most once per session per business. */
import { isSupportedBrowser, parseUserAgent } from '~/lib/client/browser-support';
import { queueDialog } from '~/lib/client/dialog-queue';
import { markShown, wasShown } from '~/lib/client/storage';
import { openModal } from './modal-store';
import { UNSUPPORTED_BROWSER_DIALOG } from './dialog-ids';

export { UNSUPPORTED_BROWSER_DIALOG };

export function currentBrowser() {
  return parseUserAgent(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}

/** Queues the notice when this browser is unsupported and it was not shown for `scopeId` this session. */
export function queueUnsupportedBrowserNotice(scopeId: string, preload?: () => void): void {
  if (isSupportedBrowser(currentBrowser()) || wasShown(UNSUPPORTED_BROWSER_DIALOG, scopeId)) return;
  preload?.();
  queueDialog(UNSUPPORTED_BROWSER_DIALOG, () => {
    markShown(UNSUPPORTED_BROWSER_DIALOG, scopeId);
    openModal(UNSUPPORTED_BROWSER_DIALOG);
  });
}
