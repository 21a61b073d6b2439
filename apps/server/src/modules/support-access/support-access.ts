/**
 * Support access with consent (docs/decisions/055): the owner's grants of 1–72 hours, the operator's
 * changes under them, and the one check every operator's change in a business's admin area passes.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { supportActions, supportGrants, users, type Db, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { SupportAccess } from '@vizitas/shared/schemas/support-access';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

/** The operations refused even in support access: the business's membership (inviting or removing a member). */
const REFUSED_IN_SUPPORT = new Set(['admin_specialist_invitation_api']);

const HOUR_MS = 3_600_000;

/** An operation as the guards see it: its method, its route as the API document writes it, its summary. */
export interface AskedOperation {
  method: string;
  /** The contract's route name. */
  name: string;
  route: string;
  summary: string;
}

const activeWhere = (businessId: string, now: Date) =>
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

/**
 * The operator changes something in a business she is no member of: allowed only under the
 * owner's grant in force (else 403 `support_access_required`), never a membership change (403
 * `support_access_refused`), and written to the owner's log before it is done. Reads pass; an
 * operation that does not say what it is counts as a change (closed, not open).
 */
export async function checkSupportAccess(db: Db, scope: TenantScope, operation: AskedOperation | null, now: Date): Promise<void> {
  if (operation && (operation.method === 'GET' || operation.method === 'HEAD')) return;
  const grant = await activeSupportGrant(db, scope.businessId, now);
  if (!grant) throw appError('support_access_required');
  if (!operation || REFUSED_IN_SUPPORT.has(operation.name)) throw appError('support_access_refused');
  await db.insert(supportActions).values(
    scope.values({
      grantId: grant.id,
      operatorId: scope.userId,
      method: operation.method,
      route: operation.route,
      summary: operation.summary,
      at: now,
    }),
  );
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

/** The owner grants access for `hours` from now; a grant in force ends with it (one at a time). */
export async function grantSupportAccess(ctx: CommandContext, scope: TenantScope, hours: number): Promise<SupportAccess> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx.update(supportGrants).set({ endedAt: now, endedByUserId: scope.userId }).where(activeWhere(scope.businessId, now));
    await tx
      .insert(supportGrants)
      .values(scope.values({ grantedByUserId: scope.userId, startsAt: now, endsAt: new Date(now.getTime() + hours * HOUR_MS) }));
  });
  return readSupportAccess(ctx.db, scope, now);
}

/** The owner ends the grant in force now (nothing in force: nothing changes). */
export async function endSupportAccess(ctx: CommandContext, scope: TenantScope): Promise<SupportAccess> {
  const now = ctx.now();
  await ctx.db.update(supportGrants).set({ endedAt: now, endedByUserId: scope.userId }).where(activeWhere(scope.businessId, now));
  return readSupportAccess(ctx.db, scope, now);
}
