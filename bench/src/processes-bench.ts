/**
 * Stage `processes`: the server as `npm run serve -- --processes 2` runs it (docs/decisions/035) —
 * a primary that prepares the database and forks two workers sharing one port — beside a server
 * of one process, both started fresh by this stage on the same database and asked the same loads
 * in turn: the mix stage's calendar questions (caches on) and logged-in business pages. Each row
 * gives p50, p99, req/s and the server's CPU per answer, for two processes summed over the primary
 * and both workers, and the two-process rows their ratio to the one-process ones; the memory rows
 * each process's peak RSS. A last row checks, through the shared port, that a booking taken by
 * one worker is no longer offered by either right after its 201.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { addDays } from '@vizitas/booking-engine';
import type { DemoTarget } from './demo-target';
import type { HttpBenchOptions } from './http-bench';
import { drawMixTargets, MIX, mixUrls, type MixTarget } from './mix-bench';
import { connectionOwners } from './proc-sockets';
import { formatMs, NONE, verdictOf, type Check, type ReportRow } from './report';
import { holdsScaleData } from './scale-bench';
import { startServer, type ProcessFigure, type ServerProcess } from './server-process';
import { cycleFailures, cycleRowFigures, cycleUrls, measureCycle, type CycleRun } from './url-cycle';

export const PROCESSES = {
  /** Workers of the several-process server. */
  count: 2,
  /** The mix as the mix stage asks it: 500 customers × 4 URLs, 50 connections (QUALITY.md: p99 ≤ 15 ms). */
  customers: MIX.choices,
  mixConnections: MIX.connections,
  mixP99Ms: MIX.cachesOnP99Ms,
  /** Logged-in pages (QUALITY.md: ≤ 4 ms server CPU, p99 ≤ 50 ms at 10 connections). */
  pageConnections: 10,
  pageCpuMs: 4,
  pageP99Ms: 50,
  /** People logged in at once, and businesses whose pages they ask. */
  people: 20,
  businesses: 200,
  /** QUALITY.md: RSS ≤ 250 MB, for each process. */
  rssMb: 250,
  /**
   * The warm-up of each load, as a multiple of the bench's (3 s; 1 s with --quick). Two processes
   * each compile their own code and fill their own caches with half the requests: after the usual
   * 3 s they were still climbing (191 → 415 → 640 req/s in three runs that followed, one process
   * from the start 1,533–6,370), and reached their plateau after ~20 s of load.
   */
  warmupTimes: 5,
  /** After the timed run, before the database's transaction count is read (PostgreSQL reports a busy backend's counts about once a second). */
  statsSettleMs: 1_500,
  /** How long the idle servers' own transactions (the job queue's polling) are counted before the loads. */
  idleCountMs: 5_000,
  /** The cross-process check: asks before the booking, asks after it, how many must come within how long. */
  check: { before: 8, after: 24, atLeast: 20, withinMs: 1_000, batch: 2, keptMs: 30_000, days: 14 },
} as const;

/**
 * The customers of the mix: the targets as the mix stage takes them when there are enough (the
 * scale database: the same 2,000 URLs). The demo data has only ~100 bookable services, so there
 * each target is taken again by further customers, each asking for another specialist (`any`,
 * then each who offers the service), until `customers` or every choice is taken: every URL stays
 * distinct.
 */
export function processCustomers(targets: readonly MixTarget[], customers: number): MixTarget[] {
  if (targets.length >= customers) return targets.slice(0, customers);
  const result: MixTarget[] = [];
  for (let round = 0; result.length < customers; round++) {
    let added = false;
    targets.forEach((target, i) => {
      const choices = ['any', ...target.specialistIds];
      if (round >= choices.length || result.length >= customers) return;
      // Round 0 takes the choice the mix stage would (`i mod choices`), later rounds the next ones.
      result.push({ ...target, specialist: choices[(i + round) % choices.length]! });
      added = true;
    });
    if (!added) break;
  }
  return result;
}

export interface Visitors {
  cookies: string[];
  slugs: string[];
}

/** People with sessions (written as the booking fixture writes them), and businesses whose pages they ask. */
async function prepareVisitors(databaseUrl: string): Promise<Visitors> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const stamp = randomBytes(4).toString('hex');
    const users = await client.query<{ id: string }>(
      `insert into users (email, name, password_hash, email_verified_at)
       select 'bench-procesai-' || $1 || '-' || i || '@example.lt', 'Bench lankytoja ' || i, 'x', now()
       from generate_series(1, $2::int) as i
       returning id`,
      [stamp, PROCESSES.people],
    );
    const tokens = users.rows.map(() => randomBytes(32).toString('base64url'));
    await client.query(
      `insert into sessions (id, user_id, expires_at)
       select id, user_id, now() + interval '30 days' from unnest($1::text[], $2::uuid[]) as s(id, user_id)`,
      [tokens.map((token) => createHash('sha256').update(token).digest('hex')), users.rows.map((row) => row.id)],
    );
    const businesses = await client.query<{ slug: string }>(
      `select b.slug from businesses b
        where exists (select 1 from services s where s.business_id = b.id and s.active)
        order by b.slug like 'mastelis-%', b.slug limit $1`,
      [PROCESSES.businesses],
    );
    return { cookies: tokens.map((token) => `vizitas_session=${token}`), slugs: businesses.rows.map((row) => row.slug) };
  } finally {
    await client.end();
  }
}

/** One load on one server: the timed run, what the untimed pass found, each process's peak RSS. */
export interface ProcessRun extends CycleRun {
  /** e.g. "time slots + available dates, caches on". */
  name: string;
  processes: number;
  urls: number;
  connections: number;
  durationS: number;
  preflightFailures: string[];
  /** VmHWM of each process after the load (reset before it), MB. */
  peaks: ProcessFigure[];
  /** False when a reset was refused (then a peak includes what came before). */
  reset: boolean;
  /**
   * The database's committed transactions during the timed run per answer (`pg_stat_database`):
   * an answer computed from the database takes one, a kept answer none, so this is about the share
   * of answers computed. Undefined when unreadable.
   */
  transactionsPerAnswer?: number | undefined;
}

interface Load {
  name: string;
  urls: readonly string[];
  connections: number;
  cookies?: readonly string[];
}

/**
 * Every URL asked once, untimed (20 at a time): each must answer 200 (a logged-in page that
 * redirects to the login page fails). It also warms the server and PostgreSQL's buffers.
 */
async function preflight(server: ServerProcess, load: Load): Promise<string[]> {
  const samples: string[] = [];
  const result = await cycleUrls(server.baseUrl, load.urls, {
    // Autocannon refuses more connections than requests (the demo data has ~18 business pages).
    connections: Math.min(20, load.urls.length),
    durationS: 0,
    amount: load.urls.length,
    samples,
    ...(load.cookies ? { cookies: load.cookies } : {}),
  });
  const wrong = result.requests.total - (result.statusCodeStats['200']?.count ?? 0);
  return wrong > 0 ? [`untimed pass: ${wrong} of ${load.urls.length} URLs did not answer 200 (e.g. ${samples[0] ?? '?'})`] : [];
}

/** Committed transactions of the bench database so far (`pg_stat_database.xact_commit`), and when they were read. */
async function committedTransactions(client: pg.Client): Promise<{ commits: number; atMs: number } | undefined> {
  try {
    const result = await client.query<{ commits: string }>(
      'select xact_commit::text as commits from pg_stat_database where datname = current_database()',
    );
    const commits = Number(result.rows[0]?.commits);
    return Number.isFinite(commits) ? { commits, atMs: performance.now() } : undefined;
  } catch {
    return undefined;
  }
}

/** The database's transactions between two readings per answer, less what the idle servers commit meanwhile (never below 0). */
export function transactionsPerAnswer(
  before: { commits: number; atMs: number } | undefined,
  after: { commits: number; atMs: number } | undefined,
  idlePerS: number | undefined,
  answers: number,
): number | undefined {
  if (!before || !after || idlePerS === undefined || answers <= 0) return undefined;
  const idle = (idlePerS * (after.atMs - before.atMs)) / 1000;
  return Math.max(0, after.commits - before.commits - idle) / answers;
}

async function measureLoad(
  server: ServerProcess,
  load: Load,
  options: Pick<HttpBenchOptions, 'durationS' | 'warmupS' | 'log'> & { stats: pg.Client; idlePerS: number | undefined },
): Promise<ProcessRun> {
  const who = processesText(server.processCount);
  options.log(
    `  processes: ${load.name}, ${who}: ${load.urls.length.toLocaleString('en-US')} URLs, warm-up ${options.warmupS} s, then ${options.durationS} s`,
  );
  const reset = server.resetPeakRss();
  const preflightFailures = await preflight(server, load);
  type Reading = Awaited<ReturnType<typeof committedTransactions>>;
  let readings: [Reading, Reading] = [undefined, undefined];
  const run = await measureCycle(server, load.urls, {
    connections: load.connections,
    durationS: options.durationS,
    warmupS: options.warmupS,
    ...(load.cookies ? { cookies: load.cookies } : {}),
    aroundTimed: async () => {
      const before = await committedTransactions(options.stats);
      return async () => {
        await new Promise((resolve) => setTimeout(resolve, PROCESSES.statsSettleMs));
        readings = [before, await committedTransactions(options.stats)];
      };
    },
  });
  return {
    transactionsPerAnswer: transactionsPerAnswer(readings[0], readings[1], options.idlePerS, run.answers),
    ...run,
    name: load.name,
    processes: server.processCount,
    urls: load.urls.length,
    connections: load.connections,
    durationS: options.durationS,
    preflightFailures,
    peaks: server.memoryByProcess('VmHWM'),
    reset,
  };
}

/** `×1.23`: a two-process figure as a multiple of the one-process one. */
export function ratio(two: number | undefined, one: number | undefined): string {
  if (two === undefined || one === undefined || !Number.isFinite(two) || !Number.isFinite(one) || one <= 0) return '×?';
  return `×${(two / one).toFixed(2)}`;
}

/** How the timed run's CPU fell on the processes: "primary 0.8 %, workers 50 % + 49 %". */
export function cpuSplit(run: Pick<CycleRun, 'cpuByProcess'>): string | undefined {
  const byProcess = run.cpuByProcess;
  if (!byProcess || byProcess.length < 2) return undefined;
  const total = byProcess.reduce((sum, each) => sum + each.ms, 0);
  if (total <= 0) return undefined;
  const share = (ms: number) => {
    const percent = (ms / total) * 100;
    return `${percent < 10 ? percent.toFixed(1) : percent.toFixed(0)} %`;
  };
  const primary = byProcess.filter((each) => each.role === 'primary').map((each) => share(each.ms));
  const workers = byProcess.filter((each) => each.role === 'worker').map((each) => share(each.ms));
  return [primary.length > 0 ? `primary ${primary.join(' + ')}` : '', `workers ${workers.join(' + ')}`]
    .filter(Boolean)
    .join(', ');
}

function failuresOf(run: ProcessRun): string[] {
  const failures = cycleFailures(run, run.preflightFailures);
  if (run.cpuMsPerAnswer === undefined) failures.push('server CPU not readable (or a worker was replaced during the run)');
  return failures;
}

function processesText(count: number): string {
  return count === 1 ? '1 process' : `${count} processes`;
}

/** "; 0.48 database transactions per answer" when known. */
export function transactionsText(run: Pick<ProcessRun, 'transactionsPerAnswer'>): string {
  const value = run.transactionsPerAnswer;
  return value === undefined ? '' : `; ${value.toFixed(2)} database transactions per answer`;
}

/** A load's row; the two-process one names its ratios to the one-process run of the same load. */
export function loadRow(run: ProcessRun, checks: readonly Check[], single: ProcessRun | undefined, extra: string): ReportRow {
  const cpu = run.cpuMsPerAnswer === undefined ? '?' : run.cpuMsPerAnswer.toFixed(run.cpuMsPerAnswer < 1 ? 3 : 2);
  const split = cpuSplit(run);
  const versus =
    single && single !== run
      ? `; against 1 process: req/s ${ratio(run.rate, single.rate)}, p99 ${ratio(run.p99, single.p99)}, CPU/answer ${ratio(run.cpuMsPerAnswer, single.cpuMsPerAnswer)}`
      : '';
  return {
    name: `processes: ${run.name}, ${processesText(run.processes)} (c=${run.connections}, ${run.durationS} s)`,
    ...cycleRowFigures(run, checks, failuresOf(run)),
    notes:
      `${run.answers.toLocaleString('en-US')} answers over ${run.urls.toLocaleString('en-US')} distinct URLs; ` +
      `server CPU ${cpu} ms/answer${run.processes > 1 ? ' (primary and workers together)' : ''}${split ? ` — ${split}` : ''}` +
      `${versus}${transactionsText(run)}; load avg ${run.load.toFixed(1)}; ${extra}`,
  };
}

/** The memory row of one server: the highest peak of any of its processes over the loads, each process's peak by load in the notes. */
export function rssRow(runs: readonly ProcessRun[], extra: string): ReportRow {
  const processes = runs[0]?.processes ?? 1;
  const values = runs.flatMap((run) => run.peaks.map((peak) => peak.value));
  const readable = values.length > 0 && values.every((value) => value !== undefined);
  const highest = readable ? Math.max(...(values as number[])) : undefined;
  const label = `RSS ≤ ${PROCESSES.rssMb} MB per process`;
  const checks: Check[] = highest === undefined ? [] : [{ label, actual: highest, limit: PROCESSES.rssMb, kind: 'max' }];
  const byLoad = runs
    .map((run) => {
      const peaks = run.peaks.map((peak) => {
        const mb = peak.value === undefined ? '?' : peak.value.toFixed(0);
        return processes === 1 ? mb : `${peak.role} ${peak.pid} ${mb}`;
      });
      return `${run.name}: ${peaks.join(' · ')}`;
    })
    .join('; ');
  const reset = runs.every((run) => run.reset);
  return {
    name: `processes: peak RSS ${processes === 1 ? 'of the one process' : `per process, ${processes} processes`}`,
    p50: highest === undefined ? NONE : `${highest.toFixed(0)} MB`,
    tail: NONE,
    rate: NONE,
    budget: label,
    verdict: highest === undefined ? 'FAILED: not readable' : verdictOf(checks),
    notes:
      `${reset ? 'VmHWM of each process, reset before each load (its untimed pass, warm-up and timed run)' : 'VmHWM (a reset was refused, so a peak includes what came before)'}; ` +
      `by load (MB): ${byLoad}; ${extra}`,
  };
}

/** One answer of the cross-process check, its times in ms from the booking's 201 (negative before it). */
export interface CheckAnswer {
  status: number;
  /** Whether the answer offered the booked time. */
  offered: boolean;
  startMs: number;
  endMs: number;
  /** The process that answered (from /proc), when it could be told. */
  owner?: number | undefined;
}

export interface CrossProcessCheck {
  /** e.g. "grozio-salonas-gintare, specialist 2 of 4, 2026-11-30 16:30 (UTC)" */
  what: string;
  before: CheckAnswer[];
  booking: { status: number; body: string; owner?: number | undefined };
  after: CheckAnswer[];
  workers: number[];
}

export interface CrossProcessVerdict {
  failures: string[];
  /** The last answer after the booking, ms after its 201. */
  lastMs: number | undefined;
  firstMs: number | undefined;
  withinLimit: number;
  /** Answers after the 201 that still offered the time, and when the last of them ended (ms after the 201). */
  stale: number;
  staleUntilMs: number | undefined;
  /** Answers after the booking by the processes that did not take it, and by the one that did. */
  fromOthers: number | undefined;
  fromBooker: number | undefined;
}

/**
 * Judges the check. Asked for: the time offered by every process before the booking, ≥ 20 answers
 * within a second after its 201, and none offering it after the first second. The event reaches the other processes
 * after the commit (decision 035: `pg_notify` in a statement of its own after the transaction), so
 * an answer right after the 201 may come before it: such answers are counted, with the time the
 * last of them ended — QUALITY.md's budget is that the other process sees the write within 1 s.
 */
export function judgeCrossProcess(check: CrossProcessCheck): CrossProcessVerdict {
  const { atLeast, withinMs, keptMs } = PROCESSES.check;
  const failures: string[] = [];
  const notOffered = check.before.filter((answer) => answer.status !== 200 || !answer.offered);
  if (check.before.length === 0 || notOffered.length > 0) {
    failures.push(
      `before the booking ${notOffered.length} of ${check.before.length} answers did not offer the time (so the check proves nothing)`,
    );
  }
  if (check.booking.status !== 201)
    failures.push(`the booking answered ${check.booking.status}: ${check.booking.body.slice(0, 160)}`);
  const after = [...check.after].sort((a, b) => a.endMs - b.endMs);
  const booker = check.booking.owner;
  const stale = after.filter((answer) => answer.offered);
  const staleUntilMs = stale.length > 0 ? stale.at(-1)!.endMs : undefined;
  // Answers in the first moments after the 201 may come before the other process has heard the
  // event: the budget (issue 15, QUALITY.md) is that it sees the write within a second, so a stale
  // answer fails the check only when it ends later than that, or is the last one.
  if (stale.length > 0 && (staleUntilMs! > withinMs || after.at(-1)!.offered)) {
    const own = booker === undefined ? 0 : stale.filter((answer) => answer.owner === booker).length;
    const others =
      booker === undefined ? 0 : stale.filter((answer) => answer.owner !== undefined && answer.owner !== booker).length;
    const whose = [
      others > 0 ? `${others} from the other process` : '',
      own > 0 ? `${own} from the process that took the booking` : '',
    ].filter(Boolean);
    failures.push(
      `the booked time was still offered on ${stale.length} of ${after.length} answers after the 201` +
        `${whose.length > 0 ? ` (${whose.join(', ')})` : ''}, the last ending ${staleUntilMs!.toFixed(0)} ms after it`,
    );
    if (after.at(-1)!.offered) failures.push('the last answer still offered it');
  }
  const wrong = after.filter((answer) => answer.status !== 200);
  if (wrong.length > 0) failures.push(`${wrong.length} answers after the booking were not 200 (${wrong[0]!.status})`);
  const withinLimit = after.filter((answer) => answer.status === 200 && answer.endMs <= withinMs).length;
  if (withinLimit < atLeast) failures.push(`only ${withinLimit} answers within ${withinMs} ms of the 201 (${atLeast} asked for)`);
  const lastMs = after.at(-1)?.endMs;
  const firstMs = after[0]?.endMs;
  // The kept answers live 30 s (decisions 008, 043): an answer after that would be fresh with or without the relay.
  const firstBefore = check.before.length > 0 ? Math.min(...check.before.map((answer) => answer.startMs)) : undefined;
  if (lastMs !== undefined && firstBefore !== undefined && lastMs - firstBefore > keptMs) {
    failures.push(
      `inconclusive: the last answer came ${(lastMs - firstBefore).toFixed(0)} ms after the first ask, past the ${keptMs} ms the answers are kept`,
    );
  }
  const owned = after.every((answer) => answer.owner !== undefined) && booker !== undefined;
  const fromOthers = owned ? after.filter((answer) => answer.owner !== booker).length : undefined;
  const fromBooker = owned ? after.length - fromOthers! : undefined;
  if (fromOthers === 0) failures.push('every answer after the booking came from the process that took it');
  return { failures, lastMs, firstMs, withinLimit, stale: stale.length, staleUntilMs, fromOthers, fromBooker };
}

/** The check's sentence for the notes: "cross-process: booked time withdrawn on every answer within N ms" or FAILED. */
export function crossProcessSentence(verdict: CrossProcessVerdict): string {
  if (verdict.failures.length === 0 && verdict.lastMs !== undefined) {
    return verdict.stale > 0
      ? `cross-process: booked time withdrawn within ${verdict.staleUntilMs!.toFixed(0)} ms (${verdict.stale} answer${verdict.stale === 1 ? '' : 's'} before that still offered it), on every later answer to ${verdict.lastMs.toFixed(0)} ms`
      : `cross-process: booked time withdrawn on every answer within ${verdict.lastMs.toFixed(0)} ms`;
  }
  const onlyStale = verdict.failures.length === 1 && verdict.stale > 0 && verdict.lastMs !== undefined;
  const budget =
    onlyStale && verdict.staleUntilMs! <= PROCESSES.check.withinMs
      ? `; withdrawn on every later answer, to ${verdict.lastMs!.toFixed(0)} ms (QUALITY.md's "seen within 1 s" met)`
      : '';
  return `cross-process: FAILED — ${verdict.failures.join('; ')}${budget}`;
}

export function crossProcessRow(check: CrossProcessCheck, processes: number): ReportRow {
  const verdict = judgeCrossProcess(check);
  const { withinMs, atLeast } = PROCESSES.check;
  const limit = withinMs.toLocaleString('en-US');
  const checks: Check[] =
    verdict.lastMs === undefined
      ? []
      : [{ label: `seen within ${limit} ms`, actual: verdict.staleUntilMs ?? 0, limit: withinMs, kind: 'max' }];
  const beforeOwners = new Set(check.before.map((answer) => answer.owner).filter((owner) => owner !== undefined));
  const who =
    verdict.fromOthers === undefined
      ? 'which process answered could not be read from /proc for every answer'
      : `after the booking ${verdict.fromOthers} answers came from the other process${processes > 2 ? 'es' : ''} and ${verdict.fromBooker} from the one that took it (pid ${check.booking.owner}); ` +
        `before it the time was offered by ${beforeOwners.size} of ${check.workers.length} workers`;
  return {
    name: `processes: a booking through the shared port, its time asked again on new connections (${processesText(processes)})`,
    p50:
      verdict.lastMs === undefined
        ? NONE
        : `${verdict.stale} stale${verdict.staleUntilMs === undefined ? '' : `, to ${formatMs(verdict.staleUntilMs)}`}`,
    tail:
      verdict.lastMs === undefined
        ? NONE
        : `${check.after.length} answers, ${formatMs(verdict.firstMs!)}–${formatMs(verdict.lastMs)}`,
    rate: NONE,
    budget: `≥ ${atLeast} answers within ${limit} ms after the 201; seen by the other's caches within ${limit} ms (no answer offers the time after that)`,
    verdict: verdictOf(checks, verdict.failures),
    notes:
      `${crossProcessSentence(verdict)}; ${check.what}; asked ${check.before.length} times just before the booking (every answer 200 and offering it: ` +
      `${check.before.filter((answer) => answer.status === 200 && answer.offered).length}), then ${check.after.length} times from the 201 on, two at a time, ` +
      `${verdict.withinLimit} of them answered within ${withinMs} ms (the figures: answers that still offered the time and when the last of them ended, ` +
      `then when the first and the last answer ended, ms after the 201); each on a new connection, which the primary hands to the workers in turn; ${who}`,
  };
}

interface Asked {
  status: number;
  body: string;
  startMs: number;
  endMs: number;
  clientPort: number;
  agent: Agent;
}

/** One request on a connection of its own, kept open afterwards so that /proc can tell which process holds it. */
function askOnNewConnection(
  port: number,
  method: 'GET' | 'POST',
  url: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Asked> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const startMs = performance.now();
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
      },
      (response) => {
        const clientPort = response.socket.localPort ?? 0;
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text, startMs, endMs: performance.now(), clientPort, agent }),
        );
      },
    );
    request.setTimeout(10_000, () => request.destroy(new Error(`${method} ${url}: no answer within 10 s`)));
    request.on('error', (error) => {
      agent.destroy();
      reject(error);
    });
    request.end(body);
  });
}

async function getJson<T>(baseUrl: string, url: string): Promise<T> {
  const response = await fetch(baseUrl + url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The time slots URL of one named specialist of the demo target, a day with a free time, and the last free time of that day. */
async function chooseSlot(
  server: ServerProcess,
  target: DemoTarget,
): Promise<{ url: string; start: string; specialistId: string; what: string }> {
  const options = await getJson<{ services: Array<{ id: string; specialistIds: string[] }> }>(
    server.baseUrl,
    `/api/public/schedule/calendar-options?business=${encodeURIComponent(target.slug)}`,
  );
  const specialists = options.services.find((service) => service.id === target.serviceId)?.specialistIds ?? [];
  for (const [index, specialistId] of specialists.entries()) {
    for (let day = 0; day < PROCESSES.check.days; day++) {
      const date = addDays(target.date, day);
      const url =
        `/api/public/schedule/available-time-slots?business=${encodeURIComponent(target.slug)}` +
        `&services=${target.serviceId}&specialist=${specialistId}&date=${date}`;
      const { slots } = await getJson<{ slots: Array<{ start: string }> }>(server.baseUrl, url);
      // The day's last free time: the furthest from "now" and its minimum notice.
      const start = slots.at(-1)?.start;
      if (start) {
        return {
          url,
          start,
          specialistId,
          what: `${target.slug}, "${target.serviceName}", specialist ${index + 1} of ${specialists.length}, ${date}, start ${start}`,
        };
      }
    }
  }
  throw new Error(
    `no free time for any specialist of ${target.slug} / ${target.serviceName} in ${PROCESSES.check.days} days from ${target.date}`,
  );
}

/**
 * Through the shared port: the slot's time-slots URL asked on new connections (so both workers keep
 * its answer), the time booked by a logged-in customer, then the URL asked again on new
 * connections, two at a time, from the 201 on for up to a second. Which worker answered each is
 * read from /proc afterwards (the connections are kept open until then).
 */
export async function runCrossProcessCheck(
  server: ServerProcess,
  target: DemoTarget,
  cookie: string,
): Promise<CrossProcessCheck> {
  const { before: beforeCount, after: afterCount, batch, withinMs } = PROCESSES.check;
  const slot = await chooseSlot(server, target);
  const open: Asked[] = [];
  const ask = async (count: number, keepGoing: () => boolean): Promise<Asked[]> => {
    const answers: Asked[] = [];
    while (answers.length < count && keepGoing()) {
      const wave = await Promise.all(
        Array.from({ length: Math.min(batch, count - answers.length) }, () =>
          askOnNewConnection(server.port, 'GET', slot.url, {}),
        ),
      );
      answers.push(...wave);
      open.push(...wave);
    }
    return answers;
  };
  try {
    const before = await ask(beforeCount, () => true);
    const payload = JSON.stringify({
      business: target.slug,
      specialist: slot.specialistId,
      services: [target.serviceId],
      start: slot.start,
    });
    const booking = await askOnNewConnection(
      server.port,
      'POST',
      '/api/user/appointment',
      { cookie, origin: `http://127.0.0.1:${server.port}`, 'content-type': 'application/json' },
      payload,
    );
    open.push(booking);
    const at = booking.endMs;
    const after = booking.status === 201 ? await ask(afterCount, () => performance.now() - at < withinMs) : [];
    const workers = server.pids().workers;
    const owners = connectionOwners(
      server.port,
      open.map((each) => each.clientPort),
      workers,
    );
    const answerOf = (each: Asked): CheckAnswer => {
      let offered = false;
      try {
        offered =
          (JSON.parse(each.body) as { slots?: Array<{ start: string }> }).slots?.some((s) => s.start === slot.start) ?? false;
      } catch {
        // not JSON: counted by its status
      }
      return {
        status: each.status,
        offered,
        startMs: each.startMs - at,
        endMs: each.endMs - at,
        owner: owners.get(each.clientPort),
      };
    };
    return {
      what: slot.what,
      before: before.map(answerOf),
      booking: { status: booking.status, body: booking.body, owner: owners.get(booking.clientPort) },
      after: after.map(answerOf),
      workers,
    };
  } finally {
    for (const each of open) each.agent.destroy();
  }
}

/** The bench's options; `port`: the first of the two ports this stage's servers take (the scale and mix stages' second port). */
export type ProcessesStageOptions = Pick<
  HttpBenchOptions,
  'databaseUrl' | 'port' | 'webBuildDir' | 'durationS' | 'warmupS' | 'log'
>;

/**
 * The stage: a server of one process on `port` and one of {@link PROCESSES.count} on `port + 1`,
 * both fresh on the bench database as it is (the scale database after the scale and mix stages,
 * the demo data with `--only processes`); the check, then each load on one and on the other.
 */
export async function runProcessesStage(
  target: DemoTarget,
  options: ProcessesStageOptions,
): Promise<{ rows: ReportRow[]; notes: string[] }> {
  const atScale = await holdsScaleData(options.databaseUrl);
  const targets = await drawMixTargets(options.databaseUrl, PROCESSES.customers);
  const customers = processCustomers(targets, PROCESSES.customers);
  const urls = mixUrls(customers, new Date().toISOString().slice(0, 10)).mixed;
  const visitors = await prepareVisitors(options.databaseUrl);
  const pages = visitors.slugs.map((slug) => `/apie/${encodeURIComponent(slug)}`);
  const where = atScale ? 'the scale database' : "the HTTP stage's database (demo data; not the scale database)";
  const businesses = new Set(customers.map((customer) => customer.slug)).size;
  const notes = [
    `processes rows: in ${where}; two servers started fresh by the stage and asked in turn — one process on port ${options.port}, ` +
      `\`--processes ${PROCESSES.count}\` on port ${options.port + 1} (a primary and ${PROCESSES.count} workers, node's cluster); ` +
      `the mix: ${urls.length.toLocaleString('en-US')} URLs of ${customers.length} customers over ${businesses} businesses` +
      `${targets.length < PROCESSES.customers ? ` (only ${targets.length} bookable services here, so each is asked for several specialist choices)` : " (the mix stage's)"}; ` +
      `logged-in pages: ${visitors.cookies.length} people with sessions in turn, ${pages.length} businesses' /apie pages.`,
  ];

  const dataDirs: string[] = [];
  const start = (port: number, processes: number) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'vizitas-bench-processes-'));
    dataDirs.push(dataDir);
    options.log(`processes: starting a server of ${processesText(processes)} on port ${port}`);
    return startServer({
      port,
      databaseUrl: options.databaseUrl,
      dataDir,
      webBuildDir: options.webBuildDir,
      ...(processes > 1 ? { args: ['--processes', String(processes)] } : {}),
    });
  };
  let single: ServerProcess | undefined;
  let several: ServerProcess | undefined;
  try {
    single = await start(options.port, 1);
    several = await start(options.port + 1, PROCESSES.count);
    const pids = several.pids();
    options.log(`processes: primary ${pids.primary}, workers ${pids.workers.join(', ')}`);

    const rows: ReportRow[] = [];
    options.log('processes: a booking through the shared port, its time asked again on new connections');
    let checkRow: ReportRow;
    try {
      const check = await runCrossProcessCheck(several, target, visitors.cookies[0]!);
      checkRow = crossProcessRow(check, PROCESSES.count);
      notes.push(crossProcessSentence(judgeCrossProcess(check)));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      checkRow = {
        name: `processes: a booking through the shared port, its time asked again on new connections (${processesText(PROCESSES.count)})`,
        p50: NONE,
        tail: NONE,
        rate: NONE,
        budget: `a write in one process seen by the other's caches within ${PROCESSES.check.withinMs.toLocaleString('en-US')} ms`,
        verdict: `FAILED: ${message}`,
        notes: `cross-process: FAILED — ${message}`,
      };
      notes.push(`cross-process: FAILED — ${message}`);
    }

    const mixLoad: Load = { name: 'time slots + available dates, caches on', urls, connections: PROCESSES.mixConnections };
    const pageLoad: Load = {
      name: 'logged-in GET SSR /apie/<slug>',
      urls: pages,
      connections: PROCESSES.pageConnections,
      cookies: visitors.cookies,
    };
    const stats = new pg.Client({ connectionString: options.databaseUrl });
    await stats.connect();
    let mixOne: ProcessRun, mixTwo: ProcessRun, pageOne: ProcessRun, pageTwo: ProcessRun;
    try {
      // What the servers commit with no request (the job queue polls): taken off each run's count.
      const idleStart = await committedTransactions(stats);
      await new Promise((resolve) => setTimeout(resolve, PROCESSES.idleCountMs));
      const idleEnd = await committedTransactions(stats);
      const idlePerS =
        idleStart && idleEnd ? ((idleEnd.commits - idleStart.commits) * 1000) / (idleEnd.atMs - idleStart.atMs) : undefined;
      notes.push(
        `processes: database transactions per answer are the bench database's commits (pg_stat_database) during the timed run, ` +
          `less the ${idlePerS?.toFixed(1) ?? '?'} a second the idle servers committed (the job queue's polling; counted for ${PROCESSES.idleCountMs / 1000} s before the loads).`,
      );
      const timing = { ...options, warmupS: options.warmupS * PROCESSES.warmupTimes, stats, idlePerS };
      mixOne = await measureLoad(single, mixLoad, timing);
      mixTwo = await measureLoad(several, mixLoad, timing);
      pageOne = await measureLoad(single, pageLoad, timing);
      pageTwo = await measureLoad(several, pageLoad, timing);
    } finally {
      await stats.end();
    }

    const mixChecks = (run: ProcessRun): Check[] => [
      { label: `p99 ≤ ${PROCESSES.mixP99Ms} ms`, actual: run.p99, limit: PROCESSES.mixP99Ms, kind: 'max' },
    ];
    const pageChecks = (run: ProcessRun): Check[] => [
      ...(run.cpuMsPerAnswer === undefined
        ? []
        : [
            {
              label: `≤ ${PROCESSES.pageCpuMs} ms server CPU`,
              actual: run.cpuMsPerAnswer,
              limit: PROCESSES.pageCpuMs,
              kind: 'max' as const,
            },
          ]),
      { label: `p99 ≤ ${PROCESSES.pageP99Ms} ms`, actual: run.p99, limit: PROCESSES.pageP99Ms, kind: 'max' },
    ];
    const mixNote =
      `customers' four URLs together, as the mix stage asks them; caches as in production (each process its own; ` +
      `a computed answer takes one database transaction, a kept one none); ${where}`;
    const pageNote = `a session in turn per request, so every answer is a render (no page cache for a session); ${where}`;
    rows.push(
      loadRow(mixOne, mixChecks(mixOne), undefined, mixNote),
      loadRow(mixTwo, mixChecks(mixTwo), mixOne, mixNote),
      loadRow(pageOne, pageChecks(pageOne), undefined, pageNote),
      loadRow(pageTwo, pageChecks(pageTwo), pageOne, pageNote),
      rssRow([mixOne, pageOne], 'the server of one process'),
      rssRow([mixTwo, pageTwo], `the primary (it prepared the database, then hands out connections) and each worker`),
      checkRow,
    );
    return { rows, notes };
  } finally {
    for (const server of [several, single]) {
      if (!server) continue;
      const exit = await server.stop();
      if (exit.code !== 0)
        notes.push(`processes: a server did not stop cleanly on SIGTERM (code ${exit.code}, signal ${exit.signal}).`);
    }
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  }
}
