/**
 * A map bounded by its number of entries and by the bytes they hold (docs/decisions/036): each
 * entry is stored with what it weighs, and whenever an entry is added or grows, the oldest go
 * until both bounds hold again. "Oldest" is the order of insertion, or of use for a map that
 * `touch`es its entries on a hit (least recently used first). An entry that alone weighs more
 * than the whole budget is not kept. The limits are read on every change, so a cache whose
 * settings change follows them at once.
 */

export interface MapLimits {
  maxEntries: number;
  maxBytes: number;
}

interface Slot<V> {
  value: V;
  bytes: number;
}

export class BoundedMap<K, V> {
  readonly #slots = new Map<K, Slot<V>>();
  #bytes = 0;

  /**
   * @param limits read on every insertion and growth
   * @param onRemove called for every entry that leaves the map (evicted, deleted, replaced or cleared)
   */
  constructor(
    private readonly limits: () => MapLimits,
    private readonly onRemove?: (key: K, value: V) => void,
  ) {}

  get size(): number {
    return this.#slots.size;
  }

  /** What the entries weigh together. */
  get bytes(): number {
    return this.#bytes;
  }

  has(key: K): boolean {
    return this.#slots.has(key);
  }

  /** The value of `key`; with `touch`, it becomes the most recently used. */
  get(key: K, touch = false): V | undefined {
    const slot = this.#slots.get(key);
    if (slot === undefined) return undefined;
    if (touch) {
      this.#slots.delete(key);
      this.#slots.set(key, slot);
    }
    return slot.value;
  }

  /** What the entry of `key` weighs (undefined when there is none). */
  bytesOf(key: K): number | undefined {
    return this.#slots.get(key)?.bytes;
  }

  /**
   * Keeps `value` under `key` as the newest entry, weighing `bytes`, and evicts the oldest until
   * both bounds hold. False when it weighs more than the whole budget (then it is not kept, and
   * whatever `key` held before is gone too).
   */
  set(key: K, value: V, bytes: number): boolean {
    this.delete(key);
    const { maxBytes } = this.limits();
    if (bytes > maxBytes) return false;
    this.#slots.set(key, { value, bytes });
    this.#bytes += bytes;
    this.#evict();
    return this.#slots.has(key);
  }

  /** Changes what the entry of `key` weighs (a value that grew or was measured late); evicts as `set` does. */
  resize(key: K, bytes: number): boolean {
    const slot = this.#slots.get(key);
    if (slot === undefined) return false;
    if (bytes > this.limits().maxBytes) {
      this.delete(key);
      return false;
    }
    this.#bytes += bytes - slot.bytes;
    slot.bytes = bytes;
    this.#evict();
    return this.#slots.has(key);
  }

  delete(key: K): boolean {
    const slot = this.#slots.get(key);
    if (slot === undefined) return false;
    this.#slots.delete(key);
    this.#bytes -= slot.bytes;
    this.onRemove?.(key, slot.value);
    return true;
  }

  /** Drops every entry that passes the test. */
  deleteWhere(test: (key: K, value: V) => boolean): void {
    for (const [key, slot] of [...this.#slots]) if (test(key, slot.value)) this.delete(key);
  }

  /**
   * Drops entries from the oldest on while `stale` says so, and stops at the first that is not:
   * for maps whose entries go stale in the order they were put in (a fixed time to live).
   */
  dropOldestWhile(stale: (value: V) => boolean): void {
    for (const [key, slot] of this.#slots) {
      if (!stale(slot.value)) return;
      this.delete(key);
    }
  }

  clear(): void {
    const removed = this.onRemove ? [...this.#slots] : [];
    this.#slots.clear();
    this.#bytes = 0;
    for (const [key, slot] of removed) this.onRemove!(key, slot.value);
  }

  keys(): IterableIterator<K> {
    return this.#slots.keys();
  }

  /** Oldest first, until both bounds hold. */
  #evict(): void {
    const { maxEntries, maxBytes } = this.limits();
    for (const [key] of this.#slots) {
      if (this.#slots.size <= maxEntries && this.#bytes <= maxBytes) return;
      this.delete(key);
    }
  }
}
