/**
 * Stage `admin`: what a salon admin asks for, logged in as the owner, on PostgreSQL.
 *
 * A business of its own is written into the bench database with SQL (10 specialists working
 * weekdays, 500 appointments a week over 12 weeks around now, walk-ins and clients with
 * accounts, an owner with a live session). Then autocannon cycles over many distinct URLs per
 * row: the appointment list API and the calendar API for a day and a week, the server-rendered
 * calendar page for many days and the list page. Each row gives p50, p99, req/s and the
 * server's CPU per answer; a last row gives the gzip size of what the calendar page loads lazily
 * on top of its first load.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import {
  addDays,
  localDateOf,
  lithuanianPublicHolidaysBetween,
  weekdayOf,
  zonedDateTimeToEpochMs,
  type LocalDate,
} from '@vizitas/booking-engine';
import { fileOfUrl, firstLoadSize, gzipSize } from './frontend-size';
import { memoryRow, PeakRecorder } from './memory-peak';
import { formatKb, NONE, verdictOf, type Check, type ReportRow } from './report';
import type { ServerProcess } from './server-process';
import { cycleFailures, cycleRowFigures, measureCycle, type CycleRun } from './url-cycle';
import { customerPageSets, customerPagesNote, prepareCustomerPages } from './customer-pages';

export const ADMIN_FIXTURE = {
  slug: 'bench-administravimas',
  name: 'Bench administravimas',
  timeZone: 'Europe/Vilnius',
  specialists: 10,
  /** Weeks of appointments: `weeksBefore` before the current one, the current one, and the rest after. */
  weeks: 12,
  weeksBefore: 6,
  /** Appointments per specialist per working day (10 × 5 × 10 = 500 a week). */
  perDay: 10,
  dayStart: '08:00',
  dayEnd: '20:00',
  /** Clients with an account; the others are walk-ins typed in by the salon. */
  customers: 200,
  /** Share of appointments booked by a client with an account. */
  accountShare: 0.4,
  seed: 20_261_124,
} as const;

/** The services (one per visit length the generator uses). */
export const ADMIN_SERVICES = [
  { name: 'Antakių korekcija', durationMin: 30, priceCents: 1500 },
  { name: 'Manikiūras', durationMin: 45, priceCents: 2500 },
  { name: 'Kirpimas', durationMin: 60, priceCents: 3000 },
  { name: 'Plaukų dažymas', durationMin: 90, priceCents: 5500 },
  { name: 'Gelinis manikiūras su dizainu', durationMin: 120, priceCents: 6000 },
] as const;

/** Visit lengths drawn for a day, shorter ones more often (mean ≈ 60 min). */
const LENGTH_DRAW = [30, 30, 45, 45, 60, 60, 60, 90, 120] as const;

export const ADMIN_CONNECTIONS = 10;

/** A small deterministic generator (mulberry32), so the data and the tests are reproducible. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The Monday of the week holding `date` (weeks run Monday–Sunday). */
export function mondayOf(date: LocalDate): LocalDate {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

/** The Mondays of the fixture's weeks: `weeksBefore` weeks before the current one, then on. */
export function fixtureMondays(nowMs: number, timeZone: string, weeks: number, weeksBefore: number): LocalDate[] {
  const first = addDays(mondayOf(localDateOf(nowMs, timeZone)), -7 * weeksBefore);
  return Array.from({ length: weeks }, (_, i) => addDays(first, 7 * i));
}

export type AdminStatus = 'completed' | 'cancelled' | 'no_show' | 'confirmed' | 'pending';

export interface GeneratedAppointment {
  specialist: number;
  /** Index into ADMIN_SERVICES. */
  service: number;
  startMs: number;
  endMs: number;
  durationMin: number;
  status: AdminStatus;
  /** Index of the client with an account, or null for a walk-in. */
  customer: number | null;
  walkInName: string | null;
  walkInPhone: string | null;
}

export interface GenerateOptions {
  nowMs: number;
  timeZone: string;
  mondays: readonly LocalDate[];
  specialists: number;
  perDay: number;
  dayStart: string;
  dayEnd: string;
  customers: number;
  accountShare: number;
  seed: number;
}

const WALK_IN_NAMES = ['Rūta', 'Ieva', 'Greta', 'Austėja', 'Jurgita', 'Lina', 'Eglė', 'Simona', 'Indrė', 'Kotryna'];
const WALK_IN_SURNAMES = ['K.', 'P.', 'J.', 'M.', 'S.', 'B.', 'V.', 'L.'];

function minutesOf(wallClock: string): number {
  const [hours, minutes] = wallClock.split(':').map(Number);
  return hours! * 60 + minutes!;
}

function wallClockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Past visits ended as most do; coming ones are mostly confirmed, some still waiting. */
function statusOf(startMs: number, endMs: number, nowMs: number, draw: number): AdminStatus {
  if (endMs <= nowMs) return draw < 0.8 ? 'completed' : draw < 0.92 ? 'cancelled' : 'no_show';
  if (startMs < nowMs) return 'confirmed';
  return draw < 0.75 ? 'confirmed' : 'pending';
}

/**
 * Every weekday of the given weeks except Lithuanian public holidays (the salon is closed on
 * them): for each specialist `perDay` visits of 30–120 minutes, one after another with gaps of
 * whole quarter hours, inside `dayStart`–`dayEnd` local time. No two visits of one specialist
 * overlap, whatever their status.
 */
export function generateAdminAppointments(options: GenerateOptions): GeneratedAppointment[] {
  const random = seededRandom(options.seed);
  const open = minutesOf(options.dayStart);
  const close = minutesOf(options.dayEnd);
  const dayLength = close - open;
  const first = options.mondays[0]!;
  const last = addDays(options.mondays.at(-1)!, 6);
  const holidays = new Set(lithuanianPublicHolidaysBetween(first, last).map((holiday) => holiday.date));
  const result: GeneratedAppointment[] = [];
  for (const monday of options.mondays) {
    for (let weekday = 0; weekday < 5; weekday++) {
      const date = addDays(monday, weekday);
      if (holidays.has(date)) continue;
      for (let specialist = 0; specialist < options.specialists; specialist++) {
        const lengths: number[] = Array.from(
          { length: options.perDay },
          () => LENGTH_DRAW[Math.floor(random() * LENGTH_DRAW.length)]!,
        );
        // Keep at least an hour of gaps in the day: shorten the longest visits until it fits.
        while (lengths.reduce((sum, each) => sum + each, 0) > dayLength - 60) {
          const longest = lengths.indexOf(Math.max(...lengths));
          lengths[longest] = 30;
        }
        const quarters = (dayLength - lengths.reduce((sum, each) => sum + each, 0)) / 15;
        // The free quarters spread over the gaps before each visit (what is left stays after the last).
        const gaps = new Array<number>(options.perDay + 1).fill(0);
        for (let q = 0; q < quarters; q++) gaps[Math.floor(random() * gaps.length)]! += 15;
        let minute = open;
        for (let i = 0; i < options.perDay; i++) {
          minute += gaps[i]!;
          const durationMin = lengths[i]!;
          const startMs = zonedDateTimeToEpochMs(date, wallClockOf(minute), options.timeZone);
          const endMs = zonedDateTimeToEpochMs(date, wallClockOf(minute + durationMin), options.timeZone);
          minute += durationMin;
          const withAccount = random() < options.accountShare;
          const who = Math.floor(random() * 10_000);
          result.push({
            specialist,
            service: ADMIN_SERVICES.findIndex((service) => service.durationMin === durationMin),
            startMs,
            endMs,
            durationMin,
            status: statusOf(startMs, endMs, options.nowMs, random()),
            customer: withAccount ? who % options.customers : null,
            walkInName: withAccount
              ? null
              : `${WALK_IN_NAMES[who % WALK_IN_NAMES.length]} ${WALK_IN_SURNAMES[who % WALK_IN_SURNAMES.length]}`,
            walkInPhone: withAccount ? null : `+3706${String(1_000_000 + ((who * 7919) % 9_000_000)).padStart(7, '0')}`,
          });
        }
      }
    }
  }
  return result;
}

/** Pairs of one specialist's appointments that overlap (any status); the generator promises none. */
export function overlapsOf(appointments: readonly GeneratedAppointment[]): number {
  const bySpecialist = new Map<number, GeneratedAppointment[]>();
  for (const each of appointments) {
    const list = bySpecialist.get(each.specialist) ?? [];
    list.push(each);
    bySpecialist.set(each.specialist, list);
  }
  let overlaps = 0;
  for (const list of bySpecialist.values()) {
    list.sort((a, b) => a.startMs - b.startMs);
    for (let i = 1; i < list.length; i++) if (list[i]!.startMs < list[i - 1]!.endMs) overlaps++;
  }
  return overlaps;
}

/** Monday–Friday 08:00–20:00, as the schedules table stores it ("0" = Sunday). */
export function weekdayHours(dayStart: string, dayEnd: string): Record<string, [string, string][]> {
  return Object.fromEntries(
    ['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, day === '0' || day === '6' ? [] : [[dayStart, dayEnd]]]),
  ) as Record<string, [string, string][]>;
}

export interface AdminFixturePlan {
  businessId: string;
  ownerId: string;
  /** The cookie's token; the database keeps its SHA-256. */
  token: string;
  specialistIds: string[];
  serviceIds: string[];
  customerIds: string[];
  appointmentIds: string[];
  appointments: GeneratedAppointment[];
  stamp: string;
}

export function planAdminFixture(appointments: GeneratedAppointment[], options = ADMIN_FIXTURE): AdminFixturePlan {
  return {
    businessId: randomUUID(),
    ownerId: randomUUID(),
    token: randomBytes(32).toString('base64url'),
    specialistIds: Array.from({ length: options.specialists }, () => randomUUID()),
    serviceIds: ADMIN_SERVICES.map(() => randomUUID()),
    customerIds: Array.from({ length: options.customers }, () => randomUUID()),
    appointmentIds: appointments.map(() => randomUUID()),
    appointments,
    stamp: randomBytes(4).toString('hex'),
  };
}

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/**
 * The fixture as SQL: owner, business, membership, session, specialists with their weekday
 * hours, services offered by everyone, the clients with accounts, the appointments with one
 * service each. Bulk rows go through `unnest` of arrays (one statement per table).
 */
export function adminFixtureQueries(plan: AdminFixturePlan, options = ADMIN_FIXTURE): SqlQuery[] {
  const sessionId = createHash('sha256').update(plan.token).digest('hex');
  const a = plan.appointments;
  const specialistPairs = plan.specialistIds.flatMap((specialistId) =>
    plan.serviceIds.map((serviceId) => [specialistId, serviceId]),
  );
  return [
    {
      text: `insert into users (id, email, name, password_hash, email_verified_at) values ($1, $2, $3, 'x', now())`,
      values: [plan.ownerId, `bench-admin-${plan.stamp}@example.lt`, 'Bench savininkė'],
    },
    {
      text: `insert into businesses (id, slug, name, city, categories, onboarded, time_zone, auto_confirm)
             values ($1, $2, $3, 'vilnius', '{kirpejai,manikiuras}', true, $4, false)`,
      values: [plan.businessId, options.slug, options.name, options.timeZone],
    },
    {
      text: `insert into business_members (business_id, user_id, role) values ($1, $2, 'owner')`,
      values: [plan.businessId, plan.ownerId],
    },
    {
      text: `insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '30 days')`,
      values: [sessionId, plan.ownerId],
    },
    {
      text: `insert into specialists (id, business_id, name, sort_order)
             select id, $1, name, sort_order from unnest($2::uuid[], $3::text[], $4::int[]) as t(id, name, sort_order)`,
      values: [
        plan.businessId,
        plan.specialistIds,
        plan.specialistIds.map((_, i) => `Specialistė ${i + 1}`),
        plan.specialistIds.map((_, i) => i),
      ],
    },
    {
      text: `insert into schedules (business_id, specialist_id, weekly_hours) select $1, id, $3::jsonb from unnest($2::uuid[]) as t(id)`,
      values: [plan.businessId, plan.specialistIds, JSON.stringify(weekdayHours(options.dayStart, options.dayEnd))],
    },
    {
      text: `insert into services (id, business_id, name, duration_min, price_cents, sort_order)
             select id, $1, name, duration_min, price_cents, sort_order
             from unnest($2::uuid[], $3::text[], $4::int[], $5::int[], $6::int[]) as t(id, name, duration_min, price_cents, sort_order)`,
      values: [
        plan.businessId,
        plan.serviceIds,
        ADMIN_SERVICES.map((service) => service.name),
        ADMIN_SERVICES.map((service) => service.durationMin),
        ADMIN_SERVICES.map((service) => service.priceCents),
        ADMIN_SERVICES.map((_, i) => i),
      ],
    },
    {
      text: `insert into specialist_services (business_id, specialist_id, service_id)
             select $1, specialist_id, service_id from unnest($2::uuid[], $3::uuid[]) as t(specialist_id, service_id)`,
      values: [plan.businessId, specialistPairs.map((pair) => pair[0]), specialistPairs.map((pair) => pair[1])],
    },
    {
      text: `insert into users (id, email, name, password_hash, email_verified_at)
             select id, email, name, 'x', now() from unnest($1::uuid[], $2::text[], $3::text[]) as t(id, email, name)`,
      values: [
        plan.customerIds,
        plan.customerIds.map((_, i) => `bench-admin-${plan.stamp}-klientas-${i}@example.lt`),
        plan.customerIds.map((_, i) => `Klientė ${i + 1}`),
      ],
    },
    {
      text: `insert into appointments (id, business_id, specialist_id, customer_id, client_name, client_phone, starts_at, ends_at,
                                       status, price_cents, duration_min, created_by_user_id)
             select id, $1, specialist_id, customer_id, client_name, client_phone, starts_at, ends_at, status, price_cents, duration_min,
                    case when customer_id is null then $2::uuid end
             from unnest($3::uuid[], $4::uuid[], $5::uuid[], $6::text[], $7::text[], $8::timestamptz[], $9::timestamptz[], $10::text[],
                         $11::int[], $12::int[])
               as t(id, specialist_id, customer_id, client_name, client_phone, starts_at, ends_at, status, price_cents, duration_min)`,
      values: [
        plan.businessId,
        plan.ownerId,
        plan.appointmentIds,
        a.map((each) => plan.specialistIds[each.specialist]),
        a.map((each) => (each.customer === null ? null : plan.customerIds[each.customer])),
        a.map((each) => each.walkInName),
        a.map((each) => each.walkInPhone),
        a.map((each) => new Date(each.startMs).toISOString()),
        a.map((each) => new Date(each.endMs).toISOString()),
        a.map((each) => each.status),
        a.map((each) => ADMIN_SERVICES[each.service]!.priceCents),
        a.map((each) => each.durationMin),
      ],
    },
    {
      text: `insert into appointment_services (appointment_id, position, business_id, service_id, name, duration_min, price_cents)
             select appointment_id, 0, $1, service_id, name, duration_min, price_cents
             from unnest($2::uuid[], $3::uuid[], $4::text[], $5::int[], $6::int[])
               as t(appointment_id, service_id, name, duration_min, price_cents)`,
      values: [
        plan.businessId,
        plan.appointmentIds,
        a.map((each) => plan.serviceIds[each.service]),
        a.map((each) => ADMIN_SERVICES[each.service]!.name),
        a.map((each) => each.durationMin),
        a.map((each) => ADMIN_SERVICES[each.service]!.priceCents),
      ],
    },
  ];
}

export interface AdminFixture {
  businessId: string;
  cookie: string;
  mondays: LocalDate[];
  appointments: number;
  perWeek: number;
  walkIns: number;
  /** Appointments in the whole database after writing (the scale database has ~2,000,000). */
  databaseAppointments: number;
  seconds: number;
}

/** Writes the admin business into the database in one transaction. */
export async function prepareAdminFixture(databaseUrl: string, nowMs: number): Promise<AdminFixture> {
  const started = Date.now();
  const mondays = fixtureMondays(nowMs, ADMIN_FIXTURE.timeZone, ADMIN_FIXTURE.weeks, ADMIN_FIXTURE.weeksBefore);
  const appointments = generateAdminAppointments({ ...ADMIN_FIXTURE, nowMs, mondays });
  if (overlapsOf(appointments) > 0) throw new Error('the generated appointments overlap');
  const plan = planAdminFixture(appointments);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    for (const query of adminFixtureQueries(plan)) await client.query(query.text, query.values);
    await client.query('commit');
    await client.query('analyze appointments');
    await client.query('analyze appointment_services');
    const count = await client.query<{ n: number }>('select count(*)::int as n from appointments');
    return {
      businessId: plan.businessId,
      cookie: `vizitas_session=${plan.token}`,
      mondays,
      appointments: appointments.length,
      perWeek: Math.round(appointments.length / mondays.length),
      walkIns: appointments.filter((each) => each.customer === null).length,
      databaseAppointments: count.rows[0]!.n,
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Local midnight of `date` in the zone, as the ISO instant the list API takes. */
function instantOf(date: LocalDate, timeZone: string): string {
  return new Date(zonedDateTimeToEpochMs(date, '00:00', timeZone)).toISOString();
}

export interface AdminUrlSet {
  key:
    | 'listDay'
    | 'listWeek'
    | 'calendarDay'
    | 'calendarWeek'
    | 'calendarPage'
    | 'listPage'
    | 'listPageAnswers'
    | 'customerVisits'
    | 'customerBusiness'
    | 'customerBooking';
  name: string;
  urls: string[];
  kind: 'api' | 'page';
  /** Who asks: the row's prefix ("admin" unless said). */
  area?: string;
  /** Several people's session cookies, taken in turn (otherwise the owner's). */
  cookies?: string[];
}

/**
 * The URLs of each row: every weekday of the weeks (days) and every week (Monday–Sunday), for
 * the list API (`order=start&limit=200`, from local midnight to the next local midnight) and the
 * calendar API; the calendar page for every weekday; the list page.
 */
export function adminUrlSets(mondays: readonly LocalDate[], timeZone: string): AdminUrlSet[] {
  const days = mondays.flatMap((monday) => [0, 1, 2, 3, 4].map((i) => addDays(monday, i)));
  const list = (from: LocalDate, toExclusive: LocalDate) =>
    `/api/admin/appointments?from=${encodeURIComponent(instantOf(from, timeZone))}` +
    `&to=${encodeURIComponent(instantOf(toExclusive, timeZone))}&order=start&limit=200`;
  const calendar = (from: LocalDate, to: LocalDate) => `/api/admin/calendar?from=${from}&to=${to}`;
  return [
    {
      key: 'listDay',
      name: 'GET /api/admin/appointments, one day',
      kind: 'api',
      urls: days.map((day) => list(day, addDays(day, 1))),
    },
    {
      key: 'listWeek',
      name: 'GET /api/admin/appointments, one week',
      kind: 'api',
      urls: mondays.map((monday) => list(monday, addDays(monday, 7))),
    },
    { key: 'calendarDay', name: 'GET /api/admin/calendar, one day', kind: 'api', urls: days.map((day) => calendar(day, day)) },
    {
      key: 'calendarWeek',
      name: 'GET /api/admin/calendar, one week',
      kind: 'api',
      urls: mondays.map((monday) => calendar(monday, addDays(monday, 6))),
    },
    {
      key: 'calendarPage',
      name: 'GET SSR admin calendar page /administratorius/vizitai/kalendorius?data=…',
      kind: 'page',
      urls: days.map((day) => `/administratorius/vizitai/kalendorius?data=${day}`),
    },
    {
      key: 'listPage',
      name: 'GET SSR admin list page /administratorius/vizitai/sarasas',
      kind: 'page',
      urls: ['/administratorius/vizitai/sarasas'],
    },
  ];
}

/** QUALITY.md: admin list and calendar data p99 ≤ 20 ms; a logged-in page ≤ 4 ms CPU (5 ms the admin calendar), p99 ≤ 50 ms. */
export function adminBudget(set: Pick<AdminUrlSet, 'key' | 'kind'>): { p99Ms: number; cpuMs?: number } {
  if (set.kind === 'api') return { p99Ms: 20 };
  return { p99Ms: 50, cpuMs: set.key === 'calendarPage' ? 5 : 4 };
}

export interface AdminRun extends CycleRun {
  set: AdminUrlSet;
  /** What one untimed pass over every URL found (e.g. "5,971 visits in 60 answers"). */
  preflight: string;
  preflightFailures: string[];
}

/** One table row per URL set. */
export function adminRow(run: AdminRun, durationS: number, databaseNote: string): ReportRow {
  const budget = adminBudget(run.set);
  const checks: Check[] = [];
  if (budget.cpuMs !== undefined && run.cpuMsPerAnswer !== undefined) {
    checks.push({ label: `≤ ${budget.cpuMs} ms server CPU`, actual: run.cpuMsPerAnswer, limit: budget.cpuMs, kind: 'max' });
  }
  checks.push({ label: `p99 ≤ ${budget.p99Ms} ms`, actual: run.p99, limit: budget.p99Ms, kind: 'max' });
  const failures = cycleFailures(run, run.preflightFailures);
  if (budget.cpuMs !== undefined && run.cpuMsPerAnswer === undefined) failures.push('server CPU not readable');
  const cpu = run.cpuMsPerAnswer === undefined ? '?' : run.cpuMsPerAnswer.toFixed(2);
  return {
    name: `${run.set.area ?? 'admin'}: ${run.set.name} (c=${ADMIN_CONNECTIONS}, ${durationS} s)`,
    ...cycleRowFigures(run, checks, failures),
    notes:
      `${run.answers.toLocaleString('en-US')} answers over ${run.set.urls.length} distinct URLs; server CPU ${cpu} ms/answer; ` +
      `load avg ${run.load.toFixed(1)}; ${run.preflight}; ${databaseNote}`,
  };
}

/**
 * The API answers a page has the browser preload (`<link rel="preload" as="fetch" href>`): what a
 * page view costs besides the page itself (docs/decisions/024).
 */
export function preloadedAnswerUrls(html: string): string[] {
  const urls: string[] = [];
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    if (!/\brel="preload"/.test(tag) || !/\bas="fetch"/.test(tag)) continue;
    const href = /\bhref="([^"]*)"/.exec(tag)?.[1];
    if (href) urls.push(href.replaceAll('&amp;', '&'));
  }
  return urls;
}

/** The answers the admin list page preloads, as a URL set of their own (an API row). */
export async function listPageAnswers(baseUrl: string, cookie: string): Promise<AdminUrlSet> {
  const page = '/administratorius/vizitai/sarasas';
  const response = await fetch(baseUrl + page, { headers: { cookie, 'accept-language': 'lt-LT' }, redirect: 'manual' });
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
  const urls = preloadedAnswerUrls(await response.text());
  if (urls.length === 0) throw new Error(`${page} preloads no answer`);
  return {
    key: 'listPageAnswers',
    name: `GET the ${urls.length} answers the admin list page preloads (/api/admin/appointments…)`,
    kind: 'api',
    urls,
  };
}

/** One untimed request per URL: every answer 200 (no redirect to the login page), and what the answers hold. */
async function preflight(baseUrl: string, set: AdminUrlSet, cookie: string): Promise<{ summary: string; failures: string[] }> {
  const failures: string[] = [];
  let visits = 0;
  let total = 0;
  let specialists = 0;
  let htmlBytes = 0;
  for (const [index, url] of set.urls.entries()) {
    const own = set.cookies?.[index % set.cookies.length] ?? cookie;
    const response = await fetch(baseUrl + url, { headers: { cookie: own, 'accept-language': 'lt-LT' }, redirect: 'manual' });
    const body = await response.text();
    if (response.status !== 200) {
      if (failures.length < 3) failures.push(`untimed check: ${response.status} for ${url}`);
      continue;
    }
    if (set.kind === 'page') {
      htmlBytes += Buffer.byteLength(body);
      continue;
    }
    const json = JSON.parse(body) as { items?: unknown[]; total?: number; appointments?: unknown[]; specialists?: unknown[] };
    if (set.key.startsWith('list')) {
      visits += json.items?.length ?? 0;
      total += json.total ?? 0;
    } else {
      visits += json.appointments?.length ?? 0;
      specialists = Math.max(specialists, json.specialists?.length ?? 0);
    }
  }
  const n = set.urls.length;
  const summary =
    set.kind === 'page'
      ? `HTML ${(htmlBytes / Math.max(1, n) / 1000).toFixed(1)} kB a page uncompressed`
      : set.key.startsWith('list')
        ? `${(visits / n).toFixed(0)} visits an answer on average (of ${(total / n).toFixed(0)} in the range; limit 200)`
        : `${(visits / n).toFixed(0)} visits an answer on average, ${specialists} specialists`;
  return { summary, failures };
}

async function measureSet(
  server: ServerProcess,
  set: AdminUrlSet,
  cookie: string,
  options: { durationS: number; warmupS: number; log: (line: string) => void; memory: PeakRecorder },
): Promise<AdminRun> {
  options.log(`  admin: ${set.name}: ${set.urls.length} URLs, warm-up ${options.warmupS} s, then ${options.durationS} s`);
  const { checked, run } = await options.memory.measure(server, set.name, async () => {
    const checked = await preflight(server.baseUrl, set, cookie);
    const run = await measureCycle(server, set.urls, {
      connections: ADMIN_CONNECTIONS,
      headers: { cookie },
      ...(set.cookies ? { cookies: set.cookies } : {}),
      durationS: options.durationS,
      warmupS: options.warmupS,
    });
    return { checked, run };
  });
  return {
    set,
    ...run,
    preflight: checked.summary,
    preflightFailures: checked.failures,
  };
}

/** The `const __vite__mapDeps=(…m.f=["assets/a.js","assets/b.css"]…)` list of a chunk: what its lazy imports preload. */
export function viteMapDepsOf(code: string): string[] {
  const match = /__vite__mapDeps\s*=\s*\([^)]*?m\.f\s*=\s*\[([^\]]*)\]/.exec(code);
  if (!match) return [];
  return [...match[1]!.matchAll(/"([^"]+)"/g)].map((each) => each[1]!);
}

export interface LazyChunkSize {
  routeChunks: { url: string; gzipBytes: number }[];
  lazy: { url: string; gzipBytes: number }[];
  lazyGzipBytes: number;
  firstLoadGzipBytes: number;
}

/**
 * What the calendar page loads on top of its first load: the files the calendar route chunks
 * (`appointment-calendar-*.js`, part of the first load) preload for their `import()`s that the
 * first load does not already have — the calendar board's JS and CSS.
 */
export function calendarLazySize(html: string, pageUrl: string, clientDir: string): LazyChunkSize {
  const first = firstLoadSize(html, pageUrl, clientDir);
  const firstUrls = new Set(first.files.map((file) => file.url));
  const routeChunks = first.files.filter((file) => /\/appointment-calendar-[^/]*\.js$/.test(file.url));
  const lazyUrls = new Set<string>();
  for (const chunk of routeChunks) {
    const file = fileOfUrl(chunk.url, pageUrl, clientDir);
    if (!file) continue;
    const code = readFileSync(file, 'utf8');
    for (const dep of viteMapDepsOf(code)) {
      const url = new URL(`/${dep}`, pageUrl).pathname;
      if (!firstUrls.has(url)) lazyUrls.add(url);
    }
  }
  const lazy = [...lazyUrls].flatMap((url) => {
    const file = fileOfUrl(url, pageUrl, clientDir);
    return file ? [{ url, gzipBytes: gzipSize(readFileSync(file)) }] : [];
  });
  return {
    routeChunks: routeChunks.map((chunk) => ({ url: chunk.url, gzipBytes: chunk.gzipBytes })),
    lazy,
    lazyGzipBytes: lazy.reduce((sum, each) => sum + each.gzipBytes, 0),
    firstLoadGzipBytes: first.gzipBytes,
  };
}

export function chunkRow(size: LazyChunkSize): ReportRow {
  const name = (url: string) => path.basename(url);
  const failures = size.lazy.some((each) => /calendar-board-/.test(each.url))
    ? []
    : ['no calendar-board chunk among the lazy files'];
  return {
    name: 'admin calendar: lazy chunks on top of the first load',
    p50: `${formatKb(size.lazyGzipBytes)} gzip`,
    tail: NONE,
    rate: NONE,
    budget: NONE,
    verdict: verdictOf([], failures),
    notes:
      `${size.lazy.map((each) => `${name(each.url)} ${formatKb(each.gzipBytes)}`).join(' · ')}; ` +
      `route chunk${size.routeChunks.length === 1 ? '' : 's'} (first load) ${size.routeChunks.map((each) => `${name(each.url)} ${formatKb(each.gzipBytes)}`).join(' · ')}; ` +
      `first-load JS of the page ${formatKb(size.firstLoadGzipBytes)} gzip`,
  };
}

export interface AdminStageOptions {
  databaseUrl: string;
  webBuildDir: string;
  durationS: number;
  warmupS: number;
  log: (line: string) => void;
  /** True when the scale stage grew this database before. */
  atScale: boolean;
}

/** The admin stage on a running server: the fixture, the URL sets, the chunk size. */
export async function runAdminStage(
  server: ServerProcess,
  options: AdminStageOptions,
): Promise<{ rows: ReportRow[]; notes: string[] }> {
  options.log('admin: writing the admin business (10 specialists, ~500 appointments a week, 12 weeks) with SQL');
  const fixture = await prepareAdminFixture(options.databaseUrl, Date.now());
  options.log(`admin: ${fixture.appointments} appointments written in ${fixture.seconds.toFixed(1)} s`);
  const where = options.atScale
    ? `scale database (${fixture.databaseAppointments.toLocaleString('en-US')} appointments in all)`
    : `HTTP stage's database (demo data, ${fixture.databaseAppointments.toLocaleString('en-US')} appointments in all; not the scale database)`;
  const rows: ReportRow[] = [];
  const memory = new PeakRecorder();
  const measuring = { ...options, memory };
  for (const set of adminUrlSets(fixture.mondays, ADMIN_FIXTURE.timeZone)) {
    rows.push(adminRow(await measureSet(server, set, fixture.cookie, measuring), options.durationS, where));
  }
  // The pages render their frame; their data is the answers they preload (the calendar page's are
  // the calendar rows above, one day each; the list page's two sections are measured here).
  const answers = await listPageAnswers(server.baseUrl, fixture.cookie);
  rows.push(adminRow(await measureSet(server, answers, fixture.cookie, measuring), options.durationS, where));
  const notes = [
    `admin rows: ${ADMIN_FIXTURE.slug} in the ${where}; ${ADMIN_FIXTURE.specialists} specialists Mon–Fri ${ADMIN_FIXTURE.dayStart}–${ADMIN_FIXTURE.dayEnd}, ` +
      `${fixture.appointments.toLocaleString('en-US')} appointments over ${fixture.mondays.length} weeks from ${fixture.mondays[0]} ` +
      `(~${fixture.perWeek} a week, ${fixture.walkIns.toLocaleString('en-US')} walk-ins, the rest ${ADMIN_FIXTURE.customers} clients with accounts), ` +
      `written in ${fixture.seconds.toFixed(1)} s; requests as the owner (session cookie).`,
  ];
  try {
    const customers = await prepareCustomerPages(options.databaseUrl, fixture.businessId);
    for (const set of customerPageSets(customers)) {
      rows.push(adminRow(await measureSet(server, set, fixture.cookie, measuring), options.durationS, where));
    }
    notes.push(customerPagesNote(customers));
  } catch (error) {
    notes.push(`logged-in customer pages failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  rows.push(
    memoryRow(memory.peaks, {
      name: 'admin: server peak RSS under the admin and logged-in loads',
      reset: memory.resets,
      extra: 'each load with its untimed pass over its URLs',
    }),
  );
  try {
    const pagePath = `/administratorius/vizitai/kalendorius?data=${fixture.mondays[ADMIN_FIXTURE.weeksBefore]}`;
    const response = await fetch(server.baseUrl + pagePath, { headers: { cookie: fixture.cookie }, redirect: 'manual' });
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
    rows.push(
      chunkRow(calendarLazySize(await response.text(), server.baseUrl + pagePath, path.join(options.webBuildDir, 'client'))),
    );
  } catch (error) {
    notes.push(`admin calendar chunk size failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { rows, notes };
}
