import { Alert, Button, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { format, messages } from '@vizitas/shared';
import type { AdminAppointmentView } from '@vizitas/shared/schemas/admin/appointments';
import { GenericModal } from '~/components/dialogs/generic-modal';
import { REASON_MAX_LENGTH } from '~/features/admin-appointments/api/update-appointment';
import { appointmentWhen, clientName, serviceNames } from '~/features/admin-appointments/model/appointment-format';

/** The id of the decline dialog (`openModal(DECLINE_APPOINTMENT_DIALOG)`). */
export const DECLINE_APPOINTMENT_DIALOG = 'admin_decline_appointment';

const t = messages.adminAppointments.declineDialog;

export interface DeclineDialogProps {
  appointment: AdminAppointmentView | null;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
}

/** "Atmesti vizitą?": which visit, an optional reason the customer will see, then decline or keep it. */
export function DeclineDialog({ appointment, busy, error, onConfirm }: DeclineDialogProps) {
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [appointment?.id]);
  const when = appointment ? appointmentWhen(appointment) : null;
  return (
    <GenericModal
      id={DECLINE_APPOINTMENT_DIALOG}
      title={t.title}
      width={480}
      closable={!busy}
      footer={
        <>
          <Button variant="default" data-modal-close className="vz-aa-touch" disabled={busy}>
            {t.keep}
          </Button>
          <Button color="red" className="vz-aa-touch" loading={busy} onClick={() => onConfirm(reason)}>
            {busy ? messages.adminAppointments.declining : t.confirm}
          </Button>
        </>
      }
    >
      {appointment && when ? (
        <div className="vz-aa-dialog">
          <p className="vz-aa-dialog__visit">
            <strong>{clientName(appointment)}</strong>
            <br />
            {serviceNames(appointment)}
            <br />
            {when.date}, {when.time}
          </p>
          <DeclineReason value={reason} onChange={setReason} disabled={busy} autoFocus />
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

/** The optional reason shown to the customer, with its character count. */
export function DeclineReason(props: { value: string; onChange: (value: string) => void; disabled: boolean; autoFocus?: boolean }) {
  return (
    <div>
      <Textarea
        label={t.reason}
        description={t.reasonHint}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        maxLength={REASON_MAX_LENGTH}
        autosize
        minRows={3}
        maxRows={6}
        data-autofocus={props.autoFocus ? true : undefined}
        disabled={props.disabled}
      />
      <p className="vz-aa-muted vz-aa-counter">{format(t.counter, { count: props.value.length, max: REASON_MAX_LENGTH })}</p>
    </div>
  );
}
