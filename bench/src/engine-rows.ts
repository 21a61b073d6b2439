/** The engine benchmark's rows (engine-bench.ts) in the shape of the bench table, peers beside ours. */
import { readFileSync } from 'node:fs';
import { BUDGET, PEERS, type Row } from './engine-bench';
import { budgetOf, formatMs, NONE, verdictOf, type Check, type ReportRow } from './report';
import { sharedBenchFile } from './workload';

export interface ExpectedCounts {
  count: number;
  singleDay: { date: string; count: number };
}

export function loadExpectedCounts(file = sharedBenchFile('availability-90d.expected.json')): ExpectedCounts {
  return JSON.parse(readFileSync(file, 'utf8')) as ExpectedCounts;
}

/** The leading number of "165 slots; …" in a row's notes. */
export function countIn(extra: string | undefined, noun: string): number | undefined {
  const match = new RegExp(`(\\d+) ${noun}\\b`).exec(extra ?? '');
  return match ? Number(match[1]) : undefined;
}

function peersNote(pick: (peer: (typeof PEERS)[number]) => number, oursMs: number): string {
  const best = Math.min(...PEERS.map(pick));
  const figures = PEERS.map((peer) => `${peer.name.split(' (')[0]} ${pick(peer)} ms`).join(' · ');
  return `peers (QUALITY.md): ${figures}; ours ${(best / oursMs).toFixed(0)}× faster than the fastest`;
}

function engineRow(row: Row, checks: Check[], failures: string[], notes: string): ReportRow {
  return {
    name: row.name,
    p50: formatMs(row.medianMs),
    tail: `p90 ${formatMs(row.p90Ms)}`,
    rate: NONE,
    budget: budgetOf(checks),
    verdict: verdictOf(checks, failures),
    notes: `${row.runs} runs; ${notes}`,
  };
}

export function engineReportRows(rows: readonly Row[], expected: ExpectedCounts): ReportRow[] {
  const [whole, single, dates] = rows;
  const result: ReportRow[] = [];
  if (whole) {
    const slots = countIn(whole.extra, 'slots');
    const failures = slots === expected.count ? [] : [`${slots ?? '?'} slots, expected ${expected.count}`];
    const checks: Check[] = [
      { label: `median ≤ ${BUDGET.ninetyDaysMs} ms`, actual: whole.medianMs, limit: BUDGET.ninetyDaysMs, kind: 'max' },
    ];
    result.push(
      engineRow(
        whole,
        checks,
        failures,
        `${slots ?? '?'} slots (expected ${expected.count}); ${peersNote((peer) => peer.ninetyDaysMs, whole.medianMs)}`,
      ),
    );
  }
  if (single) {
    const slots = countIn(single.extra, 'slots');
    const failures = slots === expected.singleDay.count ? [] : [`${slots ?? '?'} slots, expected ${expected.singleDay.count}`];
    const checks: Check[] = [
      { label: `median ≤ ${BUDGET.oneDayMs} ms`, actual: single.medianMs, limit: BUDGET.oneDayMs, kind: 'max' },
    ];
    result.push(
      engineRow(
        single,
        checks,
        failures,
        `${slots ?? '?'} slots (expected ${expected.singleDay.count}); ${peersNote((peer) => peer.oneDayMs, single.medianMs)}`,
      ),
    );
  }
  if (dates) result.push(engineRow(dates, [], [], dates.extra ?? ''));
  return result;
}
