import { and, eq, isNull } from 'drizzle-orm';
import { businessInvitations, businesses, type Tx } from '@vizitas/db';
import { hashToken } from '#server/lib/tokens.ts';

/**
 * A business registered from an invitation's link (inside the registration's transaction): the
 * invitation names the business, and the business keeps who invited it. A token that is unknown,
 * or that a business has registered from already, changes nothing.
 */
export async function claimBusinessInvitation(tx: Tx, token: string, businessId: string, now: Date): Promise<void> {
  const [claimed] = await tx
    .update(businessInvitations)
    .set({ businessId, registeredAt: now })
    .where(and(eq(businessInvitations.tokenHash, hashToken(token)), isNull(businessInvitations.registeredAt)))
    .returning({ invitedBy: businessInvitations.invitedByUserId });
  if (claimed?.invitedBy)
    await tx.update(businesses).set({ referredByUserId: claimed.invitedBy }).where(eq(businesses.id, businessId));
}
