import { Button, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { BRAND, format, messages } from '@vizitas/shared';
import { GenericModal } from '~/components/dialogs/generic-modal';
import { closeModal } from '~/components/dialogs/modal-store';
import { APP_MODAL_SLIDE, isAppWidth, WEB_SLIDE } from '~/components/dialogs/slide-transition';
import { parseUserAgent } from '~/lib/client/browser-support';
import { clearInstallPrompt, installPrompt, onInstallPromptChange } from '~/lib/client/install-prompt';
import { reportError } from '~/lib/client/report-error';
import { installVariant, PWA_DIALOG, type InstallVariant } from '~/features/install-app/model/install-app';

const t = messages.pwa;

/** Static reads only: a computed key would keep the whole catalogue in the chunk. */
function instructions(variant: InstallVariant, hasPrompt: boolean): string {
  switch (variant) {
    case 'android-chrome':
      return t.instructions.androidChrome;
    case 'android-samsung':
      return t.instructions.androidSamsung;
    case 'ios-safari':
      return t.instructions.iosSafari;
    case 'android-other':
      return t.instructions.androidOther;
    case 'ios-other':
      return t.instructions.iosOther;
    default:
      return hasPrompt ? t.instructions.prompt : t.instructions.other;
  }
}

function failed(error: unknown) {
  reportError(error, { where: 'pwa-install' });
}

/**
 * The mobile-app install (PWA) dialog (seed 2.2 item 5): on the web it slides down over 250 ms; at
 * a phone's width it is the app modal, moving from top 0 to 15px. "Įdiegti" shows the browser's own
 * install prompt when it offered one; the instructions say how to install by hand otherwise.
 */
export default function InstallAppDialog() {
  const prompt = useSyncExternalStore(onInstallPromptChange, installPrompt, () => null);
  const [variant] = useState(() => installVariant(parseUserAgent(navigator.userAgent, navigator.maxTouchPoints ?? 0)));
  const [app] = useState(() => isAppWidth());
  const install = async () => {
    const current = installPrompt();
    if (!current) return;
    try {
      await current.prompt();
      await current.userChoice;
    } catch (error) {
      failed(error);
    }
    // A prompt can be shown once; `appinstalled` brings the success toast.
    clearInstallPrompt();
    closeModal(PWA_DIALOG);
  };
  return (
    <GenericModal
      id={PWA_DIALOG}
      title={t.title}
      width={460}
      options={{ centered: false }}
      transition={app ? APP_MODAL_SLIDE : WEB_SLIDE}
      className={app ? 'vz-slide-dialog vz-slide-dialog--app' : 'vz-slide-dialog'}
      footer={
        <div className="vz-modal__actions">
          <Button variant="default" data-modal-close>
            {t.cancel}
          </Button>
          {prompt ? <Button onClick={() => void install()}>{t.install}</Button> : null}
        </div>
      }
    >
      <Text mb="sm">{format(t.text, { brandGenitive: BRAND.genitive })}</Text>
      <Text fw={600} data-install-instructions={variant}>
        {instructions(variant, Boolean(prompt))}
      </Text>
    </GenericModal>
  );
}
