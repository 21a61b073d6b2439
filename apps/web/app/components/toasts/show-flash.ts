import type { FlashMessages } from '@vizitas/shared/schemas/page-context';
import { takeStoredFlash } from '~/lib/client/storage';
import { showToast } from './toast';

/** Server flash messages plus those held in session storage (removed from it) as toasts. */
export function showFlashMessages(flash: FlashMessages): void {
  const stored = takeStoredFlash();
  for (const message of [...flash.success, ...stored.success]) showToast({ type: 'success', message });
  for (const message of [...flash.error, ...stored.error]) showToast({ type: 'danger', message });
}
