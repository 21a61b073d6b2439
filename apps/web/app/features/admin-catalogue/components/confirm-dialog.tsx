import { Button, Modal } from '@mantine/core';
import { messages } from '@vizitas/shared';

/** "Are you sure?" before a change customers will notice (deactivating, deleting). */
export function ConfirmDialog({
  opened,
  title,
  text,
  confirm,
  danger,
  busy,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': messages.adminCatalogue.close }}
      classNames={{ title: 'vz-cat-dialog__title' }}
    >
      <p className="vz-cat-dialog__text">{text}</p>
      <div className="vz-cat-buttons">
        <Button variant="default" onClick={onClose} disabled={busy} className="vz-cat-touch" data-autofocus>
          {messages.adminCatalogue.cancel}
        </Button>
        <Button color={danger ? 'red.8' : 'pink.8'} onClick={onConfirm} loading={busy} className="vz-cat-touch">
          {confirm}
        </Button>
      </div>
    </Modal>
  );
}
