import { format, messages } from '@vizitas/shared';
import type { LocalDate } from '~/lib/dates';
import type { AdminCalendar, CalendarWeekQuery } from '~/features/admin-schedule/api/get-calendar-week';
import { useOverrides, type ScheduleOverrideList } from '~/features/admin-schedule/api/get-overrides';
import { useWeeklySchedule, type WeeklySchedule } from '~/features/admin-schedule/api/get-weekly-schedule';
import { useScheduleChange } from '~/features/admin-schedule/hooks/use-schedule-change';
import { adminLink, CREATE_PARAMS } from '~/features/admin-schedule/model/links';
import { AffectedDialog } from './affected-dialog';
import { OverrideList } from './override-list';
import { BackLink, CardHead, LoadState, PageHeader } from './parts';
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
      <BackLink to={adminLink('admin_schedule', business)} label={t.backToList} />
      <PageHeader
        title={format(t.title, { name: specialist.name })}
        intro={
          <>
            {specialist.title ? <p className="vz-as-muted">{specialist.title}</p> : null}
            <p className="vz-as-muted">{t.intro}</p>
          </>
        }
      />
      <div className="vz-as-columns">
        <WeeklyHoursForm business={business} specialistId={specialist.id} saved={saved} flow={flow} />
        <div className="vz-as-column">
          <SchedulePreview business={business} specialistId={specialist.id} today={today} monday={monday} initial={preview} />
          <section className="vz-as-card" aria-labelledby="vz-as-overrides-title">
            <CardHead
              id="vz-as-overrides-title"
              title={t.overridesTitle}
              action={{
                to: adminLink('admin_schedule_override_create', business, { [CREATE_PARAMS.specialist]: specialist.id }),
                label: messages.adminSchedule.list.newOverride,
              }}
            />
            {overrideList.data ? (
              <OverrideList business={business} overrides={overrideList.data.overrides} />
            ) : (
              <LoadState error={overrideList.isError} onRetry={() => void overrideList.refetch()} />
            )}
          </section>
        </div>
      </div>
      <AffectedDialog flow={flow} />
    </div>
  );
}
