import { useEffect, useState, useSyncExternalStore } from 'react';
import { messages } from '@vizitas/shared';
import { Icon } from '~/components/chrome/icons';
import { lazyModal } from '~/components/dialogs/lazy-modal';
import { openModal } from '~/components/dialogs/modal-store';
import type { InstallAppProps } from '~/components/layout/app-shell-layout';
import { parseUserAgent } from '~/lib/client/browser-support';
import { dialogQueue, queueDialog } from '~/lib/client/dialog-queue';
import { installPrompt, isStandalone, onInstallPromptChange } from '~/lib/client/install-prompt';
import { rememberSessionOffer, sessionOfferAllowed, sessionOfferMade } from '~/lib/client/prompt-rules';
import { markShown, wasShown } from '~/lib/client/storage';
import { installVariant, PWA_DIALOG, shouldQueueInstallDialog, triggersVisible } from '~/features/install-app/model/install-app';
import './install-app.css';

const InstallAppModal = lazyModal(PWA_DIALOG, () => import('./install-app-dialog'));

function openInstallDialog(): void {
  dialogQueue.remove(PWA_DIALOG);
  openModal(PWA_DIALOG);
}

/**
 * The PWA dialog's center (seed 2.2 item 5, 4), in the navbar for a logged-in user: its trigger
 * (shown when the browser offers an install prompt or is a supported Android or iOS browser, and
 * the app is not already installed), the dialog, and its place in the queue — once per session per
 * business (`pwaModalShown[businessId]`) on an onboarded business's pages, never in the session
 * the web push offer opened in.
 */
export default function InstallAppCenter({ scopeId, businessOnboarded, trigger }: InstallAppProps) {
  const hasPrompt = useSyncExternalStore(onInstallPromptChange, () => installPrompt() !== null, () => false);
  const [env, setEnv] = useState<{ variant: ReturnType<typeof installVariant>; standalone: boolean } | null>(null);
  useEffect(() => {
    setEnv({ variant: installVariant(parseUserAgent(navigator.userAgent, navigator.maxTouchPoints ?? 0)), standalone: isStandalone() });
  }, []);

  useEffect(() => {
    if (!env) return undefined;
    const queued = shouldQueueInstallDialog({
      loggedIn: true,
      businessOnboarded,
      hasPrompt,
      variant: env.variant,
      standalone: env.standalone,
      shownThisSession: wasShown(PWA_DIALOG, scopeId),
    });
    // Not in the session of the web push offer (PRODUCT.md, Prompts).
    if (!queued || !sessionOfferAllowed('pwa', sessionOfferMade())) return undefined;
    InstallAppModal.preload();
    return queueDialog(PWA_DIALOG, () => {
      if (!sessionOfferAllowed('pwa', sessionOfferMade())) return false;
      rememberSessionOffer('pwa');
      markShown(PWA_DIALOG, scopeId);
      openModal(PWA_DIALOG);
      return true;
    });
  }, [env, hasPrompt, businessOnboarded, scopeId]);

  const visible = trigger && env !== null && triggersVisible({ hasPrompt, variant: env.variant, standalone: env.standalone });
  return (
    <>
      {visible ? (
        <button type="button" className="vz-install-trigger" aria-haspopup="dialog" data-pwa-trigger="" onClick={openInstallDialog}>
          <Icon name="phone" size={22} />
          <span className="vz-visually-hidden">{messages.pwa.open}</span>
        </button>
      ) : null}
      <InstallAppModal />
    </>
  );
}
