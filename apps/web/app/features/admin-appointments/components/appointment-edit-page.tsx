import { Alert, Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { format, messages } from '@vizitas/shared';
import { closeModal, openModal } from '~/components/dialogs/modal-store';
import { FormField } from '~/components/forms/form-field';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import {
  appointmentQueryOptions,
  useAppointment,
  type AdminAppointmentDetail,
} from '~/features/admin-appointments/api/get-appointment';
import { useAppointmentNote, type AppointmentNote } from '~/features/admin-appointments/api/get-appointment-note';
import { NO_BOOKING_OPTIONS, type BookingOptions } from '~/features/admin-appointments/api/get-booking-options';
import { actionChanges, useUpdateAppointment } from '~/features/admin-appointments/api/update-appointment';
import {
  checkVisitFields,
  isChangeable,
  isStale,
  moveChanges,
  NOTE_MAX_LENGTH,
  statusActions,
  visitFieldsOf,
  type StatusAction,
  type VisitFieldErrors,
  type VisitFields,
} from '~/features/admin-appointments/model/appointment-form';
import { appointmentWhen, clientName, serviceNames, STATUS_LABELS } from '~/features/admin-appointments/model/appointment-format';
import { historyRows } from '~/features/admin-appointments/model/appointment-history';
import { formatDateTime } from '~/features/admin-appointments/model/appointment-time';
import { DECLINE_APPOINTMENT_DIALOG, DeclineDialog } from './decline-dialog';
import { STATUS_ACTION_DIALOG, StatusActionDialog, type ConfirmedAction } from './status-action-dialog';
import { useOutsideFreeTimes, VisitFieldset } from './visit-fields';
import './admin-appointments.css';
import '~/components/forms/admin-fields.css';
import './appointment-form.css';
import { AppointmentFacts } from './appointment-facts';

const t = messages.adminAppointments;
const page = t.edit;

export interface AppointmentEditPageProps {
  /** The `?verslas=` slug of the page (null: the member's first business). */
  business: string | null;
  appointment: AdminAppointmentDetail;
  /** The private note as the loader read it (null: it failed there). */
  note: AppointmentNote | null;
  options: BookingOptions | null;
  /** The user looking (their own changes read "Jūs" in the history). */
  meId: string | null;
  backHref: string;
  /** The server's clock at render (the browser's afterwards): which actions a visit in the past allows. */
  nowMs: number;
  timeZone: string;
}

/**
 * `/administratorius/vizitai/{id}/redaguoti`: the visit; move it (date, time, specialist) or
 * change its services with the free times suggested; the private note; the status actions its
 * status allows (with a confirmation for those that cannot be undone); the history of every
 * change. A change made on a stale copy is not sent: the page reloads the visit and says so; a
 * refused one (409) shows the API's message.
 */
export function AppointmentEditPage({
  business,
  appointment: initial,
  note: initialNote,
  options,
  meId,
  backHref,
  nowMs: serverNow,
  timeZone,
}: AppointmentEditPageProps) {
  const client = useQueryClient();
  const { data: appointment } = useAppointment(business, initial.id, initial);
  const update = useUpdateAppointment(business);
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  // The copy of the visit the form was made from: a change is sent only if the visit is still so.
  const [base, setBase] = useState(initial);
  const [visit, setVisit] = useState<VisitFields>(() => visitFieldsOf(initial, timeZone));
  const [visitErrors, setVisitErrors] = useState<VisitFieldErrors>({});
  const [outsideAccepted, setOutsideAccepted] = useState(false);
  const [outsideError, setOutsideError] = useState<string | null>(null);
  const [moveProblem, setMoveProblem] = useState<string | null>(null);
  const [moving, setMoving] = useState(false);

  const noteQuery = useAppointmentNote(business, initial.id, initialNote);
  const [noteText, setNoteText] = useState(initialNote?.adminNote ?? '');
  const [noteTouched, setNoteTouched] = useState(false);
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  const [noteSaving, setNoteSaving] = useState(false);
  useEffect(() => {
    if (!noteTouched && noteQuery.data) setNoteText(noteQuery.data.adminNote ?? '');
  }, [noteQuery.data, noteTouched]);

  const [busyAction, setBusyAction] = useState<StatusAction | null>(null);
  const [actionProblem, setActionProblem] = useState<string | null>(null);
  const [dialogAction, setDialogAction] = useState<ConfirmedAction | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const availability = useOutsideFreeTimes(visit, options ?? NO_BOOKING_OPTIONS, timeZone);
  const changes = moveChanges(base, visit, timeZone);
  const timeChanged = changes !== null && (changes.start !== undefined || changes.specialist !== undefined);

  /** Reads the visit again and makes it the form's copy. */
  const reload = async () => {
    const fresh = await client.fetchQuery({ ...appointmentQueryOptions(business, initial.id), staleTime: 0 });
    setBase(fresh);
    return fresh;
  };

  const specialistNames = useMemo(() => {
    const names = new Map((options?.specialists ?? []).map((s) => [s.id, s.name] as const));
    names.set(appointment.specialist.id, appointment.specialist.name);
    return names;
  }, [options, appointment.specialist.id, appointment.specialist.name]);
  const rows = historyRows(appointment.history, { meId, clientUserId: appointment.client.userId, specialistNames, timeZone });
  const when = appointmentWhen(appointment, timeZone);
  const visitLine = `${clientName(appointment)} · ${serviceNames(appointment)} · ${when.date}, ${when.time}`;
  const actions = statusActions(appointment, now);
  const changeable = isChangeable(appointment.status);
  const extraServices = appointment.services
    .filter((service) => service.serviceId !== null)
    .map((service) => ({
      id: service.serviceId!,
      name: service.name,
      durationMin: service.durationMin,
      priceCents: service.priceCents,
    }));

  const submitMove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (moving) return;
    const found = checkVisitFields(visit);
    setVisitErrors(found);
    setMoveProblem(null);
    setOutsideError(null);
    if (Object.keys(found).length > 0) {
      setMoveProblem(t.form.fixErrors);
      return;
    }
    if (!changes) {
      setMoveProblem(page.nothingChanged);
      return;
    }
    if (timeChanged && availability.outside === true && !outsideAccepted) {
      setOutsideError(t.form.outsideHoursRequired);
      setMoveProblem(t.form.fixErrors);
      return;
    }
    setMoving(true);
    try {
      const fresh = await client.fetchQuery({ ...appointmentQueryOptions(business, initial.id), staleTime: 0 });
      if (isStale(base, fresh)) {
        // Someone else changed it: show theirs, send nothing.
        setBase(fresh);
        setVisit(visitFieldsOf(fresh, timeZone));
        setOutsideAccepted(false);
        setMoveProblem(page.stale);
        return;
      }
      await update.mutateAsync({ id: appointment.id, changes });
      const saved = await reload();
      setVisit(visitFieldsOf(saved, timeZone));
      setOutsideAccepted(false);
      showToast({ type: 'success', message: page.saved });
    } catch (error) {
      setMoveProblem(errorMessage(error));
    } finally {
      setMoving(false);
    }
  };

  const submitNote = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (noteSaving) return;
    setNoteProblem(null);
    setNoteSaving(true);
    try {
      await update.mutateAsync({ id: appointment.id, changes: { adminNote: noteText.trim() || null } });
      await Promise.all([reload(), noteQuery.refetch()]);
      setNoteTouched(false);
      showToast({ type: 'success', message: page.noteSaved });
    } catch (error) {
      setNoteProblem(errorMessage(error));
    } finally {
      setNoteSaving(false);
    }
  };

  const runAction = async (action: StatusAction, reason = '') => {
    setBusyAction(action);
    setActionProblem(null);
    setDialogError(null);
    try {
      await update.mutateAsync({ id: appointment.id, changes: actionChanges(action, reason) });
      const saved = await reload();
      setVisit(visitFieldsOf(saved, timeZone));
      closeModal(DECLINE_APPOINTMENT_DIALOG);
      closeModal(STATUS_ACTION_DIALOG);
      showToast({ type: 'success', message: t.actions[action].done });
    } catch (error) {
      const message = errorMessage(error);
      if (action === 'confirm') setActionProblem(message);
      else setDialogError(message);
      // A refusal means the page was stale: show the visit as it is now.
      void reload().catch(() => undefined);
    } finally {
      setBusyAction(null);
    }
  };

  const ask = (action: StatusAction) => {
    setDialogError(null);
    setActionProblem(null);
    if (action === 'confirm') void runAction('confirm');
    else if (action === 'decline') openModal(DECLINE_APPOINTMENT_DIALOG);
    else {
      setDialogAction(action);
      openModal(STATUS_ACTION_DIALOG);
    }
  };

  return (
    <section className="vz-aa vz-aa-form-page vz-admin-fields vz-aa-edit-page" aria-labelledby="vz-aa-edit-title">
      <div className="vz-aa-form-page__head">
        <h1 className="vz-admin-page__title vz-aa-edit__title" id="vz-aa-edit-title">
          <span>
            {page.title}: {clientName(appointment)}
          </span>
          <span className={`vz-aa-status vz-aa-status--${appointment.status}`} data-testid="appointment-status">
            <span className="vz-visually-hidden">{t.labels.status}: </span>
            {STATUS_LABELS[appointment.status]}
          </span>
        </h1>
        <p className="vz-aa-muted">
          {when.date}, {when.time} · {appointment.specialist.name}
        </p>
        <p>
          <Link to={backHref}>{page.back}</Link>
        </p>
      </div>

      <div className="vz-aa-edit">
        <div className="vz-aa-edit__main">
          <section className="vz-aa-edit__card vz-aa-edit__details" aria-labelledby="vz-aa-details-title">
            <h2 className="vz-aa-form__card-title" id="vz-aa-details-title">
              {page.details}
            </h2>
            <AppointmentFacts appointment={appointment} plain withEmail timeZone={timeZone}>
              {appointment.cancellationReason ? (
                <div>
                  <dt>{t.labels.reason}</dt>
                  <dd>{appointment.cancellationReason}</dd>
                </div>
              ) : null}
              <div>
                <dt>{page.created}</dt>
                <dd>{formatDateTime(appointment.createdAt, timeZone)}</dd>
              </div>
            </AppointmentFacts>
          </section>

          <section className="vz-aa-edit__card vz-aa-edit__change" aria-labelledby="vz-aa-change-title">
            <h2 className="vz-aa-form__card-title" id="vz-aa-change-title">
              {page.change}
            </h2>
            {!changeable ? (
              <p className="vz-aa-muted">
                {format(page.changeLocked, { status: STATUS_LABELS[appointment.status].toLowerCase() })}
              </p>
            ) : !options ? (
              <Alert color="red" role="alert" className="vz-aa-alert">
                {t.create.optionsError}
              </Alert>
            ) : (
              <form className="vz-aa-form" noValidate onSubmit={(event) => void submitMove(event)}>
                <VisitFieldset
                  values={visit}
                  onChange={(next) => {
                    if (next.time !== visit.time || next.date !== visit.date || next.specialist !== visit.specialist)
                      setOutsideAccepted(false);
                    setVisit(next);
                  }}
                  errors={visitErrors}
                  options={options}
                  extraServices={extraServices}
                  timeZone={timeZone}
                  disabled={moving}
                  checkFreeTime={timeChanged}
                  outsideAccepted={outsideAccepted}
                  onOutsideAccepted={setOutsideAccepted}
                  outsideError={outsideError}
                  availability={availability}
                />
                {moveProblem ? (
                  <Alert
                    color={moveProblem === page.nothingChanged ? 'gray' : 'red'}
                    role="alert"
                    className="vz-aa-alert"
                    data-testid="move-problem"
                  >
                    {moveProblem}
                  </Alert>
                ) : null}
                <div className="vz-aa-form__buttons">
                  <Button type="submit" size="md" color="pink.8" className="vz-aa-touch" loading={moving}>
                    {page.save}
                  </Button>
                </div>
              </form>
            )}
          </section>
        </div>

        <div className="vz-aa-edit__side">
          <section className="vz-aa-edit__card vz-aa-edit__status" aria-labelledby="vz-aa-actions-title">
            <h2 className="vz-aa-form__card-title" id="vz-aa-actions-title">
              {page.actions}
            </h2>
            {actions.length === 0 ? <p className="vz-aa-muted">{page.noActions}</p> : null}
            {actions.length > 0 ? (
              <div className="vz-aa-edit__actions">
                {actions.map((action) => (
                  <Button
                    key={action}
                    size="sm"
                    variant={action === 'confirm' || action === 'complete' ? 'filled' : 'outline'}
                    color={action === 'confirm' || action === 'complete' ? 'teal.9' : 'red.9'}
                    className="vz-aa-touch"
                    loading={busyAction === action}
                    disabled={busyAction !== null}
                    onClick={() => ask(action)}
                  >
                    {t.actions[action].button}
                  </Button>
                ))}
              </div>
            ) : null}
            {changeable && appointment.status === 'confirmed' && !actions.includes('complete') ? (
              <p className="vz-aa-muted">{page.pastOnly}</p>
            ) : null}
            {actionProblem ? (
              <Alert color="red" role="alert" className="vz-aa-alert" data-testid="action-problem">
                {actionProblem}
              </Alert>
            ) : null}
          </section>

          <section className="vz-aa-edit__card vz-aa-edit__note" aria-labelledby="vz-aa-note-title">
            <h2 className="vz-aa-form__card-title" id="vz-aa-note-title">
              {page.note}
            </h2>
            {noteQuery.isError && !noteQuery.data ? (
              <Alert color="red" role="alert" className="vz-aa-alert">
                <p>{page.noteError}</p>
                <Button variant="white" color="red" mt="xs" className="vz-aa-touch" onClick={() => void noteQuery.refetch()}>
                  {t.retry}
                </Button>
              </Alert>
            ) : !noteQuery.data ? (
              <p className="vz-aa-muted">{page.noteLoading}</p>
            ) : (
              <form className="vz-aa-form" noValidate onSubmit={(event) => void submitNote(event)}>
                <FormField
                  name="adminNote"
                  label={t.form.adminNote}
                  variant="admin"
                  description={t.form.adminNoteHint}
                  errors={noteProblem}
                >
                  {(control) => (
                    <>
                      <textarea
                        {...control}
                        rows={4}
                        maxLength={NOTE_MAX_LENGTH}
                        value={noteText}
                        disabled={noteSaving}
                        onChange={(event) => {
                          setNoteTouched(true);
                          setNoteText(event.currentTarget.value);
                        }}
                      />
                      <span className="vz-aa-muted vz-aa-counter">
                        {format(t.form.counter, { count: noteText.length, max: NOTE_MAX_LENGTH })}
                      </span>
                    </>
                  )}
                </FormField>
                <div className="vz-aa-form__buttons">
                  <Button type="submit" size="sm" variant="outline" color="pink.8" className="vz-aa-touch" loading={noteSaving}>
                    {page.noteSave}
                  </Button>
                </div>
              </form>
            )}
          </section>

          <section className="vz-aa-edit__card vz-aa-edit__history" aria-labelledby="vz-aa-history-title">
            <h2 className="vz-aa-form__card-title" id="vz-aa-history-title">
              {t.history.title}
            </h2>
            {rows.length === 0 ? <p className="vz-aa-muted">{t.history.empty}</p> : null}
            {rows.length > 0 ? (
              <ol className="vz-aa-history" data-testid="appointment-history">
                {rows.map((row) => (
                  <li key={row.id}>
                    <span className="vz-aa-history__meta">
                      <span className="vz-visually-hidden">{t.history.when}: </span>
                      {row.when} · <span className="vz-visually-hidden">{t.history.who}: </span>
                      {row.who}
                    </span>
                    <ul className="vz-aa-history__what">
                      {row.what.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ol>
            ) : null}
          </section>
        </div>
      </div>

      <DeclineDialog
        appointment={appointment}
        busy={busyAction === 'decline'}
        error={dialogError}
        onConfirm={(reason) => void runAction('decline', reason)}
      />
      <StatusActionDialog
        action={dialogAction}
        visit={visitLine}
        busy={busyAction !== null && busyAction === dialogAction}
        error={dialogError}
        onConfirm={(reason) => dialogAction && void runAction(dialogAction, reason)}
      />
    </section>
  );
}
