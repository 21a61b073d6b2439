import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredCoding, type ContentCoding } from '../lib/accept-encoding.ts';

/** Answers shorter than this go out as they are (compressing them saves less than a packet). */
export const COMPRESS_FROM_BYTES = 1024;

const JSON_TYPE = 'application/json; charset=utf-8';

/** What an answer was computed from: it answers again only while all of it still holds. */
export interface AnswerStamp {
  businessId: string;
  /** The business's invalidation count when the computation began (`AvailabilityCaches.generations`). */
  generation: number;
  /** `AvailabilityCaches.epoch` when the computation began (the caches' settings changed since: stale). */
  epoch: number;
  /** The calendar minute (`calendarMinute`) the answer was computed for. */
  minute: number;
  /** `performance.now()` after which it is stale (the appointments' time to live). */
  expiresAt: number;
}

/**
 * An answer of the booking calendar (available dates, time slots) as the JSON text sent, with
 * its brotli and gzip forms made on first need: an answer shared by everyone asking within the
 * minute is compressed once, not once per request.
 */
export class CalendarAnswer {
  private brotli: Buffer | undefined;
  private gzip: Buffer | undefined;

  constructor(
    readonly json: string,
    readonly stamp: AnswerStamp,
  ) {}

  /** The answer's bytes in `coding`. */
  encoded(coding: ContentCoding): Buffer {
    if (coding === 'br') {
      this.brotli ??= brotliCompressSync(this.json, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(this.json),
        },
      });
      return this.brotli;
    }
    this.gzip ??= gzipSync(this.json);
    return this.gzip;
  }

  /** Sends the answer in the coding the request prefers (identity when it accepts none or the answer is short). */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.header('content-type', JSON_TYPE).header('vary', 'accept-encoding');
    const coding =
      this.json.length >= COMPRESS_FROM_BYTES && request.headers['x-no-compression'] === undefined
        ? preferredCoding(request.headers['accept-encoding'])
        : undefined;
    if (coding === undefined) return reply.send(this.json);
    return reply.header('content-encoding', coding).send(this.encoded(coding));
  }
}
