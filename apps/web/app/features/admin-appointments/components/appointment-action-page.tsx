import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { format, messages } from '@vizitas/shared';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { useAppointment, type AdminAppointmentDetail } from '~/features/admin-appointments/api/get-appointment';
import { actionChanges, useUpdateAppointment } from '~/features/admin-appointments/api/update-appointment';
import { STATUS_LABELS } from '~/features/admin-appointments/model/appointment-format';
import { DeclineReason } from './decline-dialog';
import './admin-appointments.css';
import { AppointmentFacts } from './appointment-facts';

const t = messages.adminAppointments;

export interface AppointmentActionPageProps {
  action: 'confirm' | 'decline';
  /** The `?verslas=` slug of the page (null: the member's first business). */
  business: string | null;
  appointment: AdminAppointmentDetail;
  /** The appointment list, where a done action leads. */
  listHref: string;
}

/**
 * `/administratorius/vizitai/{id}/patvirtinti` and `/…/atmesti` (a mail's link leads here): the
 * visit and one button. A visit no longer waiting says so; a change refused by the API (someone
 * was first, a second click) shows the API's message; a done one goes back to the list with a toast.
 */
export function AppointmentActionPage({ action, business, appointment: initial, listHref }: AppointmentActionPageProps) {
  const navigate = useNavigate();
  const { data: appointment } = useAppointment(business, initial.id, initial);
  const update = useUpdateAppointment(business);
  const [reason, setReason] = useState('');
  const page = action === 'confirm' ? t.confirmPage : t.declinePage;
  // Once done, the page stays as it was until the list opens.
  const waiting = appointment.status === 'pending' || update.isSuccess;

  const submit = () => {
    update.mutate(
      { id: appointment.id, changes: actionChanges(action, action === 'decline' ? reason : '') },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: action === 'confirm' ? t.confirmed : t.declined });
          void navigate(listHref);
        },
      },
    );
  };

  return (
    <section className="vz-aa vz-aa-action" aria-labelledby="vz-aa-action-title">
      <h1 className="vz-admin-page__title" id="vz-aa-action-title">
        {page.title}
      </h1>
      <AppointmentFacts appointment={appointment}>
        <div>
          <dt>{t.labels.status}</dt>
          <dd>
            <span className={`vz-aa-status vz-aa-status--${appointment.status}`} data-testid="appointment-status">
              {STATUS_LABELS[appointment.status]}
            </span>
          </dd>
        </div>
      </AppointmentFacts>

      {update.isError ? (
        <Alert color="red" role="alert" className="vz-aa-alert">
          {errorMessage(update.error)}
        </Alert>
      ) : null}

      {waiting ? (
        <>
          <p>{page.text}</p>
          {action === 'decline' ? <DeclineReason value={reason} onChange={setReason} disabled={update.isPending} /> : null}
          <div className="vz-aa-action__buttons">
            <Button
              size="md"
              color={action === 'confirm' ? 'teal.9' : 'red'}
              className="vz-aa-touch"
              loading={update.isPending}
              disabled={update.isSuccess}
              onClick={submit}
            >
              {action === 'confirm' ? t.confirm : t.decline}
            </Button>
            <a className="vz-aa-action__back" href={listHref}>
              {t.backToList}
            </a>
          </div>
        </>
      ) : (
        <>
          <Alert color="yellow" className="vz-aa-alert" data-testid="not-pending">
            {format(t.notPending, { status: STATUS_LABELS[appointment.status].toLowerCase() })}
          </Alert>
          <p>
            <a href={listHref}>{t.backToList}</a>
          </p>
        </>
      )}
    </section>
  );
}
