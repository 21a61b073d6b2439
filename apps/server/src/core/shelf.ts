/**
 * What the app keeps in process — its caches and its prepared statements — each made on first
 * use and owned by the app's context (`AppContext.caches`; docs/decisions/051): a module names
 * what it keeps once, as a slot, and every app (every test app, every process of a cluster
 * test) has its own, gone with the app. No module keeps a registry of them.
 */
import type { Db, DbOrTx } from '@vizitas/db';

/** A named thing a module keeps for the app: what it is and how the first use makes it. */
export interface CacheSlot<T> {
  readonly name: string;
  /** Makes it; a prepared statement is built on the app's database `db`. */
  readonly create: (db: DbOrTx) => T;
}

/** Declares what a module keeps (once, at the module's top level). */
export function cacheSlot<T>(name: string, create: (db: DbOrTx) => T): CacheSlot<T> {
  return Object.freeze({ name, create });
}

/** One app's caches and prepared statements, by slot, over the app's database. */
export class Shelf {
  readonly #held = new Map<CacheSlot<unknown>, unknown>();
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The app's cache of this slot, made on first use. */
  of<T>(slot: CacheSlot<T>): T {
    if (this.#held.has(slot)) return this.#held.get(slot) as T;
    const made = slot.create(this.#db);
    this.#held.set(slot, made);
    return made;
  }

  /** Whether `db` is the app's database (not a transaction on it). */
  holdsDatabase(db: DbOrTx): boolean {
    return db === this.#db;
  }
}

/**
 * A prepared statement of this slot for `db`: the app's own, built once, when `db` is the app's
 * database; built for it when `db` is a transaction (a statement belongs to the handle it was
 * prepared on).
 */
export function statementFor<T>(reader: { db: DbOrTx; caches: Shelf }, slot: CacheSlot<T>): T {
  return reader.caches.holdsDatabase(reader.db) ? reader.caches.of(slot) : slot.create(reader.db);
}
