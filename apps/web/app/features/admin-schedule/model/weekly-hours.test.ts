import { describe, expect, it } from 'vitest';
import { fromApiIntervals, intervalErrors, nextInterval, normalizeTime, toApiIntervals } from './intervals';
import { closedWeek, copyDay, sameWeek, starterWeek, weekErrors, weekFromApi, weekToApi, type WeekDraft } from './weekly-hours';

const SALON = {
  '0': [],
  '1': [
    ['09:00', '13:00'],
    ['13:30', '18:00'],
  ],
  '2': [['09:00', '18:00']],
  '3': [],
  '4': [],
  '5': [],
  '6': [['10:00', '24:00']],
} as const;

describe('the intervals of a day', () => {
  it('finds an end before the start, a bad time, an overlap and too many, each once', () => {
    expect(intervalErrors([{ start: '09:00', end: '13:00' }])).toEqual([]);
    expect(
      intervalErrors([
        { start: '13:00', end: '09:00' },
        { start: '14:00', end: '14:00' },
      ]),
    ).toEqual(['Pabaiga turi būti vėliau nei pradžia.']);
    expect(intervalErrors([{ start: '', end: '13:00' }])).toEqual(['Laikas turi būti formatu HH:MM.']);
    expect(
      intervalErrors([
        { start: '12:00', end: '15:00' },
        { start: '09:00', end: '12:30' },
      ]),
    ).toEqual(['Darbo laiko intervalai negali persidengti.']);
    // Touching intervals do not overlap; a break is the gap between them.
    expect(
      intervalErrors([
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '18:00' },
      ]),
    ).toEqual([]);
    const many = Array.from({ length: 13 }, (_, i) => ({
      start: `${String(i + 8).padStart(2, '0')}:00`,
      end: `${String(i + 8).padStart(2, '0')}:30`,
    }));
    expect(intervalErrors(many)).toEqual(['Daugiausia 12 intervalų per dieną.']);
  });

  it('reads midnight at the end of the day as 00:00 and writes it as 24:00, ordered by start', () => {
    expect(fromApiIntervals([['20:00', '24:00']])).toEqual([{ start: '20:00', end: '00:00' }]);
    expect(intervalErrors([{ start: '20:00', end: '00:00' }])).toEqual([]);
    expect(
      toApiIntervals([
        { start: '20:00', end: '00:00' },
        { start: '08:00', end: '12:00' },
      ]),
    ).toEqual([
      ['08:00', '12:00'],
      ['20:00', '24:00'],
    ]);
  });

  it('makes a typed time whole, and leaves what it cannot read for the check', () => {
    expect(['9', '09', '930', '0930', '9:30', '9.30', '17 30', '1730', '24', '0'].map(normalizeTime)).toEqual([
      '09:00',
      '09:00',
      '09:30',
      '09:30',
      '09:30',
      '09:30',
      '17:30',
      '17:30',
      '00:00',
      '00:00',
    ]);
    for (const text of ['25', '9:75', 'devyni', '', '12345']) expect(normalizeTime(text)).toBe(text);
    expect(intervalErrors([{ start: normalizeTime('devyni'), end: '10:00' }])).toEqual(['Laikas turi būti formatu HH:MM.']);
  });

  it('suggests a whole day for an empty day and an hour after a break otherwise', () => {
    expect(nextInterval([])).toEqual({ start: '09:00', end: '18:00' });
    expect(nextInterval([{ start: '09:00', end: '13:00' }])).toEqual({ start: '13:30', end: '14:30' });
    expect(nextInterval([{ start: '09:00', end: '23:30' }])).toEqual({ start: '23:00', end: '00:00' });
  });
});

describe('the week', () => {
  it('goes from the API to the form and back unchanged', () => {
    const week = weekFromApi(SALON);
    expect(week['6']).toEqual([{ start: '10:00', end: '00:00' }]);
    expect(weekToApi(week)).toEqual(SALON);
    expect(weekFromApi({})['1']).toEqual([]);
  });

  it('copies a day to others, replacing their hours, and leaves the source alone', () => {
    const week = weekFromApi(SALON);
    const copied = copyDay(week, '1', ['3', '4', '1']);
    expect(copied['3']).toEqual(week['1']);
    expect(copied['4']).toEqual(week['1']);
    expect(copied['2']).toEqual(week['2']);
    copied['3'][0]!.start = '10:00';
    expect(week['1'][0]!.start).toBe('09:00');
  });

  it('names the days that cannot be saved', () => {
    const week: WeekDraft = { ...weekFromApi(SALON), '5': [{ start: '18:00', end: '09:00' }] };
    expect(weekErrors(week)).toEqual({ '5': ['Pabaiga turi būti vėliau nei pradžia.'] });
    expect(weekErrors(weekFromApi(SALON))).toEqual({});
  });

  it('compares weeks as the API stores them', () => {
    const week = weekFromApi(SALON);
    const reordered = { ...week, '1': [...week['1']].reverse() };
    expect(sameWeek(week, reordered)).toBe(true);
    expect(sameWeek(week, { ...week, '3': [{ start: '09:00', end: '10:00' }] })).toBe(false);
  });
});

describe('a week to start from', () => {
  it('is Monday to Friday 09:00–18:00, the weekend closed, and can be saved as it is', () => {
    const week = starterWeek();
    expect(weekToApi(week)).toEqual({
      '1': [['09:00', '18:00']],
      '2': [['09:00', '18:00']],
      '3': [['09:00', '18:00']],
      '4': [['09:00', '18:00']],
      '5': [['09:00', '18:00']],
      '6': [],
      '0': [],
    });
    expect(weekErrors(week)).toEqual({});
    // Each call is a fresh week: editing one day of it changes no other.
    week['1'][0]!.end = '17:00';
    expect(starterWeek()['1']).toEqual([{ start: '09:00', end: '18:00' }]);
    expect(week['2']).toEqual([{ start: '09:00', end: '18:00' }]);
  });

  it('is offered only while no day works', () => {
    expect(closedWeek(weekFromApi({}))).toBe(true);
    expect(closedWeek(starterWeek())).toBe(false);
    expect(closedWeek(weekFromApi({ '6': [['10:00', '14:00']] }))).toBe(false);
  });
});
