import { useEffect } from 'react';
import { lazyModal } from '~/components/dialogs/lazy-modal';
import { openModal } from '~/components/dialogs/modal-store';
import { parseUserAgent } from '~/lib/client/browser-support';
import { pushDataLayer } from '~/lib/client/data-layer';
import { queueDialog } from '~/lib/client/dialog-queue';
import { isStandalone } from '~/lib/client/install-prompt';
import { reportError } from '~/lib/client/report-error';
import { webPushGlobal } from '~/lib/client/web-push-global';
import { markShown, wasShown } from '~/lib/client/storage';
import { WEB_PUSH_DIALOG, webPushAction, webPushAvailable, webPushErrorEvent } from '~/features/web-push/model/web-push';
import { refreshWebPush } from './web-push-flow';

const WebPushModal = lazyModal(WEB_PUSH_DIALOG, () => import('./web-push-dialog'));

/** "Once per session" is the whole session's, whichever business's pages it goes through. */
const SESSION_SCOPE = 'session';

/**
 * The web push center (seed 2.2 item 7, 4), mounted once per page for a logged-in user: where this
 * browser can have web push, a permission still to ask queues the opt-in dialog (once per session on
 * the web, every time in the installed app), a granted one refreshes the subscription silently, a
 * denied one does nothing.
 */
export default function WebPushCenter() {
  useEffect(() => {
    const global = webPushGlobal();
    if (!global) return undefined;
    const standalone = isStandalone();
    const available = webPushAvailable({
      browser: parseUserAgent(navigator.userAgent, navigator.maxTouchPoints ?? 0),
      standalone,
      hasServiceWorker: 'serviceWorker' in navigator,
      hasPushManager: 'PushManager' in window,
      hasNotification: 'Notification' in window,
    });
    if (!available) return undefined;
    const action = webPushAction({
      permission: Notification.permission,
      standalone,
      offeredThisSession: wasShown(WEB_PUSH_DIALOG, SESSION_SCOPE),
    });
    if (action === 'refresh') {
      refreshWebPush(global.publicKey).catch((error: unknown) => {
        reportError(error, { where: 'webpush-refresh' });
        pushDataLayer(webPushErrorEvent(error instanceof Error ? error.message : String(error)));
      });
      return undefined;
    }
    if (action !== 'offer') return undefined;
    WebPushModal.preload();
    return queueDialog(WEB_PUSH_DIALOG, () => {
      markShown(WEB_PUSH_DIALOG, SESSION_SCOPE);
      openModal(WEB_PUSH_DIALOG);
    });
  }, []);
  return <WebPushModal />;
}
