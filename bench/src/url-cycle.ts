/**
 * Autocannon over many distinct URLs in turn: a shared counter, so the connections spread over
 * all of them (each request asks for the next URL). Used by the admin and mix stages.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { budgetOf, formatMs, formatRate, verdictOf, type Check, type ReportRow } from './report';
import { cpuBetween, type ProcessCpu, type ServerProcess } from './server-process';

/** What a browser sends; answers are compressed as they would be for a visitor. */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip, deflate', 'accept-language': 'lt-LT,lt;q=0.9' } as const;

export interface CycleOptions {
  connections: number;
  /** Seconds to run; or, with `amount`, as long as that many requests take. */
  durationS: number;
  /** Exactly this many requests instead of a duration (each URL once: `urls.length`). */
  amount?: number;
  /** Sent with every request, on top of {@link BROWSER_HEADERS}. */
  headers?: Record<string, string>;
  /** Cookies taken in turn, one per request beside the URL (several logged-in people). */
  cookies?: readonly string[];
  /** A few answers other than 200 are added here as `status path`. */
  samples: string[];
}

export async function cycleUrls(baseUrl: string, urls: readonly string[], options: CycleOptions): Promise<autocannon.Result> {
  let next = 0;
  const headers = { ...BROWSER_HEADERS, ...options.headers };
  return autocannon({
    url: baseUrl,
    connections: options.connections,
    ...(options.amount === undefined ? { duration: options.durationS } : { amount: options.amount }),
    timeout: 10,
    headers,
    requests: [
      {
        method: 'GET',
        path: urls[0]!,
        setupRequest: (request, context) => {
          const turn = next++;
          const url = urls[turn % urls.length]!;
          context.path = url;
          const cookies = options.cookies;
          const own = cookies && cookies.length > 0 ? { ...headers, cookie: cookies[turn % cookies.length]! } : headers;
          return { ...request, method: 'GET', path: url, headers: own };
        },
        onResponse: (status, _body, context) => {
          if (status !== 200 && options.samples.length < 3) options.samples.push(`${status} ${String(context.path)}`);
        },
      },
    ],
  });
}

/** One timed run over URLs: latency, rate, answers, and the server's CPU per answer. */
export interface CycleRun {
  p50: number;
  p99: number;
  /** 200 answers per second. */
  rate: number;
  answers: number;
  /** Server CPU (user + system, from /proc; over the primary and every worker of several) per answer during the timed run, ms. */
  cpuMsPerAnswer: number | undefined;
  /** The timed run's CPU by process (one entry for a server of one process); undefined when unreadable. */
  cpuByProcess?: ProcessCpu[] | undefined;
  /** One-minute load average at the end. */
  load: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** A few answers other than 200 of the timed run: `status path`. */
  samples: string[];
}

/** {@link cycleUrls} for `warmupS` untimed, then for `durationS` timed with the server's CPU read before and after. */
export async function measureCycle(
  server: ServerProcess,
  urls: readonly string[],
  options: Omit<CycleOptions, 'samples'> & {
    warmupS: number;
    /** Called right before the timed run; what it returns is called right after it (e.g. to read a counter). */
    aroundTimed?: () => Promise<() => Promise<void>>;
  },
): Promise<CycleRun> {
  const samples: string[] = [];
  await cycleUrls(server.baseUrl, urls, { ...options, durationS: options.warmupS, samples });
  samples.length = 0;
  const afterTimed = await options.aroundTimed?.();
  const cpuBefore = server.cpuSecondsByProcess();
  const result = await cycleUrls(server.baseUrl, urls, { ...options, samples });
  const cpuByProcess = cpuBetween(cpuBefore, server.cpuSecondsByProcess());
  await afterTimed?.();
  const answers = result.requests.total;
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rate: (result.statusCodeStats['200']?.count ?? 0) / result.duration,
    answers,
    cpuMsPerAnswer:
      cpuByProcess !== undefined && answers > 0 ? cpuByProcess.reduce((sum, each) => sum + each.ms, 0) / answers : undefined,
    cpuByProcess,
    load: loadavg()[0]!,
    statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    errors: result.errors,
    timeouts: result.timeouts,
    samples,
  };
}

/**
 * What makes a cycled load's figures untrustworthy, whatever its budget: the preflight's failures,
 * answers other than 200 (with an example), connection errors and timeouts.
 */
export function cycleFailures(
  run: Pick<CycleRun, 'statuses' | 'errors' | 'timeouts' | 'samples'>,
  preflightFailures: readonly string[],
): string[] {
  const failures = [...preflightFailures];
  const other = Object.entries(run.statuses).filter(([code]) => code !== '200');
  if (other.length > 0) {
    const count = other.reduce((sum, [, n]) => sum + n, 0);
    failures.push(
      `${count} answers other than 200 (${other.map(([code, n]) => `${n}×${code}`).join(', ')}; e.g. ${run.samples[0] ?? '?'})`,
    );
  }
  if (run.errors > 0) failures.push(`${run.errors} connection errors`);
  if (run.timeouts > 0) failures.push(`${run.timeouts} timeouts`);
  return failures;
}

/** The figures and verdict columns of a cycled load's report row. */
export function cycleRowFigures(
  run: Pick<CycleRun, 'p50' | 'p99' | 'rate'>,
  checks: readonly Check[],
  failures: readonly string[],
): Pick<ReportRow, 'p50' | 'tail' | 'rate' | 'budget' | 'verdict'> {
  return {
    p50: formatMs(run.p50),
    tail: `p99 ${formatMs(run.p99)}`,
    rate: formatRate(run.rate),
    budget: budgetOf(checks),
    verdict: verdictOf(checks, failures),
  };
}
