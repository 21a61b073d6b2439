import { describe, expect, it } from 'vitest';
import { percentile, scaleRows, scaleStatements, SCALE, type ScaleMeasurement } from './scale-bench';

const run = (p95: number, failures = 0) => ({ p50: p95 / 2, p95, answers: 100, failures, cpuMsPerAnswer: 1 });
const measurement = (label: string, slots: number, dates: number, failures = 0): ScaleMeasurement => ({
  label,
  slots: run(slots, failures),
  dates: run(dates, failures),
});
const counts = { businesses: 10_018, specialists: 20_036, appointments: 2_002_840, seconds: 60 };

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBeNaN();
  });
});

describe('scaleRows', () => {
  it('compares the worst p95 at scale with twice the small one, per endpoint', () => {
    const rows = scaleRows(
      measurement('small', 10, 20),
      [measurement('demo', 12, 45), measurement('generated', 19, 30)],
      counts,
      50,
      10,
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]!.verdict).toBe('within budget');
    expect(rows[0]!.tail).toContain('×1.90');
    expect(rows[1]!.verdict).toMatch(/^OVER: p95 ≤ 2× small/);
    expect(rows[1]!.notes).toContain('2,002,840 appointments');
  });

  it('fails a row whose requests failed', () => {
    const rows = scaleRows(measurement('small', 10, 10), [measurement('demo', 10, 10, 3)], counts, 50, 10);
    expect(rows[0]!.verdict).toContain('FAILED: demo: 3 failed requests');
  });
});

describe('scaleStatements', () => {
  it('writes the sizes of QUALITY.md and builds the dropped constraints and indexes again', () => {
    const text = scaleStatements().join('\n');
    expect(SCALE.businesses * SCALE.specialistsPerBusiness).toBe(20_000);
    expect(SCALE.businesses * SCALE.specialistsPerBusiness * SCALE.appointmentsPerSpecialist).toBe(2_000_000);
    expect(text).toContain(`generate_series(1, ${SCALE.businesses})`);
    expect(text).toContain(`generate_series(0, ${SCALE.appointmentsPerSpecialist - 1})`);
    expect(text.indexOf('drop constraint')).toBeLessThan(text.indexOf('insert into appointments'));
    expect(text.indexOf('add constraint')).toBeGreaterThan(text.indexOf('insert into appointments'));
  });
});
