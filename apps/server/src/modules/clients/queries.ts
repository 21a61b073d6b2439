import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { appointments, clientCards, holdsTime, serviceNamesOf, specialists, users, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { ADMIN_CLIENT_PAGE_SIZE, type AdminClientCard, type AdminClientListQuery, type AdminClientPage } from '@vizitas/shared/schemas/admin/clients';
import type { TenantScope } from '#server/core/tenancy.ts';
import { presentClient, presentClientCard, type ClientListRow, type ClientHistoryRow, type RecentVisitRow } from './presenter.ts';

/** How many of the latest appointments the card shows. */
const RECENT_VISITS = 10;

/** The rows of a raw statement, the same on PGlite and node-postgres. */
async function rowsOf<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A phone number as digits and a leading plus ("+370 612-34567" → "+37061234567"). */
const PHONE_DIGITS = (column: SQL) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9+]', '', 'g')`;

/**
 * What a search text matches: the name or e-mail anywhere; when the text looks like a phone
 * number, the phone too, without spaces and dashes, and a Lithuanian local "8 6…" as "+370 6…".
 */
function searchFilter(q: string | undefined): SQL {
  const text = q?.trim();
  if (!text) return sql`true`;
  const pattern = likePattern(text);
  const filters = [sql`clients.name ilike ${pattern}`, sql`clients.email ilike ${pattern}`];
  if (/^[\d\s()+-]+$/.test(text) && /\d/.test(text)) {
    const digits = text.replace(/[^\d+]/g, '');
    filters.push(sql`${PHONE_DIGITS(sql`clients.phone`)} like ${likePattern(digits)}`);
    if (/^8\d{2,}/.test(digits)) filters.push(sql`${PHONE_DIGITS(sql`clients.phone`)} like ${likePattern(`+370${digits.slice(1)}`)}`);
  }
  return sql`(${sql.join(filters, sql` or `)})`;
}

/** A visit that took place: completed, or confirmed and already over (not yet marked). */
const tookPlace = (now: Date) =>
  sql`(${appointments.status} = 'completed' or (${appointments.status} = 'confirmed' and ${appointments.endsAt} <= ${now.toISOString()}::timestamptz))`;
/** A visit still to come that holds its time. */
const upcoming = (now: Date) => sql`(${holdsTime(appointments.status)} and ${appointments.startsAt} > ${now.toISOString()}::timestamptz)`;
const epochMs = (value: SQL) => sql`(extract(epoch from ${value}) * 1000)::float8`;

/**
 * The business's clients, one row each: customers with an account (by user id) and walk-ins
 * typed in by the salon (by phone, or by name when there is no phone), with their name, phone,
 * e-mail, the visits that took place, the last and the next visit, and the card's block.
 */
function clientRows(scope: TenantScope, now: Date): SQL {
  const walkInKey = sql`case when ${appointments.customerId} is null
    then coalesce(nullif(${PHONE_DIGITS(sql`${appointments.clientPhone}`)}, ''), lower(btrim(${appointments.clientName}))) end`;
  return sql`
    grouped as (
      select ${appointments.customerId} as user_id,
             ${walkInKey} as walk_in_key,
             (array_agg(${appointments.clientName} order by ${appointments.startsAt} desc) filter (where ${appointments.clientName} is not null))[1] as walk_in_name,
             (array_agg(${appointments.clientPhone} order by ${appointments.startsAt} desc) filter (where ${appointments.clientPhone} is not null))[1] as walk_in_phone,
             (count(*) filter (where ${tookPlace(now)}))::int as visit_count,
             max(${appointments.startsAt}) filter (where ${tookPlace(now)}) as last_visit_at,
             min(${appointments.startsAt}) filter (where ${upcoming(now)}) as next_visit_at
      from ${appointments}
      where ${scope.where(appointments)}
      group by 1, 2
    ),
    clients as (
      select grouped.user_id as "userId",
             coalesce(${users.name}, grouped.walk_in_name, '') as name,
             coalesce(${users.phoneNumber}, grouped.walk_in_phone) as phone,
             ${users.email} as email,
             grouped.walk_in_key,
             grouped.visit_count as "visitCount",
             grouped.last_visit_at,
             grouped.next_visit_at,
             coalesce(${clientCards.blocked}, false) as blocked,
             (${clientCards.id} is not null and (${clientCards.notes} <> '' or ${clientCards.allergies} <> '' or ${clientCards.preferences} <> '')) as "hasCard"
      from grouped
      left join ${users} on ${users.id} = grouped.user_id
      left join ${clientCards} on ${scope.where(clientCards, sql`${clientCards.userId} = grouped.user_id`)}
    )`;
}

/** `GET /api/admin/clients`: the business's clients, searched and paged, the latest visit first. */
export async function listClients(db: DbOrTx, scope: TenantScope, query: AdminClientListQuery, now: Date): Promise<AdminClientPage> {
  const filter = searchFilter(query.q);
  const offset = (query.page - 1) * ADMIN_CLIENT_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    rowsOf<ClientListRow>(
      db,
      sql`with ${clientRows(scope, now)}
          select clients."userId", clients.name, clients.phone, clients.email, clients."visitCount", clients.blocked, clients."hasCard",
                 ${epochMs(sql`clients.last_visit_at`)} as "lastVisitMs", ${epochMs(sql`clients.next_visit_at`)} as "nextVisitMs"
          from clients
          where ${filter}
          order by clients.last_visit_at desc nulls last, clients.next_visit_at asc nulls last, lower(clients.name), clients."userId", clients.walk_in_key
          limit ${ADMIN_CLIENT_PAGE_SIZE} offset ${offset}`,
    ),
    rowsOf<{ n: number }>(db, sql`with ${clientRows(scope, now)} select count(*)::int as n from clients where ${filter}`),
  ]);
  return { items: rows.map(presentClient), total: Number(total?.n ?? 0), page: query.page, pageSize: ADMIN_CLIENT_PAGE_SIZE };
}

/** The customer's visit figures with the business; null when she never had an appointment there. */
async function clientHistory(db: DbOrTx, scope: TenantScope, userId: string, now: Date): Promise<ClientHistoryRow | null> {
  const [row] = await rowsOf<ClientHistoryRow>(
    db,
    sql`select count(*)::int as "appointmentCount",
               (count(*) filter (where ${tookPlace(now)}))::int as "visitCount",
               coalesce(sum(${appointments.priceCents}) filter (where ${appointments.status} = 'completed'), 0)::int as "totalSpentCents",
               (count(*) filter (where ${appointments.status} = 'no_show'))::int as "noShowCount",
               (count(*) filter (where ${appointments.status} = 'cancelled'))::int as "cancellationCount",
               ${epochMs(sql`max(${appointments.startsAt}) filter (where ${tookPlace(now)})`)} as "lastVisitMs",
               ${epochMs(sql`min(${appointments.startsAt}) filter (where ${upcoming(now)})`)} as "nextVisitMs"
        from ${appointments}
        where ${scope.where(appointments, eq(appointments.customerId, userId))}`,
  );
  return row && Number(row.appointmentCount) > 0 ? row : null;
}

/**
 * The customer is a client of the business (she has had an appointment there), or 404
 * `not_found`: a customer of another business is not found, never forbidden.
 */
export async function requireClient(db: DbOrTx, scope: TenantScope, userId: string): Promise<void> {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(scope.where(appointments, eq(appointments.customerId, userId)))
    .limit(1);
  if (!row) throw clientNotFound();
}

export const clientNotFound = () => appError('not_found', undefined, 'Klientas nerastas.');

/** `GET /api/admin/user/{id}/client-card`: the card with the visit history beside it. */
export async function clientCard(db: DbOrTx, scope: TenantScope, userId: string, now: Date): Promise<AdminClientCard> {
  const history = await clientHistory(db, scope, userId, now);
  if (!history) throw clientNotFound();
  const [[client], [card], recent] = await Promise.all([
    db.select({ name: users.name, phone: users.phoneNumber, email: users.email }).from(users).where(eq(users.id, userId)),
    db
      .select({ card: clientCards, updatedByName: users.name })
      .from(clientCards)
      .leftJoin(users, eq(users.id, clientCards.updatedByUserId))
      .where(scope.where(clientCards, eq(clientCards.userId, userId))),
    recentVisits(db, scope, userId),
  ]);
  if (!client) throw clientNotFound();
  return presentClientCard(userId, client, card ?? null, history, recent);
}

/** The latest appointments of the customer with the business, any status, with their services and specialist. */
async function recentVisits(db: DbOrTx, scope: TenantScope, userId: string): Promise<RecentVisitRow[]> {
  const rows = await db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      priceCents: appointments.priceCents,
      specialistName: specialists.name,
      services: serviceNamesOf(appointments.id),
    })
    .from(appointments)
    .innerJoin(specialists, eq(specialists.id, appointments.specialistId))
    .where(scope.where(appointments, eq(appointments.customerId, userId)))
    .orderBy(desc(appointments.startsAt), desc(appointments.id))
    .limit(RECENT_VISITS);
  return rows;
}

/**
 * Whether the business has blocked the customer from booking it online. Asked by the customer's
 * booking, which acts in no admin scope: the business is the one she is booking.
 */
export async function isClientBlocked(db: DbOrTx, businessId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ blocked: clientCards.blocked })
    .from(clientCards)
    .where(and(eq(clientCards.businessId, businessId), eq(clientCards.userId, userId)));
  return row?.blocked ?? false;
}
