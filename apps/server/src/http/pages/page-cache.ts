import { COOKIE_CONSENT, ROUTES } from '@vizitas/shared';
import type { NonceGzip } from './nonce-gzip.ts';

/**
 * The anonymous visitors' micro-cache of public pages (docs/decisions/009-page-micro-cache.md).
 *
 * A page an anonymous visitor gets is the same HTML for every anonymous visitor except for
 * the CSP nonce. It is kept for a few seconds split at that nonce, and every hit is put
 * together again around a fresh one. Only pages that show nothing of the visitor are kept:
 * the request carries no cookie the server reads, the answer is a 200 HTML page without
 * Set-Cookie.
 */

export interface PageCacheOptions {
  /** How long a page is served from the cache as it is, in ms; 0 turns the cache off. */
  ttlMs: number;
  /**
   * How long after that it may still be served while one request renders it again in the
   * background (stale-while-revalidate), in ms.
   */
  staleMs: number;
  /** At most this many pages… */
  maxEntries: number;
  /** …and at most this many bytes of HTML (least recently used pages go first). */
  maxBytes: number;
}

export const DEFAULT_PAGE_CACHE: PageCacheOptions = { ttlMs: 5_000, staleMs: 5_000, maxEntries: 500, maxBytes: 16 * 1024 * 1024 };

/**
 * `PAGE_CACHE_TTL_MS` (0 = off), `PAGE_CACHE_STALE_MS`, `PAGE_CACHE_MAX_ENTRIES`,
 * `PAGE_CACHE_MAX_MB`; anything unset or not a whole number ≥ 0 keeps the default.
 */
export function pageCacheOptionsFromEnv(env: NodeJS.ProcessEnv): PageCacheOptions {
  const whole = (value: string | undefined, fallback: number): number =>
    value !== undefined && /^\d+$/.test(value.trim()) ? Number(value.trim()) : fallback;
  return {
    ttlMs: whole(env.PAGE_CACHE_TTL_MS, DEFAULT_PAGE_CACHE.ttlMs),
    staleMs: whole(env.PAGE_CACHE_STALE_MS, DEFAULT_PAGE_CACHE.staleMs),
    maxEntries: whole(env.PAGE_CACHE_MAX_ENTRIES, DEFAULT_PAGE_CACHE.maxEntries),
    maxBytes: whole(env.PAGE_CACHE_MAX_MB, DEFAULT_PAGE_CACHE.maxBytes / (1024 * 1024)) * 1024 * 1024,
  };
}

/** `{name}` parameters of a route template match one path segment. */
const TEMPLATE_PARAMETER = /\{[^}]+\}/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The paths of a route template (a trailing slash allowed). */
function templatePattern(template: string): RegExp {
  if (template === '/') return /^\/$/;
  return new RegExp(`^${template.split(TEMPLATE_PARAMETER).map(escapeRegExp).join('[^/]+')}/?$`);
}

/** Every path under a route template's fixed beginning (up to its first parameter). */
function prefixPattern(template: string): RegExp {
  return new RegExp(`^${escapeRegExp(template.split(TEMPLATE_PARAMETER)[0]!)}`);
}

/**
 * The public pages that look the same to every anonymous visitor, from the shared route table
 * (slug and own-domain variants of the business pages).
 */
const CACHEABLE_PATHS = [
  ROUTES.home.path,
  ROUTES.about.domainPath,
  ROUTES.about.path,
  ROUTES.search.path,
  ROUTES.new_appointment.domainPath,
  ROUTES.new_appointment.path,
].map(templatePattern);

/** Pages that list many businesses: any business's change may show on them. */
const LISTING_PATHS = [templatePattern(ROUTES.home.path), prefixPattern(ROUTES.search.path)];

export function isCacheablePath(pathname: string): boolean {
  // `.data` is React Router's data request for client navigation, not a page.
  return !pathname.endsWith('.data') && CACHEABLE_PATHS.some((pattern) => pattern.test(pathname));
}

export function isListingPath(pathname: string): boolean {
  return LISTING_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * Whether the cookies leave the page unchanged: none at all, the cookie consent (read only
 * by the browser), and `_`-prefixed analytics cookies (`_ga`, `_gid`, `_fbp`…), which the
 * server never reads. Any other cookie — the session, a flash message, the two-factor step,
 * or anything unknown — means the page may be the visitor's own.
 */
export function cookiesAllowCache(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return true;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    const name = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (name === '' || name === COOKIE_CONSENT.name || name.startsWith('_')) continue;
    return false;
  }
  return true;
}

/** A kept page: its HTML cut at every place the nonce of the render stood. */
export interface CachedPage {
  /** The answer's headers other than Set-Cookie, Content-Security-Policy, Content-Length. */
  headers: Array<[string, string]>;
  /** HTML between the nonces; the page is `parts.join(nonce)`. */
  parts: Buffer[];
  /** Business ids and slugs the page shows (see `businessTagsOf`). */
  tags: ReadonlySet<string>;
  /** Whether any business's change may show on it (home, search results). */
  listing: boolean;
  /** The page gzip-compressed once, with holes for the nonce (`./nonce-gzip.ts`). */
  gzip?: NonceGzip | undefined;
}

interface Entry {
  page: CachedPage;
  freshUntil: number;
  staleUntil: number;
  bytes: number;
}

export interface FoundPage {
  page: CachedPage;
  /** False once the time to live has passed: serve it, but render it again. */
  fresh: boolean;
}

/** Splits the HTML at every occurrence of the nonce (a random string, so it occurs nowhere else). */
export function splitAtNonce(html: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(needle, from); at !== -1; at = html.indexOf(needle, from)) {
    parts.push(html.subarray(from, at));
    from = at + needle.length;
  }
  parts.push(html.subarray(from));
  // One copy for the whole page, so the cache does not pin the render's larger buffers.
  const copy = Buffer.from(Buffer.concat(parts));
  let offset = 0;
  return parts.map((part) => {
    const own = copy.subarray(offset, offset + part.length);
    offset += part.length;
    return own;
  });
}

/** The page again, with a fresh nonce in every place the old one stood. */
export function joinWithNonce(parts: readonly Buffer[], nonce: string): Buffer {
  if (parts.length === 1) return parts[0]!;
  const needle = Buffer.from(nonce);
  const pieces: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) pieces.push(needle);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** A small LRU of pages with a time to live, bounded by count and bytes. */
export class PageCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;
  #generation = 0;

  constructor(readonly options: PageCacheOptions) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /**
   * Goes up with every invalidation. A render begun before one may have read what the write
   * changed: `set` with the generation the render began in keeps nothing once it has moved on.
   */
  get generation(): number {
    return this.#generation;
  }

  get(key: string, nowMs: number): FoundPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.staleUntil <= nowMs) {
      this.#bytes -= entry.bytes;
      return undefined;
    }
    this.#entries.set(key, entry);
    return { page: entry.page, fresh: nowMs < entry.freshUntil };
  }

  delete(key: string): void {
    this.#remove(key);
  }

  /**
   * Keeps a page rendered at `renderedAtMs` (its time to live counts from then) in the
   * generation `renderedInGeneration`.
   */
  set(key: string, page: CachedPage, renderedAtMs: number, renderedInGeneration = this.#generation): void {
    if (this.options.ttlMs <= 0 || renderedInGeneration !== this.#generation) return;
    const bytes = page.parts.reduce((sum, part) => sum + part.length, 0) + (page.gzip?.deflated.length ?? 0) + key.length;
    if (bytes > this.options.maxBytes) return;
    this.#remove(key);
    const freshUntil = renderedAtMs + this.options.ttlMs;
    this.#entries.set(key, { page, freshUntil, staleUntil: freshUntil + this.options.staleMs, bytes });
    this.#bytes += bytes;
    this.#evict();
  }

  /** Drops the pages past their stale time (entries otherwise leave only when others come in). */
  sweep(nowMs: number): void {
    for (const [key, entry] of this.#entries) if (entry.staleUntil <= nowMs) this.#remove(key);
  }

  /** Drops the pages that show this business (by id or slug) and every listing page. */
  invalidateBusiness(idOrSlug: string): number {
    this.#generation += 1;
    let removed = 0;
    for (const [key, entry] of this.#entries) {
      if (entry.page.listing || entry.page.tags.has(idOrSlug)) {
        this.#remove(key);
        removed += 1;
      }
    }
    return removed;
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** Least recently used first, until both bounds hold. */
  #evict(): void {
    for (const [oldest] of this.#entries) {
      if (this.#entries.size <= this.options.maxEntries && this.#bytes <= this.options.maxBytes) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

/**
 * Ids and slugs of the businesses in an API answer a page was rendered from: every object
 * with a string `id` and a string `slug` (the business detail, `domainBusiness` of the page
 * context, `business` of the calendar options, search results).
 */
export function businessTagsOf(data: unknown, into: Set<string>, depth = 0): Set<string> {
  if (depth > 6 || data === null || typeof data !== 'object') return into;
  if (Array.isArray(data)) {
    for (const item of data) businessTagsOf(item, into, depth + 1);
    return into;
  }
  const record = data as Record<string, unknown>;
  if (typeof record.id === 'string' && typeof record.slug === 'string') {
    into.add(record.id);
    into.add(record.slug);
  }
  for (const value of Object.values(record))
    if (value !== null && typeof value === 'object') businessTagsOf(value, into, depth + 1);
  return into;
}
