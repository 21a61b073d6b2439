import { Button } from '@mantine/core';
import { useState } from 'react';
import { format, messages } from '@vizitas/shared';
import { addDays, type LocalDate } from '~/lib/dates';
import { useCalendarWeek, type AdminCalendar, type CalendarWeekQuery } from '~/features/admin-schedule/api/get-calendar-week';
import { PREVIEW_WEEKS, previewMondays, previewWeek, type PreviewDay } from '~/features/admin-schedule/model/preview';
import { formatDayShort, formatWeek, SCHEDULE_TIME_ZONE } from '~/features/admin-schedule/model/schedule-format';
import { Hours } from './hours';
import { LoadState } from './parts';

const t = messages.adminSchedule.week;

function DayRow({ day, today }: { day: PreviewDay; today: LocalDate }) {
  const closedBy =
    day.source === 'own_holiday'
      ? t.dayOff
      : day.source === 'public_holiday'
        ? (day.holiday ?? messages.adminSchedule.closed)
        : null;
  const closed = day.intervals.length === 0;
  return (
    <li
      className={`vz-as-preview__day vz-as-preview__day--${day.source}${closed ? ' is-closed' : ''}`}
      aria-current={day.date === today ? 'date' : undefined}
    >
      <span className="vz-as-preview__date">{formatDayShort(day.date)}</span>
      <span className="vz-as-preview__hours">{closedBy ?? <Hours intervals={day.intervals} />}</span>
      <span className="vz-as-preview__notes">
        {day.date === today ? <span className="vz-as-tag vz-as-tag--today">{t.today}</span> : null}
        {day.source === 'override' ? <span className="vz-as-tag">{t.override}</span> : null}
        {day.holiday && day.holidayWorked ? (
          <span className="vz-as-tag">{format(messages.adminCalendar.publicHolidayWorked, { name: day.holiday })}</span>
        ) : null}
        {day.visits > 0 ? <span className="vz-as-muted">{format(t.visits, { count: day.visits })}</span> : null}
      </span>
    </li>
  );
}

function PreviewWeek(props: {
  business: string | null;
  specialistId: string;
  monday: LocalDate;
  today: LocalDate;
  initial: { query: CalendarWeekQuery; data: AdminCalendar } | null;
}) {
  const query = { from: props.monday, to: addDays(props.monday, 6), specialist: props.specialistId };
  const result = useCalendarWeek(props.business, query, props.initial);
  const days = previewWeek(result.data, props.specialistId, SCHEDULE_TIME_ZONE);
  const titleId = `vz-as-preview-${props.monday}`;
  return (
    <section className="vz-as-preview__week" aria-labelledby={titleId} aria-busy={result.isFetching}>
      <h3 className="vz-as-preview__title" id={titleId}>
        {formatWeek(props.monday)}
      </h3>
      {days ? (
        <ol className="vz-as-preview__days">
          {days.map((day) => (
            <DayRow key={day.date} day={day} today={props.today} />
          ))}
        </ol>
      ) : (
        <LoadState error={result.isError} onRetry={() => void result.refetch()} />
      )}
    </section>
  );
}

export interface SchedulePreviewProps {
  business: string | null;
  specialistId: string;
  today: LocalDate;
  /** The Monday of this week. */
  monday: LocalDate;
  /** The server render's answer for this week. */
  initial: { query: CalendarWeekQuery; data: AdminCalendar } | null;
}

/** "Artimiausios savaitės": four weeks of the specialist as customers are offered them, paged by four. */
export function SchedulePreview({ business, specialistId, today, monday, initial }: SchedulePreviewProps) {
  const [first, setFirst] = useState(monday);
  return (
    <section className="vz-as-card vz-as-preview" aria-labelledby="vz-as-preview-title">
      <h2 className="vz-as-card__title" id="vz-as-preview-title">
        {t.previewTitle}
      </h2>
      <p className="vz-as-muted">{t.previewIntro}</p>
      {previewMondays(first).map((weekMonday) => (
        <PreviewWeek
          key={weekMonday}
          business={business}
          specialistId={specialistId}
          monday={weekMonday}
          today={today}
          initial={initial}
        />
      ))}
      <div className="vz-as-buttons">
        <Button
          variant="default"
          className="vz-as-touch"
          disabled={first <= monday}
          onClick={() => setFirst(addDays(first, -7 * PREVIEW_WEEKS))}
        >
          {t.previousWeeks}
        </Button>
        <Button variant="default" className="vz-as-touch" onClick={() => setFirst(addDays(first, 7 * PREVIEW_WEEKS))}>
          {t.nextWeeks}
        </Button>
      </div>
    </section>
  );
}
