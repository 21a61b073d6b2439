/**
 * Uploaded pictures, checked and re-encoded (docs/decisions/026). A picture is accepted only
 * when its own bytes say it is a JPEG, PNG or WebP — its file name and the browser's content
 * type are never read — with nothing after the image's end (a PNG with a script appended is a
 * polyglot), no markup inside, at most {@link MAX_PIXELS} pixels according to its header (a
 * 50-megapixel "bomb" of a few kilobytes is refused before a pixel is decoded), and decodable.
 * What is stored is never the upload: sharp decodes it and writes new WebP files (EXIF, GPS and
 * every other metadata left behind, the orientation applied), in the sizes the pages use.
 *
 * Memory: sharp and libvips are loaded on the first picture (loaded, they take ~28 MB of the
 * process's resident memory, which a server that is never sent a picture need not hold;
 * docs/decisions/036); libvips' operation cache is off, each pipeline uses one thread, a picture is decoded
 * once and read as a stream; at most {@link MAX_CONCURRENT_ENCODES} pictures are decoded at once
 * in this process, the rest wait their turn. The process runs with glibc's malloc told to return
 * large blocks (MALLOC_ARENA_MAX, MALLOC_MMAP_THRESHOLD_ in `npm start`, docs/decisions/026): the
 * bench's upload row measures the server's peak with four 10 MB uploads at once.
 */
import type SharpFactory from 'sharp';
import type { Metadata, ResizeOptions, Sharp } from 'sharp';
import { appError } from '@vizitas/shared';

/** The largest upload, bytes (the multipart limit says the same). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** The most pixels a picture may have (6000 × 4000 is 24 M). */
export const MAX_PIXELS = 25_000_000;
/** The shortest side a picture may have. */
export const MIN_SIDE = 64;
export const MAX_CONCURRENT_ENCODES = 2;
const WEBP_QUALITY = 80;

let loading: Promise<typeof SharpFactory> | undefined;

/** sharp, loaded on first use with libvips' cache off and one thread per pipeline. */
function loadSharp(): Promise<typeof SharpFactory> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The format the first bytes name, or null (SVG, GIF, HEIC, PDF, text…). */
export function formatBySignature(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Where the image ends by its own structure; null when the structure is broken. */
export function imageEndOf(bytes: Buffer, format: ImageFormat): number | null {
  if (format === 'png') {
    let offset = 8;
    while (offset + 12 <= bytes.length) {
      const length = bytes.readUInt32BE(offset);
      const type = bytes.toString('latin1', offset + 4, offset + 8);
      const next = offset + 12 + length;
      if (length > 0x7fffffff || next > bytes.length) return null;
      if (type === 'IEND') return next;
      offset = next;
    }
    return null;
  }
  if (format === 'webp') {
    const declared = bytes.readUInt32LE(4) + 8;
    const end = declared + (declared % 2);
    return declared > bytes.length ? null : Math.min(end, bytes.length);
  }
  // JPEG: the last End Of Image marker; encoders may pad with zero bytes after it.
  let end = bytes.length;
  while (end > 2 && bytes[end - 1] === 0x00) end--;
  return bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9 ? end : null;
}

/**
 * Markup that has no business inside a photo, in the spellings a browser would run. Searched in
 * the bytes themselves (no 15 MB string made of them); short ones only in lower case, so a
 * photo's random bytes do not match them by chance.
 */
const MARKUP = [
  '<script',
  '<SCRIPT',
  '<Script',
  'javascript:',
  'JAVASCRIPT:',
  '<iframe',
  '<IFRAME',
  '<?php',
  '<html',
  '<HTML',
  '<svg ',
  '<svg>',
  '<body',
].map((text) => Buffer.from(text, 'latin1'));

function hasMarkup(bytes: Buffer): boolean {
  return MARKUP.some((pattern) => bytes.includes(pattern));
}

export interface CheckedImage {
  bytes: Buffer;
  format: ImageFormat;
  /** As shown, after the EXIF orientation. */
  width: number;
  height: number;
}

/**
 * Whether `bytes` is a picture we take; throws the Lithuanian error with its code otherwise:
 * `image_type_not_allowed` (415), `image_extra_data`, `image_too_many_pixels`, `image_too_small`,
 * `image_unreadable` (422).
 */
export async function checkImage(bytes: Buffer): Promise<CheckedImage> {
  const format = formatBySignature(bytes);
  if (!format) throw appError('image_type_not_allowed');
  const end = imageEndOf(bytes, format);
  if (end === null) throw appError('image_unreadable');
  if (end < bytes.length || hasMarkup(bytes)) throw appError('image_extra_data');
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw appError('image_unreadable');
  }
  if (metadata.format !== format) throw appError('image_type_not_allowed');
  const { width, height } = metadata;
  if (!width || !height) throw appError('image_unreadable');
  if (width * height > MAX_PIXELS) throw appError('image_too_many_pixels');
  if (Math.min(width, height) < MIN_SIDE) throw appError('image_too_small');
  const turned = (metadata.orientation ?? 1) >= 5;
  return { bytes, format, width: turned ? height : width, height: turned ? width : height };
}

// ---------------------------------------------------------------------------------------------
// Re-encoding

/** One size to write: `inside` keeps the proportions within the box, `square` crops the middle. */
export interface VariantSpec {
  name: string;
  width: number;
  height: number;
  fit: 'inside' | 'square';
}

export interface EncodedVariant {
  name: string;
  body: Buffer;
  width: number;
  height: number;
}

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when fewer than MAX_CONCURRENT_ENCODES pictures are being decoded. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_ENCODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

function inputOf(sharp: typeof SharpFactory, bytes: Buffer) {
  // Read as a stream of lines where the format allows it: a large photo is never whole in memory.
  return sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', sequentialRead: true });
}

/**
 * New WebP files of a checked picture, one per size (never larger than the picture). The picture
 * is decoded once — shrunk while it is read (JPEG), turned by its EXIF orientation — to the
 * largest size; the smaller sizes are made from that, not from the upload again.
 */
export function encodeVariants(image: CheckedImage, specs: readonly VariantSpec[]): Promise<EncodedVariant[]> {
  return inTurn(async () => {
    const sharp = await loadSharp();
    try {
      const [largest, ...others] = [...specs].sort((a, b) => b.width * b.height - a.width * a.height);
      if (!largest) return [];
      const encode = async (spec: VariantSpec, pipeline: Sharp): Promise<EncodedVariant> => {
        const out = await pipeline.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
        return { name: spec.name, body: out.data, width: out.info.width, height: out.info.height };
      };
      const first = await encode(largest, inputOf(sharp, image.bytes).autoOrient().resize(resizeOf(sharp, largest)));
      const encoded = [first];
      // The smaller sizes from the largest one (a WebP of at most 1920 px, quick to read again).
      for (const spec of others) encoded.push(await encode(spec, sharp(first.body).resize(resizeOf(sharp, spec))));
      return specs.map((spec) => encoded.find((variant) => variant.name === spec.name)!);
    } catch {
      throw appError('image_unreadable');
    }
  });
}

function resizeOf(sharp: typeof SharpFactory, spec: VariantSpec): ResizeOptions {
  return spec.fit === 'square'
    ? { width: spec.width, height: spec.height, fit: 'cover', position: sharp.strategy.attention, withoutEnlargement: true }
    : { width: spec.width, height: spec.height, fit: 'inside', withoutEnlargement: true };
}

/** The circle chosen on a picture: its centre as fractions of width and height, its diameter as a fraction of the shorter side. */
export interface CircleCrop {
  x: number;
  y: number;
  size: number;
}

/** The largest circle in the middle. */
export const CENTRED_CIRCLE: CircleCrop = { x: 0.5, y: 0.5, size: 1 };

const masks = new Map<number, Buffer>();

/** An RGBA picture, opaque inside the circle, transparent outside, the edge smoothed. */
function circleMask(side: number): Buffer {
  let mask = masks.get(side);
  if (!mask) {
    mask = Buffer.alloc(side * side * 4);
    const r = side / 2;
    for (let row = 0; row < side; row++) {
      for (let column = 0; column < side; column++) {
        const distance = Math.hypot(column + 0.5 - r, row + 0.5 - r);
        const alpha = Math.max(0, Math.min(1, r - distance + 0.5));
        mask[(row * side + column) * 4 + 3] = Math.round(alpha * 255);
      }
    }
    masks.set(side, mask);
  }
  return mask;
}

/** The square around the circle, in the picture's pixels, kept inside the picture. */
export function squareOf(crop: CircleCrop, width: number, height: number) {
  const side = Math.max(1, Math.min(Math.round(crop.size * Math.min(width, height)), width, height));
  const left = Math.min(Math.max(0, Math.round(crop.x * width - side / 2)), width - side);
  const top = Math.min(Math.max(0, Math.round(crop.y * height - side / 2)), height - side);
  return { left, top, width: side, height: side };
}

/** The round crop: a square WebP of `side` px, transparent outside the circle. */
export function encodeRound(bytes: Buffer, crop: CircleCrop, side: number): Promise<EncodedVariant> {
  return inTurn(async () => {
    const sharp = await loadSharp();
    try {
      const { data: upright, info } = await inputOf(sharp, bytes).autoOrient().toBuffer({ resolveWithObject: true });
      const square = squareOf(crop, info.width, info.height);
      const target = Math.min(side, square.width);
      const { data, info: out } = await inputOf(sharp, upright)
        .extract(square)
        .resize(target, target)
        .ensureAlpha()
        .composite([{ input: circleMask(target), raw: { width: target, height: target, channels: 4 }, blend: 'dest-in' }])
        .webp({ quality: WEBP_QUALITY, alphaQuality: 90 })
        .toBuffer({ resolveWithObject: true });
      return { name: 'round', body: data, width: out.width, height: out.height };
    } catch {
      throw appError('image_unreadable');
    }
  });
}
