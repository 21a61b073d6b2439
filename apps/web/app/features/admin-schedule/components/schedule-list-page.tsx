import { Link } from 'react-router';
import { format, messages } from '@vizitas/shared';
import { addDays, formatShortDate, type LocalDate } from '~/lib/dates';
import { useCalendarWeek, type AdminCalendar, type CalendarWeekQuery } from '~/features/admin-schedule/api/get-calendar-week';
import { useOverrides, type ScheduleOverrideList } from '~/features/admin-schedule/api/get-overrides';
import { adminLink } from '~/features/admin-schedule/model/links';
import { previewWeek } from '~/features/admin-schedule/model/preview';
import { SCHEDULE_TIME_ZONE } from '~/features/admin-schedule/model/schedule-format';
import { Hours } from './hours';
import { OverrideList } from './override-list';
import { CardHead, LoadState, PageHeader } from './parts';
import './admin-schedule.css';

const t = messages.adminSchedule.list;

export interface ScheduleListPageProps {
  business: string | null;
  today: LocalDate;
  monday: LocalDate;
  week: { query: CalendarWeekQuery; data: AdminCalendar } | null;
  overrides: ScheduleOverrideList | null;
}

function SpecialistCard(props: {
  business: string | null;
  calendar: AdminCalendar;
  specialist: AdminCalendar['specialists'][number];
  today: LocalDate;
}) {
  const { business, calendar, specialist } = props;
  const days = previewWeek(calendar, specialist.id, SCHEDULE_TIME_ZONE) ?? [];
  const href = adminLink('admin_schedule_show', business, { id: specialist.id });
  const anyHours = days.some((day) => day.intervals.length > 0);
  return (
    <li className="vz-as-person">
      <div className="vz-as-person__head">
        <h3 className="vz-as-person__name">
          <Link to={href}>{specialist.name}</Link>
        </h3>
        {specialist.title ? <p className="vz-as-muted">{specialist.title}</p> : null}
      </div>
      <p className="vz-as-person__label">{t.thisWeek}</p>
      {anyHours || days.length === 0 ? null : <p className="vz-as-muted">{t.noHours}</p>}
      <dl className="vz-as-person__days">
        {days.map((day) => (
          <div key={day.date} className={day.date === props.today ? 'is-today' : undefined}>
            <dt>{formatShortDate(day.date).split(', ')[0]}</dt>
            <dd className={day.intervals.length === 0 ? 'is-closed' : undefined}>
              {day.source === 'own_holiday' ? (
                messages.adminSchedule.week.dayOff
              ) : day.source === 'public_holiday' ? (
                (day.holiday ?? '')
              ) : (
                <Hours intervals={day.intervals} />
              )}
            </dd>
          </div>
        ))}
      </dl>
      <Link className="vz-as-button-link" to={href} aria-label={format(t.editOf, { name: specialist.name })}>
        {t.edit}
      </Link>
    </li>
  );
}

/**
 * `/administratorius/tvarkarastis` (admin_schedule): every specialist with this week's hours and
 * a link to her weekly hours, then the coming overrides of everyone.
 */
export function ScheduleListPage({ business, today, monday, week, overrides }: ScheduleListPageProps) {
  const query = { from: monday, to: addDays(monday, 6) };
  const calendar = useCalendarWeek(business, query, week);
  const overrideList = useOverrides(business, null, overrides);
  const names = new Map((calendar.data?.specialists ?? []).map((specialist) => [specialist.id, specialist.name]));
  return (
    <div className="vz-as">
      <PageHeader title={t.title} intro={<p className="vz-as-muted">{t.intro}</p>} />

      <section className="vz-as-section" aria-labelledby="vz-as-people-title" aria-busy={calendar.isFetching}>
        <h2 className="vz-as-section__title" id="vz-as-people-title">
          {t.specialistsTitle}
        </h2>
        {calendar.data ? null : <LoadState error={calendar.isError} onRetry={() => void calendar.refetch()} />}
        {calendar.data && calendar.data.specialists.length === 0 ? <p className="vz-as-muted">{t.noSpecialists}</p> : null}
        {calendar.data && calendar.data.specialists.length > 0 ? (
          <ul className="vz-as-people">
            {calendar.data.specialists.map((specialist) => (
              <SpecialistCard
                key={specialist.id}
                business={business}
                calendar={calendar.data}
                specialist={specialist}
                today={today}
              />
            ))}
          </ul>
        ) : null}
      </section>

      <section className="vz-as-section" aria-labelledby="vz-as-overrides-title">
        <CardHead
          id="vz-as-overrides-title"
          title={t.overridesTitle}
          section
          action={{ to: adminLink('admin_schedule_override_create', business), label: t.newOverride }}
        />
        <p className="vz-as-muted">{t.overridesIntro}</p>
        {overrideList.data ? (
          <OverrideList business={business} overrides={overrideList.data.overrides} specialistNames={names} />
        ) : (
          <LoadState error={overrideList.isError} onRetry={() => void overrideList.refetch()} />
        )}
        <p>
          <Link to={adminLink('admin_holiday_list', business)}>{t.daysOffLink}</Link>
        </p>
      </section>
    </div>
  );
}
