import { clientCards } from '@vizitas/db';
import type { AdminClientCardInput } from '@vizitas/shared/schemas/admin/clients';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { requireClient } from './queries.ts';

/**
 * `POST /api/admin/user/{id}/client-card`: write the business's card about one of its clients
 * (created on the first save). Only the fields given change; who saved it and when are kept.
 * A customer who never had an appointment with the business is not found (404).
 */
export async function saveClientCard(ctx: CommandContext, scope: TenantScope, userId: string, input: AdminClientCardInput): Promise<void> {
  await requireClient(ctx.db, scope, userId);
  const changes = {
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
    ...(input.allergies !== undefined ? { allergies: input.allergies } : {}),
    ...(input.preferences !== undefined ? { preferences: input.preferences } : {}),
    ...(input.blocked !== undefined ? { blocked: input.blocked } : {}),
    updatedAt: ctx.now(),
    updatedByUserId: scope.userId,
  };
  await ctx.db
    .insert(clientCards)
    .values(scope.values({ userId, ...changes }))
    .onConflictDoUpdate({
      target: [clientCards.businessId, clientCards.userId],
      set: changes,
    });
}
