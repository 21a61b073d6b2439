/**
 * In-process caches behind the booking calendar (see docs/decisions/008-availability-cache.md):
 *
 * - the **catalogue** of a business (its row and rules, active services and specialists, who
 *   offers what, weekly hours, overrides, days off, public-holiday exclusions), by slug; and the
 *   calendar's **compact catalogue** (the same facts as far as the engine needs them, read in the
 *   calendar's one round trip, calendar-input.ts), by slug, with the same time to live;
 * - the **holding appointments** (pending and confirmed) of a business in a date range;
 * - the **answers** of the calendar (available dates, time slots) as JSON, by business, query
 *   and minute: they live exactly as long as the appointments they were computed from; also by
 *   the exact request URL, so a repeated URL is answered without parsing its query again.
 *
 * Every write that changes what they hold, in this process or another on the same database,
 * drops what it changed right after it commits (`invalidateCatalogue`, `invalidateBookings`, on
 * the domain events; decision 035), and everything goes when other processes' events may have
 * been missed. The time to live bounds only how long a write nobody announced (made by hand in
 * the database) can go unseen (decision 043). The caches only ever
 * decide what the calendar *offers*: a booking is written by one INSERT that the database's
 * exclusion constraint checks, so a stale entry can never double-book.
 *
 * Each is bounded by entries and by bytes (docs/decisions/036: what an entry weighs, the budgets,
 * `AVAILABILITY_CACHE_MAX_MB`); the oldest entries go first, and expired ones as new ones come.
 * Since decision 035 the invalidations come from every process's writes (`reactions.ts`).
 *
 * One set of caches per app, on the app's shelf (`AppContext.caches`, core/shelf.ts; each test
 * app and each process of a cluster test has its own, gone with it). An entry holds
 * the promise of its load, so concurrent requests share one load, and an invalidation drops
 * the entry at once: a load that began before the write can still answer the requests that
 * were already waiting for it, but nothing asked after the invalidation gets it.
 */

import { cacheSlot, type Shelf } from '#server/core/shelf.ts';
import { BoundedMap } from '#server/lib/bounded-map.ts';
import { estimateBytes, stringBytes } from '#server/lib/byte-size.ts';
import { ENTRY_BYTES, GroupedPromiseCache, PromiseCache } from '#server/lib/promise-cache.ts';
import type { CalendarAnswer } from './calendar-answer.ts';

export { GroupedPromiseCache, PromiseCache, type CacheLimits } from '#server/lib/promise-cache.ts';

export interface AvailabilityCacheSettings {
  /** How long a business's catalogue is reused (0 = never cached). */
  catalogueTtlMs: number;
  /** How long the holding appointments of a business and date range are reused (0 = never cached). */
  bookingsTtlMs: number;
  /** Most catalogues kept, of each kind (the full one and the calendar's compact one; the oldest go first). */
  maxCatalogues: number;
  /** Most appointment ranges kept, and most answers kept (the oldest go first). */
  maxBookingRanges: number;
  /** Most request URLs whose answers are kept for a repeat of the same URL (the oldest go first). */
  maxAnswerUrls: number;
  /** Bytes the full catalogues may hold together (estimated once per load; docs/decisions/036). */
  maxCatalogueBytes: number;
  /** Bytes the calendar's compact catalogues may hold together. */
  maxCalendarCatalogueBytes: number;
  /** Bytes the holding appointments may hold together. */
  maxBookingBytes: number;
  /** Bytes the answers (their JSON text and compressed forms) may hold together. */
  maxAnswerBytes: number;
  /** Bytes the answers kept by URL may hold together (an answer also kept above is charged to both). */
  maxAnswerUrlBytes: number;
}

const MB = 1024 * 1024;

/** The default byte budget of the calendar's caches together, in MB (`AVAILABILITY_CACHE_MAX_MB`). */
export const DEFAULT_AVAILABILITY_CACHE_MB = 40;

/** How the byte budget is shared among the caches (docs/decisions/036 gives the reasons). */
const BYTE_SHARES = {
  maxCatalogueBytes: 0.3,
  maxCalendarCatalogueBytes: 0.15,
  maxBookingBytes: 0.15,
  maxAnswerBytes: 0.2,
  maxAnswerUrlBytes: 0.2,
} as const;

/** Each cache's share of a byte budget of `mb` megabytes. */
export function byteBudgets(mb: number): Pick<AvailabilityCacheSettings, keyof typeof BYTE_SHARES> {
  const budgets = {} as Pick<AvailabilityCacheSettings, keyof typeof BYTE_SHARES>;
  for (const [name, share] of Object.entries(BYTE_SHARES))
    budgets[name as keyof typeof BYTE_SHARES] = Math.floor(mb * MB * share);
  return budgets;
}

/**
 * Every write of the app drops what it changes, in every process (decisions 035 and 043): the
 * times to live are the safety net for a write nobody announces (by hand in the database).
 */
export const DEFAULT_CACHE_SETTINGS: AvailabilityCacheSettings = {
  catalogueTtlMs: 10_000,
  bookingsTtlMs: 30_000,
  maxCatalogues: 2_000,
  maxBookingRanges: 20_000,
  maxAnswerUrls: 5_000,
  ...byteBudgets(DEFAULT_AVAILABILITY_CACHE_MB),
};

/** Both caches off: every answer reads the database. */
export const OFF: AvailabilityCacheSettings = { ...DEFAULT_CACHE_SETTINGS, catalogueTtlMs: 0, bookingsTtlMs: 0 };

/**
 * On — in tests too, since that is what production runs — except with
 * `VIZITAS_AVAILABILITY_CACHE=off` (the benchmark measures the database path that way). A test
 * that writes rows straight into its database between requests, as another process would, turns
 * them off for its app (`createTestApp({ availabilityCache: false })`).
 * `AVAILABILITY_CACHE_MAX_MB` (a whole number ≥ 1) sets the byte budget of the caches together.
 */
export function defaultCacheSettings(env: NodeJS.ProcessEnv = process.env): AvailabilityCacheSettings {
  if (env.VIZITAS_AVAILABILITY_CACHE === 'off') return OFF;
  const mb = env.AVAILABILITY_CACHE_MAX_MB?.trim();
  if (mb !== undefined && /^\d+$/.test(mb) && Number(mb) >= 1) return { ...DEFAULT_CACHE_SETTINGS, ...byteBudgets(Number(mb)) };
  return DEFAULT_CACHE_SETTINGS;
}

export interface AvailabilityCaches<C, B, K = unknown> {
  settings: AvailabilityCacheSettings;
  /** Key: slug. */
  catalogues: PromiseCache<C>;
  /** The calendar's compact catalogues (calendar-input.ts). Key: slug. */
  calendarCatalogues: PromiseCache<K>;
  /**
   * The business id of each slug whose catalogue has loaded (for invalidation by id); slugs whose
   * catalogues have both left the caches are dropped once it holds twice `maxCatalogues`.
   */
  businessOfSlug: Map<string, string>;
  /** Group: business id; key: the date range and specialists asked. */
  bookings: GroupedPromiseCache<B>;
  /** Group: business id; key: the question and its minute. */
  answers: GroupedPromiseCache<CalendarAnswer>;
  /**
   * Answers by the exact request URL that got them: a repeat of the URL is answered before its
   * query is parsed, while the answer's stamp still holds (`answerForUrl` in availability.ts).
   */
  answersByUrl: BoundedMap<string, CalendarAnswer>;
  /**
   * How many times each business's appointments or catalogue were invalidated (absent: 0). One
   * number per business invalidated since start; never trimmed, since a count that started again
   * from 0 could match the stamp of an answer computed before.
   */
  generations: Map<string, number>;
  /** How many times the caches were emptied whole: settings changed, other processes' events missed (every kept answer is stale then). */
  epoch: number;
  /**
   * How many invalidations of any business (and changes of the settings) there have been: an
   * answer whose data was read before a change it did not see is not kept (calendar.ts).
   */
  writes: number;
}

/** An answer's stamp: an object of six fields. */
const STAMP_BYTES = 24 + 6 * 8;

/** What an answer of the calendar weighs in a cache: its text, its compressed forms, its stamp. */
export function answerBytes(answer: CalendarAnswer): number {
  return answer.chargedBytes + STAMP_BYTES;
}

/** What a URL's entry weighs: the URL, the entry, and the answer (also charged if the answers cache holds it). */
export function answerUrlBytes(url: string, answer: CalendarAnswer): number {
  return ENTRY_BYTES + stringBytes(url) + answerBytes(answer);
}

/**
 * Notes the business of a slug whose catalogue loaded. When the notes hold twice as many slugs as
 * the catalogues may, those of slugs with no catalogue left in either cache are dropped.
 */
export function noteBusinessOfSlug(shelf: Shelf, slug: string, businessId: string): void {
  const caches = cachesOf(shelf);
  caches.businessOfSlug.set(slug, businessId);
  if (caches.businessOfSlug.size <= 2 * caches.settings.maxCatalogues) return;
  for (const known of [...caches.businessOfSlug.keys()]) {
    if (!caches.catalogues.has(known) && !caches.calendarCatalogues.has(known)) caches.businessOfSlug.delete(known);
  }
}

/**
 * Drops what has expired from every cache of a set: entries are otherwise dropped only when new
 * ones come in, so caches that traffic has moved away from would hold their last entries.
 */
export function sweepAvailabilityCaches(caches: AvailabilityCaches<unknown, unknown>, now = performance.now()): void {
  caches.catalogues.sweep(now);
  caches.calendarCatalogues.sweep(now);
  caches.bookings.sweep(now);
  caches.answers.sweep(now);
  caches.answersByUrl.dropOldestWhile((answer) => answer.stamp.expiresAt <= now);
}

/** How often a set of caches is swept. */
export const SWEEP_EVERY_MS = 5_000;

/**
 * Sweeps `caches` every {@link SWEEP_EVERY_MS} while they are in use: the timer holds them only
 * weakly and stops once the app that owned them is gone (it never keeps the process alive).
 */
function sweepRegularly(caches: AvailabilityCaches<unknown, unknown>): void {
  const ref = new WeakRef(caches);
  const sweeper = setInterval(() => {
    const live = ref.deref();
    if (live) sweepAvailabilityCaches(live);
    else clearInterval(sweeper);
  }, SWEEP_EVERY_MS);
  sweeper.unref();
}

/** The calendar's caches of an app, made on first use with the settings of the environment. */
const AVAILABILITY_CACHES = cacheSlot('availability', (): AvailabilityCaches<unknown, unknown> => {
  const created: AvailabilityCaches<unknown, unknown> = {
    settings: defaultCacheSettings(),
    businessOfSlug: new Map(),
    catalogues: new PromiseCache(
      () => ({
        ttlMs: created.settings.catalogueTtlMs,
        maxEntries: created.settings.maxCatalogues,
        maxBytes: created.settings.maxCatalogueBytes,
      }),
      estimateBytes,
    ),
    calendarCatalogues: new PromiseCache(
      () => ({
        ttlMs: created.settings.catalogueTtlMs,
        maxEntries: created.settings.maxCatalogues,
        maxBytes: created.settings.maxCalendarCatalogueBytes,
      }),
      estimateBytes,
    ),
    bookings: new GroupedPromiseCache(
      () => ({
        ttlMs: created.settings.bookingsTtlMs,
        maxEntries: created.settings.maxBookingRanges,
        maxBytes: created.settings.maxBookingBytes,
      }),
      estimateBytes,
    ),
    answers: new GroupedPromiseCache(
      () => ({
        ttlMs: created.settings.bookingsTtlMs,
        maxEntries: created.settings.maxBookingRanges,
        maxBytes: created.settings.maxAnswerBytes,
      }),
      answerBytes,
    ),
    answersByUrl: new BoundedMap(() => ({
      maxEntries: created.settings.maxAnswerUrls,
      maxBytes: created.settings.maxAnswerUrlBytes,
    })),
    generations: new Map(),
    epoch: 0,
    writes: 0,
  };
  sweepRegularly(created);
  return created;
});

/** The calendar's caches of the app whose shelf this is. */
export function cachesOf<C, B, K = unknown>(shelf: Shelf): AvailabilityCaches<C, B, K> {
  return shelf.of(AVAILABILITY_CACHES) as AvailabilityCaches<C, B, K>;
}

/** Turns an app's calendar caches on or off, or changes their time to live; empties them. */
export function configureAvailabilityCache(shelf: Shelf, settings: Partial<AvailabilityCacheSettings>): void {
  const caches = cachesOf(shelf);
  caches.settings = { ...caches.settings, ...settings };
  invalidateAllAvailability(shelf);
}

/**
 * Empties every calendar cache of an app: for when writes may have gone unannounced (the
 * event relay lost its connection). No answer computed from what was read before is kept.
 */
export function invalidateAllAvailability(shelf: Shelf): void {
  const caches = cachesOf(shelf);
  caches.catalogues.clear();
  caches.calendarCatalogues.clear();
  caches.bookings.clear();
  caches.answers.clear();
  caches.answersByUrl.clear();
  caches.businessOfSlug.clear();
  caches.epoch += 1;
  caches.writes += 1;
}

/**
 * Call after any committed change to a business's rules, services, specialists, who offers
 * what, weekly hours, overrides, days off or public-holiday exclusions.
 */
export function invalidateCatalogue(shelf: Shelf, businessId: string): void {
  const caches = cachesOf(shelf);
  // Catalogues still loading have no business id yet: drop them too (they may hold the old state).
  const ofBusiness = (slug: string) => {
    const id = caches.businessOfSlug.get(slug);
    return id === undefined || id === businessId;
  };
  caches.catalogues.deleteWhere(ofBusiness);
  caches.calendarCatalogues.deleteWhere(ofBusiness);
  for (const [slug, id] of [...caches.businessOfSlug]) if (id === businessId) caches.businessOfSlug.delete(slug);
  // The appointments cached for its ranges were read for the old specialists; drop them too.
  invalidateBookings(shelf, businessId);
}

/** Call after any committed appointment write of the business: created, status changed, moved, services changed. */
export function invalidateBookings(shelf: Shelf, businessId: string): void {
  const caches = cachesOf(shelf);
  caches.bookings.deleteGroup(businessId);
  caches.answers.deleteGroup(businessId);
  // Answers kept by URL are checked against this count when asked for again.
  caches.generations.set(businessId, (caches.generations.get(businessId) ?? 0) + 1);
  caches.writes += 1;
}
