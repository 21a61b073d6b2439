import { Alert, Button } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { format, messages } from '@vizitas/shared';
import { FormField } from '~/components/forms/form-field';
import type { PhoneFieldHandle } from '~/components/forms/phone-field';
import { phoneCheckMessage, type PhoneCheck } from '~/components/forms/phone-check';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { ApiError } from '~/lib/api/json-api';
import {
  NO_BOOKING_OPTIONS,
  useBookingOptions,
  type BookingOptions,
} from '~/features/admin-appointments/api/get-booking-options';
import { useCreateAppointment } from '~/features/admin-appointments/api/create-appointment';
import {
  checkVisitFields,
  createBody,
  NOTE_MAX_LENGTH,
  type ClientChoice,
  type CreatePrefill,
  type VisitFieldErrors,
  type VisitFields,
} from '~/features/admin-appointments/model/appointment-form';
import { ClientPicker, type ClientErrors } from './client-picker';
import { useOutsideFreeTimes, VisitFieldset } from './visit-fields';
import './admin-appointments.css';
import '~/components/forms/admin-fields.css';
import './appointment-form.css';

const t = messages.adminAppointments.form;
const page = messages.adminAppointments.create;

export interface AppointmentCreatePageProps {
  /** The `?verslas=` slug of the page (null: the member's first business). */
  business: string | null;
  /** The business's slug (for its services, specialists and free times). */
  slug: string;
  options: BookingOptions | null;
  prefill: CreatePrefill;
  /** Where the page returns after saving or on "Atšaukti" (`?grizti=`, default the list). */
  backHref: string;
  timeZone: string;
}

interface FormErrors extends VisitFieldErrors, ClientErrors {
  outside?: string;
  adminNote?: string;
  customerNote?: string;
}

/** The API's field names → the form's. */
function serverFieldErrors(error: unknown): FormErrors {
  if (!(error instanceof ApiError) || !error.body?.fields) return {};
  const fields = error.body.fields;
  const first = (name: string) => fields[name]?.[0];
  const result: FormErrors = {};
  if (first('services')) result.services = first('services');
  if (first('specialist')) result.specialist = first('specialist');
  if (first('start')) result.time = first('start');
  if (first('clientName')) result.name = first('clientName');
  if (first('customerId')) result.client = first('customerId');
  if (fields.clientPhone) result.phone = fields.clientPhone;
  if (first('adminNote')) result.adminNote = first('adminNote');
  if (first('customerNote')) result.customerNote = first('customerNote');
  return result;
}

function NoteField(props: {
  name: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled: boolean;
}) {
  return (
    <FormField name={props.name} label={props.label} variant="admin" errors={props.error} description={props.hint}>
      {(control) => (
        <>
          <textarea
            {...control}
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            value={props.value}
            disabled={props.disabled}
            onChange={(event) => props.onChange(event.currentTarget.value)}
          />
          <span className="vz-aa-muted vz-aa-counter">
            {format(t.counter, { count: props.value.length, max: NOTE_MAX_LENGTH })}
          </span>
        </>
      )}
    </FormField>
  );
}

/**
 * `/administratorius/vizitai/sukurti`: a walk-in or a phone booking. The client (found or typed
 * in), the services, the specialist, the date and time with the day's free times, the status
 * (confirmed unless said otherwise) and the notes. Outside the free times the admin confirms she
 * means it; over another visit the API refuses (409) and the page says so. Saved: back to where
 * the page was opened from, with a toast.
 */
export function AppointmentCreatePage({
  business,
  slug,
  options: initialOptions,
  prefill,
  backHref,
  timeZone,
}: AppointmentCreatePageProps) {
  const navigate = useNavigate();
  const optionsQuery = useBookingOptions(slug, initialOptions);
  const options = optionsQuery.data ?? null;
  const create = useCreateAppointment(business);
  const phoneRef = useRef<PhoneFieldHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const [client, setClient] = useState<ClientChoice>({ kind: 'existing', client: null });
  const [visit, setVisit] = useState<VisitFields>({
    services: [],
    specialist: prefill.specialist,
    date: prefill.date,
    time: prefill.time,
  });
  const [status, setStatus] = useState<'confirmed' | 'pending'>('confirmed');
  const [adminNote, setAdminNote] = useState('');
  const [customerNote, setCustomerNote] = useState('');
  const [outsideAccepted, setOutsideAccepted] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const availability = useOutsideFreeTimes(visit, options ?? NO_BOOKING_OPTIONS, timeZone);

  /** A field the admin changes is no longer marked (the next submit checks it again). */
  const clearErrors = (keys: Array<keyof FormErrors>) => {
    setErrors((current) => {
      const next = { ...current };
      for (const key of keys) delete next[key];
      if (Object.keys(next).length === 0) setProblem((shown) => (shown === t.fixErrors ? null : shown));
      return next;
    });
  };

  const changeVisit = (next: VisitFields) => {
    const changed = (Object.keys(next) as Array<keyof VisitFields>).filter((key) => String(next[key]) !== String(visit[key]));
    // Another time, day or specialist: the warning must be accepted again.
    if (next.time !== visit.time || next.date !== visit.date || next.specialist !== visit.specialist) setOutsideAccepted(false);
    clearErrors([...changed, ...(changed.includes('services') ? (['specialist'] as const) : []), 'outside']);
    setVisit(next);
  };

  if (!options) {
    return (
      <section className="vz-aa vz-aa-form-page vz-admin-fields" aria-labelledby="vz-aa-form-title">
        <h1 className="vz-admin-page__title" id="vz-aa-form-title">
          {page.title}
        </h1>
        <Alert color="red" role="alert" className="vz-aa-alert">
          <p>{page.optionsError}</p>
          <Button
            variant="white"
            color="red"
            mt="xs"
            className="vz-aa-touch"
            loading={optionsQuery.isFetching}
            onClick={() => void optionsQuery.refetch()}
          >
            {messages.adminAppointments.retry}
          </Button>
        </Alert>
      </section>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const found: FormErrors = { ...checkVisitFields(visit) };
    const specialist = options.specialists.find((s) => s.id === visit.specialist);
    if (!found.specialist && specialist && !visit.services.every((id) => specialist.serviceIds.includes(id)))
      found.specialist = t.specialistNotOffering;
    let chosen = client;
    if (client.kind === 'existing' && !client.client) found.client = t.clientRequired;
    if (client.kind === 'new') {
      if (!client.name.trim()) found.name = t.clientNameRequired;
      // Not loaded yet counts as empty.
      const check: PhoneCheck = phoneRef.current?.check(true) ?? { ok: false, code: 'REQUIRED' };
      if (check.ok) chosen = { ...client, phone: check.e164 };
      else found.phone = [phoneCheckMessage(check.code) ?? messages.phone.errors.INVALID_FORMAT];
    }
    if (availability.outside === true && !outsideAccepted) found.outside = t.outsideHoursRequired;
    const body =
      Object.keys(found).length === 0
        ? createBody(options.business.id, { client: chosen, ...visit, status, adminNote, customerNote }, timeZone)
        : null;
    if (!body) {
      setErrors(found);
      setProblem(t.fixErrors);
      // The first field to fix gets the focus.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('.has-error input, .has-error select, .has-error textarea')?.focus(),
      );
      return;
    }
    setErrors({});
    setProblem(null);
    create.mutate(body, {
      onSuccess: () => {
        showToast({ type: 'success', message: page.created });
        void navigate(backHref);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        setErrors(fields);
        setProblem(Object.keys(fields).length > 0 ? t.fixErrors : errorMessage(error));
      },
    });
  };

  const saving = create.isPending;
  return (
    <section className="vz-aa vz-aa-form-page vz-admin-fields" aria-labelledby="vz-aa-form-title">
      <div className="vz-aa-form-page__head">
        <h1 className="vz-admin-page__title" id="vz-aa-form-title">
          {page.title}
        </h1>
        <p className="vz-aa-muted">{page.intro}</p>
      </div>
      {options.services.length === 0 ? (
        <Alert color="yellow" className="vz-aa-alert">
          {page.noServices}
        </Alert>
      ) : null}
      <form
        ref={formRef}
        className="vz-aa-form"
        noValidate
        onSubmit={submit}
        aria-describedby={problem ? 'vz-aa-form-problem' : undefined}
      >
        <div className="vz-aa-form__card">
          <ClientPicker
            business={business}
            value={client}
            onChange={(next) => {
              setClient(next);
              clearErrors(['client', 'name']);
            }}
            errors={errors}
            onClearPhoneError={() => clearErrors(['phone'])}
            onPhoneChecked={(message) =>
              message ? setErrors((current) => ({ ...current, phone: [message] })) : clearErrors(['phone'])
            }
            phoneRef={phoneRef}
            disabled={saving}
          />
        </div>
        <div className="vz-aa-form__card">
          <VisitFieldset
            headingLevel={2}
            values={visit}
            onChange={changeVisit}
            errors={errors}
            options={options}
            timeZone={timeZone}
            disabled={saving}
            checkFreeTime
            outsideAccepted={outsideAccepted}
            onOutsideAccepted={(accepted) => {
              setOutsideAccepted(accepted);
              clearErrors(['outside']);
            }}
            outsideError={errors.outside}
            availability={availability}
          />
        </div>
        <div className="vz-aa-form__card">
          <FormField name="status" label={t.status} variant="admin">
            {(control) => (
              <select
                {...control}
                value={status}
                disabled={saving}
                onChange={(event) => setStatus(event.currentTarget.value === 'pending' ? 'pending' : 'confirmed')}
              >
                <option value="confirmed">{t.statusConfirmed}</option>
                <option value="pending">{t.statusPending}</option>
              </select>
            )}
          </FormField>
          <div className="vz-aa-form__notes">
            <NoteField
              name="adminNote"
              label={t.adminNote}
              hint={t.adminNoteHint}
              value={adminNote}
              onChange={(value) => {
                setAdminNote(value);
                clearErrors(['adminNote']);
              }}
              error={errors.adminNote}
              disabled={saving}
            />
            <NoteField
              name="customerNote"
              label={t.customerNote}
              hint={t.customerNoteHint}
              value={customerNote}
              onChange={(value) => {
                setCustomerNote(value);
                clearErrors(['customerNote']);
              }}
              error={errors.customerNote}
              disabled={saving}
            />
          </div>
        </div>
        {problem ? (
          <Alert color="red" role="alert" className="vz-aa-alert" id="vz-aa-form-problem" data-testid="form-problem">
            {problem}
          </Alert>
        ) : null}
        <div className="vz-aa-form__buttons">
          <Button type="submit" size="md" color="pink.8" className="vz-aa-touch" loading={saving}>
            {page.save}
          </Button>
          <Link className="vz-aa-action__back" to={backHref}>
            {t.cancel}
          </Link>
        </div>
      </form>
    </section>
  );
}
