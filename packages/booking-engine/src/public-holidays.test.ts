import { describe, expect, it } from 'vitest';
import {
  easterSunday,
  isLithuanianPublicHoliday,
  lithuanianPublicHolidays,
  lithuanianPublicHolidaysBetween,
  lithuanianPublicHolidaysOn,
} from './public-holidays';

describe('Easter (Gregorian computus)', () => {
  it('matches published dates', () => {
    const known: Record<number, string> = {
      1818: '1818-03-22',
      1943: '1943-04-25',
      2000: '2000-04-23',
      2008: '2008-03-23',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2028: '2028-04-16',
      2029: '2029-04-01',
      2030: '2030-04-21',
      2038: '2038-04-25',
      2285: '2285-03-22',
    };
    for (const [year, date] of Object.entries(known)) expect(easterSunday(Number(year))).toBe(date);
  });

  it('is always a Sunday between March 22 and April 25', () => {
    for (let year = 1583; year <= 4099; year++) {
      const date = easterSunday(year);
      const md = date.slice(5);
      if (md < '03-22' || md > '04-25' || new Date(`${date}T00:00:00Z`).getUTCDay() !== 0) {
        throw new Error(`Easter ${year}: ${date}`);
      }
    }
  });

  it('rejects years outside the Gregorian range', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError);
    expect(() => easterSunday(2026.5)).toThrow(RangeError);
  });
});

describe("Lithuania's public holidays", () => {
  it('lists the 2026 holidays with their Lithuanian names', () => {
    expect(lithuanianPublicHolidays(2026)).toEqual([
      { date: '2026-01-01', name: 'Naujieji metai' },
      { date: '2026-02-16', name: 'Lietuvos valstybės atkūrimo diena' },
      { date: '2026-03-11', name: 'Lietuvos nepriklausomybės atkūrimo diena' },
      { date: '2026-04-05', name: 'Velykos' },
      { date: '2026-04-06', name: 'Antroji Velykų diena' },
      { date: '2026-05-01', name: 'Tarptautinė darbo diena' },
      { date: '2026-05-03', name: 'Motinos diena' },
      { date: '2026-06-07', name: 'Tėvo diena' },
      { date: '2026-06-24', name: 'Joninės (Rasos)' },
      { date: '2026-07-06', name: 'Valstybės (Lietuvos karaliaus Mindaugo karūnavimo) diena' },
      { date: '2026-08-15', name: 'Žolinė (Švč. Mergelės Marijos ėmimo į dangų diena)' },
      { date: '2026-11-01', name: 'Visų šventųjų diena' },
      { date: '2026-11-02', name: 'Mirusiųjų atminimo (Vėlinių) diena' },
      { date: '2026-12-24', name: 'Šv. Kūčios' },
      { date: '2026-12-25', name: 'Šv. Kalėdos' },
      { date: '2026-12-26', name: 'Antroji Kalėdų diena' },
    ]);
  });

  it('computes the movable holidays of 2027–2030', () => {
    const movable = (year: number): string[] =>
      lithuanianPublicHolidays(year)
        .filter((h) => ['Velykos', 'Antroji Velykų diena', 'Motinos diena', 'Tėvo diena'].includes(h.name))
        .map((h) => h.date);
    expect(movable(2027)).toEqual(['2027-03-28', '2027-03-29', '2027-05-02', '2027-06-06']);
    expect(movable(2028)).toEqual(['2028-04-16', '2028-04-17', '2028-05-07', '2028-06-04']);
    expect(movable(2029)).toEqual(['2029-04-01', '2029-04-02', '2029-05-06', '2029-06-03']);
    expect(movable(2030)).toEqual(['2030-04-21', '2030-04-22', '2030-05-05', '2030-06-02']);
  });

  it('keeps both holidays when May 1 is the first Sunday of May (2033)', () => {
    expect(lithuanianPublicHolidaysOn('2033-05-01').map((h) => h.name)).toEqual([
      'Tarptautinė darbo diena',
      'Motinos diena',
    ]);
    expect(lithuanianPublicHolidays(2033)).toHaveLength(16);
  });

  it('answers for a date and for a range across years', () => {
    expect(isLithuanianPublicHoliday('2026-04-06')).toBe(true);
    expect(isLithuanianPublicHoliday('2026-04-07')).toBe(false);
    expect(lithuanianPublicHolidaysOn('2026-06-24')).toEqual([{ date: '2026-06-24', name: 'Joninės (Rasos)' }]);
    expect(lithuanianPublicHolidaysBetween('2026-12-20', '2027-01-05').map((h) => h.date)).toEqual([
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
      '2027-01-01',
    ]);
    expect(lithuanianPublicHolidaysBetween('2026-05-02', '2026-05-01')).toEqual([]);
  });

  it('returns sorted, frozen lists of 16 holidays every year', () => {
    for (let year = 2000; year <= 2100; year++) {
      const list = lithuanianPublicHolidays(year);
      expect(list.length).toBe(16);
      expect([...list].map((h) => h.date)).toEqual(list.map((h) => h.date).sort());
      expect(Object.isFrozen(list)).toBe(true);
    }
  });
});
