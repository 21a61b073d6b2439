import { describe, expect, it } from 'vitest';
import { nextMonthOf } from './demo-target';
import { countIn, engineReportRows } from './engine-rows';

const EXPECTED = { count: 165, singleDay: { date: '2026-04-15', count: 17 } };

describe('engineReportRows', () => {
  it('puts the budget, the expected count and the peers beside our figures', () => {
    const rows = engineReportRows(
      [
        { name: 'engine: slots, 90 days', medianMs: 0.04, p90Ms: 0.05, runs: 500, extra: '165 slots; budget 0.5 ms' },
        { name: 'engine: slots, one day', medianMs: 0.03, p90Ms: 0.04, runs: 2000, extra: '16 slots; budget 0.02 ms' },
        { name: 'engine: available dates, 90 days', medianMs: 0.04, p90Ms: 0.05, runs: 500, extra: '34 dates' },
      ],
      EXPECTED,
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]!.verdict).toBe('within budget');
    expect(rows[0]!.notes).toContain('Cal.com 43.1 ms');
    expect(rows[0]!.notes).toContain('160× faster than the fastest');
    expect(rows[1]!.verdict).toBe('OVER: median ≤ 0.02 ms · FAILED: 16 slots, expected 17');
    expect(rows[2]!.verdict).toBe('no budget');
  });

  it('reads counts from the notes', () => {
    expect(countIn('165 slots; budget 0.5 ms', 'slots')).toBe(165);
    expect(countIn('34 dates', 'slots')).toBeUndefined();
  });
});

describe('nextMonthOf', () => {
  it('gives the whole next calendar month, across the year end and in leap years', () => {
    expect(nextMonthOf('2026-11-22')).toEqual(['2026-12-01', '2026-12-31']);
    expect(nextMonthOf('2026-12-05')).toEqual(['2027-01-01', '2027-01-31']);
    expect(nextMonthOf('2028-01-31')).toEqual(['2028-02-01', '2028-02-29']);
  });
});
