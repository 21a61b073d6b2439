import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map.ts';

describe('BoundedMap', () => {
  const limits = (maxEntries: number, maxBytes: number) => () => ({ maxEntries, maxBytes });

  it('evicts the oldest entries when an insert passes the byte budget', () => {
    const removed: string[] = [];
    const map = new BoundedMap<string, number>(limits(10, 100), (key) => removed.push(key));
    map.set('a', 1, 40);
    map.set('b', 2, 40);
    expect(map.bytes).toBe(80);
    expect(map.set('c', 3, 40)).toBe(true);
    expect([...map.keys()]).toEqual(['b', 'c']);
    expect(map.bytes).toBe(80);
    expect(removed).toEqual(['a']);
    // One large entry can push out several.
    map.set('d', 4, 90);
    expect([...map.keys()]).toEqual(['d']);
    expect(removed).toEqual(['a', 'b', 'c']);
  });

  it('does not keep an entry larger than the whole budget, and drops what its key held', () => {
    const map = new BoundedMap<string, string>(limits(10, 100));
    map.set('small', 'x', 10);
    map.set('big', 'old', 50);
    expect(map.set('big', 'huge', 101)).toBe(false);
    expect(map.has('big')).toBe(false);
    expect(map.get('small')).toBe('x');
    expect(map.bytes).toBe(10);
  });

  it('evicts the oldest entries beyond its count', () => {
    const map = new BoundedMap<string, number>(limits(2, 1_000));
    map.set('a', 1, 1);
    map.set('b', 2, 1);
    map.set('c', 3, 1);
    expect([...map.keys()]).toEqual(['b', 'c']);
  });

  it('with touch, keeps the most recently used and evicts the least', () => {
    const map = new BoundedMap<string, number>(limits(2, 1_000));
    map.set('a', 1, 1);
    map.set('b', 2, 1);
    expect(map.get('a', true)).toBe(1);
    map.set('c', 3, 1);
    expect([...map.keys()]).toEqual(['a', 'c']);
  });

  it('follows an entry that grows, evicting others first and the entry itself when it passes the budget', () => {
    const map = new BoundedMap<string, number>(limits(10, 100));
    map.set('a', 1, 30);
    map.set('b', 2, 30);
    expect(map.resize('b', 80)).toBe(true);
    expect([...map.keys()]).toEqual(['b']);
    expect(map.bytes).toBe(80);
    expect(map.resize('b', 120)).toBe(false);
    expect(map.size).toBe(0);
    expect(map.bytes).toBe(0);
    expect(map.resize('missing', 1)).toBe(false);
  });

  it('drops stale entries from the oldest on, up to the first fresh one', () => {
    const map = new BoundedMap<string, number>(limits(10, 1_000));
    for (const [key, expiresAt] of [
      ['a', 1],
      ['b', 2],
      ['c', 9],
      ['d', 3],
    ] as const)
      map.set(key, expiresAt, 10);
    map.dropOldestWhile((expiresAt) => expiresAt <= 5);
    expect([...map.keys()]).toEqual(['c', 'd']);
    expect(map.bytes).toBe(20);
  });

  it('reads its limits on every change', () => {
    let maxBytes = 100;
    const map = new BoundedMap<string, number>(() => ({ maxEntries: 10, maxBytes }));
    map.set('a', 1, 60);
    maxBytes = 50;
    map.set('b', 2, 10);
    expect([...map.keys()]).toEqual(['b']);
  });

  it('clears, deletes and deletes by a test, telling what left', () => {
    const removed: string[] = [];
    const map = new BoundedMap<string, number>(limits(10, 1_000), (key) => removed.push(key));
    map.set('a', 1, 1);
    map.set('b', 2, 1);
    map.set('c', 3, 1);
    map.deleteWhere((_, value) => value === 2);
    expect(map.delete('a')).toBe(true);
    expect(map.delete('a')).toBe(false);
    map.clear();
    expect(removed).toEqual(['b', 'a', 'c']);
    expect(map.bytes).toBe(0);
  });
});
