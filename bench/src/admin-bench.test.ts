import { describe, expect, it } from 'vitest';
import { localDateOf, weekdayOf } from '@vizitas/booking-engine';
import { customerPageSets } from './customer-pages';
import {
  ADMIN_FIXTURE,
  ADMIN_SERVICES,
  adminBudget,
  adminFixtureQueries,
  adminRow,
  adminUrlSets,
  chunkRow,
  fixtureMondays,
  generateAdminAppointments,
  mondayOf,
  overlapsOf,
  planAdminFixture,
  preloadedAnswerUrls,
  viteMapDepsOf,
  weekdayHours,
  type AdminRun,
  type GeneratedAppointment,
} from './admin-bench';

const TZ = ADMIN_FIXTURE.timeZone;
const NOW = Date.parse('2026-11-24T10:17:00Z'); // a Tuesday
const mondays = fixtureMondays(NOW, TZ, ADMIN_FIXTURE.weeks, ADMIN_FIXTURE.weeksBefore);
const generated = generateAdminAppointments({ ...ADMIN_FIXTURE, nowMs: NOW, mondays });

describe('fixtureMondays', () => {
  it('gives 12 consecutive Mondays, 6 before the current week', () => {
    expect(mondayOf('2026-11-24')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondays).toHaveLength(12);
    expect(mondays[0]).toBe('2026-10-12');
    expect(mondays[6]).toBe('2026-11-23');
    expect(mondays.every((monday) => weekdayOf(monday) === 1)).toBe(true);
  });
});

describe('generateAdminAppointments', () => {
  it('keeps every specialist free of overlaps, whatever the status', () => {
    expect(overlapsOf(generated)).toBe(0);
  });

  it('counts overlaps when there are some', () => {
    const a = generated[0]!;
    const clash: GeneratedAppointment = { ...a, startMs: a.startMs + 15 * 60_000, endMs: a.endMs + 15 * 60_000 };
    expect(overlapsOf([a, clash])).toBe(1);
    expect(overlapsOf([a, { ...clash, specialist: a.specialist + 1 }])).toBe(0);
  });

  it('writes 10 a day per specialist on weekdays that are not public holidays (about 500 a week)', () => {
    // 2026-11-02 (Vėlinės), 12-24, 12-25 and 2027-01-01 are weekday holidays in the 12 weeks.
    expect(generated).toHaveLength((60 - 4) * ADMIN_FIXTURE.specialists * ADMIN_FIXTURE.perDay);
    const days = new Set(generated.map((each) => localDateOf(each.startMs, TZ)));
    expect(days.has('2026-12-24')).toBe(false);
    expect(days.has('2026-11-02')).toBe(false);
    expect([...days].every((day) => weekdayOf(day) >= 1 && weekdayOf(day) <= 5)).toBe(true);
    const weekOf23 = generated.filter((each) => mondayOf(localDateOf(each.startMs, TZ)) === '2026-11-23');
    expect(weekOf23).toHaveLength(500);
  });

  it('keeps visits of 30–120 minutes inside 08:00–20:00 Vilnius time, each with a service of its length', () => {
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: TZ, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const wrong = generated.filter(
      (each) =>
        each.endMs - each.startMs !== each.durationMin * 60_000 ||
        each.durationMin < 30 ||
        each.durationMin > 120 ||
        ADMIN_SERVICES[each.service]?.durationMin !== each.durationMin ||
        local.format(each.startMs) < '08:00' ||
        local.format(each.endMs - 1) >= '20:00',
    );
    expect(wrong).toEqual([]);
    expect(new Set(generated.map((each) => each.durationMin))).toEqual(new Set([30, 45, 60, 90, 120]));
  });

  it('ends past visits and keeps coming ones holding their time', () => {
    const past = generated.filter((each) => each.endMs <= NOW);
    const coming = generated.filter((each) => each.startMs >= NOW);
    expect(new Set(past.map((each) => each.status))).toEqual(new Set(['completed', 'cancelled', 'no_show']));
    expect(new Set(coming.map((each) => each.status))).toEqual(new Set(['confirmed', 'pending']));
  });

  it('has walk-ins with a name and phone, and clients with accounts', () => {
    const walkIns = generated.filter((each) => each.customer === null);
    expect(walkIns.length / generated.length).toBeGreaterThan(0.5);
    expect(walkIns.length / generated.length).toBeLessThan(0.7);
    expect(walkIns.every((each) => each.walkInName && /^\+3706\d{7}$/.test(each.walkInPhone!))).toBe(true);
    const accounts = generated.filter((each) => each.customer !== null);
    expect(accounts.every((each) => each.customer! < ADMIN_FIXTURE.customers && each.walkInName === null)).toBe(true);
  });

  it('is the same for the same seed', () => {
    expect(generateAdminAppointments({ ...ADMIN_FIXTURE, nowMs: NOW, mondays })).toEqual(generated);
  });
});

describe('adminFixtureQueries', () => {
  const plan = planAdminFixture(generated);
  const queries = adminFixtureQueries(plan);

  it('writes each table once, owner and business before what refers to them', () => {
    const tables = queries.map((query) => /insert into (\w+)/.exec(query.text)![1]);
    expect(tables).toEqual([
      'users',
      'businesses',
      'business_members',
      'sessions',
      'specialists',
      'schedules',
      'services',
      'specialist_services',
      'users',
      'appointments',
      'appointment_services',
    ]);
  });

  it('numbers its parameters as it passes them, and bulk rows come as equally long arrays', () => {
    for (const query of queries) {
      const used = new Set([...query.text.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
      expect(Math.max(...used)).toBe(query.values.length);
      const arrays = query.values.filter(Array.isArray) as unknown[][];
      expect(new Set(arrays.map((array) => array.length)).size).toBeLessThanOrEqual(1);
    }
    const appointments = queries.find((query) => query.text.includes('insert into appointments'))!;
    expect((appointments.values[2] as string[]).length).toBe(generated.length);
  });

  it('stores the session under the SHA-256 of the token, for the owner', () => {
    const session = queries.find((query) => query.text.includes('insert into sessions'))!;
    expect(session.values[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(session.values[0]).not.toBe(plan.token);
    expect(session.values[1]).toBe(plan.ownerId);
    const member = queries.find((query) => query.text.includes('insert into business_members'))!;
    expect(member.text).toContain("'owner'");
  });

  it('gives specialists Monday–Friday hours only', () => {
    const hours = weekdayHours('08:00', '20:00');
    expect(hours['0']).toEqual([]);
    expect(hours['6']).toEqual([]);
    expect(hours['1']).toEqual([['08:00', '20:00']]);
  });
});

describe('adminUrlSets', () => {
  const sets = adminUrlSets(mondays, TZ);
  const byKey = Object.fromEntries(sets.map((set) => [set.key, set]));

  it('has at least 40 days and 12 weeks, each URL distinct', () => {
    for (const key of ['listDay', 'calendarDay', 'calendarPage'] as const)
      expect(byKey[key]!.urls.length).toBeGreaterThanOrEqual(40);
    for (const key of ['listWeek', 'calendarWeek'] as const) expect(byKey[key]!.urls).toHaveLength(12);
    for (const set of sets) expect(new Set(set.urls).size).toBe(set.urls.length);
    expect(byKey.listPage!.urls).toEqual(['/administratorius/vizitai/sarasas']);
  });

  it('asks the list for local midnight to local midnight, earliest first, 200 at most', () => {
    const url = new URL(byKey.listDay!.urls[0]!, 'http://x');
    expect(url.pathname).toBe('/api/admin/appointments');
    expect(url.searchParams.get('from')).toBe('2026-10-11T21:00:00.000Z'); // 2026-10-12 00:00 EEST
    expect(url.searchParams.get('to')).toBe('2026-10-12T21:00:00.000Z');
    expect(url.searchParams.get('order')).toBe('start');
    expect(url.searchParams.get('limit')).toBe('200');
    // The week across the end of summer time is 7 × 24 + 1 hours long.
    const week = new URL(byKey.listWeek!.urls[1]!, 'http://x');
    expect(week.searchParams.get('from')).toBe('2026-10-18T21:00:00.000Z');
    expect(week.searchParams.get('to')).toBe('2026-10-25T22:00:00.000Z');
  });

  it('asks the calendar for a day and for Monday–Sunday, and the page for a date', () => {
    expect(byKey.calendarDay!.urls[0]).toBe('/api/admin/calendar?from=2026-10-12&to=2026-10-12');
    expect(byKey.calendarWeek!.urls[0]).toBe('/api/admin/calendar?from=2026-10-12&to=2026-10-18');
    expect(byKey.calendarPage!.urls[1]).toBe('/administratorius/vizitai/kalendorius?data=2026-10-13');
  });

  it('takes the budgets of QUALITY.md', () => {
    expect(adminBudget(byKey.listDay!)).toEqual({ p99Ms: 20 });
    expect(adminBudget(byKey.calendarPage!)).toEqual({ p99Ms: 50, cpuMs: 5 });
    expect(adminBudget(byKey.listPage!)).toEqual({ p99Ms: 50, cpuMs: 4 });
  });
});

describe('adminRow', () => {
  const sets = adminUrlSets(mondays, TZ);
  const run = (overrides: Partial<AdminRun> = {}): AdminRun => ({
    set: sets.find((set) => set.key === 'calendarPage')!,
    p50: 3,
    p99: 12,
    rate: 950.4,
    answers: 9_504,
    cpuMsPerAnswer: 1.234,
    load: 2.04,
    statuses: { '200': 9_504 },
    errors: 0,
    timeouts: 0,
    samples: [],
    preflight: 'HTML 58.0 kB a page uncompressed',
    preflightFailures: [],
    ...overrides,
  });

  it('shows p50, p99, rate and CPU per answer against the page budget', () => {
    const row = adminRow(run(), 10, 'scale database');
    expect(row.name).toBe('admin: GET SSR admin calendar page /administratorius/vizitai/kalendorius?data=… (c=10, 10 s)');
    expect(row.p50).toBe('3.00 ms');
    expect(row.tail).toBe('p99 12.0 ms');
    expect(row.rate).toBe('950 req/s');
    expect(row.budget).toBe('≤ 5 ms server CPU, p99 ≤ 50 ms');
    expect(row.verdict).toBe('within budget');
    expect(row.notes).toContain('9,504 answers over 60 distinct URLs; server CPU 1.23 ms/answer; load avg 2.0');
  });

  it('says which budget is missed', () => {
    expect(adminRow(run({ cpuMsPerAnswer: 22.2 }), 10, '').verdict).toBe('OVER: ≤ 5 ms server CPU');
    expect(adminRow(run({ p99: 60 }), 10, '').verdict).toBe('OVER: p99 ≤ 50 ms');
  });

  it('fails on any answer other than 200, naming it', () => {
    const row = adminRow(run({ statuses: { '200': 10, '302': 4 }, samples: ['302 /administratorius/vizitai/sarasas'] }), 10, '');
    expect(row.verdict).toBe('FAILED: 4 answers other than 200 (4×302; e.g. 302 /administratorius/vizitai/sarasas)');
    expect(adminRow(run({ errors: 2, preflightFailures: ['untimed check: 403 for /x'] }), 10, '').verdict).toBe(
      'FAILED: untimed check: 403 for /x; 2 connection errors',
    );
  });
});

describe('calendar chunk size', () => {
  it('reads the files a chunk preloads for its lazy imports', () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/calendar-board-B0.js","assets/Text-D.js","assets/calendar-board-Bn.css"])))=>i.map(i=>d[i]);\nimport{r}from"./x.js";';
    expect(viteMapDepsOf(code)).toEqual(['assets/calendar-board-B0.js', 'assets/Text-D.js', 'assets/calendar-board-Bn.css']);
    expect(viteMapDepsOf('import{r}from"./x.js";')).toEqual([]);
  });

  it('reports the lazy files beside the route chunks, with no budget', () => {
    const row = chunkRow({
      routeChunks: [{ url: '/assets/appointment-calendar-A.js', gzipBytes: 3_900 }],
      lazy: [
        { url: '/assets/calendar-board-B.js', gzipBytes: 54_100 },
        { url: '/assets/calendar-board-C.css', gzipBytes: 9_500 },
      ],
      lazyGzipBytes: 63_600,
      firstLoadGzipBytes: 255_200,
    });
    expect(row.p50).toBe('63.6 kB gzip');
    expect(row.verdict).toBe('no budget');
    expect(row.notes).toBe(
      'calendar-board-B.js 54.1 kB · calendar-board-C.css 9.5 kB; route chunk (first load) appointment-calendar-A.js 3.9 kB; first-load JS of the page 255.2 kB gzip',
    );
    expect(chunkRow({ routeChunks: [], lazy: [], lazyGzipBytes: 0, firstLoadGzipBytes: 0 }).verdict).toMatch(/^FAILED/);
  });
});

describe('the logged-in customer rows', () => {
  it('ask the visits of every person, and each business’s page and booking page, as pages within the 4 ms budget', () => {
    const sets = customerPageSets({ cookies: ['vizitas_session=a', 'vizitas_session=b'], slugs: ['studija-aiste', 'mastelis-00001'] });
    expect(sets.map((set) => set.urls)).toEqual([
      ['/vizitai'],
      ['/apie/studija-aiste', '/apie/mastelis-00001'],
      ['/naujas-vizitas/studija-aiste', '/naujas-vizitas/mastelis-00001'],
    ]);
    for (const set of sets) {
      expect(set.cookies).toEqual(['vizitas_session=a', 'vizitas_session=b']);
      expect(adminBudget(set)).toEqual({ p99Ms: 50, cpuMs: 4 });
    }
  });
});

describe('preloadedAnswerUrls', () => {
  it('takes the fetch preloads of a page, unescaped, and nothing else', () => {
    const html =
      '<head><link rel="preload" href="/api/admin/appointments?status=pending&amp;page=1" as="fetch" crossorigin=""/>' +
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="preload" href="/fonts/a.woff2" as="font"/>' +
      '<link rel="stylesheet" href="/assets/b.css"/>' +
      '<link rel="preload" href="/api/admin/calendar?from=2026-11-23&amp;to=2026-11-23" as="fetch" crossorigin=""/></head>';
    expect(preloadedAnswerUrls(html)).toEqual([
      '/api/admin/appointments?status=pending&page=1',
      '/api/admin/calendar?from=2026-11-23&to=2026-11-23',
    ]);
    expect(preloadedAnswerUrls('<p>no links</p>')).toEqual([]);
  });
});
