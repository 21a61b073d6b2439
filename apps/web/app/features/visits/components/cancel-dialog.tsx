import { Alert, Button, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { format, messages } from '@vizitas/shared';
import type { CustomerVisit } from '@vizitas/shared/schemas/appointment';
import { GenericModal } from '~/components/dialogs/generic-modal';
import { REASON_MAX_LENGTH } from '~/features/visits/api/visits-api';
import { visitLongDate, visitTime } from '~/features/visits/model/visit-format';

/** The id of the cancel dialog (`openModal(CANCEL_VISIT_DIALOG)`). */
export const CANCEL_VISIT_DIALOG = 'cancel_visit';

const t = messages.visits.dialog;

export interface CancelDialogProps {
  visit: CustomerVisit | null;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
}

/** "Atšaukti vizitą?": which visit, an optional reason, then cancel or keep it. */
export function CancelDialog({ visit, busy, error, onConfirm }: CancelDialogProps) {
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [visit?.id]);
  return (
    <GenericModal
      id={CANCEL_VISIT_DIALOG}
      title={t.title}
      width={480}
      closable={!busy}
      footer={
        <div className="vz-modal__actions">
          <Button variant="default" data-modal-close className="vz-vi-touch" disabled={busy}>
            {t.keep}
          </Button>
          <Button color="red" className="vz-vi-touch" loading={busy} onClick={() => onConfirm(reason)}>
            {busy ? t.cancelling : t.confirm}
          </Button>
        </div>
      }
    >
      {visit ? (
        <div className="vz-vi-dialog">
          <p className="vz-vi-dialog__visit">
            <strong>{visit.services.map((service) => service.name).join(', ')}</strong>
            <br />
            {visitLongDate(visit)}, {visitTime(visit)}
            <br />
            {visit.business.name}
          </p>
          <Textarea
            label={t.reason}
            description={t.reasonHint}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={REASON_MAX_LENGTH}
            autosize
            minRows={3}
            maxRows={6}
            data-autofocus
            disabled={busy}
          />
          <p className="vz-vi-muted vz-vi-dialog__counter">
            {format(t.counter, { count: reason.length, max: REASON_MAX_LENGTH })}
          </p>
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
