import { describe, expect, it } from 'vitest';
import { COOKIE_LIFETIME } from '@vizitas/shared';
import { consentCookieString, cookieString, hasConsentCookie, readCookie } from './cookies';

const NOW = Date.UTC(2026, 0, 15, 10, 0, 0);

describe('cookie strings', () => {
  it('sets cookie_consent=accepted for 365 days, site-wide, SameSite=Lax', () => {
    expect(COOKIE_LIFETIME).toBe(31_536_000_000);
    expect(consentCookieString({ nowMs: NOW })).toBe(
      'cookie_consent=accepted; expires=Fri, 15 Jan 2027 10:00:00 GMT; max-age=31536000; path=/; SameSite=Lax',
    );
  });

  it('adds Secure on https pages and encodes names and values', () => {
    expect(consentCookieString({ nowMs: NOW, secure: true })).toMatch(/; SameSite=Lax; Secure$/);
    expect(cookieString('a b', 'x;y', { nowMs: NOW, lifetimeMs: 60_000 })).toBe(
      'a%20b=x%3By; expires=Thu, 15 Jan 2026 10:01:00 GMT; max-age=60; path=/; SameSite=Lax',
    );
  });
});

describe('reading document.cookie', () => {
  it('finds a cookie by exact name', () => {
    const jar = 'session=abc; cookie_consent=accepted; x=%C4%85';
    expect(readCookie(jar, 'cookie_consent')).toBe('accepted');
    expect(readCookie(jar, 'x')).toBe('ą');
    expect(readCookie(jar, 'consent')).toBeNull();
    expect(readCookie('', 'x')).toBeNull();
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
  });

  it('knows whether the consent was given', () => {
    expect(hasConsentCookie('a=1; cookie_consent=accepted')).toBe(true);
    expect(hasConsentCookie('a=1; my_cookie_consent=accepted')).toBe(false);
    expect(hasConsentCookie('')).toBe(false);
  });
});
