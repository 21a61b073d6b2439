import { eq } from 'drizzle-orm';
import { holidays } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

/** Deletes a day off of the business. */
export async function deleteHoliday(ctx: CommandContext, scope: TenantScope, id: string): Promise<void> {
  const { db } = ctx;
  const deleted = await db
    .delete(holidays)
    .where(scope.where(holidays, eq(holidays.id, id)))
    .returning({ id: holidays.id });
  if (deleted.length === 0) throw appError('resource_not_found');
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
}
