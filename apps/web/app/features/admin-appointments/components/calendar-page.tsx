import { Alert, Button, Loader, NativeSelect, SegmentedControl, Switch } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { format, generatePath, messages } from '@vizitas/shared';
import { errorMessage } from '~/lib/api/api-client';
import { formatLongDate, formatShortDate } from '~/lib/dates';
import { useCalendar, type CalendarQuery } from '~/features/admin-appointments/api/get-calendar';
import {
  calendarSearch,
  holidayNotes,
  parseCalendarState,
  rangeOf,
  stepDate,
  type CalendarState,
  type CalendarViewLevel,
} from '~/features/admin-appointments/model/calendar-events';
import './admin-calendar.css';

const t = messages.adminCalendar;

/** The schedule component and everything it brings: loaded in the browser only, for this page only. */
const CalendarBoard = lazy(() => import('./calendar-board'));

export interface CalendarPageProps {
  /** The `?verslas=` slug of the page (null: the member's own business). */
  business: string | null;
  /** Today in the business's zone, as the server saw it. */
  today: string;
}

/** The calendar answer a state shows. */
export function calendarQueryOf(state: CalendarState): CalendarQuery {
  const { from, to } = rangeOf(state);
  return { from, to, specialist: state.view === 'week' ? state.specialist : null };
}

function Heading({ state }: { state: CalendarState }) {
  const { from, to } = rangeOf(state);
  return (
    <p className="vz-cal__range" aria-live="polite">
      {state.view === 'day'
        ? formatLongDate(from)
        : format(t.weekRange, { from: formatShortDate(from), to: formatShortDate(to) })}
    </p>
  );
}

/**
 * `/administratorius/vizitai/kalendorius`: the day with a row per specialist, or a week (one
 * specialist or all), the shown days kept in the URL, drawn in the browser (the server had the
 * shown days' answer preloaded, docs/decisions/024); the calendar itself is a lazy chunk.
 */
export function CalendarPage({ business, today }: CalendarPageProps) {
  const [search, setSearch] = useSearchParams();
  const state = parseCalendarState(search, today);
  const query = calendarQueryOf(state);
  const calendar = useCalendar(business, query);
  const [showCancelled, setShowCancelled] = useState(false);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const go = (next: Partial<CalendarState>) =>
    setSearch(calendarSearch({ ...state, ...next }, search, today), { preventScrollReset: true });
  const step =
    state.view === 'day' ? { previous: t.previousDay, next: t.nextDay } : { previous: t.previousWeek, next: t.nextWeek };
  const createHref = `${generatePath('admin_appointment_create', business ? { slug: business } : {})}`;
  const data = calendar.data;

  return (
    <div className="vz-cal">
      <div className="vz-cal__head">
        <h1 className="vz-admin-page__title">{t.title}</h1>
        <Button component={Link} to={createHref} className="vz-cal__new">
          {t.newAppointment}
        </Button>
      </div>
      <div className="vz-cal__toolbar" role="toolbar" aria-label={t.title}>
        <div className="vz-cal__nav">
          <Button variant="default" onClick={() => go({ date: stepDate(state, -1) })} aria-label={step.previous}>
            ‹
          </Button>
          <Button variant="default" onClick={() => go({ date: today })} disabled={state.date === today}>
            {t.today}
          </Button>
          <Button variant="default" onClick={() => go({ date: stepDate(state, 1) })} aria-label={step.next}>
            ›
          </Button>
          <label className="vz-cal__date">
            <span className="vz-visually-hidden">{t.date}</span>
            <input
              type="date"
              value={state.date}
              onChange={(event) => event.currentTarget.value && go({ date: event.currentTarget.value })}
            />
          </label>
        </div>
        <SegmentedControl
          aria-label={t.view}
          value={state.view}
          onChange={(value) => go({ view: value as CalendarViewLevel })}
          data={[
            { value: 'day', label: t.dayView },
            { value: 'week', label: t.weekView },
          ]}
        />
        {state.view === 'week' ? (
          <NativeSelect
            className="vz-cal__specialist"
            label={t.specialist}
            value={state.specialist ?? ''}
            onChange={(event) => go({ specialist: event.currentTarget.value || null })}
            data={[
              { value: '', label: t.allSpecialists },
              ...(data?.specialists ?? []).map((row) => ({ value: row.id, label: row.name })),
            ]}
          />
        ) : null}
        <Switch
          className="vz-cal__cancelled"
          label={t.showCancelled}
          checked={showCancelled}
          onChange={(event) => setShowCancelled(event.currentTarget.checked)}
        />
      </div>
      <Heading state={state} />
      {data ? (
        <ul className="vz-cal__notes">
          {holidayNotes(data).map((note) => (
            <li key={note.date}>
              {formatShortDate(note.date)}: {note.text}
            </li>
          ))}
        </ul>
      ) : null}
      {calendar.isError && !data ? (
        <Alert color="red" role="alert" className="vz-cal__error">
          {errorMessage(calendar.error) || t.loadError}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => void calendar.refetch()}>
            {t.retry}
          </Button>
        </Alert>
      ) : !data ? (
        <CalendarSkeleton />
      ) : data.specialists.length === 0 ? (
        <p className="vz-cal__empty">{t.noSpecialists}</p>
      ) : mounted ? (
        <Suspense fallback={<CalendarSkeleton />}>
          <CalendarBoard
            business={business}
            calendar={data}
            state={state}
            showCancelled={showCancelled}
            fetching={calendar.isFetching}
          />
        </Suspense>
      ) : (
        <CalendarSkeleton />
      )}
      <p className="vz-cal__hint">
        {t.hint} {t.timeZoneNote}
      </p>
    </div>
  );
}

function CalendarSkeleton() {
  return (
    <div className="vz-cal__skeleton" role="status">
      <Loader size="sm" /> {t.loading}
    </div>
  );
}
