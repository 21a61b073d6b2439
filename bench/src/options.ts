/** Command-line options of `npm run bench -- [--quick] [--only engine|http|scale|mix|admin|processes|size|upload] [--keep-database]`. */

export const STAGES = ['engine', 'http', 'scale', 'mix', 'admin', 'processes', 'size', 'upload'] as const;
export type Stage = (typeof STAGES)[number];

export interface BenchOptions {
  quick: boolean;
  /** Null: every stage. */
  only: Stage | null;
  help: boolean;
  /** Leave the bench database in place at the end; `--only mix` or `--only processes` then reuses the scale data it holds. */
  keepDatabase: boolean;
}

export const USAGE = `Usage: npm run bench -- [--quick] [--only engine|http|scale|mix|admin|processes|size|upload] [--keep-database]

  --quick          3 s per HTTP run (1 s warm-up) instead of 10 s (3 s warm-up)
  --only STAGE     run one stage: engine, http, scale, mix, admin, processes, size or upload (scale: the
                   database grown to 10,000 businesses / 2,000,000 appointments, p95 beside the small one;
                   mix: the calendar over thousands of URLs of that database, caches on and off, beside the
                   floor; admin: a salon owner's appointment list, calendar data and pages, logged in;
                   processes: the server as --processes 2 beside one process, and a booking through one
                   worker withdrawn from the other's answers; upload: 10 MB photos posted 4 at once, the
                   server's peak memory while re-encoding)
  --keep-database  do not drop the bench database at the end; a later \`--only mix\` or \`--only processes\`
                   uses the scale data it holds instead of a fresh database (drop it yourself afterwards)

Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/vizitas_bench;
the database is dropped and created), BENCH_PORT (default 3400; the scale and mix stages also
use the next port, the processes stage the next two).`;

function isStage(value: string): value is Stage {
  return (STAGES as readonly string[]).includes(value);
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { quick: false, only: null, help: false, keepDatabase: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--quick') options.quick = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg === '--keep-database') options.keepDatabase = true;
    else if (arg === '--only' || arg.startsWith('--only=')) {
      const value = arg === '--only' ? argv[++i] : arg.slice('--only='.length);
      if (value === undefined || !isStage(value))
        throw new Error(`--only needs one of ${STAGES.join(', ')}; got ${JSON.stringify(value ?? '')}`);
      options.only = value;
    } else throw new Error(`unknown argument ${JSON.stringify(arg)}`);
  }
  return options;
}

export function runsStage(options: BenchOptions, stage: Stage): boolean {
  return options.only === null || options.only === stage;
}

/** A port from the environment, or the default. */
export function portFrom(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`not a port: ${JSON.stringify(value)}`);
  return port;
}
