/** Cookie consent (seed 2.2 item 6, 3, 4, 9): queued while the `cookie_consent` cookie is absent. */
import { consentCookieString, hasConsentCookie } from '~/lib/client/cookies';
import { pushDataLayer } from '~/lib/client/data-layer';
import { queueDialog } from '~/lib/client/dialog-queue';
import { closeModal, openModal } from './modal-store';
import { COOKIE_CONSENT_DIALOG } from './dialog-ids';

export { COOKIE_CONSENT_DIALOG };

/** The data layer event of an answer: `{ event: 'cookie_consent', action: 'accept' | … }`. */
export const COOKIE_CONSENT_EVENT = 'cookie_consent';

/** Queues the consent dialog unless the visitor has answered; `preload` fetches its code ahead. */
export function queueCookieConsent(preload?: () => void): void {
  if (hasConsentCookie(document.cookie)) return;
  preload?.();
  queueDialog(COOKIE_CONSENT_DIALOG, () => {
    if (hasConsentCookie(document.cookie)) return false;
    openModal(COOKIE_CONSENT_DIALOG);
  });
}

/** A footer button was clicked: remember for a year, close, tell the data layer. */
export function answerCookieConsent(action: string): void {
  document.cookie = consentCookieString({ secure: location.protocol === 'https:' });
  closeModal(COOKIE_CONSENT_DIALOG);
  pushDataLayer({ event: COOKIE_CONSENT_EVENT, action });
}
