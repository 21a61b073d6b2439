import type { PriorityDialogId } from '@vizitas/shared';

/**
 * Ids of the chrome's own dialogs (seed 2.2 items 1 and 6; `DIALOG_PRIORITY`). A feature's dialog
 * keeps its id in the feature (`features/account/model/phone-request-dialog.ts`,
 * `features/reviews/model/review-dialog.ts`): when a feature shared this module with the chrome's
 * lazily loaded dialogs, the bundler grouped those dialogs into the profile page's first load.
 */
export const COOKIE_CONSENT_DIALOG = 'cookie_consent' satisfies PriorityDialogId;
export const UNSUPPORTED_BROWSER_DIALOG = 'unsupported_browser' satisfies PriorityDialogId;
