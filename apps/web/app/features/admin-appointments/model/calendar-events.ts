/**
 * The admin calendar's model: which days the page shows (from its URL), and the calendar
 * answer turned into the schedule component's events. The component knows only naive
 * wall-clock strings (`YYYY-MM-DD HH:mm:ss`); every instant is written and read in the
 * business's zone here, so the calendar shows Vilnius time whatever the browser's zone, and a
 * drop on a time that does not exist (the night the clocks go forward) is caught.
 */
import {
  addDays,
  epochMsToZonedDateTime,
  isLocalDate,
  weekdayOf,
  zonedDateTimeToEpochMs,
  type LocalDate,
} from '@vizitas/booking-engine';
import { format, messages } from '@vizitas/shared';
import type { AdminCalendar, CalendarAppointment } from '@vizitas/shared/schemas/admin/calendar';
import type { ScheduleEventData } from '@mantine/schedule';

export type CalendarViewLevel = 'day' | 'week';

/** What the page shows, as its URL says: `?data=2027-03-24&rodinys=savaite&specialistas=<id>`. */
export interface CalendarState {
  date: LocalDate;
  view: CalendarViewLevel;
  /** One specialist (the week of one person), or everyone. */
  specialist: string | null;
}

export const CALENDAR_PARAMS = { date: 'data', view: 'rodinys', specialist: 'specialistas' } as const;
const VIEW_WORDS: Record<CalendarViewLevel, string> = { day: 'diena', week: 'savaite' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseCalendarState(search: URLSearchParams, today: LocalDate): CalendarState {
  const date = search.get(CALENDAR_PARAMS.date);
  const specialist = search.get(CALENDAR_PARAMS.specialist);
  return {
    date: date && isLocalDate(date) ? date : today,
    view: search.get(CALENDAR_PARAMS.view) === VIEW_WORDS.week ? 'week' : 'day',
    specialist: specialist && UUID.test(specialist) ? specialist.toLowerCase() : null,
  };
}

/** The page's search for a state, keeping the other parameters (e.g. `?verslas=`). */
export function calendarSearch(state: CalendarState, current: URLSearchParams, today: LocalDate): string {
  const next = new URLSearchParams(current);
  if (state.date === today) next.delete(CALENDAR_PARAMS.date);
  else next.set(CALENDAR_PARAMS.date, state.date);
  if (state.view === 'day') next.delete(CALENDAR_PARAMS.view);
  else next.set(CALENDAR_PARAMS.view, VIEW_WORDS.week);
  if (state.specialist) next.set(CALENDAR_PARAMS.specialist, state.specialist);
  else next.delete(CALENDAR_PARAMS.specialist);
  const text = next.toString();
  return text ? `?${text}` : '';
}

/**
 * A week column's weekday as the rest of the product abbreviates it ("Pr", "An", … "Sk"), not
 * dayjs's "Pir", "Ant": the component gives the column's day as `YYYY-MM-DD` (or with a time).
 */
export function weekdayShortOf(day: string): string {
  const date = day.slice(0, 10);
  if (!isLocalDate(date)) return '';
  return messages.adminSchedule.weekdaysShort[(weekdayOf(date) + 6) % 7]!;
}

/** The same with the day of the month, as the week of all specialists heads its days: "Pr 30". */
export function weekdayAndDayOf(day: string): string {
  const weekday = weekdayShortOf(day);
  return weekday ? `${weekday} ${Number(day.slice(8, 10))}` : '';
}

/** Monday of the date's week. */
export function weekStart(date: LocalDate): LocalDate {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The local dates the API is asked for: the day, or Monday to Sunday. */
export function rangeOf(state: Pick<CalendarState, 'date' | 'view'>): { from: LocalDate; to: LocalDate } {
  if (state.view === 'day') return { from: state.date, to: state.date };
  const from = weekStart(state.date);
  return { from, to: addDays(from, 6) };
}

/** The previous or next day or week. */
export function stepDate(state: Pick<CalendarState, 'date' | 'view'>, direction: -1 | 1): LocalDate {
  return addDays(state.date, direction * (state.view === 'day' ? 1 : 7));
}

/** `2027-03-24 10:00:00`: the instant's wall-clock time in the zone. */
export function wallClockText(instant: string | number, timeZone: string): string {
  const { date, time } = epochMsToZonedDateTime(typeof instant === 'number' ? instant : Date.parse(instant), timeZone);
  return `${date} ${time}:00`;
}

/**
 * The instant (ISO, UTC) of a wall-clock time in the zone, or null when that time does not
 * exist there (skipped when the clocks go forward).
 */
export function instantOfWallClock(text: string, timeZone: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(text);
  if (!match || !isLocalDate(match[1]!)) return null;
  const [, date, time] = match as unknown as [string, LocalDate, string];
  const ms = zonedDateTimeToEpochMs(date, time, timeZone);
  const back = epochMsToZonedDateTime(ms, timeZone);
  return back.date === date && back.time === time ? new Date(ms).toISOString() : null;
}

/** Minutes between two wall-clock texts of the same zone, as the instants differ (DST-aware). */
export function minutesBetween(startText: string, endText: string, timeZone: string): number | null {
  const start = instantOfWallClock(startText, timeZone);
  const end = instantOfWallClock(endText, timeZone);
  return start && end ? Math.round((Date.parse(end) - Date.parse(start)) / 60_000) : null;
}

/** Status tints (Mantine palette, light variant with dark text): waiting yellow, confirmed blue, done green, no-show red, off grey. */
export const STATUS_COLORS: Record<CalendarAppointment['status'], string> = {
  pending: 'yellow',
  confirmed: 'blue',
  completed: 'teal',
  no_show: 'red',
  cancelled: 'gray',
  declined: 'gray',
};

/** The statuses that hold their time; only these move or change length. */
export function isMovable(status: CalendarAppointment['status']): boolean {
  return status === 'pending' || status === 'confirmed';
}

export interface AppointmentEventPayload {
  kind: 'appointment';
  appointment: CalendarAppointment;
}
export interface ClosedEventPayload {
  kind: 'closed';
}
export type CalendarEventPayload = AppointmentEventPayload | ClosedEventPayload;

/** The appointments as events: client and services in the title, coloured by status. */
export function appointmentEvents(
  calendar: AdminCalendar,
  options: { showCancelled: boolean },
): ScheduleEventData<AppointmentEventPayload>[] {
  return calendar.appointments
    .filter((appointment) => options.showCancelled || (appointment.status !== 'cancelled' && appointment.status !== 'declined'))
    .map((appointment) => ({
      id: appointment.id,
      title: `${appointment.clientName || messages.adminAppointments.noClientName} · ${appointment.services.join(', ')}`,
      start: wallClockText(appointment.start, calendar.timeZone),
      end: wallClockText(appointment.end, calendar.timeZone),
      color: STATUS_COLORS[appointment.status],
      resourceId: appointment.specialistId,
      payload: { kind: 'appointment', appointment },
    }));
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) =>
  minutes >= 24 * 60 ? '24:00' : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const at = (date: LocalDate, minutes: number) =>
  minutes >= 24 * 60 ? `${addDays(date, 1)} 00:00:00` : `${date} ${timeOf(minutes)}:00`;

/**
 * The hours each specialist does not work, as background events: the gaps between her
 * intervals within the shown window, or the whole window on a day off or a public holiday
 * (titled with its name). A public holiday the business works on is not shaded.
 */
export function closedEvents(
  calendar: AdminCalendar,
  window: { startMin: number; endMin: number },
): ScheduleEventData<ClosedEventPayload>[] {
  const events: ScheduleEventData<ClosedEventPayload>[] = [];
  for (const day of calendar.days) {
    for (const hours of day.specialists) {
      const title =
        hours.source === 'own_holiday'
          ? messages.adminCalendar.dayOff
          : hours.source === 'public_holiday'
            ? (day.publicHoliday ?? messages.adminCalendar.dayOff)
            : messages.adminCalendar.closed;
      let cursor = window.startMin;
      const gaps: [number, number][] = [];
      for (const [start, end] of hours.intervals) {
        const s = Math.max(minutesOf(start), window.startMin);
        const e = Math.min(minutesOf(end), window.endMin);
        if (s > cursor) gaps.push([cursor, Math.min(s, window.endMin)]);
        cursor = Math.max(cursor, e);
      }
      if (cursor < window.endMin) gaps.push([cursor, window.endMin]);
      gaps
        .filter(([s, e]) => e > s)
        .forEach(([s, e], index) =>
          events.push({
            id: `closed:${hours.specialistId}:${day.date}:${index}`,
            title,
            start: at(day.date, s),
            end: at(day.date, e),
            color: 'gray',
            display: 'background',
            resourceId: hours.specialistId,
            payload: { kind: 'closed' },
          }),
        );
    }
  }
  return events;
}

/**
 * The hours the calendar spans: from the earliest working hour or visit to the latest, whole
 * hours, at least 08:00–20:00 (a day with nothing still shows a working day).
 */
export function visibleWindow(calendar: AdminCalendar): { startMin: number; endMin: number } {
  let start = 8 * 60;
  let end = 20 * 60;
  for (const day of calendar.days) {
    for (const hours of day.specialists) {
      for (const [s, e] of hours.intervals) {
        start = Math.min(start, minutesOf(s));
        end = Math.max(end, minutesOf(e));
      }
    }
  }
  for (const appointment of calendar.appointments) {
    const from = epochMsToZonedDateTime(Date.parse(appointment.start), calendar.timeZone);
    const to = epochMsToZonedDateTime(Date.parse(appointment.end), calendar.timeZone);
    start = Math.min(start, minutesOf(from.time));
    end = Math.max(end, to.date > from.date ? 24 * 60 : minutesOf(to.time));
  }
  return { startMin: Math.floor(start / 60) * 60, endMin: Math.min(24 * 60, Math.ceil(end / 60) * 60) };
}

/** `HH:mm:ss` for the component's `startTime` / `endTime` (the end of the day is 23:59:59). */
export function componentTime(minutes: number): string {
  return minutes >= 24 * 60 ? '23:59:59' : `${timeOf(minutes)}:00`;
}

/** The public holidays of the days shown, for the notes above the calendar. */
export function holidayNotes(calendar: AdminCalendar): { date: LocalDate; text: string }[] {
  return calendar.days
    .filter((day) => day.publicHoliday)
    .map((day) => ({
      date: day.date,
      text: day.publicHolidayExcluded
        ? format(messages.adminCalendar.publicHolidayWorked, { name: day.publicHoliday! })
        : day.publicHoliday!,
    }));
}
