import { useEffect } from 'react';
import type { FlashMessages as ServerFlash } from '@vizitas/shared/schemas/page-context';
import { takeStoredFlash } from '~/lib/client/storage';
import { showToast } from './toast';

/**
 * Flash messages (seed 2.2): those the server put into the page (`pageContext.flash`) and those
 * held in session storage under `success` and `error` become toasts; the stored ones are removed.
 * Runs after hydration and again whenever the root loader brings new flash data.
 */
export function FlashMessages({ flash }: { flash: ServerFlash }) {
  useEffect(() => {
    const stored = takeStoredFlash();
    for (const message of [...flash.success, ...stored.success]) showToast({ type: 'success', message });
    for (const message of [...flash.error, ...stored.error]) showToast({ type: 'danger', message });
  }, [flash]);
  return null;
}
