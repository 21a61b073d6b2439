import { services } from '@vizitas/db';
import type { CommandContext } from '#server/core/context.ts';
import { writeSortOrder } from '#server/core/sort-order.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

/**
 * The business's services in a new order: the ids given first, in that order; services left
 * out follow in their previous order. Every id must be a service of the business.
 */
export function orderServices(ctx: CommandContext, scope: TenantScope, ids: string[]): Promise<void> {
  return writeSortOrder(ctx, scope, services, ids);
}
