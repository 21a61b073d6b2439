import { describe, expect, it } from 'vitest';
import { isoInstantWriter } from './iso-instant.ts';

describe('isoInstantWriter', () => {
  it('writes every instant exactly as Date#toISOString does', () => {
    const write = isoInstantWriter();
    const edges = [0, 1, 999, 59_999, 86_399_999, 86_400_000, Date.UTC(2026, 2, 29, 0, 59, 59, 999), Date.UTC(2026, 9, 25, 1)];
    const far = [253_402_300_799_999, 253_402_300_800_000, -1, -86_400_001, 1.5, 8_640_000_000_000_000];
    // A pseudo-random walk over 2026–2030 in steps of whole and odd milliseconds, days back and forth.
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const walk: number[] = [];
    let ms = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 5_000; i++) {
      ms += Math.floor((random() - 0.3) * 3 * 86_400_000);
      walk.push(ms);
    }
    for (const instant of [...edges, ...far, ...walk]) expect(write(instant), String(instant)).toBe(new Date(instant).toISOString());
  });
});
