/**
 * What the booking calendar's engine needs, read in ONE round trip: the business's rules, its
 * active services and specialists with who offers what, weekly hours, overrides, days off and
 * public-holiday exclusions (the compact calendar catalogue), and the held times of the
 * specialists who could take the visit asked about, in the window asked about. A SQL function
 * (packages/db/sql/functions/calendar-input.sql) builds it as one JSON value in the database; it
 * is called through the driver as a prepared statement and comes back as one parsed value (no
 * query builder, no row mapping).
 * With the caches on, the compact catalogue is kept per business (docs/decisions/008) and a later
 * question reads only the held times (one more call). See docs/decisions/019.
 */
import { MS_PER_DAY, addDays, type LocalDate, type WeeklyHours } from '@vizitas/booking-engine';
import type { DbOrTx } from '@vizitas/db';
import type { ReadContext } from '#server/core/context.ts';
import { appError } from '@vizitas/shared';
import { cachesOf, noteBusinessOfSlug } from './cache.ts';
import type { BusinessRow, HeldTimes, ServiceRow } from './catalogue.ts';
import { driverRows, type DriverStatement } from './driver-query.ts';
import { engineWindowMs } from './engine-input.ts';

/** What the calendar needs of the business row. */
export type CalendarBusiness = Pick<BusinessRow, 'id' | 'timeZone' | 'minimumNoticeMin' | 'maxAdvanceDays' | 'slotStepMin'>;

/** What the calendar needs of a service. */
export type CalendarService = Pick<ServiceRow, 'id' | 'durationMin' | 'bufferAfterMin' | 'priceCents'>;

/**
 * The compact calendar catalogue of a business: the fields of `BusinessCatalogue` the calendar
 * reads, and nothing else (a `BusinessCatalogue` is one too).
 */
export interface CalendarCatalogue {
  business: CalendarBusiness;
  /** Active services. */
  serviceRows: CalendarService[];
  /** Active specialists, in the order the business shows them. */
  specialistRows: { id: string }[];
  links: { specialistId: string; serviceId: string }[];
  /** Overrides, days off and exclusions before this date are not loaded. */
  fromDate: LocalDate;
  weeklyHours: Map<string, WeeklyHours>;
  overrides: Map<string, { date: LocalDate; intervals: [string, string][] }[]>;
  /** Days off; `specialistId` null = the whole business. */
  daysOff: { specialistId: string | null; from: LocalDate; to: LocalDate }[];
  excludedPublicHolidays: LocalDate[];
}

/** A question of the calendar: a visit and the local dates `from..to` it may take place on. */
export interface CalendarQuestion {
  business: string;
  services: string[];
  /** `any`, or a specialist's id. */
  specialist: string;
  from: LocalDate;
  to: LocalDate;
}

/** A catalogue, and the held times read with it (when they were: the question's specialists and window). */
export interface CalendarInput {
  catalogue: CalendarCatalogue;
  held?: HeldTimes | undefined;
}

/**
 * The one round trip: the SQL function `calendar_input` (packages/db/sql/functions) with $1 the
 * slug, $2 the services asked, $3 the specialist asked (null: any), $4 the first date of
 * overrides, days off and exclusions, $5–$6 the window of held times. Its value is null when no business has the
 * slug, else `[id, time zone, notice, advance, step, services, specialists, days off, exclusions,
 * held]`. Held times are read for the active specialists who match $3 and offer every service of
 * $2 (whether those services are active is checked in `visitOf`).
 */
const CALENDAR_INPUT: DriverStatement = {
  name: 'vizitas_calendar_input',
  text: 'select calendar_input($1::text, $2::uuid[], $3::uuid, $4::date, $5::timestamptz, $6::timestamptz)',
};

/**
 * The held times alone: `calendar_held_times` (packages/db/sql/functions) with $1 the specialists
 * (of one business) and $2–$3 the window, `[[specialist id, [[startMs, endMs], …]], …]`: the
 * holding appointments whose held time (the visit and its buffer) overlaps the window, by start,
 * one probe of the exclusion constraint's GiST index per specialist.
 */
const HELD_TIMES: DriverStatement = {
  name: 'vizitas_held_times',
  text: 'select calendar_held_times($1::uuid[], $2::timestamptz, $3::timestamptz)',
};

type HeldJson = [string, [number, number][]][];

type CalendarJson = [
  id: string,
  timeZone: string,
  minimumNoticeMin: number,
  maxAdvanceDays: number,
  slotStepMin: number,
  services: [id: string, durationMin: number, bufferAfterMin: number, priceCents: number][],
  specialists: [
    id: string,
    weeklyHours: WeeklyHours | null,
    serviceIds: string[],
    overrides: [LocalDate, [string, string][]][],
  ][],
  daysOff: [specialistId: string | null, from: LocalDate, to: LocalDate][],
  exclusions: LocalDate[],
  held: HeldJson,
];

/** A JSON column as the driver gave it (parsed by both drivers; text through a fallback path). */
function parsed<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}

function heldTimesOf(specialistIds: readonly string[], rows: HeldJson): HeldTimes {
  const held: HeldTimes = new Map(specialistIds.map((id) => [id, []]));
  for (const [id, ranges] of rows) {
    let list = held.get(id);
    if (list === undefined) {
      list = [];
      held.set(id, list);
    }
    for (const [startMs, endMs] of ranges) list.push({ startMs, endMs });
  }
  return held;
}

function catalogueOf(row: CalendarJson, fromDate: LocalDate): CalendarCatalogue {
  const [id, timeZone, minimumNoticeMin, maxAdvanceDays, slotStepMin, services, specialists, daysOff, exclusions] = row;
  const catalogue: CalendarCatalogue = {
    business: { id, timeZone, minimumNoticeMin, maxAdvanceDays, slotStepMin },
    serviceRows: services.map(([serviceId, durationMin, bufferAfterMin, priceCents]) => ({
      id: serviceId,
      durationMin,
      bufferAfterMin,
      priceCents,
    })),
    specialistRows: [],
    links: [],
    fromDate,
    weeklyHours: new Map(),
    overrides: new Map(),
    daysOff: daysOff.map(([specialistId, from, to]) => ({ specialistId, from, to })),
    excludedPublicHolidays: exclusions,
  };
  for (const [specialistId, weeklyHours, serviceIds, overrides] of specialists) {
    catalogue.specialistRows.push({ id: specialistId });
    for (const serviceId of serviceIds) catalogue.links.push({ specialistId, serviceId });
    if (weeklyHours !== null) catalogue.weeklyHours.set(specialistId, weeklyHours);
    if (overrides.length > 0) {
      catalogue.overrides.set(
        specialistId,
        overrides.map(([date, intervals]) => ({ date, intervals })),
      );
    }
  }
  return catalogue;
}

function utcDateOf(ms: number): LocalDate {
  return new Date(ms).toISOString().slice(0, 10);
}

function utcMidnightOf(date: LocalDate): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/**
 * The dates and instants the one round trip reads, before the business (its time zone, its
 * rules) is known: wide enough for any zone (offsets lie within −12 h…+14 h, so a local date is
 * the UTC date ±1 day). From a week before the business's today on for the catalogue; held times
 * from two UTC days before the first date that can be offered (no earlier than yesterday in UTC)
 * to three UTC days after the last, which holds the engine's window (the local day before the
 * first date to the end of the day after the last). Bookings outside the engine's window change
 * no answer: the engine only looks at those that can touch the dates asked.
 */
function readWindow(
  from: LocalDate,
  to: LocalDate,
  nowMs: number,
): { fromDate: LocalDate; heldFromMs: number; heldToMs: number } {
  const utcToday = utcDateOf(nowMs);
  const yesterday = addDays(utcToday, -1);
  const first = from > yesterday ? from : yesterday;
  const heldFromMs = utcMidnightOf(first) - 2 * MS_PER_DAY;
  const heldToMs = utcMidnightOf(to) + 3 * MS_PER_DAY;
  return { fromDate: addDays(utcToday, -8), heldFromMs, heldToMs: heldToMs > heldFromMs ? heldToMs : heldFromMs };
}

/** The one round trip: the business's compact catalogue and the question's held times (404 when no business has the slug). */
export async function readCalendarInput(db: DbOrTx, question: CalendarQuestion, nowMs: number): Promise<CalendarInput> {
  const { fromDate, heldFromMs, heldToMs } = readWindow(question.from, question.to, nowMs);
  const rows = await driverRows(db, CALENDAR_INPUT, [
    question.business,
    uuidArray(question.services),
    question.specialist === 'any' ? null : question.specialist,
    fromDate,
    new Date(heldFromMs).toISOString(),
    new Date(heldToMs).toISOString(),
  ]);
  const row = parsed<CalendarJson | null>(rows[0]![0]);
  if (row === null) throw appError('resource_not_found');
  return { catalogue: catalogueOf(row, fromDate), held: heldTimesOf([], row[9]) };
}

/**
 * The calendar input of a question: with the caches on, the business's compact catalogue from
 * the cache (read together with this question's held times when it is not there); with them
 * off, the one round trip.
 */
export async function calendarInput(reader: ReadContext, question: CalendarQuestion, nowMs: number): Promise<CalendarInput> {
  const { db } = reader;
  const caches = cachesOf<unknown, unknown, CalendarCatalogue>(reader.caches);
  if (caches.settings.catalogueTtlMs <= 0) return readCalendarInput(db, question, nowMs);
  let loaded: CalendarInput | undefined;
  const catalogue = await caches.calendarCatalogues.get(question.business, async () => {
    loaded = await readCalendarInput(db, question, nowMs);
    noteBusinessOfSlug(reader.caches, question.business, loaded.catalogue.business.id);
    return loaded.catalogue;
  });
  if (loaded !== undefined) return loaded;
  // Kept before the clock moved back by more than a week: it lacks the older days; read afresh.
  if (readWindow(question.from, question.to, nowMs).fromDate < catalogue.fromDate) return readCalendarInput(db, question, nowMs);
  return { catalogue };
}

/**
 * The holding (pending, confirmed) appointments of these specialists that overlap
 * `[fromMs, toMs)`: ONE query, one GiST index probe per specialist.
 */
export async function loadHeldTimes(db: DbOrTx, specialistIds: string[], fromMs: number, toMs: number): Promise<HeldTimes> {
  if (specialistIds.length === 0) return new Map();
  const rows = await driverRows(db, HELD_TIMES, [
    uuidArray(specialistIds),
    new Date(fromMs).toISOString(),
    new Date(toMs).toISOString(),
  ]);
  return heldTimesOf(specialistIds, parsed<HeldJson>(rows[0]![0]));
}

/**
 * {@link loadHeldTimes} for the engine window of `firstDate..lastDate`, cached per business and
 * range (dropped by every appointment write of this process, see cache.ts).
 */
export function cachedHeldTimes(
  reader: ReadContext,
  catalogue: CalendarCatalogue,
  specialistIds: string[],
  firstDate: LocalDate,
  lastDate: LocalDate,
): Promise<HeldTimes> {
  const [fromMs, toMs] = engineWindowMs(catalogue.business.timeZone, firstDate, lastDate);
  const key = `${firstDate}|${lastDate}|${specialistIds.join(',')}`;
  return cachesOf<unknown, HeldTimes>(reader.caches).bookings.get(catalogue.business.id, key, () =>
    loadHeldTimes(reader.db, specialistIds, fromMs, toMs),
  );
}
