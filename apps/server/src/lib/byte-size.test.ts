import { describe, expect, it } from 'vitest';
import { estimateBytes, stringBytes } from './byte-size.ts';

describe('byte sizes', () => {
  it('count a Latin-1 string one byte a character and any other two, in words of 8 bytes', () => {
    expect(stringBytes('abc') - stringBytes('')).toBe(8);
    expect(stringBytes('é'.repeat(16)) - stringBytes('')).toBe(16);
    expect(stringBytes('ąčęė') - stringBytes('')).toBe(8);
    expect(stringBytes('a'.repeat(999) + 'ū') - stringBytes('')).toBe(2_000);
    expect(stringBytes('a'.repeat(1_000)) - stringBytes('')).toBe(1_000);
  });

  it('count buffers by their bytes', () => {
    expect(estimateBytes(Buffer.alloc(10_000))).toBeGreaterThanOrEqual(10_000);
    expect(estimateBytes(Buffer.alloc(10_000))).toBeLessThan(10_200);
  });

  it('estimate an object graph at least as large as its JSON, and grow with it', () => {
    const row = { id: '0b8e4f3c-5d7e-4f5a-9b2c-1a2b3c4d5e6f', name: 'Moteriškas kirpimas', durationMin: 60, priceCents: 3500, active: true };
    const rows = Array.from({ length: 100 }, (_, n) => ({ ...row, sortOrder: n }));
    const one = estimateBytes([row]);
    const hundred = estimateBytes(rows);
    expect(one).toBeGreaterThan(JSON.stringify([row]).length);
    expect(hundred).toBeGreaterThan(JSON.stringify(rows).length);
    expect(hundred).toBeGreaterThan(50 * one);
  });

  it('walk maps, sets and dates, and stop at a cycle', () => {
    const weekly = new Map([['a', [['09:00', '18:00']]]]);
    expect(estimateBytes(weekly)).toBeGreaterThan(estimateBytes('a') + estimateBytes('09:00') + estimateBytes('18:00'));
    expect(estimateBytes(new Set(['x'.repeat(1_000)]))).toBeGreaterThan(1_000);
    expect(estimateBytes(new Date())).toBeGreaterThan(0);
    const cycle: Record<string, unknown> = { name: 'x' };
    cycle.self = cycle;
    expect(Number.isFinite(estimateBytes(cycle))).toBe(true);
    expect(estimateBytes(null) + estimateBytes(undefined) + estimateBytes(true) + estimateBytes(7)).toBe(0);
    expect(estimateBytes(0.5)).toBeGreaterThan(0);
  });
});
