import { Alert, Button } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '@vizitas/shared';
import { FormField } from '~/components/forms/form-field';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { ApiError } from '~/lib/api/json-api';
import { useCreateHoliday } from '~/features/admin-schedule/api/create-holiday';
import type { Holiday } from '~/features/admin-schedule/api/get-holidays';
import { useUpdateHoliday } from '~/features/admin-schedule/api/update-holiday';
import { useScheduleChange } from '~/features/admin-schedule/hooks/use-schedule-change';
import {
  HOLIDAY_NAME_MAX,
  holidayBody,
  holidayChange,
  holidayErrors,
  serverHolidayErrors,
  type HolidayDraft,
  type HolidayErrors,
} from '~/features/admin-schedule/model/holiday-form';
import { adminLink } from '~/features/admin-schedule/model/links';
import { AffectedDialog } from './affected-dialog';
import './admin-schedule.css';

const t = messages.adminSchedule.holidays;

export interface HolidayFormPageProps {
  business: string | null;
  /** The day off being edited; null on the create page. */
  holiday: Holiday | null;
  draft: HolidayDraft;
  specialists: Array<{ id: string; name: string }>;
}

/**
 * `/administratorius/laisvadieniai/sukurti` and `/{id}/redaguoti`: a day off (a date range) of the
 * business or of one specialist, saved after the question about the visits booked on those days.
 * Done: the list of days off, with a toast.
 */
export function HolidayFormPage({ business, holiday, draft: initial, specialists }: HolidayFormPageProps) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<HolidayDraft>(initial);
  const [errors, setErrors] = useState<HolidayErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const flow = useScheduleChange(business);
  const create = useCreateHoliday(business);
  const update = useUpdateHoliday(business, holiday?.id ?? '');
  const busy = flow.checking || flow.saving || create.isPending || update.isPending;
  const listHref = adminLink('admin_holiday_list', business);

  const set = (key: keyof HolidayDraft, value: string) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = holidayErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem(messages.adminSchedule.fixErrors);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('.has-error input, .has-error select')?.focus());
      return;
    }
    setProblem(null);
    const body = holidayBody(draft);
    flow.run({
      change: holidayChange(draft),
      save: (cancel) => {
        const withCancel = { ...body, ...(cancel ? { cancelAppointments: cancel } : {}) };
        return holiday ? update.mutateAsync(withCancel) : create.mutateAsync(withCancel);
      },
      onSaved: () => {
        showToast({ type: 'success', message: holiday ? t.updated : t.created });
        void navigate(listHref);
      },
      onError: (error) => {
        const fields = serverHolidayErrors(error instanceof ApiError ? error.body?.fields : undefined);
        setErrors(fields);
        setProblem(Object.keys(fields).length > 0 ? messages.adminSchedule.fixErrors : errorMessage(error));
      },
    });
  };

  return (
    <section className="vz-as vz-as-form-page" aria-labelledby="vz-as-form-title">
      <p className="vz-as-back">
        <Link to={listHref}>← {t.backToList}</Link>
      </p>
      <header className="vz-as-header">
        <h1 className="vz-admin-page__title" id="vz-as-form-title">
          {holiday ? t.editTitle : t.createTitle}
        </h1>
        <p className="vz-as-muted">{t.formIntro}</p>
      </header>
      <form
        ref={formRef}
        className="vz-as-card vz-as-form"
        noValidate
        onSubmit={submit}
        aria-describedby={problem ? 'vz-as-form-problem' : undefined}
      >
        <div className="vz-as-form__dates">
          <FormField name="startDate" label={t.startDate} variant="admin" errors={errors.startDate} required>
            {(control) => (
              <input
                {...control}
                type="date"
                value={draft.startDate}
                disabled={busy}
                onChange={(event) => set('startDate', event.currentTarget.value)}
              />
            )}
          </FormField>
          <FormField name="endDate" label={t.endDate} variant="admin" errors={errors.endDate} required>
            {(control) => (
              <input
                {...control}
                type="date"
                min={draft.startDate || undefined}
                value={draft.endDate}
                disabled={busy}
                onChange={(event) => set('endDate', event.currentTarget.value)}
              />
            )}
          </FormField>
        </div>
        <FormField name="specialist" label={t.who} variant="admin" errors={errors.specialist}>
          {(control) => (
            <select
              {...control}
              value={draft.specialist}
              disabled={busy}
              onChange={(event) => set('specialist', event.currentTarget.value)}
            >
              <option value="">{messages.adminSchedule.everyone}</option>
              {specialists.map((specialist) => (
                <option key={specialist.id} value={specialist.id}>
                  {specialist.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField name="name" label={t.name} variant="admin" errors={errors.name} description={t.nameHint}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={HOLIDAY_NAME_MAX}
              value={draft.name}
              disabled={busy}
              onChange={(event) => set('name', event.currentTarget.value)}
            />
          )}
        </FormField>
        {problem ? (
          <Alert color="red" role="alert" className="vz-as-alert" id="vz-as-form-problem">
            {problem}
          </Alert>
        ) : null}
        <div className="vz-as-buttons">
          <Button type="submit" size="md" color="pink.8" className="vz-as-touch" loading={busy}>
            {t.save}
          </Button>
          <Link className="vz-as-cancel" to={listHref}>
            {messages.adminSchedule.cancel}
          </Link>
          {holiday ? (
            <Link
              className="vz-as-danger-link vz-as-buttons__end"
              to={adminLink('admin_holiday_delete', business, { id: holiday.id })}
            >
              {t.delete}
            </Link>
          ) : null}
        </div>
      </form>
      <AffectedDialog flow={flow} />
    </section>
  );
}
