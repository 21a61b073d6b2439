// The schedule names days and months through dayjs: its Lithuanian locale comes with this chunk.
import 'dayjs/locale/lt';
import '@mantine/schedule/styles.css';
import {
  ResourcesDayView,
  ResourcesWeekView,
  WeekView,
  type ScheduleEventData,
  type ScheduleLabelsOverride,
} from '@mantine/schedule';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { generatePath, messages } from '@vizitas/shared';
import type { AdminCalendar, CalendarAppointment } from '@vizitas/shared/schemas/admin/calendar';
import { showToast } from '~/components/toasts/toast';
import { openModal } from '~/components/dialogs/modal-store';
import {
  appointmentEvents,
  closedEvents,
  componentTime,
  instantOfWallClock,
  isMovable,
  minutesBetween,
  visibleWindow,
  wallClockText,
  weekdayAndDayOf,
  weekdayShortOf,
  type CalendarEventPayload,
  type CalendarState,
} from '~/features/admin-appointments/model/calendar-events';
import { AppointmentPanel } from './appointment-panel';
import { MOVE_APPOINTMENT_DIALOG, MoveDialog, type PendingMove } from './move-dialog';

const t = messages.adminCalendar;

const LABELS: ScheduleLabelsOverride = {
  day: t.dayView,
  week: t.weekView,
  today: t.today,
  next: t.nextDay,
  previous: t.previousDay,
  allDay: 'Visa diena',
  noEvents: 'Vizitų nėra',
  more: 'Daugiau',
  moreLabel: (count) => `+${count}`,
  resource: t.specialist,
  resources: messages.adminCalendar.specialist,
  timeSlot: 'Laikas',
  resourceSlot: 'Laikas',
  weekday: 'Savaitės diena',
};

export interface CalendarBoardProps {
  business: string | null;
  calendar: AdminCalendar;
  state: CalendarState;
  showCancelled: boolean;
  fetching: boolean;
}

type Event = ScheduleEventData<CalendarEventPayload>;

/**
 * The schedule component over the calendar answer: a row per specialist for a day, the week of
 * one specialist (columns by day) or of all (a row each). Visits move by drag and change length
 * by their edge; both ask first and are checked by the server (an overlap is refused and the
 * visit goes back). A click on free time opens a new booking there; a click on a visit, its panel.
 */
export default function CalendarBoard({ business, calendar, state, showCancelled, fetching }: CalendarBoardProps) {
  const navigate = useNavigate();
  const viewRef = useRef<HTMLDivElement>(null);
  const [move, setMove] = useState<PendingMove | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const window = useMemo(() => visibleWindow(calendar), [calendar]);
  const zone = calendar.timeZone;

  const events = useMemo(() => {
    const visits = appointmentEvents(calendar, { showCancelled }).map((event) =>
      move && event.id === move.appointment.id
        ? { ...event, start: move.startText, end: move.endText, resourceId: move.specialistId }
        : event,
    );
    return [...closedEvents(calendar, window), ...visits] as Event[];
  }, [calendar, showCancelled, move, window]);

  const specialistName = (id: string) => calendar.specialists.find((row) => row.id === id)?.name ?? '';
  const appointmentOf = (event: ScheduleEventData) => {
    const payload = event.payload as CalendarEventPayload | undefined;
    return payload?.kind === 'appointment' ? payload.appointment : null;
  };

  const propose = (
    appointment: CalendarAppointment,
    startText: string,
    endText: string,
    specialistId: string,
    kind: PendingMove['kind'],
  ) => {
    const start = instantOfWallClock(startText, zone);
    const end = instantOfWallClock(endText, zone);
    if (!start || !end) {
      showToast({ type: 'danger', message: t.move.noSuchTime });
      return;
    }
    if (start === appointment.start && end === appointment.end && specialistId === appointment.specialistId) return;
    setMove({
      kind,
      appointment,
      start,
      end,
      startText,
      endText,
      specialistId,
      specialistName: specialistId !== appointment.specialistId ? specialistName(specialistId) : null,
      minutes: minutesBetween(startText, endText, zone) ?? appointment.durationMin,
    });
    openModal(MOVE_APPOINTMENT_DIALOG);
  };

  const common = {
    events,
    locale: 'lt',
    labels: LABELS,
    withHeader: false,
    startTime: componentTime(window.startMin),
    endTime: componentTime(window.endMin),
    withCurrentTimeIndicator: calendar.days.some((day) => day.date === wallClockText(Date.now(), zone).slice(0, 10)),
    getCurrentTime: () => wallClockText(Date.now(), zone),
    withEventsDragAndDrop: true,
    eventDragInterval: 15,
    withEventResize: true,
    eventResizeInterval: 15,
    canDragEvent: (event: ScheduleEventData) => {
      const appointment = appointmentOf(event);
      return appointment !== null && isMovable(appointment.status);
    },
    canResizeEvent: (event: ScheduleEventData) => {
      const appointment = appointmentOf(event);
      return appointment !== null && isMovable(appointment.status);
    },
    onEventClick: (event: ScheduleEventData) => {
      const appointment = appointmentOf(event);
      if (appointment) setOpenId(appointment.id);
    },
    onEventResize: ({ event, newStart, newEnd }: { event: ScheduleEventData; newStart: string; newEnd: string }) => {
      const appointment = appointmentOf(event);
      if (appointment) propose(appointment, newStart, newEnd, appointment.specialistId, 'resize');
    },
  };

  const onDrop = ({
    event,
    newStart,
    newEnd,
    resourceId,
  }: {
    event: ScheduleEventData;
    newStart: string;
    newEnd: string;
    resourceId?: string | number;
  }) => {
    const appointment = appointmentOf(event);
    if (appointment) propose(appointment, newStart, newEnd, resourceId ? String(resourceId) : appointment.specialistId, 'move');
  };
  const createAt = (slotStart: string, resourceId?: string | number) => {
    const start = instantOfWallClock(slotStart, zone);
    if (!start) {
      showToast({ type: 'danger', message: t.move.noSuchTime });
      return;
    }
    const params = new URLSearchParams({ pradzia: start });
    const specialist = resourceId ?? state.specialist;
    if (specialist) params.set('specialistas', String(specialist));
    params.set('grizti', `${globalThis.location.pathname}${globalThis.location.search}`);
    if (business) params.set('verslas', business);
    navigate(`${generatePath('admin_appointment_create')}?${params.toString()}`);
  };

  // Open at the hour before now on today's page, else at the start of the working day.
  const now = wallClockText(Date.now(), zone);
  const nowHour = Number(now.slice(11, 13));
  const scrollTime = componentTime(
    calendar.days.some((day) => day.date === now.slice(0, 10)) ? Math.max(window.startMin, (nowHour - 1) * 60) : window.startMin,
  );
  const resources = calendar.specialists.map((row) => ({ id: row.id, label: row.name }));
  useDayButtonsNamedByTheirText(viewRef);
  let view;
  if (state.view === 'day') {
    view = (
      <ResourcesDayView
        {...common}
        date={state.date}
        resources={resources}
        intervalMinutes={60}
        slotWidth={72}
        rowHeight={72}
        startScrollTime={scrollTime}
        onEventDrop={onDrop}
        onTimeSlotClick={({ slotStart, resourceId }) => createAt(slotStart, resourceId)}
      />
    );
  } else if (state.specialist) {
    view = (
      <WeekView
        {...common}
        date={state.date}
        firstDayOfWeek={1}
        weekdayFormat={weekdayShortOf}
        intervalMinutes={30}
        withAllDaySlots={false}
        startScrollTime={scrollTime}
        onEventDrop={({ event, newStart, newEnd }) => onDrop({ event, newStart, newEnd })}
        onTimeSlotClick={({ slotStart }) => createAt(slotStart, state.specialist ?? undefined)}
      />
    );
  } else {
    view = (
      <ResourcesWeekView
        {...common}
        date={state.date}
        resources={resources}
        firstDayOfWeek={1}
        weekdayFormat={weekdayAndDayOf}
        intervalMinutes={60}
        slotWidth={44}
        onEventDrop={onDrop}
        onTimeSlotClick={({ slotStart, resourceId }) => createAt(slotStart, resourceId)}
      />
    );
  }

  return (
    <div className="vz-cal__board" data-fetching={fetching || undefined} aria-busy={fetching}>
      <ul className="vz-cal__legend" aria-label={t.legend}>
        {(['pending', 'confirmed', 'completed', 'no_show'] as const).map((status) => (
          <li key={status} data-status={status}>
            {messages.appointmentStatus[status]}
          </li>
        ))}
        <li data-status="closed">{t.closed}</li>
      </ul>
      <div className="vz-cal__view" data-view={state.view} ref={viewRef}>
        {view}
      </div>
      <MoveDialog business={business} move={move} onDone={() => setMove(null)} />
      <AppointmentPanel business={business} id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

/**
 * The week view names its day buttons "Savaitės diena 2026-12-14" while they show "pir 14": a
 * name that does not contain the visible text fails WCAG 2.5.3 (label in name) for people who
 * speak to their browser. After each render the buttons lose that name and are named by what
 * they show, the day of the week and of the month.
 */
function useDayButtonsNamedByTheirText(viewRef: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const selector = `[aria-label^="${String(LABELS.weekday)} "]`;
    for (const button of viewRef.current?.querySelectorAll<HTMLElement>(selector) ?? []) {
      button.removeAttribute('aria-label');
    }
  });
}
