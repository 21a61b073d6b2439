/** The sizes written for each kind of picture (WebP; never larger than the upload). */
import type { VariantSpec } from './images.ts';

/** The logo as uploaded, for the crop: at most 1024 px a side. */
export const LOGO_SOURCE: VariantSpec = { name: 'source', width: 1024, height: 1024, fit: 'inside' };
/** The round logo's side (shown at 56–88 px: sharp on screens of 4× density). */
export const ROUND_LOGO_SIDE = 384;
/** The profile photo: the page's top on a phone, and on a desktop. */
export const PROFILE_PHOTO: VariantSpec[] = [
  { name: 'phone', width: 800, height: 800, fit: 'inside' },
  { name: 'desktop', width: 1920, height: 1920, fit: 'inside' },
];
/** A gallery photo: the phone's column, and the desktop's grid and full view. */
export const GALLERY_PHOTO: VariantSpec[] = [
  { name: 'phone', width: 800, height: 800, fit: 'inside' },
  { name: 'desktop', width: 1600, height: 1600, fit: 'inside' },
];
/** A specialist's photo: a square around the face (the most interesting part), shown at 64 px. */
export const SPECIALIST_PHOTO: VariantSpec = { name: 'square', width: 384, height: 384, fit: 'square' };
