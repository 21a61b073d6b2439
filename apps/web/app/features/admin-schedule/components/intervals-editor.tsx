import { useId } from 'react';
import { format, messages } from '@vizitas/shared';
import { MAX_INTERVALS, nextInterval, normalizeTime, type IntervalDraft } from '~/features/admin-schedule/model/intervals';

const t = messages.adminSchedule.week;

export interface IntervalsEditorProps {
  /** What the intervals are of, in the fields' accessible names ("Pirmadienis"). */
  label: string;
  intervals: IntervalDraft[];
  onChange: (intervals: IntervalDraft[]) => void;
  /** Messages to show under the intervals (each once). */
  errors?: readonly string[];
  disabled?: boolean;
}

/**
 * A day's working intervals: a start and an end time each (typed `HH:MM`; "9" or "930" are made
 * whole on leaving the field, the same in every browser language), a remove button, and
 * "Pridėti intervalą" — the gap to the next interval is the break.
 */
export function IntervalsEditor({ label, intervals, onChange, errors = [], disabled }: IntervalsEditorProps) {
  const errorsId = `${useId()}-errors`;
  const invalid = errors.length > 0;
  const set = (index: number, key: keyof IntervalDraft, value: string) =>
    onChange(intervals.map((interval, i) => (i === index ? { ...interval, [key]: value } : interval)));
  const field = (index: number, key: keyof IntervalDraft, name: string) => (
    <input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      placeholder="HH:MM"
      className="vz-as-time"
      value={intervals[index]![key]}
      aria-label={format(name, { day: label, index: index + 1 })}
      aria-invalid={invalid}
      aria-describedby={invalid ? errorsId : undefined}
      disabled={disabled}
      onChange={(event) => set(index, key, event.currentTarget.value)}
      onBlur={(event) => {
        const whole = normalizeTime(event.currentTarget.value);
        if (whole !== intervals[index]![key]) set(index, key, whole);
      }}
    />
  );
  return (
    <div className={`vz-as-intervals${invalid ? ' has-error' : ''}`}>
      {intervals.length > 0 ? (
        <ul className="vz-as-intervals__list">
          {intervals.map((interval, index) => (
            <li key={index} className="vz-as-interval">
              {field(index, 'start', t.fromOf)}
              <span aria-hidden="true">–</span>
              {field(index, 'end', t.toOf)}
              <button
                type="button"
                className="vz-as-link-button vz-as-link-button--quiet"
                disabled={disabled}
                aria-label={format(t.removeIntervalOf, { day: label, start: interval.start || '—', end: interval.end || '—' })}
                onClick={() => onChange(intervals.filter((_, i) => i !== index))}
              >
                {t.removeInterval}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {intervals.length < MAX_INTERVALS ? (
        <button
          type="button"
          className="vz-as-link-button"
          disabled={disabled}
          aria-label={format(t.addIntervalTo, { day: label })}
          onClick={() => onChange([...intervals, nextInterval(intervals)])}
        >
          + {t.addInterval}
        </button>
      ) : null}
      {invalid ? (
        <ul className="vz-field__errors vz-as-errors" id={errorsId}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
