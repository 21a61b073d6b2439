import { Suspense, useEffect } from 'react';
import { useMatches, useRouteLoaderData } from 'react-router';
import type { ChromeHandle, ChromeSlots } from '~/components/layout/app-shell-layout';
import type { PageContext } from '~/lib/api/page-context';
import { reviewDialogPage } from '~/lib/client/prompt-rules';
import { CookieConsentModal, UnsupportedBrowserModal } from './chrome-dialogs';
import { openModal } from './modal-store';

/** `data-modal-trigger="{id}"` on any element opens the generic modal `id` when clicked. */
export const MODAL_TRIGGER_ATTRIBUTE = 'data-modal-trigger';

function onTriggerClick(event: MouseEvent) {
  const trigger = (event.target as Element | null)?.closest?.<HTMLElement>(`[${MODAL_TRIGGER_ATTRIBUTE}]`);
  const id = trigger?.getAttribute(MODAL_TRIGGER_ATTRIBUTE);
  if (!id) return;
  event.preventDefault();
  openModal(id);
}

/**
 * Mounted once in the root layout: the modals of the page chrome (their code loads on first
 * opening) and the click handling of modal triggers. Features render their own `lazyModal`s.
 * The appointment review prompt comes in as `reviewPrompt` (plugged in by root.tsx): rendered
 * only for logged-in users on a page that asks for it (the home page; `reviewDialogPage`), so its
 * code loads only there.
 */
export function DialogHost({ reviewPrompt: ReviewPrompt }: { reviewPrompt?: ChromeSlots['reviewPrompt'] }) {
  const loggedIn = Boolean(useRouteLoaderData<{ pageContext?: PageContext }>('root')?.pageContext?.user);
  const reviewWanted = reviewDialogPage(useMatches().map((match) => match.handle as ChromeHandle | undefined));
  useEffect(() => {
    document.addEventListener('click', onTriggerClick);
    return () => document.removeEventListener('click', onTriggerClick);
  }, []);
  return (
    <>
      <CookieConsentModal />
      <UnsupportedBrowserModal />
      {ReviewPrompt && loggedIn && reviewWanted ? (
        <Suspense fallback={null}>
          <ReviewPrompt />
        </Suspense>
      ) : null}
    </>
  );
}
