import { serviceCategories } from '@vizitas/db';
import type { CommandContext } from '#server/core/context.ts';
import { writeSortOrder } from '#server/core/sort-order.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

/**
 * The service categories in a new order: the ids given first, in that order; those left out
 * follow in their previous order. Every id must be a category of the business.
 */
export function orderCategories(ctx: CommandContext, scope: TenantScope, ids: string[]): Promise<void> {
  return writeSortOrder(ctx, scope, serviceCategories, ids);
}
