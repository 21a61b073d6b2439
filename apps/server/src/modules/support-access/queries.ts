/** What support access reads: the grant in force, and the owner's view of it with the operator's actions. */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { supportActions, supportGrants, users, type DbOrTx } from '@vizitas/db';
import type { SupportAccess } from '@vizitas/shared/schemas/support-access';
import type { TenantScope } from '#server/core/tenancy.ts';

/** The grants of a business in force at `now` (not ended, not run out). */
export const activeWhere = (businessId: string, now: Date) =>
  and(eq(supportGrants.businessId, businessId), isNull(supportGrants.endedAt), gt(supportGrants.endsAt, now));

/** The grant in force for the business at `now`, if any. */
export async function activeSupportGrant(db: DbOrTx, businessId: string, now: Date) {
  const [grant] = await db
    .select({ id: supportGrants.id, startsAt: supportGrants.startsAt, endsAt: supportGrants.endsAt, grantedBy: users.name })
    .from(supportGrants)
    .leftJoin(users, eq(users.id, supportGrants.grantedByUserId))
    .where(activeWhere(businessId, now))
    .orderBy(desc(supportGrants.endsAt))
    .limit(1);
  return grant ?? null;
}

/** The owner's view: the grant in force and the operator's last actions. */
export async function readSupportAccess(db: DbOrTx, scope: TenantScope, now: Date): Promise<SupportAccess> {
  const [active, actions] = await Promise.all([
    activeSupportGrant(db, scope.businessId, now),
    db
      .select({
        at: supportActions.at,
        operator: users.name,
        summary: supportActions.summary,
        method: supportActions.method,
        route: supportActions.route,
      })
      .from(supportActions)
      .leftJoin(users, eq(users.id, supportActions.operatorId))
      .where(scope.where(supportActions))
      .orderBy(desc(supportActions.at), desc(supportActions.id))
      .limit(100),
  ]);
  return {
    active: active
      ? {
          id: active.id,
          startsAt: active.startsAt.toISOString(),
          endsAt: active.endsAt.toISOString(),
          grantedBy: active.grantedBy,
        }
      : null,
    actions: actions.map((action) => ({ ...action, at: action.at.toISOString() })),
  };
}
