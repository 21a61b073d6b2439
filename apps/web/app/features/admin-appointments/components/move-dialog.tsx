import { Alert, Button, Checkbox } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { format, messages } from '@vizitas/shared';
import type { CalendarAppointment } from '@vizitas/shared/schemas/admin/calendar';
import { GenericModal } from '~/components/dialogs/generic-modal';
import { useModalEntry } from '~/components/dialogs/lazy-modal';
import { closeModal } from '~/components/dialogs/modal-store';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { formatShortDate, formatTime, wallClock } from '~/lib/dates';
import { useUpdateAppointment } from '~/features/admin-appointments/api/update-appointment';

/** The id of the move / resize confirmation (`openModal(MOVE_APPOINTMENT_DIALOG)`). */
export const MOVE_APPOINTMENT_DIALOG = 'admin_move_appointment';

const t = messages.adminCalendar.move;

/** A drop or a resize waiting for the admin's answer; the calendar shows the visit there meanwhile. */
export interface PendingMove {
  kind: 'move' | 'resize';
  appointment: CalendarAppointment;
  /** The new instants (ISO). */
  start: string;
  end: string;
  /** The same in the component's wall-clock form (where the event is drawn meanwhile). */
  startText: string;
  endText: string;
  specialistId: string;
  /** The new specialist's name when she changes. */
  specialistName: string | null;
  minutes: number;
}

function when(start: string, end: string): string {
  return `${formatShortDate(wallClock(start).date)} ${formatTime(start)}–${formatTime(end)}`;
}

/**
 * "Perkelti vizitą?": the old and the new time (and specialist), whether to tell the customer by
 * e-mail, then move or keep. A refusal (another visit there, a stale calendar) is a toast with the
 * server's Lithuanian message, and the visit goes back to where it was.
 */
export function MoveDialog({
  business,
  move,
  onDone,
}: {
  business: string | null;
  move: PendingMove | null;
  onDone: () => void;
}) {
  const update = useUpdateAppointment(business);
  const [notify, setNotify] = useState(true);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setNotify(true);
    setError(null);
  }, [move]);
  // Closed by Escape or its close button (open → closing): the visit goes back where it was. A
  // new move proposed while the last one's dialog still fades out is not taken for that closing.
  const phase = useModalEntry(MOVE_APPOINTMENT_DIALOG)?.phase;
  const lastPhase = useRef(phase);
  useEffect(() => {
    const closed = lastPhase.current === 'open' && phase === 'closing';
    lastPhase.current = phase;
    if (closed && move && !update.isPending) onDone();
  }, [phase, move, update.isPending, onDone]);

  const apply = () => {
    if (!move) return;
    const changes =
      move.kind === 'resize'
        ? { end: move.end, notifyCustomer: notify }
        : {
            start: move.start,
            ...(move.specialistId !== move.appointment.specialistId ? { specialist: move.specialistId } : {}),
            notifyCustomer: notify,
          };
    update.mutate(
      { id: move.appointment.id, changes },
      {
        onSuccess: () => {
          closeModal(MOVE_APPOINTMENT_DIALOG);
          showToast({ type: 'success', message: move.kind === 'resize' ? t.resized : t.done });
          onDone();
        },
        onError: (failure) => setError(errorMessage(failure) || t.failed),
      },
    );
  };
  const keep = () => {
    closeModal(MOVE_APPOINTMENT_DIALOG);
    onDone();
  };
  const busy = update.isPending;
  const customer = move?.appointment.clientName || messages.adminAppointments.noClientName;

  return (
    <GenericModal
      id={MOVE_APPOINTMENT_DIALOG}
      title={move?.kind === 'resize' ? t.resizeTitle : t.title}
      width={480}
      closable={!busy}
      options={{ closeOnClickOutside: false }}
      footer={
        <>
          <Button variant="default" onClick={keep} disabled={busy}>
            {t.cancel}
          </Button>
          <Button onClick={apply} loading={busy}>
            {move?.kind === 'resize' ? t.confirmResize : t.confirm}
          </Button>
        </>
      }
    >
      {move ? (
        <div className="vz-cal__move">
          <p>
            {move.kind === 'resize'
              ? format(t.resizeText, {
                  client: customer,
                  from: when(move.appointment.start, move.appointment.end),
                  to: when(move.start, move.end),
                  minutes: move.minutes,
                })
              : format(t.text, {
                  client: customer,
                  from: when(move.appointment.start, move.appointment.end),
                  to: when(move.start, move.end),
                })}
          </p>
          {move.specialistName ? <p>{format(t.toSpecialist, { name: move.specialistName })}</p> : null}
          <Checkbox
            label={t.notify}
            checked={notify}
            onChange={(event) => setNotify(event.currentTarget.checked)}
            disabled={busy}
          />
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
