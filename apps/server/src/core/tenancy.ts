/**
 * THE tenant scope: the one business a request acts in, and the only way admin code builds
 * its queries and inserts. `scope.where(table, …conditions)` always adds `business_id = <the
 * business>`, so a row of another business is simply not found (404); `scope.values(row)` sets
 * `businessId` on every row written. No admin query or insert names `businessId` by hand.
 *
 *   await db.select().from(appointments).where(scope.where(appointments, eq(appointments.id, id)));
 *   await db.update(holidays).set(changes).where(scope.where(holidays, eq(holidays.id, id)));
 *   await db.insert(holidays).values(scope.values({ startsOn, endsOn }));
 *
 * Which business a request may act in is decided by the HTTP guards (`http/guards.ts`), which
 * hand the scope to the modules; what a member may do inside it, by each module's `policy.ts`.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BusinessMemberRole } from '@vizitas/db';
import { appError } from '@vizitas/shared';

/** A table that carries the tenant column. */
export interface TenantTable {
  businessId: PgColumn;
}

/** Owner or staff of the business, or the platform operator acting on it. */
export type ScopeRole = BusinessMemberRole | 'operator';

export interface TenantScope {
  readonly businessId: string;
  /** Who acts (the logged-in user). */
  readonly userId: string;
  readonly role: ScopeRole;
  /** `table.business_id = scope AND …conditions`. */
  where(table: TenantTable, ...conditions: Array<SQL | undefined>): SQL;
  /** The row(s) with `businessId` set to the scope's business (for inserts). */
  values<Row extends object>(rows: Row[]): Array<Row & { businessId: string }>;
  values<Row extends object>(row: Row): Row & { businessId: string };
}

export function tenantScope(businessId: string, userId: string, role: ScopeRole): TenantScope {
  function values<Row extends object>(input: Row | Row[]) {
    return Array.isArray(input) ? input.map((row) => ({ ...row, businessId })) : { ...input, businessId };
  }
  return Object.freeze({
    businessId,
    userId,
    role,
    where(table: TenantTable, ...conditions: Array<SQL | undefined>): SQL {
      return and(eq(table.businessId, businessId), ...conditions) as SQL;
    },
    values: values as TenantScope['values'],
  });
}

/** `unknown_reference` (404) with the field that names a record the scope does not hold. */
export function unknownReference(field: string) {
  return appError('unknown_reference', { [field]: ['Įrašas nerastas.'] });
}
