import type { ReactNode } from 'react';
import { formatPhone, isPriceFrom, messages, phoneHref } from '@vizitas/shared';
import type { AdminAppointmentView } from '@vizitas/shared/schemas/admin/appointments';
import { formatPrice } from '~/lib/format';
import { appointmentWhen, clientName, serviceNames } from '~/features/admin-appointments/model/appointment-format';
import './admin-appointments.css';

const t = messages.adminAppointments;

export interface AppointmentFactsProps {
  appointment: AdminAppointmentView;
  /** Without its own frame (inside a card or a panel). */
  plain?: boolean;
  /** The client's e-mail beside the phone. */
  withEmail?: boolean;
  /** The business's zone (Vilnius by default). */
  timeZone?: string;
  /** Rows after the common ones (status, reason, created, a private note…), each a `<div><dt/><dd/></div>`. */
  children?: ReactNode;
}

/** A visit's facts as a definition list: when, the client with phone (and e-mail), services, specialist, price, her note. */
export function AppointmentFacts({ appointment, plain = false, withEmail = false, timeZone, children }: AppointmentFactsProps) {
  const when = appointmentWhen(appointment, timeZone);
  const phone = appointment.client.phone;
  const email = withEmail ? appointment.client.email : null;
  return (
    <dl className={plain ? 'vz-aa-facts vz-aa-facts--plain' : 'vz-aa-facts'}>
      <div>
        <dt>{t.labels.time}</dt>
        <dd data-testid="appointment-when">
          {when.date}, {when.time}
        </dd>
      </div>
      <div>
        <dt>{t.labels.client}</dt>
        <dd>
          {clientName(appointment)}
          {phone ? (
            <>
              {' · '}
              <a href={phoneHref(phone)}>{formatPhone(phone)}</a>
            </>
          ) : null}
          {email ? (
            <>
              {' · '}
              <a href={`mailto:${email}`}>{email}</a>
            </>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{t.labels.services}</dt>
        <dd>{serviceNames(appointment)}</dd>
      </div>
      <div>
        <dt>{t.labels.specialist}</dt>
        <dd data-testid="appointment-specialist">{appointment.specialist.name}</dd>
      </div>
      <div>
        <dt>{t.labels.price}</dt>
        <dd>{formatPrice(appointment.priceCents, { from: isPriceFrom(appointment.services) })}</dd>
      </div>
      {appointment.customerNote ? (
        <div>
          <dt>{t.labels.customerNote}</dt>
          <dd>{appointment.customerNote}</dd>
        </div>
      ) : null}
      {children}
    </dl>
  );
}
