import { Alert, Button } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { format, generatePath, messages } from '@vizitas/shared';
import type { CustomerVisit, CustomerVisitList, VisitBusiness } from '@vizitas/shared/schemas/appointment';
import { closeModal, modalStore, openModal } from '~/components/dialogs/modal-store';
import { showToast } from '~/components/toasts/toast';
import { useVisitList } from '~/features/visits/hooks/use-visit-list';
import { cancelVisit, VisitsApiError } from '~/features/visits/api/visits-api';
import { isActive } from '~/features/visits/model/visit-format';
import { CANCEL_VISIT_DIALOG, CancelDialog } from './cancel-dialog';
import { VisitCard } from './visit-card';
import type { GivenReview } from './visit-review';
import './visits.css';

const t = messages.visits;

export interface VisitsPageProps {
  /** The business of `/vizitai/{slug}` (or of its own domain); null: all the customer's visits. */
  business: VisitBusiness | null;
  upcoming: CustomerVisitList | null;
  past: CustomerVisitList | null;
  /** The request's host: a business's own domain gets the links without the slug. */
  host: string;
  links: { search: string; allVisits: string | null; book: string | null };
}

function visitLinks(visit: CustomerVisit, host: string) {
  const context = { business: { slug: visit.business.slug, domain: visit.business.domain }, host };
  return { about: generatePath('about', {}, context), bookAgain: generatePath('new_appointment', {}, context) };
}

type Section = ReturnType<typeof useVisitList>;

function VisitSection(props: {
  id: string;
  title: string;
  none: string;
  upcoming: boolean;
  section: Section;
  host: string;
  onCancel: (visit: CustomerVisit) => void;
}) {
  const { id, title, none, upcoming, section, host, onCancel } = props;
  const { update } = section;
  const onRated = useCallback((visit: CustomerVisit, review: GivenReview) => update(visit.id, { review }), [update]);
  const { state, hasMore } = section;
  // The server counts only visits still to come; one cancelled here stays in view but is not counted.
  const count = upcoming ? state.total - state.items.filter((visit) => !isActive(visit)).length : state.total;
  return (
    <section className="vz-vi-section" aria-labelledby={`${id}-title`} aria-busy={state.loading}>
      <h2 className="vz-vi-section__title" id={`${id}-title`}>
        {title}
        {count > 0 ? <span className="vz-vi-section__count">{count}</span> : null}
      </h2>
      {state.items.length === 0 && !state.error && !state.loading ? <p className="vz-vi-muted">{none}</p> : null}
      <div className="vz-vi-list">
        {state.items.map((visit) => (
          <VisitCard
            key={visit.id}
            visit={visit}
            upcoming={upcoming}
            links={visitLinks(visit, host)}
            onCancel={onCancel}
            onRated={onRated}
          />
        ))}
      </div>
      {state.error ? (
        <Alert color="red" role="alert" className="vz-vi-alert">
          <p>{state.error}</p>
          <Button variant="white" color="red" mt="xs" className="vz-vi-touch" onClick={section.retry}>
            {t.retry}
          </Button>
        </Alert>
      ) : null}
      {state.loading && state.items.length === 0 ? <p className="vz-vi-muted">{t.loading}</p> : null}
      {hasMore && !state.error ? (
        <div className="vz-vi-more">
          <span className="vz-vi-muted">{format(t.shown, { shown: state.items.length, total: state.total })}</span>
          <Button variant="default" className="vz-vi-touch" loading={state.loading} onClick={section.loadMore}>
            {state.loading ? t.loading : t.loadMore}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** `/vizitai`: the customer's upcoming and past visits, with cancel, calendar file, book again and the stars of a past visit. */
export function VisitsPage({ business, upcoming, past, host, links }: VisitsPageProps) {
  const slug = business?.slug ?? null;
  const upcomingList = useVisitList(upcoming, 'upcoming', slug, t.loadError);
  const pastList = useVisitList(past, 'past', slug, t.loadError);
  const [target, setTarget] = useState<CustomerVisit | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Once the dialog has faded out, focus goes to the cancelled visit (its cancel button is gone).
  const focusAfterClose = useRef<string | null>(null);
  useEffect(
    () =>
      modalStore.subscribe(() => {
        const id = focusAfterClose.current;
        if (id === null || modalStore.get(CANCEL_VISIT_DIALOG)) return;
        focusAfterClose.current = null;
        document.getElementById(`vz-vi-${id}`)?.focus();
      }),
    [],
  );

  const askToCancel = useCallback((visit: CustomerVisit) => {
    setTarget(visit);
    setError(null);
    openModal(CANCEL_VISIT_DIALOG);
  }, []);

  const { update } = upcomingList;
  const confirmCancel = useCallback(
    (reason: string) => {
      if (!target) return;
      setBusy(true);
      setError(null);
      cancelVisit(target.id, reason).then(
        () => {
          setBusy(false);
          update(target.id, { status: 'cancelled', cancellable: false, cancellationReason: reason.trim() || null });
          focusAfterClose.current = target.id;
          closeModal(CANCEL_VISIT_DIALOG);
          showToast({ type: 'success', message: t.cancelled });
        },
        (failure: unknown) => {
          setBusy(false);
          setError(failure instanceof VisitsApiError ? failure.message : messages.errors.internal_error);
          if (failure instanceof VisitsApiError && failure.code === 'cancellation_closed')
            update(target.id, { cancellable: false });
        },
      );
    },
    [target, update],
  );

  const nothingAtAll =
    upcoming !== null &&
    past !== null &&
    upcomingList.state.total === 0 &&
    pastList.state.total === 0 &&
    !upcomingList.state.loading;

  return (
    <div className="vz-vi">
      <header className="vz-vi-header">
        <h1 className="vz-vi-title">{t.title}</h1>
        {business ? <p className="vz-vi-subtitle">{format(t.atBusiness, { business: business.name })}</p> : null}
        {links.allVisits ? (
          <a className="vz-vi-link" href={links.allVisits}>
            {t.allVisits}
          </a>
        ) : null}
      </header>

      {nothingAtAll ? (
        <section className="vz-vi-empty" aria-labelledby="vz-vi-empty-title">
          <h2 className="vz-vi-section__title" id="vz-vi-empty-title">
            {t.empty.title}
          </h2>
          <p>{business ? t.empty.textAt : t.empty.text}</p>
          <Button component="a" href={links.book ?? links.search} className="vz-vi-touch" size="md">
            {links.book ? t.empty.book : t.empty.search}
          </Button>
        </section>
      ) : (
        <>
          <VisitSection
            id="vz-vi-upcoming"
            title={t.upcoming}
            none={t.noUpcoming}
            upcoming
            section={upcomingList}
            host={host}
            onCancel={askToCancel}
          />
          <VisitSection
            id="vz-vi-past"
            title={t.past}
            none={t.noPast}
            upcoming={false}
            section={pastList}
            host={host}
            onCancel={askToCancel}
          />
        </>
      )}
      <CancelDialog visit={target} busy={busy} error={error} onConfirm={confirmCancel} />
    </div>
  );
}
