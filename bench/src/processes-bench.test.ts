import { describe, expect, it } from 'vitest';
import { MIX, mixUrls, type MixTarget } from './mix-bench';
import {
  cpuSplit,
  crossProcessRow,
  crossProcessSentence,
  judgeCrossProcess,
  loadRow,
  processCustomers,
  ratio,
  rssRow,
  transactionsPerAnswer,
  transactionsText,
  type CheckAnswer,
  type CrossProcessCheck,
  type ProcessRun,
} from './processes-bench';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const target = (i: number, specialists: number): MixTarget => ({
  slug: `salonas-${i}`,
  serviceId: uuid(i),
  specialistIds: Array.from({ length: specialists }, (_, j) => uuid(1_000 + 10 * i + j)),
});

describe('processCustomers', () => {
  it('takes the mix stage’s customers as they are when the database has enough (the scale database)', () => {
    const targets = Array.from({ length: 600 }, (_, i) => target(i, 2));
    const customers = processCustomers(targets, MIX.choices);
    expect(customers).toEqual(targets.slice(0, MIX.choices));
    expect(mixUrls(customers, '2026-11-24')).toEqual(mixUrls(targets.slice(0, MIX.choices), '2026-11-24'));
    expect(mixUrls(customers, '2026-11-24').mixed).toHaveLength(2_000);
  });

  it('asks the few targets of the demo data for every specialist choice, each URL distinct', () => {
    // 3 targets: 1 + 2, 1 + 3 and 1 + 1 choices = 9 customers at most.
    const targets = [target(0, 2), target(1, 3), target(2, 1)];
    const customers = processCustomers(targets, 500);
    expect(customers).toHaveLength(9);
    const choices = customers.map((customer) => `${customer.slug}/${customer.specialist}`);
    expect(new Set(choices).size).toBe(9);
    // The first round asks what the mix stage would: target i, choice i mod (1 + specialists).
    expect(customers.slice(0, 3).map((customer) => customer.specialist)).toEqual(['any', targets[1]!.specialistIds[0], 'any']);
    const urls = mixUrls(customers, '2026-11-24').mixed;
    expect(urls).toHaveLength(36);
    expect(new Set(urls).size).toBe(36);
  });

  it('stops at the number asked for', () => {
    const targets = [target(0, 5), target(1, 5)];
    expect(processCustomers(targets, 7)).toHaveLength(7);
  });
});

const run = (processes: number, overrides: Partial<ProcessRun> = {}): ProcessRun => ({
  name: 'time slots + available dates, caches on',
  processes,
  urls: 2_000,
  connections: 50,
  durationS: 10,
  p50: 4,
  p99: 12,
  rate: 4_000,
  answers: 40_000,
  cpuMsPerAnswer: 0.2,
  cpuByProcess:
    processes === 1
      ? [{ pid: 10, role: 'worker', ms: 8_000 }]
      : [
          { pid: 20, role: 'primary', ms: 80 },
          { pid: 21, role: 'worker', ms: 4_000 },
          { pid: 22, role: 'worker', ms: 3_920 },
        ],
  load: 2,
  statuses: { '200': 40_000 },
  errors: 0,
  timeouts: 0,
  samples: [],
  preflightFailures: [],
  peaks:
    processes === 1
      ? [{ pid: 10, role: 'worker', value: 180 }]
      : [
          { pid: 20, role: 'primary', value: 90 },
          { pid: 21, role: 'worker', value: 170 },
          { pid: 22, role: 'worker', value: 165 },
        ],
  reset: true,
  ...overrides,
});

describe('ratio and cpuSplit', () => {
  it('prints a two-process figure as a multiple of the one-process one', () => {
    expect(ratio(5_000, 4_000)).toBe('×1.25');
    expect(ratio(undefined, 4_000)).toBe('×?');
    expect(ratio(1, 0)).toBe('×?');
  });

  it('shows how the CPU fell on the primary and the workers', () => {
    expect(cpuSplit(run(2))).toBe('primary 1.0 %, workers 50 % + 49 %');
    expect(cpuSplit(run(1))).toBeUndefined();
    expect(cpuSplit({ cpuByProcess: undefined })).toBeUndefined();
  });
});

describe('loadRow', () => {
  const checks = (p99: number) => [{ label: 'p99 ≤ 15 ms', actual: p99, limit: 15, kind: 'max' as const }];

  it('names the processes and gives the two-process row its ratios to one process', () => {
    const one = run(1);
    const two = run(2, { rate: 5_000, p99: 9, cpuMsPerAnswer: 0.22 });
    const first = loadRow(one, checks(one.p99), undefined, 'note');
    const second = loadRow(two, checks(two.p99), one, 'note');
    expect(first.name).toBe('processes: time slots + available dates, caches on, 1 process (c=50, 10 s)');
    expect(second.name).toBe('processes: time slots + available dates, caches on, 2 processes (c=50, 10 s)');
    expect(first.notes).not.toContain('against 1 process');
    expect(second.notes).toContain(
      'server CPU 0.220 ms/answer (primary and workers together) — primary 1.0 %, workers 50 % + 49 %',
    );
    expect(second.notes).toContain('against 1 process: req/s ×1.25, p99 ×0.75, CPU/answer ×1.10');
    expect(second.notes).not.toContain('database transactions');
    const counted = loadRow({ ...two, transactionsPerAnswer: 0.4812 }, checks(two.p99), one, 'note');
    expect(counted.notes).toContain('CPU/answer ×1.10; 0.48 database transactions per answer; load avg 2.0');
    expect(transactionsText({ transactionsPerAnswer: undefined })).toBe('');
    expect([first.verdict, second.verdict]).toEqual(['within budget', 'within budget']);
    expect(second.rate).toBe('5,000 req/s');
  });

  it('counts the database’s transactions per answer less what the idle servers commit', () => {
    const before = { commits: 1_000, atMs: 0 };
    // 10 s, 20 idle commits a second: 200 of the 1,400 are the idle servers'.
    expect(transactionsPerAnswer(before, { commits: 2_400, atMs: 10_000 }, 20, 4_000)).toBe(0.3);
    expect(transactionsPerAnswer(before, { commits: 1_100, atMs: 10_000 }, 20, 100)).toBe(0);
    expect(transactionsPerAnswer(undefined, { commits: 2_400, atMs: 10_000 }, 20, 4_000)).toBeUndefined();
    expect(transactionsPerAnswer(before, { commits: 2_400, atMs: 10_000 }, undefined, 4_000)).toBeUndefined();
    expect(transactionsPerAnswer(before, { commits: 2_400, atMs: 10_000 }, 20, 0)).toBeUndefined();
  });

  it('fails a run with other answers, a failed untimed pass or no CPU figure', () => {
    const bad = run(2, {
      p99: 20,
      statuses: { '200': 100, '302': 3 },
      samples: ['302 /apie/x'],
      preflightFailures: ['untimed pass: 1 of 17 URLs did not answer 200 (e.g. 302 /apie/x)'],
      cpuMsPerAnswer: undefined,
    });
    expect(loadRow(bad, checks(bad.p99), run(1), 'note').verdict).toBe(
      'OVER: p99 ≤ 15 ms · FAILED: untimed pass: 1 of 17 URLs did not answer 200 (e.g. 302 /apie/x); 3 answers other than 200 (3×302; e.g. 302 /apie/x); server CPU not readable (or a worker was replaced during the run)',
    );
  });
});

describe('rssRow', () => {
  it('gives the highest peak of any process against 250 MB, each by load in the notes', () => {
    const row = rssRow(
      [run(2), run(2, { name: 'logged-in GET SSR /apie/<slug>', peaks: [{ pid: 21, role: 'worker', value: 260 }] })],
      'extra',
    );
    expect(row.name).toBe('processes: peak RSS per process, 2 processes');
    expect(row.p50).toBe('260 MB');
    expect(row.verdict).toBe('OVER: RSS ≤ 250 MB per process');
    expect(row.notes).toContain('time slots + available dates, caches on: primary 20 90 · worker 21 170 · worker 22 165');
    expect(rssRow([run(1)], 'extra')).toMatchObject({
      name: 'processes: peak RSS of the one process',
      p50: '180 MB',
      verdict: 'within budget',
    });
  });

  it('fails when a peak cannot be read', () => {
    expect(rssRow([run(1, { peaks: [{ pid: 10, role: 'worker', value: undefined }] })], '').verdict).toBe('FAILED: not readable');
  });
});

const answer = (endMs: number, offered: boolean, owner?: number, status = 200): CheckAnswer => ({
  status,
  offered,
  startMs: endMs - 5,
  endMs,
  owner,
});

const goodCheck = (): CrossProcessCheck => ({
  what: 'salonas, specialist 1 of 2, 2026-11-30',
  before: Array.from({ length: 8 }, (_, i) => answer(-200 + 20 * i, true, 21 + (i % 2))),
  booking: { status: 201, body: '{}', owner: 21 },
  after: Array.from({ length: 24 }, (_, i) => answer(10 + 15 * i, false, 21 + (i % 2))),
  workers: [21, 22],
});

describe('the cross-process check', () => {
  it('passes when every answer after the 201 withdrew the time, ≥ 20 within a second, from both processes', () => {
    const verdict = judgeCrossProcess(goodCheck());
    expect(verdict.failures).toEqual([]);
    expect(verdict).toMatchObject({ lastMs: 355, firstMs: 10, withinLimit: 24, stale: 0, fromOthers: 12, fromBooker: 12 });
    expect(verdict.staleUntilMs).toBeUndefined();
    expect(crossProcessSentence(verdict)).toBe('cross-process: booked time withdrawn on every answer within 355 ms');
    const row = crossProcessRow(goodCheck(), 2);
    expect(row.verdict).toBe('within budget');
    expect(row.p50).toBe('0 stale');
    expect(row.tail).toBe('24 answers, 10.0 ms–355 ms');
    expect(row.notes).toContain('12 answers came from the other process and 12 from the one that took it (pid 21)');
    expect(row.notes).toContain('offered by 2 of 2 workers');
  });

  it('passes an answer that still offered the time within the first second, and says how many and until when', () => {
    const check = goodCheck();
    check.after[3] = answer(55, true, 22);
    const verdict = judgeCrossProcess(check);
    expect(verdict.failures).toEqual([]);
    expect(verdict.stale).toBe(1);
    expect(crossProcessSentence(verdict)).toBe(
      'cross-process: booked time withdrawn within 55 ms (1 answer before that still offered it), on every later answer to 355 ms',
    );
    const row = crossProcessRow(check, 2);
    expect(row.p50).toBe('1 stale, to 55.0 ms');
    expect(row.verdict).toBe('within budget');
  });

  it('names a stale answer of the booking’s own process, a stale last answer, and one past the second', () => {
    const check = goodCheck();
    check.after[0] = answer(10, true, 21);
    check.after[23] = answer(1_200, true, 22);
    const verdict = judgeCrossProcess(check);
    expect(verdict.failures[0]).toBe(
      'the booked time was still offered on 2 of 24 answers after the 201 (1 from the other process, 1 from the process that took the booking), the last ending 1200 ms after it',
    );
    expect(verdict.failures).toContain('the last answer still offered it');
    expect(crossProcessSentence(verdict)).not.toContain('met');
    expect(crossProcessRow(check, 2).verdict).toMatch(/^OVER: seen within 1,000 ms · FAILED: /);
  });

  it('proves nothing when the time was not offered before, the booking failed, or too few answers came in time', () => {
    const check = goodCheck();
    check.before[0] = answer(-200, false, 21);
    check.booking = { status: 409, body: '{"code":"slot_taken"}', owner: 21 };
    check.after = check.after.slice(0, 10);
    const failures = judgeCrossProcess(check).failures;
    expect(failures).toHaveLength(3);
    expect(failures[0]).toMatch(/before the booking 1 of 8 answers did not offer the time/);
    expect(failures[1]).toMatch(/the booking answered 409/);
    expect(failures[2]).toMatch(/only 10 answers within 1000 ms/);
  });

  it('fails when every answer came from the booking’s own process, or too late for the kept answers to matter', () => {
    const check = goodCheck();
    check.after = check.after.map((each) => ({ ...each, owner: 21 }));
    expect(judgeCrossProcess(check).failures).toEqual(['every answer after the booking came from the process that took it']);
    const late = goodCheck();
    late.after.push(answer(29_900, false, 22));
    expect(judgeCrossProcess(late).failures[0]).toMatch(/^inconclusive: the last answer came 30105 ms after the first ask/);
  });

  it('says so when /proc could not tell which process answered', () => {
    const check = goodCheck();
    check.after[0] = { ...check.after[0]!, owner: undefined };
    const verdict = judgeCrossProcess(check);
    expect(verdict.failures).toEqual([]);
    expect(verdict.fromOthers).toBeUndefined();
    expect(crossProcessRow(check, 2).notes).toContain('could not be read from /proc');
  });
});
