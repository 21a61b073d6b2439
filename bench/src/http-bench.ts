/**
 * HTTP benchmarks against the running product on PostgreSQL: autocannon over loopback, each
 * endpoint warmed up first, then measured. The GETs ask about the demo data; the booking run
 * uses a business of its own (50 round-the-clock specialists) so every request takes a
 * distinct free slot, and afterwards SQL confirms there is no overlap and that every 201 wrote
 * exactly one appointment.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '@vizitas/db';
import {
  auditBookings,
  bookingNote,
  checkBookings,
  dropDatabase,
  gridAligned,
  postgresUnreachableReason,
  prepareBookingFixture,
  recreateDatabase,
  type BookingCheck,
  type BookingFixture,
} from './bench-database';
import { findBusinessTarget, findDemoTarget, type DemoTarget } from './demo-target';
import { budgetOf, formatMs, formatRate, verdictOf, type Check, type ReportRow } from './report';
import { memoryRow, PeakRecorder } from './memory-peak';
import { runAdminStage } from './admin-bench';
import { runMixStage } from './mix-bench';
import { runProcessesStage } from './processes-bench';
import { generateScaleData, holdsScaleData, measureTarget, SCALE, scaleRows } from './scale-bench';
import { startServer, type ServerProcess } from './server-process';
import { BROWSER_HEADERS } from './url-cycle';

export interface HttpBenchOptions {
  databaseUrl: string;
  port: number;
  /** The web build the server serves (a snapshot, see build-snapshot.ts). */
  webBuildDir: string;
  /** Seconds measured per endpoint. */
  durationS: number;
  /** Seconds of untimed load per endpoint before it is measured. */
  warmupS: number;
  /** Progress lines (stderr), so the table on stdout stays clean. */
  log: (line: string) => void;
  /** The small-database rows (GETs, bookings, memory); default true. */
  small?: boolean;
  /** The scale rows (the database grown, p95 beside the small one); default false. */
  scale?: boolean;
  /** The mix rows (mix-bench.ts), after the scale rows, on the scale database (generated first when missing); default false. */
  mix?: boolean;
  /** The admin rows (admin-bench.ts), after the scale rows so they use the big database when it is there; default false. */
  admin?: boolean;
  /** The processes rows (processes-bench.ts): `--processes 2` beside one process, last, on the database as the stages before left it; default false. */
  processes?: boolean;
  /** Leave the database in place at the end (default: dropped). */
  keepDatabase?: boolean;
  /** Use the database as it is when it already holds the scale data, instead of creating it afresh. */
  reuseScaleDatabase?: boolean;
  /** Runs while the server is still up, after the loads (the front-end size uses its pages). */
  whileServing?: (server: ServerProcess, target: DemoTarget) => Promise<void>;
}

export interface HttpBenchResult {
  rows: ReportRow[];
  notes: string[];
}

/** Load shapes: QUALITY.md names 50 connections for slots and bookings; pages and plain JSON use autocannon's default 10. */
export const CONNECTIONS = { slots: 50, dates: 50, page: 10, json: 10, bookings: 50 } as const;

export const BOOKING_FIXTURE = {
  specialists: 50,
  customers: 2_000,
  days: 60,
  slotStepMin: 15,
  serviceMin: 15,
  timeZone: 'Europe/Vilnius',
} as const;


interface LoadOptions {
  connections: number;
  durationS: number;
  path?: string;
  headers?: Record<string, string>;
  requests?: autocannon.Request[];
}

async function load(baseUrl: string, options: LoadOptions): Promise<autocannon.Result> {
  return autocannon({
    url: baseUrl + (options.path ?? ''),
    connections: options.connections,
    duration: options.durationS,
    timeout: 10,
    headers: { ...BROWSER_HEADERS, ...options.headers },
    ...(options.requests ? { requests: options.requests } : {}),
  });
}

function statusSummary(result: autocannon.Result): string {
  return Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${count}×${code}`)
    .join(', ');
}

/** Errors that make a run's figures meaningless: connection errors, timeouts, non-2xx answers. */
function runFailures(result: autocannon.Result, expected = '2xx'): string[] {
  const failures: string[] = [];
  if (expected === '2xx' && result.non2xx > 0) failures.push(`${result.non2xx} non-2xx answers (${statusSummary(result)})`);
  if (result.errors > 0) failures.push(`${result.errors} connection errors`);
  if (result.timeouts > 0) failures.push(`${result.timeouts} timeouts`);
  return failures;
}

interface GetCase {
  name: string;
  path: string;
  connections: number;
  budget: { p99Ms?: number; minRate?: number };
  notes: string;
}

function getChecks(result: autocannon.Result, rate: number, budget: GetCase['budget']): Check[] {
  const checks: Check[] = [];
  if (budget.p99Ms !== undefined)
    checks.push({ label: `p99 ≤ ${budget.p99Ms} ms`, actual: result.latency.p99, limit: budget.p99Ms, kind: 'max' });
  if (budget.minRate !== undefined) {
    checks.push({ label: `≥ ${budget.minRate.toLocaleString('en-US')} req/s`, actual: rate, limit: budget.minRate, kind: 'min' });
  }
  return checks;
}

/** What a timed run cost the server: its CPU per answer, and the machine's load meanwhile. */
interface RunCost {
  serverCpuMsPerAnswer: number | undefined;
  /** One-minute load average at the end of the run. */
  load: number;
}

async function measured<T extends { result: autocannon.Result }>(
  server: ServerProcess,
  run: () => Promise<T>,
): Promise<T & { cost: RunCost }> {
  const cpuBefore = server.cpuSeconds();
  const outcome = await run();
  const cpuAfter = server.cpuSeconds();
  const answers = outcome.result.requests.total;
  return {
    ...outcome,
    cost: {
      serverCpuMsPerAnswer:
        cpuBefore !== undefined && cpuAfter !== undefined && answers > 0 ? ((cpuAfter - cpuBefore) * 1000) / answers : undefined,
      load: loadavg()[0]!,
    },
  };
}

function costNote(cost: RunCost): string {
  const cpu = cost.serverCpuMsPerAnswer === undefined ? '?' : cost.serverCpuMsPerAnswer.toFixed(2);
  return `server CPU ${cpu} ms/answer; load avg ${cost.load.toFixed(1)}`;
}

async function measureGet(server: ServerProcess, each: GetCase, options: HttpBenchOptions): Promise<ReportRow> {
  options.log(`  ${each.name}: warm-up ${options.warmupS} s, then ${options.durationS} s with ${each.connections} connections`);
  await load(server.baseUrl, { path: each.path, connections: each.connections, durationS: options.warmupS });
  const { result, cost } = await measured(server, async () => ({
    result: await load(server.baseUrl, { path: each.path, connections: each.connections, durationS: options.durationS }),
  }));
  const rate = result['2xx'] / result.duration;
  const checks = getChecks(result, rate, each.budget);
  return {
    name: `${each.name} (c=${each.connections}, ${options.durationS} s)`,
    p50: formatMs(result.latency.p50),
    tail: `p99 ${formatMs(result.latency.p99)}`,
    rate: formatRate(rate),
    budget: budgetOf(checks),
    verdict: verdictOf(checks, runFailures(result)),
    notes: `${result['2xx'].toLocaleString('en-US')} answers; ${costNote(cost)}; ${each.notes}`,
  };
}

interface BookingRun {
  result: autocannon.Result;
  created: number;
}

interface BookingLoad {
  warmup: BookingRun;
  measured: BookingRun & { cost: RunCost };
  /** Status of every answered request, by request index. */
  answers: Map<number, number>;
  /** A few answers other than 201, for the report. */
  samples: string[];
  exhausted: boolean;
}

/**
 * Request `i` books specialist `i mod S` at the `⌊i / S⌋`-th grid point from the first start,
 * as customer `i mod customers`, with the note `bench-<i>`: every request a distinct free
 * slot, no customer above the per-session limit of 30 a minute (at 2,000 customers, up to
 * 60,000 requests).
 */
export function bookingRequestFor(fixture: BookingFixture, i: number) {
  const specialistCount = fixture.specialistIds.length;
  return {
    cookie: fixture.cookies[i % fixture.cookies.length]!,
    body: {
      business: fixture.slug,
      services: [fixture.serviceId],
      specialist: fixture.specialistIds[i % specialistCount]!,
      start: new Date(fixture.firstStartMs + Math.floor(i / specialistCount) * fixture.slotStepMin * 60_000).toISOString(),
      note: bookingNote(i),
    },
  };
}

/** The autocannon request of the booking run; the answer of each request is kept by its index. */
function bookingRequests(
  fixture: BookingFixture,
  port: number,
  state: { next: number; exhausted: boolean },
  answers: Map<number, number>,
  samples: string[],
): autocannon.Request[] {
  const capacity = fixture.slotsPerSpecialist * fixture.specialistIds.length;
  return [
    {
      method: 'POST',
      path: '/api/user/appointment',
      setupRequest: (request, context) => {
        const i = state.next++;
        if (i >= capacity) state.exhausted = true;
        context.index = i;
        const { cookie, body } = bookingRequestFor(fixture, i);
        return {
          ...request,
          method: 'POST',
          path: '/api/user/appointment',
          headers: { ...BROWSER_HEADERS, 'content-type': 'application/json', cookie, origin: `http://localhost:${port}` },
          body: JSON.stringify(body),
        };
      },
      // Called before the client sends its next request, so `context` is still this request's.
      onResponse: (status, body, context) => {
        if (typeof context.index === 'number') answers.set(context.index, status);
        if (status !== 201 && samples.length < 3) samples.push(`${status} ${body.slice(0, 160)}`);
      },
    },
  ];
}

async function runBookings(server: ServerProcess, fixture: BookingFixture, options: HttpBenchOptions): Promise<BookingLoad> {
  const state = { next: 0, exhausted: false };
  const answers = new Map<number, number>();
  const samples: string[] = [];
  const run = async (durationS: number): Promise<BookingRun> => {
    const result = await load(server.baseUrl, {
      connections: CONNECTIONS.bookings,
      durationS,
      requests: bookingRequests(fixture, options.port, state, answers, samples),
    });
    return { result, created: result.statusCodeStats['201']?.count ?? 0 };
  };
  options.log(
    `  POST bookings: warm-up ${options.warmupS} s, then ${options.durationS} s with ${CONNECTIONS.bookings} connections`,
  );
  const warmup = await run(options.warmupS);
  const measuredRun = await measured(server, () => run(options.durationS));
  // Requests cut off when a run stopped may still be committing.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return { warmup, measured: measuredRun, answers, samples, exhausted: state.exhausted };
}

function bookingRow(load: BookingLoad, check: BookingCheck, options: HttpBenchOptions): ReportRow {
  const { result, created } = load.measured;
  const rate = created / result.duration;
  const checks: Check[] = [{ label: '≥ 300 bookings/s', actual: rate, limit: 300, kind: 'min' }];
  const audit = auditBookings(load.answers, check.rowsPerRequest);
  const refused = [load.warmup.result, result].reduce((sum, each) => sum + each.non2xx, 0);
  const failures = [...runFailures(load.warmup.result, 'any'), ...runFailures(result, 'any')];
  if (refused > 0) {
    failures.push(
      `${refused} answers other than 201 (${statusSummary(load.warmup.result)} / ${statusSummary(result)}; e.g. ${load.samples[0] ?? '?'})`,
    );
  }
  if (check.overlaps > 0) failures.push(`${check.overlaps} overlapping holding appointments`);
  if (audit.missing > 0) failures.push(`${audit.missing} answered 201 without a row`);
  if (audit.writtenDespiteRefusal > 0) failures.push(`${audit.writtenDespiteRefusal} refused but written`);
  if (audit.extraRows > 0) failures.push(`${audit.extraRows} rows more than requests`);
  if (load.exhausted) failures.push('ran out of prepared slots');
  const answeredRows = check.rows - audit.cutOff;
  return {
    name: `POST booking, distinct free slots (c=${CONNECTIONS.bookings}, ${options.durationS} s)`,
    p50: formatMs(result.latency.p50),
    tail: `p99 ${formatMs(result.latency.p99)}`,
    rate: formatRate(rate, 'bookings/s'),
    budget: budgetOf(checks, ['zero overlaps', '201s = rows']),
    verdict: verdictOf(checks, failures),
    notes:
      `${created.toLocaleString('en-US')} created (+${load.warmup.created.toLocaleString('en-US')} in warm-up); ` +
      `SQL: ${check.overlaps} overlaps; ${answeredRows.toLocaleString('en-US')} rows for the ${audit.created.toLocaleString('en-US')} answered 201 ` +
      `${answeredRows === audit.created && audit.missing === 0 ? '✓' : '✗'}, checked request by request` +
      (audit.cutOff > 0 ? ` (+${audit.cutOff} rows of requests still in flight when a run stopped)` : '') +
      `; ${costNote(load.measured.cost)}; ${BOOKING_FIXTURE.specialists} specialists × 24 h, ${BOOKING_FIXTURE.serviceMin}-min service, ${BOOKING_FIXTURE.customers.toLocaleString('en-US')} customers`,
  };
}

/** The GETs of the demo data, the booking run and the memory row. */
async function runSmall(
  server: ServerProcess,
  target: DemoTarget,
  startupPeakMb: number | undefined,
  options: HttpBenchOptions,
): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  const database = await openDatabase({ url: options.databaseUrl, poolSize: 2 });
  try {
    const nowMs = Date.now();
    if (!gridAligned(BOOKING_FIXTURE.timeZone, nowMs, BOOKING_FIXTURE.days, BOOKING_FIXTURE.slotStepMin)) {
      throw new Error(`${BOOKING_FIXTURE.timeZone} midnights are not on the ${BOOKING_FIXTURE.slotStepMin}-minute grid`);
    }
    const fixture = await prepareBookingFixture(database.db, { ...BOOKING_FIXTURE, nowMs });
    const reset = server.resetPeakRss();

    const cases: GetCase[] = [
      {
        name: 'GET available time slots, one day',
        path: target.paths.slots,
        connections: CONNECTIONS.slots,
        budget: { p99Ms: 20, minRate: 2000 },
        notes: `${target.slug}, "any" of ${target.specialists} specialists, ${target.date}, ${target.slotsOnDate} slots`,
      },
      {
        name: 'GET available dates, one month',
        path: target.paths.dates,
        connections: CONNECTIONS.dates,
        budget: { p99Ms: 30 },
        notes: `${target.slug}, "any", ${target.monthFrom}..${target.monthTo}, ${target.datesInMonth} dates`,
      },
      {
        name: 'GET SSR business page /apie/<slug>',
        path: target.paths.page,
        connections: CONNECTIONS.page,
        budget: { p99Ms: 50, minRate: 500 },
        notes: `${target.paths.page}, full HTML, compressed`,
      },
      {
        name: 'GET JSON /api/public/business/<slug>',
        path: target.paths.businessJson,
        connections: CONNECTIONS.json,
        budget: {},
        notes: `${target.paths.businessJson}; no budget in QUALITY.md (issue 2 asks for the figure)`,
      },
    ];
    const recorder = new PeakRecorder();
    const peakOf = <T>(name: string, load: () => Promise<T>): Promise<T> => recorder.measure(server, name, load);
    for (const each of cases) rows.push(await peakOf(each.name.replace(/^GET /, ''), () => measureGet(server, each, options)));

    const bookings = await peakOf('bookings', () => runBookings(server, fixture, options));
    const check = await checkBookings(database.db, fixture.businessId);
    rows.push(bookingRow(bookings, check, options));
    rows.push(
      memoryRow(recorder.peaks, {
        name: 'server peak RSS under the HTTP loads',
        reset: reset && recorder.resets,
        extra: `peak during start-up (migrations, demo data) ${startupPeakMb?.toFixed(0) ?? '?'} MB`,
      }),
    );
  } finally {
    await database.close();
  }
  return rows;
}

/**
 * A second server on the same database with the calendar caches off, the slot and date
 * requests measured on the demo data, the database grown to the scale of QUALITY.md, the same
 * requests measured again (the demo business, and a generated one).
 */
async function runScale(target: DemoTarget, options: HttpBenchOptions): Promise<ReportRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vizitas-bench-scale-'));
  options.log(`scale: second server on port ${options.port + 1} with VIZITAS_AVAILABILITY_CACHE=off`);
  const uncached = await startServer({
    port: options.port + 1,
    databaseUrl: options.databaseUrl,
    dataDir,
    webBuildDir: options.webBuildDir,
    extraEnv: { VIZITAS_AVAILABILITY_CACHE: 'off' },
  });
  try {
    const load = { connections: CONNECTIONS.slots, durationS: options.durationS, warmupS: options.warmupS, log: options.log };
    const small = await measureTarget(uncached, 'small database', target, load);
    options.log('scale: generating 10,000 businesses / 20,000 specialists / 2,000,000 appointments');
    const counts = await generateScaleData(options.databaseUrl, options.log);
    options.log(`scale: generated in ${counts.seconds.toFixed(0)} s`);
    const sample = await findBusinessTarget(uncached.baseUrl, SCALE.sampleSlug);
    const demoAtScale = await measureTarget(uncached, `${target.slug} at scale`, target, load);
    const generated = await measureTarget(uncached, `${sample.slug} at scale`, sample, load);
    return scaleRows(small, [demoAtScale, generated], counts, CONNECTIONS.slots, options.durationS);
  } finally {
    await uncached.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Starts a fresh database and the product, measures, and always stops and drops both. */
export async function runHttpBench(options: HttpBenchOptions): Promise<HttpBenchResult> {
  const notes: string[] = [];
  const unreachable = await postgresUnreachableReason(options.databaseUrl);
  if (unreachable) {
    return {
      rows: [],
      notes: [`HTTP benchmarks skipped: PostgreSQL at ${redact(options.databaseUrl)} is unreachable (${unreachable}).`],
    };
  }
  const reuse = options.reuseScaleDatabase === true && (await holdsScaleData(options.databaseUrl).catch(() => false));
  if (reuse) {
    options.log(`HTTP: reusing the scale data of ${redact(options.databaseUrl)}`);
    notes.push(`The bench database was reused as it was (scale data of an earlier run kept with --keep-database).`);
  } else {
    options.log(`HTTP: fresh database ${redact(options.databaseUrl)}`);
    await recreateDatabase(options.databaseUrl);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vizitas-bench-'));
  const rows: ReportRow[] = [];
  let server: ServerProcess | undefined;
  const stopOnSignal = () => {
    void server?.stop(3_000).finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    options.log(
      `HTTP: starting the product on port ${options.port} (bundled, NODE_ENV=production node apps/server/dist/server.mjs)`,
    );
    const started = Date.now();
    server = await startServer({
      port: options.port,
      databaseUrl: options.databaseUrl,
      dataDir,
      webBuildDir: options.webBuildDir,
    });
    options.log(`HTTP: ready in ${((Date.now() - started) / 1000).toFixed(1)} s (migrated, demo data seeded)`);
    const startupPeakMb = server.peakRssMb();

    const target = await findDemoTarget(server.baseUrl);
    options.log(
      `HTTP: demo target ${target.slug} (${target.specialists} specialists), service "${target.serviceName}" ${target.serviceMin} min, ` +
        `slots on ${target.date} (${target.slotsOnDate}), dates ${target.monthFrom}..${target.monthTo} (${target.datesInMonth})`,
    );

    if (options.small !== false) rows.push(...(await runSmall(server, target, startupPeakMb, options)));
    if (options.scale) rows.push(...(await runScale(target, options)));
    if (options.mix) {
      const mix = await runMixStage(server, { ...options, port: options.port + 1 });
      rows.push(...mix.rows);
      notes.push(...mix.notes);
    }
    if (options.admin) {
      const admin = await runAdminStage(server, { ...options, atScale: options.scale === true });
      rows.push(...admin.rows);
      notes.push(...admin.notes);
    }
    if (options.processes) {
      // Its two servers take the ports after the first server's (the scale and mix stages' second servers have stopped).
      const processes = await runProcessesStage(target, { ...options, port: options.port + 1 });
      rows.push(...processes.rows);
      notes.push(...processes.notes);
    }

    if (options.whileServing) await options.whileServing(server, target);
  } catch (error) {
    notes.push(`HTTP benchmarks stopped early: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    if (server) {
      const exit = await server.stop();
      if (exit.code !== 0) notes.push(`The server did not stop cleanly on SIGTERM (code ${exit.code}, signal ${exit.signal}).`);
    }
    process.removeListener('SIGINT', stopOnSignal);
    process.removeListener('SIGTERM', stopOnSignal);
    if (options.keepDatabase) {
      notes.push(`The bench database ${redact(options.databaseUrl)} was kept (--keep-database); drop it when done.`);
    } else {
      await dropDatabase(options.databaseUrl).catch((error: unknown) =>
        notes.push(`Could not drop the bench database: ${String(error)}`),
      );
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { rows, notes };
}

/** A URL without its password, for printing. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}
