/** The chrome's own lazily loaded modals (rendered by `DialogHost`, queued by the chrome runtime). */
import { lazyModal } from './lazy-modal';
import { COOKIE_CONSENT_DIALOG, UNSUPPORTED_BROWSER_DIALOG } from './dialog-ids';

export const CookieConsentModal = lazyModal(COOKIE_CONSENT_DIALOG, () => import('./cookie-consent-modal'));
export const UnsupportedBrowserModal = lazyModal(UNSUPPORTED_BROWSER_DIALOG, () => import('./unsupported-browser-modal'));
