import { Button } from '@mantine/core';
import { format, messages } from '@vizitas/shared';
import { GenericModal } from '~/components/dialogs/generic-modal';

/** The id of the dialog that asks before blocking a client (`openModal(BLOCK_CLIENT_DIALOG)`). */
export const BLOCK_CLIENT_DIALOG = 'admin_block_client';

const t = messages.adminClients.card;

/** "Užblokuoti klientą?": what blocking means, then block or keep. */
export function BlockDialog({ name, busy, onConfirm }: { name: string; busy: boolean; onConfirm: () => void }) {
  return (
    <GenericModal
      id={BLOCK_CLIENT_DIALOG}
      title={t.confirmTitle}
      width={460}
      closable={!busy}
      footer={
        <>
          <Button variant="default" data-modal-close className="vz-ac-touch" disabled={busy} data-autofocus>
            {t.keep}
          </Button>
          <Button color="red" className="vz-ac-touch" loading={busy} onClick={onConfirm}>
            {t.confirmBlock}
          </Button>
        </>
      }
    >
      <p className="vz-ac-dialog__text">{format(t.confirmText, { name })}</p>
    </GenericModal>
  );
}
