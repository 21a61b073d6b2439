/**
 * Lighthouse (mobile, this machine's Chromium) on the four public pages — the home page, the
 * search page, a business page and its booking page: the front-end budget of
 * /work/shared/QUALITY.md (performance ≥ 95, accessibility, best practices and SEO 100), plus the
 * first-load JS of the home and search pages (≤ 150 kB gzip each) and of the booking route
 * (≤ 200 kB gzip). The product runs as `npm run serve` runs it, on a private copy of the web
 * build and PGlite in a temporary DATA_DIR (demo data seeded at start-up). Each page gets
 * `--runs` Lighthouse runs (default 3) with the default config — mobile, simulated throttling —
 * and the median score per category is compared with the budget. Prints the tables and the
 * failing audits to stdout, progress to stderr; exits 0 whatever the scores are.
 *
 *   npm run bench -- --only lighthouse [--runs 3] [--pages search,business,booking] [--save DIR]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { snapshotWebBuild, WEB_BUILD_DIR, type BuildSnapshot } from './build-snapshot';
import { findDemoTarget } from './demo-target';
import { firstLoadSize } from './frontend-size';
import {
  CATEGORIES,
  formatFailingAudits,
  formatMetricTable,
  formatScoreTable,
  summarizePage,
  type Lhr,
  type PageSummary,
} from './lighthouse-report';
import { portFrom } from './options';
import { formatKb } from './report';
import { startServer, type ServerProcess } from './server-process';

export const PAGES = ['home', 'search', 'business', 'booking'] as const;
export type PageName = (typeof PAGES)[number];

/** QUALITY.md: JS for the booking flow route, gzip ≤ 200 KB (read as 200,000 bytes). */
export const BOOKING_ROUTE_BUDGET_BYTES = 200_000;
/** QUALITY.md: JS for the home page and the search page, first load, gzip ≤ 150 KB. */
export const HOME_AND_SEARCH_BUDGET_BYTES = 150_000;

export const SEARCH_PATH = '/grozio-specialistai/kirpejai/vilnius';

export interface LighthouseOptions {
  runs: number;
  pages: PageName[];
  /** Folder for each run's full Lighthouse result (JSON), or null. */
  saveDir: string | null;
  help: boolean;
}

export const LIGHTHOUSE_USAGE = `Usage: npm run bench -- --only lighthouse [--runs N] [--pages home,search,business,booking] [--save DIR]

  --runs N       Lighthouse runs per page (default 3); the median score per category counts
  --pages LIST   which pages (default all four)
  --save DIR     write each run's full Lighthouse result there as JSON

Environment: BENCH_PORT (default 3400), WEB_BUILD_DIR (the build to copy; default apps/web/build),
CHROME_PATH (default /usr/bin/chromium).`;

function isPage(value: string): value is PageName {
  return (PAGES as readonly string[]).includes(value);
}

export function parseLighthouseOptions(argv: readonly string[]): LighthouseOptions {
  const options: LighthouseOptions = { runs: 3, pages: [...PAGES], saveDir: null, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = () => {
      const next = inline ?? argv[++i];
      if (next === undefined || next === '') throw new Error(`${name} needs a value`);
      return next;
    };
    if (name === '--help' || name === '-h') options.help = true;
    else if (name === '--only') {
      const stage = value();
      if (stage !== 'lighthouse') throw new Error(`this run measures only lighthouse; got --only ${stage}`);
    } else if (name === '--runs') {
      const runs = Number(value());
      if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs needs a whole number 1–20');
      options.runs = runs;
    } else if (name === '--pages') {
      const pages = value()
        .split(',')
        .map((page) => page.trim());
      const unknown = pages.filter((page) => !isPage(page));
      if (unknown.length > 0 || pages.length === 0)
        throw new Error(`--pages takes ${PAGES.join(', ')}; got ${JSON.stringify(unknown.join(','))}`);
      options.pages = PAGES.filter((page) => pages.includes(page));
    } else if (name === '--save') options.saveDir = path.resolve(value());
    else throw new Error(`unknown argument ${JSON.stringify(arg)}`);
  }
  return options;
}

const log = (line: string) => process.stderr.write(`${line}\n`);

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs that Lighthouse could not complete (e.g. NO_NAVSTART on a busy machine) are tried again. */
const ATTEMPTS = 3;

async function runLighthouse(url: string, chrome: LaunchedChrome): Promise<Lhr> {
  let lhr: Lhr | undefined;
  for (let attempt = 1; attempt <= ATTEMPTS && (!lhr || lhr.runtimeError); attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    lhr = result.lhr as unknown as Lhr;
  }
  return lhr!;
}

async function firstLoadLine(server: ServerProcess, pagePath: string, clientDir: string, budgetBytes: number): Promise<string> {
  const url = server.baseUrl + pagePath;
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`GET ${pagePath} answered ${response.status}`);
  const size = firstLoadSize(await response.text(), url, clientDir);
  const within = size.gzipBytes <= budgetBytes;
  const largest = [...size.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3)
    .map((file) => `${path.basename(file.url)} ${formatKb(file.gzipBytes)}`)
    .join(', ');
  return (
    `| first-load JS of ${pagePath} | ${formatKb(size.gzipBytes)} gzip | ≤ ${budgetBytes / 1000} kB gzip | ` +
    `${within ? 'within budget' : `OVER: ≤ ${budgetBytes / 1000} kB gzip`} | ` +
    `${size.files.length} files (${formatKb(size.bytes)} raw); largest ${largest}; inline scripts ${formatKb(size.inlineBytes)} not counted |`
  );
}

export async function runLighthouseBench(options: LighthouseOptions): Promise<void> {
  const startedAt = new Date();
  const loadAtStart = loadavg()[0]!;
  const port = portFrom(process.env.BENCH_PORT, 3400);
  const chromePath = process.env.CHROME_PATH?.trim() || '/usr/bin/chromium';
  const notes: string[] = [];
  const summaries: PageSummary[] = [];
  const sizeLines: string[] = [];

  let snapshot: BuildSnapshot | undefined;
  let server: ServerProcess | undefined;
  let chrome: LaunchedChrome | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vizitas-bench-lighthouse-'));
  try {
    snapshot = await snapshotWebBuild(process.env.WEB_BUILD_DIR?.trim() || WEB_BUILD_DIR);
    log(`lighthouse: starting the product on PGlite (temporary DATA_DIR) on port ${port}`);
    server = await startServer({ port, dataDir, webBuildDir: snapshot.buildDir });
    const target = await findDemoTarget(server.baseUrl);
    const paths: Record<PageName, string> = {
      home: '/',
      search: SEARCH_PATH,
      business: `/apie/${target.slug}`,
      booking: `/naujas-vizitas/${target.slug}`,
    };
    const budgets: Array<[string, number]> = [
      [paths.home, HOME_AND_SEARCH_BUDGET_BYTES],
      [paths.search, HOME_AND_SEARCH_BUDGET_BYTES],
      [paths.booking, BOOKING_ROUTE_BUDGET_BYTES],
    ];
    for (const [pagePath, budget] of budgets) {
      try {
        sizeLines.push(await firstLoadLine(server, pagePath, snapshot.clientDir, budget));
      } catch (error) {
        notes.push(`first-load size of ${pagePath} failed: ${errorText(error)}`);
      }
    }

    chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'], logLevel: 'error' });
    if (options.saveDir) mkdirSync(options.saveDir, { recursive: true });
    // An untimed first load, so the server's first render of each page (tsx, caches) is not measured.
    for (const page of options.pages) await fetch(server.baseUrl + paths[page]).then((response) => response.arrayBuffer());

    for (const page of options.pages) {
      const runs: Lhr[] = [];
      const errors: string[] = [];
      for (let run = 1; run <= options.runs; run++) {
        log(`lighthouse: ${page} ${paths[page]}, run ${run}/${options.runs}`);
        try {
          const lhr = await runLighthouse(server.baseUrl + paths[page], chrome);
          runs.push(lhr);
          if (options.saveDir) writeFileSync(path.join(options.saveDir, `${page}-${run}.json`), JSON.stringify(lhr));
        } catch (error) {
          errors.push(errorText(error));
        }
      }
      summaries.push(summarizePage(page, paths[page], runs, errors));
    }
  } catch (error) {
    notes.push(`Lighthouse run failed: ${errorText(error)}`);
  } finally {
    chrome?.kill();
    await server?.stop();
    snapshot?.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const seconds = ((Date.now() - startedAt.getTime()) / 1000).toFixed(0);
  const loadAtEnd = loadavg()[0]!;
  console.log(
    `Vizitas Lighthouse — ${startedAt.toISOString()} — Lighthouse 12.8.2, mobile (default config), ${chromePath}` +
      ` — ${options.runs} runs per page — first visit (fresh browser storage: the cookie question shows) — load avg ${loadAtStart.toFixed(1)} → ${loadAtEnd.toFixed(1)} — took ${seconds} s`,
  );
  console.log('');
  if (summaries.length > 0) {
    console.log('Median score per category (✓ within budget, ✗ not), each run in brackets:');
    console.log('');
    console.log(formatScoreTable(summaries));
    console.log('');
    console.log(
      "Median metrics (simulated mobile throttling) and Lighthouse's CPU benchmark of the machine during the runs " +
        '(Lighthouse warns of a slow CPU below 1,000; on this shared machine a low index means other processes slowed the runs):',
    );
    console.log('');
    console.log(formatMetricTable(summaries));
    console.log('');
  }
  if (sizeLines.length > 0) {
    console.log('| what | value | budget (QUALITY.md) | verdict | notes |');
    console.log('|---|---|---|---|---|');
    for (const line of sizeLines) console.log(line);
    console.log('');
  }
  if (summaries.length > 0) {
    console.log('Failing audits (with the elements or resources Lighthouse names):');
    console.log('');
    console.log(formatFailingAudits(summaries));
    for (const warning of new Set(summaries.flatMap((summary) => summary.warnings))) notes.push(`Lighthouse: ${warning}`);
  }
  for (const note of notes) console.log(`Note: ${note}`);
}

/** `npm run bench -- --only lighthouse` (run-all.ts hands the arguments over) and `tsx bench/src/lighthouse.ts`. */
export async function lighthouseCli(argv: readonly string[]): Promise<void> {
  let options: LighthouseOptions;
  try {
    options = parseLighthouseOptions(argv);
  } catch (error) {
    console.error(`${errorText(error)}\n\n${LIGHTHOUSE_USAGE}`);
    process.exit(2);
  }
  if (options.help) console.log(LIGHTHOUSE_USAGE);
  else await runLighthouseBench(options);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await lighthouseCli(process.argv.slice(2));
  process.exit(0);
}
