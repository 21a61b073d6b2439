import { format, isPriceFrom, messages, phoneHref } from '@vizitas/shared';
import type { CustomerVisit, CustomerVisitListItem } from '@vizitas/shared/schemas/appointment';
import { formatDuration, formatPrice } from '~/lib/format';
import { ActionButton } from '~/components/ui/action-button';
import { icsUrl } from '~/features/visits/api/visits-api';
import {
  cancelUntilText,
  displayPhone,
  formatDeadline,
  isActive,
  STATUS_LABELS,
  visitLongDate,
  visitTime,
} from '~/features/visits/model/visit-format';
import { type GivenReview, VisitReview } from './visit-review';

const t = messages.visits;

export interface VisitCardProps {
  visit: CustomerVisitListItem;
  upcoming: boolean;
  links: { about: string; bookAgain: string };
  onCancel: (visit: CustomerVisit) => void;
  /** A past visit was rated here (its stars stay in the card). */
  onRated: (visit: CustomerVisit, review: GivenReview) => void;
}

/** One visit: when, status in words and colour, where, what, who, how much, her rating, and what can be done. */
export function VisitCard({ visit, upcoming, links, onCancel, onRated }: VisitCardProps) {
  const active = isActive(visit);
  const titleId = `vz-vi-${visit.id}`;
  const phone = visit.business.phone;
  return (
    <article className="vz-vi-card" data-visit-id={visit.id} data-status={visit.status} aria-labelledby={titleId}>
      <header className="vz-vi-card__head">
        <div>
          <h3 className="vz-vi-card__date" id={titleId} tabIndex={-1}>
            {visitLongDate(visit)}
            <span className="vz-vi-card__time">{visitTime(visit)}</span>
          </h3>
        </div>
        <span className={`vz-vi-status vz-vi-status--${visit.status}`} data-testid="visit-status">
          <span className="vz-vi-visually-hidden">{t.labels.status}: </span>
          {STATUS_LABELS[visit.status]}
        </span>
      </header>

      <p className="vz-vi-card__business">
        <a href={links.about}>{visit.business.name}</a>
        {visit.business.address ? <span className="vz-vi-card__address">{visit.business.address}</span> : null}
      </p>

      <dl className="vz-vi-card__facts">
        <div>
          <dt>{t.labels.services}</dt>
          <dd>{visit.services.map((service) => service.name).join(', ')}</dd>
        </div>
        <div>
          <dt>{t.labels.specialist}</dt>
          <dd>{visit.specialist.name}</dd>
        </div>
        <div>
          <dt>{t.labels.price}</dt>
          <dd>
            {formatPrice(visit.priceCents, { from: isPriceFrom(visit.services) })}{' '}
            <span className="vz-vi-muted">· {formatDuration(visit.durationMin)}</span>
          </dd>
        </div>
        {visit.customerNote ? (
          <div>
            <dt>{t.labels.note}</dt>
            <dd className="vz-vi-pre">{visit.customerNote}</dd>
          </div>
        ) : null}
        {visit.cancellationReason && !active ? (
          <div>
            <dt>{t.labels.reason}</dt>
            <dd className="vz-vi-pre">{visit.cancellationReason}</dd>
          </div>
        ) : null}
      </dl>

      {upcoming && active ? (
        visit.cancellable ? (
          <p className="vz-vi-muted">{cancelUntilText(visit)}</p>
        ) : (
          <p className="vz-vi-card__closed" data-testid="cancel-closed">
            {format(t.cancelClosed, { deadline: formatDeadline(visit.business.cancellationDeadlineMin) })}{' '}
            {phone ? (
              <>
                {t.cancelClosedCall} <a href={phoneHref(phone)}>{displayPhone(phone)}</a>.
              </>
            ) : (
              t.cancelClosedContact
            )}
          </p>
        )
      ) : null}

      {upcoming ? null : <VisitReview visit={visit} onRated={(review) => onRated(visit, review)} />}

      <div className="vz-vi-card__actions">
        {upcoming && active ? (
          <ActionButton look="default" href={icsUrl(visit.id)} download className="vz-vi-touch">
            {t.addToCalendar}
          </ActionButton>
        ) : null}
        {upcoming && active && visit.cancellable ? (
          <ActionButton look="outline-red" className="vz-vi-touch" onClick={() => onCancel(visit)}>
            {t.cancel}
          </ActionButton>
        ) : null}
        {!upcoming || !active ? (
          <ActionButton look="light" href={links.bookAgain} className="vz-vi-touch">
            {t.bookAgain}
          </ActionButton>
        ) : null}
      </div>
    </article>
  );
}
