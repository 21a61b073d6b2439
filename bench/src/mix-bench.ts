/**
 * Stage `mix`: the booking calendar as 10,000 businesses ask it. Time-slot and available-date
 * requests spread over thousands of distinct business × service × specialist × date URLs drawn
 * from the scale database (scale-bench.ts), measured with the calendar caches on (the server as
 * in production) and off (a second server with `VIZITAS_AVAILABILITY_CACHE=off`: every answer
 * computed from the database), beside the floor — the cached business detail JSON, one URL —
 * measured in the same run; each row gives its server CPU per answer as a ratio to the floor's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addDays, type LocalDate } from '@vizitas/booking-engine';
import { seededRandom } from './admin-bench';
import { memoryRow, PeakRecorder } from './memory-peak';
import { type Check, type ReportRow } from './report';
import { generateScaleData, holdsScaleData } from './scale-bench';
import { startServer, type ServerProcess } from './server-process';
import { cycleFailures, cycleRowFigures, cycleUrls, measureCycle, type CycleRun } from './url-cycle';
import type { HttpBenchOptions } from './http-bench';

export const MIX = {
  /** Distinct business × service × specialist choices; each asks two months of dates and two days of times. */
  choices: 500,
  /** Times are asked for a day among the next this many. */
  horizonDays: 28,
  connections: 50,
  /** QUALITY.md: caches on, p99 ≤ 15 ms at 50 connections; caches off, ≤ 0.5 ms server CPU per answer. */
  cachesOnP99Ms: 15,
  cachesOffCpuMs: 0.5,
} as const;

/** A bookable service of a business and the active specialists who offer it. */
export interface MixTarget {
  slug: string;
  serviceId: string;
  specialistIds: string[];
  /** The specialist this customer asks for; without it `any` or one of `specialistIds`, in turn over the targets. */
  specialist?: string;
}

export interface MixUrls {
  slots: string[];
  dates: string[];
  /** Both, as customers ask them (see {@link mixUrls}). */
  mixed: string[];
}

/** The last day of the month of `date`. */
function monthEndOf(date: LocalDate): LocalDate {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return `${date.slice(0, 8)}${String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0')}`;
}

/**
 * The URLs of the mix, four per target as a customer asks them: the dates of this month (from
 * `today`, as the booking calendar asks the visible month), the times of one day, the dates of
 * the next month, the times of another day (two different days of the next
 * {@link MIX.horizonDays}); specialist `any` or one of those who offer the service, in turn.
 * Every URL is distinct. `slots` and `dates` are each kind alone, shuffled; `mixed` keeps each
 * customer's four together, customers shuffled (with a fixed seed: the same URLs every run).
 */
export function mixUrls(targets: readonly MixTarget[], today: LocalDate, seed = 20_261_124): MixUrls {
  // Seeded, so every run asks the same URLs in the same order for the same data.
  const random = seededRandom(seed);
  const slots: string[] = [];
  const dates: string[] = [];
  const customers: string[][] = [];
  const nextMonth = addDays(monthEndOf(today), 1);
  targets.forEach((target, i) => {
    const choices = ['any', ...target.specialistIds];
    const specialist = target.specialist ?? choices[i % choices.length]!;
    const common = `business=${encodeURIComponent(target.slug)}&services=${target.serviceId}&specialist=${specialist}`;
    const [thisMonth, followingMonth] = [today, nextMonth].map(
      (from) => `/api/public/schedule/available-dates?${common}&from=${from}&to=${monthEndOf(from)}`,
    );
    // Two different days: the second is the first moved on by 1..horizon−1 days, around the horizon.
    const first = 1 + Math.floor(random() * MIX.horizonDays);
    const second = 1 + ((first + Math.floor(random() * (MIX.horizonDays - 1))) % MIX.horizonDays);
    const [dayOne, dayTwo] = [first, second].map(
      (day) => `/api/public/schedule/available-time-slots?${common}&date=${addDays(today, day)}`,
    );
    dates.push(thisMonth!, followingMonth!);
    slots.push(dayOne!, dayTwo!);
    customers.push([thisMonth!, dayOne!, followingMonth!, dayTwo!]);
  });
  const shuffle = <T>(list: T[]): T[] => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  };
  return { slots: shuffle(slots), dates: shuffle(dates), mixed: shuffle(customers).flat() };
}

/**
 * `count` bookable (business, service) pairs of the database, in a fixed pseudo-random order
 * (md5 of slug and service id), each with the active specialists who offer the service.
 */
export async function drawMixTargets(databaseUrl: string, count: number): Promise<MixTarget[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ slug: string; service_id: string; specialist_ids: string[] }>(
      `select b.slug, s.id::text as service_id, array_agg(p.id::text order by p.sort_order, p.name) as specialist_ids
       from businesses b
       join services s on s.business_id = b.id and s.active
       join specialist_services l on l.business_id = b.id and l.service_id = s.id
       join specialists p on p.id = l.specialist_id and p.active
       group by b.slug, s.id
       order by md5(b.slug || s.id::text)
       limit $1`,
      [count],
    );
    return result.rows.map((row) => ({ slug: row.slug, serviceId: row.service_id, specialistIds: row.specialist_ids }));
  } finally {
    await client.end();
  }
}

export interface MixRun extends CycleRun {
  name: string;
  urls: number;
  connections: number;
  durationS: number;
  /** What the untimed pass over every URL found wrong (answers other than 200). */
  preflightFailures: string[];
}

/**
 * Every URL asked once, untimed (20 at a time): each must answer 200. It also fills the
 * database's buffers with every business the run asks about and warms the server up.
 */
async function preflight(server: ServerProcess, urls: readonly string[]): Promise<string[]> {
  const samples: string[] = [];
  const result = await cycleUrls(server.baseUrl, urls, { connections: 20, durationS: 0, amount: urls.length, samples });
  const wrong = result.requests.total - (result.statusCodeStats['200']?.count ?? 0);
  return wrong > 0 ? [`untimed pass: ${wrong} of ${urls.length} URLs did not answer 200 (e.g. ${samples[0] ?? '?'})`] : [];
}

/** Warm-up over the same URLs (untimed), then the timed run with the server's CPU from /proc. */
async function measureUrls(
  server: ServerProcess,
  name: string,
  urls: readonly string[],
  options: { durationS: number; warmupS: number; log: (line: string) => void; memory: PeakRecorder; memoryName: string },
  preflightFailures: string[] = [],
): Promise<MixRun> {
  options.log(
    `  mix: ${name}: ${urls.length.toLocaleString('en-US')} URLs, warm-up ${options.warmupS} s, then ${options.durationS} s`,
  );
  const run = await options.memory.measure(server, options.memoryName, () =>
    measureCycle(server, urls, {
      connections: MIX.connections,
      durationS: options.durationS,
      warmupS: options.warmupS,
    }),
  );
  return { name, urls: urls.length, connections: MIX.connections, durationS: options.durationS, ...run, preflightFailures };
}

function failuresOf(run: MixRun): string[] {
  const failures = cycleFailures(run, run.preflightFailures);
  if (run.cpuMsPerAnswer === undefined) failures.push('server CPU not readable');
  return failures;
}

function cpuText(ms: number | undefined): string {
  return ms === undefined ? '?' : ms.toFixed(3);
}

/** The ratio of a run's server CPU per answer to the floor's, as the notes print it. */
export function floorRatio(run: Pick<MixRun, 'cpuMsPerAnswer'>, floor: Pick<MixRun, 'cpuMsPerAnswer'>): string {
  if (run.cpuMsPerAnswer === undefined || floor.cpuMsPerAnswer === undefined || floor.cpuMsPerAnswer <= 0) return '×?';
  return `×${(run.cpuMsPerAnswer / floor.cpuMsPerAnswer).toFixed(1)}`;
}

/**
 * The rows of the stage: the floor (no budget), the mix with the caches on (p99 ≤ 15 ms), and
 * the time slots and the dates with the caches off (≤ 0.5 ms server CPU per answer each).
 */
export function mixRows(
  runs: { floor: MixRun; cachesOn: MixRun; slotsOff: MixRun; datesOff: MixRun },
  note: string,
): ReportRow[] {
  const { floor, cachesOn, slotsOff, datesOff } = runs;
  const row = (run: MixRun, checks: Check[], extra: string): ReportRow => ({
    name: `mix: ${run.name} (c=${run.connections}, ${run.durationS} s)`,
    ...cycleRowFigures(run, checks, failuresOf(run)),
    notes:
      `${run.answers.toLocaleString('en-US')} answers over ${run.urls.toLocaleString('en-US')} distinct URLs; ` +
      `server CPU ${cpuText(run.cpuMsPerAnswer)} ms/answer (${floorRatio(run, floor)} the floor's ${cpuText(floor.cpuMsPerAnswer)}); ` +
      `load avg ${run.load.toFixed(1)}; ${extra}`,
  });
  const cpuCheck = (run: MixRun): Check[] =>
    run.cpuMsPerAnswer === undefined
      ? []
      : [{ label: `≤ ${MIX.cachesOffCpuMs} ms server CPU`, actual: run.cpuMsPerAnswer, limit: MIX.cachesOffCpuMs, kind: 'max' }];
  return [
    row(floor, [], `the floor: one URL, answered from the catalogue cache as stored JSON; ${note}`),
    row(
      cachesOn,
      [{ label: `p99 ≤ ${MIX.cachesOnP99Ms} ms`, actual: cachesOn.p99, limit: MIX.cachesOnP99Ms, kind: 'max' }],
      `each customer asks this month's dates, a day's times, next month's dates, another day's times; caches as in production; ${note}`,
    ),
    row(slotsOff, cpuCheck(slotsOff), `VIZITAS_AVAILABILITY_CACHE=off: every answer computed from the database; ${note}`),
    row(datesOff, cpuCheck(datesOff), `VIZITAS_AVAILABILITY_CACHE=off: every answer computed from the database; ${note}`),
  ];
}

/** The bench's options; `port`: where the caches-off server listens (the scale stage's second port, free again by then). */
export type MixStageOptions = Pick<HttpBenchOptions, 'databaseUrl' | 'port' | 'webBuildDir' | 'durationS' | 'warmupS' | 'log'>;

/**
 * The mix stage on a running server (caches on) and a second one started on the same database
 * with the caches off. Grows the database to the scale first when it does not hold the scale
 * data yet (`--only mix`).
 */
export async function runMixStage(
  server: ServerProcess,
  options: MixStageOptions,
): Promise<{ rows: ReportRow[]; notes: string[] }> {
  const notes: string[] = [];
  if (!(await holdsScaleData(options.databaseUrl))) {
    options.log('mix: generating the scale data first (10,000 businesses / 2,000,000 appointments)');
    const counts = await generateScaleData(options.databaseUrl, options.log);
    notes.push(`mix: scale data generated for this stage in ${counts.seconds.toFixed(0)} s.`);
  }
  const targets = await drawMixTargets(options.databaseUrl, MIX.choices);
  const today = new Date().toISOString().slice(0, 10);
  const urls = mixUrls(targets, today);
  const businesses = new Set(targets.map((target) => target.slug)).size;
  const note = `${businesses.toLocaleString('en-US')} businesses of the scale database; every URL answered 200 in an untimed pass first`;
  options.log(`mix: ${urls.mixed.length.toLocaleString('en-US')} URLs over ${businesses} businesses`);

  const memory = new PeakRecorder();
  const timing = { durationS: options.durationS, warmupS: options.warmupS, log: options.log, memory };
  const floorPath = `/api/public/business/${encodeURIComponent(targets[0]!.slug)}`;
  const floor = await measureUrls(server, `floor GET /api/public/business/<slug>, one URL`, [floorPath], {
    ...timing,
    memoryName: 'floor',
  });
  options.log(`  mix: untimed pass over the ${urls.mixed.length.toLocaleString('en-US')} URLs, caches on`);
  const checkedOn = await memory.measure(server, 'untimed pass, caches on', () => preflight(server, urls.mixed));
  const cachesOn = await measureUrls(
    server,
    'time slots + available dates, caches on',
    urls.mixed,
    { ...timing, memoryName: 'caches on' },
    checkedOn,
  );

  const dataDir = mkdtempSync(path.join(tmpdir(), 'vizitas-bench-mix-'));
  options.log(`mix: second server on port ${options.port} with VIZITAS_AVAILABILITY_CACHE=off`);
  const uncached = await startServer({
    port: options.port,
    databaseUrl: options.databaseUrl,
    dataDir,
    webBuildDir: options.webBuildDir,
    extraEnv: { VIZITAS_AVAILABILITY_CACHE: 'off' },
  });
  try {
    options.log(`  mix: untimed pass over the ${urls.mixed.length.toLocaleString('en-US')} URLs, caches off`);
    const startupMb = uncached.peakRssMb();
    const checkedOff = await memory.measure(uncached, 'untimed pass, caches off', () => preflight(uncached, urls.mixed));
    const slotsOff = await measureUrls(
      uncached,
      'time slots, one day, caches off',
      urls.slots,
      { ...timing, memoryName: 'time slots, caches off' },
      checkedOff,
    );
    const datesOff = await measureUrls(
      uncached,
      'available dates, one month, caches off',
      urls.dates,
      { ...timing, memoryName: 'available dates, caches off' },
      checkedOff,
    );
    const memoryNote = `the first server (caches on) for the floor and the caches-on loads, the second (caches off, start-up peak ${startupMb?.toFixed(0) ?? '?'} MB) for the others`;
    return {
      rows: [
        ...mixRows({ floor, cachesOn, slotsOff, datesOff }, note),
        memoryRow(memory.peaks, { name: 'mix: server peak RSS under the mix loads', reset: memory.resets, extra: memoryNote }),
      ],
      notes,
    };
  } finally {
    await uncached.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
