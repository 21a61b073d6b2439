import { describe, expect, it } from 'vitest';
import { memoryRow, overallPeak, PeakRecorder } from './memory-peak';
import type { ServerProcess } from './server-process';

describe('the memory row', () => {
  it('is the highest peak of the loads, each named in the notes', () => {
    const peaks = [
      { name: 'floor', mb: 180.4 },
      { name: 'caches on', mb: 231.6 },
    ];
    expect(overallPeak(peaks)).toBe(231.6);
    const row = memoryRow(peaks, { name: 'mix: server peak RSS', reset: true, extra: 'two servers' });
    expect(row).toMatchObject({ p50: '232 MB', budget: 'RSS ≤ 250 MB', verdict: 'within budget' });
    expect(row.notes).toBe('VmHWM of the server process, reset before each load; by load (MB): floor 180 · caches on 232; two servers');
    expect(memoryRow([...peaks, { name: 'pages', mb: 260 }], { name: 'x', reset: true }).verdict).toMatch(/^OVER: RSS ≤ 250 MB/);
  });

  it('fails when a peak was not readable', () => {
    const row = memoryRow([{ name: 'floor', mb: undefined }], { name: 'x', reset: true });
    expect(overallPeak([{ name: 'floor', mb: undefined }])).toBeUndefined();
    expect(row.verdict).toMatch(/^FAILED/);
  });

  it('resets the peak before each load and reads it after', async () => {
    const calls: string[] = [];
    let peak = 100;
    const server = {
      resetPeakRss: () => {
        calls.push('reset');
        return true;
      },
      peakRssMb: () => peak,
    } as unknown as ServerProcess;
    const recorder = new PeakRecorder();
    const answer = await recorder.measure(server, 'load', async () => {
      calls.push('load');
      peak = 200;
      return 42;
    });
    expect(answer).toBe(42);
    expect(calls).toEqual(['reset', 'load']);
    expect(recorder.peaks).toEqual([{ name: 'load', mb: 200 }]);
    expect(recorder.resets).toBe(true);
  });
});
