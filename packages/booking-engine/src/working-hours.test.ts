import { describe, expect, it } from 'vitest';
import { parseLocalDate } from './local-date';
import { WorkingCalendar, compileIntervals, workingDay, type WorkingHoursInput } from './working-hours';

const week: WorkingHoursInput['weeklyHours'] = {
  0: [],
  1: [['09:00', '13:00'], ['14:00', '18:00']],
  2: [['09:00', '18:00']],
  3: [['09:00', '18:00']],
  4: [['09:00', '18:00']],
  5: [['09:00', '18:00']],
  // Saturday missing on purpose: closed
};

const base: WorkingHoursInput = {
  weeklyHours: week,
  dateOverrides: [],
  ownHolidays: [],
  publicHolidays: true,
  excludedPublicHolidays: [],
};

describe('working hours precedence', () => {
  it('uses the weekly intervals of the weekday (several per day; missing = closed)', () => {
    expect(workingDay(base, '2026-04-13')).toEqual({
      date: '2026-04-13',
      source: 'weekly',
      intervals: [['09:00', '13:00'], ['14:00', '18:00']],
    });
    expect(workingDay(base, '2026-04-18').intervals).toEqual([]);
    expect(workingDay(base, '2026-04-19').intervals).toEqual([]);
  });

  it('lets an override replace the weekly intervals, or close the day', () => {
    const input: WorkingHoursInput = {
      ...base,
      dateOverrides: [
        { date: '2026-04-14', intervals: [['12:00', '20:00']] },
        { date: '2026-04-15', intervals: [] },
        { date: '2026-04-19', intervals: [['10:00', '14:00']] },
      ],
    };
    expect(workingDay(input, '2026-04-14')).toEqual({ date: '2026-04-14', source: 'override', intervals: [['12:00', '20:00']] });
    expect(workingDay(input, '2026-04-15')).toEqual({ date: '2026-04-15', source: 'override', intervals: [] });
    expect(workingDay(input, '2026-04-19').intervals).toEqual([['10:00', '14:00']]);
  });

  it('closes public holidays unless excluded, even over an override', () => {
    const input: WorkingHoursInput = {
      ...base,
      dateOverrides: [{ date: '2026-06-24', intervals: [['10:00', '12:00']] }],
    };
    expect(workingDay(input, '2026-06-24')).toEqual({
      date: '2026-06-24',
      source: 'public_holiday',
      intervals: [],
      holidayName: 'Joninės (Rasos)',
    });
    const excluded = { ...input, excludedPublicHolidays: ['2026-06-24'] };
    expect(workingDay(excluded, '2026-06-24')).toEqual({ date: '2026-06-24', source: 'override', intervals: [['10:00', '12:00']] });
    const excludedNoOverride = { ...base, excludedPublicHolidays: ['2026-06-24'] };
    expect(workingDay(excludedNoOverride, '2026-06-24').intervals).toEqual([['09:00', '18:00']]);
    // Without public holidays the date is an ordinary Wednesday.
    expect(workingDay({ ...base, publicHolidays: false }, '2026-06-24').source).toBe('weekly');
  });

  it('closes own holidays (date ranges), even on an excluded public holiday', () => {
    const input: WorkingHoursInput = {
      ...base,
      ownHolidays: [{ from: '2026-06-22', to: '2026-06-26' }],
      excludedPublicHolidays: ['2026-06-24'],
      dateOverrides: [{ date: '2026-06-23', intervals: [['10:00', '12:00']] }],
    };
    for (const date of ['2026-06-22', '2026-06-23', '2026-06-24', '2026-06-26']) {
      expect(workingDay(input, date)).toEqual({ date, source: 'own_holiday', intervals: [] });
    }
    expect(workingDay(input, '2026-06-29').source).toBe('weekly');
  });

  it('names both holidays when they share a date', () => {
    expect(workingDay(base, '2033-05-01').holidayName).toBe('Tarptautinė darbo diena; Motinos diena');
  });
});

describe('compiled calendar', () => {
  it('gives minute bounds per day and closes days outside its window', () => {
    const first = parseLocalDate('2026-04-13');
    const calendar = new WorkingCalendar(base, first, first + 6);
    expect([...calendar.hoursOn(first).bounds]).toEqual([540, 780, 840, 1080]);
    expect(calendar.hoursOn(first - 1).bounds.length).toBe(0);
    expect(calendar.hoursOn(first + 7).bounds.length).toBe(0);
    expect(calendar.isHoliday(first)).toBe(false);
  });

  it('marks holiday ranges that start before or end after the window', () => {
    const first = parseLocalDate('2026-04-13');
    const input = { ...base, ownHolidays: [{ from: '2026-04-01', to: '2026-04-14' }, { from: '2026-04-17', to: '2026-05-30' }] };
    const calendar = new WorkingCalendar(input, first, first + 6);
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => calendar.isHoliday(first + i))).toEqual([true, true, false, false, true, true, true]);
  });

  it('orders intervals by start and keeps overlapping ones separate', () => {
    expect([...compileIntervals([['14:00', '18:00'], ['09:00', '13:00']]).bounds]).toEqual([540, 780, 840, 1080]);
    expect([...compileIntervals([['12:00', '18:00'], ['09:00', '13:00']]).bounds]).toEqual([540, 780, 720, 1080]);
    expect([...compileIntervals([['22:00', '24:00']]).bounds]).toEqual([1320, 1440]);
  });

  it('rejects malformed input', () => {
    expect(() => compileIntervals([['18:00', '09:00']])).toThrow(RangeError);
    expect(() => compileIntervals([['09:00', '09:00']])).toThrow(RangeError);
    expect(() => compileIntervals([['9', '10:00']])).toThrow(RangeError);
    expect(() => workingDay({ ...base, ownHolidays: [{ from: '2026-05-02', to: '2026-05-01' }] }, '2026-05-01')).toThrow(RangeError);
    expect(() => workingDay({ ...base, dateOverrides: [{ date: '2026-02-30', intervals: [] }] }, '2026-05-01')).toThrow(RangeError);
  });
});
