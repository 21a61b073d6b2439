import { and, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { appointments, businesses, clientInvitations, invitationOptOuts, users, type DbOrTx } from '@vizitas/db';
import { INVITATIONS_PER_DAY } from '@vizitas/shared/schemas/admin/client-invitations';
import type { TenantScope } from '#server/core/tenancy.ts';

/** The start of `now`'s calendar day in the business's time zone (`b` = its `time_zone` column). */
export function startOfBusinessDay(now: Date, timeZone: SQL | string): SQL {
  const zone = typeof timeZone === 'string' ? sql`${timeZone}` : timeZone;
  return sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${zone}) at time zone ${zone})`;
}

/** Invitations the business may still send today (its own calendar day). */
export async function invitationsLeftToday(db: DbOrTx, scope: TenantScope, timeZone: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(clientInvitations)
    .where(scope.where(clientInvitations, gte(clientInvitations.createdAt, startOfBusinessDay(now, timeZone))));
  return Math.max(0, INVITATIONS_PER_DAY - (row?.n ?? 0));
}

/** Of `emails`, those this business has invited before. */
export async function alreadyInvited(db: DbOrTx, scope: TenantScope, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: clientInvitations.email })
    .from(clientInvitations)
    .where(scope.where(clientInvitations, inArray(clientInvitations.email, emails)));
  return new Set(rows.map((row) => row.email));
}

/** Of `emails`, those that asked for no more invitations (from anyone). */
export async function optedOut(db: DbOrTx, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db.select({ email: invitationOptOuts.email }).from(invitationOptOuts).where(inArray(invitationOptOuts.email, emails));
  return new Set(rows.map((row) => row.email));
}

/** Of `emails`, the accounts that have booked with this business already (they know the way). */
export async function alreadyClients(db: DbOrTx, scope: TenantScope, emails: string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(users)
    .innerJoin(appointments, eq(appointments.customerId, users.id))
    .where(and(inArray(users.email, emails), scope.where(appointments)));
  return new Set(rows.map((row) => row.email));
}

/** The business the invitations speak for, locked for the rest of the transaction (one list at a time per business). */
export async function lockInvitingBusiness(db: DbOrTx, scope: TenantScope) {
  const [row] = await db
    .select({ name: businesses.name, slug: businesses.slug, customDomain: businesses.customDomain, timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, scope.businessId))
    .for('update');
  return row ?? null;
}

/** The newest invitations of the business (at most `limit`), whether each address has opted out since, and the total. */
export async function listInvitations(db: DbOrTx, scope: TenantScope, limit: number) {
  const items = await db
    .select({
      id: clientInvitations.id,
      email: clientInvitations.email,
      name: clientInvitations.name,
      createdAt: clientInvitations.createdAt,
      optedOut: sql<boolean>`${invitationOptOuts.email} is not null`,
    })
    .from(clientInvitations)
    .leftJoin(invitationOptOuts, eq(invitationOptOuts.email, clientInvitations.email))
    .where(scope.where(clientInvitations))
    .orderBy(desc(clientInvitations.createdAt), desc(clientInvitations.id))
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(clientInvitations).where(scope.where(clientInvitations));
  const [business] = await db.select({ timeZone: businesses.timeZone }).from(businesses).where(eq(businesses.id, scope.businessId));
  return { items, total: total?.n ?? 0, timeZone: business?.timeZone ?? null };
}
