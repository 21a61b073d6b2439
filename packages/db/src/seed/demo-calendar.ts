import {
  addDays,
  formatWallClockTime,
  lithuanianPublicHolidaysBetween,
  parseWallClockTime,
  weekdayOf,
  workingDay,
  type LocalDate,
  type WallClockInterval,
  type WorkingHoursInput,
} from '@vizitas/booking-engine';
import type { IntervalsJson, WeeklyHoursJson } from '../schema/index';
import { demoBusinesses, type DemoBusiness } from './demo-businesses';

// The demo calendars: every specialist's weekly hours, a few date overrides and days off in the
// coming weeks, and one business that works on the next public holiday. Dates are relative to
// "today" (the seed's local date), so the demo always looks current.

type Interval = [string, string];

const MON_FRI = [1, 2, 3, 4, 5] as const;
const TUE_FRI = [2, 3, 4, 5] as const;

function week(days: readonly number[], intervals: Interval[], extra: Record<number, Interval[]> = {}): WeeklyHoursJson {
  const hours: WeeklyHoursJson = {};
  for (let weekday = 0; weekday <= 6; weekday++) {
    const own = extra[weekday] ?? (days.includes(weekday) ? intervals : []);
    hours[String(weekday)] = own.map(([start, end]) => [start, end]);
  }
  return hours;
}

/** Typical weekly hours of Lithuanian salons (breaks are gaps between intervals). */
export const DEMO_WEEKLY_PATTERNS = {
  /** Mon–Fri 09:00–18:00 with a 13:00–13:30 lunch break, Sat 10:00–15:00. */
  standard: week(
    MON_FRI,
    [
      ['09:00', '13:00'],
      ['13:30', '18:00'],
    ],
    { 6: [['10:00', '15:00']] },
  ),
  /** Mon–Fri 10:00–19:00 with a 14:00–14:30 break, Sat 10:00–15:00. */
  late: week(
    MON_FRI,
    [
      ['10:00', '14:00'],
      ['14:30', '19:00'],
    ],
    { 6: [['10:00', '15:00']] },
  ),
  /** Tue–Fri 10:00–19:00 with a break, Sat 09:00–16:00; Sunday and Monday off. */
  tueSat: week(
    TUE_FRI,
    [
      ['10:00', '14:00'],
      ['14:30', '19:00'],
    ],
    { 6: [['09:00', '16:00']] },
  ),
  /** A masseur's split day: mornings and evenings, Sat 09:00–13:00. */
  split: week(
    MON_FRI,
    [
      ['08:00', '12:00'],
      ['15:00', '20:00'],
    ],
    { 6: [['09:00', '13:00']] },
  ),
  /** A barbershop: long weekdays, Saturday and a short Sunday. */
  barber: week(
    MON_FRI,
    [
      ['10:00', '14:00'],
      ['14:30', '20:00'],
    ],
    { 6: [['10:00', '17:00']], 0: [['11:00', '16:00']] },
  ),
  /** Part time: Mon, Wed, Thu afternoons and evenings, Sat 10:00–15:00. */
  partTime: week(
    [1, 3, 4],
    [
      ['12:00', '16:00'],
      ['16:30', '20:00'],
    ],
    { 6: [['10:00', '15:00']] },
  ),
  /** Early days: Mon–Thu 08:00–16:00 with a break, Fri 08:00–14:00, weekends off. */
  early: week(
    [1, 2, 3, 4],
    [
      ['08:00', '12:30'],
      ['13:00', '16:00'],
    ],
    { 5: [['08:00', '14:00']] },
  ),
} satisfies Record<string, WeeklyHoursJson>;

export type DemoWeeklyPattern = keyof typeof DEMO_WEEKLY_PATTERNS;

/** Weekly pattern of each demo specialist, in the order of `DemoBusiness.specialists`. */
const PATTERNS_BY_SLUG: Record<string, DemoWeeklyPattern[]> = {
  'studija-aiste': ['standard', 'partTime', 'tueSat'],
  'kirpykla-zirkles': ['standard', 'late', 'tueSat'],
  'nagu-namai': ['late', 'standard'],
  'masazo-erdve-ramybe': ['split', 'late'],
  'kosmetologe-ruta-norkiene': ['early'],
  'barberiu-klubas-usas': ['barber', 'barber', 'tueSat'],
  'depiliacijos-studija-glotni': ['standard'],
  'kirpykla-sruoga': ['standard', 'tueSat'],
  'grozio-salonas-gintare': ['standard', 'late', 'early', 'partTime'],
  'masazo-kabinetas-atgaiva': ['split'],
  'blakstienu-studija-zvilgsnis': ['late', 'tueSat'],
  'pedikiuro-kabinetas-pedute': ['early'],
  'kirpykla-banga': ['standard', 'late'],
  'nagu-studija-perlas': ['standard', 'tueSat'],
  'spa-studija-kopa': ['split', 'standard', 'late'],
  'vizazo-studija-jurate': ['partTime'],
  'grozio-namai-saule': ['standard', 'late'],
  'masazo-studija-harmonija': ['split'],
};

const FALLBACK_PATTERNS: DemoWeeklyPattern[] = ['standard', 'late', 'tueSat'];

/** The weekly hours of a demo specialist (a fresh copy). */
export function demoWeeklyHours(business: DemoBusiness, specialistIndex: number): WeeklyHoursJson {
  const patterns = PATTERNS_BY_SLUG[business.slug];
  const pattern = patterns?.[specialistIndex] ?? FALLBACK_PATTERNS[specialistIndex % FALLBACK_PATTERNS.length]!;
  return structuredClone(DEMO_WEEKLY_PATTERNS[pattern]);
}

export interface DemoScheduleOverride {
  businessSlug: string;
  specialistName: string;
  date: LocalDate;
  intervals: IntervalsJson;
  note: string;
}

export interface DemoHoliday {
  businessSlug: string;
  /** Null: the whole business. */
  specialistName: string | null;
  startDate: LocalDate;
  endDate: LocalDate;
  name: string;
}

export interface DemoPublicHolidayExclusion {
  businessSlug: string;
  date: LocalDate;
}

export interface DemoCalendar {
  /** Weekly hours per business slug, then per specialist name. */
  weeklyHours: Map<string, Map<string, WeeklyHoursJson>>;
  overrides: DemoScheduleOverride[];
  holidays: DemoHoliday[];
  exclusions: DemoPublicHolidayExclusion[];
}

/** How a planned override changes the specialist's usual day. */
type OverrideKind =
  | { kind: 'shortened'; hours: number }
  | { kind: 'closed' }
  | { kind: 'extraSunday'; intervals: Interval[] }
  | { kind: 'longer'; minutes: number }
  | { kind: 'afternoonOnly'; from: string };

interface OverridePlan {
  slug: string;
  specialistIndex: number;
  /** The override goes on the first suitable date at least this many days after today. */
  fromDay: number;
  change: OverrideKind;
  note: string;
}

const OVERRIDE_PLANS: OverridePlan[] = [
  {
    slug: 'studija-aiste',
    specialistIndex: 0,
    fromDay: 3,
    change: { kind: 'shortened', hours: 5 },
    note: 'Trumpesnė darbo diena',
  },
  {
    slug: 'studija-aiste',
    specialistIndex: 1,
    fromDay: 5,
    change: { kind: 'extraSunday', intervals: [['10:00', '16:00']] },
    note: 'Papildoma darbo diena: šventiniai makiažai',
  },
  { slug: 'kirpykla-zirkles', specialistIndex: 2, fromDay: 8, change: { kind: 'closed' }, note: 'Koloristikos seminaras' },
  {
    slug: 'nagu-namai',
    specialistIndex: 1,
    fromDay: 10,
    change: { kind: 'longer', minutes: 60 },
    note: 'Ilgesnė darbo diena prieš šventes',
  },
  {
    slug: 'masazo-erdve-ramybe',
    specialistIndex: 1,
    fromDay: 2,
    change: { kind: 'afternoonOnly', from: '14:00' },
    note: 'Ryte – kvalifikacijos kursai',
  },
];

interface HolidayPlan {
  slug: string;
  /** Null: the whole business. */
  specialistIndex: number | null;
  /** Days after today of the first day off (negative: in the past). */
  fromDay: number;
  /** Start on the first date on or after `fromDay` with this weekday (0 = Sunday). */
  weekday?: number;
  days: number;
  name: string;
}

const HOLIDAY_PLANS: HolidayPlan[] = [
  { slug: 'kirpykla-sruoga', specialistIndex: null, fromDay: 9, weekday: 3, days: 3, name: 'Kvalifikacijos kėlimo mokymai' },
  { slug: 'nagu-namai', specialistIndex: 0, fromDay: 14, weekday: 1, days: 7, name: 'Atostogos' },
  { slug: 'kirpykla-banga', specialistIndex: 1, fromDay: -6, days: 2, name: 'Nedarbingumas' },
  // The demo admin's own salon shows a day off on its days-off page.
  { slug: 'studija-aiste', specialistIndex: 2, fromDay: 24, weekday: 1, days: 5, name: 'Atostogos' },
];

/** The business that works on the next public holiday that falls on a weekday. */
const PUBLIC_HOLIDAY_WORKER_SLUG = 'barberiu-klubas-usas';

/** The demo calendars as of `today` (the seed's local date). */
export function demoCalendar(today: LocalDate, businesses: readonly DemoBusiness[] = demoBusinesses): DemoCalendar {
  const bySlug = new Map(businesses.map((business) => [business.slug, business]));
  const weeklyHours = new Map<string, Map<string, WeeklyHoursJson>>();
  for (const business of businesses) {
    weeklyHours.set(
      business.slug,
      new Map(business.specialists.map((specialist, index) => [specialist.name, demoWeeklyHours(business, index)])),
    );
  }
  const calendar: DemoCalendar = { weeklyHours, overrides: [], holidays: [], exclusions: [] };

  for (const plan of HOLIDAY_PLANS) {
    const business = bySlug.get(plan.slug);
    if (business === undefined) continue;
    const specialist = plan.specialistIndex === null ? null : business.specialists[plan.specialistIndex];
    if (specialist === undefined) continue;
    let start = addDays(today, plan.fromDay);
    if (plan.weekday !== undefined) start = addDays(start, (plan.weekday - weekdayOf(start) + 7) % 7);
    calendar.holidays.push({
      businessSlug: business.slug,
      specialistName: specialist?.name ?? null,
      startDate: start,
      endDate: addDays(start, plan.days - 1),
      name: plan.name,
    });
  }

  const worker = bySlug.get(PUBLIC_HOLIDAY_WORKER_SLUG);
  if (worker !== undefined) {
    const works = (weekday: number) =>
      [...(weeklyHours.get(worker.slug)?.values() ?? [])].some((hours) => (hours[String(weekday)] ?? []).length > 0);
    const upcoming = lithuanianPublicHolidaysBetween(addDays(today, 1), addDays(today, 400));
    const holiday = upcoming.find((candidate) => {
      const weekday = weekdayOf(candidate.date);
      return weekday >= 1 && weekday <= 5 && works(weekday);
    });
    if (holiday !== undefined) calendar.exclusions.push({ businessSlug: worker.slug, date: holiday.date });
  }

  for (const plan of OVERRIDE_PLANS) {
    const business = bySlug.get(plan.slug);
    const specialist = business?.specialists[plan.specialistIndex];
    if (business === undefined || specialist === undefined) continue;
    const input = workingHoursInput(calendar, business.slug, specialist.name);
    for (let offset = plan.fromDay; offset < plan.fromDay + 60; offset++) {
      const date = addDays(today, offset);
      const usual = workingDay(input, date);
      if (usual.source !== 'weekly') continue;
      const intervals = overrideIntervals(plan.change, usual.intervals, weekdayOf(date));
      if (intervals === null) continue;
      calendar.overrides.push({ businessSlug: business.slug, specialistName: specialist.name, date, intervals, note: plan.note });
      break;
    }
  }

  return calendar;
}

/** The override's intervals for a date with the given usual hours, or null when the date does not suit. */
function overrideIntervals(change: OverrideKind, usual: WallClockInterval[], weekday: number): IntervalsJson | null {
  const minutes = usual.map(([start, end]) => [parseWallClockTime(start), parseWallClockTime(end)] as const);
  const first = minutes[0];
  const last = minutes[minutes.length - 1];
  switch (change.kind) {
    case 'extraSunday':
      return weekday === 0 && usual.length === 0 ? change.intervals.map(([start, end]) => [start, end]) : null;
    case 'closed':
      return first === undefined ? null : [];
    case 'shortened': {
      if (first === undefined || weekday < 1 || weekday > 5) return null;
      return [[formatWallClockTime(first[0]), formatWallClockTime(first[0] + change.hours * 60)]];
    }
    case 'longer': {
      if (first === undefined || last === undefined || minutes.length < 2 || weekday < 1 || weekday > 5) return null;
      return minutes.map(([start, end], index) => [
        formatWallClockTime(index === 0 ? start - change.minutes : start),
        formatWallClockTime(index === minutes.length - 1 ? Math.min(end + change.minutes, 22 * 60) : end),
      ]);
    }
    case 'afternoonOnly': {
      const from = parseWallClockTime(change.from);
      if (last === undefined || last[1] <= from + 120 || weekday < 1 || weekday > 5) return null;
      return [[change.from, formatWallClockTime(last[1])]];
    }
  }
}

/** The booking engine's input for one specialist: weekly hours, overrides, days off, public holidays. */
export function workingHoursInput(calendar: DemoCalendar, businessSlug: string, specialistName: string): WorkingHoursInput {
  const weekly = calendar.weeklyHours.get(businessSlug)?.get(specialistName) ?? {};
  return {
    weeklyHours: toWeeklyHours(weekly),
    dateOverrides: calendar.overrides
      .filter((override) => override.businessSlug === businessSlug && override.specialistName === specialistName)
      .map((override) => ({ date: override.date, intervals: override.intervals })),
    ownHolidays: calendar.holidays
      .filter(
        (holiday) =>
          holiday.businessSlug === businessSlug && (holiday.specialistName === null || holiday.specialistName === specialistName),
      )
      .map((holiday) => ({ from: holiday.startDate, to: holiday.endDate })),
    publicHolidays: true,
    excludedPublicHolidays: calendar.exclusions
      .filter((exclusion) => exclusion.businessSlug === businessSlug)
      .map((exclusion) => exclusion.date),
  };
}

/** Stored weekly hours (keys "0".."6") as the engine's `WeeklyHours` (keys 0..6). */
export function toWeeklyHours(weekly: WeeklyHoursJson): WorkingHoursInput['weeklyHours'] {
  const hours: Record<number, WallClockInterval[]> = {};
  for (const [key, intervals] of Object.entries(weekly)) hours[Number(key)] = intervals;
  return hours;
}
