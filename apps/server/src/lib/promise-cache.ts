/**
 * Promised values kept for a time to live, bounded by entries and by bytes (docs/decisions/036):
 * the calendar's caches (modules/availability/cache.ts) and the own-domain answers
 * (modules/business/queries.ts).
 */
import { BoundedMap, type MapLimits } from './bounded-map.ts';
import { stringBytes } from './byte-size.ts';

/** The limits of one cache: time to live and bounds. */
export interface CacheLimits extends MapLimits {
  ttlMs: number;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
  /** The value once loaded (for {@link PromiseCache.charge}). */
  loaded?: T;
}

/** What an entry weighs besides its key and value: the entry, its promise, the map's slot. */
export const ENTRY_BYTES = 160;

/**
 * A map of promised values with a time to live, bounded by entries and by bytes (insertion
 * order = age = the order they expire in). An entry is charged its key while it loads and its
 * value's `sizeOf` (computed once) when it has loaded; the oldest go first whenever a bound is
 * passed, expired ones whenever a new entry comes in, and a value that alone weighs more than the
 * whole budget is not kept.
 */
export class PromiseCache<T> {
  readonly #entries: BoundedMap<string, Entry<T>>;

  constructor(
    private readonly limits: () => CacheLimits,
    private readonly sizeOf: (value: T) => number,
    private readonly clock: () => number = () => performance.now(),
    onRemove?: (key: string) => void,
  ) {
    this.#entries = new BoundedMap(limits, onRemove);
  }

  /**
   * The cached value of `key`, or `load()` (stored while it is fresh; a failed load is not kept).
   * `now`: the time on the cache's clock, when the caller has it.
   */
  get(key: string, load: () => Promise<T>, now: number = this.clock()): Promise<T> {
    const { ttlMs } = this.limits();
    if (ttlMs <= 0) return load();
    const found = this.#entries.get(key);
    if (found && found.expiresAt > now) return found.value;
    // Entries expire in the order they came in: those that have are dropped first.
    this.#entries.dropOldestWhile((entry) => entry.expiresAt <= now);
    this.#entries.delete(key);
    const value = load();
    const entry: Entry<T> = { value, expiresAt: now + ttlMs };
    const keyBytes = ENTRY_BYTES + stringBytes(key);
    this.#entries.set(key, entry, keyBytes);
    value.then(
      (loaded) => {
        if (this.#entries.get(key) !== entry) return;
        entry.loaded = loaded;
        this.#entries.resize(key, keyBytes + this.sizeOf(loaded));
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return value;
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  /** Drops the entries that have expired (a cache no one asks keeps nothing stale for long). */
  sweep(now: number = this.clock()): void {
    this.#entries.dropOldestWhile((entry) => entry.expiresAt <= now);
  }

  /**
   * Adds `bytes` to the entry of `key` while it holds `value`: something made from the value and
   * kept as long as it (a `WeakMap` keyed by the value) is charged to it. False when the entry
   * holds another value or none (then nothing is charged), or when it left for being too large.
   */
  charge(key: string, value: T, bytes: number): boolean {
    const entry = this.#entries.get(key);
    const current = this.#entries.bytesOf(key);
    if (entry === undefined || current === undefined || entry.loaded !== value) return false;
    return this.#entries.resize(key, current + bytes);
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  /** Drops every entry whose key passes the test. */
  deleteWhere(test: (key: string) => boolean): void {
    this.#entries.deleteWhere((key) => test(key));
  }

  clear(): void {
    this.#entries.clear();
  }

  get size(): number {
    return this.#entries.size;
  }

  /** What the entries weigh together. */
  get bytes(): number {
    return this.#entries.bytes;
  }
}

/** Between a group and a key in the keys of a {@link GroupedPromiseCache} (never in a group's name). */
const GROUP_END = '\u0000';

/**
 * A {@link PromiseCache} whose entries belong to groups (a business's entries), so one group is
 * dropped without looking at the others; bounded in entries and bytes over all groups (the
 * oldest entries go first, whatever their group).
 */
export class GroupedPromiseCache<T> {
  readonly #keysOf = new Map<string, Set<string>>();
  readonly #cache: PromiseCache<T>;

  constructor(
    private readonly limits: () => CacheLimits,
    sizeOf: (value: T) => number,
    clock: () => number = () => performance.now(),
  ) {
    this.#cache = new PromiseCache(limits, sizeOf, clock, (key) => this.#forget(key));
  }

  get(group: string, key: string, load: () => Promise<T>): Promise<T> {
    if (this.limits().ttlMs <= 0) return load();
    const full = `${group}${GROUP_END}${key}`;
    const value = this.#cache.get(full, load);
    if (this.#cache.has(full)) {
      let keys = this.#keysOf.get(group);
      if (keys === undefined) {
        keys = new Set();
        this.#keysOf.set(group, keys);
      }
      keys.add(full);
    }
    return value;
  }

  sweep(now?: number): void {
    this.#cache.sweep(now);
  }

  deleteGroup(group: string): void {
    const keys = this.#keysOf.get(group);
    if (keys === undefined) return;
    for (const key of [...keys]) this.#cache.delete(key);
    this.#keysOf.delete(group);
  }

  clear(): void {
    this.#cache.clear();
    this.#keysOf.clear();
  }

  get size(): number {
    return this.#cache.size;
  }

  get bytes(): number {
    return this.#cache.bytes;
  }

  /** The number of groups with entries. */
  get groups(): number {
    return this.#keysOf.size;
  }

  #forget(full: string): void {
    const group = full.slice(0, full.indexOf(GROUP_END));
    const keys = this.#keysOf.get(group);
    if (keys === undefined) return;
    keys.delete(full);
    if (keys.size === 0) this.#keysOf.delete(group);
  }
}

