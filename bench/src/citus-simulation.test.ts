import { describe, expect, it } from 'vitest';
import {
  citusNodeIndex,
  citusShardIndex,
  expectedDistinctShards,
  quantile,
  requestDay,
  rowsOfBusiness,
  spreadOf,
} from './citus-simulation';

describe('citusShardIndex', () => {
  it('splits the int4 hash range into equal ranges, lowest first', () => {
    expect(citusShardIndex(-2_147_483_648, 32)).toBe(0);
    expect(citusShardIndex(-2_013_265_921, 32)).toBe(0); // INT32_MIN + 2^27 - 1: the end of shard 0
    expect(citusShardIndex(-2_013_265_920, 32)).toBe(1);
    expect(citusShardIndex(-1, 32)).toBe(15);
    expect(citusShardIndex(0, 32)).toBe(16);
    expect(citusShardIndex(2_147_483_647, 32)).toBe(31);
    expect(citusShardIndex(0, 4)).toBe(2);
  });

  it('gives the last shard the remainder when 2^32 does not divide evenly', () => {
    // 2^32 / 3 = 1,431,655,765 per shard; the last one also takes the leftover token.
    expect(citusShardIndex(-2_147_483_648 + 1_431_655_765 * 3 - 1, 3)).toBe(2);
    expect(citusShardIndex(2_147_483_647, 3)).toBe(2);
  });

  it('refuses what is not an int4 hash', () => {
    expect(() => citusShardIndex(2_147_483_648, 32)).toThrow();
    expect(() => citusShardIndex(0.5, 32)).toThrow();
  });
});

describe('the rest of the arithmetic', () => {
  it('places shards on nodes round-robin', () => {
    expect([0, 1, 2, 3, 4, 5].map((shard) => citusNodeIndex(shard, 4))).toEqual([0, 1, 2, 3, 0, 1]);
  });

  it('measures spread as max over mean', () => {
    expect(spreadOf([1, 2, 3])).toEqual({ max: 3, mean: 2, min: 1, skew: 1.5 });
    expect(spreadOf([0, 0]).skew).toBe(1);
  });

  it('expects fewer distinct shards than picks', () => {
    expect(expectedDistinctShards(1, 32)).toBeCloseTo(1);
    expect(expectedDistinctShards(20, 32)).toBeCloseTo(15.04, 2);
    expect(expectedDistinctShards(1000, 32)).toBeCloseTo(32, 3);
  });

  it('takes the nearest-rank quantile', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(quantile(sorted, 0.5)).toBe(5);
    expect(quantile(sorted, 0.95)).toBe(10);
    expect(quantile([7], 0.95)).toBe(7);
  });

  it('counts a business rows from its size', () => {
    const rows = rowsOfBusiness(
      { i: 1, hash: 0, specialists: 2, services: 5, visits: 100, clients: 12, active: true, shard32: 16 },
      { appointment_services: 1, appointment_history: 1.5, reviews: 0.05 },
    );
    expect(rows).toMatchObject({ specialists: 2, specialist_services: 10, appointments: 100, appointment_history: 150, reviews: 5 });
  });

  it('sends every kind of request to one shard, a few, every shard or none', () => {
    const day = requestDay(1000, 100, 32);
    expect(day.every((kind) => kind.shards >= 0 && kind.shards <= 32)).toBe(true);
    expect(day.filter((kind) => kind.shards === 32).map((kind) => kind.label)).toEqual([
      "customer's visit list (`/vizitai`)",
      'reminder sweep',
    ]);
  });
});
