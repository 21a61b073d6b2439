import { supportGrants } from '@vizitas/db';
import type { SupportAccess } from '@vizitas/shared/schemas/support-access';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { activeWhere, readSupportAccess } from './queries.ts';

/** The owner ends the grant in force now (nothing in force: nothing changes). */
export async function endSupportAccess(ctx: CommandContext, scope: TenantScope): Promise<SupportAccess> {
  const now = ctx.now();
  await ctx.db.update(supportGrants).set({ endedAt: now, endedByUserId: scope.userId }).where(activeWhere(scope.businessId, now));
  return readSupportAccess(ctx.db, scope, now);
}
