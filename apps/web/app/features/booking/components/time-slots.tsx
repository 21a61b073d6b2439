import type { Ref } from 'react';
import { Button, Skeleton } from '@mantine/core';
import { format, messages } from '@vizitas/shared';
import { formatLongDate, formatTime, type LocalDate } from '~/lib/dates';
import { groupSlots, type Slot } from '~/features/booking/model/booking-slots';
import type { LoadStatus } from '~/features/booking/hooks/use-availability';

export interface SlotButtonsProps {
  slots: readonly Slot[];
  timeZone: string;
  selected: Slot | null;
  onPick: (slot: Slot) => void;
  label?: string;
}

/** A row of time buttons (≥ 44 px high), wrapping; the chosen one is pressed. */
export function SlotButtons({ slots, timeZone, selected, onPick, label }: SlotButtonsProps) {
  return (
    <ul className="vz-bk-slots" aria-label={label}>
      {slots.map((slot) => {
        const pressed = selected !== null && Date.parse(selected.start) === Date.parse(slot.start);
        return (
          <li key={slot.start}>
            <button type="button" className="vz-bk-slot" aria-pressed={pressed} onClick={() => onPick(slot)}>
              {formatTime(slot.start, timeZone)}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export interface TimeSlotsProps {
  date: LocalDate | null;
  status: LoadStatus;
  slots: readonly Slot[];
  timeZone: string;
  selected: Slot | null;
  error: string | null;
  onRetry: () => void;
  onPick: (slot: Slot) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The free times of the chosen day, grouped into morning, afternoon and evening. */
export function TimeSlots({ date, status, slots, timeZone, selected, error, onRetry, onPick, headingRef }: TimeSlotsProps) {
  if (!date) {
    return <p className="vz-bk-muted vz-bk-times-placeholder">{messages.booking.time.chooseDate}</p>;
  }
  const groups = groupSlots(slots, timeZone);
  return (
    <div className="vz-bk-times" aria-busy={status === 'loading'}>
      <h3 className="vz-bk-subheading" ref={headingRef} tabIndex={-1}>
        {format(messages.booking.time.title, { date: formatLongDate(date) })}
      </h3>
      {status === 'loading' && (
        <div className="vz-bk-slots vz-bk-slots--skeleton" aria-label={messages.booking.time.loading} role="img">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={48} radius="md" />
          ))}
        </div>
      )}
      {status === 'error' && (
        <div className="vz-bk-error" role="alert">
          <p>{error}</p>
          <Button variant="light" color="red" onClick={onRetry} className="vz-bk-touch">
            {messages.booking.errors.retry}
          </Button>
        </div>
      )}
      {status === 'ready' && groups.length === 0 && <p className="vz-bk-muted">{messages.booking.time.none}</p>}
      {status === 'ready' &&
        groups.map((group) => (
          <div key={group.period} className="vz-bk-period">
            <h4 className="vz-bk-period__title">{messages.booking.time.periods[group.period]}</h4>
            <SlotButtons
              slots={group.slots}
              timeZone={timeZone}
              selected={selected}
              onPick={onPick}
              label={messages.booking.time.periods[group.period]}
            />
          </div>
        ))}
    </div>
  );
}
