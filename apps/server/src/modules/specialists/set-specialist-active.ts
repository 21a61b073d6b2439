import { eq } from 'drizzle-orm';
import { specialists } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

/**
 * Turns a specialist off (no longer offered to customers; her booked visits stay, and a staff
 * member keeps her login) or on again.
 */
export async function setSpecialistActive(ctx: CommandContext, scope: TenantScope, id: string, active: boolean): Promise<void> {
  const updated = await ctx.db
    .update(specialists)
    .set({ active })
    .where(scope.where(specialists, eq(specialists.id, id)))
    .returning({ id: specialists.id });
  if (updated.length === 0) throw appError('resource_not_found');
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
}
