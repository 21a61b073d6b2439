import { useEffect } from 'react';
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
 */
export function DialogHost() {
  useEffect(() => {
    document.addEventListener('click', onTriggerClick);
    return () => document.removeEventListener('click', onTriggerClick);
  }, []);
  return (
    <>
      <CookieConsentModal />
      <UnsupportedBrowserModal />
    </>
  );
}
