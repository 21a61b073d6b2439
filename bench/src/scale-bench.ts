/**
 * The scale run of QUALITY.md: the bench database grown to 10,000 businesses, 20,000
 * specialists and 2,000,000 appointments, written with SQL (generate_series), and the same
 * time-slot and available-date requests asked before and after, p95 beside p95.
 *
 * The product's calendar caches (docs/decisions/008) would answer repeated requests without
 * touching the database, so this run uses a second server on the same database with
 * `VIZITAS_AVAILABILITY_CACHE=off`: every answer reads the catalogue and the appointments, which
 * is what has to stay flat as the data grows (indexes, no scans growing with history).
 */
import pg from 'pg';
import autocannon from 'autocannon';
import type { DemoTarget } from './demo-target';
import { budgetOf, formatMs, NONE, verdictOf, type Check, type ReportRow } from './report';
import type { ServerProcess } from './server-process';

export const SCALE = {
  businesses: 10_000,
  specialistsPerBusiness: 2,
  appointmentsPerSpecialist: 100,
  /** The generated business the requests ask about (all are alike). */
  sampleSlug: 'mastelis-05000',
} as const;

/** Salon week: Mon–Fri 09:00–18:00 with a break, Sat 10:00–14:00. */
const WEEK = JSON.stringify({
  '0': [],
  '1': [
    ['09:00', '13:00'],
    ['13:30', '18:00'],
  ],
  '2': [
    ['09:00', '13:00'],
    ['13:30', '18:00'],
  ],
  '3': [
    ['09:00', '13:00'],
    ['13:30', '18:00'],
  ],
  '4': [
    ['09:00', '13:00'],
    ['13:30', '18:00'],
  ],
  '5': [
    ['09:00', '13:00'],
    ['13:30', '18:00'],
  ],
  '6': [['10:00', '14:00']],
});

/**
 * The statements, in order. Each specialist gets one appointment a week from 90 weeks ago to
 * about 9 weeks ahead (past ones completed or cancelled, coming ones confirmed), one hour,
 * never overlapping. The appointments table's foreign keys, exclusion constraint and secondary
 * indexes are dropped for the bulk insert and built again afterwards exactly as they were
 * (definitions read from the catalog), which is several times faster than keeping them.
 */
export function scaleStatements(): string[] {
  const weeks = SCALE.appointmentsPerSpecialist;
  return [
    `set synchronous_commit = off`,
    `set maintenance_work_mem = '256MB'`,
    `insert into businesses (slug, name, city, categories, onboarded)
     select 'mastelis-' || lpad(i::text, 5, '0'), 'Mastelio verslas ' || i, 'vilnius', '{kirpejai}', true
     from generate_series(1, ${SCALE.businesses}) i`,
    `create temp table scale_businesses as select id from businesses where slug like 'mastelis-%'`,
    `insert into specialists (business_id, name, sort_order)
     select b.id, 'Specialistė ' || s, s from scale_businesses b cross join generate_series(1, ${SCALE.specialistsPerBusiness}) s`,
    `insert into schedules (business_id, specialist_id, weekly_hours)
     select sp.business_id, sp.id, '${WEEK}'::jsonb from specialists sp join scale_businesses b on b.id = sp.business_id`,
    `insert into services (business_id, name, duration_min, price_cents) select id, 'Kirpimas', 60, 3000 from scale_businesses`,
    `insert into specialist_services (business_id, specialist_id, service_id)
     select sp.business_id, sp.id, sv.id
     from specialists sp join services sv on sv.business_id = sp.business_id join scale_businesses b on b.id = sp.business_id`,
    `create temp table saved_constraints as
     select conname, pg_get_constraintdef(oid) as def from pg_constraint
     where conrelid = 'appointments'::regclass and contype in ('f', 'x')`,
    `create temp table saved_indexes as
     select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as def from pg_index
     where indrelid = 'appointments'::regclass and not indisprimary
       and indexrelid not in (select conindid from pg_constraint where conrelid = 'appointments'::regclass)`,
    `do $$ declare r record; begin
       for r in select conname from saved_constraints loop execute format('alter table appointments drop constraint %I', r.conname); end loop;
       for r in select name from saved_indexes loop execute format('drop index %s', r.name); end loop;
     end $$`,
    `insert into appointments (business_id, specialist_id, client_name, starts_at, ends_at, status, price_cents, duration_min)
     select sp.business_id, sp.id, 'Klientas', a.starts, a.starts + interval '1 hour',
            case when a.starts >= now() then 'confirmed' when k % 10 = 0 then 'cancelled' else 'completed' end, 3000, 60
     from specialists sp
     join scale_businesses b on b.id = sp.business_id
     cross join generate_series(0, ${weeks - 1}) k
     cross join lateral (
       select date_trunc('day', now()) - interval '${(weeks - 10) * 7} days' + k * interval '7 days'
              + (7 + (k + sp.sort_order) % 8) * interval '1 hour' as starts
     ) a`,
    `do $$ declare r record; begin
       for r in select def from saved_indexes loop execute r.def; end loop;
       for r in select conname, def from saved_constraints loop execute format('alter table appointments add constraint %I %s', r.conname, r.def); end loop;
     end $$`,
    `analyze`,
  ];
}

export interface ScaleCounts {
  businesses: number;
  specialists: number;
  appointments: number;
  seconds: number;
}

/** Grows the bench database; answers the row counts after it and how long it took. */
export async function generateScaleData(databaseUrl: string, log: (line: string) => void): Promise<ScaleCounts> {
  const started = Date.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const statement of scaleStatements()) {
      const first = statement.trim().split('\n')[0]!.slice(0, 70);
      const t0 = Date.now();
      await client.query(statement);
      log(`  scale data: ${first}… ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    }
    const counts = await client.query<{ businesses: number; specialists: number; appointments: number }>(
      `select (select count(*) from businesses)::int as businesses, (select count(*) from specialists)::int as specialists,
              (select count(*) from appointments)::int as appointments`,
    );
    return { ...counts.rows[0]!, seconds: (Date.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

/** Whether the database already holds the generated businesses (a kept database, `--keep-database`). */
export async function holdsScaleData(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>(
      `select count(*)::int as count from businesses where slug like 'mastelis-%'`,
    );
    return result.rows[0]!.count >= SCALE.businesses;
  } finally {
    await client.end();
  }
}

/** The p-th percentile (0..100) of a list of milliseconds, nearest rank. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface P95Run {
  p50: number;
  p95: number;
  answers: number;
  failures: number;
  /** Server CPU (user + system) per answer during the timed run, ms. */
  cpuMsPerAnswer?: number | undefined;
}

/** Loads one path (untimed warm-up first) and keeps every response time, for an exact p95. */
export async function measureP95(
  baseUrl: string,
  path: string,
  options: { connections: number; durationS: number; warmupS: number; beforeTimed?: () => void },
): Promise<P95Run> {
  const headers = { 'accept-encoding': 'br, gzip, deflate', 'accept-language': 'lt-LT,lt;q=0.9' };
  await autocannon({ url: baseUrl + path, connections: options.connections, duration: options.warmupS, timeout: 10, headers });
  const times: number[] = [];
  options.beforeTimed?.();
  const instance = autocannon({
    url: baseUrl + path,
    connections: options.connections,
    duration: options.durationS,
    timeout: 10,
    headers,
  });
  instance.on('response', (_client: unknown, status: unknown, _bytes: unknown, responseTime: unknown) => {
    if (typeof status === 'number' && status >= 200 && status < 300 && typeof responseTime === 'number') times.push(responseTime);
  });
  const result = await instance;
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    answers: times.length,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

export interface ScaleMeasurement {
  label: string;
  slots: P95Run;
  dates: P95Run;
}

/** The slot and date requests of one target, measured through `server`. */
export async function measureTarget(
  server: ServerProcess,
  label: string,
  target: DemoTarget,
  options: { durationS: number; warmupS: number; connections: number; log: (line: string) => void },
): Promise<ScaleMeasurement> {
  options.log(`  scale: ${label}: time slots, then dates (${options.warmupS} s warm-up + ${options.durationS} s each)`);
  const withCpu = async (path: string): Promise<P95Run> => {
    let before: number | undefined;
    const run = await measureP95(server.baseUrl, path, { ...options, beforeTimed: () => (before = server.cpuSeconds()) });
    const after = server.cpuSeconds();
    const cpuMsPerAnswer =
      before !== undefined && after !== undefined && run.answers > 0 ? ((after - before) * 1000) / run.answers : undefined;
    return { ...run, cpuMsPerAnswer };
  };
  const slots = await withCpu(target.paths.slots);
  const dates = await withCpu(target.paths.dates);
  return { label, slots, dates };
}

function answersAndCpu(run: P95Run): string {
  const cpu = run.cpuMsPerAnswer === undefined ? '?' : run.cpuMsPerAnswer.toFixed(2);
  return `${run.answers.toLocaleString('en-US')} answers, server CPU ${cpu} ms/answer`;
}

/** p95 figures as the table shows them. */
function p95Text(run: P95Run): string {
  return `p95 ${formatMs(run.p95)}`;
}

/**
 * One row per endpoint: the small database's p95 beside the scale database's (the same demo
 * business, and a generated one), verdict against 2× the small figure.
 */
export function scaleRows(
  small: ScaleMeasurement,
  atScale: ScaleMeasurement[],
  counts: ScaleCounts,
  connections: number,
  durationS: number,
): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const endpoint of ['slots', 'dates'] as const) {
    const base = small[endpoint];
    const worst = Math.max(...atScale.map((each) => each[endpoint].p95));
    const limit = 2 * base.p95;
    const checks: Check[] = [{ label: `p95 ≤ 2× small (${formatMs(limit)})`, actual: worst, limit, kind: 'max' }];
    const failures = [small, ...atScale].filter((each) => each[endpoint].failures > 0 || each[endpoint].answers === 0);
    rows.push({
      name: `scale: GET ${endpoint === 'slots' ? 'available time slots, one day' : 'available dates, one month'}, caches off (c=${connections}, ${durationS} s)`,
      p50: formatMs(Math.max(...atScale.map((each) => each[endpoint].p50))),
      tail: `${p95Text({ ...base, p95: worst })} (small: ${formatMs(base.p95)}, ×${(worst / base.p95).toFixed(2)})`,
      rate: NONE,
      budget: budgetOf(checks),
      verdict: verdictOf(
        checks,
        failures.map((each) => `${each.label}: ${each[endpoint].failures} failed requests`),
      ),
      notes:
        `small database (demo data) p95 ${formatMs(base.p95)} (${answersAndCpu(base)}) · ` +
        atScale
          .map((each) => `${each.label} p95 ${formatMs(each[endpoint].p95)} (${answersAndCpu(each[endpoint])})`)
          .join(' · ') +
        `; ${counts.businesses.toLocaleString('en-US')} businesses, ${counts.specialists.toLocaleString('en-US')} specialists, ` +
        `${counts.appointments.toLocaleString('en-US')} appointments (generated in ${counts.seconds.toFixed(0)} s); ` +
        'second server with VIZITAS_AVAILABILITY_CACHE=off so every answer reads the database',
    });
  }
  return rows;
}
