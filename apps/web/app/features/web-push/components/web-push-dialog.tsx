import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { messages } from '@vizitas/shared';
import { GenericModal } from '~/components/dialogs/generic-modal';
import { closeModal } from '~/components/dialogs/modal-store';
import { WEB_SLIDE } from '~/components/dialogs/slide-transition';
import { showToast } from '~/components/toasts/toast';
import { pushDataLayer } from '~/lib/client/data-layer';
import { reportError } from '~/lib/client/report-error';
import { webPushGlobal } from '~/lib/client/web-push-global';
import { WEB_PUSH_DIALOG, webPushErrorEvent, webPushSuccessEvent } from '~/features/web-push/model/web-push';
import { enableWebPush } from './web-push-flow';

function failed(error: unknown) {
  reportError(error, { where: 'webpush' });
  pushDataLayer(webPushErrorEvent(error instanceof Error ? error.message : String(error)));
  showToast({ type: 'danger', message: messages.webpush.failed });
}

/** The web push opt-in dialog (seed 2.2 item 7): slides down over 250 ms; "Įjungti" or "Ne dabar". */
export default function WebPushDialog() {
  const [busy, setBusy] = useState(false);
  const enable = async () => {
    const key = webPushGlobal()?.publicKey;
    setBusy(true);
    try {
      if (!key) throw new Error('no web push key on the page');
      const outcome = await enableWebPush(key);
      if (outcome === 'enabled') pushDataLayer(webPushSuccessEvent());
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
      closeModal(WEB_PUSH_DIALOG);
    }
  };
  return (
    <GenericModal
      id={WEB_PUSH_DIALOG}
      title={messages.webpush.title}
      width={460}
      options={{ centered: false }}
      transition={WEB_SLIDE}
      className="vz-slide-dialog"
      footer={
        <div className="vz-modal__actions">
          <Button variant="default" data-modal-close disabled={busy}>
            {messages.webpush.cancel}
          </Button>
          <Button onClick={() => void enable()} loading={busy}>
            {messages.webpush.allow}
          </Button>
        </div>
      }
    >
      <Text>{messages.webpush.text}</Text>
    </GenericModal>
  );
}
