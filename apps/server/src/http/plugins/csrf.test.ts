import { describe, expect, it } from 'vitest';
import { checkSameOrigin } from './csrf.ts';

const own = 'https://vizitas.lt';
const base = { method: 'POST', origin: undefined, secFetchSite: undefined, ownOrigin: own, hasSessionCookie: true };

describe('checkSameOrigin', () => {
  it('lets reads through whatever the headers say', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(checkSameOrigin({ ...base, method, origin: 'https://piktas.example' })).toBe('allowed');
    }
  });

  it('compares the Origin exactly: scheme, host and port', () => {
    expect(checkSameOrigin({ ...base, origin: 'https://vizitas.lt' })).toBe('allowed');
    expect(checkSameOrigin({ ...base, origin: 'https://vizitas.lt:443' })).toBe('allowed');
    for (const origin of [
      'http://vizitas.lt',
      'https://vizitas.lt.piktas.example',
      'https://sub.vizitas.lt',
      'https://vizitas.lt:8443',
      'null',
      'ne-url',
    ]) {
      expect(checkSameOrigin({ ...base, origin }), origin).toBe('cross-origin');
    }
  });

  it('uses Sec-Fetch-Site when there is no Origin', () => {
    expect(checkSameOrigin({ ...base, secFetchSite: 'same-origin' })).toBe('allowed');
    expect(checkSameOrigin({ ...base, secFetchSite: 'none' })).toBe('allowed');
    expect(checkSameOrigin({ ...base, secFetchSite: 'same-site' })).toBe('cross-origin');
    expect(checkSameOrigin({ ...base, secFetchSite: 'cross-site' })).toBe('cross-origin');
  });

  it('lets a request with neither header through only without a session cookie', () => {
    expect(checkSameOrigin({ ...base, hasSessionCookie: false })).toBe('allowed');
    expect(checkSameOrigin({ ...base, hasSessionCookie: true })).toBe('unknown-origin');
    for (const method of ['PUT', 'PATCH', 'DELETE', 'post']) expect(checkSameOrigin({ ...base, method })).toBe('unknown-origin');
  });
});
