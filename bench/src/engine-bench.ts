/**
 * Benchmark of the pure availability engine on the shared 90-day workload.
 *
 * `runEngineBench()` returns rows for the bench table; run this file directly
 * (`npx tsx bench/src/engine-bench.ts`) to print them beside the peers' figures of
 * /work/shared/QUALITY.md. Loading and mapping the workload is not timed; each timed run is
 * one full computation from the engine's inputs to its output.
 */
import { pathToFileURL } from 'node:url';
import { availableDates, availableStartTimes } from '@vizitas/booking-engine';
import { loadWorkload, sharedBenchFile, toEngineInputs, type EngineInputs } from './workload';

export interface Row {
  name: string;
  medianMs: number;
  p90Ms: number;
  runs: number;
  extra?: string;
}

export interface Timing {
  medianMs: number;
  p90Ms: number;
  runs: number;
}

/** Runs `fn` `warmupRuns` times untimed, then `runs` times timed one by one. */
export function timeRuns(fn: () => unknown, runs: number, warmupRuns = Math.max(50, runs)): Timing {
  if (!Number.isInteger(runs) || runs < 1) throw new RangeError(`runs must be a positive integer, got ${runs}`);
  let sink = 0;
  for (let i = 0; i < warmupRuns; i++) sink += fn() === undefined ? 0 : 1;
  const samples = new Float64Array(runs);
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    sink += fn() === undefined ? 0 : 1;
    samples[i] = Number(process.hrtime.bigint() - started) / 1e6;
  }
  if (sink < 0) console.log(sink); // keeps the results observably used
  samples.sort();
  return {
    medianMs: percentile(samples, 0.5),
    p90Ms: percentile(samples, 0.9),
    runs,
  };
}

/** Nearest-rank percentile of sorted samples (the median of an even count averages the middle two). */
function percentile(sorted: Float64Array, p: number): number {
  const n = sorted.length;
  if (p === 0.5 && n % 2 === 0) return (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  return sorted[Math.min(n - 1, Math.max(0, Math.ceil(p * n) - 1))]!;
}

export function peakRssMb(): number {
  return process.resourceUsage().maxRSS / 1024;
}

export const WORKLOAD_FILE = sharedBenchFile('availability-90d.workload.json');
const SINGLE_DAY = '2026-04-15';

/** Peers' medians on the same workload (ms), from /work/shared/QUALITY.md. */
export const PEERS: ReadonlyArray<{ name: string; ninetyDaysMs: number; oneDayMs: number }> = [
  { name: 'Cal.com (2026-01 upstream, pure functions only)', ninetyDaysMs: 43.1, oneDayMs: 0.93 },
  { name: 'Easy!Appointments (PHP 8.2, in-memory)', ninetyDaysMs: 6.6, oneDayMs: 0.062 },
  { name: 'a plain interval-grid reference in JS', ninetyDaysMs: 6.4, oneDayMs: 0.057 },
];

export const BUDGET = { ninetyDaysMs: 0.5, oneDayMs: 0.02 } as const;

function oneDay(inputs: EngineInputs, date: string): EngineInputs {
  return { ...inputs, request: { ...inputs.request, firstDate: date, lastDate: date } };
}

export async function runEngineBench(options: { runs?: number; workloadFile?: string } = {}): Promise<Row[]> {
  const runs = options.runs ?? 500;
  const inputs = toEngineInputs(await loadWorkload(options.workloadFile ?? WORKLOAD_FILE));
  const day = oneDay(inputs, SINGLE_DAY);
  const { specialist, rules, request } = inputs;

  const slots = availableStartTimes(specialist, rules, request).length;
  const daySlots = availableStartTimes(day.specialist, day.rules, day.request).length;
  const dates = availableDates(specialist, rules, request).length;

  const whole = timeRuns(() => availableStartTimes(specialist, rules, request), runs);
  const single = timeRuns(() => availableStartTimes(day.specialist, day.rules, day.request), runs * 4);
  const dateRuns = timeRuns(() => availableDates(specialist, rules, request), runs);
  const rss = `peak RSS ${peakRssMb().toFixed(1)} MB`;
  return [
    {
      name: 'engine: slots, 90 days',
      ...whole,
      extra: `${slots} slots; budget ${BUDGET.ninetyDaysMs} ms; ${rss}`,
    },
    {
      name: `engine: slots, one day (${SINGLE_DAY})`,
      ...single,
      extra: `${daySlots} slots; budget ${BUDGET.oneDayMs} ms; ${rss}`,
    },
    {
      name: 'engine: available dates, 90 days',
      ...dateRuns,
      extra: `${dates} dates; ${rss}`,
    },
  ];
}

function formatMs(ms: number): string {
  return ms >= 1 ? ms.toFixed(2) : ms >= 0.01 ? ms.toFixed(4) : ms.toFixed(5);
}

export function formatTable(rows: readonly Row[]): string {
  const lines: string[] = [];
  lines.push('| benchmark | median ms | p90 ms | runs | notes |');
  lines.push('|---|---|---|---|---|');
  for (const row of rows) {
    lines.push(`| ${row.name} | ${formatMs(row.medianMs)} | ${formatMs(row.p90Ms)} | ${row.runs} | ${row.extra ?? ''} |`);
  }
  const whole = rows[0];
  const single = rows[1];
  if (whole !== undefined && single !== undefined) {
    lines.push('');
    lines.push('| implementation | whole 90 days ms | one day ms | ours faster by (90 d / 1 d) |');
    lines.push('|---|---|---|---|');
    lines.push(`| Vizitas booking-engine (this run) | ${formatMs(whole.medianMs)} | ${formatMs(single.medianMs)} | — |`);
    for (const peer of PEERS) {
      lines.push(
        `| ${peer.name} (QUALITY.md) | ${peer.ninetyDaysMs} | ${peer.oneDayMs} | ` +
          `${(peer.ninetyDaysMs / whole.medianMs).toFixed(0)}× / ${(peer.oneDayMs / single.medianMs).toFixed(0)}× |`,
      );
    }
    lines.push(`| budget | ${BUDGET.ninetyDaysMs} | ${BUDGET.oneDayMs} | — |`);
  }
  return lines.join('\n');
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;

if (invokedDirectly) {
  const rows = await runEngineBench();
  console.log(formatTable(rows));
}
