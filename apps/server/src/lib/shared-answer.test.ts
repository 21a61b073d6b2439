import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { brotliWindowBits, ownBytes, SharedAnswer } from './shared-answer.ts';

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

  it('keeps its compressed forms in buffers of their own size, and counts them in its bytes', () => {
    const json = JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ start: `2026-12-01T07:${i % 60}:00.000Z`, n: i })));
    const answer = new SharedAnswer(json);
    const charged = answer.chargedBytes;
    expect(charged).toBeGreaterThan(answer.bytes);
    const brotli = answer.encoded('br');
    expect(brotli.buffer.byteLength).toBe(brotli.length);
    expect(answer.bytes).toBeGreaterThan(json.length + brotli.length);
    expect(answer.chargedBytes).toBe(answer.bytes);
    expect(answer.chargedBytes).toBeLessThan(charged);
    const gzip = answer.encoded('gzip');
    expect(gzip.buffer.byteLength).toBe(gzip.length);
    const small = new SharedAnswer('{"dates":[]}');
    expect(small.chargedBytes).toBe(small.bytes);
  });

  it('copies a view into a buffer of its own only when it shares a larger one', () => {
    const own = Buffer.allocUnsafeSlow(10);
    expect(ownBytes(own)).toBe(own);
    const view = Buffer.alloc(16_384).subarray(100, 110);
    const copy = ownBytes(view);
    expect(copy.buffer.byteLength).toBe(10);
    expect(copy.equals(view)).toBe(true);
  });
});
