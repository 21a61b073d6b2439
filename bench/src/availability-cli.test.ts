import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { availableDates, availableStartTimes, localDateOf } from '@vizitas/booking-engine';
import { describe, expect, it } from 'vitest';
import { runEngineBench } from './engine-bench';
import { loadWorkload, parseWorkload, sharedBenchFile, toEngineInputs, toUtcIso } from './workload';

const WORKLOAD = sharedBenchFile('availability-90d.workload.json');
const EXPECTED = JSON.parse(readFileSync(sharedBenchFile('availability-90d.expected.json'), 'utf8')) as {
  count: number;
  singleDay: { date: string; count: number };
  perLocalDateCount: Record<string, number>;
  slots: string[];
};

function run(workload: unknown): string[] {
  const { specialist, rules, request } = toEngineInputs(parseWorkload(workload));
  return availableStartTimes(specialist, rules, request).map(toUtcIso);
}

describe('shared 90-day workload', () => {
  it('gives exactly the expected 165 start times', async () => {
    const { specialist, rules, request } = toEngineInputs(await loadWorkload(WORKLOAD));
    const starts = availableStartTimes(specialist, rules, request);
    const slots = starts.map(toUtcIso);
    expect(slots).toEqual(EXPECTED.slots);
    expect(slots).toHaveLength(165);
    expect(EXPECTED.count).toBe(165);

    const perDate: Record<string, number> = {};
    for (const t of starts) {
      const date = localDateOf(t, specialist.timeZone);
      perDate[date] = (perDate[date] ?? 0) + 1;
    }
    expect(perDate).toEqual(EXPECTED.perLocalDateCount);
    expect(perDate['2026-04-15']).toBe(17);
    expect(availableDates(specialist, rules, request)).toEqual(Object.keys(EXPECTED.perLocalDateCount));

    const day = { ...request, firstDate: '2026-04-15', lastDate: '2026-04-15' };
    expect(availableStartTimes(specialist, rules, day)).toHaveLength(EXPECTED.singleDay.count);
  });

  it('is what the CLI prints, and --bench prints one JSON object', () => {
    const cli = fileURLToPath(new URL('./availability-cli.ts', import.meta.url));
    const cwd = fileURLToPath(new URL('../..', import.meta.url));
    const printed = spawnSync(process.execPath, ['--import', 'tsx', cli, WORKLOAD], { cwd, encoding: 'utf8' });
    expect(printed.stderr).toBe('');
    expect(printed.status).toBe(0);
    expect(JSON.parse(printed.stdout)).toEqual(EXPECTED.slots);
    expect(printed.stdout).toBe(`${JSON.stringify(EXPECTED.slots)}\n`);

    const bench = spawnSync(process.execPath, ['--import', 'tsx', cli, WORKLOAD, '--bench', '30'], { cwd, encoding: 'utf8' });
    expect(bench.status).toBe(0);
    const result = JSON.parse(bench.stdout) as Record<string, number>;
    expect(Object.keys(result).sort()).toEqual(['medianMs', 'p90Ms', 'runs', 'slots']);
    expect(result.runs).toBe(30);
    expect(result.slots).toBe(165);
    expect(result.medianMs).toBeGreaterThan(0);
    expect(result.p90Ms).toBeGreaterThanOrEqual(result.medianMs!);

    const bad = spawnSync(process.execPath, ['--import', 'tsx', cli], { cwd, encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/usage/);
  });

  it('benchmark rows have the agreed shape (timings are not asserted)', async () => {
    const rows = await runEngineBench({ runs: 5 });
    expect(rows.map((r) => r.name)).toEqual([
      'engine: slots, 90 days',
      'engine: slots, one day (2026-04-15)',
      'engine: available dates, 90 days',
    ]);
    for (const row of rows) {
      expect(row.runs).toBeGreaterThanOrEqual(5);
      expect(row.medianMs).toBeGreaterThan(0);
      expect(row.extra).toMatch(/peak RSS/);
    }
  });
});

/** A small hand-made workload: one week of Mon–Fri 09:00–10:00 in Vilnius. */
function workload(extra: Record<string, unknown>): Record<string, unknown> {
  return {
    timeZone: 'Europe/Vilnius',
    window: { firstDate: '2026-06-22', lastDate: '2026-06-26' },
    assumedNow: '2026-06-01T00:00:00.000Z',
    eventLengthMin: 60,
    slotStepMin: 60,
    minimumNoticeMin: 0,
    weeklyHours: { '0': [], '1': [['09:00', '10:00']], '2': [['09:00', '10:00']], '3': [['09:00', '10:00']], '4': [['09:00', '10:00']], '5': [['09:00', '10:00']], '6': [] },
    dateOverrides: [],
    holidays: [],
    bookings: [],
    ...extra,
  };
}

describe('hand-made workloads', () => {
  it('spring DST gap day: real-time grid, gap times moved forward', () => {
    const gap = workload({
      window: { firstDate: '2026-03-28', lastDate: '2026-03-30' },
      assumedNow: '2026-03-01T00:00:00.000Z',
      eventLengthMin: 60,
      slotStepMin: 30,
      weeklyHours: { '0': [['02:00', '06:00']] },
    });
    expect(run(gap)).toEqual([
      '2026-03-29T00:00:00.000Z', // 02:00 EET
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z', // 04:00 EEST
      '2026-03-29T01:30:00.000Z',
      '2026-03-29T02:00:00.000Z', // ends 06:00 EEST
    ]);
    const inGap = { ...gap, eventLengthMin: 30, weeklyHours: { '0': [['03:30', '05:00']] } };
    expect(run(inGap)).toEqual(['2026-03-29T01:30:00.000Z']); // 03:30 → 04:30 EEST
  });

  it('autumn ambiguous hour: the earlier instant', () => {
    const overlap = workload({
      window: { firstDate: '2026-10-25', lastDate: '2026-10-25' },
      assumedNow: '2026-10-01T00:00:00.000Z',
      weeklyHours: { '0': [['03:00', '05:00']] },
      bookings: [{ start: '2026-10-25T01:00:00.000Z', end: '2026-10-25T01:30:00.000Z' }],
    });
    // 03:00 EEST (00:00Z) … 05:00 EET (03:00Z); the second 03:00 (01:00Z) is booked.
    expect(run(overlap)).toEqual(['2026-10-25T00:00:00.000Z', '2026-10-25T02:00:00.000Z']);
  });

  it('public holidays close the day unless excluded; own holidays close it anyway', () => {
    const all = ['2026-06-22T06:00:00.000Z', '2026-06-23T06:00:00.000Z', '2026-06-24T06:00:00.000Z', '2026-06-25T06:00:00.000Z', '2026-06-26T06:00:00.000Z'];
    expect(run(workload({}))).toEqual(all);
    expect(run(workload({ publicHolidays: 'LT' }))).toEqual(all.filter((t) => !t.startsWith('2026-06-24')));
    expect(run(workload({ publicHolidays: 'LT', excludedPublicHolidays: ['2026-06-24'] }))).toEqual(all);
    expect(
      run(workload({ publicHolidays: 'LT', excludedPublicHolidays: ['2026-06-24'], holidays: ['2026-06-24', '2026-06-26'] })),
    ).toEqual(all.filter((t) => !t.startsWith('2026-06-24') && !t.startsWith('2026-06-26')));
    // An override does not open a public holiday that is not excluded.
    const override = { dateOverrides: [{ date: '2026-06-24', intervals: [['12:00', '14:00']] }] };
    expect(run(workload({ publicHolidays: 'LT', ...override }))).not.toContain('2026-06-24T09:00:00.000Z');
    expect(run(workload({ publicHolidays: 'LT', excludedPublicHolidays: ['2026-06-24'], ...override }))).toContain(
      '2026-06-24T09:00:00.000Z',
    );
  });

  it('maxAdvanceDays cuts off later starts (inclusive)', () => {
    const ahead = workload({ assumedNow: '2026-06-21T06:00:00.000Z', maxAdvanceDays: 3 });
    expect(run(ahead)).toEqual(['2026-06-22T06:00:00.000Z', '2026-06-23T06:00:00.000Z', '2026-06-24T06:00:00.000Z']);
    expect(run(workload({ assumedNow: '2026-06-21T06:00:00.000Z', maxAdvanceDays: 0 }))).toEqual([]);
  });

  it('minimum notice cuts off earlier starts', () => {
    expect(run(workload({ assumedNow: '2026-06-23T06:00:00.000Z', minimumNoticeMin: 1 }))).toEqual([
      '2026-06-24T06:00:00.000Z',
      '2026-06-25T06:00:00.000Z',
      '2026-06-26T06:00:00.000Z',
    ]);
  });

  it('rejects malformed workloads with a path to the bad field', () => {
    expect(() => parseWorkload(workload({ window: { firstDate: '2026-02-30', lastDate: '2026-03-01' } }))).toThrow(
      /window\.firstDate/,
    );
    expect(() => parseWorkload(workload({ weeklyHours: { '7': [] } }))).toThrow(/weeklyHours/);
    expect(() => parseWorkload(workload({ weeklyHours: { '1': [['9', '10:00']] } }))).toThrow(/weeklyHours\.1\[0\]/);
    expect(() => parseWorkload(workload({ publicHolidays: 'LV' }))).toThrow(/publicHolidays/);
    expect(() => parseWorkload(workload({ bookings: [{ start: 'soon', end: 'later' }] }))).toThrow(/bookings\[0\]\.start/);
    expect(() => parseWorkload(workload({ eventLengthMin: 0 }))).toThrow(/eventLengthMin/);
    expect(() => parseWorkload([])).toThrow(/object/);
  });
});
