import { Alert, Badge, Button, Drawer, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { generatePath, messages } from '@vizitas/shared';
import type { AdminAppointmentView } from '@vizitas/shared/schemas/admin/appointments';
import { closeModal, openModal } from '~/components/dialogs/modal-store';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { appointmentQueryOptions } from '~/features/admin-appointments/api/get-appointment';
import { actionChanges, useUpdateAppointment } from '~/features/admin-appointments/api/update-appointment';
import { DECLINE_APPOINTMENT_DIALOG, DeclineDialog } from '~/features/admin-appointments/components/decline-dialog';
import { ADMIN_TIME_ZONE, STATUS_LABELS } from '~/features/admin-appointments/model/appointment-format';
import { historyRows } from '~/features/admin-appointments/model/appointment-history';
import { STATUS_COLORS } from '~/features/admin-appointments/model/calendar-events';
import { AppointmentFacts } from './appointment-facts';

const t = messages.adminCalendar.panel;

/**
 * The side panel of one visit: when, who, what, the notes, the history, and what can be done
 * with it (confirm or decline a request, open the edit page). Loads the visit with its history.
 */
export function AppointmentPanel({ business, id, onClose }: { business: string | null; id: string | null; onClose: () => void }) {
  const detail = useQuery({ ...appointmentQueryOptions(business, id ?? ''), enabled: id !== null });
  const update = useUpdateAppointment(business);
  const [declineError, setDeclineError] = useState<string | null>(null);
  const appointment = id !== null ? detail.data : undefined;

  const confirm = (visit: AdminAppointmentView) =>
    update.mutate(
      { id: visit.id, changes: actionChanges('confirm') },
      {
        onSuccess: () => showToast({ type: 'success', message: messages.adminAppointments.confirmed }),
        onError: (error) => showToast({ type: 'danger', message: errorMessage(error) }),
      },
    );
  const decline = (reason: string) => {
    if (!appointment) return;
    setDeclineError(null);
    update.mutate(
      { id: appointment.id, changes: actionChanges('decline', reason) },
      {
        onSuccess: () => {
          closeModal(DECLINE_APPOINTMENT_DIALOG);
          showToast({ type: 'success', message: messages.adminAppointments.declined });
        },
        onError: (error) => setDeclineError(errorMessage(error)),
      },
    );
  };

  const editHref = appointment
    ? generatePath('admin_appointment_edit', { id: appointment.id, ...(business ? { slug: business } : {}) })
    : '';
  const rows = appointment
    ? historyRows(appointment.history, {
        meId: null,
        clientUserId: appointment.client.userId,
        specialistNames: new Map([[appointment.specialist.id, appointment.specialist.name]]),
        timeZone: ADMIN_TIME_ZONE,
      })
    : [];

  return (
    <>
      <Drawer
        opened={id !== null}
        onClose={onClose}
        position="right"
        title={t.title}
        closeButtonProps={{ 'aria-label': t.close }}
        size="md"
      >
        {detail.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(detail.error) || t.loadError}
          </Alert>
        ) : !appointment ? (
          <p role="status">
            <Loader size="xs" /> {t.loading}
          </p>
        ) : (
          <div className="vz-cal__panel">
            <Badge
              color={STATUS_COLORS[appointment.status]}
              variant="light"
              styles={{ label: { color: 'var(--mantine-color-dark-9)' } }}
            >
              {STATUS_LABELS[appointment.status]}
            </Badge>
            <AppointmentFacts appointment={appointment} plain>
              {appointment.adminNote ? (
                <div>
                  <dt>{t.adminNote}</dt>
                  <dd>{appointment.adminNote}</dd>
                </div>
              ) : null}
            </AppointmentFacts>
            <div className="vz-cal__panel-actions">
              {appointment.status === 'pending' ? (
                <>
                  <Button onClick={() => confirm(appointment)} loading={update.isPending}>
                    {t.confirm}
                  </Button>
                  <Button
                    color="red"
                    variant="light"
                    onClick={() => {
                      setDeclineError(null);
                      openModal(DECLINE_APPOINTMENT_DIALOG);
                    }}
                  >
                    {t.decline}
                  </Button>
                </>
              ) : null}
              <Button component={Link} to={editHref} variant="default">
                {t.edit}
              </Button>
            </div>
            <h2 className="vz-cal__panel-title">{t.history}</h2>
            {rows.length === 0 ? (
              <p>{t.noHistory}</p>
            ) : (
              <ol className="vz-cal__history">
                {rows.map((row) => (
                  <li key={row.id}>
                    <span className="vz-cal__history-when">
                      {row.when} · {row.who}
                    </span>
                    {row.what.map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
      </Drawer>
      <DeclineDialog appointment={appointment ?? null} busy={update.isPending} error={declineError} onConfirm={decline} />
    </>
  );
}
