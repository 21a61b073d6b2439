import { eq } from 'drizzle-orm';
import { services } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

/** Turns a service off (no longer offered to customers) or on again. */
export async function setServiceActive(ctx: CommandContext, scope: TenantScope, id: string, active: boolean): Promise<void> {
  const { db } = ctx;
  const updated = await db
    .update(services)
    .set({ active })
    .where(scope.where(services, eq(services.id, id)))
    .returning({ id: services.id });
  if (updated.length === 0) throw appError('resource_not_found');
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
}
