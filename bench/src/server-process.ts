/**
 * The product as a child process, started the way `npm run serve` starts it (the server
 * bundled by `apps/server/scripts/bundle.mjs`, then `NODE_ENV=production node
 * apps/server/dist/server.mjs` in the repository root), with its own port, database and data
 * folder. The memory and CPU figures are read from that node process — or, started with
 * `--processes N` (docs/decisions/035), from the primary and the N workers it forks (found as the
 * primary's children in /proc).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUNDLE_SCRIPT = 'apps/server/scripts/bundle.mjs';
const SERVER_ENTRY = 'apps/server/dist/server.mjs';

/**
 * The node options `npm run serve` starts the server with (V8's heap sizes, docs/decisions/036),
 * read from the root package.json's `serve` script: the words between `node` and the server's
 * entry, each `${NAME:-default}` replaced as the shell would (the variable when set and not
 * empty, else the default). The bench starts its servers with the same.
 */
export function serveNodeFlags(script = serveScript(), env: NodeJS.ProcessEnv = process.env): string[] {
  const words = script.split(/\s+/);
  const entry = words.indexOf(SERVER_ENTRY);
  const node = entry === -1 ? -1 : words.lastIndexOf('node', entry);
  if (node === -1) throw new Error(`the serve script does not start node ${SERVER_ENTRY}`);
  return words
    .slice(node + 1, entry)
    .map((word) => word.replace(/\$\{(\w+):-([^}]*)\}/g, (_, name: string, fallback: string) => env[name] || fallback));
}

function serveScript(): string {
  const manifest = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  return manifest.scripts.serve ?? '';
}

/** Bundles the server from the current sources (as `npm run serve` does first). */
export function bundleServer(): void {
  execFileSync(process.execPath, [BUNDLE_SCRIPT], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
}

export interface StartOptions {
  port: number;
  /** PostgreSQL URL; without it the server uses PGlite in `dataDir`. */
  databaseUrl?: string;
  /** The server's `DATA_DIR` (secrets, PGlite): a temporary folder, so the bench touches nothing of the repository. */
  dataDir: string;
  /** The web build to serve (`WEB_BUILD_DIR`); default the repository's apps/web/build. */
  webBuildDir?: string;
  /** More environment for the server (e.g. `VIZITAS_AVAILABILITY_CACHE=off`). */
  extraEnv?: Record<string, string>;
  /** How long migrations, demo data and the first /healthz may take. Default 180 s. */
  startTimeoutMs?: number;
  /** Command-line arguments after the server's script, as `npm run serve -- …` passes them (e.g. `--processes 2`). */
  args?: readonly string[];
}

/** The processes that serve: the one that was started, and the ones answering requests. */
export interface ServerPids {
  /** The topmost node process running the server: the cluster's primary, or the only process. */
  primary: number;
  /** The processes answering requests: the primary's workers, or `[primary]` when it serves alone. */
  workers: number[];
}

/** One process's figure, named by its pid and what it does. */
export interface ProcessFigure {
  pid: number;
  role: 'primary' | 'worker';
  value: number | undefined;
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  /** The server's pid. */
  pid: number;
  /** How many processes answer requests (`--processes N`; 1 without it). */
  processCount: number;
  /** The primary and the workers, read from /proc now (a worker that died is replaced by a new pid). */
  pids(): ServerPids;
  /** Peak resident memory (VmHWM) of the serving node process — the highest of the workers' — in MB; undefined once it has exited. */
  peakRssMb(): number | undefined;
  /** Current resident memory (VmRSS) of the serving node process (the highest of the workers'), in MB. */
  rssMb(): number | undefined;
  /** VmHWM or VmRSS of each process (the primary first, then the workers; one entry when it serves alone), in MB. */
  memoryByProcess(field: 'VmHWM' | 'VmRSS'): ProcessFigure[];
  /** CPU time (user + system) the server has used so far, in seconds: summed over the primary and its workers. */
  cpuSeconds(): number | undefined;
  /** CPU time (user + system) of each process so far, in seconds (as {@link memoryByProcess}). */
  cpuSecondsByProcess(): ProcessFigure[];
  /** Resets the peak (VmHWM) to the current RSS (`5` into /proc/<pid>/clear_refs) of every process; false if refused. */
  resetPeakRss(): boolean;
  /** The last lines the server wrote (for error messages). */
  output(): string;
  /** SIGTERM, then waits for the exit (SIGKILL to the same pids after `graceMs`). */
  stop(graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `VmHWM`/`VmRSS` of /proc/<pid>/status, in MB; undefined when unreadable. */
export function memoryOf(pid: number, field: 'VmHWM' | 'VmRSS'): number | undefined {
  try {
    return parseProcStatusKb(readFileSync(`/proc/${pid}/status`, 'utf8'), field) / 1024;
  } catch {
    return undefined;
  }
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/** utime + stime of /proc/<pid>/stat, in seconds. */
export function parseProcStatCpuSeconds(stat: string): number {
  // Fields after the command (which may hold spaces), from field 3 on: utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / USER_HZ;
}

export function cpuSecondsOf(pid: number): number | undefined {
  try {
    return parseProcStatCpuSeconds(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
}

export function parseProcStatusKb(status: string, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, 'm').exec(status);
  if (!match) throw new Error(`${field} not found in /proc status`);
  return Number(match[1]);
}

/** The pids of a `children` file of /proc (space-separated; empty when there are none). */
export function parsePidList(text: string): number[] {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .filter((pid) => Number.isInteger(pid) && pid > 0);
}

/** The children of a process: /proc/<pid>/task/<tid>/children of each of its threads (a child belongs to the thread that forked it). */
export function childrenOf(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  const children = new Set<number>();
  for (const task of tasks) {
    try {
      for (const child of parsePidList(readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8'))) children.add(child);
    } catch {
      // the thread ended meanwhile
    }
  }
  return [...children];
}

/** A process of a tree: its pid, its parent's and its command line. */
export interface ProcessEntry {
  pid: number;
  ppid: number;
  command: string;
}

/** The pid and all its descendants, parents first, with their command lines. */
export function processEntries(pid: number): ProcessEntry[] {
  const found: ProcessEntry[] = [];
  const queue: Array<{ pid: number; ppid: number }> = [{ pid, ppid: 0 }];
  while (queue.length > 0) {
    const current = queue.shift()!;
    found.push({ ...current, command: commandOf(current.pid) });
    queue.push(...childrenOf(current.pid).map((child) => ({ pid: child, ppid: current.pid })));
  }
  return found;
}

/** The pid and all its descendants (from /proc/<pid>/task/<tid>/children), parents first. */
export function processTree(pid: number): number[] {
  return processEntries(pid).map((entry) => entry.pid);
}

/** Whether a command line is node running `entry` (not a shell or npm whose command names it). */
function runsEntry(command: string, entry: string): boolean {
  const program = command.split(' ')[0] ?? '';
  return /^node/.test(path.basename(program)) && command.includes(entry);
}

/**
 * Which processes of a tree (parents first) serve: the primary is the topmost node process running
 * `entry` (the root itself, or a launcher's child if one is ever put in between); the workers are
 * its children running `entry` (node's cluster forks the same script), or the primary alone.
 */
export function serverPidsOf(root: number, tree: readonly ProcessEntry[], entry: string): ServerPids {
  const servers = tree.filter((each) => runsEntry(each.command, entry));
  const primary = servers[0]?.pid ?? root;
  const workers = servers.filter((each) => each.ppid === primary).map((each) => each.pid);
  return { primary, workers: workers.length > 0 ? workers : [primary] };
}

/** The primary and the workers, each once (one pid when the primary serves alone). */
export function distinctPids(pids: ServerPids): Array<{ pid: number; role: 'primary' | 'worker' }> {
  const list: Array<{ pid: number; role: 'primary' | 'worker' }> = [];
  if (!pids.workers.includes(pids.primary)) list.push({ pid: pids.primary, role: 'primary' });
  for (const pid of pids.workers) list.push({ pid, role: 'worker' });
  return list;
}

/** CPU milliseconds a process used between two readings. */
export interface ProcessCpu {
  pid: number;
  role: 'primary' | 'worker';
  ms: number;
}

/**
 * Each process's CPU between two readings of {@link ServerProcess.cpuSecondsByProcess}; undefined
 * when a reading is missing or the processes changed in between (a worker died and was replaced:
 * its time would be lost).
 */
export function cpuBetween(before: readonly ProcessFigure[], after: readonly ProcessFigure[]): ProcessCpu[] | undefined {
  if (before.length === 0 || before.length !== after.length) return undefined;
  const result: ProcessCpu[] = [];
  for (const [index, first] of before.entries()) {
    const last = after[index]!;
    if (last.pid !== first.pid || first.value === undefined || last.value === undefined) return undefined;
    result.push({ pid: first.pid, role: first.role, ms: (last.value - first.value) * 1000 });
  }
  return result;
}

/** How many processes `--processes N` / `--processes=N` among the arguments asks for (1 without it). */
export function processesAsked(args: readonly string[]): number {
  let asked = 1;
  args.forEach((argument, index) => {
    if (argument === '--processes') asked = Number(args[index + 1]);
    else if (argument.startsWith('--processes=')) asked = Number(argument.slice('--processes='.length));
  });
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** Resolves when nothing listens on the port (so /healthz cannot be answered by another server). */
export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`port ${port} is in use (${error.code}); choose another with BENCH_PORT`)),
    );
    probe.listen({ port, host: '0.0.0.0', exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** Whether the server's output holds the banner it prints once it (every worker of it) listens. */
export function bannerPrinted(output: string): boolean {
  return / veikia: http:\/\//.test(output);
}

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  await assertPortFree(options.port);
  const env: NodeJS.ProcessEnv = {
    // glibc's malloc as `npm run serve` sets it (docs/decisions/026): few arenas, large blocks mapped
    // and returned, so the memory sharp's decoder threads take comes back after each picture.
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '65536',
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    ...options.extraEnv,
  };
  if (options.webBuildDir) env.WEB_BUILD_DIR = options.webBuildDir;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;

  bundleServer();
  const args = options.args ?? [];
  const processCount = processesAsked(args);
  const child: ChildProcess = spawn(process.execPath, [...serveNodeFlags(), SERVER_ENTRY, ...args], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });
  if (child.pid === undefined) throw new Error('could not start the server process');
  const pid = child.pid;
  const baseUrl = `http://localhost:${options.port}`;

  const pids = (): ServerPids => serverPidsOf(pid, processEntries(pid), SERVER_ENTRY);
  const figures = (read: (pid: number) => number | undefined): ProcessFigure[] =>
    hasExited ? [] : distinctPids(pids()).map(({ pid: each, role }) => ({ pid: each, role, value: read(each) }));
  /** The highest of the workers' figures (the only process's when it serves alone). */
  const highestWorker = (read: (pid: number) => number | undefined): number | undefined => {
    const values = figures(read)
      .filter((each) => each.role === 'worker')
      .map((each) => each.value);
    return values.length === 0 || values.some((value) => value === undefined) ? undefined : Math.max(...(values as number[]));
  };

  const handle: ServerProcess = {
    baseUrl,
    port: options.port,
    pid,
    processCount,
    pids,
    peakRssMb: () => highestWorker((each) => memoryOf(each, 'VmHWM')),
    rssMb: () => highestWorker((each) => memoryOf(each, 'VmRSS')),
    memoryByProcess: (field) => figures((each) => memoryOf(each, field)),
    cpuSeconds: () => {
      const values = figures(cpuSecondsOf).map((each) => each.value);
      return values.length === 0 || values.some((value) => value === undefined)
        ? undefined
        : (values as number[]).reduce((sum, value) => sum + value, 0);
    },
    cpuSecondsByProcess: () => figures(cpuSecondsOf),
    resetPeakRss: () => {
      if (hasExited) return false;
      let all = true;
      for (const { pid: each } of distinctPids(pids())) {
        try {
          writeFileSync(`/proc/${each}/clear_refs`, '5');
        } catch {
          all = false;
        }
      }
      return all;
    },
    output: () => lines.join('\n'),
    async stop(graceMs = 15_000) {
      if (hasExited) return exited;
      const tree = processTree(pid);
      child.kill('SIGTERM');
      const result = await Promise.race([exited, sleep(graceMs).then(() => undefined)]);
      if (result) return result;
      for (const each of tree.reverse()) {
        try {
          process.kill(each, 'SIGKILL');
        } catch {
          // already gone
        }
      }
      return exited;
    },
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
  while (Date.now() < deadline) {
    if (hasExited) {
      const { code, signal } = await exited;
      throw new Error(`the server exited before it was ready (code ${code}, signal ${signal}):\n${handle.output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      // With several processes one worker may answer before the others listen: the primary prints
      // its banner ("… veikia: http://…") once every worker listens.
      if (response.ok && (processCount === 1 || (pids().workers.length === processCount && bannerPrinted(handle.output())))) {
        return handle;
      }
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await handle.stop(5_000);
  throw new Error(
    `the server did not answer /healthz within ${Math.round((options.startTimeoutMs ?? 180_000) / 1000)} s:\n${handle.output()}`,
  );
}
