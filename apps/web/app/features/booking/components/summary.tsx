import type { ReactNode } from 'react';
import { Alert, Badge, Button } from '@mantine/core';
import { format, formatPhone, isPriceFrom, messages, phoneHref } from '@vizitas/shared';
import type { Appointment } from '@vizitas/shared/schemas/appointment';
import { formatDeadline, formatDuration } from '~/lib/format';
import { formatLongDate, formatTimeRange, wallClock, type LocalDate } from '~/lib/dates';
import { formatServicePrice } from '~/features/booking/model/booking-format';
import type { BookingTotals, ServiceOption } from '~/features/booking/model/booking-services';
import type { Slot } from '~/features/booking/model/booking-slots';
import type { StepId } from '~/features/booking/model/booking-state';
import { CheckCircleIcon } from './icons';

function Row({ label, children, onChange }: { label: string; children: ReactNode; onChange?: () => void }) {
  return (
    <div className="vz-bk-summary__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
      {onChange && (
        // In a description of its own: a <dl> groups hold only <dt> and <dd> (axe: definition-list).
        <dd className="vz-bk-summary__change">
          <button
            type="button"
            className="vz-bk-link-button"
            aria-label={format(messages.booking.summary.changeLabel, { item: label })}
            onClick={onChange}
          >
            {messages.booking.summary.change}
          </button>
        </dd>
      )}
    </div>
  );
}

export interface SummaryStepProps {
  businessName: string;
  services: readonly ServiceOption[];
  specialistName: string;
  date: LocalDate;
  slot: Slot;
  timeZone: string;
  note: string;
  totals: BookingTotals;
  autoConfirm: boolean;
  /** How long before the visit she may still cancel online, minutes (the business's rule). */
  cancellationDeadlineMin: number;
  /** The business's phone (E.164), for a cancellation after the deadline; null when it has none. */
  businessPhone: string | null;
  loggedIn: boolean;
  error: string | null;
  /** The error is final (trying again cannot help): no retry button. */
  errorFinal?: boolean;
  confirming: boolean;
  onEdit: (step: StepId) => void;
  onRegister: () => void;
  onRetry: () => void;
}

/** Step 5: everything chosen, each part changeable, then "Patvirtinti" (in the bar). */
export function SummaryStep(props: SummaryStepProps) {
  const {
    businessName,
    services,
    specialistName,
    date,
    slot,
    timeZone,
    note,
    totals,
    autoConfirm,
    cancellationDeadlineMin,
    businessPhone,
    loggedIn,
    error,
    errorFinal = false,
    confirming,
    onEdit,
    onRegister,
    onRetry,
  } = props;
  const t = messages.booking.summary;
  return (
    <>
      <dl className="vz-bk-summary">
        <Row label={t.business}>{businessName}</Row>
        <Row label={t.services} onChange={() => onEdit('services')}>
          <ul className="vz-bk-summary__services">
            {services.map((service) => (
              <li key={service.id}>
                <span>{service.name}</span>
                <span className="vz-bk-muted">
                  {formatDuration(service.durationMin)} · {formatServicePrice(service.priceCents, service.priceFrom)}
                </span>
              </li>
            ))}
          </ul>
        </Row>
        <Row label={t.specialist} onChange={() => onEdit('specialist')}>
          {specialistName}
        </Row>
        <Row label={t.date} onChange={() => onEdit('datetime')}>
          {formatLongDate(date)}
        </Row>
        <Row label={t.time} onChange={() => onEdit('datetime')}>
          {formatTimeRange(slot.start, slot.end, timeZone)}
        </Row>
        <Row label={t.duration}>{formatDuration(totals.durationMin)}</Row>
        <Row label={t.price}>
          <strong>{formatServicePrice(totals.priceCents, totals.priceFrom)}</strong>
        </Row>
        {note.trim() !== '' && (
          <Row label={t.note} onChange={() => onEdit('note')}>
            <span className="vz-bk-pre">{note.trim()}</span>
          </Row>
        )}
      </dl>

      <p className="vz-bk-muted">{autoConfirm ? t.autoConfirmed : t.needsConfirmation}</p>
      <p className="vz-bk-muted vz-bk-cancellation-rule" data-testid="cancellation-rule">
        {cancellationDeadlineMin > 0
          ? format(t.cancellationRule, { deadline: formatDeadline(cancellationDeadlineMin) })
          : t.cancellationRuleNone}
        {cancellationDeadlineMin > 0 && businessPhone && (
          <>
            {' '}
            {t.cancellationLate} <a href={phoneHref(businessPhone)}>{formatPhone(businessPhone)}</a>.
          </>
        )}
      </p>

      {error && (
        <Alert color="red" role="alert" className="vz-bk-alert">
          <p className="vz-bk-alert__text">{error}</p>
          {errorFinal ? null : (
            <Button variant="light" color="red" onClick={onRetry} loading={confirming} className="vz-bk-touch">
              {messages.booking.errors.retry}
            </Button>
          )}
        </Alert>
      )}

      {!loggedIn && (
        <div className="vz-bk-login">
          <p>{t.loginNeeded}</p>
          <Button variant="default" onClick={onRegister} className="vz-bk-touch">
            {t.register}
          </Button>
        </div>
      )}
    </>
  );
}

export interface ConfirmationProps {
  appointment: Appointment;
  timeZone: string;
  links: { about: string; appointments: string };
  headingRef: React.Ref<HTMLHeadingElement>;
}

/** After booking: the status in words, the visit, and where to go next. */
export function Confirmation({ appointment, timeZone, links, headingRef }: ConfirmationProps) {
  const t = messages.booking.summary;
  const confirmed = appointment.status === 'confirmed';
  return (
    <section className="vz-bk-done" aria-labelledby="vz-bk-done-title">
      <div className="vz-bk-done__icon">
        <CheckCircleIcon />
      </div>
      <h2 className="vz-bk-heading" id="vz-bk-done-title" ref={headingRef} tabIndex={-1}>
        {messages.booking.done.title}
      </h2>
      <p className="vz-bk-done__status">
        <span>{messages.booking.done.status}: </span>
        <Badge
          color={confirmed ? 'teal' : 'yellow'}
          variant="light"
          size="lg"
          className="vz-bk-badge"
          data-status={appointment.status}
        >
          {messages.appointmentStatus[appointment.status]}
        </Badge>
      </p>
      <p>{confirmed ? messages.booking.done.confirmed : messages.booking.done.pending}</p>
      <dl className="vz-bk-summary">
        <Row label={t.business}>{appointment.business.name}</Row>
        <Row label={t.services}>{appointment.services.map((service) => service.name).join(', ')}</Row>
        <Row label={t.specialist}>{appointment.specialist.name}</Row>
        <Row label={t.date}>{formatLongDate(wallClock(appointment.start, timeZone).date)}</Row>
        <Row label={t.time}>{formatTimeRange(appointment.start, appointment.end, timeZone)}</Row>
        <Row label={t.duration}>{formatDuration(appointment.durationMin)}</Row>
        <Row label={t.price}>{formatServicePrice(appointment.priceCents, isPriceFrom(appointment.services))}</Row>
      </dl>
      <div className="vz-bk-done__actions">
        <Button component="a" href={links.appointments} size="md" className="vz-bk-touch">
          {messages.nav.appointments}
        </Button>
        <Button component="a" href={links.about} size="md" variant="default" className="vz-bk-touch">
          {messages.booking.done.backToBusiness}
        </Button>
      </div>
    </section>
  );
}
