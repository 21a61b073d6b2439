import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { messages } from '@vizitas/shared';
import { TextField } from '~/components/forms/form-field';
import { showToast } from '~/components/toasts/toast';
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
  type HolidayField,
} from '~/features/admin-schedule/model/holiday-form';
import { adminLink } from '~/features/admin-schedule/model/links';
import { useDraftForm } from '~/features/admin-schedule/hooks/use-draft-form';
import { AffectedDialog } from './affected-dialog';
import '~/components/forms/admin-fields.css';
import { AdminForm, BackLink, DateField, FormButtons, PageHeader, SpecialistField } from './parts';
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
  const { draft, errors, problem, formRef, set, passes, refused } = useDraftForm<HolidayDraft, HolidayField>(
    initial,
    serverHolidayErrors,
  );
  const flow = useScheduleChange(business);
  const create = useCreateHoliday(business);
  const update = useUpdateHoliday(business, holiday?.id ?? '');
  const busy = flow.checking || flow.saving || create.isPending || update.isPending;
  const listHref = adminLink('admin_holiday_list', business);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!passes(holidayErrors(draft))) return;
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
      onError: refused,
    });
  };

  return (
    <section className="vz-as vz-as-form-page vz-admin-fields" aria-labelledby="vz-as-form-title">
      <BackLink to={listHref} label={t.backToList} />
      <PageHeader
        id="vz-as-form-title"
        title={holiday ? t.editTitle : t.createTitle}
        intro={<p className="vz-as-muted">{t.formIntro}</p>}
      />
      <AdminForm
        formRef={formRef}
        onSubmit={submit}
        problem={problem}
        buttons={
          <FormButtons save={t.save} busy={busy} cancelTo={listHref}>
            {holiday ? (
              <Link
                className="vz-as-danger-link vz-as-buttons__end"
                to={adminLink('admin_holiday_delete', business, { id: holiday.id })}
              >
                {t.delete}
              </Link>
            ) : null}
          </FormButtons>
        }
      >
        <div className="vz-as-form__dates">
          <DateField
            name="startDate"
            label={t.startDate}
            value={draft.startDate}
            onChange={(value) => set('startDate', value)}
            errors={errors.startDate}
            required
            disabled={busy}
          />
          <DateField
            name="endDate"
            label={t.endDate}
            value={draft.endDate}
            onChange={(value) => set('endDate', value)}
            errors={errors.endDate}
            min={draft.startDate}
            required
            disabled={busy}
          />
        </div>
        <SpecialistField
          label={t.who}
          value={draft.specialist}
          onChange={(value) => set('specialist', value)}
          specialists={specialists}
          empty={messages.adminSchedule.everyone}
          errors={errors.specialist}
          disabled={busy}
        />
        <TextField
          name="name"
          label={t.name}
          variant="admin"
          errors={errors.name}
          description={t.nameHint}
          type="text"
          maxLength={HOLIDAY_NAME_MAX}
          value={draft.name}
          disabled={busy}
          onChange={(event) => set('name', event.currentTarget.value)}
        />
      </AdminForm>
      <AffectedDialog flow={flow} />
    </section>
  );
}
