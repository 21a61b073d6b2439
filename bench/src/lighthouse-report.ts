/**
 * Lighthouse figures as the front-end budget of /work/shared/QUALITY.md reads them: the median
 * score per category over the runs of a page, each against its budget, and the audits that
 * failed, with the elements Lighthouse names. Pure functions over Lighthouse results (LHR JSON),
 * so they are tested without a browser.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_TITLES: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

/** QUALITY.md, the public pages (home, search, business, booking): ≥ 95 / 100 / 100 / 100 (scores 0–100). */
export const SCORE_BUDGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};

/** The metrics shown beside the scores (ids of Lighthouse audits). */
export const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

/** The parts of a Lighthouse result (LHR) read here. */
export interface LhrNode {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

export interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { type?: string; items?: Array<Record<string, unknown>> };
}

export interface Lhr {
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  /** Lighthouse's CPU benchmark of the machine during the run (higher is faster). */
  environment?: { benchmarkIndex?: number };
  categories: Partial<
    Record<Category, { score: number | null; auditRefs: Array<{ id: string; weight: number; group?: string }> }>
  >;
  audits: Record<string, LhrAudit>;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A category's score 0–100 in one run; NaN when Lighthouse could not score it. */
export function scoreOf(lhr: Lhr, category: Category): number {
  const score = lhr.categories[category]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : Number.NaN;
}

/** One element or resource an audit names: the CSS selector and a short label where there is one. */
export function describeItem(item: Record<string, unknown>): string | null {
  const node = (item.node ?? (item.target as Record<string, unknown> | undefined)) as LhrNode | undefined;
  if (node && typeof node === 'object' && (node.selector || node.snippet)) {
    const label = node.nodeLabel ? ` "${truncate(node.nodeLabel.replace(/\s+/g, ' '), 50)}"` : '';
    return `${node.selector || truncate(node.snippet ?? '', 80)}${label}`;
  }
  for (const key of ['url', 'source', 'description', 'value']) {
    const value = item[key];
    if (typeof value === 'string' && value) return truncate(value, 120);
    if (value && typeof value === 'object' && typeof (value as { url?: unknown }).url === 'string')
      return truncate((value as { url: string }).url, 120);
  }
  return null;
}

function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
}

/** Items of a details object; a `list` holds tables of its own, whose rows count, not its prose sections. */
function flattenItems(items: ReadonlyArray<Record<string, unknown>>): Array<Record<string, unknown>> {
  return items.flatMap((item) => {
    if (item.type === 'list-section') return [];
    if ((item.type === 'table' || item.type === 'list' || item.type === 'opportunity') && Array.isArray(item.items))
      return flattenItems(item.items as Array<Record<string, unknown>>);
    return [item];
  });
}

function itemsOf(audit: LhrAudit): string[] {
  const described = flattenItems(audit.details?.items ?? [])
    .map(describeItem)
    .filter((text): text is string => text !== null);
  return [...new Set(described)];
}

/** Scored audits that count as failed: binary ones at 0, metrics and others below 0.9. */
export function isFailing(audit: LhrAudit): boolean {
  if (audit.score === null) return false;
  if (['notApplicable', 'manual', 'informative', 'error'].includes(audit.scoreDisplayMode)) return false;
  return audit.scoreDisplayMode === 'binary' ? audit.score < 1 : audit.score < 0.9;
}

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  /** In how many of the runs it failed. */
  failedRuns: number;
  runs: number;
  displayValue?: string;
  /** Whether it counts towards the category score (weight > 0). */
  weighted: boolean;
  /** Elements or resources named, from every run that failed, without repeats. */
  items: string[];
}

/** The audits of the four categories that failed in at least one run, weighted ones first. */
export function failingAudits(runs: readonly Lhr[]): FailingAudit[] {
  const found = new Map<string, FailingAudit>();
  for (const lhr of runs) {
    for (const category of CATEGORIES) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (!audit || !isFailing(audit)) continue;
        const key = `${category}/${ref.id}`;
        const entry = found.get(key) ?? {
          category,
          id: ref.id,
          title: audit.title,
          failedRuns: 0,
          runs: runs.length,
          weighted: ref.weight > 0,
          items: [],
          ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        };
        entry.failedRuns += 1;
        for (const item of itemsOf(audit)) if (!entry.items.includes(item)) entry.items.push(item);
        found.set(key, entry);
      }
    }
  }
  return [...found.values()].sort(
    (a, b) =>
      CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) ||
      Number(b.weighted) - Number(a.weighted) ||
      b.failedRuns - a.failedRuns ||
      a.id.localeCompare(b.id),
  );
}

export interface PageSummary {
  name: string;
  path: string;
  /** Scores 0–100 per category, one per run. */
  scores: Record<Category, number[]>;
  medians: Record<Category, number>;
  /** Median numeric value of each metric (ms; CLS unitless). */
  metrics: Record<string, number>;
  /** Median of Lighthouse's CPU benchmark over the runs: how busy the machine was. */
  benchmarkIndex: number;
  failing: FailingAudit[];
  /** Runs that Lighthouse could not complete, with its reason. */
  errors: string[];
  warnings: string[];
}

export function summarizePage(name: string, path: string, runs: readonly Lhr[], errors: string[] = []): PageSummary {
  const usable = runs.filter((lhr) => !lhr.runtimeError);
  for (const lhr of runs) if (lhr.runtimeError) errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores = {} as Record<Category, number[]>;
  const medians = {} as Record<Category, number>;
  for (const category of CATEGORIES) {
    scores[category] = usable.map((lhr) => scoreOf(lhr, category));
    medians[category] = median(scores[category].filter(Number.isFinite));
  }
  const metrics: Record<string, number> = {};
  for (const [id] of METRICS) {
    metrics[id] = median(
      usable.map((lhr) => lhr.audits[id]?.numericValue).filter((value): value is number => typeof value === 'number'),
    );
  }
  const warnings = [...new Set(usable.flatMap((lhr) => lhr.runWarnings ?? []))];
  const benchmarkIndex = median(
    usable.map((lhr) => lhr.environment?.benchmarkIndex).filter((value): value is number => typeof value === 'number'),
  );
  return { name, path, scores, medians, metrics, benchmarkIndex, failing: failingAudits(usable), errors, warnings };
}

/** The categories whose median misses the budget (a missing score misses it too). */
export function missedCategories(summary: PageSummary): Category[] {
  return CATEGORIES.filter((category) => !(summary.medians[category] >= SCORE_BUDGETS[category]));
}

export function verdictOfPage(summary: PageSummary): string {
  if (summary.scores.performance.length === 0) return `FAILED: no run completed (${summary.errors[0] ?? 'unknown'})`;
  const missed = missedCategories(summary);
  return missed.length === 0 ? 'within budget' : `OVER: ${missed.map((category) => CATEGORY_TITLES[category]).join(', ')}`;
}

function scoreCell(summary: PageSummary, category: Category): string {
  const median = summary.medians[category];
  if (!Number.isFinite(median)) return '—';
  const mark = median >= SCORE_BUDGETS[category] ? '✓' : '✗';
  return `${median} ${mark} (${summary.scores[category].map((score) => (Number.isFinite(score) ? score : '?')).join(' · ')})`;
}

function formatMetric(id: string, value: number): string {
  if (!Number.isFinite(value)) return '—';
  if (id === 'cumulative-layout-shift') return value.toFixed(3);
  return value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(escapeCell).join(' | ')} |`),
  ].join('\n');
}

/** Page × category: median score, ✓/✗ against the budget, each run's score; then the verdict. */
export function formatScoreTable(pages: readonly PageSummary[]): string {
  const header = [
    'page',
    ...CATEGORIES.map(
      (category) => `${CATEGORY_TITLES[category]} (${category === 'performance' ? '≥' : '='} ${SCORE_BUDGETS[category]})`,
    ),
    'verdict',
  ];
  return table(
    header,
    pages.map((page) => [
      `${page.name} ${page.path}`,
      ...CATEGORIES.map((category) => scoreCell(page, category)),
      verdictOfPage(page),
    ]),
  );
}

/** Median metrics per page (simulated mobile throttling, as the performance score uses them). */
export function formatMetricTable(pages: readonly PageSummary[]): string {
  return table(
    ['page', ...METRICS.map(([, short]) => short), 'CPU benchmark index'],
    pages.map((page) => [
      page.name,
      ...METRICS.map(([id]) => formatMetric(id, page.metrics[id] ?? Number.NaN)),
      Number.isFinite(page.benchmarkIndex) ? String(Math.round(page.benchmarkIndex)) : '—',
    ]),
  );
}

/** The failing audits of each page, with the elements or resources Lighthouse names. */
export function formatFailingAudits(pages: readonly PageSummary[], itemsPerAudit = 6): string {
  const lines: string[] = [];
  for (const page of pages) {
    lines.push(`${page.name} (${page.path}):`);
    for (const error of page.errors) lines.push(`  run failed: ${error}`);
    if (page.failing.length === 0) lines.push('  no failing audits');
    for (const audit of page.failing) {
      const value = audit.displayValue ? ` — ${audit.displayValue}` : '';
      const weight = audit.weighted ? '' : ', not scored';
      lines.push(
        `  [${CATEGORY_TITLES[audit.category]}${weight}] ${audit.id}: ${audit.title}${value} (failed in ${audit.failedRuns}/${audit.runs} runs)`,
      );
      for (const item of audit.items.slice(0, itemsPerAudit)) lines.push(`      ${item}`);
      if (audit.items.length > itemsPerAudit) lines.push(`      … and ${audit.items.length - itemsPerAudit} more`);
    }
  }
  return lines.join('\n');
}
