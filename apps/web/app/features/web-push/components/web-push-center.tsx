import { useEffect } from 'react';
import { lazyModal } from '~/components/dialogs/lazy-modal';
import { openModal } from '~/components/dialogs/modal-store';
import { parseUserAgent } from '~/lib/client/browser-support';
import { pushDataLayer } from '~/lib/client/data-layer';
import { queueDialog } from '~/lib/client/dialog-queue';
import { isStandalone } from '~/lib/client/install-prompt';
import { reportError } from '~/lib/client/report-error';
import { webPushGlobal } from '~/lib/client/web-push-global';
import { pushOfferHasReason, rememberSessionOffer, sessionOfferAllowed, sessionOfferMade } from '~/lib/client/prompt-rules';
import { markShown, wasShown } from '~/lib/client/storage';
import { hasVisit } from '~/features/web-push/api/has-visit';
import { WEB_PUSH_DIALOG, webPushAction, webPushAvailable, webPushErrorEvent } from '~/features/web-push/model/web-push';
import { refreshWebPush } from './web-push-flow';

const WebPushModal = lazyModal(WEB_PUSH_DIALOG, () => import('./web-push-dialog'));

/** "Once per session" is the whole session's, whichever business's pages it goes through. */
const SESSION_SCOPE = 'session';

/** Whether the offer makes sense for this user (PRODUCT.md, Prompts): a member has a business; a customer needs a visit. */
async function offerHasReason(isMember: boolean): Promise<boolean> {
  if (pushOfferHasReason({ isMember, hasVisit: false })) return true;
  return pushOfferHasReason({ isMember, hasVisit: await hasVisit() });
}

/**
 * The web push center (seed 2.2 item 7, 4), mounted once per page for a logged-in user: where this
 * browser can have web push, a permission still to ask queues the opt-in dialog (once per session on
 * the web, every time in the installed app) once she has a visit (a member: a business) and unless
 * the install dialog had this session; a granted one refreshes the subscription silently, a denied
 * one does nothing.
 */
export default function WebPushCenter({ isMember }: { isMember: boolean }) {
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
    if (action !== 'offer' || !sessionOfferAllowed('webpush', sessionOfferMade())) return undefined;
    let cancelled = false;
    let unqueue: (() => void) | undefined;
    offerHasReason(isMember)
      .then((reason) => {
        if (cancelled || !reason) return;
        WebPushModal.preload();
        unqueue = queueDialog(WEB_PUSH_DIALOG, () => {
          // The install dialog came first in this session (another tab, or since this page loaded).
          if (!sessionOfferAllowed('webpush', sessionOfferMade())) return false;
          rememberSessionOffer('webpush');
          markShown(WEB_PUSH_DIALOG, SESSION_SCOPE);
          openModal(WEB_PUSH_DIALOG);
          return true;
        });
      })
      .catch((error: unknown) => {
        // 401 after a logout in another tab is no error worth reporting.
        if ((error as { status?: number }).status !== 401) reportError(error, { where: 'webpush-offer' });
      });
    return () => {
      cancelled = true;
      unqueue?.();
    };
  }, [isMember]);
  return <WebPushModal />;
}
