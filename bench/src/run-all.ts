/**
 * `npm run bench`: every benchmark of /work/shared/QUALITY.md's Performance section that exists
 * so far, printed as one table with the budgets and a verdict. Progress goes to stderr, the
 * table and notes to stdout. Exits 0 whatever the figures are; a stage that cannot run is
 * skipped with a note saying why.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { runEngineBench } from './engine-bench';
import { engineReportRows, loadExpectedCounts } from './engine-rows';
import { DEFAULT_DATABASE_URL } from './bench-database';
import { runHttpBench } from './http-bench';
import { parseOptions, portFrom, runsStage, USAGE, type BenchOptions } from './options';
import { formatReport, type ReportRow } from './report';
import { measureFrontEnd, runSizeBenchStandalone } from './size-bench';
import { snapshotWebBuild, type BuildSnapshot } from './build-snapshot';
import { REPO_ROOT } from './server-process';
import { runUploadBench } from './upload-bench';

const log = (line: string) => process.stderr.write(`${line}\n`);

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function commitOf(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(options: BenchOptions): Promise<void> {
  const startedAt = new Date();
  const loadAtStart = loadavg()[0]!;
  const durationS = options.quick ? 3 : 10;
  const warmupS = options.quick ? 1 : 3;
  const port = portFrom(process.env.BENCH_PORT, 3400);
  const databaseUrl = process.env.BENCH_DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;

  const engineRows: ReportRow[] = [];
  const httpRows: ReportRow[] = [];
  let sizeRows: ReportRow[] | undefined;
  const uploadRows: ReportRow[] = [];
  const notes: string[] = [];

  for (const stage of ['engine', 'http', 'scale', 'mix', 'admin', 'processes', 'size', 'upload'] as const) {
    if (!runsStage(options, stage)) notes.push(`${stage} skipped: --only ${options.only}.`);
  }

  if (runsStage(options, 'engine')) {
    log('engine: shared 90-day workload, in process');
    try {
      engineRows.push(...engineReportRows(await runEngineBench(), loadExpectedCounts()));
    } catch (error) {
      notes.push(`engine benchmark failed: ${errorText(error)}`);
    }
  }

  // The server and the size measurement use a private copy of the web build (others may rebuild meanwhile).
  let snapshot: BuildSnapshot | undefined;
  let buildMissing: string | null = null;
  const serverStages =
    runsStage(options, 'http') ||
    runsStage(options, 'scale') ||
    runsStage(options, 'mix') ||
    runsStage(options, 'admin') ||
    runsStage(options, 'processes');
  if (serverStages || runsStage(options, 'size') || runsStage(options, 'upload')) {
    try {
      snapshot = await snapshotWebBuild();
    } catch (error) {
      buildMissing = `no complete web build (${errorText(error)}; run \`npm run build\`)`;
    }
  }

  try {
    if (serverStages) {
      if (!snapshot) {
        notes.push(`HTTP benchmarks skipped: the production server needs the web build; ${buildMissing}.`);
      } else {
        const build = snapshot;
        const result = await runHttpBench({
          databaseUrl,
          port,
          webBuildDir: build.buildDir,
          durationS,
          warmupS,
          small: runsStage(options, 'http'),
          scale: runsStage(options, 'scale'),
          mix: runsStage(options, 'mix'),
          admin: runsStage(options, 'admin'),
          processes: runsStage(options, 'processes'),
          keepDatabase: options.keepDatabase,
          // The small-database stages need a fresh database; the mix or the processes alone can use kept scale data.
          reuseScaleDatabase: options.keepDatabase && (options.only === 'mix' || options.only === 'processes'),
          log,
          ...(runsStage(options, 'size')
            ? {
                whileServing: async (server, target) => {
                  try {
                    sizeRows = await measureFrontEnd(server, target, build.clientDir);
                  } catch (error) {
                    notes.push(`front-end size with the bench server failed: ${errorText(error)}`);
                  }
                },
              }
            : {}),
        });
        httpRows.push(...result.rows);
        notes.push(...result.notes);
      }
    }

    if (runsStage(options, 'size') && sizeRows === undefined) {
      if (!snapshot) {
        notes.push(`front-end size skipped: ${buildMissing}.`);
      } else {
        try {
          sizeRows = await runSizeBenchStandalone({ port, buildDir: snapshot.buildDir, clientDir: snapshot.clientDir, log });
        } catch (error) {
          notes.push(`front-end size failed: ${errorText(error)}`);
        }
      }
    }

    // Uploads: a server of their own on PGlite, after the others have stopped (docs/decisions/026).
    if (runsStage(options, 'upload')) {
      if (!snapshot) notes.push(`upload skipped: ${buildMissing}.`);
      else {
        log('upload: 10 MB photos, 4 at once');
        try {
          uploadRows.push(
            ...(await runUploadBench({
              port,
              databaseUrl,
              webBuildDir: snapshot.buildDir,
              durationS: options.quick ? 10 : 30,
              log,
            })),
          );
        } catch (error) {
          notes.push(`upload benchmark failed: ${errorText(error)}`);
        }
      }
    }
  } finally {
    snapshot?.remove();
  }

  const loadAtEnd = loadavg()[0]!;
  if (httpRows.length > 0 && Math.max(loadAtStart, loadAtEnd) > cpus().length) {
    notes.push(
      `Other processes competed for the ${cpus().length} cores (load average ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end): ` +
        'HTTP figures are lower than on a quiet machine; "server CPU ms/answer" in the notes is the steadier figure.',
    );
  }
  const rows = [...engineRows, ...httpRows, ...(sizeRows ?? []), ...uploadRows];
  const seconds = ((Date.now() - startedAt.getTime()) / 1000).toFixed(0);
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}`;
  console.log(
    `Vizitas benchmarks — ${startedAt.toISOString()} — commit ${commitOf()} — Node ${process.versions.node} — ${machine}` +
      ` — load avg ${loadAtStart.toFixed(1)} → ${loadAtEnd.toFixed(1)}` +
      ` — HTTP ${durationS} s per run after ${warmupS} s warm-up${options.quick ? ' (--quick)' : ''} — took ${seconds} s`,
  );
  console.log('');
  console.log(formatReport(rows));
  console.log('');
  for (const note of notes) console.log(`Note: ${note}`);
}

// `--only lighthouse` is a run of its own (bench/src/lighthouse.ts: Chromium on the four public pages, a few minutes).
const args = process.argv.slice(2);
if (args.some((arg, i) => arg === '--only=lighthouse' || (arg === '--only' && args[i + 1] === 'lighthouse'))) {
  await (await import('./lighthouse')).lighthouseCli(args);
  process.exit(0);
}

let options: BenchOptions;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${errorText(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
} else {
  await main(options);
}
process.exit(0);
