/**
 * The one table `npm run bench` prints: a row per measurement, its budget from
 * /work/shared/QUALITY.md and a verdict computed from the figures (never asserted in tests).
 */

/** One budget line, e.g. "p99 ≤ 20 ms": `max` means the actual must not exceed the limit. */
export interface Check {
  label: string;
  actual: number;
  limit: number;
  kind: 'max' | 'min';
}

export interface ReportRow {
  name: string;
  /** Median (p50), or the measured value for rows that have one figure (sizes, memory). */
  p50: string;
  /** The tail figure with its percentile, e.g. "p99 12 ms". */
  tail: string;
  /** Requests (or bookings) per second. */
  rate: string;
  budget: string;
  verdict: string;
  notes: string;
}

export const NONE = '—';

export function passes(check: Check): boolean {
  return check.kind === 'max' ? check.actual <= check.limit : check.actual >= check.limit;
}

/**
 * "within budget" when every check passes and nothing else failed; otherwise "OVER: …" naming
 * the failed checks, then "FAILED: …" for failures that are not about speed (wrong answers,
 * overlaps, errors). Without checks or failures: "no budget".
 */
export function verdictOf(checks: readonly Check[], failures: readonly string[] = []): string {
  const over = checks.filter((check) => !passes(check)).map((check) => check.label);
  const parts: string[] = [];
  if (over.length > 0) parts.push(`OVER: ${over.join(', ')}`);
  if (failures.length > 0) parts.push(`FAILED: ${failures.join('; ')}`);
  if (parts.length > 0) return parts.join(' · ');
  return checks.length > 0 ? 'within budget' : 'no budget';
}

export function budgetOf(checks: readonly Check[], extra: readonly string[] = []): string {
  const labels = [...checks.map((check) => check.label), ...extra];
  return labels.length > 0 ? labels.join(', ') : NONE;
}

/** Milliseconds with a precision that suits their size (0.00467, 0.0385, 1.25, 12). */
export function formatMs(ms: number): string {
  if (!Number.isFinite(ms)) return NONE;
  if (ms >= 10) return `${ms.toFixed(ms >= 100 ? 0 : 1)} ms`;
  if (ms >= 1) return `${ms.toFixed(2)} ms`;
  if (ms >= 0.01) return `${ms.toFixed(4)} ms`;
  return `${ms.toFixed(5)} ms`;
}

export function formatRate(perSecond: number, unit = 'req/s'): string {
  if (!Number.isFinite(perSecond)) return NONE;
  return `${perSecond >= 100 ? Math.round(perSecond).toLocaleString('en-US') : perSecond.toFixed(1)} ${unit}`;
}

/** A kilobyte here is 1000 bytes, as Vite reports sizes. */
export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

const HEADER: ReadonlyArray<[keyof ReportRow, string]> = [
  ['name', 'benchmark'],
  ['p50', 'median (p50) / value'],
  ['tail', 'p90 or p99'],
  ['rate', 'rate'],
  ['budget', 'budget (QUALITY.md)'],
  ['verdict', 'verdict'],
  ['notes', 'notes'],
];

/** A Markdown table (readable as is in a terminal, and pasted into bench/README.md). */
export function formatReport(rows: readonly ReportRow[]): string {
  const lines = [`| ${HEADER.map(([, title]) => title).join(' | ')} |`, `|${HEADER.map(() => '---').join('|')}|`];
  for (const row of rows) {
    lines.push(`| ${HEADER.map(([key]) => escapeCell(row[key] || NONE)).join(' | ')} |`);
  }
  return lines.join('\n');
}
