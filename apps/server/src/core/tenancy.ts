import type { FastifyRequest } from 'fastify';
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { businesses, type DbOrTx } from '@vizitas/db';
import { localDateOf, type LocalDate } from '@vizitas/booking-engine';
import { appError } from '@vizitas/shared';
import { requireBusinessMember, type BusinessScope } from '#server/http/guards.ts';
import type { BusinessRow } from '#server/modules/availability/catalogue.ts';

/** A table that carries the tenant column. */
export interface TenantTable {
  businessId: PgColumn;
}

/**
 * The business an admin request acts in, and the only way the admin booking code builds its
 * queries: `scope.where(table, …conditions)` always adds `business_id = <the business>`, so a
 * row of another business is simply not found (404).
 */
export interface AdminScope {
  readonly businessId: string;
  readonly userId: string;
  readonly role: BusinessScope['role'];
  where(table: TenantTable, ...conditions: Array<SQL | undefined>): SQL;
}

export function scopeOf(scope: Pick<BusinessScope, 'businessId' | 'role'> & { user: { id: string } }): AdminScope {
  const businessId = scope.businessId;
  return Object.freeze({
    businessId,
    userId: scope.user.id,
    role: scope.role,
    where: (table: TenantTable, ...conditions: Array<SQL | undefined>) => and(eq(table.businessId, businessId), ...conditions) as SQL,
  });
}

/**
 * Authorizes an admin request through the one scoping helper (`requireBusinessMember`): 401
 * without a login, 403 unless the user is a member of the business (the one named, or their
 * first one, or the one named by `?verslas=`).
 */
export async function adminScope(request: FastifyRequest, businessId?: string | null): Promise<AdminScope> {
  return scopeOf(await requireBusinessMember(request, businessId ?? undefined));
}

/** The scope's business row (404 when it does not exist: only the operator can name such an id). */
export async function scopedBusiness(db: DbOrTx, scope: AdminScope): Promise<BusinessRow> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, scope.businessId)).limit(1);
  if (!row) throw appError('resource_not_found');
  return row;
}

/** Today in the business's time zone. */
export function businessToday(business: BusinessRow, nowMs: number): LocalDate {
  return localDateOf(nowMs, business.timeZone);
}

/** `unknown_reference` (404) with the field that names the missing record. */
export function unknownReference(field: string) {
  return appError('unknown_reference', { [field]: ['Įrašas nerastas.'] });
}

/** PostgreSQL's unique_violation (23505) through either driver, optionally of one constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e = error as { code?: unknown; constraint?: unknown; cause?: unknown } | null | undefined, depth = 0; e && depth < 3; depth++) {
    if (e.code === '23505') return constraint === undefined || e.constraint === undefined || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}
