import type { AppContext } from '#server/core/context.ts';
import { AppError, appError } from '@vizitas/shared';
import { adminShell } from '@vizitas/shared/api/admin/shell';
import { authorize } from '#server/core/authorize.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { businessScopeFor, requireUserOf, type Asker } from '#server/http/guards.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { countPendingAppointments } from '#server/modules/booking/index.ts';
import { canAdministerBusiness, canManageBusinessSettings, scopedBusiness } from '#server/modules/business/index.ts';
import { activeSupportGrant } from '#server/modules/support-access/index.ts';

/**
 * `GET /api/admin/shell`: what every admin page shows around itself — the member's businesses,
 * the one the page acts in (`?verslas=` or `?business=`, else the first) and its requests waiting
 * for confirmation — in one answer, so the admin layout asks once instead of reading the whole
 * profile and a page of appointments. A business the member is not in is a 404 (the layout shows
 * the "not found" page); someone in no business at all is refused by the area's guard (403).
 */
export async function readAdminShell(ctx: AppContext, actor: Asker, businessId: string | undefined) {
  const user = await requireUserOf(actor);
  const memberships = await actor.memberships(user.id);
  const named = businessId !== undefined || actor.adminSlug() !== null;
  let scope: TenantScope | null = null;
  if (named || memberships.length > 0) {
    try {
      scope = await businessScopeFor(actor, businessId);
    } catch (error) {
      // Naming a business that is not theirs: as if it did not exist.
      if (named && error instanceof AppError && error.code === 'forbidden') throw appError('not_found');
      throw error;
    }
    authorize(canAdministerBusiness(scope));
  }
  const db = ctx.db;
  const member = scope ? memberships.find((row) => row.businessId === scope.businessId) : undefined;
  const [business, pendingCount, grant] = scope
    ? await Promise.all([
        member ?? scopedBusiness(db, scope),
        countPendingAppointments(ctx, scope),
        // The operator in a business she is no member of: under its owner's support grant, or reading only.
        scope.role === 'operator' ? activeSupportGrant(db, scope.businessId, ctx.now()) : null,
      ])
    : [null, null, null];
  const support = scope?.role === 'operator' ? { endsAt: grant ? grant.endsAt.toISOString() : null } : null;
  return {
    memberships: memberships.map((row) => ({ slug: row.slug, name: row.name })),
    isOperator: user.isOperator,
    business: business && scope ? { id: scope.businessId, slug: business.slug, name: business.name } : null,
    pendingCount,
    role: scope?.role ?? null,
    canManageSettings: scope ? canManageBusinessSettings(scope) && (scope.role !== 'operator' || grant !== null) : false,
    support,
  };
}

/**
 * `GET /api/admin/shell`: what every admin page shows around itself — the member's businesses,
 * the one the page acts in (`?verslas=` or `?business=`, else the first) and its requests waiting
 * for confirmation — in one answer, so the admin layout asks once instead of reading the whole
 * profile and a page of appointments. A business the member is not in is a 404 (the layout shows
 * the "not found" page); someone in no business at all is refused by the area's guard (403).
 */
export const adminShellEndpoints = [
  defineEndpoint(adminShell, { handle: (ctx, actor, { query }) => readAdminShell(ctx, actor, query.business) }),
];
