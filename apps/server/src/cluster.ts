/**
 * Several server processes behind one port (docs/decisions/035): `npm run serve -- --processes N`.
 *
 * The primary process prepares the database once (migrations, demo data, the job queue's
 * schema) and starts N workers with node's `cluster`; each worker is a whole server (API, pages,
 * job workers) on the same port — the primary hands the connections out in turn. The workers
 * share everything through PostgreSQL: sessions, the job queue, rate limits (`rate_limit_hits`),
 * and the events that keep each worker's caches true (`core/event-relay.ts`). PGlite is embedded
 * in one process, so more than one needs `DATABASE_URL`.
 */
import cluster, { type Worker } from 'node:cluster';

/** How many processes the command line (`--processes N`, `--processes=N`) or `PROCESSES` asks for; 1 by default. */
export function requestedProcesses(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): number {
  let text: string | undefined = env.PROCESSES?.trim() || undefined;
  argv.forEach((argument, index) => {
    if (argument === '--processes') text = argv[index + 1];
    else if (argument.startsWith('--processes=')) text = argument.slice('--processes='.length);
  });
  if (text === undefined) return 1;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 64) {
    throw new ProcessCountError(
      `--processes: tikėtasi sveiko skaičiaus nuo 1 iki 64, gauta „${text}“ (expected a whole number 1–64).`,
    );
  }
  return Number(text);
}

/** A process count the command line cannot have, or one the database cannot serve. */
export class ProcessCountError extends Error {}

/** Refuses several processes on PGlite, which one process opens at a time. */
export function assertProcessesFitDatabase(processes: number, databaseUrl: string | undefined): void {
  if (processes > 1 && !databaseUrl) {
    throw new ProcessCountError(
      'Keli serverio procesai veikia tik su PostgreSQL: nurodykite DATABASE_URL (PGlite atveria vienas procesas). ' +
        '(Several processes need PostgreSQL: set DATABASE_URL; PGlite is opened by one process.)',
    );
  }
}

/** True in a worker the primary started (it skips what the primary did once). */
export function isClusterWorker(): boolean {
  return cluster.isWorker;
}

export interface PrimaryOptions {
  processes: number;
  /** Prepares the shared database once, before any worker starts. */
  prepare(): Promise<void>;
  /** Called once every worker listens. */
  ready(): void;
  log: { info(message: string): void; error(message: string): void };
}

/**
 * Runs the primary: prepares, forks `processes` workers (this same script), starts a new one
 * when one dies unexpectedly, and on SIGTERM/SIGINT stops them all and exits.
 */
export async function runPrimary(options: PrimaryOptions): Promise<void> {
  await options.prepare();
  let stopping = false;
  let listening = 0;
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.once('listening', () => {
      listening += 1;
      if (listening === options.processes) options.ready();
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    options.log.error(`serverio procesas ${worker.process.pid} baigė darbą (${signal ?? code}); paleidžiamas naujas`);
    setTimeout(() => {
      if (!stopping) fork();
    }, 1_000).unref();
  });
  for (let index = 0; index < options.processes; index += 1) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.log.info(`stabdoma (${signal}): laukiama, kol procesai baigs užklausas`);
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    let left = workers.length;
    if (left === 0) process.exit(0);
    for (const worker of workers) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill(signal);
    }
    // A worker that has not stopped in 15 s is ended.
    setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
      process.exit(1);
    }, 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
