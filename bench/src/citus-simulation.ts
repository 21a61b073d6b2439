/**
 * Issue 15 item 6 (docs/decisions/034): 100,000 businesses on a Citus cluster distributed by
 * business_id, by simulation on one PostgreSQL server.
 *
 *   npx tsx bench/src/citus-simulation.ts [--keep] [--reuse]
 *
 * `--keep` leaves the database in place; `--reuse` times and reports on a kept one without
 * building it again.
 *
 * 1. A fresh database `vizitas_citus_sim` (dropped at the end unless `--keep`) gets the product's
 *    migrations and then tools/citus/plan.sql and distribute.sql: the tables have the keys and
 *    constraints they would have on Citus.
 * 2. A model of 100,000 businesses with a skewed size (specialists per business from 1 to 30,
 *    a log-normal activity, a quarter registered but idle) gives every business its row counts.
 *    Ids are fixed (md5 of the business number), so every run draws the same businesses.
 * 3. Each business's shard is computed as Citus computes it: the hash function of the type's
 *    default hash operator class (`uuid_hash` for uuid) splits the int4 range into equal ranges,
 *    one per shard ({@link citusShardIndex}); shards go to nodes round-robin. Rows and bytes per
 *    shard follow for 4, 8, 16 and 32 shards, and for 32 shards over 2 to 16 nodes.
 * 4. The largest of the 32 shards is materialised in full (its businesses with a year of visits,
 *    their lines, history and reviews, their customers): bytes per row are measured there, and the
 *    product's queries are timed there with EXPLAIN ANALYZE: a business's own queries (one shard on
 *    Citus) and the per-shard part of the queries that cross businesses (every shard on Citus).
 *    Materialising one shard and not 32 keeps the run to a few minutes on 2 cores; every shard of
 *    a hash distribution holds the same kind of data, so one full-size shard times what each does.
 * 5. A day of the product's requests, by kind, says which share touches one shard and which fans out.
 *
 * Everything printed is Markdown (the tables of the decision record and bench/README.md).
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { migrate, openDatabase } from '@vizitas/db';
import { dropDatabase, recreateDatabase } from './bench-database';
import { REPO_ROOT } from './server-process';

export const SIM = {
  databaseUrl: process.env.CITUS_SIM_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/vizitas_citus_sim',
  businesses: 100_000,
  /** Share of businesses that take bookings; the rest registered and stay idle. */
  activeShare: 0.75,
  /** Visits a year per specialist of an active business of average activity (about 1.6 a working day). */
  visitsPerSpecialistYear: 400,
  /** Share of visits booked by a customer with an account (the rest entered by the business). */
  accountShare: 0.7,
  /** Visits of one client at one business in a year. */
  visitsPerClientYear: 6,
  /** People with an account, all businesses together. */
  customerPool: 2_000_000,
  /** The model's year: this many days before today and after. */
  pastDays: 300,
  futureDays: 60,
  shardCounts: [4, 8, 16, 32],
  nodeCounts: [2, 4, 8, 16],
  /** Runs of each timed query (distinct parameters), after one warm-up pass. */
  samples: 25,
} as const;

const INT32_MIN = -2_147_483_648;
const HASH_TOKEN_COUNT = 4_294_967_296;

/**
 * The shard of a hash value as Citus lays out a hash-distributed table: shard i holds the hash
 * range starting at INT32_MIN + i × floor(2^32 / shardCount), the last shard up to INT32_MAX
 * (CreateShardsWithRoundRobinPolicy, create_shards.c).
 */
export function citusShardIndex(hash: number, shardCount: number): number {
  if (!Number.isInteger(hash) || hash < INT32_MIN || hash > 2_147_483_647) throw new Error(`not an int4 hash: ${hash}`);
  const increment = Math.floor(HASH_TOKEN_COUNT / shardCount);
  return Math.min(Math.floor((hash - INT32_MIN) / increment), shardCount - 1);
}

/** The node of a shard: Citus places shard i on worker i mod workers (round-robin). */
export function citusNodeIndex(shardIndex: number, nodeCount: number): number {
  return shardIndex % nodeCount;
}

export interface Spread {
  max: number;
  mean: number;
  min: number;
  /** max / mean: how much more the fullest holds than an even share. */
  skew: number;
}

export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('no values');
  const total = values.reduce((sum, value) => sum + value, 0);
  const mean = total / values.length;
  const max = Math.max(...values);
  return { max, mean, min: Math.min(...values), skew: mean === 0 ? 1 : max / mean };
}

/** Expected distinct shards among `picks` businesses on `shardCount` shards. */
export function expectedDistinctShards(picks: number, shardCount: number): number {
  return shardCount * (1 - Math.pow(1 - 1 / shardCount, picks));
}

/** The value at quantile q (0..1) of sorted numbers, nearest rank. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error('no values');
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

// ---------------------------------------------------------------------------------------------
// The model (SQL): per business, its size; per table, its rows.

const CATEGORY_SLUGS = ['kirpejai', 'manikiuras', 'pedikiuras', 'blakstienos-antakiai', 'kosmetologai', 'masazas', 'makiazas', 'depiliacija'];

/** A uniform number in [0, 1) from a key and a salt: the same on every run, in any row order. */
const UNIFORM = `create function sim.u(k bigint, salt bigint) returns float8 language sql immutable parallel safe as
  $$ select (hashint8extended(k, salt) & 4503599627370495)::float8 / 4503599627370496.0 $$`;

function modelStatements(): string[] {
  const categories = `array[${CATEGORY_SLUGS.map((slug) => `'${slug}'`).join(', ')}]`;
  return [
    `create schema sim`,
    UNIFORM,
    // Specialists: 55 % work alone, 18 % in pairs, … 2 % are salons of 11–30.
    `create table sim.business as
     with draws as (
       select i, md5('vizitas-sim-business-' || i)::uuid as id,
              sim.u(i, 1) as u1, sim.u(i, 2) as u2, sim.u(i, 3) as u3, sim.u(i, 4) as u4,
              sim.u(i, 5) as u5, sim.u(i, 6) as u6, sim.u(i, 7) as u7, sim.u(i, 8) as u8, sim.u(i, 9) as u9
       from generate_series(1, ${SIM.businesses}) i
     ), sized as (
       select d.*,
              case when u1 < 0.55 then 1 when u1 < 0.73 then 2 when u1 < 0.83 then 3
                   when u1 < 0.92 then 4 + floor(u2 * 2)::int when u1 < 0.98 then 6 + floor(u2 * 5)::int
                   else 11 + floor(u2 * u2 * 20)::int end as specialists,
              u3 < ${SIM.activeShare} as active,
              -- log-normal, mean 1 (sigma 0.8), kept within [0.05, 6]
              least(6, greatest(0.05, exp(0.8 * sqrt(-2 * ln(greatest(u4, 1e-12))) * cos(2 * pi() * u5) - 0.32))) as activity
       from draws d
     )
     select i, id, uuid_hash(id) as hash, specialists, active, activity,
            least(40, 3 + floor(u8 * 8)::int + specialists) as services,
            case when active then round(specialists * ${SIM.visitsPerSpecialistYear} * activity)::int else 0 end as visits,
            case when u6 < 0.40 then 'vilnius' when u6 < 0.65 then 'kaunas' when u6 < 0.80 then 'klaipeda'
                 when u6 < 0.90 then 'siauliai' else 'panevezys' end as city,
            case when u9 < 0.3 then array[(${categories})[1 + floor(u7 * 8)::int], (${categories})[1 + floor(u9 * 8 / 0.3)::int]]
                 else array[(${categories})[1 + floor(u7 * 8)::int]] end as categories
     from sized`,
    `alter table sim.business add column clients int`,
    `update sim.business set clients = case when visits = 0 then 0
       else greatest(5, round(visits * ${SIM.accountShare} / ${SIM.visitsPerClientYear}))::int end`,
    `alter table sim.business add column shard32 int`,
    `update sim.business set shard32 = least(31, floor((hash::bigint + 2147483648) / (4294967296 / 32)))::int`,
  ];
}

export interface ModelBusiness {
  i: number;
  hash: number;
  specialists: number;
  services: number;
  visits: number;
  clients: number;
  active: boolean;
  shard32: number;
}

/** Rows a business has in each business table, from its size and the ratios measured on the shard. */
export function rowsOfBusiness(b: ModelBusiness, perVisit: Readonly<Record<string, number>>): Record<string, number> {
  return {
    businesses: 1,
    specialists: b.specialists,
    schedules: b.specialists,
    services: b.services,
    specialist_services: b.specialists * b.services,
    appointments: b.visits,
    appointment_services: b.visits * (perVisit.appointment_services ?? 0),
    appointment_history: b.visits * (perVisit.appointment_history ?? 0),
    reviews: b.visits * (perVisit.reviews ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------
// One shard, materialised in the product's tables.

const WEEK = `'{"0": [], "1": [["09:00", "18:00"]], "2": [["09:00", "18:00"]], "3": [["09:00", "18:00"]], "4": [["09:00", "18:00"]], "5": [["09:00", "18:00"]], "6": [["10:00", "15:00"]]}'::jsonb`;

/** The tables bulk-loaded with their keys, constraints and indexes off (rebuilt afterwards). */
const BULK_TABLES = ['appointments', 'appointment_services', 'appointment_history', 'reviews', 'appointment_notices'];

function shardStatements(shard: number): string[] {
  const bulk = `array[${BULK_TABLES.map((t) => `'${t}'::regclass`).join(', ')}]`;
  const visitKey = `((sp.i::bigint * 100 + sp.k) * 10000 + j)`;
  return [
    `set synchronous_commit = off`,
    `set maintenance_work_mem = '512MB'`,
    // The reference table: every business, on every node.
    `insert into business_directory (id, slug, name, city, categories, time_zone, onboarded,
                                     rating_count, rating_sum, price_min_cents, price_max_cents)
     select id, 'sim-' || lpad(i::text, 6, '0'), 'Simuliacija ' || i, city, categories, 'Europe/Vilnius', active,
            round(visits * 0.05)::int, round(visits * 0.05 * (4 + sim.u(i, 20)))::int,
            1000 + 500 * floor(sim.u(i, 21) * 4)::int, 4000 + 1000 * floor(sim.u(i, 22) * 8)::int
     from sim.business`,
    `create table sim.shard_business as select * from sim.business where shard32 = ${shard}`,
    `insert into businesses (id, slug, name, city, categories, onboarded, auto_confirm)
     select id, 'sim-' || lpad(i::text, 6, '0'), 'Simuliacija ' || i, city, categories, active, true from sim.shard_business`,
    `create table sim.shard_specialist as
     select b.i, k, md5('vizitas-sim-specialist-' || b.i || '-' || k)::uuid as id, b.id as business_id, b.services, b.clients,
            b.visits / b.specialists + case when k <= b.visits % b.specialists then 1 else 0 end as n
     from sim.shard_business b cross join generate_series(1, b.specialists) k`,
    `insert into specialists (id, business_id, name, sort_order) select id, business_id, 'Specialistė ' || k, k from sim.shard_specialist`,
    `insert into schedules (business_id, specialist_id, weekly_hours) select business_id, id, ${WEEK} from sim.shard_specialist`,
    `insert into services (id, business_id, name, duration_min, price_cents, buffer_after_min, sort_order)
     select md5('vizitas-sim-service-' || b.i || '-' || m)::uuid, b.id, 'Paslauga ' || m, 30 + 15 * (m % 6), 1500 + 500 * (m % 9), 15, m
     from sim.shard_business b cross join generate_series(1, b.services) m`,
    `insert into specialist_services (business_id, specialist_id, service_id)
     select sp.business_id, sp.id, md5('vizitas-sim-service-' || sp.i || '-' || m)::uuid
     from sim.shard_specialist sp cross join generate_series(1, sp.services) m`,
    // Customers with an account who book at this shard's businesses (users is a reference table: on
    // Citus it holds everyone; here only these, which is all the queries below read).
    `create table sim.shard_customer as
     select distinct (hashint8extended(b.i::bigint * 100000 + slot, 12) % ${SIM.customerPool} + ${SIM.customerPool}) % ${SIM.customerPool} as c
     from sim.shard_business b cross join generate_series(0, b.clients - 1) slot`,
    `insert into users (id, email, name, password_hash)
     select md5('vizitas-sim-customer-' || c)::uuid, 'klientas' || c || '@example.lt', 'Klientė ' || c, 'x' from sim.shard_customer`,
    // Keys, constraints and indexes of the bulk tables off; their definitions kept.
    `create table sim.saved_constraints as
     select conrelid::regclass::text as rel, conname, contype, pg_get_constraintdef(oid) as def from pg_constraint
     where contype in ('f', 'p', 'u', 'x') and (conrelid = any (${bulk}) or (contype = 'f' and confrelid = any (${bulk})))`,
    `create table sim.saved_indexes as
     select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as def from pg_index
     where indrelid = any (${bulk}) and indexrelid not in (select conindid from pg_constraint)`,
    `do $$ declare r record; begin
       for r in select rel, conname from sim.saved_constraints order by contype = 'f' desc loop
         execute format('alter table %s drop constraint %I', r.rel, r.conname);
       end loop;
       for r in select name from sim.saved_indexes loop execute format('drop index %s', r.name); end loop;
     end $$`,
    // A year of visits: visit j of a specialist on day j mod 360 of the year, 75 minutes after the
    // one before it that day (an hour and its 15-minute buffer: never overlapping).
    `insert into appointments (id, business_id, specialist_id, customer_id, client_name, starts_at, ends_at, status,
                               price_cents, duration_min, buffer_after_min, created_at, updated_at)
     select md5('vizitas-sim-visit-' || v.key)::uuid, sp.business_id, sp.id,
            case when v.account then md5('vizitas-sim-customer-' || v.customer)::uuid end,
            case when v.account then null else 'Klientė be paskyros' end,
            v.starts, v.starts + interval '1 hour',
            case when v.starts < now() then
                   case when sim.u(v.key, 14) < 0.88 then 'completed' when sim.u(v.key, 14) < 0.96 then 'cancelled' else 'no_show' end
                 else case when sim.u(v.key, 14) < 0.85 then 'confirmed' when sim.u(v.key, 14) < 0.95 then 'pending' else 'cancelled' end
            end,
            3000, 60, 15, v.starts - (1 + floor(sim.u(v.key, 15) * 30)) * interval '1 day',
            v.starts - (1 + floor(sim.u(v.key, 15) * 30)) * interval '1 day'
     from sim.shard_specialist sp
     cross join generate_series(0, sp.n - 1) j
     cross join lateral (
       select ${visitKey} as key,
              sim.u(${visitKey}, 11) < ${SIM.accountShare} as account,
              (hashint8extended(sp.i::bigint * 100000 + floor(sim.u(${visitKey}, 13) * sp.clients)::bigint, 12) % ${SIM.customerPool}
                + ${SIM.customerPool}) % ${SIM.customerPool} as customer,
              date_trunc('day', now()) - interval '${SIM.pastDays} days' + (j % ${SIM.pastDays + SIM.futureDays}) * interval '1 day'
                + interval '7 hours' + (j / ${SIM.pastDays + SIM.futureDays}) * interval '75 minutes' as starts
     ) v`,
    `insert into appointment_services (business_id, appointment_id, "position", service_id, name, duration_min, price_cents)
     select a.business_id, a.id, 0, md5('vizitas-sim-service-' || sp.i || '-' || (1 + abs(hashtext(a.id::text)) % sp.services))::uuid,
            'Paslauga', 60, 3000
     from appointments a join sim.shard_specialist sp on sp.id = a.specialist_id`,
    `insert into appointment_history (business_id, appointment_id, action, to_status, starts_at, ends_at, created_at)
     select business_id, id, 'created', 'pending', starts_at, ends_at, created_at from appointments`,
    `insert into appointment_history (business_id, appointment_id, action, from_status, to_status, created_at)
     select business_id, id, 'confirm', 'pending', 'confirmed', created_at + interval '2 hours' from appointments
     where status in ('confirmed', 'completed', 'no_show') and abs(hashtext(id::text)) % 10 < 6`,
    `insert into reviews (business_id, appointment_id, customer_id, author_name, rating, created_at)
     select business_id, id, customer_id, 'Klientė', 3 + abs(hashtext(id::text)) % 3, ends_at + interval '1 day' from appointments
     where status = 'completed' and customer_id is not null and abs(hashtext(id::text)) % 100 < 10`,
    `do $$ declare r record; begin
       for r in select def from sim.saved_indexes loop execute r.def; end loop;
       for r in select rel, conname, def from sim.saved_constraints order by contype = 'f' loop
         execute format('alter table %s add constraint %I %s', r.rel, r.conname, r.def);
       end loop;
     end $$`,
    `analyze`,
  ];
}

// ---------------------------------------------------------------------------------------------
// The timed queries.

interface TimedQuery {
  key: string;
  label: string;
  /** 'one' — one shard on Citus; 'each' — this runs on every shard; 'reference' — any one node. */
  reach: 'one' | 'each' | 'reference';
  sql: string;
  /** Wrapped in BEGIN … ROLLBACK (a write). */
  write?: boolean;
  /** Run once before this query is timed (an index the plan proposes). */
  setup?: string;
  /** Fewer runs than {@link SIM.samples} (a slow scan). */
  samples?: number;
}

interface Timing {
  medianMs: number;
  p95Ms: number;
  planMs: number;
  rows: number;
}

const HOLDING = `a.status in ('pending', 'confirmed')`;

const QUERIES: TimedQuery[] = [
  {
    key: 'calendar',
    label: 'booking calendar, cold answer (`calendar_input_of`, two months)',
    reach: 'one',
    sql: `select calendar_input_of($1::uuid, array[$2::uuid], null, current_date, now(), now() + interval '60 days')`,
  },
  {
    key: 'calendar-largest',
    label: 'the same, the largest business of the shard',
    reach: 'one',
    sql: `select calendar_input_of($1::uuid, array[$2::uuid], null, current_date, now(), now() + interval '60 days')`,
  },
  {
    key: 'admin-day',
    label: "admin calendar: one day's visits with lines and clients",
    reach: 'one',
    sql: `select a.id, a.starts_at, a.status, l.name, u.name as customer from appointments a
          left join appointment_services l on l.business_id = a.business_id and l.appointment_id = a.id
          left join users u on u.id = a.customer_id
          where a.business_id = $1::uuid and a.starts_at >= date_trunc('day', now()) and a.starts_at < date_trunc('day', now()) + interval '1 day'
          order by a.starts_at`,
  },
  {
    key: 'admin-clients',
    label: "admin clients: the business's clients by last visit",
    reach: 'one',
    sql: `select a.customer_id, count(*), max(a.starts_at) as last from appointments a
          where a.business_id = $1::uuid and a.customer_id is not null
          group by a.customer_id order by last desc limit 50`,
  },
  {
    key: 'booking',
    label: 'booking write (exclusion constraint, keys)',
    reach: 'one',
    write: true,
    sql: `insert into appointments (business_id, specialist_id, client_name, starts_at, ends_at, status, price_cents, duration_min, buffer_after_min)
          values ($1::uuid, $2::uuid, 'Nauja klientė', date_trunc('day', now()) + interval '40 days 5 hours', date_trunc('day', now()) + interval '40 days 6 hours',
                  'pending', 3000, 60, 15)`,
  },
  {
    key: 'visits-empty',
    label: "customer's upcoming visits, a shard holding none of hers",
    reach: 'each',
    sql: `select a.id, a.starts_at, a.business_id from appointments a
          where a.customer_id = $1::uuid and a.ends_at > now() and ${HOLDING} order by a.starts_at, a.id limit 10`,
  },
  {
    key: 'visits-hit',
    label: "customer's upcoming visits, the shard holding hers",
    reach: 'each',
    sql: `select a.id, a.starts_at, a.business_id from appointments a
          where a.customer_id = $1::uuid and a.ends_at > now() and ${HOLDING} order by a.starts_at, a.id limit 10`,
  },
  {
    key: 'reminders',
    label: 'reminder sweep: confirmed visits in the next 24 h (every minute)',
    reach: 'each',
    sql: `select a.id, a.business_id, a.starts_at, b.reminder_offsets_min, greatest(a.created_at, coalesce((
            select max(h.created_at) from appointment_history h
            where h.business_id = a.business_id and h.appointment_id = a.id and h.action in ('confirm', 'move')), a.created_at))
          from appointments a join businesses b on b.id = a.business_id
          where a.status = 'confirmed' and a.customer_id is not null and a.starts_at > now() + ($1::int) * interval '1 second'
            and a.starts_at <= now() + interval '24 hours' and cardinality(b.reminder_offsets_min) > 0
          order by a.starts_at limit 100`,
  },
  {
    key: 'reminders-indexed',
    label: 'the same with a partial index on `starts_at` of confirmed visits with a customer',
    reach: 'each',
    setup: `create index if not exists appointments_reminder_idx on appointments (starts_at)
            where status = 'confirmed' and customer_id is not null`,
    sql: `select a.id, a.business_id, a.starts_at, b.reminder_offsets_min, greatest(a.created_at, coalesce((
            select max(h.created_at) from appointment_history h
            where h.business_id = a.business_id and h.appointment_id = a.id and h.action in ('confirm', 'move')), a.created_at))
          from appointments a join businesses b on b.id = a.business_id
          where a.status = 'confirmed' and a.customer_id is not null and a.starts_at > now() + ($1::int) * interval '1 second'
            and a.starts_at <= now() + interval '24 hours' and cardinality(b.reminder_offsets_min) > 0
          order by a.starts_at limit 100`,
  },
  {
    key: 'search-today',
    label: "search as written today: ratings and prices aggregated from the shard's rows",
    reach: 'each',
    sql: `select b.id, b.name, r.count, p.min from businesses b
          left join (select business_id, avg(rating) as average, sum(rating) as sum, count(*) as count from reviews group by business_id) r
            on r.business_id = b.id
          left join (select business_id, min(price_cents) as min, max(price_cents) as max from services where active group by business_id) p
            on p.business_id = b.id
          where b.onboarded and b.categories @> array[$1::text] and b.city = $2::text
          order by (coalesce(r.sum, 0) + 12)::float8 / (coalesce(r.count, 0) + 3) desc, b.name, b.id limit 20`,
  },
  {
    key: 'operator',
    label: 'an operator count across businesses (visits by status, last 7 days)',
    reach: 'each',
    samples: 5,
    sql: `select status, count(*) from appointments where created_at >= now() - ($1::int) * interval '1 day' group by status`,
  },
  {
    key: 'search-directory',
    label: 'search from business_directory (reference): page of 20 and the count',
    reach: 'reference',
    sql: `select id, slug, name, rating_count, price_min_cents, count(*) over () as total from business_directory
          where onboarded and categories @> array[$1::text] and city = $2::text
          order by (rating_sum + 12)::float8 / (rating_count + 3) desc, name, id limit 20`,
  },
  {
    key: 'slug',
    label: 'slug → business id (the first read of every public page)',
    reach: 'reference',
    sql: `select id from business_directory where slug = $1::text`,
  },
];

async function explainTimes(client: pg.Client, query: TimedQuery, params: unknown[]): Promise<{ execMs: number; planMs: number; rows: number }> {
  if (query.write) await client.query('begin');
  try {
    const result = await client.query<{ 'QUERY PLAN': Array<{ 'Execution Time': number; 'Planning Time': number; Plan: { 'Actual Rows': number } }> }>(
      `explain (analyze, timing off, format json) ${query.sql}`,
      params,
    );
    const plan = result.rows[0]!['QUERY PLAN'][0]!;
    return { execMs: plan['Execution Time'], planMs: plan['Planning Time'], rows: plan.Plan['Actual Rows'] };
  } finally {
    if (query.write) await client.query('rollback');
  }
}

async function timeQuery(client: pg.Client, query: TimedQuery, allParamSets: unknown[][]): Promise<Timing> {
  if (query.setup) await client.query(query.setup);
  const paramSets = allParamSets.slice(0, query.samples ?? allParamSets.length);
  for (const params of paramSets) await explainTimes(client, query, params);
  const exec: number[] = [];
  const plan: number[] = [];
  let rows = 0;
  for (const params of paramSets) {
    const times = await explainTimes(client, query, params);
    exec.push(times.execMs);
    plan.push(times.planMs);
    rows += times.rows;
  }
  exec.sort((a, b) => a - b);
  plan.sort((a, b) => a - b);
  return { medianMs: quantile(exec, 0.5), p95Ms: quantile(exec, 0.95), planMs: quantile(plan, 0.5), rows: rows / paramSets.length };
}

async function parameterSets(client: pg.Client, samples: number): Promise<Record<string, unknown[][]>> {
  const businesses = await client.query<{ id: string; specialist: string; service: string }>(
    `select b.id, (select sp.id from sim.shard_specialist sp where sp.business_id = b.id order by sp.k limit 1) as specialist,
            md5('vizitas-sim-service-' || b.i || '-1')::uuid as service
     from sim.shard_business b where b.active order by sim.u(b.i, 30) limit $1`,
    [samples],
  );
  const largest = await client.query<{ id: string; service: string }>(
    `select id, md5('vizitas-sim-service-' || i || '-1')::uuid as service from sim.shard_business order by visits desc limit 1`,
  );
  const holders = await client.query<{ id: string }>(
    `select distinct on (a.customer_id) a.customer_id as id from appointments a
     where a.customer_id is not null and a.ends_at > now() and a.status in ('pending', 'confirmed')
     order by a.customer_id limit $1`,
    [samples],
  );
  const others = Array.from({ length: samples }, (_, k) => [`00000000-0000-4000-8000-${String(k).padStart(12, '0')}`]);
  const searches = Array.from({ length: samples }, (_, k) => [
    CATEGORY_SLUGS[k % CATEGORY_SLUGS.length]!,
    ['vilnius', 'kaunas', 'klaipeda', 'siauliai', 'panevezys'][k % 5]!,
  ]);
  const slugs = await client.query<{ slug: string }>(`select slug from business_directory order by sim.u(abs(hashtext(slug)), 31) limit $1`, [samples]);
  const big = largest.rows[0]!;
  return {
    calendar: businesses.rows.map((b) => [b.id, b.service]),
    'calendar-largest': Array.from({ length: samples }, () => [big.id, big.service]),
    'admin-day': businesses.rows.map((b) => [b.id]),
    'admin-clients': businesses.rows.map((b) => [b.id]),
    booking: businesses.rows.map((b) => [b.id, b.specialist]),
    'visits-empty': others,
    'visits-hit': holders.rows.map((h) => [h.id]),
    reminders: Array.from({ length: samples }, (_, k) => [k]),
    'reminders-indexed': Array.from({ length: samples }, (_, k) => [k]),
    'search-today': searches,
    operator: Array.from({ length: samples }, () => [7]),
    'search-directory': searches,
    slug: slugs.rows.map((s) => [s.slug]),
  };
}

// ---------------------------------------------------------------------------------------------
// A day of requests.

interface RequestKind {
  label: string;
  perDay: number;
  /** Shards (of 32) one request reads on Citus: 0 = reference or coordinator tables only. */
  shards: number;
  note: string;
}

/**
 * The day's requests by kind. The counts are assumptions (written here, not measured): per
 * online booking, a visitor's page views, calendar answers and searches; per active business,
 * the owner's admin requests; the reminder sweep every minute. What each kind touches is not an
 * assumption: it follows from the plan.
 */
export function requestDay(bookingsPerDay: number, activeBusinesses: number, shardCount: number): RequestKind[] {
  const searchShards = expectedDistinctShards(20, shardCount);
  return [
    { label: 'business page (slug → id, then the business)', perDay: bookingsPerDay * 4, shards: 1, note: 'directory row on any node, then one shard' },
    { label: 'booking calendar (dates, times)', perDay: bookingsPerDay * 8, shards: 1, note: '`calendar_input_of` on the business\'s worker' },
    { label: 'booking write', perDay: bookingsPerDay, shards: 1, note: 'exclusion constraint inside the shard' },
    { label: 'notification bell (user group)', perDay: bookingsPerDay * 3 + activeBusinesses * 30, shards: 1, note: 'the user\'s shard of `notifications`' },
    { label: 'admin pages of a business', perDay: activeBusinesses * 30, shards: 1, note: 'every admin query carries business_id' },
    { label: 'search: the listing', perDay: bookingsPerDay * 1.5, shards: 0, note: '`business_directory` on any node' },
    {
      label: 'search: nearest free time of the 20 listed',
      perDay: bookingsPerDay * 1.5,
      shards: searchShards,
      note: `20 calendar answers, one per business, ${searchShards.toFixed(1)} distinct shards in parallel`,
    },
    { label: "customer's visit list (`/vizitai`)", perDay: bookingsPerDay, shards: shardCount, note: 'fan-out on the (customer_id, starts_at) index' },
    { label: 'reminder sweep', perDay: 24 * 60, shards: shardCount, note: 'fan-out, every minute' },
    { label: 'operator console (errors, jobs)', perDay: 200, shards: 0, note: 'coordinator tables' },
    { label: 'sitemap, search pages', perDay: 100, shards: 0, note: '`business_directory`' },
  ];
}

// ---------------------------------------------------------------------------------------------
// Output.

const fmt = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (value: number) => (value < 1 ? value.toFixed(3) : value < 10 ? value.toFixed(2) : value.toFixed(1));
const gb = (bytes: number) => (bytes / 1024 ** 3).toFixed(2);

function table(header: string[], rows: string[][]): string {
  return [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

async function holdsSimulation(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SIM.databaseUrl });
  try {
    await client.connect();
    const result = await client.query<{ ready: boolean }>(`select to_regclass('sim.saved_indexes') is not null as ready`);
    return result.rows[0]?.ready === true;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

async function run(keep: boolean, reuse: boolean): Promise<void> {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const started = Date.now();
  const step = async (label: string, work: () => Promise<unknown>) => {
    const t0 = Date.now();
    await work();
    log(`  ${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };

  const build = !(reuse && (await holdsSimulation()));
  if (build) {
    await recreateDatabase(SIM.databaseUrl);
    const database = await openDatabase({ url: SIM.databaseUrl, poolSize: 1 });
    try {
      await step('migrations', () => migrate(database));
    } finally {
      await database.close();
    }
  }
  const client = new pg.Client({ connectionString: SIM.databaseUrl });
  await client.connect();
  client.on('notice', () => {});
  try {
    if (build) {
      for (const file of ['tools/citus/plan.sql', 'tools/citus/distribute.sql']) {
        await step(file, () => client.query(readFileSync(`${REPO_ROOT}${file}`, 'utf8')));
      }
      for (const statement of modelStatements()) {
        await step(`model: ${statement.slice(0, 50).replace(/\s+/g, ' ')}…`, () => client.query(statement));
      }
    }
    const hashFunction = await client.query<{ proc: string }>(
      `select p.amproc::regproc::text as proc from pg_amproc p join pg_opclass c on c.opcfamily = p.amprocfamily
       join pg_am m on m.oid = c.opcmethod
       where m.amname = 'hash' and c.opcintype = 'uuid'::regtype and c.opcdefault and p.amprocnum = 1`,
    );

    const model = (
      await client.query<ModelBusiness>(
        `select i, hash, specialists, services, visits, clients, active, shard32 from sim.business order by i`,
      )
    ).rows;
    // The shard the SQL formula gave must be the one citusShardIndex gives.
    const disagreeing = model.filter((b) => citusShardIndex(b.hash, 32) !== b.shard32).length;
    if (disagreeing > 0) throw new Error(`${disagreeing} businesses: SQL and TypeScript shard indexes differ`);

    // The largest shard of 32 by visits: materialised in full.
    const visitsByShard = new Array<number>(32).fill(0);
    for (const b of model) visitsByShard[b.shard32]! += b.visits;
    const materialised = visitsByShard.indexOf(Math.max(...visitsByShard));
    if (build) {
      log(`materialising shard ${materialised} of 32 (${fmt(visitsByShard[materialised]!)} visits)`);
      for (const statement of shardStatements(materialised)) {
        await step(`shard: ${statement.trim().slice(0, 60).replace(/\s+/g, ' ')}…`, () => client.query(statement));
      }
    }

    // Rows and bytes per row on the materialised shard.
    const measuredTables = ['businesses', 'specialists', 'schedules', 'services', 'specialist_services', 'appointments', 'appointment_services', 'appointment_history', 'reviews', 'users', 'business_directory'];
    const sizes: Array<{ name: string; rows: number; bytes: number }> = [];
    for (const name of measuredTables) {
      const result = await client.query<{ rows: number; bytes: string }>(
        `select (select count(*) from ${name})::int as rows, pg_total_relation_size('${name}'::regclass)::text as bytes`,
      );
      sizes.push({ name, rows: result.rows[0]!.rows, bytes: Number(result.rows[0]!.bytes) });
    }
    const size = (name: string) => sizes.find((s) => s.name === name)!;
    const appointmentsOnShard = size('appointments').rows;
    const perVisit = {
      appointment_services: size('appointment_services').rows / appointmentsOnShard,
      appointment_history: size('appointment_history').rows / appointmentsOnShard,
      reviews: size('reviews').rows / appointmentsOnShard,
    };
    const bytesPerRow: Record<string, number> = Object.fromEntries(sizes.map((s) => [s.name, s.bytes / Math.max(1, s.rows)]));

    // Spread over shard counts and node counts.
    const spreadRows: string[][] = [];
    const perShardOf = (shardCount: number) => {
      const rows = new Array<number>(shardCount).fill(0);
      const bytes = new Array<number>(shardCount).fill(0);
      const businesses = new Array<number>(shardCount).fill(0);
      for (const b of model) {
        const shard = citusShardIndex(b.hash, shardCount);
        businesses[shard]! += 1;
        for (const [name, count] of Object.entries(rowsOfBusiness(b, perVisit))) {
          rows[shard]! += count;
          bytes[shard]! += count * bytesPerRow[name]!;
        }
      }
      return { rows, bytes, businesses };
    };
    for (const shardCount of SIM.shardCounts) {
      const { rows, bytes, businesses } = perShardOf(shardCount);
      const b = spreadOf(businesses);
      const r = spreadOf(rows);
      const s = spreadOf(bytes);
      spreadRows.push([
        String(shardCount),
        `${fmt(b.mean)} (max ${fmt(b.max)})`,
        `${fmt(r.mean / 1e6, 2)} M`,
        `${fmt(r.max / 1e6, 2)} M`,
        `${gb(s.mean)} GB`,
        `${gb(s.max)} GB`,
        `${r.skew.toFixed(3)} / ${s.skew.toFixed(3)}`,
      ]);
    }
    const shards32 = perShardOf(32);
    const nodeRows = SIM.nodeCounts.map((nodes) => {
      const bytes = new Array<number>(nodes).fill(0);
      shards32.bytes.forEach((value, shard) => (bytes[citusNodeIndex(shard, nodes)]! += value));
      const s = spreadOf(bytes);
      return [String(nodes), String(32 / nodes), `${gb(s.mean)} GB`, `${gb(s.max)} GB`, s.skew.toFixed(3)];
    });

    const totals = {
      businesses: model.length,
      active: model.filter((b) => b.active).length,
      specialists: model.reduce((sum, b) => sum + b.specialists, 0),
      visits: model.reduce((sum, b) => sum + b.visits, 0),
      clientLinks: model.reduce((sum, b) => sum + b.clients, 0),
    };
    const largest = model.reduce((best, b) => (b.visits > best.visits ? b : best));
    const largestShare = largest.visits / visitsByShard[largest.shard32]!;
    const sizeDistribution = [1, 2, 3, 5, 10, 30].map((upTo, k, all) => {
      const from = k === 0 ? 1 : all[k - 1]! + 1;
      return `${from === upTo ? upTo : `${from}–${upTo}`}: ${((model.filter((b) => b.specialists >= from && b.specialists <= upTo).length / model.length) * 100).toFixed(1)} %`;
    });

    // Query timings on the shard.
    const params = await parameterSets(client, SIM.samples);
    const timings = new Map<string, Timing>();
    for (const query of QUERIES) {
      await step(`timing ${query.key}`, async () => timings.set(query.key, await timeQuery(client, query, params[query.key]!)));
    }

    const reachText = (query: TimedQuery, timing: Timing) =>
      query.reach === 'one'
        ? '1 shard'
        : query.reach === 'reference'
          ? 'any node (reference)'
          : `32 shards: ${ms(timing.medianMs * 32)} ms of work; ${ms(timing.medianMs * 8)} ms on each of 4 nodes`;
    const queryRows = QUERIES.map((query) => {
      const timing = timings.get(query.key)!;
      return [query.label, ms(timing.medianMs), ms(timing.p95Ms), ms(timing.planMs), fmt(timing.rows, 1), reachText(query, timing)];
    });

    // A day.
    const bookingsPerDay = (totals.visits * 0.6) / (SIM.pastDays + SIM.futureDays);
    const day = requestDay(bookingsPerDay, totals.active, 32);
    const requests = day.reduce((sum, k) => sum + k.perDay, 0);
    const shardReads = day.reduce((sum, k) => sum + k.perDay * k.shards, 0);
    const share = (filter: (k: RequestKind) => boolean) => day.filter(filter).reduce((sum, k) => sum + k.perDay, 0) / requests;
    const workShare = (filter: (k: RequestKind) => boolean) =>
      day.filter(filter).reduce((sum, k) => sum + k.perDay * k.shards, 0) / shardReads;
    const dayRows = day.map((k) => [k.label, fmt(k.perDay), k.shards === 0 ? '0' : fmt(k.shards, k.shards % 1 ? 1 : 0), k.note]);

    const out: string[] = [];
    out.push(`## Citus simulation, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    out.push('');
    out.push(
      `Model: ${fmt(totals.businesses)} businesses (${fmt(totals.active)} taking bookings), ${fmt(totals.specialists)} specialists ` +
        `(per business ${sizeDistribution.join(', ')}), ${fmt(totals.visits)} visits in a year ` +
        `(${SIM.visitsPerSpecialistYear} per specialist at average activity, log-normal σ 0.8), ${fmt(totals.clientLinks)} client–business links ` +
        `over ${fmt(SIM.customerPool)} people with an account (${(totals.clientLinks / SIM.customerPool).toFixed(1)} businesses each on average). ` +
        `Hash: \`${hashFunction.rows[0]?.proc ?? '?'}\` (the default hash operator class of uuid, which Citus uses).`,
    );
    out.push('');
    out.push('### Rows and bytes per shard (business group: businesses, specialists, schedules, services, specialist_services, appointments and their lines, history, reviews)');
    out.push('');
    out.push(table(['shards', 'businesses per shard', 'rows, mean', 'rows, max', 'bytes, mean', 'bytes, max', 'skew max/mean (rows / bytes)'], spreadRows));
    out.push('');
    out.push(
      `The largest business (${largest.specialists} specialists, ${fmt(largest.visits)} visits a year) is ${(largestShare * 100).toFixed(2)} % of its shard's visits. ` +
        `Bytes include indexes, per row as measured on the materialised shard: ` +
        ['appointments', 'appointment_services', 'appointment_history', 'reviews', 'specialist_services', 'users', 'business_directory']
          .map((name) => `${name} ${fmt(bytesPerRow[name]!)} B`)
          .join(', ') +
        `. Reference tables on every node: users ${gb(SIM.customerPool * bytesPerRow.users!)} GB for ${fmt(SIM.customerPool)} people, business_directory ${gb(size('business_directory').bytes)} GB.`,
    );
    out.push('');
    out.push('### 32 shards over worker nodes (round-robin placement)');
    out.push('');
    out.push(table(['nodes', 'shards per node', 'bytes per node, mean', 'max', 'skew'], nodeRows));
    out.push('');
    out.push(
      `### Queries on the materialised shard ${materialised} (${fmt(size('businesses').rows)} businesses, ${fmt(appointmentsOnShard)} visits, ` +
        `${fmt(size('appointment_history').rows)} history rows; ${SIM.samples} runs each, EXPLAIN ANALYZE, one node)`,
    );
    out.push('');
    out.push(table(['query', 'median ms', 'p95 ms', 'planning ms', 'rows', 'on Citus'], queryRows));
    out.push('');
    out.push(`### A day of requests on 32 shards (${fmt(bookingsPerDay)} online bookings a day: 60 % of the year's visits)`);
    out.push('');
    out.push(table(['request', 'per day', 'shards read', 'how'], dayRows));
    out.push('');
    out.push(
      `Requests: ${(share((k) => k.shards === 1) * 100).toFixed(1)} % read one shard, ` +
        `${(share((k) => k.shards === 0) * 100).toFixed(1)} % only reference or coordinator tables, ` +
        `${(share((k) => k.shards > 1 && k.shards < 32) * 100).toFixed(1)} % a few shards (search's free times), ` +
        `${(share((k) => k.shards >= 32) * 100).toFixed(1)} % every shard. ` +
        `Shard reads: ${fmt(shardReads)} a day, of which fan-outs to every shard make ${(workShare((k) => k.shards >= 32) * 100).toFixed(1)} %.`,
    );
    out.push('');
    out.push(`Run time: ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    await client.end();
    if (!keep) await dropDatabase(SIM.databaseUrl);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await run(process.argv.includes('--keep') || process.argv.includes('--reuse'), process.argv.includes('--reuse'));
}
