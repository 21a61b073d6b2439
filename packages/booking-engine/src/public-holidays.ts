/**
 * Lithuania's public holidays (Darbo kodeksas, art. 123), computed for any year 1583–9999 by
 * the rules in force now; earlier changes of the law (e.g. Kūčios since 2012, Antroji Velykų
 * diena) are not modelled. Mother's Day and Father's Day are Sundays (first Sunday of May and
 * of June); in a year where May 1 is a Sunday, May 1 carries two holidays.
 */
import {
  dayNumberFromCivil,
  formatLocalDate,
  nextWeekdayOnOrAfter,
  parseLocalDate,
  yearOfDayNumber,
  type DayNumber,
  type LocalDate,
} from './local-date';

export interface PublicHoliday {
  readonly date: LocalDate;
  /** The holiday's Lithuanian name. */
  readonly name: string;
}

const FIRST_GREGORIAN_YEAR = 1583;
const LAST_YEAR = 9999;

function assertYear(year: number): void {
  if (!Number.isInteger(year) || year < FIRST_GREGORIAN_YEAR || year > LAST_YEAR) {
    throw new RangeError(`Year out of range ${FIRST_GREGORIAN_YEAR}–${LAST_YEAR}: ${year}`);
  }
}

/** Day number of (Western, Gregorian) Easter Sunday: the anonymous Gregorian computus. */
export function easterSundayDayNumber(year: number): DayNumber {
  assertYear(year);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayNumberFromCivil(year, month, day);
}

/** Easter Sunday of a year as `YYYY-MM-DD`. */
export function easterSunday(year: number): LocalDate {
  return formatLocalDate(easterSundayDayNumber(year));
}

interface HolidayYear {
  readonly list: readonly PublicHoliday[];
  /** Day numbers of the holidays (sorted, may repeat when two holidays share a date). */
  readonly days: readonly DayNumber[];
}

const years = new Map<number, HolidayYear>();

function holidayYear(year: number): HolidayYear {
  let cached = years.get(year);
  if (cached !== undefined) return cached;
  assertYear(year);
  const easter = easterSundayDayNumber(year);
  const fixed = (month: number, day: number): DayNumber => dayNumberFromCivil(year, month, day);
  const entries: Array<[DayNumber, string]> = [
    [fixed(1, 1), 'Naujieji metai'],
    [fixed(2, 16), 'Lietuvos valstybės atkūrimo diena'],
    [fixed(3, 11), 'Lietuvos nepriklausomybės atkūrimo diena'],
    [easter, 'Velykos'],
    [easter + 1, 'Antroji Velykų diena'],
    [fixed(5, 1), 'Tarptautinė darbo diena'],
    [nextWeekdayOnOrAfter(fixed(5, 1), 0), 'Motinos diena'],
    [nextWeekdayOnOrAfter(fixed(6, 1), 0), 'Tėvo diena'],
    [fixed(6, 24), 'Joninės (Rasos)'],
    [fixed(7, 6), 'Valstybės (Lietuvos karaliaus Mindaugo karūnavimo) diena'],
    [fixed(8, 15), 'Žolinė (Švč. Mergelės Marijos ėmimo į dangų diena)'],
    [fixed(11, 1), 'Visų šventųjų diena'],
    [fixed(11, 2), 'Mirusiųjų atminimo (Vėlinių) diena'],
    [fixed(12, 24), 'Šv. Kūčios'],
    [fixed(12, 25), 'Šv. Kalėdos'],
    [fixed(12, 26), 'Antroji Kalėdų diena'],
  ];
  // Stable sort keeps the order above for two holidays on one date.
  entries.sort((x, y) => x[0] - y[0]);
  cached = {
    list: Object.freeze(
      entries.map(([day, name]) => Object.freeze({ date: formatLocalDate(day), name })),
    ),
    days: Object.freeze(entries.map(([day]) => day)),
  };
  years.set(year, cached);
  return cached;
}

/** Lithuania's public holidays of a year, sorted by date. */
export function lithuanianPublicHolidays(year: number): readonly PublicHoliday[] {
  return holidayYear(year).list;
}

/** Day numbers of a year's public holidays, sorted (a shared, frozen array: do not modify). */
export function lithuanianPublicHolidayDayNumbers(year: number): readonly DayNumber[] {
  return holidayYear(year).days;
}

/** Public holidays from `from` to `to`, both inclusive, sorted by date. */
export function lithuanianPublicHolidaysBetween(from: LocalDate, to: LocalDate): PublicHoliday[] {
  const first = parseLocalDate(from);
  const last = parseLocalDate(to);
  const result: PublicHoliday[] = [];
  if (last < first) return result;
  for (let year = yearOfDayNumber(first); year <= yearOfDayNumber(last); year++) {
    const { list, days } = holidayYear(year);
    for (let i = 0; i < days.length; i++) {
      const day = days[i]!;
      if (day >= first && day <= last) result.push(list[i]!);
    }
  }
  return result;
}

/** The holidays on one date (usually none or one; two when May 1 is Mother's Day). */
export function lithuanianPublicHolidaysOn(date: LocalDate): PublicHoliday[] {
  return lithuanianPublicHolidaysBetween(date, date);
}

export function isLithuanianPublicHoliday(date: LocalDate): boolean {
  const day = parseLocalDate(date);
  return holidayYear(yearOfDayNumber(day)).days.includes(day);
}
