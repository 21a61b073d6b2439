import { describe, expect, it } from 'vitest';
import { holidaysShown, yearOf, yearsShown } from './years';

describe('the public holidays shown', () => {
  it('reads the year asked for, or none for the coming twelve months', () => {
    expect(yearOf(new URLSearchParams('metai=2027'))).toBe(2027);
    for (const bad of ['', 'metai=', 'metai=1999', 'metai=2027.5', 'metai=du'])
      expect(yearOf(new URLSearchParams(bad))).toBeNull();
    expect(yearsShown(null, '2026-11-24')).toEqual([2026, 2027]);
    expect(yearsShown(2030, '2026-11-24')).toEqual([2030]);
  });

  it('lists a whole year, or the holidays from today for a year', () => {
    const lists = [
      [{ date: '2026-11-02' }, { date: '2026-11-24' }, { date: '2026-12-24' }],
      [{ date: '2027-01-01' }, { date: '2027-11-23' }, { date: '2027-11-24' }],
    ];
    expect(holidaysShown(null, '2026-11-24', lists).map((h) => h.date)).toEqual([
      '2026-11-24',
      '2026-12-24',
      '2027-01-01',
      '2027-11-23',
    ]);
    expect(holidaysShown(2026, '2026-11-24', [lists[0]!])).toHaveLength(3);
  });
});
