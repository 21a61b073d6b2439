import type { ApiResult } from '@vizitas/shared/load-context';
import { estimateBytes, stringBytes } from '#server/lib/byte-size.ts';

/** An entry's own weight: the entry, its tags' set, the map's slot. */
const ENTRY_BYTES = 200;

/**
 * The public answers pages are built from, kept for a few seconds for every render. A business's
 * page for a logged-in customer cannot come from the page cache (it shows her name), but what it
 * shows of the business — the services, the gallery, the hours, the reviews — is the same for
 * everyone: the anonymous visitors' page cache already serves it for as long. The loaders' calls
 * to these answers are served from here; only what depends on the visitor (the page context,
 * her visits, the admin area) is asked of the API on every render.
 *
 * Kept: 200 answers without Set-Cookie of the endpoints whose contract says `shared` (the public
 * business and calendar-options reads: they read no session and no cookie), by the call's URL. Bounded by count and by bytes — what the parsed answer weighs in memory,
 * estimated once when it is kept (docs/decisions/036), at least its JSON's; dropped with the pages of
 * their business (`invalidateBusiness`, on the same events as the page cache), and a read begun
 * before a drop is not kept after it.
 */

export interface PublicAnswersOptions {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
}

interface Entry {
  result: ApiResult<unknown>;
  until: number;
  bytes: number;
  tags: ReadonlySet<string>;
}

export class PublicAnswers {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  #generation = 0;

  constructor(readonly options: PublicAnswersOptions) {}

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  get(apiPath: string, nowMs: number): ApiResult<unknown> | undefined {
    const entry = this.#entries.get(apiPath);
    if (!entry) return undefined;
    this.#entries.delete(apiPath);
    if (entry.until <= nowMs) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(apiPath, entry);
    return entry.result;
  }

  /** Keeps an answer read in `generation` (nothing once a drop has happened since). */
  set(
    apiPath: string,
    result: ApiResult<unknown>,
    jsonBytes: number,
    tags: ReadonlySet<string>,
    nowMs: number,
    generation: number,
  ): void {
    if (generation !== this.#generation || this.options.ttlMs <= 0) return;
    if (result.status !== 200 || result.setCookie.length > 0) return;
    const bytes = Math.max(jsonBytes, estimateBytes(result.data)) + stringBytes(apiPath) + ENTRY_BYTES;
    if (bytes > this.options.maxBytes) return;
    this.#remove(apiPath);
    this.#entries.set(apiPath, { result, until: nowMs + this.options.ttlMs, bytes, tags });
    this.#bytes += bytes;
    for (const [oldest] of this.#entries) {
      if (this.#entries.size <= this.options.maxEntries && this.#bytes <= this.options.maxBytes) break;
      this.#remove(oldest);
    }
  }

  /**
   * Drops the answers about this business, named by id or slug: an answer tagged with it gives
   * the business's other name (the detail carries both), and every answer tagged with either goes.
   */
  invalidateBusiness(idOrSlug: string): void {
    this.#generation += 1;
    const names = new Set([idOrSlug]);
    for (const entry of this.#entries.values()) if (entry.tags.has(idOrSlug)) for (const tag of entry.tags) names.add(tag);
    for (const [key, entry] of this.#entries) if ([...entry.tags].some((tag) => names.has(tag))) this.#remove(key);
  }

  /** Drops the answers past their time to live (entries otherwise leave only when others come in). */
  sweep(nowMs: number): void {
    for (const [key, entry] of this.#entries) if (entry.until <= nowMs) this.#remove(key);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
