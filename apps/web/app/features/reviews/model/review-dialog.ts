import type { DialogId } from '@vizitas/shared';

/** The appointment review dialog (seed 2.2 item 2): not in `DIALOG_PRIORITY`, so it opens after those. */
export const APPOINTMENT_REVIEW_DIALOG = 'appointment_review' satisfies DialogId;
