import { Alert, Button } from '@mantine/core';
import { useCallback, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ADMIN_BUSINESS_QUERY_PARAM, format, generatePath, messages } from '@vizitas/shared';
import type { AdminAppointmentView } from '@vizitas/shared/schemas/admin/appointments';
import { closeModal, openModal } from '~/components/dialogs/modal-store';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { useAppointments } from '~/features/admin-appointments/api/get-appointments';
import { actionChanges, useUpdateAppointment } from '~/features/admin-appointments/api/update-appointment';
import {
  changeFilters,
  filtersToSearch,
  isFiltered,
  parseFilters,
  sectionQueries,
  type AppointmentFilters,
  type AppointmentListQuery,
} from '~/features/admin-appointments/model/appointment-filters';
import { ADMIN_TIME_ZONE } from '~/features/admin-appointments/model/appointment-format';
import { AppointmentFiltersForm, type SpecialistChoice } from './appointment-filters-form';
import { AppointmentRow } from './appointment-row';
import { DECLINE_APPOINTMENT_DIALOG, DeclineDialog } from './decline-dialog';
import './admin-appointments.css';

const t = messages.adminAppointments;

/** Stands for a row's id in the edit path made once for the page. */
const ID_HOLE = 'vz-appointment-id';

export interface AppointmentListPageProps {
  /** The `?verslas=` slug of the page (null: the member's first business). */
  business: string | null;
  specialists: SpecialistChoice[];
}

type RowAction = { id: string; action: 'confirm' | 'decline' } | null;

function Section(props: {
  id: string;
  title: string;
  query: AppointmentListQuery;
  result: ReturnType<typeof useAppointments>;
  empty: string;
  busy: RowAction;
  onConfirm: (appointment: AdminAppointmentView) => void;
  onDecline: (appointment: AdminAppointmentView) => void;
  pageLink?: (page: number) => string;
  editHref: (appointment: AdminAppointmentView) => string;
}) {
  const { id, title, query, result, empty, busy, pageLink } = props;
  const page = result.data;
  const loading = result.isFetching;
  const first = page && page.total > 0 ? (query.page - 1) * query.limit + 1 : 0;
  const last = page ? Math.min(page.total, first + page.items.length - 1) : 0;
  return (
    <section className="vz-aa-section" aria-labelledby={`${id}-title`} aria-busy={loading}>
      <h2 className="vz-aa-section__title" id={`${id}-title`}>
        {title}
        {page ? <span className="vz-aa-section__count">{page.total}</span> : null}
      </h2>
      {result.isError ? (
        <Alert color="red" role="alert" className="vz-aa-alert">
          <p>{errorMessage(result.error) === messages.errors.internal_error ? t.loadError : errorMessage(result.error)}</p>
          <Button variant="white" color="red" mt="xs" className="vz-aa-touch" onClick={() => void result.refetch()}>
            {t.retry}
          </Button>
        </Alert>
      ) : null}
      {!page && result.isPending && !result.isError ? <p className="vz-aa-muted">{t.loading}</p> : null}
      {page && page.items.length === 0 && !result.isError ? <p className="vz-aa-muted">{empty}</p> : null}
      {page && page.items.length > 0 ? (
        <ul className="vz-aa-list" data-stale={result.isPlaceholderData ? 'true' : undefined}>
          {page.items.map((appointment) => (
            <AppointmentRow
              key={appointment.id}
              appointment={appointment}
              busy={busy?.id === appointment.id ? busy.action : null}
              onConfirm={props.onConfirm}
              onDecline={props.onDecline}
              editHref={props.editHref(appointment)}
            />
          ))}
        </ul>
      ) : null}
      {pageLink && page && page.total > query.limit ? (
        <nav className="vz-aa-pages" aria-label={t.pagination}>
          {query.page > 1 ? (
            <Link className="vz-aa-pages__link" to={pageLink(query.page - 1)} preventScrollReset>
              {t.previous}
            </Link>
          ) : (
            <span />
          )}
          <span className="vz-aa-muted">{format(t.range, { from: first, to: last, total: page.total })}</span>
          {last < page.total ? (
            <Link className="vz-aa-pages__link" to={pageLink(query.page + 1)} preventScrollReset>
              {t.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </section>
  );
}

/**
 * `/administratorius/vizitai/sarasas`: the requests waiting for confirmation first, then the
 * other visits, with filters and pages kept in the URL, drawn in the browser from the API
 * (TanStack Query; the server had the first answers preloaded, docs/decisions/024).
 */
export function AppointmentListPage({ business, specialists }: AppointmentListPageProps) {
  const [search, setSearch] = useSearchParams();
  const filters = parseFilters(search);
  const queries = sectionQueries(filters, ADMIN_TIME_ZONE);
  const pending = useAppointments(business, queries.pending);
  const others = useAppointments(business, queries.others);

  const setFilters = useCallback(
    (next: AppointmentFilters) => setSearch(filtersToSearch(next, search), { preventScrollReset: true }),
    [search, setSearch],
  );
  const pageLink = (page: number) => `?${filtersToSearch(changeFilters(filters, { page }), search).toString()}`;

  const update = useUpdateAppointment(business);
  const [busy, setBusy] = useState<RowAction>(null);
  const [declining, setDeclining] = useState<AdminAppointmentView | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const confirm = (appointment: AdminAppointmentView) => {
    setBusy({ id: appointment.id, action: 'confirm' });
    update.mutate(
      { id: appointment.id, changes: actionChanges('confirm') },
      {
        onSuccess: () => showToast({ type: 'success', message: t.confirmed }),
        // A refused change (already confirmed, declined or cancelled elsewhere) is said, never hidden.
        onError: (error) => showToast({ type: 'danger', message: errorMessage(error) }),
        onSettled: () => setBusy(null),
      },
    );
  };
  const askToDecline = (appointment: AdminAppointmentView) => {
    setDeclining(appointment);
    setDialogError(null);
    openModal(DECLINE_APPOINTMENT_DIALOG);
  };
  const decline = (reason: string) => {
    if (!declining) return;
    setBusy({ id: declining.id, action: 'decline' });
    setDialogError(null);
    update.mutate(
      { id: declining.id, changes: actionChanges('decline', reason) },
      {
        onSuccess: () => {
          closeModal(DECLINE_APPOINTMENT_DIALOG);
          showToast({ type: 'success', message: t.declined });
        },
        onError: (error) => setDialogError(errorMessage(error)),
        onSettled: () => setBusy(null),
      },
    );
  };

  // The edit and create pages come back to this list as it is (filters, page).
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const slugParams = business ? { slug: business } : {};
  // One path for the page, the id put in per row (a list has up to seventy of them).
  const editTemplate = generatePath('admin_appointment_edit', { id: ID_HOLE, ...slugParams, grizti: here });
  const editHref = (appointment: AdminAppointmentView) => editTemplate.replace(ID_HOLE, appointment.id);
  const createHref = generatePath('admin_appointment_create', { ...slugParams, grizti: here });

  const hiddenParams = [...search.entries()].filter(([name]) => name === ADMIN_BUSINESS_QUERY_PARAM);
  return (
    <div className="vz-aa">
      <div className="vz-aa-list-head">
        <h1 className="vz-admin-page__title">{t.listTitle}</h1>
        <Button component={Link} to={createHref} size="md" color="pink.8" className="vz-aa-touch vz-aa-new" data-testid="new-appointment">
          {t.newAppointment}
        </Button>
      </div>
      <AppointmentFiltersForm filters={filters} specialists={specialists} hiddenParams={hiddenParams} onChange={setFilters} />
      {queries.pending ? (
        <Section
          id="vz-aa-pending"
          title={t.pendingTitle}
          query={queries.pending}
          result={pending}
          empty={t.noPending}
          busy={busy}
          onConfirm={confirm}
          onDecline={askToDecline}
          editHref={editHref}
        />
      ) : null}
      {queries.others ? (
        <Section
          id="vz-aa-others"
          title={filters.status ? t.filteredTitle : t.othersTitle}
          query={queries.others}
          result={others}
          empty={isFiltered(filters) ? t.empty : (pending.data?.total ?? 0) > 0 ? t.noOthers : t.emptyAll}
          busy={busy}
          onConfirm={confirm}
          onDecline={askToDecline}
          pageLink={pageLink}
          editHref={editHref}
        />
      ) : null}
      <DeclineDialog appointment={declining} busy={busy?.action === 'decline'} error={dialogError} onConfirm={decline} />
    </div>
  );
}
