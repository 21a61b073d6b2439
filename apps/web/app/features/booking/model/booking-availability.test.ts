import { describe, expect, it, vi } from 'vitest';
import { findNextAvailableDate, loadMonth, monthCacheKey, PromiseCache } from './booking-availability';

const bounds = { firstDate: '2027-03-22', lastDate: '2027-06-10' };

describe('PromiseCache', () => {
  it('loads a key once, also while the first load is running', async () => {
    const cache = new PromiseCache<string[]>();
    const load = vi.fn(async () => ['2027-03-24']);
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(a).toEqual(['2027-03-24']);
    expect(b).toBe(a);
    expect(await cache.get('k', load)).toBe(a);
    expect(cache.peek('k')).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load so a retry loads again', async () => {
    const cache = new PromiseCache<string[]>();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(['2027-03-25']);
    await expect(cache.get('k', load)).rejects.toThrow('offline');
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', load)).toEqual(['2027-03-25']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadMonth', () => {
  it('asks only for the part of the month inside the window, once per month and choice', async () => {
    const cache = new PromiseCache<string[]>();
    const loader = vi.fn(async () => ['2027-03-30', '2027-03-24']);
    const key = monthCacheKey(['s1', 's2'], 'any', '2027-03');
    expect(key).toBe('s1,s2|any|2027-03');
    expect(await loadMonth(cache, key, '2027-03', bounds, loader)).toEqual(['2027-03-24', '2027-03-30']);
    await loadMonth(cache, key, '2027-03', bounds, loader);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(loader).toHaveBeenCalledWith('2027-03-22', '2027-03-31');
    expect(await loadMonth(cache, 'x', '2027-07', bounds, loader)).toEqual([]);
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('findNextAvailableDate', () => {
  const free: Record<string, string[]> = {
    '2027-03': [],
    '2027-04': [],
    '2027-05': ['2027-05-12', '2027-05-20'],
    '2027-06': ['2027-06-01'],
  };

  it('searches forward month by month', async () => {
    const months: string[] = [];
    const found = await findNextAvailableDate('2027-03', null, bounds, async (month) => {
      months.push(month);
      return free[month] ?? [];
    });
    expect(found).toBe('2027-05-12');
    expect(months).toEqual(['2027-03', '2027-04', '2027-05']);
  });

  it('finds the next date after a given one, also in the same month', async () => {
    expect(await findNextAvailableDate('2027-05', '2027-05-12', bounds, async (m) => free[m] ?? [])).toBe('2027-05-20');
    expect(await findNextAvailableDate('2027-05', '2027-05-20', bounds, async (m) => free[m] ?? [])).toBe('2027-06-01');
  });

  it('stops at the last date of the window', async () => {
    const asked: string[] = [];
    const found = await findNextAvailableDate('2027-03', '2027-06-01', bounds, async (month) => {
      asked.push(month);
      return free[month] ?? [];
    });
    expect(found).toBeNull();
    expect(asked.at(-1)).toBe('2027-06');
  });
});
