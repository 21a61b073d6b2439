import { describe, expect, it } from 'vitest';
import { percentile, uploadRow } from './upload-bench';

describe('the upload row', () => {
  it('takes the nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
  });

  it('judges the peak memory against 250 MB and reports uploads per second and MB/s', () => {
    const base = {
      seconds: 10,
      times: [400, 500, 600, 700],
      failures: [],
      pictureBytes: 10_000_000,
      startupPeakMb: 120,
      idleMb: 110,
      cpuSeconds: 2,
    };
    const within = uploadRow({ ...base, peakMb: 210 });
    expect(within).toMatchObject({ rate: '0.40 uploads/s', budget: 'server RSS ≤ 250 MB', verdict: 'within budget' });
    expect(within.notes).toContain('4.0 MB/s of pictures received');
    expect(within.notes).toContain('500 ms per upload');
    expect(uploadRow({ ...base, peakMb: 300 }).verdict).toMatch(/^OVER/);
    expect(uploadRow({ ...base, peakMb: undefined }).verdict).toMatch(/^FAILED/);
    expect(uploadRow({ ...base, times: [], peakMb: 100 }).verdict).toMatch(/^FAILED/);
  });
});
