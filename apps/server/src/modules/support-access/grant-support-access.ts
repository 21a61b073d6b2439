import type { SupportAccess } from '@vizitas/shared/schemas/support-access';
import { supportGrants } from '@vizitas/db';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { activeWhere, readSupportAccess } from './queries.ts';

const HOUR_MS = 3_600_000;

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
