import { describe, expect, it } from 'vitest';
import type { AdminCalendar } from '@vizitas/shared/schemas/admin/calendar';
import {
  appointmentEvents,
  calendarSearch,
  closedEvents,
  instantOfWallClock,
  minutesBetween,
  parseCalendarState,
  rangeOf,
  stepDate,
  visibleWindow,
  wallClockText,
  weekdayAndDayOf,
  weekdayShortOf,
} from './calendar-events';

const TZ = 'Europe/Vilnius';
const SPECIALIST = '0b0e7a4c-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

function calendar(overrides: Partial<AdminCalendar> = {}): AdminCalendar {
  return {
    timeZone: TZ,
    from: '2027-03-22',
    to: '2027-03-22',
    specialists: [{ id: SPECIALIST, name: 'Rasa', title: null }],
    days: [
      {
        date: '2027-03-22',
        publicHoliday: null,
        publicHolidayExcluded: false,
        specialists: [
          {
            specialistId: SPECIALIST,
            source: 'weekly',
            intervals: [
              ['09:00', '13:00'],
              ['13:30', '18:00'],
            ],
          },
        ],
      },
    ],
    appointments: [],
    ...overrides,
  };
}

describe('the week columns', () => {
  it('abbreviate weekdays as the rest of the product does ("Pr, An…"), not as dayjs does ("Pir, Ant")', () => {
    // 2026-11-30 is a Monday.
    const week = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
    expect(week.map(weekdayShortOf)).toEqual(['Pr', 'An', 'Tr', 'Kt', 'Pn', 'Št', 'Sk']);
    expect(weekdayShortOf('2026-11-30 00:00:00')).toBe('Pr');
    expect(weekdayShortOf('ne data')).toBe('');
    expect(weekdayAndDayOf('2026-11-30 00:00:00')).toBe('Pr 30');
    expect(weekdayAndDayOf('2026-12-01')).toBe('An 1');
  });
});

describe('the page state in the URL', () => {
  it('reads the date, the view and the specialist, and falls back to today and the day view', () => {
    expect(parseCalendarState(new URLSearchParams(''), '2027-03-22')).toEqual({
      date: '2027-03-22',
      view: 'day',
      specialist: null,
    });
    expect(
      parseCalendarState(
        new URLSearchParams(`data=2027-03-28&rodinys=savaite&specialistas=${SPECIALIST.toUpperCase()}`),
        '2027-03-22',
      ),
    ).toEqual({ date: '2027-03-28', view: 'week', specialist: SPECIALIST });
    expect(parseCalendarState(new URLSearchParams('data=2027-02-30&rodinys=x&specialistas=1'), '2027-03-22')).toEqual({
      date: '2027-03-22',
      view: 'day',
      specialist: null,
    });
  });

  it('writes only what differs from the default and keeps the business parameter', () => {
    const current = new URLSearchParams('verslas=salonas&data=2027-03-01');
    expect(calendarSearch({ date: '2027-03-22', view: 'day', specialist: null }, current, '2027-03-22')).toBe('?verslas=salonas');
    expect(calendarSearch({ date: '2027-03-24', view: 'week', specialist: SPECIALIST }, current, '2027-03-22')).toBe(
      `?verslas=salonas&data=2027-03-24&rodinys=savaite&specialistas=${SPECIALIST}`,
    );
  });

  it('asks for the day, or for Monday to Sunday of the week, and steps by a day or a week', () => {
    expect(rangeOf({ date: '2027-03-24', view: 'day' })).toEqual({ from: '2027-03-24', to: '2027-03-24' });
    expect(rangeOf({ date: '2027-03-24', view: 'week' })).toEqual({ from: '2027-03-22', to: '2027-03-28' });
    expect(rangeOf({ date: '2027-03-28', view: 'week' })).toEqual({ from: '2027-03-22', to: '2027-03-28' });
    expect(rangeOf({ date: '2027-03-22', view: 'week' })).toEqual({ from: '2027-03-22', to: '2027-03-28' });
    expect(stepDate({ date: '2027-03-24', view: 'day' }, 1)).toBe('2027-03-25');
    expect(stepDate({ date: '2027-03-24', view: 'week' }, -1)).toBe('2027-03-17');
  });
});

describe('Vilnius wall-clock time, whatever the browser zone', () => {
  it('writes instants in EET and EEST', () => {
    expect(wallClockText('2027-03-24T08:00:00.000Z', TZ)).toBe('2027-03-24 10:00:00');
    expect(wallClockText('2027-07-01T08:00:00.000Z', TZ)).toBe('2027-07-01 11:00:00');
  });

  it('reads a wall-clock time back on both sides of the spring change, and refuses the skipped hour', () => {
    expect(instantOfWallClock('2027-03-28 02:30:00', TZ)).toBe('2027-03-28T00:30:00.000Z');
    expect(instantOfWallClock('2027-03-28 03:30:00', TZ)).toBeNull();
    expect(instantOfWallClock('2027-03-28 04:00:00', TZ)).toBe('2027-03-28T01:00:00.000Z');
    expect(instantOfWallClock('not a time', TZ)).toBeNull();
  });

  it('takes the first of the repeated hour in autumn, and counts real minutes across the change', () => {
    expect(instantOfWallClock('2027-10-31 03:30:00', TZ)).toBe('2027-10-31T00:30:00.000Z');
    expect(minutesBetween('2027-10-31 02:00:00', '2027-10-31 05:00:00', TZ)).toBe(240);
    expect(minutesBetween('2027-03-28 02:00:00', '2027-03-28 05:00:00', TZ)).toBe(120);
    expect(minutesBetween('2027-03-22 10:00:00', '2027-03-22 11:30:00', TZ)).toBe(90);
  });
});

describe('events', () => {
  const visit = (status: AdminCalendar['appointments'][number]['status'], id = status) => ({
    id,
    specialistId: SPECIALIST,
    start: '2027-03-22T08:00:00.000Z',
    end: '2027-03-22T09:00:00.000Z',
    status,
    clientName: 'Eglė Petrauskienė',
    clientPhone: null,
    services: ['Kirpimas', 'Dažymas'],
    priceCents: 5000,
    durationMin: 60,
    hasNote: false,
  });

  it('shows visits in Vilnius time, coloured by status, hiding the cancelled and declined unless asked', () => {
    const data = calendar({ appointments: [visit('confirmed'), visit('pending'), visit('cancelled'), visit('declined')] });
    const shown = appointmentEvents(data, { showCancelled: false });
    expect(shown.map((event) => [event.id, event.color, event.start, event.end, event.resourceId])).toEqual([
      ['confirmed', 'blue', '2027-03-22 10:00:00', '2027-03-22 11:00:00', SPECIALIST],
      ['pending', 'yellow', '2027-03-22 10:00:00', '2027-03-22 11:00:00', SPECIALIST],
    ]);
    expect(shown[0]!.title).toBe('Eglė Petrauskienė · Kirpimas, Dažymas');
    expect(appointmentEvents(data, { showCancelled: true })).toHaveLength(4);
  });

  it('shades the hours outside work, the break included', () => {
    const closed = closedEvents(calendar(), { startMin: 8 * 60, endMin: 20 * 60 });
    expect(closed.map((event) => [event.start, event.end, event.display])).toEqual([
      ['2027-03-22 08:00:00', '2027-03-22 09:00:00', 'background'],
      ['2027-03-22 13:00:00', '2027-03-22 13:30:00', 'background'],
      ['2027-03-22 18:00:00', '2027-03-22 20:00:00', 'background'],
    ]);
  });

  it('shades a whole day off or public holiday with its name, and not a holiday the business works on', () => {
    const data = calendar({
      days: [
        {
          date: '2027-03-28',
          publicHoliday: 'Velykos',
          publicHolidayExcluded: false,
          specialists: [{ specialistId: SPECIALIST, source: 'public_holiday', intervals: [] }],
        },
        {
          date: '2027-03-29',
          publicHoliday: null,
          publicHolidayExcluded: false,
          specialists: [{ specialistId: SPECIALIST, source: 'own_holiday', intervals: [] }],
        },
        {
          date: '2027-06-24',
          publicHoliday: 'Joninės',
          publicHolidayExcluded: true,
          specialists: [{ specialistId: SPECIALIST, source: 'weekly', intervals: [['08:00', '24:00']] }],
        },
      ],
    });
    const closed = closedEvents(data, { startMin: 8 * 60, endMin: 24 * 60 });
    expect(closed.map((event) => [event.title, event.start, event.end])).toEqual([
      ['Velykos', '2027-03-28 08:00:00', '2027-03-29 00:00:00'],
      ['Laisvadienis', '2027-03-29 08:00:00', '2027-03-30 00:00:00'],
    ]);
  });

  it('spans the working hours and the visits, in whole hours, at least 08–20', () => {
    expect(visibleWindow(calendar())).toEqual({ startMin: 480, endMin: 1200 });
    const early = calendar({
      appointments: [{ ...visit('confirmed'), start: '2027-03-22T04:30:00.000Z', end: '2027-03-22T19:15:00.000Z' }],
    });
    expect(visibleWindow(early)).toEqual({ startMin: 6 * 60, endMin: 22 * 60 });
  });
});
