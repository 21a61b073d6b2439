import type { PriorityDialogId } from '@vizitas/shared';

/** Ids of the chrome's dialogs (seed 2.2 items 1 and 6; `DIALOG_PRIORITY`). */
export const COOKIE_CONSENT_DIALOG = 'cookie_consent' satisfies PriorityDialogId;
export const UNSUPPORTED_BROWSER_DIALOG = 'unsupported_browser' satisfies PriorityDialogId;
