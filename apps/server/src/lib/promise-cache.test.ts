import { describe, expect, it } from 'vitest';
import { GroupedPromiseCache, PromiseCache } from './promise-cache.ts';

const HOUR = 3_600_000;

describe('the promise caches', () => {
  const limits = (ttlMs: number, maxEntries: number, maxBytes = Number.MAX_SAFE_INTEGER) => () => ({ ttlMs, maxEntries, maxBytes });
  /** A value that weighs what it says (its key and entry come on top). */
  const weight = (value: { bytes: number }) => value.bytes;

  it('share one load between concurrent askers, expire, and drop failed loads', async () => {
    let clock = 0;
    let loads = 0;
    const cache = new PromiseCache<number>(limits(100, 10), () => 8, () => clock);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    clock = 99;
    expect(await cache.get('a', load)).toBe(1);
    clock = 100;
    expect(await cache.get('a', load)).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', load)).toBe(3);
  });

  it('drop the expired entries when a new one comes in', async () => {
    let clock = 0;
    const cache = new PromiseCache<{ bytes: number }>(limits(100, 10), weight, () => clock);
    await cache.get('a', async () => ({ bytes: 1_000 }));
    clock = 50;
    await cache.get('b', async () => ({ bytes: 1_000 }));
    const both = cache.bytes;
    clock = 120;
    await cache.get('c', async () => ({ bytes: 1_000 }));
    expect(cache.size).toBe(2);
    expect(cache.has('a')).toBe(false);
    expect(cache.bytes).toBe(both);
  });

  it('charge each entry its value’s bytes once loaded, and drop the oldest when the bytes pass the budget', async () => {
    const cache = new PromiseCache<{ bytes: number }>(limits(HOUR, 100, 10_000), weight);
    await cache.get('a', async () => ({ bytes: 4_000 }));
    await cache.get('b', async () => ({ bytes: 4_000 }));
    expect(cache.size).toBe(2);
    expect(cache.bytes).toBeGreaterThan(8_000);
    expect(cache.bytes).toBeLessThan(9_000);
    // A third of 4 kB passes 10 kB: the oldest (a) goes, b and c stay.
    await cache.get('c', async () => ({ bytes: 4_000 }));
    await Promise.resolve();
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true]);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
  });

  it('do not keep a value larger than the whole budget, and keep what they had', async () => {
    const cache = new PromiseCache<{ bytes: number }>(limits(HOUR, 100, 10_000), weight);
    await cache.get('small', async () => ({ bytes: 1_000 }));
    let loads = 0;
    const huge = async () => ({ bytes: 20_000 + loads++ });
    expect((await cache.get('huge', huge)).bytes).toBe(20_000);
    await Promise.resolve();
    expect(cache.has('huge')).toBe(false);
    expect(cache.has('small')).toBe(true);
    expect((await cache.get('huge', huge)).bytes).toBe(20_001);
    expect(cache.bytes).toBeLessThan(2_000);
  });

  it('keep at most the number of entries they are given, dropping the oldest entries whatever their group', async () => {
    const cache = new GroupedPromiseCache<string>(limits(HOUR, 3), () => 8);
    let loads = 0;
    const load = (value: string) => async () => {
      loads++;
      return value;
    };
    await cache.get('x', '1', load('x1'));
    await cache.get('x', '2', load('x2'));
    await cache.get('y', '1', load('y1'));
    await cache.get('z', '1', load('z1'));
    expect(loads).toBe(4);
    expect(cache.size).toBe(3);
    expect(await cache.get('x', '2', load('x2 again'))).toBe('x2');
    expect(await cache.get('y', '1', load('again'))).toBe('y1');
    expect(await cache.get('x', '1', load('x1 again'))).toBe('x1 again');
    cache.deleteGroup('y');
    expect(await cache.get('y', '1', load('y1 again'))).toBe('y1 again');
  });

  it('bound a grouped cache by bytes over all groups, and forget the groups whose entries all left', async () => {
    const cache = new GroupedPromiseCache<{ bytes: number }>(limits(HOUR, 100, 10_000), weight);
    await cache.get('x', '1', async () => ({ bytes: 3_000 }));
    await cache.get('y', '1', async () => ({ bytes: 3_000 }));
    await cache.get('y', '2', async () => ({ bytes: 3_000 }));
    expect(cache.groups).toBe(2);
    await cache.get('z', '1', async () => ({ bytes: 3_000 }));
    await Promise.resolve();
    // x's only entry was the oldest.
    expect(cache.size).toBe(3);
    expect(cache.groups).toBe(2);
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    cache.deleteGroup('y');
    expect(cache.size).toBe(1);
    expect(cache.groups).toBe(1);
    expect(cache.bytes).toBeLessThan(3_500);
    await cache.get('w', '1', async () => ({ bytes: 50_000 }));
    await Promise.resolve();
    expect(cache.size).toBe(1);
    expect(cache.groups).toBe(1);
  });

  it('charge an entry for what is kept with its value, only while it holds that value', async () => {
    const cache = new PromiseCache<{ bytes: number }>(limits(HOUR, 100, 10_000), weight);
    const kept = await cache.get('a', async () => ({ bytes: 1_000 }));
    const before = cache.bytes;
    expect(cache.charge('a', kept, 500)).toBe(true);
    expect(cache.bytes).toBe(before + 500);
    expect(cache.charge('a', { bytes: 1_000 }, 500)).toBe(false);
    expect(cache.charge('b', kept, 500)).toBe(false);
    // Charged past the whole budget: the entry goes.
    expect(cache.charge('a', kept, 20_000)).toBe(false);
    expect(cache.has('a')).toBe(false);
    expect(cache.bytes).toBe(0);
  });

  it('take the time from the caller when given', async () => {
    const cache = new PromiseCache<number>(limits(100, 10), () => 8, () => {
      throw new Error('the clock is not read');
    });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('a', load, 1_000)).toBe(1);
    expect(await cache.get('a', load, 1_099)).toBe(1);
    expect(await cache.get('a', load, 1_100)).toBe(2);
  });

  it('load every time with a time to live of 0, keeping nothing', async () => {
    const cache = new PromiseCache<number>(limits(0, 10), () => 8);
    let loads = 0;
    expect(await cache.get('a', async () => ++loads)).toBe(1);
    expect(await cache.get('a', async () => ++loads)).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('drop their expired entries when swept, with nothing new coming in', async () => {
    let clock = 0;
    const cache = new GroupedPromiseCache<{ bytes: number }>(limits(100, 10), weight, () => clock);
    await cache.get('x', '1', async () => ({ bytes: 1_000 }));
    clock = 50;
    await cache.get('y', '1', async () => ({ bytes: 1_000 }));
    cache.sweep(99);
    expect(cache.size).toBe(2);
    cache.sweep(100);
    expect([cache.size, cache.groups]).toEqual([1, 1]);
    clock = 150;
    cache.sweep();
    expect([cache.size, cache.groups, cache.bytes]).toEqual([0, 0, 0]);
  });
});
