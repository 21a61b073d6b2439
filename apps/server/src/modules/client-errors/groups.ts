import { sql } from 'drizzle-orm';
import { clientErrorGroups, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { ClientErrorGroups } from '@vizitas/shared/schemas/operator-client-errors';

const GROUPS_SHOWN = 100;
const PAGES_SHOWN = 5;
const AGENTS_READ = 50;

/** „Chrome 131“, „Safari 18 (telefonas)“: the family and major version a user agent names. */
export function browserOf(userAgent: string): string {
  const mobile = /Mobile|Android|iPhone|iPad/.test(userAgent) ? ' (telefonas)' : '';
  const families: Array<[string, RegExp]> = [
    ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
    ['Opera', /OPR\/(\d+)/],
    ['Samsung Internet', /SamsungBrowser\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
  ];
  for (const [family, pattern] of families) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return `${family} ${version}${mobile}`;
  }
  return 'Kita naršyklė';
}

interface GroupRow {
  group_key: string;
  message: string;
  place: string | null;
  n: number | string;
  first_seen: Date | string;
  last_seen: Date | string;
  agents: string[] | null;
  pages: string[] | null;
  resolved: boolean;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * The reports grouped by message and place (`group_key`), open groups first, the latest first:
 * how many, first and last seen, the browsers and pages. A group is resolved while no report came
 * after the operator marked it.
 */
export async function listErrorGroups(db: DbOrTx): Promise<ClientErrorGroups> {
  const result = await db.execute(sql`
    select r.group_key, min(r.message) as message, min(r.place) as place, count(*) as n,
      min(r.created_at) as first_seen, max(r.created_at) as last_seen,
      (array_agg(distinct r.user_agent) filter (where r.user_agent is not null))[1:${AGENTS_READ}] as agents,
      (array_agg(distinct split_part(split_part(r.page_url, '?', 1), '#', 1)) filter (where r.page_url is not null))[1:${PAGES_SHOWN}] as pages,
      coalesce(max(r.created_at) <= max(g.resolved_at), false) as resolved
    from client_error_reports r
    left join client_error_groups g on g.group_key = r.group_key
    where r.group_key is not null
    group by r.group_key
    order by resolved, last_seen desc
    limit ${GROUPS_SHOWN}`);
  const rows = (result as unknown as { rows: GroupRow[] }).rows;
  return {
    groups: rows.map((row) => ({
      key: row.group_key,
      message: row.message,
      place: row.place,
      count: Number(row.n),
      firstSeen: iso(row.first_seen),
      lastSeen: iso(row.last_seen),
      browsers: [...new Set((row.agents ?? []).map(browserOf))].sort(),
      pages: row.pages ?? [],
      resolved: row.resolved,
    })),
  };
}

/** The operator marks a group resolved (now); a report of it after now opens it again. 404 for a group with no report. */
export async function resolveErrorGroup(db: DbOrTx, key: string, operatorId: string, now: Date): Promise<void> {
  const result = await db.execute(sql`select 1 from client_error_reports where group_key = ${key} limit 1`);
  if ((result as unknown as { rows: unknown[] }).rows.length === 0) throw appError('not_found');
  await db
    .insert(clientErrorGroups)
    .values({ groupKey: key, resolvedAt: now, resolvedBy: operatorId })
    .onConflictDoUpdate({ target: clientErrorGroups.groupKey, set: { resolvedAt: now, resolvedBy: operatorId } });
}
