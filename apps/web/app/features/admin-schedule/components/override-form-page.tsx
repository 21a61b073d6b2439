import { Alert, Button } from '@mantine/core';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { format, messages } from '@vizitas/shared';
import { TextField } from '~/components/forms/form-field';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
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
  type OverrideField,
} from '~/features/admin-schedule/model/override-form';
import { useDraftForm } from '~/features/admin-schedule/hooks/use-draft-form';
import { AffectedDialog } from './affected-dialog';
import { IntervalsEditor } from './intervals-editor';
import { AdminForm, BackLink, DateField, FormButtons, PageHeader, SpecialistField } from './parts';
import '~/components/forms/admin-fields.css';
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
  const { draft, errors, problem, setProblem, formRef, set, passes, refused } = useDraftForm<OverrideDraft, OverrideField>(
    initial,
    serverOverrideErrors,
  );
  const flow = useScheduleChange(business);
  const create = useCreateOverride(business);
  const update = useUpdateOverride(business, override?.id ?? '');
  const remove = useDeleteOverride(business, override?.id ?? '');
  const past = override !== null && override.date < today;
  const busy = flow.checking || flow.saving || create.isPending || update.isPending || remove.isPending;
  const scheduleHref = (specialist: string) => adminLink('admin_schedule_show', business, { id: specialist });
  const backHref = initial.specialist ? scheduleHref(initial.specialist) : adminLink('admin_schedule', business);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || past) return;
    if (!passes(overrideErrors(draft, today, creating))) return;
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
      onError: refused,
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
    <section className="vz-as vz-as-form-page vz-admin-fields" aria-labelledby="vz-as-form-title">
      <BackLink to={backHref} label={messages.adminSchedule.back} />
      <PageHeader id="vz-as-form-title" title={title} intro={<p className="vz-as-muted">{t.intro}</p>} />
      {past ? (
        <Alert color="yellow" className="vz-as-alert">
          {t.pastNote}
        </Alert>
      ) : null}
      <AdminForm
        formRef={formRef}
        onSubmit={submit}
        problem={problem}
        buttons={
          <FormButtons save={t.save} busy={busy} disabled={past} cancelTo={backHref}>
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
          </FormButtons>
        }
      >
        <SpecialistField
          label={t.specialist}
          value={draft.specialist}
          onChange={(value) => set('specialist', value)}
          specialists={specialists}
          empty="—"
          errors={errors.specialist}
          required
          disabled={busy || past}
        />
        <div className="vz-as-form__dates">
          <DateField
            name="date"
            label={creating ? t.startDate : t.date}
            value={draft.date}
            onChange={(value) => set('date', value)}
            errors={errors.date}
            min={today}
            required
            disabled={busy || past}
          />
          {creating ? (
            <DateField
              name="endDate"
              label={t.endDate}
              value={draft.endDate}
              onChange={(value) => set('endDate', value)}
              errors={errors.endDate}
              min={draft.date || today}
              description={t.endDateHint}
              disabled={busy}
            />
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
                <input
                  type="radio"
                  name="works"
                  checked={draft.works === works}
                  onChange={() => set('works', works, 'intervals')}
                />
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
          ) : null}
        </fieldset>
        <TextField
          name="note"
          label={t.note}
          variant="admin"
          errors={errors.note}
          type="text"
          maxLength={NOTE_MAX_LENGTH}
          value={draft.note}
          disabled={busy || past}
          onChange={(event) => set('note', event.currentTarget.value)}
        />
      </AdminForm>
      <AffectedDialog flow={flow} />
    </section>
  );
}
