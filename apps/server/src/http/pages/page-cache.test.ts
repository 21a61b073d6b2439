import { describe, expect, it } from 'vitest';
import {
  businessTagsOf,
  cookiesAllowCache,
  DEFAULT_PAGE_CACHE,
  isCacheablePath,
  isListingPath,
  joinWithNonce,
  PageCache,
  pageCacheOptionsFromEnv,
  splitAtNonce,
  type CachedPage,
  type FoundPage,
} from './page-cache.ts';

function page(html: string, options: { tags?: string[]; listing?: boolean } = {}): CachedPage {
  return {
    headers: [['content-type', 'text/html']],
    parts: [Buffer.from(html)],
    tags: new Set(options.tags ?? []),
    listing: options.listing ?? false,
  };
}

const text = (found: FoundPage | undefined) => found?.page.parts.map((part) => part.toString()).join('|');

describe('PageCache', () => {
  it('keeps a page for its time to live, counted from when it was rendered', () => {
    const cache = new PageCache({ ttlMs: 5_000, staleMs: 0, maxEntries: 10, maxBytes: 10_000 });
    cache.set('a', page('A'), 1_000);
    expect(text(cache.get('a', 5_999))).toBe('A');
    expect(cache.get('a', 6_000)).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('hands out a page past its time to live as stale for a while longer, then forgets it', () => {
    const cache = new PageCache({ ttlMs: 5_000, staleMs: 3_000, maxEntries: 10, maxBytes: 10_000 });
    cache.set('a', page('A'), 0);
    expect(cache.get('a', 4_999)?.fresh).toBe(true);
    expect(cache.get('a', 5_000)?.fresh).toBe(false);
    expect(text(cache.get('a', 7_999))).toBe('A');
    expect(cache.get('a', 8_000)).toBeUndefined();
    cache.set('b', page('B'), 0);
    cache.delete('b');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('drops the pages past their stale time when swept, with nothing new coming in', () => {
    const cache = new PageCache({ ttlMs: 5_000, staleMs: 3_000, maxEntries: 10, maxBytes: 10_000 });
    cache.set('a', page('A'), 0);
    cache.set('b', page('B'), 2_000);
    cache.sweep(7_999);
    expect(cache.size).toBe(2);
    cache.sweep(8_000);
    expect(cache.size).toBe(1);
    expect(text(cache.get('b', 8_000))).toBe('B');
    cache.sweep(10_000);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('drops the least recently used page beyond its count', () => {
    const cache = new PageCache({ ttlMs: 5_000, staleMs: 0, maxEntries: 2, maxBytes: 10_000 });
    cache.set('a', page('A'), 0);
    cache.set('b', page('B'), 0);
    cache.get('a', 1);
    cache.set('c', page('C'), 2);
    expect([text(cache.get('a', 3)), text(cache.get('b', 3)), text(cache.get('c', 3))]).toEqual(['A', undefined, 'C']);
  });

  it('drops pages beyond its bytes, and keeps no page larger than all of them', () => {
    const cache = new PageCache({ ttlMs: 5_000, staleMs: 0, maxEntries: 10, maxBytes: 25 });
    cache.set('a', page('x'.repeat(10)), 0);
    cache.set('b', page('y'.repeat(10)), 0);
    expect(cache.bytes).toBe(22);
    cache.set('c', page('z'.repeat(10)), 0);
    expect([cache.get('a', 1), text(cache.get('b', 1)), text(cache.get('c', 1))]).toEqual([
      undefined,
      'y'.repeat(10),
      'z'.repeat(10),
    ]);
    cache.set('d', page('w'.repeat(30)), 0);
    expect(cache.get('d', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('keeps nothing with a time to live of 0', () => {
    const cache = new PageCache({ ...DEFAULT_PAGE_CACHE, ttlMs: 0 });
    cache.set('a', page('A'), 0);
    expect(cache.size).toBe(0);
  });

  it('drops the pages of a business and the listings, and keeps no render begun before that', () => {
    const cache = new PageCache({ ttlMs: 5_000, staleMs: 0, maxEntries: 10, maxBytes: 10_000 });
    cache.set('about-1', page('1', { tags: ['id-1', 'salonas'] }), 0);
    cache.set('about-2', page('2', { tags: ['id-2', 'kirpykla'] }), 0);
    cache.set('home', page('H', { listing: true }), 0);
    const renderBegan = cache.generation;

    expect(cache.invalidateBusiness('salonas')).toBe(2);
    expect([cache.get('about-1', 1), text(cache.get('about-2', 1)), cache.get('home', 1)]).toEqual([undefined, '2', undefined]);
    cache.set('about-1', page('old 1', { tags: ['id-1', 'salonas'] }), 0, renderBegan);
    expect(cache.get('about-1', 1)).toBeUndefined();
    cache.set('about-1', page('new 1', { tags: ['id-1', 'salonas'] }), 0, cache.generation);
    expect(text(cache.get('about-1', 1))).toBe('new 1');
  });
});

describe('what may be cached', () => {
  it('only the public pages that look alike to every anonymous visitor', () => {
    for (const path of [
      '/',
      '/apie',
      '/apie/salonas',
      '/grozio-specialistai/kirpejai/vilnius',
      '/naujas-vizitas',
      '/naujas-vizitas/salonas',
    ]) {
      expect(isCacheablePath(path), path).toBe(true);
    }
    for (const path of [
      '/apie/salonas.data',
      '/_root.data',
      '/prisijungti',
      '/profilis',
      '/susisiekti',
      '/apie/salonas/kita',
      '/grozio-specialistai/kirpejai',
      '/atsijungti',
    ]) {
      expect(isCacheablePath(path), path).toBe(false);
    }
    expect([isListingPath('/'), isListingPath('/grozio-specialistai/kirpejai/vilnius'), isListingPath('/apie/salonas')]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('only without cookies the server reads', () => {
    expect(cookiesAllowCache(undefined)).toBe(true);
    expect(cookiesAllowCache('')).toBe(true);
    expect(cookiesAllowCache('cookie_consent=accepted; _ga=GA1.1.2; _gid=x')).toBe(true);
    expect(cookiesAllowCache('vizitas_session=abc')).toBe(false);
    expect(cookiesAllowCache('cookie_consent=accepted; vizitas_flash=s%3Ax')).toBe(false);
    expect(cookiesAllowCache('vizitas_2fa=x')).toBe(false);
    expect(cookiesAllowCache('kita=1')).toBe(false);
  });
});

describe('the nonce in a kept page', () => {
  it('is cut out everywhere and put back as a new one', () => {
    const html = Buffer.from('<script nonce="N0nce">a</script>{"nonce":"N0nce"}<p>N0nc</p>');
    const parts = splitAtNonce(html, 'N0nce');
    expect(parts.map(String)).toEqual(['<script nonce="', '">a</script>{"nonce":"', '"}<p>N0nc</p>']);
    expect(joinWithNonce(parts, 'Kitas').toString()).toBe('<script nonce="Kitas">a</script>{"nonce":"Kitas"}<p>N0nc</p>');
    expect(joinWithNonce(splitAtNonce(Buffer.from('<p>be nonce</p>'), 'N0nce'), 'Kitas').toString()).toBe('<p>be nonce</p>');
  });
});

describe('businessTagsOf', () => {
  it('finds the ids and slugs of the businesses in an API answer', () => {
    const tags = businessTagsOf(
      {
        user: null,
        domainBusiness: { id: 'b1', slug: 'salonas', name: 'Salonas' },
        items: [{ id: 'b2', slug: 'kirpykla' }, { id: 'x' }],
      },
      new Set(),
    );
    expect([...tags].sort()).toEqual(['b1', 'b2', 'kirpykla', 'salonas']);
    expect(businessTagsOf('<html>', new Set()).size).toBe(0);
  });
});

describe('pageCacheOptionsFromEnv', () => {
  it('reads whole numbers and keeps the defaults otherwise', () => {
    expect(pageCacheOptionsFromEnv({})).toEqual(DEFAULT_PAGE_CACHE);
    expect(
      pageCacheOptionsFromEnv({
        PAGE_CACHE_TTL_MS: '0',
        PAGE_CACHE_STALE_MS: '1000',
        PAGE_CACHE_MAX_ENTRIES: '20',
        PAGE_CACHE_MAX_MB: '2',
      }),
    ).toEqual({
      ttlMs: 0,
      staleMs: 1_000,
      maxEntries: 20,
      maxBytes: 2 * 1024 * 1024,
    });
    expect(pageCacheOptionsFromEnv({ PAGE_CACHE_TTL_MS: '-5', PAGE_CACHE_MAX_ENTRIES: 'daug' })).toEqual(DEFAULT_PAGE_CACHE);
  });
});
