import { useNavigate } from 'react-router';
import { format, messages } from '@vizitas/shared';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { useDeleteHoliday } from '~/features/admin-schedule/api/delete-holiday';
import type { Holiday } from '~/features/admin-schedule/api/get-holidays';
import { adminLink } from '~/features/admin-schedule/model/links';
import { daysIn, formatDateRange } from '~/features/admin-schedule/model/schedule-format';
import { BackLink, ConfirmButtons, FormProblem } from './parts';
import './admin-schedule.css';

const t = messages.adminSchedule.holidays;

export interface HolidayDeletePageProps {
  business: string | null;
  holiday: Holiday;
  specialistName: string | null;
}

/**
 * `/administratorius/laisvadieniai/{id}/istrinti` (admin_holiday_delete): the confirmation itself —
 * the day off, what deleting it means, and one button. Done: the list, with a toast.
 */
export function HolidayDeletePage({ business, holiday, specialistName }: HolidayDeletePageProps) {
  const navigate = useNavigate();
  const remove = useDeleteHoliday(business, holiday.id);
  const listHref = adminLink('admin_holiday_list', business);
  const submit = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast({ type: 'success', message: t.deleted });
        void navigate(listHref);
      },
    });
  return (
    <section className="vz-as vz-as-form-page" aria-labelledby="vz-as-delete-title">
      <BackLink to={listHref} label={t.backToList} />
      <h1 className="vz-admin-page__title" id="vz-as-delete-title">
        {t.deleteTitle}
      </h1>
      <div className="vz-as-card">
        <dl className="vz-as-facts">
          <div>
            <dt>{t.name}</dt>
            <dd>{holiday.name ?? t.unnamed}</dd>
          </div>
          <div>
            <dt>{t.period}</dt>
            <dd>
              {formatDateRange(holiday.startDate, holiday.endDate)} (
              {format(t.days, { days: daysIn(holiday.startDate, holiday.endDate) })})
            </dd>
          </div>
          <div>
            <dt>{t.who}</dt>
            <dd>{specialistName ?? messages.adminSchedule.everyone}</dd>
          </div>
        </dl>
        <p>{t.deleteText}</p>
        <FormProblem problem={remove.isError ? errorMessage(remove.error) : null} />
        <ConfirmButtons
          label={t.deleteConfirm}
          color="red"
          busy={remove.isPending}
          disabled={remove.isSuccess}
          onConfirm={submit}
          cancelTo={listHref}
        />
      </div>
    </section>
  );
}
