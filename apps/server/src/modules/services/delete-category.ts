import { eq } from 'drizzle-orm';
import { serviceCategories } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

/** Deletes a service category; its services stay, without a category (the foreign key sets null). */
export async function deleteCategory(ctx: CommandContext, scope: TenantScope, id: string): Promise<void> {
  const deleted = await ctx.db
    .delete(serviceCategories)
    .where(scope.where(serviceCategories, eq(serviceCategories.id, id)))
    .returning({ id: serviceCategories.id });
  if (deleted.length === 0) throw appError('resource_not_found');
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
}
