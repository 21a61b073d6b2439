import { max } from 'drizzle-orm';
import { serviceCategories } from '@vizitas/db';
import type { ServiceCategoryInput } from '@vizitas/shared/schemas/admin/service-categories';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

/** A new service category, last in the order. */
export async function createCategory(ctx: CommandContext, scope: TenantScope, input: ServiceCategoryInput): Promise<string> {
  const id = await ctx.db.transaction(async (tx) => {
    const [last] = await tx
      .select({ n: max(serviceCategories.sortOrder) })
      .from(serviceCategories)
      .where(scope.where(serviceCategories));
    const [row] = await tx
      .insert(serviceCategories)
      .values(scope.values({ name: input.name, sortOrder: (last?.n ?? -1) + 1 }))
      .returning({ id: serviceCategories.id });
    return row!.id;
  });
  ctx.events.emit('catalogue.changed', { businessId: scope.businessId });
  return id;
}
