import { useEffect } from 'react';
import type { FlashMessages as ServerFlash } from '@vizitas/shared/schemas/page-context';
import { reportError } from '~/lib/client/report-error';

/**
 * Flash messages (seed 2.2): those the server put into the page (`pageContext.flash`) and those
 * held in session storage under `success` and `error` become toasts; the stored ones are removed.
 * Runs after hydration and again whenever the root loader brings new flash data; the code that
 * does it loads after hydration.
 */
export function FlashMessages({ flash }: { flash: ServerFlash }) {
  useEffect(() => {
    import('./show-flash')
      .then((module) => module.showFlashMessages(flash))
      .catch((error: unknown) => reportError(error, { where: 'flash-messages' }));
  }, [flash]);
  return null;
}
