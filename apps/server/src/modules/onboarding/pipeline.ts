import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@vizitas/db';
import {
  ACTIVE_WITHIN_DAYS,
  DORMANT_AFTER_DAYS,
  PIPELINE_PAGE_SIZE,
  PIPELINE_STAGES,
  type ContactChannel,
  type LastContact,
  type Pipeline,
  type PipelineBusiness,
  type PipelineQuery,
  type PipelineStage,
} from '@vizitas/shared/schemas/operator-pipeline';
import { HAS_HOURS, rowsOf, textArray } from './queries.ts';

const DAY_MS = 86_400_000;

/**
 * Every business with what its stage is derived from (`@vizitas/shared/schemas/operator-pipeline`):
 * whether it has an offered service and working hours (the checklist's required steps), whether it
 * is bookable (`onboarded`, set once it is), its last booking, and its stage. `$1` is now.
 */
export function stagedBusinesses(now: Date): SQL {
  const activeSince = new Date(now.getTime() - ACTIVE_WITHIN_DAYS * DAY_MS).toISOString();
  const dormantBefore = new Date(now.getTime() - DORMANT_AFTER_DAYS * DAY_MS).toISOString();
  return sql`select f.*, case
      when f.onboarded and f.last_booking_at >= ${activeSince}::timestamptz then 'active'
      when f.onboarded and f.created_at < ${dormantBefore}::timestamptz
        and (f.last_booking_at is null or f.last_booking_at < ${dormantBefore}::timestamptz) then 'dormant'
      when f.onboarded then 'live'
      when f.has_services and f.has_hours then 'set_up'
      else 'registered' end as stage
    from (
      select b.id, b.slug, b.name, b.city, b.categories, b.plan, b.onboarded, b.created_at, b.contacted_at,
        exists (
          select 1 from specialist_services ss
          join services s on s.id = ss.service_id and s.active
          join specialists p on p.id = ss.specialist_id and p.active
          where ss.business_id = b.id) as has_services,
        exists (
          select 1 from schedules sc
          join specialists p on p.id = sc.specialist_id and p.active
          where sc.business_id = b.id and ${HAS_HOURS}) as has_hours,
        (select max(a.created_at) from appointments a where a.business_id = b.id) as last_booking_at
      from businesses b
    ) f`;
}

interface PipelineRow {
  id: string;
  slug: string;
  name: string;
  city: string | null;
  categories: string[] | string;
  plan: 'free' | 'premium';
  stage: PipelineStage;
  created_at: Date | string;
  last_booking_at: Date | string | null;
  contacted_at: Date | string | null;
  contact_by: string | null;
  contact_channel: ContactChannel | null;
  contact_note: string | null;
  owner_name: string | null;
  owner_email: string | null;
  owner_phone: string | null;
  total: number | string;
}

export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** `%`, `_` and `\` of a search text, taken literally by `ilike`. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filtersOf(query: PipelineQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.stage) conditions.push(sql`st.stage = ${query.stage}`);
  if (query.city) conditions.push(sql`st.city = ${query.city}`);
  if (query.category) conditions.push(sql`${query.category} = any(st.categories)`);
  if (query.plan) conditions.push(sql`st.plan = ${query.plan}`);
  if (query.q) {
    const pattern = likePattern(query.q);
    conditions.push(sql`(st.name ilike ${pattern} or st.slug ilike ${pattern}
      or exists (select 1 from business_members m join users u on u.id = m.user_id
        where m.business_id = st.id and (u.name ilike ${pattern} or u.email ilike ${pattern})))`);
  }
  return sql.join(conditions, sql` and `);
}

function lastContactOf(row: PipelineRow): LastContact | null {
  if (row.contacted_at === null) return null;
  return { at: iso(row.contacted_at), by: row.contact_by, channel: row.contact_channel, note: row.contact_note ?? '' };
}

/**
 * The pipeline (`GET /api/operator/businesses`): the stage counts of every business, and one page
 * of those the filters keep, "needs attention" first — never contacted before contacted, not yet
 * bookable before bookable, then the longest waiting (registered, or last contacted, longest ago).
 */
export async function readPipeline(db: DbOrTx, query: PipelineQuery, now: Date): Promise<Pipeline> {
  const staged = stagedBusinesses(now);
  const counts = await rowsOf<{ stage: PipelineStage; n: number | string; never: number | string }>(
    db,
    sql`select st.stage, count(*) as n, count(*) filter (where st.contacted_at is null) as never
      from (${staged}) st group by st.stage`,
  );
  const stageCounts = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, 0])) as Record<PipelineStage, number>;
  let neverContacted = 0;
  for (const row of counts) {
    stageCounts[row.stage] = Number(row.n);
    neverContacted += Number(row.never);
  }
  const offset = (query.page - 1) * PIPELINE_PAGE_SIZE;
  const rows = await rowsOf<PipelineRow>(
    db,
    sql`select st.id, st.slug, st.name, st.city, st.categories, st.plan, st.stage, st.created_at,
        st.last_booking_at, st.contacted_at,
        lc.by_name as contact_by, lc.channel as contact_channel, lc.note as contact_note,
        o.name as owner_name, o.email as owner_email, o.phone_number as owner_phone,
        count(*) over () as total
      from (${staged}) st
      left join lateral (
        select u.name as by_name, c.channel, c.note from business_contacts c
        left join users u on u.id = c.operator_id
        where c.business_id = st.id order by c.contacted_at desc limit 1) lc on true
      left join lateral (
        select u.name, u.email, u.phone_number from business_members m join users u on u.id = m.user_id
        where m.business_id = st.id and m.role = 'owner' order by m.created_at limit 1) o on true
      where ${filtersOf(query)}
      order by (st.contacted_at is null) desc, (st.stage in ('registered', 'set_up')) desc,
        coalesce(st.contacted_at, st.created_at), st.created_at, st.id
      limit ${PIPELINE_PAGE_SIZE} offset ${offset}`,
  );
  const businesses: PipelineBusiness[] = rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    city: row.city,
    categories: textArray(row.categories),
    plan: row.plan,
    stage: row.stage,
    registeredAt: iso(row.created_at),
    owner: row.owner_email === null ? null : { name: row.owner_name ?? '', email: row.owner_email, phone: row.owner_phone },
    lastBookingAt: row.last_booking_at === null ? null : iso(row.last_booking_at),
    lastContact: lastContactOf(row),
  }));
  // A page past the end has no rows to count on: count the matches alone.
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && offset > 0) {
    const [row] = await rowsOf<{ n: number | string }>(
      db,
      sql`select count(*) as n from (${staged}) st where ${filtersOf(query)}`,
    );
    total = Number(row?.n ?? 0);
  }
  return { stageCounts, neverContacted, businesses, total, page: query.page, pageSize: PIPELINE_PAGE_SIZE };
}
