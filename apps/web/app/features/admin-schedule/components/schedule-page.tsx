import { Link } from 'react-router';
import { format, messages } from '@vizitas/shared';
import type { LocalDate } from '~/lib/dates';
import type { AdminCalendar, CalendarWeekQuery } from '~/features/admin-schedule/api/get-calendar-week';
import { useOverrides, type ScheduleOverrideList } from '~/features/admin-schedule/api/get-overrides';
import { useWeeklySchedule, type WeeklySchedule } from '~/features/admin-schedule/api/get-weekly-schedule';
import { useScheduleChange } from '~/features/admin-schedule/hooks/use-schedule-change';
import { adminLink, CREATE_PARAMS } from '~/features/admin-schedule/model/links';
import { AffectedDialog } from './affected-dialog';
import { OverrideList } from './override-list';
import { SchedulePreview } from './schedule-preview';
import { WeeklyHoursForm } from './weekly-hours-form';
import './admin-schedule.css';

const t = messages.adminSchedule.week;

export interface SchedulePageProps {
  business: string | null;
  specialist: { id: string; name: string; title: string | null };
  today: LocalDate;
  monday: LocalDate;
  week: WeeklySchedule;
  preview: { query: CalendarWeekQuery; data: AdminCalendar } | null;
  overrides: ScheduleOverrideList | null;
}

/**
 * `/administratorius/tvarkarastis/{id}/rodyti`: one specialist's weekly hours edited in place,
 * the coming weeks as the booking calendar offers them, and her overrides.
 */
export function SchedulePage({ business, specialist, today, monday, week, preview, overrides }: SchedulePageProps) {
  const saved = useWeeklySchedule(business, specialist.id, week).data ?? week;
  const overrideList = useOverrides(business, specialist.id, overrides);
  const flow = useScheduleChange(business);
  return (
    <div className="vz-as">
      <p className="vz-as-back">
        <Link to={adminLink('admin_schedule', business)}>← {t.backToList}</Link>
      </p>
      <header className="vz-as-header">
        <h1 className="vz-admin-page__title">{format(t.title, { name: specialist.name })}</h1>
        {specialist.title ? <p className="vz-as-muted">{specialist.title}</p> : null}
        <p className="vz-as-muted">{t.intro}</p>
      </header>
      <div className="vz-as-columns">
        <WeeklyHoursForm business={business} specialistId={specialist.id} saved={saved} flow={flow} />
        <div className="vz-as-column">
          <SchedulePreview business={business} specialistId={specialist.id} today={today} monday={monday} initial={preview} />
          <section className="vz-as-card" aria-labelledby="vz-as-overrides-title">
            <div className="vz-as-card__head">
              <h2 className="vz-as-card__title" id="vz-as-overrides-title">
                {t.overridesTitle}
              </h2>
              <Link
                className="vz-as-button-link"
                to={adminLink('admin_schedule_override_create', business, { [CREATE_PARAMS.specialist]: specialist.id })}
              >
                {messages.adminSchedule.list.newOverride}
              </Link>
            </div>
            {overrideList.data ? (
              <OverrideList business={business} overrides={overrideList.data.overrides} />
            ) : (
              <p className="vz-as-muted" role={overrideList.isError ? 'alert' : 'status'}>
                {overrideList.isError ? messages.adminSchedule.loadError : messages.adminSchedule.loading}
              </p>
            )}
          </section>
        </div>
      </div>
      <AffectedDialog flow={flow} />
    </div>
  );
}
