import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@mantine/core';
import { messages } from '@vizitas/shared';
import {
  addMonths,
  clampDate,
  formatLongDate,
  formatMonthTitle,
  isCalendarKey,
  isMonthInWindow,
  monthGrid,
  monthOf,
  moveFocusDate,
  weekdayNames,
  type LocalDate,
  type MonthKey,
} from '~/lib/dates';
import { ChevronIcon } from './icons';
import type { LoadStatus } from '~/features/booking/hooks/use-availability';

export interface MonthCalendarProps {
  month: MonthKey;
  firstDate: LocalDate;
  lastDate: LocalDate;
  today: LocalDate;
  status: LoadStatus;
  available: readonly LocalDate[];
  selected: LocalDate | null;
  error: string | null;
  onRetry: () => void;
  onShowMonth: (month: MonthKey) => void;
  onPickDate: (date: LocalDate) => void;
}

const WEEKDAY_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/**
 * A Lithuanian month grid (Monday first) where only free dates can be picked. Keyboard: one tab
 * stop; arrows move by day and week, Home/End to the week's ends, PageUp/PageDown by month,
 * Enter or Space picks (WAI-ARIA date picker grid).
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { month, firstDate, lastDate, today, status, available, selected, error, onRetry, onShowMonth, onPickDate } = props;
  const titleId = useId();
  const gridRef = useRef<HTMLTableElement>(null);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const names = useMemo(() => weekdayNames(), []);
  const free = useMemo(() => new Set(available), [available]);
  const [focused, setFocused] = useState<LocalDate | null>(null);
  const [keyboardMove, setKeyboardMove] = useState(0);

  const inWindow = (date: LocalDate) => date >= firstDate && date <= lastDate;
  const loading = status !== 'ready';
  // The single tab stop: the focused day if it is in this month, else the chosen day, the first free one, or the first bookable one.
  const monthDays = weeks.flat().filter((date): date is LocalDate => date !== null);
  const rovingDate =
    (focused && monthOf(focused) === month && focused) ||
    (selected && monthOf(selected) === month && selected) ||
    monthDays.find((date) => free.has(date)) ||
    monthDays.find(inWindow) ||
    monthDays[0]!;

  useEffect(() => {
    if (keyboardMove === 0 || !focused) return;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [keyboardMove, focused, month]);

  const canPrev = isMonthInWindow(addMonths(month, -1), firstDate, lastDate);
  const canNext = isMonthInWindow(addMonths(month, 1), firstDate, lastDate);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: LocalDate) {
    if (!isCalendarKey(event.key)) return;
    event.preventDefault();
    const next = clampDate(moveFocusDate(date, event.key), firstDate, lastDate);
    if (monthOf(next) !== month) onShowMonth(monthOf(next));
    setFocused(next);
    setKeyboardMove((n) => n + 1);
  }

  return (
    <div className="vz-bk-cal">
      <div className="vz-bk-cal__head">
        <button
          type="button"
          className="vz-bk-icon-button"
          aria-label={messages.booking.date.previousMonth}
          disabled={!canPrev}
          onClick={() => onShowMonth(addMonths(month, -1))}
        >
          <ChevronIcon direction="left" />
        </button>
        <h3 className="vz-bk-cal__title" id={titleId} aria-live="polite">
          {formatMonthTitle(month)}
        </h3>
        <button
          type="button"
          className="vz-bk-icon-button"
          aria-label={messages.booking.date.nextMonth}
          disabled={!canNext}
          onClick={() => onShowMonth(addMonths(month, 1))}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>

      {status === 'error' ? (
        <div className="vz-bk-error" role="alert">
          <p>{error}</p>
          <Button variant="light" color="red" onClick={onRetry} className="vz-bk-touch">
            {messages.booking.errors.retry}
          </Button>
        </div>
      ) : (
        <table
          ref={gridRef}
          className="vz-bk-cal__grid"
          role="grid"
          aria-labelledby={titleId}
          aria-busy={loading}
          data-loading={loading || undefined}
        >
          <thead>
            <tr>
              {WEEKDAY_KEYS.map((key, i) => (
                <th key={key} scope="col" abbr={names[i]}>
                  {messages.booking.date.weekdays[key]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean) ?? ''}>
                {week.map((date, i) => {
                  if (!date) return <td key={`empty-${i}`} />;
                  const isFree = !loading && free.has(date);
                  const isSelected = date === selected;
                  const isToday = date === today;
                  const label = [
                    formatLongDate(date),
                    isToday ? messages.booking.date.today : null,
                    isFree || loading ? null : messages.booking.date.unavailable,
                  ]
                    .filter(Boolean)
                    .join(', ');
                  return (
                    <td key={date} aria-selected={isSelected}>
                      <button
                        type="button"
                        className="vz-bk-day"
                        data-date={date}
                        data-free={isFree || undefined}
                        data-selected={isSelected || undefined}
                        data-today={isToday || undefined}
                        aria-label={label}
                        aria-disabled={!isFree}
                        aria-current={isToday ? 'date' : undefined}
                        tabIndex={date === rovingDate ? 0 : -1}
                        onKeyDown={(event) => onKeyDown(event, date)}
                        onFocus={() => setFocused(date)}
                        onClick={() => {
                          setFocused(date);
                          if (isFree) onPickDate(date);
                        }}
                      >
                        {Number(date.slice(8, 10))}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
