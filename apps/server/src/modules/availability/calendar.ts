import { and, eq, gte, isNull, lte } from 'drizzle-orm';
import {
  MS_PER_DAY,
  MS_PER_MINUTE,
  addDays,
  availableDatesForAnySpecialist,
  availableSlotsForAnySpecialist,
  availableDates,
  availableStartTimes,
  lithuanianPublicHolidaysOn,
  localDateOf,
  type BookingRules,
  type LocalDate,
  type SlotRequest,
  type SpecialistCandidate,
  type SpecialistSlot,
} from '@vizitas/booking-engine';
import { holidays, publicHolidayExclusions, scheduleOverrides, type Db } from '@vizitas/db';
import type { ReadContext } from '#server/core/context.ts';
import type { CalendarOptions, TimeSlot } from '@vizitas/shared/schemas/schedule';
import { businessCatalogue, findBusinessOrThrow, type BusinessRow } from './catalogue.ts';
import { cachedHeldTimes, calendarInput, type CalendarInput, type CalendarQuestion } from './calendar-input.ts';
import { bookingRulesOf, candidatesOf } from './engine-input.ts';
import { visitOf } from './visit-choice.ts';
import { answerUrlBytes, cachesOf } from './cache.ts';
import { CalendarAnswer, type AnswerStamp } from './calendar-answer.ts';
import { isoInstantWriter } from './iso-instant.ts';

/** The first and last date a customer may pick, by the business's rules. */
export function bookableWindow(
  business: Pick<BusinessRow, 'timeZone' | 'minimumNoticeMin' | 'maxAdvanceDays'>,
  nowMs: number,
): { today: LocalDate; firstDate: LocalDate; lastDate: LocalDate } {
  const today = localDateOf(nowMs, business.timeZone);
  const firstDate = localDateOf(nowMs + business.minimumNoticeMin * 60_000, business.timeZone);
  const lastDate = localDateOf(nowMs + business.maxAdvanceDays * 86_400_000, business.timeZone);
  return { today, firstDate, lastDate };
}

export async function calendarOptions(reader: ReadContext, slug: string, nowMs: number): Promise<CalendarOptions> {
  const { business, serviceRows, specialistRows, links, categoryRows } = await businessCatalogue(reader, slug, nowMs);
  const offered = (specialistId: string) =>
    links.filter((link) => link.specialistId === specialistId).map((link) => link.serviceId);
  const activeSpecialistIds = new Set(specialistRows.map((row) => row.id));
  return {
    business: { id: business.id, slug: business.slug, name: business.name, phone: business.phone ?? null },
    timeZone: business.timeZone,
    ...bookableWindow(business, nowMs),
    slotStepMin: business.slotStepMin,
    minimumNoticeMin: business.minimumNoticeMin,
    maxAdvanceDays: business.maxAdvanceDays,
    autoConfirm: business.autoConfirm,
    cancellationDeadlineMin: business.cancellationDeadlineMin,
    services: serviceRows.map((service) => ({
      id: service.id,
      name: service.name,
      categoryName: categoryRows.find((category) => category.id === service.categoryId)?.name ?? null,
      durationMin: service.durationMin,
      priceCents: service.priceCents,
      priceFrom: service.priceFrom,
      specialistIds: links
        .filter((link) => link.serviceId === service.id && activeSpecialistIds.has(link.specialistId))
        .map((link) => link.specialistId),
    })),
    specialists: specialistRows.map((specialist) => ({
      id: specialist.id,
      name: specialist.name,
      title: specialist.title,
      serviceIds: offered(specialist.id),
    })),
  };
}

interface AvailabilityQuery {
  business: string;
  services: string[];
  specialist: string;
}

function clampWindow(
  business: Pick<BusinessRow, 'timeZone' | 'minimumNoticeMin' | 'maxAdvanceDays'>,
  nowMs: number,
  from: LocalDate,
  to: LocalDate,
): [LocalDate, LocalDate] | null {
  const window = bookableWindow(business, nowMs);
  const first = from < window.today ? window.today : from;
  const last = to > window.lastDate ? window.lastDate : to;
  return first > last ? null : [first, last];
}

/** What the engine is asked: the candidates with their hours and held times, the rules and the dates. */
export interface EngineQuestion {
  candidates: SpecialistCandidate[];
  rules: BookingRules;
  request: SlotRequest;
}

/**
 * The engine's question for `from..to` (clamped to the bookable window; null when nothing of it
 * is bookable): the visit checked against the catalogue (422 `services_not_offered`), and the
 * held times read with it, or from the cache, or with one indexed query.
 */
async function engineQuestion(
  reader: ReadContext,
  input: CalendarInput,
  query: AvailabilityQuery,
  from: LocalDate,
  to: LocalDate,
  nowMs: number,
): Promise<EngineQuestion | null> {
  const { catalogue } = input;
  const { business } = catalogue;
  const visit = visitOf(catalogue, query.services, query.specialist);
  const window = clampWindow(business, nowMs, from, to);
  if (!window) return null;
  const [firstDate, lastDate] = window;
  const ids = visit.specialists.map((row) => row.id);
  const held =
    input.held !== undefined && ids.every((id) => input.held!.has(id))
      ? input.held
      : await cachedHeldTimes(reader, catalogue, ids, firstDate, lastDate);
  return {
    candidates: candidatesOf(catalogue, ids, held),
    rules: bookingRulesOf(business),
    request: { firstDate, lastDate, nowMs, durationMin: visit.durationMin, bufferAfterMin: visit.bufferAfterMin },
  };
}

function datesOf(question: EngineQuestion | null): LocalDate[] {
  if (!question) return [];
  const { candidates, rules, request } = question;
  return candidates.length === 1
    ? availableDates(candidates[0]!.availability, rules, request)
    : availableDatesForAnySpecialist(candidates, rules, request);
}

/** The free start times of the question, each with the specialist who would take it. */
function startsOf(question: EngineQuestion | null): SpecialistSlot[] {
  if (!question) return [];
  const { candidates, rules, request } = question;
  return candidates.length === 1
    ? availableStartTimes(candidates[0]!.availability, rules, request).map((startMs) => ({
        startMs,
        specialistId: candidates[0]!.specialistId,
      }))
    : availableSlotsForAnySpecialist(candidates, rules, request);
}

function slotsAnswer(timeZone: string, durationMin: number, starts: SpecialistSlot[]): { timeZone: string; slots: TimeSlot[] } {
  const lengthMs = durationMin * MS_PER_MINUTE;
  const iso = isoInstantWriter();
  return {
    timeZone,
    slots: starts.map((slot) => ({
      start: iso(slot.startMs),
      end: iso(slot.startMs + lengthMs),
      specialistId: slot.specialistId,
    })),
  };
}

/**
 * The dates of `from..to` (clamped to the bookable window) with at least one free start: the
 * calendar input (one round trip, or the cached compact catalogue and the held times of the range).
 */
export async function availableDatesFor(
  reader: ReadContext,
  query: AvailabilityQuery & { from: LocalDate; to: LocalDate },
  nowMs: number,
): Promise<LocalDate[]> {
  const input = await calendarInput(reader, query, nowMs);
  return datesOf(await engineQuestion(reader, input, query, query.from, query.to, nowMs));
}

/** The free start times of one date, each with the specialist who would take it. */
export async function availableTimeSlotsFor(
  reader: ReadContext,
  query: AvailabilityQuery & { date: LocalDate },
  nowMs: number,
): Promise<{ timeZone: string; slots: TimeSlot[] }> {
  const input = await calendarInput(reader, { ...query, from: query.date, to: query.date }, nowMs);
  const question = await engineQuestion(reader, input, query, query.date, query.date, nowMs);
  return slotsAnswer(input.catalogue.business.timeZone, question?.request.durationMin ?? 0, startsOf(question));
}

/**
 * The calendar's time, to the minute: every boundary that decides what is offered (slot starts,
 * minimum notice, how far ahead, local midnights, appointments) falls on a whole minute, so
 * every instant strictly inside a minute gets the same answer as one millisecond past the
 * minute's start. A whole minute itself is kept as it is (its answer can hold one start more).
 * Answers can so be shared by everyone asking within the minute.
 */
export function calendarMinute(nowMs: number): number {
  return nowMs % 60_000 === 0 ? nowMs : Math.floor(nowMs / 60_000) * 60_000 + 1;
}

/** The last instant of the calendar minute `minute` (see {@link calendarMinute}) its answer speaks for. */
function endOfMinute(minute: number): number {
  return minute % 60_000 === 0 ? minute : minute + 59_998;
}

/**
 * The last instant at which the answer computed at `minute` for dates up to `to` is still the
 * answer. Passing time changes what is offered in two ways only: the minimum notice takes starts
 * away, the earliest first, and how far ahead one may book lets later ones in. So while every
 * start the dates asked could hold already lies within the advance limit, the answer holds until
 * its first offered start (`firstStartMs`, or an instant no later than it) falls inside the
 * notice, and for ever when it offers none; otherwise, or when none of the dates is bookable yet,
 * within its own minute only.
 */
export function answerHoldsUntil(question: EngineQuestion | null, to: LocalDate, minute: number, firstStartMs?: number): number {
  const ownMinute = endOfMinute(minute);
  if (!question) return ownMinute;
  // After every start of `to` in any zone (local midnights lie within UTC −14 h … +12 h).
  const afterLastStart = Date.parse(`${addDays(to, 2)}T00:00:00Z`);
  if (afterLastStart - 1 > minute + (question.rules.maxAdvanceDays ?? Infinity) * MS_PER_DAY) return ownMinute;
  if (firstStartMs === undefined) return Infinity;
  return Math.max(ownMinute, firstStartMs - question.rules.minimumNoticeMin * MS_PER_MINUTE);
}

/** An instant no later than the first start of local date `date`, in any zone. */
function beforeFirstStartOf(date: LocalDate): number {
  return Date.parse(`${date}T00:00:00Z`) - 14 * 3_600_000;
}

/**
 * An answer of the calendar, computed once per business, question and minute and kept while it
 * holds ({@link answerHoldsUntil}) and the appointments it was computed from are kept (see
 * cache.ts): dropped by every appointment or catalogue write of the business in this process.
 * With the caches off it is computed from one round trip and kept nowhere.
 */
async function cachedAnswer(
  reader: ReadContext,
  question: CalendarQuestion,
  key: string,
  nowMs: number,
  compute: (input: CalendarInput, minute: number) => Promise<{ answer: unknown; holdsUntilMs: number }>,
): Promise<CalendarAnswer> {
  const minute = calendarMinute(nowMs);
  const caches = cachesOf(reader.caches);
  const writesBefore = caches.writes;
  const input = await calendarInput(reader, question, minute);
  const businessId = input.catalogue.business.id;
  return caches.answers.get(businessId, `${minute}|${key}`, async () => {
    // Stamped before computing: a write while it computes makes it stale at once.
    const generation = caches.generations.get(businessId) ?? 0;
    const epoch = caches.epoch;
    const expiresAt = performance.now() + caches.settings.bookingsTtlMs;
    // A write came after the input was read and before the stamp: read again, after the stamp.
    const current = caches.writes === writesBefore ? input : await calendarInput(reader, question, minute);
    const { answer, holdsUntilMs } = await compute(current, minute);
    const stamp: AnswerStamp = { businessId, generation, epoch, fromMs: minute, untilMs: holdsUntilMs, expiresAt };
    return new CalendarAnswer(JSON.stringify(answer), stamp);
  });
}

/** {@link availableDatesFor} as the answer `{ "dates": [...] }`, shared while it holds. */
export function availableDatesAnswer(
  reader: ReadContext,
  query: AvailabilityQuery & { from: LocalDate; to: LocalDate },
  nowMs: number,
): Promise<CalendarAnswer> {
  const key = `dates|${query.from}|${query.to}|${query.services.join(',')}|${query.specialist}`;
  return cachedAnswer(reader, query, key, nowMs, async (input, minute) => {
    const question = await engineQuestion(reader, input, query, query.from, query.to, minute);
    const dates = datesOf(question);
    const firstStartMs = dates.length > 0 ? beforeFirstStartOf(dates[0]!) : undefined;
    return { answer: { dates }, holdsUntilMs: answerHoldsUntil(question, query.to, minute, firstStartMs) };
  });
}

/** {@link availableTimeSlotsFor} as its answer, shared while it holds. */
export function availableTimeSlotsAnswer(
  reader: ReadContext,
  query: AvailabilityQuery & { date: LocalDate },
  nowMs: number,
): Promise<CalendarAnswer> {
  const key = `slots|${query.date}|${query.services.join(',')}|${query.specialist}`;
  return cachedAnswer(reader, { ...query, from: query.date, to: query.date }, key, nowMs, async (input, minute) => {
    const question = await engineQuestion(reader, input, query, query.date, query.date, minute);
    const starts = startsOf(question);
    return {
      answer: slotsAnswer(input.catalogue.business.timeZone, question?.request.durationMin ?? 0, starts),
      holdsUntilMs: answerHoldsUntil(question, query.date, minute, starts[0]?.startMs),
    };
  });
}

/**
 * Keeps `answer` for repeats of the exact request URL that got it (only while the caches are on).
 * The URL decides the whole question, so a repeat while the answer holds, before any write of the
 * business and within the appointments' time to live, has the same answer.
 */
export function rememberAnswerForUrl(reader: ReadContext, url: string, answer: CalendarAnswer): void {
  const caches = cachesOf(reader.caches);
  if (caches.settings.bookingsTtlMs <= 0 || !isCurrent(caches, answer, answer.stamp.fromMs)) return;
  const byUrl = caches.answersByUrl;
  // Kept in the order they came, so those past the appointments' time to live are mostly in front.
  const now = performance.now();
  byUrl.dropOldestWhile((kept) => kept.stamp.expiresAt <= now);
  byUrl.set(url, answer, answerUrlBytes(url, answer));
}

/** The answer kept for this exact URL, if it still holds at `nowMs`; a stale one is dropped. */
export function answerForUrl(reader: ReadContext, url: string, nowMs: number): CalendarAnswer | undefined {
  const caches = cachesOf(reader.caches);
  const answer = caches.answersByUrl.get(url);
  if (answer === undefined) return undefined;
  if (isCurrent(caches, answer, nowMs)) return answer;
  caches.answersByUrl.delete(url);
  return undefined;
}

function isCurrent(caches: ReturnType<typeof cachesOf>, answer: CalendarAnswer, nowMs: number): boolean {
  const { stamp } = answer;
  return (
    stamp.fromMs <= nowMs &&
    nowMs <= stamp.untilMs &&
    stamp.epoch === caches.epoch &&
    stamp.generation === (caches.generations.get(stamp.businessId) ?? 0) &&
    performance.now() < stamp.expiresAt
  );
}

/** What is special about one date: overrides, a day off, a public holiday (and whether excluded). */
export async function dayInfo(db: Db, slug: string, date: LocalDate) {
  const business = await findBusinessOrThrow(db, slug);
  const [overrideRows, holidayRows, exclusionRows] = await Promise.all([
    db
      .select()
      .from(scheduleOverrides)
      .where(and(eq(scheduleOverrides.businessId, business.id), eq(scheduleOverrides.date, date))),
    db
      .select()
      .from(holidays)
      .where(
        and(
          eq(holidays.businessId, business.id),
          lte(holidays.startDate, date),
          gte(holidays.endDate, date),
          isNull(holidays.specialistId),
        ),
      ),
    db
      .select()
      .from(publicHolidayExclusions)
      .where(and(eq(publicHolidayExclusions.businessId, business.id), eq(publicHolidayExclusions.date, date))),
  ]);
  const publicHoliday = lithuanianPublicHolidaysOn(date)[0];
  const dayOff = holidayRows[0];
  return {
    date,
    overrides: overrideRows.map((row) => ({
      id: row.id,
      specialistId: row.specialistId,
      intervals: row.intervals,
      note: row.note,
    })),
    dayOff: dayOff
      ? {
          id: dayOff.id,
          name: dayOff.name,
          startDate: dayOff.startDate,
          endDate: dayOff.endDate,
          specialistId: dayOff.specialistId,
        }
      : null,
    publicHoliday: publicHoliday ? { name: publicHoliday.name, excluded: exclusionRows.length > 0 } : null,
  };
}
