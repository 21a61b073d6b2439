import { describe, expect, it } from 'vitest';
import type { ApiResult } from '@vizitas/shared/load-context';
import { apiEndpoints } from '../api/endpoints.ts';
import { PublicAnswers } from './public-answers.ts';

const OK = (data: unknown): ApiResult<unknown> => ({ status: 200, ok: true, data, setCookie: [] });

describe('which reads are shared', () => {
  it('are the public business reads and the calendar options: public GETs, not the page context or anything of a user', () => {
    const shared = apiEndpoints.filter((endpoint) => endpoint.contract.shared).map((endpoint) => endpoint.contract);
    expect(shared.map((contract) => contract.name).sort()).toEqual([
      'business_api',
      'business_gallery_api',
      'business_opening_hours_api',
      'business_reviews_api',
      'calendar_options_api',
    ]);
    for (const contract of shared) {
      expect(contract.area, contract.name).toBe('public');
      expect(contract.method, contract.name).toBe('GET');
    }
    expect(apiEndpoints.find((endpoint) => endpoint.contract.name === 'page_context_api')?.contract.shared).toBeFalsy();
  });
});

describe('the public answers', () => {
  const options = { ttlMs: 5_000, maxEntries: 3, maxBytes: 3_000 };

  it('keep a 200 answer for the time to live, and nothing that set a cookie or failed', () => {
    const answers = new PublicAnswers(options);
    answers.set('/a', OK({ n: 1 }), 10, new Set(), 1_000, answers.generation);
    answers.set('/b', { ...OK({}), setCookie: ['x=1'] }, 10, new Set(), 1_000, answers.generation);
    answers.set('/c', { status: 404, ok: false, data: {}, setCookie: [] }, 10, new Set(), 1_000, answers.generation);
    expect(answers.get('/a', 5_999)?.data).toEqual({ n: 1 });
    expect(answers.get('/b', 1_001)).toBeUndefined();
    expect(answers.get('/c', 1_001)).toBeUndefined();
    expect(answers.get('/a', 6_000)).toBeUndefined();
    expect(answers.bytes).toBe(0);
  });

  it('stay within their count and bytes, the least recently used going first', () => {
    const answers = new PublicAnswers(options);
    for (const key of ['/1', '/2', '/3']) answers.set(key, OK(key), 100, new Set(), 0, answers.generation);
    answers.get('/1', 1);
    answers.set('/4', OK('/4'), 100, new Set(), 0, answers.generation);
    expect(answers.get('/2', 1)).toBeUndefined();
    expect(answers.get('/1', 1)).toBeDefined();
    answers.set('/big', OK('big'), 900, new Set(), 0, answers.generation);
    expect(answers.bytes).toBeLessThanOrEqual(options.maxBytes);
    expect(answers.size).toBeLessThanOrEqual(options.maxEntries);
    answers.set('/huge', OK('huge'), 5_000, new Set(), 0, answers.generation);
    expect(answers.get('/huge', 1)).toBeUndefined();
  });

  it('count what an answer weighs in memory, and drop the oldest when the bytes pass the budget', () => {
    const answers = new PublicAnswers({ ...options, maxEntries: 10 });
    answers.set('/1', OK('1'), 1_000, new Set(), 0, answers.generation);
    const one = answers.bytes;
    expect(one).toBeGreaterThan(1_000);
    answers.set('/2', OK('2'), 1_000, new Set(), 0, answers.generation);
    answers.set('/3', OK('3'), 1_000, new Set(), 0, answers.generation);
    expect(answers.get('/1', 1)).toBeUndefined();
    expect([answers.get('/2', 1), answers.get('/3', 1)].every(Boolean)).toBe(true);
    expect(answers.bytes).toBe(2 * one);
    // Parsed, 40 objects weigh more than twice their JSON.
    const items = Array.from({ length: 40 }, (_, n) => ({ n: n + 0.5 }));
    const parsed = new PublicAnswers({ ...options, maxEntries: 10 });
    parsed.set('/items', OK(items), JSON.stringify(items).length, new Set(), 0, parsed.generation);
    expect(parsed.bytes).toBeGreaterThan(2 * JSON.stringify(items).length);
  });

  it('leave when swept past their time to live, with nothing new coming in', () => {
    const answers = new PublicAnswers(options);
    answers.set('/a', OK(1), 10, new Set(), 0, answers.generation);
    answers.set('/b', OK(2), 10, new Set(), 1_000, answers.generation);
    answers.sweep(4_999);
    expect(answers.size).toBe(2);
    answers.sweep(5_000);
    expect(answers.size).toBe(1);
    answers.sweep(6_000);
    expect(answers.size).toBe(0);
    expect(answers.bytes).toBe(0);
  });

  it('drop every answer of a business named by its id, also those tagged only with its slug', () => {
    const answers = new PublicAnswers({ ...options, maxEntries: 10 });
    const g = answers.generation;
    answers.set('/api/public/business/aiste', OK({ id: 'id-1', slug: 'aiste' }), 10, new Set(['id-1', 'aiste']), 0, g);
    answers.set('/api/public/business/aiste/reviews', OK({ items: [] }), 10, new Set(['aiste']), 0, g);
    answers.set('/api/public/business/kitas/reviews', OK({ items: [] }), 10, new Set(['kitas']), 0, g);
    answers.invalidateBusiness('id-1');
    expect(answers.get('/api/public/business/aiste', 1)).toBeUndefined();
    expect(answers.get('/api/public/business/aiste/reviews', 1)).toBeUndefined();
    expect(answers.get('/api/public/business/kitas/reviews', 1)).toBeDefined();
  });

  it('keep nothing read before a drop', () => {
    const answers = new PublicAnswers(options);
    const before = answers.generation;
    answers.invalidateBusiness('kitas');
    answers.set('/a', OK(1), 10, new Set(), 0, before);
    expect(answers.get('/a', 1)).toBeUndefined();
  });
});
