import { eq } from 'drizzle-orm';
import { businessContacts, businesses } from '@vizitas/db';
import type { LastContact, MarkAsContacted } from '@vizitas/shared/schemas/operator-pipeline';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';

/**
 * The operator records a contact with the business (the seed's `POST
 * /api/admin/business/{id}/mark-as-contacted`): who (the scope's user), when (now), how and a
 * note. Every contact is kept (`business_contacts`); the business's `contacted_at` is the last.
 */
export async function markAsContacted(
  ctx: CommandContext,
  scope: TenantScope,
  operatorName: string,
  input: MarkAsContacted,
): Promise<LastContact> {
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(businessContacts)
      .values(scope.values({ operatorId: scope.userId, channel: input.channel, note: input.note, contactedAt: at }));
    await tx.update(businesses).set({ contactedAt: at }).where(eq(businesses.id, scope.businessId));
  });
  return { at: at.toISOString(), by: operatorName, channel: input.channel, note: input.note };
}
