import { describe, expect, it } from 'vitest';
import { format, messages } from '@vizitas/shared';
import { daysIn, formatDayShort, formatVisitCount, formatWeek, mondayOf, weekdayGenitive, weekdayLabel } from './schedule-format';

describe('how the schedule pages write days and counts', () => {
  it('names visits in the three Lithuanian plural forms', () => {
    expect([1, 2, 9, 10, 11, 15, 18, 20, 21, 22, 101, 111, 112, 125].map(formatVisitCount)).toEqual([
      '1 vizitas',
      '2 vizitai',
      '9 vizitai',
      '10 vizitų',
      '11 vizitų',
      '15 vizitų',
      '18 vizitų',
      '20 vizitų',
      '21 vizitas',
      '22 vizitai',
      '101 vizitas',
      '111 vizitų',
      '112 vizitų',
      '125 vizitai',
    ]);
  });

  it('finds the Monday of a week and counts the days of a range', () => {
    expect(mondayOf('2027-03-28')).toBe('2027-03-22');
    expect(mondayOf('2027-03-22')).toBe('2027-03-22');
    expect(daysIn('2027-03-22', '2027-03-22')).toBe(1);
    expect(daysIn('2027-03-29', '2027-04-02')).toBe(5);
  });

  it('writes a weekday, a short day and a week in Lithuanian', () => {
    expect(weekdayLabel('0')).toBe('Sekmadienis');
    expect(weekdayLabel('1')).toBe('Pirmadienis');
    expect(formatDayShort('2027-03-22')).toMatch(/^Pr, kov\.? 22$/);
    expect(formatWeek('2027-03-22')).toMatch(/^kov\.? 22 – kov\.? 28$/);
  });

  it('names the day copied from in the genitive: "Kopijuoti pirmadienio darbo laiką"', () => {
    expect((['1', '2', '3', '4', '5', '6', '0'] as const).map(weekdayGenitive)).toEqual([
      'pirmadienio',
      'antradienio',
      'trečiadienio',
      'ketvirtadienio',
      'penktadienio',
      'šeštadienio',
      'sekmadienio',
    ]);
    expect(format(messages.adminSchedule.week.copyTitle, { day: weekdayGenitive('1') })).toBe(
      'Kopijuoti pirmadienio darbo laiką į:',
    );
  });
});
