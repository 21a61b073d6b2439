import { describe, expect, it } from 'vitest';
import { acceptsGzip, preferredCoding } from './accept-encoding.ts';

describe('preferredCoding', () => {
  it('prefers brotli when a browser accepts both', () => {
    expect(preferredCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredCoding('br, gzip, deflate')).toBe('br');
  });

  it('follows the q-values', () => {
    expect(preferredCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(preferredCoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredCoding('gzip;q=0, br;q=0')).toBeUndefined();
    expect(preferredCoding('br; q=0.9 , gzip; q=0.9')).toBe('br');
  });

  it('reads * for the codings the header does not name, and x-gzip as gzip', () => {
    expect(preferredCoding('*')).toBe('br');
    expect(preferredCoding('br;q=0, *')).toBe('gzip');
    expect(preferredCoding('*;q=0')).toBeUndefined();
    expect(preferredCoding('x-gzip')).toBe('gzip');
  });

  it('offers only what the caller has', () => {
    expect(preferredCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(preferredCoding('br', ['gzip'])).toBeUndefined();
  });

  it('answers identity for no header, identity, unknown codings and nonsense', () => {
    expect(preferredCoding(undefined)).toBeUndefined();
    expect(preferredCoding('')).toBeUndefined();
    expect(preferredCoding('identity')).toBeUndefined();
    expect(preferredCoding('deflate, zstd')).toBeUndefined();
    expect(preferredCoding('br;q=abc')).toBeUndefined();
  });

  it('gives the same answer when the same header comes again after another', () => {
    expect(preferredCoding('gzip')).toBe('gzip');
    expect(preferredCoding('br')).toBe('br');
    expect(preferredCoding('gzip')).toBe('gzip');
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding as a browser writes it', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
