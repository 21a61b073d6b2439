import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { ContentCoding } from './accept-encoding.ts';
import { stringBytes } from './byte-size.ts';

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
 * The compressed bytes in a buffer of their own, exactly as long. zlib's synchronous functions
 * return a view on their 16 kB output chunk: kept as it is, a 300-byte answer would hold 16 kB
 * outside the JavaScript heap for as long as it is cached.
 */
export function ownBytes(view: Buffer): Buffer {
  if (view.byteOffset === 0 && view.buffer.byteLength === view.length) return view;
  const own = Buffer.allocUnsafeSlow(view.length);
  view.copy(own);
  return own;
}

/** What a kept answer's object and stamp weigh besides its text and buffers. */
const ANSWER_OVERHEAD = 160;

/**
 * A JSON answer shared by many requests, as the text sent, with its brotli and gzip forms made
 * on first need: it is serialized and compressed once, not once per request. Routes send it with
 * `sendSharedAnswer` (http/send-shared-answer.ts) and set `compress: false`, so the compression
 * plugin stays out of them.
 */
export class SharedAnswer {
  private brotli: Buffer | undefined;
  private gzip: Buffer | undefined;
  readonly #jsonBytes: number;

  constructor(readonly json: string) {
    this.#jsonBytes = stringBytes(json);
  }

  /** The bytes it holds now: its text as V8 keeps it and the compressed forms made so far. */
  get bytes(): number {
    return ANSWER_OVERHEAD + this.#jsonBytes + (this.brotli?.length ?? 0) + (this.gzip?.length ?? 0);
  }

  /**
   * What a cache charges for it (docs/decisions/036): {@link bytes}, with room for the brotli
   * form before it is made — every browser asks for it, so an answer worth compressing will
   * soon hold it — at a third of the text (JSON answers compress to a fifth or less).
   */
  get chargedBytes(): number {
    const reserve = this.brotli === undefined && this.json.length >= COMPRESS_FROM_BYTES ? Math.ceil(this.json.length / 3) : 0;
    return this.bytes + reserve;
  }

  /** The answer's bytes in `coding`. */
  encoded(coding: ContentCoding): Buffer {
    if (coding === 'br') {
      if (this.brotli === undefined) {
        const bytes = Buffer.byteLength(this.json);
        this.brotli = ownBytes(
          brotliCompressSync(this.json, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes,
              // A window just large enough for the whole answer: the same output for a small answer,
              // at about half the cost of setting up the default 4 MB window.
              [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes),
            },
          }),
        );
      }
      return this.brotli;
    }
    this.gzip ??= ownBytes(gzipSync(this.json));
    return this.gzip;
  }
}
