import { Alert, Button, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { format, messages } from '@vizitas/shared';
import { GenericModal } from '~/components/dialogs/generic-modal';
import { REASON_MAX_LENGTH } from '~/features/admin-appointments/api/update-appointment';

/** The id of the edit page's confirmation (`openModal(STATUS_ACTION_DIALOG)`). */
export const STATUS_ACTION_DIALOG = 'admin_appointment_status_action';

export type ConfirmedAction = 'cancel' | 'complete' | 'no_show';

const t = messages.adminAppointments.actions;

export interface StatusActionDialogProps {
  action: ConfirmedAction | null;
  /** "Who, what, when" of the visit. */
  visit: string;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
}

/**
 * The confirmation before a change that cannot be undone: cancel (with an optional reason the
 * client sees), "Įvyko" and "Neatvyko".
 */
export function StatusActionDialog({ action, visit, busy, error, onConfirm }: StatusActionDialogProps) {
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [action]);
  const texts = action ? t[action] : null;
  return (
    <GenericModal
      id={STATUS_ACTION_DIALOG}
      title={texts?.title}
      width={480}
      closable={!busy}
      footer={
        <>
          <Button variant="default" data-modal-close className="vz-aa-touch" disabled={busy}>
            {t.keep}
          </Button>
          <Button
            color={action === 'complete' ? 'teal.9' : 'red'}
            className="vz-aa-touch"
            loading={busy}
            onClick={() => onConfirm(action === 'cancel' ? reason : '')}
          >
            {texts?.confirm}
          </Button>
        </>
      }
    >
      {texts ? (
        <div className="vz-aa-dialog">
          <p className="vz-aa-dialog__visit">{visit}</p>
          <p className="vz-aa-dialog__visit">{texts.text}</p>
          {action === 'cancel' ? (
            <div>
              <Textarea
                label={t.reason}
                description={t.reasonHint}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                maxLength={REASON_MAX_LENGTH}
                autosize
                minRows={2}
                maxRows={5}
                disabled={busy}
                data-autofocus
              />
              <p className="vz-aa-muted vz-aa-counter">
                {format(messages.adminAppointments.form.counter, { count: reason.length, max: REASON_MAX_LENGTH })}
              </p>
            </div>
          ) : null}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
        </div>
      ) : null}
    </GenericModal>
  );
}
