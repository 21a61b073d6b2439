/**
 * Front-end size: the first-load JS (gzip) of the public business page and of the home page,
 * from the HTML the running product serves and the files of apps/web/build/client.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findDemoTarget, type DemoTarget } from './demo-target';
import { firstLoadSize, type FirstLoadSize } from './frontend-size';
import { budgetOf, formatKb, NONE, verdictOf, type Check, type ReportRow } from './report';
import { startServer, type ServerProcess } from './server-process';

/** QUALITY.md: JS for a public business page, first load, gzip ≤ 150 KB (read as 150,000 bytes). */
export const BUSINESS_PAGE_BUDGET_BYTES = 150_000;

async function pageHtml(baseUrl: string, pagePath: string): Promise<string> {
  const response = await fetch(baseUrl + pagePath, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`GET ${pagePath} answered ${response.status}`);
  return response.text();
}

function describe(size: FirstLoadSize): string {
  const largest = [...size.files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 2)
    .map((file) => `${path.basename(file.url)} ${formatKb(file.gzipBytes)}`)
    .join(', ');
  const viaImport = size.files.filter((file) => file.viaImport).length;
  const parts = [
    `${size.files.length} files (${formatKb(size.bytes)} raw)`,
    `largest ${largest}`,
    `inline scripts ${formatKb(size.inlineBytes)} in the HTML, not counted`,
  ];
  if (viaImport > 0) parts.push(`${viaImport} reached only through static imports (not preloaded)`);
  return parts.join('; ');
}

function sizeRow(name: string, size: FirstLoadSize, budgetBytes: number | undefined): ReportRow {
  const checks: Check[] =
    budgetBytes === undefined
      ? []
      : [{ label: `≤ ${budgetBytes / 1000} kB gzip`, actual: size.gzipBytes, limit: budgetBytes, kind: 'max' }];
  const failures =
    size.unresolved.length > 0
      ? [`${size.unresolved.length} scripts not in the build (${size.unresolved.slice(0, 2).join(', ')}): rebuilt meanwhile?`]
      : [];
  return {
    name,
    p50: `${formatKb(size.gzipBytes)} gzip`,
    tail: NONE,
    rate: NONE,
    budget: budgetOf(checks),
    verdict: verdictOf(checks, failures),
    notes: describe(size),
  };
}

/** Rows for `/apie/<slug>` (with the budget) and `/` (figure only). */
export async function measureFrontEnd(
  server: Pick<ServerProcess, 'baseUrl'>,
  target: Pick<DemoTarget, 'paths'>,
  clientDir: string,
): Promise<ReportRow[]> {
  const rows: ReportRow[] = [];
  for (const [name, pagePath, budget] of [
    [`first-load JS of ${target.paths.page}`, target.paths.page, BUSINESS_PAGE_BUDGET_BYTES],
    ['first-load JS of / (home)', '/', undefined],
  ] as const) {
    const url = server.baseUrl + pagePath;
    rows.push(sizeRow(name, firstLoadSize(await pageHtml(server.baseUrl, pagePath), url, clientDir), budget));
  }
  return rows;
}

/** Without the HTTP run: the product on PGlite in a temporary folder, only to get the pages' HTML. */
export async function runSizeBenchStandalone(options: {
  port: number;
  buildDir: string;
  clientDir: string;
  log: (line: string) => void;
}): Promise<ReportRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vizitas-bench-size-'));
  let server: ServerProcess | undefined;
  try {
    options.log(`size: starting the product on PGlite (temporary DATA_DIR) on port ${options.port} to read the pages' HTML`);
    server = await startServer({ port: options.port, dataDir, webBuildDir: options.buildDir });
    return await measureFrontEnd(server, await findDemoTarget(server.baseUrl), options.clientDir);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
