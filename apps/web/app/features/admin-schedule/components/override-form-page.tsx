import { Alert, Button } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { format, messages } from '@vizitas/shared';
import { FormField } from '~/components/forms/form-field';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { ApiError } from '~/lib/api/json-api';
import { useCreateOverride, type CreatedOverride } from '~/features/admin-schedule/api/create-override';
import { useDeleteOverride } from '~/features/admin-schedule/api/delete-override';
import type { ScheduleOverride } from '~/features/admin-schedule/api/get-overrides';
import { useUpdateOverride } from '~/features/admin-schedule/api/update-override';
import { useScheduleChange } from '~/features/admin-schedule/hooks/use-schedule-change';
import { adminLink } from '~/features/admin-schedule/model/links';
import {
  createOverrideBody,
  NOTE_MAX_LENGTH,
  overrideChange,
  overrideErrors,
  serverOverrideErrors,
  updateOverrideBody,
  type OverrideDraft,
  type OverrideErrors,
} from '~/features/admin-schedule/model/override-form';
import { AffectedDialog } from './affected-dialog';
import { IntervalsEditor } from './intervals-editor';
import './admin-schedule.css';

const t = messages.adminSchedule.override;

export interface OverrideFormPageProps {
  business: string | null;
  /** The override being edited; null on the create page. */
  override: ScheduleOverride | null;
  draft: OverrideDraft;
  specialists: Array<{ id: string; name: string }>;
  today: string;
}

/**
 * `/administratorius/tvarkarascio-pakeitimai/sukurti` and `/{id}/redaguoti`: a date (a range when
 * creating) with its own hours or closed. Saved after the question about the visits the new
 * hours would leave out; the edit page also deletes (after a question). Done: the specialist's
 * schedule page, with a toast.
 */
export function OverrideFormPage({ business, override, draft: initial, specialists, today }: OverrideFormPageProps) {
  const navigate = useNavigate();
  const creating = override === null;
  const [draft, setDraft] = useState<OverrideDraft>(initial);
  const [errors, setErrors] = useState<OverrideErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const flow = useScheduleChange(business);
  const create = useCreateOverride(business);
  const update = useUpdateOverride(business, override?.id ?? '');
  const remove = useDeleteOverride(business, override?.id ?? '');
  const past = override !== null && override.date < today;
  const busy = flow.checking || flow.saving || create.isPending || update.isPending || remove.isPending;
  const scheduleHref = (specialist: string) => adminLink('admin_schedule_show', business, { id: specialist });
  const backHref = initial.specialist ? scheduleHref(initial.specialist) : adminLink('admin_schedule', business);

  const set = <K extends keyof OverrideDraft>(key: K, value: OverrideDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      const field = key === 'works' ? 'intervals' : key;
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field as keyof OverrideErrors];
      return next;
    });
  };

  const failed = (error: unknown) => {
    const fields = serverOverrideErrors(error instanceof ApiError ? error.body?.fields : undefined);
    setErrors(fields);
    setProblem(Object.keys(fields).length > 0 ? messages.adminSchedule.fixErrors : errorMessage(error));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || past) return;
    const found = overrideErrors(draft, today, creating);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem(messages.adminSchedule.fixErrors);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('.has-error input, .has-error select, .has-error textarea')?.focus(),
      );
      return;
    }
    setProblem(null);
    flow.run({
      change: overrideChange(draft, override?.id ?? null),
      save: (cancel) =>
        creating
          ? create.mutateAsync({ ...createOverrideBody(draft), ...(cancel ? { cancelAppointments: cancel } : {}) })
          : update.mutateAsync({ ...updateOverrideBody(draft), ...(cancel ? { cancelAppointments: cancel } : {}) }),
      onSaved: (result) => {
        const count = creating ? (result as CreatedOverride).overrides.length : 1;
        showToast({
          type: 'success',
          message: creating ? (count > 1 ? format(t.createdMany, { count }) : t.created) : t.updated,
        });
        void navigate(scheduleHref(draft.specialist));
      },
      onError: failed,
    });
  };

  const askDelete = () => {
    if (!override || busy) return;
    setProblem(null);
    flow.run({
      change: { change: 'override_delete', override: override.id },
      question: { title: t.deleteTitle, text: t.deleteText, confirm: t.deleteConfirm },
      save: (cancel) => remove.mutateAsync(cancel),
      onSaved: () => {
        showToast({ type: 'success', message: t.deleted });
        void navigate(scheduleHref(override.specialistId));
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  const title = creating ? t.createTitle : t.editTitle;
  return (
    <section className="vz-as vz-as-form-page" aria-labelledby="vz-as-form-title">
      <p className="vz-as-back">
        <Link to={backHref}>← {messages.adminSchedule.back}</Link>
      </p>
      <header className="vz-as-header">
        <h1 className="vz-admin-page__title" id="vz-as-form-title">
          {title}
        </h1>
        <p className="vz-as-muted">{t.intro}</p>
      </header>
      {past ? (
        <Alert color="yellow" className="vz-as-alert">
          {t.pastNote}
        </Alert>
      ) : null}
      <form
        ref={formRef}
        className="vz-as-card vz-as-form"
        noValidate
        onSubmit={submit}
        aria-describedby={problem ? 'vz-as-form-problem' : undefined}
      >
        <FormField name="specialist" label={t.specialist} variant="admin" errors={errors.specialist} required>
          {(control) => (
            <select
              {...control}
              value={draft.specialist}
              disabled={busy || past}
              onChange={(event) => set('specialist', event.currentTarget.value)}
            >
              <option value="">—</option>
              {specialists.map((specialist) => (
                <option key={specialist.id} value={specialist.id}>
                  {specialist.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="vz-as-form__dates">
          <FormField name="date" label={creating ? t.startDate : t.date} variant="admin" errors={errors.date} required>
            {(control) => (
              <input
                {...control}
                type="date"
                min={today}
                value={draft.date}
                disabled={busy || past}
                onChange={(event) => set('date', event.currentTarget.value)}
              />
            )}
          </FormField>
          {creating ? (
            <FormField name="endDate" label={t.endDate} variant="admin" errors={errors.endDate} description={t.endDateHint}>
              {(control) => (
                <input
                  {...control}
                  type="date"
                  min={draft.date || today}
                  value={draft.endDate}
                  disabled={busy}
                  onChange={(event) => set('endDate', event.currentTarget.value)}
                />
              )}
            </FormField>
          ) : null}
        </div>
        <fieldset
          className={`vz-field vz-field--admin vz-as-kind${errors.intervals ? ' has-error' : ''}`}
          disabled={busy || past}
        >
          <legend className="vz-field__label">{t.kind}</legend>
          <div className="vz-as-choices">
            {([true, false] as const).map((works) => (
              <label key={String(works)} className="vz-as-choice">
                <input type="radio" name="works" checked={draft.works === works} onChange={() => set('works', works)} />
                <span>{works ? t.works : t.closed}</span>
              </label>
            ))}
          </div>
          {draft.works ? (
            <div className="vz-as-form__intervals">
              <p className="vz-as-form__label">{t.intervals}</p>
              <IntervalsEditor
                label={t.intervals}
                intervals={draft.intervals}
                onChange={(intervals) => set('intervals', intervals)}
                errors={errors.intervals}
                disabled={busy || past}
              />
            </div>
          ) : errors.intervals ? (
            <ul className="vz-field__errors">
              {errors.intervals.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </fieldset>
        <FormField name="note" label={t.note} variant="admin" errors={errors.note}>
          {(control) => (
            <input
              {...control}
              type="text"
              maxLength={NOTE_MAX_LENGTH}
              value={draft.note}
              disabled={busy || past}
              onChange={(event) => set('note', event.currentTarget.value)}
            />
          )}
        </FormField>
        {problem ? (
          <Alert color="red" role="alert" className="vz-as-alert" id="vz-as-form-problem">
            {problem}
          </Alert>
        ) : null}
        <div className="vz-as-buttons">
          <Button type="submit" size="md" color="pink.8" className="vz-as-touch" loading={busy} disabled={past}>
            {t.save}
          </Button>
          <Link className="vz-as-cancel" to={backHref}>
            {messages.adminSchedule.cancel}
          </Link>
          {override && !past ? (
            <Button
              variant="outline"
              color="red"
              size="md"
              className="vz-as-touch vz-as-buttons__end"
              disabled={busy}
              onClick={askDelete}
            >
              {t.delete}
            </Button>
          ) : null}
        </div>
      </form>
      <AffectedDialog flow={flow} />
    </section>
  );
}
