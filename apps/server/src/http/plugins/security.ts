import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import * as zlib from 'node:zlib';
import { databaseRateLimitStore } from './rate-limit-store.ts';
import { brotliWindowBits } from '#server/lib/shared-answer.ts';
import { appError } from '@vizitas/shared';

/**
 * Brotli's quality for answers compressed as they are sent: 1 takes ~30 % less time than 3 on a
 * page (0.23 instead of 0.32 ms) and gives 8–10 % more bytes — a 45 kB page 11.7 kB instead of
 * 10.6, both inside the first round trip of a new connection (ten 1,460-byte segments), so no one
 * waits longer for them (docs/decisions/039; 3 before, decision 024).
 */
export const BROTLI_QUALITY = 1;

/**
 * Node's zlib with a brotli that fits its window to the payload: with the default 4 MB window
 * every page's compression allocates (and, past malloc's map threshold, maps and faults in)
 * megabytes of ring buffer and hash tables for 40 kB of HTML — half a millisecond of a page
 * answer's CPU. Fitted to the payload the output is byte-for-byte as small and the call takes
 * half the time (docs/decisions/039).
 */
export const fittedBrotliZlib: typeof zlib = Object.assign(Object.create(zlib) as typeof zlib, {
  brotliCompressSync(payload: zlib.InputType, options?: zlib.BrotliOptions): Buffer {
    const bytes = typeof payload === 'string' ? Buffer.byteLength(payload) : (payload as ArrayBufferView).byteLength;
    return zlib.brotliCompressSync(payload, {
      ...options,
      params: {
        ...options?.params,
        [zlib.constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes,
      },
    });
  },
});

/**
 * The security headers every answer carries (docs/decisions/011-security-headers.md). Pages
 * replace the Content-Security-Policy with their own, which carries a per-request nonce; the
 * JSON API gets one that allows nothing (the interactive API docs under /api/docs get none, as
 * their page runs inline scripts).
 */
export function securityHeaders(options: { production: boolean; api: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    ...(options.api ? { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" } : {}),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  });
}

function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/** Security headers, compression, cookies and rate limiting. */
async function securityPlugin(app: FastifyInstance): Promise<void> {
  const production = app.config.production;
  const apiHeaders = securityHeaders({ production, api: true });
  const otherHeaders = securityHeaders({ production, api: false });
  // One object written per request: the same headers helmet would set, without its per-header middleware.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? apiHeaders : otherHeaders);
    done();
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    // Answers up to 256 kB (every page and API answer) are compressed in one synchronous call:
    // about a millisecond for a large page, without the stream and thread-pool round trip
    // that costs as much again in JavaScript (docs/decisions/020).
    syncThreshold: 256 * 1024,
    encodings: ['br', 'gzip', 'deflate'],
    zlib: fittedBrotliZlib,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
  await app.register(cookie, { secret: app.secrets.cookie });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => appError('rate_limited'),
    // On PostgreSQL several processes may serve one database: they count in it together
    // (docs/decisions/035). PGlite is one process: its counters stay in memory.
    ...(app.database.kind === 'postgres' ? { store: databaseRateLimitStore(app.database.db) } : {}),
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: ['secrets', 'errors'] });
