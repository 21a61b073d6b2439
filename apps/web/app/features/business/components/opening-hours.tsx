import { Fragment } from 'react';
import { messages } from '@vizitas/shared';
import type { OpeningWeek } from '@vizitas/shared/schemas/business';
import { formatIntervals, shortDate, weekdayName } from '~/features/business/model/business-format';

/** The business's hours on each day of this week (Monday first), today marked. */
export function OpeningHours({ week }: { week: OpeningWeek }) {
  return (
    <section className="vz-biz-section" aria-labelledby="vz-biz-hours-title">
      <h2 id="vz-biz-hours-title" className="vz-biz-h2">
        {messages.business.hours}
      </h2>
      <dl className="vz-biz-hours">
        {week.days.map((day) => (
          <div
            key={day.date}
            className={day.today ? 'vz-biz-hours__row is-today' : 'vz-biz-hours__row'}
            aria-current={day.today ? 'date' : undefined}
          >
            <dt>
              {weekdayName(day.isoWeekday)} <span className="vz-biz-muted vz-biz-hours__date">{shortDate(day.date)}</span>
              {day.today ? <span className="vz-biz-hours__today">{messages.business.today}</span> : null}
            </dt>
            <dd>
              {day.intervals.length > 0 ? (
                day.intervals.map(([start, end], index) => (
                  // A range stays whole on its line; a day's ranges wrap between them (the
                  // separator is outside the unbreakable range, so the line can break there).
                  <Fragment key={start}>
                    {index > 0 ? ', ' : null}
                    <span className="vz-biz-hours__range">{formatIntervals([[start, end]])}</span>
                  </Fragment>
                ))
              ) : (
                <span className="vz-biz-muted">
                  {messages.business.closed}
                  {day.publicHoliday ? ` – ${day.publicHoliday}` : ''}
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
