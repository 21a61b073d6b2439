/**
 * `npm run --silent availability -- FILE.workload.json` prints the offered start times of a
 * workload as a JSON array of UTC ISO strings, ascending — nothing else on stdout.
 *
 * `npm run --silent availability -- FILE.workload.json --bench N` instead times N in-process
 * runs (after a warm-up; loading and mapping untimed) and prints
 * `{ "medianMs": …, "p90Ms": …, "runs": N, "slots": count }`.
 */
import { resolve } from 'node:path';
import { availableStartTimes } from '@vizitas/booking-engine';
import { timeRuns } from './engine-bench';
import { loadWorkload, toEngineInputs, toUtcIso } from './workload';

const USAGE = 'usage: availability FILE.workload.json [--bench N]';

interface CliArgs {
  file: string;
  benchRuns: number | null;
}

function parseArgs(argv: readonly string[]): CliArgs {
  let file: string | null = null;
  let benchRuns: number | null = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--bench') {
      const value = argv[++i];
      const runs = Number(value);
      if (value === undefined || !Number.isInteger(runs) || runs < 1) {
        throw new Error(`--bench needs a positive integer, got ${JSON.stringify(value)}\n${USAGE}`);
      }
      benchRuns = runs;
    } else if (arg.startsWith('--bench=')) {
      return parseArgs([...argv.slice(0, i), '--bench', arg.slice('--bench='.length), ...argv.slice(i + 1)]);
    } else if (arg.startsWith('-')) {
      throw new Error(`unknown option ${arg}\n${USAGE}`);
    } else if (file === null) {
      file = arg;
    } else {
      throw new Error(`one workload file only\n${USAGE}`);
    }
  }
  if (file === null) throw new Error(USAGE);
  return { file, benchRuns };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  // npm runs scripts from the package root; resolve relative paths from where npm was invoked.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), args.file);
  const { specialist, rules, request } = toEngineInputs(await loadWorkload(path));
  if (args.benchRuns === null) {
    const starts = availableStartTimes(specialist, rules, request);
    process.stdout.write(`${JSON.stringify(starts.map(toUtcIso))}\n`);
    return;
  }
  const slots = availableStartTimes(specialist, rules, request).length;
  const timing = timeRuns(() => availableStartTimes(specialist, rules, request), args.benchRuns);
  process.stdout.write(`${JSON.stringify({ ...timing, slots })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
