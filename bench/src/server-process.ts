/**
 * The product as a child process, started the way `npm run serve` starts it (the server
 * bundled by `apps/server/scripts/bundle.mjs`, then `NODE_ENV=production node
 * apps/server/dist/server.mjs` in the repository root), with its own port, database and data
 * folder. The memory and CPU figures are read from that node process.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUNDLE_SCRIPT = 'apps/server/scripts/bundle.mjs';
const SERVER_ENTRY = 'apps/server/dist/server.mjs';

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
}

export interface ServerProcess {
  baseUrl: string;
  port: number;
  /** The server's pid. */
  pid: number;
  /** Peak resident memory (VmHWM) of the server's node process, in MB; undefined once it has exited. */
  peakRssMb(): number | undefined;
  /** Current resident memory (VmRSS) of the server's node process, in MB. */
  rssMb(): number | undefined;
  /** CPU time (user + system) the server's node process has used so far, in seconds. */
  cpuSeconds(): number | undefined;
  /** Resets the peak (VmHWM) to the current RSS (`5` into /proc/<pid>/clear_refs); false if refused. */
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

/** The pid and all its descendants (from /proc/<pid>/task/<tid>/children), parents first. */
export function processTree(pid: number): number[] {
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift()!;
    found.push(current);
    try {
      const children = readFileSync(`/proc/${current}/task/${current}/children`, 'utf8').trim();
      if (children) queue.push(...children.split(/\s+/).map(Number));
    } catch {
      // gone meanwhile
    }
  }
  return found;
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
  const child: ChildProcess = spawn(process.execPath, [SERVER_ENTRY], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
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

  /** The node process that runs the server (the child itself; a launcher's child if one is ever put in between). */
  const serverPid = (): number => {
    const tree = processTree(pid);
    return tree.filter((each) => each !== pid && commandOf(each).includes(SERVER_ENTRY)).at(-1) ?? tree.at(-1) ?? pid;
  };

  const handle: ServerProcess = {
    baseUrl,
    port: options.port,
    pid,
    peakRssMb: () => (hasExited ? undefined : memoryOf(serverPid(), 'VmHWM')),
    rssMb: () => (hasExited ? undefined : memoryOf(serverPid(), 'VmRSS')),
    cpuSeconds: () => (hasExited ? undefined : cpuSecondsOf(serverPid())),
    resetPeakRss: () => {
      if (hasExited) return false;
      try {
        writeFileSync(`/proc/${serverPid()}/clear_refs`, '5');
        return true;
      } catch {
        return false;
      }
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
      if (response.ok) return handle;
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
