import { describe, expect, it } from 'vitest';
import { budgetOf, formatKb, formatMs, formatRate, formatReport, verdictOf, type Check, type ReportRow } from './report';

const p99 = (actual: number): Check => ({ label: 'p99 ≤ 20 ms', actual, limit: 20, kind: 'max' });
const rate = (actual: number): Check => ({ label: '≥ 2,000 req/s', actual, limit: 2000, kind: 'min' });

describe('verdictOf', () => {
  it('is within budget when every check passes, limits included', () => {
    expect(verdictOf([p99(20), rate(2000)])).toBe('within budget');
  });

  it('names each check that is over', () => {
    expect(verdictOf([p99(21), rate(1999)])).toBe('OVER: p99 ≤ 20 ms, ≥ 2,000 req/s');
    expect(verdictOf([p99(3), rate(1999)])).toBe('OVER: ≥ 2,000 req/s');
  });

  it('reports failures that are not about speed, even when the figures pass', () => {
    expect(verdictOf([p99(3)], ['2 overlaps'])).toBe('FAILED: 2 overlaps');
    expect(verdictOf([p99(30)], ['2 overlaps'])).toBe('OVER: p99 ≤ 20 ms · FAILED: 2 overlaps');
  });

  it('says when there is no budget', () => {
    expect(verdictOf([])).toBe('no budget');
    expect(budgetOf([])).toBe('—');
    expect(budgetOf([p99(1)], ['zero overlaps'])).toBe('p99 ≤ 20 ms, zero overlaps');
  });
});

describe('formatting', () => {
  it('keeps significant digits for small and large times', () => {
    expect(formatMs(0.00467)).toBe('0.00467 ms');
    expect(formatMs(0.0385)).toBe('0.0385 ms');
    expect(formatMs(1.234)).toBe('1.23 ms');
    expect(formatMs(12.34)).toBe('12.3 ms');
    expect(formatMs(1337)).toBe('1337 ms');
    expect(formatMs(Number.NaN)).toBe('—');
  });

  it('formats rates and sizes', () => {
    expect(formatRate(2345.6)).toBe('2,346 req/s');
    expect(formatRate(6.54, 'bookings/s')).toBe('6.5 bookings/s');
    expect(formatKb(157_900)).toBe('157.9 kB');
  });

  it('prints one Markdown table with escaped cells and dashes for empty ones', () => {
    const row: ReportRow = {
      name: 'a | b',
      p50: '1 ms',
      tail: 'p99 2 ms',
      rate: '',
      budget: '—',
      verdict: 'no budget',
      notes: 'x\ny',
    };
    const lines = formatReport([row]).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('| benchmark | median (p50) / value | p90 or p99 | rate | budget (QUALITY.md) | verdict | notes |');
    expect(lines[2]).toBe('| a \\| b | 1 ms | p99 2 ms | — | — | no budget | x y |');
  });
});
