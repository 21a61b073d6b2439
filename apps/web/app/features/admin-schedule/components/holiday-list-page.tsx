import { Link, useSearchParams } from 'react-router';
import { format, messages } from '@vizitas/shared';
import { useHolidays, type Holiday, type HolidayList } from '~/features/admin-schedule/api/get-holidays';
import {
  usePublicHolidayYears,
  type PublicHoliday,
  type PublicHolidayList,
} from '~/features/admin-schedule/api/get-public-holidays';
import { adminLink } from '~/features/admin-schedule/model/links';
import { daysIn, formatDateRange, formatLongDate } from '~/features/admin-schedule/model/schedule-format';
import { holidaysShown, YEAR_PARAM, yearOf, yearsShown } from '~/features/admin-schedule/model/years';
import { CardHead, LoadState, PageHeader } from './parts';
import './admin-schedule.css';

const t = messages.adminSchedule.holidays;

export interface HolidayListPageProps {
  business: string | null;
  businessId: string;
  today: string;
  holidays: HolidayList | null;
  /** The loader's answers for the years the view needs. */
  publicHolidays: PublicHolidayList[];
  specialists: Array<{ id: string; name: string }>;
}

/** The public holidays of the years shown: every list once all have come, and their state. */
function useYearsQueries(business: string | null, businessId: string, years: number[], initial: PublicHolidayList[]) {
  const results = usePublicHolidayYears(business, businessId, years, initial);
  const lists = results.every((result) => result.data) ? results.map((result) => result.data!.holidays) : null;
  return {
    lists,
    fetching: results.some((result) => result.isFetching),
    error: results.some((result) => result.isError),
    retry: () => results.forEach((result) => void result.refetch()),
  };
}

function HolidayRow({
  holiday,
  business,
  names,
}: {
  holiday: Holiday;
  business: string | null;
  names: ReadonlyMap<string, string>;
}) {
  const what = `${holiday.name ?? t.unnamed}, ${formatDateRange(holiday.startDate, holiday.endDate)}`;
  return (
    <li className="vz-as-row vz-as-row--actions">
      <div>
        <p className="vz-as-row__main">{holiday.name ?? t.unnamed}</p>
        <p>
          {formatDateRange(holiday.startDate, holiday.endDate)}
          <span className="vz-as-muted"> · {format(t.days, { days: daysIn(holiday.startDate, holiday.endDate) })}</span>
        </p>
        <p className="vz-as-muted">
          {holiday.specialistId ? (names.get(holiday.specialistId) ?? '—') : messages.adminSchedule.everyone}
        </p>
      </div>
      <div className="vz-as-row__links">
        <Link to={adminLink('admin_holiday_edit', business, { id: holiday.id })} aria-label={format(t.editOf, { what })}>
          {t.edit}
        </Link>
        <Link
          className="vz-as-danger-text"
          to={adminLink('admin_holiday_delete', business, { id: holiday.id })}
          aria-label={format(t.deleteOf, { what })}
        >
          {t.delete}
        </Link>
      </div>
    </li>
  );
}

function PublicHolidayRow({ holiday, business, today }: { holiday: PublicHoliday; business: string | null; today: string }) {
  const passed = holiday.date < today;
  const href = adminLink('admin_holiday_exclude', business, { id: holiday.date });
  return (
    <li className={`vz-as-row vz-as-row--actions${passed ? ' is-passed' : ''}`}>
      <div>
        <p className="vz-as-row__main">{holiday.name}</p>
        <p>{formatLongDate(holiday.date)}</p>
      </div>
      <div className="vz-as-row__links">
        <span className={`vz-as-state ${holiday.excluded ? 'vz-as-state--working' : 'vz-as-state--closed'}`}>
          {holiday.excluded ? t.working : t.notWorking}
        </span>
        {passed ? (
          <span className="vz-as-muted">{t.passed}</span>
        ) : (
          <Link to={href} aria-label={format(holiday.excluded ? t.includeOf : t.excludeOf, { name: holiday.name })}>
            {holiday.excluded ? t.include : t.exclude}
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * `/administratorius/laisvadieniai` (admin_holiday_list): the business's coming days off with
 * their edit and delete pages, beside the year's Lithuanian public holidays, each worked
 * (excluded) or not, with the exclude page of each.
 */
export function HolidayListPage({ business, businessId, today, holidays, publicHolidays, specialists }: HolidayListPageProps) {
  const [params] = useSearchParams();
  const thisYear = Number(today.slice(0, 4));
  const year = yearOf(params);
  const own = useHolidays(business, today, holidays);
  const years = useYearsQueries(business, businessId, yearsShown(year, today), publicHolidays);
  const names = new Map(specialists.map((specialist) => [specialist.id, specialist.name]));
  const yearHref = (value: number | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(YEAR_PARAM);
    else next.set(YEAR_PARAM, String(value));
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  const publicTitle = year === null ? t.upcomingTitle : format(t.publicTitle, { year });
  const yearLinks: Array<[number | null, string]> =
    year === null
      ? [
          [thisYear, format(t.yearLink, { year: thisYear })],
          [thisYear + 1, format(t.yearLink, { year: thisYear + 1 })],
        ]
      : [
          [year - 1, `← ${format(t.yearLink, { year: year - 1 })}`],
          [null, t.upcoming],
          [year + 1, `${format(t.yearLink, { year: year + 1 })} →`],
        ];
  return (
    <div className="vz-as">
      <PageHeader title={t.title} intro={<p className="vz-as-muted">{t.intro}</p>} />
      <div className="vz-as-stack">
        <section className="vz-as-card" aria-labelledby="vz-as-own-title" aria-busy={own.isFetching}>
          <CardHead
            id="vz-as-own-title"
            title={t.ownTitle}
            action={{ to: adminLink('admin_holiday_create', business), label: t.newHoliday }}
          />
          {own.data ? (
            own.data.holidays.length === 0 ? (
              <p className="vz-as-muted">{t.noHolidays}</p>
            ) : (
              <ul className="vz-as-rows">
                {own.data.holidays.map((holiday) => (
                  <HolidayRow key={holiday.id} holiday={holiday} business={business} names={names} />
                ))}
              </ul>
            )
          ) : (
            <LoadState error={own.isError} onRetry={() => void own.refetch()} />
          )}
        </section>
        <section className="vz-as-card" aria-labelledby="vz-as-public-title" aria-busy={years.fetching}>
          <h2 className="vz-as-card__title" id="vz-as-public-title">
            {publicTitle}
          </h2>
          <p className="vz-as-muted">{t.publicIntro}</p>
          <nav className="vz-as-years" aria-label={t.yearsNav}>
            {yearLinks.map(([value, label]) => (
              <Link key={label} to={yearHref(value)} preventScrollReset>
                {label}
              </Link>
            ))}
          </nav>
          {years.lists ? (
            <ul className="vz-as-rows">
              {holidaysShown(year, today, years.lists).map((holiday) => (
                <PublicHolidayRow key={`${holiday.date}-${holiday.name}`} holiday={holiday} business={business} today={today} />
              ))}
            </ul>
          ) : (
            <LoadState error={years.error} onRetry={years.retry} />
          )}
        </section>
      </div>
    </div>
  );
}
