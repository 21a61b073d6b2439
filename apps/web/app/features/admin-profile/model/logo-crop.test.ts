import { describe, expect, it } from 'vitest';
import { CENTRED, circleBox, clampCrop, cropAfterKey, moveCrop, resizeCrop } from './logo-crop';

describe('the circle chosen on a logo', () => {
  it('stays inside a wide picture: its centre cannot go nearer the edge than its radius', () => {
    // 800 × 400: a full-height circle is 400 px, a radius of a quarter of the width.
    expect(clampCrop({ x: 0, y: 0.5, size: 1 }, 800, 400)).toEqual({ x: 0.25, y: 0.5, size: 1 });
    expect(clampCrop({ x: 1, y: 0, size: 1 }, 800, 400)).toEqual({ x: 0.75, y: 0.5, size: 1 });
    expect(clampCrop({ x: 0.5, y: 0.5, size: 5 }, 800, 400).size).toBe(1);
    expect(clampCrop({ x: 0.5, y: 0.5, size: 0 }, 800, 400).size).toBe(0.2);
  });

  it('moves by the keys (Shift five times as far) and resizes with + and −, never out of the picture', () => {
    const start = { x: 0.5, y: 0.5, size: 0.5 };
    expect(cropAfterKey(start, 'ArrowRight', false, 400, 400)).toEqual({ x: 0.52, y: 0.5, size: 0.5 });
    expect(cropAfterKey(start, 'ArrowUp', true, 400, 400)).toEqual({ x: 0.5, y: 0.4, size: 0.5 });
    expect(cropAfterKey(start, '+', false, 400, 400)).toEqual({ x: 0.5, y: 0.5, size: 0.52 });
    expect(cropAfterKey(start, '-', false, 400, 400)).toEqual({ x: 0.5, y: 0.5, size: 0.48 });
    expect(cropAfterKey(start, 'Enter', false, 400, 400)).toBeNull();
    let crop = start;
    for (let i = 0; i < 100; i++) crop = moveCrop(crop, -0.1, 0, 400, 400);
    expect(crop.x).toBe(0.25);
    expect(resizeCrop(CENTRED, 0.5, 400, 400)).toEqual(CENTRED);
  });

  it('is drawn as a square box of the shown picture', () => {
    expect(circleBox({ x: 0.25, y: 0.5, size: 1 }, 400, 200)).toEqual({ left: 0, top: 0, diameter: 200 });
  });
});
