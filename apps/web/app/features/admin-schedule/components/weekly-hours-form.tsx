import { Button } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { format, messages } from '@vizitas/shared';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { useSaveWeeklySchedule } from '~/features/admin-schedule/api/save-weekly-schedule';
import type { WeeklySchedule } from '~/features/admin-schedule/api/get-weekly-schedule';
import type { ScheduleChangeFlow } from '~/features/admin-schedule/hooks/use-schedule-change';
import { nextInterval } from '~/features/admin-schedule/model/intervals';
import { weekdayGenitive, weekdayLabel, weekdayName } from '~/features/admin-schedule/model/schedule-format';
import {
  closedWeek,
  copyDay,
  sameWeek,
  starterWeek,
  WEEK_ORDER,
  weekErrors,
  weekFromApi,
  weekToApi,
  WORKDAYS,
  type WeekDraft,
  type Weekday,
  type WeekErrors,
} from '~/features/admin-schedule/model/weekly-hours';
import { IntervalsEditor } from './intervals-editor';
import { FormProblem } from './parts';

const t = messages.adminSchedule.week;

/** "Kopijuoti į kitas dienas": check boxes of the other days, quick choices, copy. */
function CopyPanel({ from, onCopy, onClose }: { from: Weekday; onCopy: (to: Weekday[]) => void; onClose: () => void }) {
  const [chosen, setChosen] = useState<Weekday[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const others = WEEK_ORDER.filter((day) => day !== from);
  const toggle = (day: Weekday, on: boolean) => setChosen((list) => (on ? [...list, day] : list.filter((d) => d !== day)));
  return (
    <fieldset className="vz-as-copy">
      <legend>{format(t.copyTitle, { day: weekdayGenitive(from) })}</legend>
      <div className="vz-as-copy__days">
        {others.map((day) => (
          <label key={day} className="vz-as-check">
            <input
              type="checkbox"
              checked={chosen.includes(day)}
              onChange={(event) => toggle(day, event.currentTarget.checked)}
            />
            <span>{weekdayLabel(day)}</span>
          </label>
        ))}
      </div>
      <div className="vz-as-copy__buttons">
        <Button
          variant="default"
          size="xs"
          className="vz-as-touch"
          onClick={() => setChosen(WORKDAYS.filter((day) => day !== from))}
        >
          {t.copyWeekdays}
        </Button>
        <Button variant="default" size="xs" className="vz-as-touch" onClick={() => setChosen(others)}>
          {t.copyAll}
        </Button>
        <Button
          size="xs"
          color="pink.8"
          className="vz-as-touch"
          onClick={() => {
            if (chosen.length === 0) setProblem(t.copyNothing);
            else onCopy(chosen);
          }}
        >
          {t.copyApply}
        </Button>
        <button type="button" className="vz-as-link-button vz-as-link-button--quiet" onClick={onClose}>
          {t.copyClose}
        </button>
      </div>
      {problem ? (
        <p className="vz-as-error" role="alert">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

export interface WeeklyHoursFormProps {
  business: string | null;
  specialistId: string;
  saved: WeeklySchedule;
  flow: ScheduleChangeFlow;
}

/**
 * A specialist's week, edited in place: each day works or not, with its intervals; a day's hours
 * copied to other days; saved after the question about the visits the new hours would leave out.
 */
export function WeeklyHoursForm({ business, specialistId, saved, flow }: WeeklyHoursFormProps) {
  const savedWeek = weekFromApi(saved.weeklyHours);
  const [week, setWeek] = useState<WeekDraft>(savedWeek);
  const [errors, setErrors] = useState<WeekErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [copyFrom, setCopyFrom] = useState<Weekday | null>(null);
  // A day switched off remembers its hours until the page is left.
  const remembered = useRef<Partial<WeekDraft>>({});
  const copyButtons = useRef<Partial<Record<Weekday, HTMLButtonElement | null>>>({});
  const save = useSaveWeeklySchedule(business, specialistId);
  const busy = flow.checking || flow.saving || save.isPending;
  const dirty = !sameWeek(week, savedWeek);
  // After "I–V 9:00–18:00" fills the week (its button goes), the keyboard continues on Monday.
  const form = useRef<HTMLFormElement>(null);
  const [focusMonday, setFocusMonday] = useState(false);
  useEffect(() => {
    if (!focusMonday) return;
    form.current?.querySelector<HTMLInputElement>('.vz-as-day[data-day="1"] input')?.focus();
    setFocusMonday(false);
  }, [focusMonday]);

  const change = (next: WeekDraft) => {
    setWeek(next);
    setNotice(null);
    if (Object.keys(errors).length > 0) {
      const left = weekErrors(next);
      setErrors(left);
      // Every mistake fixed: the form's message goes too.
      if (Object.keys(left).length === 0) setProblem(null);
    }
  };
  const setDay = (day: Weekday, intervals: WeekDraft[Weekday]) => change({ ...week, [day]: intervals });
  const setWorks = (day: Weekday, works: boolean) => {
    if (works) setDay(day, remembered.current[day] ?? [nextInterval([])]);
    else {
      remembered.current[day] = week[day];
      setDay(day, []);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = weekErrors(week);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setProblem(messages.adminSchedule.fixErrors);
      return;
    }
    setProblem(null);
    if (!dirty) {
      setNotice(t.unchanged);
      return;
    }
    const weeklyHours = weekToApi(week);
    flow.run({
      change: { change: 'weekly', specialist: specialistId, weeklyHours },
      save: (cancel) => save.mutateAsync({ weeklyHours, ...(cancel ? { cancelAppointments: cancel } : {}) }),
      onSaved: (result) => {
        setWeek(weekFromApi(result.weeklyHours));
        showToast({ type: 'success', message: t.saved });
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };

  return (
    <form ref={form} className="vz-as-card vz-as-week" aria-labelledby="vz-as-week-title" onSubmit={submit} noValidate>
      <h2 className="vz-as-card__title" id="vz-as-week-title">
        {t.formTitle}
      </h2>
      {closedWeek(week) ? (
        <div className="vz-as-starter">
          <p className="vz-as-muted">{t.starterHint}</p>
          <Button
            variant="default"
            className="vz-as-touch"
            disabled={busy}
            onClick={() => {
              change(starterWeek());
              setNotice(t.starterFilled);
              setFocusMonday(true);
            }}
          >
            {t.starter}
          </Button>
        </div>
      ) : null}
      <ol className="vz-as-days">
        {WEEK_ORDER.map((day) => {
          const label = weekdayLabel(day);
          const works = week[day].length > 0;
          return (
            <li key={day} className={`vz-as-day${errors[day] ? ' has-error' : ''}`} data-day={day}>
              <div className="vz-as-day__head">
                <h3 className="vz-as-day__name">{label}</h3>
                <label className="vz-as-check">
                  <input
                    type="checkbox"
                    checked={works}
                    disabled={busy}
                    onChange={(event) => setWorks(day, event.currentTarget.checked)}
                  />
                  <span>{t.works}</span>
                </label>
                <button
                  type="button"
                  className="vz-as-link-button vz-as-day__copy"
                  disabled={busy}
                  aria-expanded={copyFrom === day}
                  ref={(element) => {
                    copyButtons.current[day] = element;
                  }}
                  onClick={() => setCopyFrom(copyFrom === day ? null : day)}
                >
                  {t.copy}
                </button>
              </div>
              <div className="vz-as-day__body">
                {works ? (
                  <IntervalsEditor
                    label={label}
                    intervals={week[day]}
                    onChange={(intervals) => setDay(day, intervals)}
                    errors={errors[day]}
                    disabled={busy}
                  />
                ) : (
                  <p className="vz-as-muted">{messages.adminSchedule.closed}</p>
                )}
                {copyFrom === day ? (
                  <CopyPanel
                    from={day}
                    onClose={() => {
                      setCopyFrom(null);
                      copyButtons.current[day]?.focus();
                    }}
                    onCopy={(to) => {
                      change(copyDay(week, day, to));
                      setCopyFrom(null);
                      setNotice(format(t.copied, { days: to.map(weekdayName).join(', ') }));
                      copyButtons.current[day]?.focus();
                    }}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <FormProblem problem={problem} />
      <div className="vz-as-buttons">
        <Button type="submit" size="md" color="pink.8" className="vz-as-touch" loading={busy}>
          {t.save}
        </Button>
        {dirty ? (
          <Button
            variant="default"
            size="md"
            className="vz-as-touch"
            disabled={busy}
            onClick={() => {
              setWeek(savedWeek);
              setErrors({});
              setProblem(null);
            }}
          >
            {t.reset}
          </Button>
        ) : null}
        <p className="vz-as-muted" role="status">
          {notice ?? (dirty ? t.unsaved : '')}
        </p>
      </div>
    </form>
  );
}
