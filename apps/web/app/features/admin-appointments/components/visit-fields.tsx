import { Alert, Checkbox } from '@mantine/core';
import { format, messages } from '@vizitas/shared';
import { FormField } from '~/components/forms/form-field';
import { formatDuration, formatPrice } from '~/lib/format';
import { formatTime } from '~/lib/dates';
import type { BookingOptions } from '~/features/admin-appointments/api/get-booking-options';
import { useFreeTimes } from '~/features/admin-appointments/api/get-free-times';
import { isFreeTime, type VisitFieldErrors, type VisitFields } from '~/features/admin-appointments/model/appointment-form';
import { zonedInstant } from '~/features/admin-appointments/model/appointment-time';

const t = messages.adminAppointments.form;

export interface ServiceChoice {
  id: string;
  name: string;
  durationMin: number;
  priceCents: number;
}

export interface VisitFieldsProps {
  values: VisitFields;
  onChange: (values: VisitFields) => void;
  errors: VisitFieldErrors;
  options: BookingOptions;
  /** Services beyond the active ones (an edited visit's own). */
  extraServices?: ServiceChoice[];
  timeZone: string;
  disabled?: boolean;
  /** Whether the chosen time must be checked against the free times (not when it is the visit's own). */
  checkFreeTime: boolean;
  outsideAccepted: boolean;
  onOutsideAccepted: (accepted: boolean) => void;
  outsideError?: string | null;
  /** The day's free times and whether the chosen start is one of them (`useOutsideFreeTimes`). */
  availability: Availability;
  /** The level of the free times' heading: 3 under a card's h2 (the edit page), 2 right under the page's h1 (the create page). */
  headingLevel?: 2 | 3;
}

export interface Availability {
  outside: boolean | null;
  freeTimes: ReturnType<typeof useFreeTimes>;
}

/** Whether the chosen start lies outside the suggested free times (null: cannot tell yet). */
export function useOutsideFreeTimes(values: VisitFields, options: BookingOptions, timeZone: string): Availability {
  const ready = values.services.length > 0 && values.specialist !== '' && values.date !== '';
  const freeTimes = useFreeTimes(
    ready
      ? { business: options.business.slug, date: values.date, services: values.services, specialist: values.specialist }
      : null,
  );
  const start = zonedInstant(values.date, values.time, timeZone);
  const outside = !ready || !start || !freeTimes.data ? null : !isFreeTime(start, values.specialist, freeTimes.data.slots);
  return { outside, freeTimes };
}

/**
 * What, with whom and when: the services (several), the specialist (those who offer all of
 * them), the date and start time in Vilnius with the day's free times to pick from. Any other
 * time may be typed; outside the free times the admin must say she means it.
 */
export function VisitFieldset({
  values,
  onChange,
  errors,
  options,
  extraServices = [],
  timeZone,
  disabled,
  checkFreeTime,
  outsideAccepted,
  onOutsideAccepted,
  outsideError,
  availability,
  headingLevel = 3,
}: VisitFieldsProps) {
  const FreeTimesHeading = headingLevel === 2 ? 'h2' : 'h3';
  const services: ServiceChoice[] = [
    ...options.services,
    ...extraServices.filter((extra) => !options.services.some((s) => s.id === extra.id)),
  ];
  const offers = (specialistId: string) => {
    const specialist = options.specialists.find((s) => s.id === specialistId);
    return specialist !== undefined && values.services.every((id) => specialist.serviceIds.includes(id));
  };
  const { outside, freeTimes } = availability;
  const set = (change: Partial<VisitFields>) => onChange({ ...values, ...change });
  const toggleService = (id: string, checked: boolean) =>
    set({
      services: checked
        ? services.map((s) => s.id).filter((sid) => sid === id || values.services.includes(sid))
        : values.services.filter((sid) => sid !== id),
    });

  const duration = values.services.reduce((sum, id) => sum + (services.find((s) => s.id === id)?.durationMin ?? 0), 0);
  const start = zonedInstant(values.date, values.time, timeZone);
  const specialistError =
    errors.specialist ??
    (values.specialist && values.services.length > 0 && !offers(values.specialist) ? t.specialistNotOffering : undefined);
  const slots = freeTimes.data?.slots.filter((slot) => slot.specialistId === values.specialist) ?? [];
  const ready = values.services.length > 0 && values.specialist !== '' && values.date !== '';

  return (
    <>
      <fieldset
        className={`vz-aa-form__group vz-field vz-field--admin${errors.services ? ' has-error' : ''}`}
        data-field="services"
        disabled={disabled}
      >
        <legend className="vz-field__label" data-required="">
          {t.services}
        </legend>
        <div className="vz-aa-form__services">
          {services.map((service) => (
            <Checkbox
              key={service.id}
              classNames={{ root: 'vz-aa-form__service', label: 'vz-aa-form__service-label' }}
              label={
                <>
                  <span>{service.name}</span>{' '}
                  <span className="vz-aa-muted">
                    {format(t.serviceLine, {
                      duration: formatDuration(service.durationMin),
                      price: formatPrice(service.priceCents),
                    })}
                  </span>
                </>
              }
              checked={values.services.includes(service.id)}
              onChange={(event) => toggleService(service.id, event.currentTarget.checked)}
            />
          ))}
        </div>
        {errors.services ? (
          <ul className="vz-field__errors">
            <li>{errors.services}</li>
          </ul>
        ) : null}
      </fieldset>

      <FormField name="specialist" label={t.specialist} variant="admin" errors={specialistError} required>
        {(control) => (
          <select
            {...control}
            value={values.specialist}
            disabled={disabled}
            onChange={(event) => set({ specialist: event.currentTarget.value })}
          >
            <option value="">{t.specialistChoose}</option>
            {options.specialists.map((specialist) => (
              <option key={specialist.id} value={specialist.id}>
                {offers(specialist.id) || values.services.length === 0
                  ? specialist.name
                  : format(t.specialistOtherServices, { name: specialist.name })}
              </option>
            ))}
          </select>
        )}
      </FormField>

      <div className="vz-aa-form__when">
        <FormField name="date" label={t.date} variant="admin" errors={errors.date} required>
          {(control) => (
            <input
              {...control}
              type="date"
              value={values.date}
              disabled={disabled}
              onChange={(event) => set({ date: event.currentTarget.value })}
            />
          )}
        </FormField>
        <FormField name="time" label={t.time} variant="admin" errors={errors.time} description={t.timeHint} required>
          {(control) => (
            <input
              {...control}
              type="time"
              step={300}
              value={values.time}
              disabled={disabled}
              onChange={(event) => set({ time: event.currentTarget.value })}
            />
          )}
        </FormField>
      </div>
      {start && duration > 0 ? (
        <p className="vz-aa-muted" aria-live="polite">
          {format(t.endsAt, {
            end: formatTime(Date.parse(start) + duration * 60_000, timeZone),
            duration: formatDuration(duration),
          })}
        </p>
      ) : null}

      <section className="vz-aa-form__free" aria-labelledby="vz-aa-free-title" aria-busy={freeTimes.isFetching}>
        <FreeTimesHeading className="vz-aa-form__free-title" id="vz-aa-free-title">
          {t.freeTimes}
        </FreeTimesHeading>
        {!ready ? <p className="vz-aa-muted">{t.freeTimesChoose}</p> : null}
        {ready && freeTimes.isPending ? <p className="vz-aa-muted">{t.freeTimesLoading}</p> : null}
        {ready && freeTimes.isError ? <p className="vz-aa-muted">{t.freeTimesError}</p> : null}
        {ready && freeTimes.data && slots.length === 0 ? <p className="vz-aa-muted">{t.freeTimesNone}</p> : null}
        {ready && slots.length > 0 ? (
          <>
            <p className="vz-aa-muted">{t.freeTimesHint}</p>
            <ul className="vz-aa-form__slots">
              {slots.map((slot) => {
                const time = formatTime(slot.start, timeZone);
                const chosen = start !== null && Date.parse(slot.start) === Date.parse(start);
                return (
                  <li key={slot.start}>
                    <button
                      type="button"
                      className="vz-aa-form__slot"
                      aria-pressed={chosen}
                      disabled={disabled}
                      onClick={() => set({ time })}
                    >
                      {time}
                    </button>
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </section>

      {checkFreeTime && outside ? (
        <Alert color="yellow" className="vz-aa-alert" data-testid="outside-free-times">
          <p>{t.outsideHours}</p>
          <div className={`vz-field vz-field--admin${outsideError ? ' has-error' : ''}`}>
            <Checkbox
              mt="sm"
              label={t.outsideHoursAccept}
              checked={outsideAccepted}
              disabled={disabled}
              onChange={(event) => onOutsideAccepted(event.currentTarget.checked)}
            />
            {outsideError ? (
              <ul className="vz-field__errors">
                <li>{outsideError}</li>
              </ul>
            ) : null}
          </div>
        </Alert>
      ) : null}
    </>
  );
}
