import { describe, expect, it } from 'vitest';
import type { WorkingHoursInput } from '@vizitas/booking-engine';
import { openingWeek, unionOfIntervals, weekStartOf } from './opening-hours.ts';

const VILNIUS = 'Europe/Vilnius';

const weekdays = (intervals: [string, string][]) => ({ 1: intervals, 2: intervals, 3: intervals, 4: intervals, 5: intervals });

function hours(overrides: Partial<WorkingHoursInput> = {}): WorkingHoursInput {
  return {
    weeklyHours: {
      ...weekdays([
        ['09:00', '13:00'],
        ['13:30', '18:00'],
      ]),
      6: [['10:00', '14:00']],
    },
    dateOverrides: [],
    ownHolidays: [],
    publicHolidays: true,
    excludedPublicHolidays: [],
    ...overrides,
  };
}

describe('weekStartOf', () => {
  it('is the Monday of the Vilnius week, also late on Sunday evening UTC', () => {
    // Wednesday 2026-11-18 12:00 UTC.
    expect(weekStartOf(Date.UTC(2026, 10, 18, 12), VILNIUS)).toBe('2026-11-16');
    // Sunday 2026-11-22 22:30 UTC is already Monday 2026-11-23, 00:30 in Vilnius (UTC+2).
    expect(weekStartOf(Date.UTC(2026, 10, 22, 22, 30), VILNIUS)).toBe('2026-11-23');
    // Sunday 2026-11-22 23:59 in Vilnius is still the week of Monday 2026-11-16.
    expect(weekStartOf(Date.UTC(2026, 10, 22, 21, 59), VILNIUS)).toBe('2026-11-16');
  });

  it('counts the DST weeks in Vilnius time', () => {
    // Sunday 2026-03-29 (clocks go forward at 03:00): 23:30 EEST is 20:30 UTC — still that week.
    expect(weekStartOf(Date.UTC(2026, 2, 29, 20, 30), VILNIUS)).toBe('2026-03-23');
    // 00:30 EEST on Monday 2026-03-30 is 21:30 UTC on Sunday.
    expect(weekStartOf(Date.UTC(2026, 2, 29, 21, 30), VILNIUS)).toBe('2026-03-30');
    // Sunday 2026-10-25 (clocks go back): 23:30 EET is 21:30 UTC.
    expect(weekStartOf(Date.UTC(2026, 9, 25, 21, 30), VILNIUS)).toBe('2026-10-19');
    expect(weekStartOf(Date.UTC(2026, 9, 25, 22, 30), VILNIUS)).toBe('2026-10-26');
  });
});

describe('unionOfIntervals', () => {
  it('joins overlapping and touching intervals and keeps gaps', () => {
    expect(
      unionOfIntervals([
        ['13:30', '18:00'],
        ['09:00', '13:00'],
        ['12:00', '13:00'],
        ['18:00', '20:00'],
      ]),
    ).toEqual([
      ['09:00', '13:00'],
      ['13:30', '20:00'],
    ]);
    expect(unionOfIntervals([])).toEqual([]);
  });
});

describe('openingWeek', () => {
  it('is the union of the specialists’ hours, Monday to Sunday', () => {
    const early = hours({ weeklyHours: weekdays([['08:00', '12:00']]) });
    const week = openingWeek([hours(), early], '2026-11-16', '2026-11-18', VILNIUS);
    expect(week.days.map((day) => day.date)).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(week.days.map((day) => day.isoWeekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(week.days[0]!.intervals).toEqual([
      ['08:00', '13:00'],
      ['13:30', '18:00'],
    ]);
    expect(week.days[5]!.intervals).toEqual([['10:00', '14:00']]);
    expect(week.days[6]).toMatchObject({ intervals: [], publicHoliday: null });
    expect(week.days.filter((day) => day.today).map((day) => day.date)).toEqual(['2026-11-18']);
  });

  it('follows overrides and days off', () => {
    const week = openingWeek(
      [
        hours({
          dateOverrides: [
            { date: '2026-11-17', intervals: [['12:00', '20:00']] },
            { date: '2026-11-21', intervals: [] },
          ],
          ownHolidays: [{ from: '2026-11-19', to: '2026-11-20' }],
        }),
      ],
      '2026-11-16',
      '2026-11-16',
      VILNIUS,
    );
    expect(week.days[1]!.intervals).toEqual([['12:00', '20:00']]);
    expect(week.days[3]!.intervals).toEqual([]);
    expect(week.days[4]!.intervals).toEqual([]);
    expect(week.days[5]!.intervals).toEqual([]);
    expect(week.days[3]!.publicHoliday).toBeNull();
  });

  it('closes a public holiday with its name, unless the business works that day', () => {
    // Week of All Saints' Day: Sunday 2026-11-01 and Monday 2026-11-02 (Vėlinės).
    const week = openingWeek([hours()], '2026-10-26', '2026-10-26', VILNIUS);
    expect(week.days[6]).toMatchObject({ date: '2026-11-01', intervals: [], publicHoliday: 'Visų šventųjų diena' });
    const next = openingWeek([hours()], '2026-11-02', '2026-11-02', VILNIUS);
    expect(next.days[0]).toMatchObject({ intervals: [], publicHoliday: 'Mirusiųjų atminimo (Vėlinių) diena' });
    const worked = openingWeek([hours({ excludedPublicHolidays: ['2026-11-02'] })], '2026-11-02', '2026-11-02', VILNIUS);
    expect(worked.days[0]).toMatchObject({
      intervals: [
        ['09:00', '13:00'],
        ['13:30', '18:00'],
      ],
      publicHoliday: null,
    });
  });

  it('keeps wall-clock hours across the DST change (week of 2026-03-29)', () => {
    const sundayWorker = hours({ weeklyHours: { 0: [['02:00', '05:00']], 1: [['09:00', '18:00']] } });
    const week = openingWeek([sundayWorker], '2026-03-23', '2026-03-29', VILNIUS);
    expect(week.days[6]).toMatchObject({ date: '2026-03-29', intervals: [['02:00', '05:00']], today: true });
    expect(week.days[0]!.intervals).toEqual([['09:00', '18:00']]);
  });

  it('is closed every day when there are no specialists', () => {
    const week = openingWeek([], '2026-11-16', '2026-11-16', VILNIUS);
    expect(week.days.every((day) => day.intervals.length === 0 && day.publicHoliday === null)).toBe(true);
  });
});
