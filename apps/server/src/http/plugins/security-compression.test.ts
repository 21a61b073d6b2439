import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWindowBits } from '#server/lib/shared-answer.ts';
import { BROTLI_QUALITY, fittedBrotliZlib } from './security.ts';

const PAGE = `<!DOCTYPE html><html lang="lt"><body>${'<a class="vz-menu-item" href="/paieska/kirpejai/vilnius">Kirpėjai Vilniuje</a>'.repeat(400)}</body></html>`;

describe('the brotli answers are compressed with', () => {
  it('a window fitted to the answer: the same bytes as asked for that window, no larger than with the default one, and whole again', () => {
    for (const payload of [PAGE, Buffer.from(PAGE), JSON.stringify({ items: Array.from({ length: 300 }, (_, i) => ({ id: i, name: 'Gelinis lakavimas' })) })]) {
      const bytes = Buffer.byteLength(payload);
      const params = { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY };
      const fitted = fittedBrotliZlib.brotliCompressSync(payload, { params });
      const asked = brotliCompressSync(payload, {
        params: { ...params, [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes), [constants.BROTLI_PARAM_SIZE_HINT]: bytes },
      });
      expect(brotliWindowBits(bytes)).toBeLessThan(constants.BROTLI_DEFAULT_WINDOW);
      expect(fitted.equals(asked)).toBe(true);
      expect(fitted.length).toBeLessThanOrEqual(brotliCompressSync(payload, { params }).length);
      expect(brotliDecompressSync(fitted).equals(Buffer.from(payload))).toBe(true);
    }
  });

  it('the rest of zlib as it is', () => {
    expect(fittedBrotliZlib.gzipSync).toBe(Object.getPrototypeOf(fittedBrotliZlib).gzipSync);
    expect(typeof fittedBrotliZlib.createBrotliCompress).toBe('function');
  });
});
