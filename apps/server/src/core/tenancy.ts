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
import { and, eq, sql, type SQL } from 'drizzle-orm';
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
  /**
   * For a prepared statement (built once, run for every business): `where` with the business as
   * the placeholder {@link SCOPE_PLACEHOLDER}, filled by {@link TenantScope.bound}.
   */
  preparedWhere(table: TenantTable, ...conditions: Array<SQL | undefined>): SQL;
  /** The values of a prepared statement, with the scope's business. */
  bound(values?: Record<string, unknown>): Record<string, unknown>;
}

/** The placeholder a prepared statement names the scope's business with. */
export const SCOPE_PLACEHOLDER = 'scopeBusinessId';

/**
 * `table.business_id = <the placeholder> AND …conditions`, for a statement prepared once for
 * every business; run it with `scope.bound(values)`.
 */
export function preparedTenantWhere(table: TenantTable, ...conditions: Array<SQL | undefined>): SQL {
  return and(eq(table.businessId, sql.placeholder(SCOPE_PLACEHOLDER)), ...conditions) as SQL;
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
    preparedWhere: preparedTenantWhere,
    bound(values: Record<string, unknown> = {}) {
      return { ...values, [SCOPE_PLACEHOLDER]: businessId };
    },
  });
}

/** `unknown_reference` (404) with the field that names a record the scope does not hold. */
export function unknownReference(field: string) {
  return appError('unknown_reference', { [field]: ['Įrašas nerastas.'] });
}
