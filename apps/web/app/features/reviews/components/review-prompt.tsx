import { useEffect } from 'react';
import { APPOINTMENT_REVIEW_DIALOG } from '~/features/reviews/model/review-dialog';
import { lazyModal } from '~/components/dialogs/lazy-modal';
import { openModal } from '~/components/dialogs/modal-store';
import { queueDialog } from '~/lib/client/dialog-queue';
import { reportError } from '~/lib/client/report-error';
import { reviewDialogWanted } from '~/lib/client/prompt-rules';
import { wasShown } from '~/lib/client/storage';
import { fetchPendingReview } from '~/features/reviews/api/review-api';
import { reviewState } from '~/features/reviews/model/review-state';

const AppointmentReviewModal = lazyModal(APPOINTMENT_REVIEW_DIALOG, () => import('./appointment-review-modal'));

/**
 * The appointment review dialog (seed 2.2 item 2) for a logged-in customer on the home page:
 * asks the API for her newest completed visit without a review and, unless the dialog was
 * already shown for that visit in this session or the visit is more than 30 days old
 * (`reviewDialogWanted`), queues it (not dismissible). `/vizitai` offers the same stars inline.
 */
export default function ReviewPrompt() {
  useEffect(() => {
    let cancelled = false;
    let unqueue: (() => void) | undefined;
    fetchPendingReview()
      .then((appointment) => {
        if (cancelled || !appointment) return;
        const wanted = reviewDialogWanted({
          visitStart: appointment.start,
          nowMs: Date.now(),
          shownThisSession: wasShown(APPOINTMENT_REVIEW_DIALOG, appointment.id),
        });
        if (!wanted) return;
        reviewState.set(appointment);
        AppointmentReviewModal.preload();
        unqueue = queueDialog(APPOINTMENT_REVIEW_DIALOG, () => {
          // Shown in another tab meanwhile: skip it this time.
          if (wasShown(APPOINTMENT_REVIEW_DIALOG, appointment.id)) return false;
          openModal(APPOINTMENT_REVIEW_DIALOG, { closable: false, hideCloseButtons: true });
          return true;
        });
      })
      .catch((error: unknown) => {
        // 401 after a logout in another tab is no error worth reporting.
        if ((error as { status?: number }).status !== 401) reportError(error, { where: 'review-prompt' });
      });
    return () => {
      cancelled = true;
      unqueue?.();
    };
  }, []);
  return <AppointmentReviewModal />;
}
