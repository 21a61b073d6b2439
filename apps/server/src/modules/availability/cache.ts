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
 * Every write in this process that changes what they hold calls `invalidateCatalogue` or
 * `invalidateBookings` right after it commits; a short time to live bounds how long a write
 * made by another process (or by hand in the database) can go unseen. The caches only ever
 * decide what the calendar *offers*: a booking is written by one INSERT that the database's
 * exclusion constraint checks, so a stale entry can never double-book.
 *
 * One set of caches per `Db` object (each app, each test database has its own). An entry holds
 * the promise of its load, so concurrent requests share one load, and an invalidation drops
 * the entry at once: a load that began before the write can still answer the requests that
 * were already waiting for it, but nothing asked after the invalidation gets it.
 */

import type { CalendarAnswer } from './calendar-answer.ts';

export interface AvailabilityCacheSettings {
  /** How long a business's catalogue is reused (0 = never cached). */
  catalogueTtlMs: number;
  /** How long the holding appointments of a business and date range are reused (0 = never cached). */
  bookingsTtlMs: number;
  /** Most catalogues kept (the oldest go first). */
  maxCatalogues: number;
  /** Most appointment ranges kept (the oldest go first). */
  maxBookingRanges: number;
  /** Most request URLs whose answers are kept for a repeat of the same URL (the oldest go first). */
  maxAnswerUrls: number;
}

/** The safety net for writes from other processes: seconds, not minutes. */
export const DEFAULT_CACHE_SETTINGS: AvailabilityCacheSettings = {
  catalogueTtlMs: 10_000,
  bookingsTtlMs: 2_000,
  maxCatalogues: 2_000,
  maxBookingRanges: 20_000,
  maxAnswerUrls: 5_000,
};

/** Both caches off: every answer reads the database. */
export const OFF: AvailabilityCacheSettings = { ...DEFAULT_CACHE_SETTINGS, catalogueTtlMs: 0, bookingsTtlMs: 0 };

/**
 * On, except: under tests (NODE_ENV=test), which write rows straight into their database between
 * requests as another process would (a test turns the caches on with
 * {@link configureAvailabilityCache}); and with `VIZITAS_AVAILABILITY_CACHE=off` (the
 * benchmark measures the database path that way).
 */
export function defaultCacheSettings(env: NodeJS.ProcessEnv = process.env): AvailabilityCacheSettings {
  return env.NODE_ENV === 'test' || env.VIZITAS_AVAILABILITY_CACHE === 'off' ? OFF : DEFAULT_CACHE_SETTINGS;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/** A map of promised values with a time to live and a size bound (insertion order = age). */
export class PromiseCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: () => number,
    private readonly maxEntries: () => number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** The cached value of `key`, or `load()` (stored while it is fresh; a failed load is not kept). */
  get(key: string, load: () => Promise<T>): Promise<T> {
    const ttl = this.ttlMs();
    if (ttl <= 0) return load();
    const now = this.clock();
    const found = this.entries.get(key);
    if (found && found.expiresAt > now) return found.value;
    if (found) this.entries.delete(key);
    const value = load();
    const entry: Entry<T> = { value, expiresAt: now + ttl };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries()) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** Drops every entry whose key passes the test. */
  deleteWhere(test: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (test(key)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Promised values in groups (a business's entries), so one group is dropped without looking at
 * the others; bounded in entries (the oldest group goes first).
 */
export class GroupedPromiseCache<T> {
  private readonly groups = new Map<string, PromiseCache<T>>();
  private total = 0;

  constructor(
    private readonly ttlMs: () => number,
    private readonly maxEntries: () => number,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(group: string, key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs() <= 0) return load();
    let entries = this.groups.get(group);
    if (!entries) {
      entries = new PromiseCache<T>(this.ttlMs, () => Number.MAX_SAFE_INTEGER, this.clock);
      this.groups.set(group, entries);
    }
    const before = entries.size;
    const value = entries.get(key, load);
    this.total += entries.size - before;
    while (this.total > this.maxEntries() && this.groups.size > 0) {
      const [oldest] = this.groups.keys();
      this.deleteGroup(oldest!);
    }
    return value;
  }

  deleteGroup(group: string): void {
    const entries = this.groups.get(group);
    if (!entries) return;
    this.total -= entries.size;
    this.groups.delete(group);
  }

  clear(): void {
    this.groups.clear();
    this.total = 0;
  }
}

export interface AvailabilityCaches<C, B, K = unknown> {
  settings: AvailabilityCacheSettings;
  /** Key: slug. */
  catalogues: PromiseCache<C>;
  /** The calendar's compact catalogues (calendar-input.ts). Key: slug. */
  calendarCatalogues: PromiseCache<K>;
  /** The business id of each slug whose catalogue has loaded (for invalidation by id). */
  businessOfSlug: Map<string, string>;
  /** Group: business id; key: the date range and specialists asked. */
  bookings: GroupedPromiseCache<B>;
  /** Group: business id; key: the question and its minute. */
  answers: GroupedPromiseCache<CalendarAnswer>;
  /**
   * Answers by the exact request URL that got them: a repeat of the URL is answered before its
   * query is parsed, while the answer's stamp still holds (`answerForUrl` in availability.ts).
   */
  answersByUrl: Map<string, CalendarAnswer>;
  /** How many times each business's appointments or catalogue were invalidated (absent: 0). */
  generations: Map<string, number>;
  /** How many times the settings changed (every kept answer is stale after a change). */
  epoch: number;
  /**
   * How many invalidations of any business (and changes of the settings) there have been: an
   * answer whose data was read before a change it did not see is not kept (calendar.ts).
   */
  writes: number;
}

const cachesByDb = new WeakMap<object, AvailabilityCaches<unknown, unknown>>();

/** The caches of one database handle, created on first use. */
export function cachesOf<C, B, K = unknown>(db: object): AvailabilityCaches<C, B, K> {
  let caches = cachesByDb.get(db);
  if (!caches) {
    const created: AvailabilityCaches<unknown, unknown> = {
      settings: defaultCacheSettings(),
      businessOfSlug: new Map(),
      catalogues: new PromiseCache(
        () => created.settings.catalogueTtlMs,
        () => created.settings.maxCatalogues,
      ),
      calendarCatalogues: new PromiseCache(
        () => created.settings.catalogueTtlMs,
        () => created.settings.maxCatalogues,
      ),
      bookings: new GroupedPromiseCache(
        () => created.settings.bookingsTtlMs,
        () => created.settings.maxBookingRanges,
      ),
      answers: new GroupedPromiseCache(
        () => created.settings.bookingsTtlMs,
        () => created.settings.maxBookingRanges,
      ),
      answersByUrl: new Map(),
      generations: new Map(),
      epoch: 0,
      writes: 0,
    };
    caches = created;
    cachesByDb.set(db, caches);
  }
  return caches as AvailabilityCaches<C, B, K>;
}

/** Turns the caches of a database handle on or off, or changes their time to live; empties them. */
export function configureAvailabilityCache(db: object, settings: Partial<AvailabilityCacheSettings>): void {
  const caches = cachesOf(db);
  caches.settings = { ...caches.settings, ...settings };
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
export function invalidateCatalogue(db: object, businessId: string): void {
  const caches = cachesOf(db);
  // Catalogues still loading have no business id yet: drop them too (they may hold the old state).
  const ofBusiness = (slug: string) => {
    const id = caches.businessOfSlug.get(slug);
    return id === undefined || id === businessId;
  };
  caches.catalogues.deleteWhere(ofBusiness);
  caches.calendarCatalogues.deleteWhere(ofBusiness);
  for (const [slug, id] of [...caches.businessOfSlug]) if (id === businessId) caches.businessOfSlug.delete(slug);
  // The appointments cached for its ranges were read for the old specialists; drop them too.
  invalidateBookings(db, businessId);
}

/** Call after any committed appointment write of the business: created, status changed, moved, services changed. */
export function invalidateBookings(db: object, businessId: string): void {
  const caches = cachesOf(db);
  caches.bookings.deleteGroup(businessId);
  caches.answers.deleteGroup(businessId);
  // Answers kept by URL are checked against this count when asked for again.
  caches.generations.set(businessId, (caches.generations.get(businessId) ?? 0) + 1);
  caches.writes += 1;
}
