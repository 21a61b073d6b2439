import { randomBytes } from 'node:crypto';
import { ROUTES } from '@vizitas/shared';

/**
 * The pages another site may show in its frame: the booking embed alone (docs/decisions/029). It
 * holds nothing of a logged-in person (our cookies are SameSite=Lax, so a frame on another site
 * never carries them) and changes nothing itself: the booking goes on in a new tab.
 */
const EMBEDDABLE = new RegExp(`^${ROUTES.booking_embed.path.replace('{slug}', '[^/?#]+')}/?$`);

export function isEmbeddablePage(pathname: string): boolean {
  return EMBEDDABLE.test(pathname);
}

/**
 * The Content-Security-Policy of a page: scripts only with this answer's nonce (production); no
 * other site may frame it, unless `embeddable` (then any may: `frame-ancestors *`).
 */
export function contentSecurityPolicy(nonce: string, production: boolean, embeddable = false): string {
  const script = production ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : `'self' 'unsafe-inline' 'unsafe-eval'`;
  return [
    `default-src 'self'`,
    `script-src ${script}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    `connect-src 'self'${production ? '' : ' ws: wss:'}`,
    // The service worker and the web app manifest, from this site only (docs/decisions/027):
    // named on their own, since 'strict-dynamic' makes script-src ignore 'self'.
    `worker-src 'self'`,
    `manifest-src 'self'`,
    `frame-ancestors ${embeddable ? '*' : `'none'`}`,
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
