import type { DialogId, PriorityDialogId } from '@vizitas/shared';

/** Ids of the chrome's dialogs (seed 2.2 items 1 and 6; `DIALOG_PRIORITY`). */
export const COOKIE_CONSENT_DIALOG = 'cookie_consent' satisfies PriorityDialogId;
export const UNSUPPORTED_BROWSER_DIALOG = 'unsupported_browser' satisfies PriorityDialogId;
/** The appointment review dialog (seed 2.2 item 2): not in `DIALOG_PRIORITY`, so it opens after those. */
export const APPOINTMENT_REVIEW_DIALOG = 'appointment_review' satisfies DialogId;
