import type { PriorityDialogId } from '@vizitas/shared';

/** The phone request dialog's id in the dialog queue (`DIALOG_PRIORITY`, second after unsupported_browser). */
export const PHONE_NUMBER_REQUEST_DIALOG = 'phone_number_request' satisfies PriorityDialogId;
