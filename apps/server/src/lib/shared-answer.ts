import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { ContentCoding } from './accept-encoding.ts';

/** Answers shorter than this go out as they are (compressing them saves less than a packet). */
export const COMPRESS_FROM_BYTES = 1024;

/** The smallest brotli window (10–24 bits) that holds `bytes`. */
export function brotliWindowBits(bytes: number): number {
  const { BROTLI_MIN_WINDOW_BITS, BROTLI_MAX_WINDOW_BITS } = zlibConstants;
  let bits = BROTLI_MIN_WINDOW_BITS;
  while (bits < BROTLI_MAX_WINDOW_BITS && 2 ** bits - 16 < bytes) bits++;
  return bits;
}

/**
 * A JSON answer shared by many requests, as the text sent, with its brotli and gzip forms made
 * on first need: it is serialized and compressed once, not once per request. Routes send it with
 * `sendSharedAnswer` (http/send-shared-answer.ts) and set `compress: false`, so the compression
 * plugin stays out of them.
 */
export class SharedAnswer {
  private brotli: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(readonly json: string) {}

  /** The answer's bytes in `coding`. */
  encoded(coding: ContentCoding): Buffer {
    if (coding === 'br') {
      if (this.brotli === undefined) {
        const bytes = Buffer.byteLength(this.json);
        this.brotli = brotliCompressSync(this.json, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes,
            // A window just large enough for the whole answer: the same output for a small answer,
            // at about half the cost of setting up the default 4 MB window.
            [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes),
          },
        });
      }
      return this.brotli;
    }
    this.gzip ??= gzipSync(this.json);
    return this.gzip;
  }
}
