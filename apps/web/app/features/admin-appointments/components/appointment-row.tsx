import { Link } from 'react-router';
import { formatPhone, isPriceFrom, messages, phoneHref } from '@vizitas/shared';
import type { AdminAppointmentView } from '@vizitas/shared/schemas/admin/appointments';
import { formatPrice } from '~/lib/format';
import { ActionButton } from '~/components/ui/action-button';
import {
  allowedActions,
  appointmentWhen,
  clientName,
  serviceNames,
  STATUS_LABELS,
} from '~/features/admin-appointments/model/appointment-format';

const t = messages.adminAppointments;

export interface AppointmentRowProps {
  appointment: AdminAppointmentView;
  /** The action under way on this row, if any. */
  busy: 'confirm' | 'decline' | null;
  onConfirm: (appointment: AdminAppointmentView) => void;
  onDecline: (appointment: AdminAppointmentView) => void;
  /** The visit's edit page. */
  editHref: string;
}

/** One appointment of the list: when, who, what, with whom, the price, its status and what can be done. */
export function AppointmentRow({ appointment, busy, onConfirm, onDecline, editHref }: AppointmentRowProps) {
  const when = appointmentWhen(appointment);
  const actions = allowedActions(appointment);
  const headingId = `vz-aa-${appointment.id}`;
  return (
    <li>
      <article className="vz-aa-row" aria-labelledby={headingId} data-appointment-id={appointment.id}>
        <h3 className="vz-aa-row__when" id={headingId}>
          <span className="vz-aa-row__date">{when.date}</span> <span className="vz-aa-row__time">{when.time}</span>
        </h3>
        <div className="vz-aa-row__client">
          <span className="vz-visually-hidden">{t.labels.client}: </span>
          <strong>{clientName(appointment)}</strong>
          {appointment.client.phone ? (
            <a className="vz-aa-row__contact" href={phoneHref(appointment.client.phone)}>
              {formatPhone(appointment.client.phone)}
            </a>
          ) : null}
          {appointment.client.email ? (
            <a className="vz-aa-row__contact" href={`mailto:${appointment.client.email}`}>
              {appointment.client.email}
            </a>
          ) : null}
        </div>
        <div className="vz-aa-row__what">
          <span className="vz-visually-hidden">{t.labels.services}: </span>
          <span>{serviceNames(appointment)}</span>
          <span className="vz-aa-row__muted">
            <span className="vz-visually-hidden">{t.labels.specialist}: </span>
            {appointment.specialist.name}
          </span>
          {appointment.customerNote ? (
            <span className="vz-aa-row__note">
              {t.labels.customerNote}: {appointment.customerNote}
            </span>
          ) : null}
        </div>
        <div className="vz-aa-row__price">
          <span className="vz-visually-hidden">{t.labels.price}: </span>
          {formatPrice(appointment.priceCents, { from: isPriceFrom(appointment.services) })}
        </div>
        <div className="vz-aa-row__side">
          <span className={`vz-aa-status vz-aa-status--${appointment.status}`} data-testid="appointment-status">
            <span className="vz-visually-hidden">{t.labels.status}: </span>
            {STATUS_LABELS[appointment.status]}
          </span>
          <div className="vz-aa-row__actions">
            {actions.includes('confirm') ? (
              <ActionButton
                look="filled-teal"
                className="vz-aa-touch"
                busy={busy === 'confirm'}
                disabled={busy !== null}
                onClick={() => onConfirm(appointment)}
                aria-describedby={headingId}
              >
                {t.confirm}
              </ActionButton>
            ) : null}
            {actions.includes('decline') ? (
              <ActionButton
                look="outline-red"
                className="vz-aa-touch"
                busy={busy === 'decline'}
                disabled={busy !== null}
                onClick={() => onDecline(appointment)}
                aria-describedby={headingId}
              >
                {t.decline}
              </ActionButton>
            ) : null}
            <Link className="vz-aa-row__edit vz-aa-touch" to={editHref} aria-describedby={headingId}>
              {t.editLink}
            </Link>
          </div>
        </div>
      </article>
    </li>
  );
}
