import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWindowBits, SharedAnswer } from './shared-answer.ts';

describe('SharedAnswer', () => {
  it('chooses the smallest brotli window that holds the answer', () => {
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(1008)).toBe(10);
    expect(brotliWindowBits(1009)).toBe(11);
    expect(brotliWindowBits(4080)).toBe(12);
    expect(brotliWindowBits(4081)).toBe(13);
    expect(brotliWindowBits(100_000_000)).toBe(24);
  });

  it('compresses answers of every size so that they decompress to the same text', () => {
    for (const length of [1_024, 1_100, 4_100, 70_000, 5_000_000]) {
      const items = Array.from({ length: Math.ceil(length / 40) }, (_, i) => ({ at: `2026-12-01T07:${i % 60}Z`, n: i * 7919 }));
      const json = JSON.stringify(items).slice(0, length);
      const answer = new SharedAnswer(json);
      expect(brotliDecompressSync(answer.encoded('br')).toString('utf8')).toBe(json);
      expect(gunzipSync(answer.encoded('gzip')).toString('utf8')).toBe(json);
      expect(answer.encoded('br')).toBe(answer.encoded('br'));
    }
  });
});
