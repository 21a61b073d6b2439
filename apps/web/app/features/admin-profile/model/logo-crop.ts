/**
 * The circle the owner chooses on her logo (docs/decisions/026), in the API's terms: the centre
 * as fractions of the logo's width and height, the diameter as a fraction of its shorter side.
 * Pure: the crop editor only draws it and passes the pointer and keys here.
 */
import type { LogoCrop } from '@vizitas/shared/schemas/admin/business-profile';

export type { LogoCrop };

export const MIN_CROP_SIZE = 0.2;
/** A key press moves the circle by this fraction of the shorter side (Shift: five times). */
export const KEY_STEP = 0.02;

export const CENTRED: LogoCrop = { x: 0.5, y: 0.5, size: 1 };

/** The circle kept inside the picture (`width` × `height` px) and at least {@link MIN_CROP_SIZE}. */
export function clampCrop(crop: LogoCrop, width: number, height: number): LogoCrop {
  const shorter = Math.min(width, height);
  const size = Math.min(1, Math.max(MIN_CROP_SIZE, crop.size));
  const rx = (size * shorter) / 2 / width;
  const ry = (size * shorter) / 2 / height;
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return {
    x: round(Math.min(1 - rx, Math.max(rx, crop.x))),
    y: round(Math.min(1 - ry, Math.max(ry, crop.y))),
    size: round(size),
  };
}

/** Moved by `dx`, `dy` fractions of the shorter side. */
export function moveCrop(crop: LogoCrop, dx: number, dy: number, width: number, height: number): LogoCrop {
  const shorter = Math.min(width, height);
  return clampCrop({ ...crop, x: crop.x + (dx * shorter) / width, y: crop.y + (dy * shorter) / height }, width, height);
}

/** Grown (or shrunk, negative) by `delta` of the shorter side, around its centre. */
export function resizeCrop(crop: LogoCrop, delta: number, width: number, height: number): LogoCrop {
  return clampCrop({ ...crop, size: crop.size + delta }, width, height);
}

/** The crop after a key (arrows move, + and − resize); null for any other key. */
export function cropAfterKey(crop: LogoCrop, key: string, shift: boolean, width: number, height: number): LogoCrop | null {
  const step = shift ? KEY_STEP * 5 : KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
      return moveCrop(crop, -step, 0, width, height);
    case 'ArrowRight':
      return moveCrop(crop, step, 0, width, height);
    case 'ArrowUp':
      return moveCrop(crop, 0, -step, width, height);
    case 'ArrowDown':
      return moveCrop(crop, 0, step, width, height);
    case '+':
    case '=':
      return resizeCrop(crop, step, width, height);
    case '-':
    case '−':
      return resizeCrop(crop, -step, width, height);
    default:
      return null;
  }
}

/** The circle as a box in the shown picture's pixels (for drawing). */
export function circleBox(crop: LogoCrop, shownWidth: number, shownHeight: number) {
  const diameter = crop.size * Math.min(shownWidth, shownHeight);
  return { left: crop.x * shownWidth - diameter / 2, top: crop.y * shownHeight - diameter / 2, diameter };
}
