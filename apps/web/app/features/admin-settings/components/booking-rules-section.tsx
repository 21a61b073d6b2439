import { Alert, Button } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { messages } from '@vizitas/shared';
import { MAX_ADVANCE_DAYS_MAX } from '@vizitas/shared/schemas/admin/booking-rules';
import { FormField } from '~/components/forms/form-field';
import { hasErrors, type FieldErrorMap } from '~/components/forms/form-errors';
import { showToast } from '~/components/toasts/toast';
import { ApiError } from '~/lib/api/json-api';
import { useBookingRules, useSaveBookingRules, type BookingRulesView } from '~/features/admin-settings/api/booking-rules';
import {
  bookingRulesBody,
  bookingRulesValues,
  CANCELLATION_CHOICES,
  choicesWith,
  MINIMUM_NOTICE_CHOICES,
  minutesText,
  SLOT_STEPS,
  type BookingRulesValues,
} from '~/features/admin-settings/model/booking-rules-form';
import '~/components/forms/admin-fields.css';
import './settings.css';
import { OwnerOnly } from '~/components/layout/admin-access';

const t = messages.adminCatalogue;
const tr = t.bookingRules;

export const BOOKING_RULES_SECTION_ID = 'registracijos-taisykles';

/**
 * The settings page's booking rules section: minimum notice, how far ahead, slot step, automatic
 * or manual confirmation, cancellation deadline. Saved with one PATCH; the public booking calendar
 * follows at once (`catalogue.changed`, docs/decisions/015).
 */
export function BookingRulesSection({ businessId, initial }: { businessId: string; initial: BookingRulesView | null }) {
  const rules = useBookingRules(businessId, initial);
  const save = useSaveBookingRules(businessId);
  const [values, setValues] = useState<BookingRulesValues | null>(rules.data ? bookingRulesValues(rules.data) : null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (rules.data && !values) setValues(bookingRulesValues(rules.data));
  }, [rules.data, values]);
  const set = <K extends keyof BookingRulesValues>(key: K, value: BookingRulesValues[K]) =>
    setValues((current) => (current ? { ...current, [key]: value } : current));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const { body, errors: found } = bookingRulesBody(values);
    setErrors(found);
    if (hasErrors(found)) return setProblem(t.fixErrors);
    setProblem(null);
    save.mutate(body, {
      onSuccess: (saved) => {
        setValues(bookingRulesValues(saved));
        showToast({ type: 'success', message: tr.saved });
      },
      onError: (error) => {
        setErrors(error instanceof ApiError ? ((error.body?.fields as FieldErrorMap | undefined) ?? {}) : {});
        setProblem(error instanceof ApiError ? error.message : messages.errors.internal_error);
      },
    });
  };

  const headingId = `${BOOKING_RULES_SECTION_ID}-title`;
  return (
    <section className="vz-settings-section" id={BOOKING_RULES_SECTION_ID} aria-labelledby={headingId}>
      <h2 className="vz-settings-section__title" id={headingId}>
        {tr.title}
      </h2>
      <p className="vz-settings-muted">{tr.intro}</p>
      {!values ? (
        rules.isError ? (
          <Alert color="red" role="alert">
            <p>{t.loadError}</p>
            <Button variant="white" color="red" mt="xs" onClick={() => void rules.refetch()}>
              {t.retry}
            </Button>
          </Alert>
        ) : (
          <p className="vz-settings-muted" role="status">
            {t.loading}
          </p>
        )
      ) : (
        <OwnerOnly>
          <form className="vz-admin-fields vz-settings-form" onSubmit={submit} noValidate>
            {problem ? (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            ) : null}
            <div className="vz-settings-grid">
              <FormField
                name="minimumNoticeMin"
                label={tr.minimumNotice}
                variant="admin"
                errors={errors.minimumNoticeMin}
                description={tr.minimumNoticeHint}
              >
                {(control) => (
                  <select {...control} value={values.minimumNoticeMin} onChange={(e) => set('minimumNoticeMin', e.target.value)}>
                    {choicesWith(MINIMUM_NOTICE_CHOICES, Number(values.minimumNoticeMin)).map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {minutesText(minutes, tr.none)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField
                name="maxAdvanceDays"
                label={tr.maxAdvance}
                variant="admin"
                errors={errors.maxAdvanceDays}
                description={tr.maxAdvanceHint}
              >
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_ADVANCE_DAYS_MAX}
                    value={values.maxAdvanceDays}
                    onChange={(e) => set('maxAdvanceDays', e.target.value)}
                  />
                )}
              </FormField>
              <FormField
                name="slotStepMin"
                label={tr.slotStep}
                variant="admin"
                errors={errors.slotStepMin}
                description={tr.slotStepHint}
              >
                {(control) => (
                  <select {...control} value={values.slotStepMin} onChange={(e) => set('slotStepMin', e.target.value)}>
                    {SLOT_STEPS.map((step) => (
                      <option key={step} value={step}>
                        {minutesText(step, '')}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
              <FormField
                name="cancellationDeadlineMin"
                label={tr.cancellationDeadline}
                variant="admin"
                errors={errors.cancellationDeadlineMin}
                description={tr.cancellationDeadlineHint}
              >
                {(control) => (
                  <select
                    {...control}
                    value={values.cancellationDeadlineMin}
                    onChange={(e) => set('cancellationDeadlineMin', e.target.value)}
                  >
                    {choicesWith(CANCELLATION_CHOICES, Number(values.cancellationDeadlineMin)).map((minutes) => (
                      <option key={minutes} value={minutes}>
                        {minutesText(minutes, tr.none)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </div>
            <fieldset className="vz-field vz-field--admin vz-settings-fieldset">
              <legend className="vz-field__label">{tr.confirmation}</legend>
              {(
                [
                  [true, tr.autoConfirm],
                  [false, tr.manualConfirm],
                ] as const
              ).map(([auto, label]) => (
                <label key={String(auto)} className="vz-settings-radio">
                  <input
                    type="radio"
                    name="autoConfirm"
                    checked={values.autoConfirm === auto}
                    onChange={() => set('autoConfirm', auto)}
                  />
                  <span>{label}</span>
                </label>
              ))}
            </fieldset>
            <div>
              <Button type="submit" color="pink.8" loading={save.isPending} className="vz-settings-touch">
                {t.save}
              </Button>
            </div>
          </form>
        </OwnerOnly>
      )}
    </section>
  );
}
