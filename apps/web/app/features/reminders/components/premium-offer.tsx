import { lazyModal } from '~/components/dialogs/lazy-modal';
import { openModal } from '~/components/dialogs/modal-store';
import { queueDialog } from '~/lib/client/dialog-queue';
import { PREMIUM_DIALOG, premiumOffer, type PremiumOffer } from '~/features/reminders/model/premium-dialog';

/** The premium_modal's code loads when it is first offered. Render it once where a premium feature is reached. */
export const PremiumModal = lazyModal(PREMIUM_DIALOG, () => import('./premium-modal'));

/**
 * Offers the premium plan for `offer`: the dialog takes its place in the dialog queue (last of
 * `DIALOG_PRIORITY`: a cookie question or the notifications that wait go first) and opens when
 * it is its turn — at once when nothing else is open.
 */
export function offerPremium(offer: PremiumOffer): void {
  premiumOffer.set(offer);
  PremiumModal.preload();
  queueDialog(PREMIUM_DIALOG, () => {
    openModal(PREMIUM_DIALOG);
    return true;
  });
}
