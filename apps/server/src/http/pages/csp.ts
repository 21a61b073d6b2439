import { randomBytes } from 'node:crypto';

/** The Content-Security-Policy of a page: scripts only with this answer's nonce (production). */
export function contentSecurityPolicy(nonce: string, production: boolean): string {
  const script = production ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : `'self' 'unsafe-inline' 'unsafe-eval'`;
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    `connect-src 'self'${production ? '' : ' ws: wss:'}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

const NONCE_BYTES = 16;
/** Random bytes drawn 4 KiB at a time (one system call per 256 nonces); each byte is used once. */
let randomPool = Buffer.alloc(0);
let randomUsed = 0;

/** 128 random bits; base64url, so no character of it is ever escaped in HTML or JSON. */
export function newNonce(): string {
  if (randomUsed + NONCE_BYTES > randomPool.length) {
    randomPool = randomBytes(NONCE_BYTES * 256);
    randomUsed = 0;
  }
  randomUsed += NONCE_BYTES;
  return randomPool.toString('base64url', randomUsed - NONCE_BYTES, randomUsed);
}
