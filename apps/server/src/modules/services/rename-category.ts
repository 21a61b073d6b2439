import { eq } from 'drizzle-orm';
import { serviceCategories } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { ServiceCategoryInput } from '@vizitas/shared/schemas/admin/service-categories';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

/** A service category's new name. */
export async function renameCategory(
  ctx: CommandContext,
  scope: TenantScope,
  id: string,
  input: ServiceCategoryInput,
): Promise<void> {
  const updated = await ctx.db
    .update(serviceCategories)
    .set({ name: input.name })
    .where(scope.where(serviceCategories, eq(serviceCategories.id, id)))
    .returning({ id: serviceCategories.id });
  if (updated.length === 0) throw appError('resource_not_found');
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
}
