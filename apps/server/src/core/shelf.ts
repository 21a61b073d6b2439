/**
 * The app's in-process caches, each made on first use and owned by the app's context
 * (`AppContext.caches`; docs/decisions/051): a module names its cache once as a slot, and every
 * app — every test app, every process of a cluster test — has its own, gone with the app. No
 * module keeps a registry of them.
 */

/** A named cache of a module: what it is and how the first use makes it. */
export interface CacheSlot<T> {
  readonly name: string;
  readonly create: () => T;
}

/** Declares a module's cache (once, at the module's top level). */
export function cacheSlot<T>(name: string, create: () => T): CacheSlot<T> {
  return Object.freeze({ name, create });
}

/** One app's caches, by slot. */
export class Shelf {
  readonly #held = new Map<CacheSlot<unknown>, unknown>();

  /** The app's cache of this slot, made on first use. */
  of<T>(slot: CacheSlot<T>): T {
    if (this.#held.has(slot)) return this.#held.get(slot) as T;
    const made = slot.create();
    this.#held.set(slot, made);
    return made;
  }

  /** The slots in use, by name (for the app's diagnostics and tests). */
  names(): string[] {
    return [...this.#held.keys()].map((slot) => slot.name).sort();
  }
}
