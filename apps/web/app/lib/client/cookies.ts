/** Cookies set and read in the browser (the cookie consent, seed 2.2 item 6, 3, 9). */
import { COOKIE_CONSENT, COOKIE_LIFETIME } from '@vizitas/shared';

/** The value of a cookie in a `document.cookie` string, or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    const key = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (key !== name) continue;
    const value = eq === -1 ? '' : part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export interface CookieOptions {
  /** Lifetime in ms; `COOKIE_LIFETIME` (365 days) by default. */
  lifetimeMs?: number;
  /** "Now" in ms since the epoch (tests pin it). */
  nowMs?: number;
  /** Adds `Secure` (pages served over https). */
  secure?: boolean;
}

/** A `document.cookie` assignment: `name=value; expires=…; max-age=…; path=/; SameSite=Lax[; Secure]`. */
export function cookieString(name: string, value: string, options: CookieOptions = {}): string {
  const lifetime = options.lifetimeMs ?? COOKIE_LIFETIME;
  const now = options.nowMs ?? Date.now();
  const parts = [
    `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    `expires=${new Date(now + lifetime).toUTCString()}`,
    `max-age=${Math.floor(lifetime / 1000)}`,
    'path=/',
    'SameSite=Lax',
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** `cookie_consent=accepted` for the default lifetime. */
export function consentCookieString(options: CookieOptions = {}): string {
  return cookieString(COOKIE_CONSENT.name, COOKIE_CONSENT.value, options);
}

/** Whether the visitor has answered the cookie consent dialog. */
export function hasConsentCookie(cookieHeader: string): boolean {
  return readCookie(cookieHeader, COOKIE_CONSENT.name) !== null;
}
