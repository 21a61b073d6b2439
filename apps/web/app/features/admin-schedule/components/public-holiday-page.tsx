import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '@vizitas/shared';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { useSetPublicHolidayExcluded } from '~/features/admin-schedule/api/set-public-holiday-excluded';
import { useScheduleChange } from '~/features/admin-schedule/hooks/use-schedule-change';
import { adminLink } from '~/features/admin-schedule/model/links';
import { formatLongDate } from '~/features/admin-schedule/model/schedule-format';
import { AffectedDialog } from './affected-dialog';
import { BackLink, ConfirmButtons, FormProblem } from './parts';
import './admin-schedule.css';

const t = messages.adminSchedule.holidays;

export interface PublicHolidayPageProps {
  business: string | null;
  businessId: string;
  /** The date and its holidays (two when May 1 is Mother's Day too). */
  date: string;
  names: string[];
  excluded: boolean;
  passed: boolean;
}

/**
 * `/administratorius/laisvadieniai/{date}/istraukti` (admin_holiday_exclude): one public holiday —
 * exclude it ("we work that day"), or undo that after the question about the visits booked on it.
 * Done: the list of days off, with a toast.
 */
export function PublicHolidayPage({ business, businessId, date, names, excluded, passed }: PublicHolidayPageProps) {
  const navigate = useNavigate();
  const change = useSetPublicHolidayExcluded(business, businessId, date);
  const flow = useScheduleChange(business);
  const [problem, setProblem] = useState<string | null>(null);
  const listHref = adminLink('admin_holiday_list', business, { metai: date.slice(0, 4) });
  const busy = flow.checking || flow.saving || change.isPending;

  const submit = () => {
    setProblem(null);
    flow.run({
      // Excluding opens the day: no visit can be left outside working time.
      change: excluded ? { change: 'public_holiday_include', date } : null,
      save: (cancel) => change.mutateAsync({ excluded: !excluded, ...(cancel ? { cancel } : {}) }),
      onSaved: (result) => {
        showToast({ type: 'success', message: result.excluded ? t.excluded : t.included });
        void navigate(listHref);
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <section className="vz-as vz-as-form-page" aria-labelledby="vz-as-holiday-title">
      <BackLink to={listHref} label={t.backToList} />
      <h1 className="vz-admin-page__title" id="vz-as-holiday-title">
        {names.join('; ')}
      </h1>
      <div className="vz-as-card">
        <dl className="vz-as-facts">
          <div>
            <dt>{t.date}</dt>
            <dd>{formatLongDate(date)}</dd>
          </div>
          <div>
            <dt>{t.state}</dt>
            <dd>
              <span className={`vz-as-state ${excluded ? 'vz-as-state--working' : 'vz-as-state--closed'}`}>
                {excluded ? t.working : t.notWorking}
              </span>
            </dd>
          </div>
        </dl>
        <p>{excluded ? t.includeText : t.excludeText}</p>
        {passed ? (
          <Alert color="yellow" className="vz-as-alert">
            {t.passed}
          </Alert>
        ) : null}
        <FormProblem problem={problem} />
        <ConfirmButtons
          label={excluded ? t.includeConfirm : t.excludeConfirm}
          color={excluded ? 'red' : 'pink.8'}
          busy={busy}
          disabled={passed || change.isSuccess}
          onConfirm={submit}
          cancelTo={listHref}
        />
      </div>
      <AffectedDialog flow={flow} />
    </section>
  );
}
