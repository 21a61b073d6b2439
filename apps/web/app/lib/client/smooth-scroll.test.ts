import { describe, expect, it } from 'vitest';
import { SMOOTH_SCROLL_DURATION } from '@vizitas/shared';
import { scrollPositionAt, scrollTargetY, swing } from './smooth-scroll';

describe('smooth scroll (seed 2.2, 468 ms)', () => {
  it('eases with jQuery swing: 0 → 0, ½ → ½, 1 → 1, clamped', () => {
    expect(swing(0)).toBe(0);
    expect(swing(0.5)).toBeCloseTo(0.5);
    expect(swing(1)).toBe(1);
    expect(swing(-1)).toBe(0);
    expect(swing(2)).toBe(1);
    expect(swing(0.25)).toBeLessThan(0.25);
  });

  it(`moves from start to target over ${SMOOTH_SCROLL_DURATION} ms`, () => {
    expect(SMOOTH_SCROLL_DURATION).toBe(468);
    expect(scrollPositionAt(100, 900, 0)).toBe(100);
    expect(scrollPositionAt(100, 900, SMOOTH_SCROLL_DURATION / 2)).toBeCloseTo(500);
    expect(scrollPositionAt(100, 900, SMOOTH_SCROLL_DURATION)).toBe(900);
    expect(scrollPositionAt(100, 900, 10_000)).toBe(900);
    expect(scrollPositionAt(100, 900, 5, 0)).toBe(900);
  });

  it('stops the target just under the fixed header, within the page', () => {
    // Target 700 px below the viewport top, page scrolled by 200, header 60 px high.
    expect(scrollTargetY(700, 200, 60, 5000)).toBe(840);
    expect(scrollTargetY(10, 0, 60, 5000)).toBe(0);
    expect(scrollTargetY(9000, 0, 60, 5000)).toBe(5000);
  });
});
