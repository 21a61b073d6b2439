import { specialists } from '@vizitas/db';
import type { CommandContext } from '#server/core/context.ts';
import { writeSortOrder } from '#server/core/sort-order.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

/**
 * The specialists in a new order (the booking calendar lists them so): the ids given first, in
 * that order; those left out follow in their previous order. Every id must be of the business.
 */
export function orderSpecialists(ctx: CommandContext, scope: TenantScope, ids: string[]): Promise<void> {
  return writeSortOrder(ctx, scope, specialists, ids);
}
