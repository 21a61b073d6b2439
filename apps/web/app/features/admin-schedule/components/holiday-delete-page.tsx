import { Alert, Button } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { format, messages } from '@vizitas/shared';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { useDeleteHoliday } from '~/features/admin-schedule/api/delete-holiday';
import type { Holiday } from '~/features/admin-schedule/api/get-holidays';
import { adminLink } from '~/features/admin-schedule/model/links';
import { daysIn, formatDateRange } from '~/features/admin-schedule/model/schedule-format';
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
      <p className="vz-as-back">
        <Link to={listHref}>← {t.backToList}</Link>
      </p>
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
        {remove.isError ? (
          <Alert color="red" role="alert" className="vz-as-alert">
            {errorMessage(remove.error)}
          </Alert>
        ) : null}
        <div className="vz-as-buttons">
          <Button
            size="md"
            color="red"
            className="vz-as-touch"
            loading={remove.isPending}
            disabled={remove.isSuccess}
            onClick={submit}
          >
            {t.deleteConfirm}
          </Button>
          <Link className="vz-as-cancel" to={listHref}>
            {messages.adminSchedule.cancel}
          </Link>
        </div>
      </div>
    </section>
  );
}
