import type { DialogId, PriorityDialogId } from '@vizitas/shared';

/** Ids of the dialogs the queue knows (seed 2.2 items 1, 2, 3 and 6; `DIALOG_PRIORITY`). */
export const COOKIE_CONSENT_DIALOG = 'cookie_consent' satisfies PriorityDialogId;
export const UNSUPPORTED_BROWSER_DIALOG = 'unsupported_browser' satisfies PriorityDialogId;
/** The phone request dialog (seed 2.2 item 3): second in `DIALOG_PRIORITY`, after unsupported_browser. */
export const PHONE_NUMBER_REQUEST_DIALOG = 'phone_number_request' satisfies PriorityDialogId;
/** The appointment review dialog (seed 2.2 item 2): not in `DIALOG_PRIORITY`, so it opens after those. */
export const APPOINTMENT_REVIEW_DIALOG = 'appointment_review' satisfies DialogId;
