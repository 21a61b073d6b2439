import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import { businessInvitations, businesses } from '../schema/index';

const DAY_MS = 86_400_000;

/** The business that registered from the operator's invitation (in the pipeline: contacted, not live yet). */
export const DEMO_INVITED_BUSINESS = 'depiliacijos-studija-glotni';

/** A token nobody holds: the demo's invitation links are never opened. */
const unusedTokenHash = () => createHash('sha256').update(randomBytes(32).toString('base64url')).digest('hex');

/**
 * The operator's invitations of new businesses (`/operatorius/kvietimai`): one sent three days
 * ago and not answered yet, and one from which {@link DEMO_INVITED_BUSINESS} registered (the
 * business keeps who invited it).
 */
export async function insertDemoBusinessInvitations(
  tx: Tx,
  input: { now: Date; operatorId: string | null; businessIdBySlug: Map<string, string> },
): Promise<void> {
  const at = (days: number) => new Date(input.now.getTime() - days * DAY_MS);
  const registeredId = input.businessIdBySlug.get(DEMO_INVITED_BUSINESS) ?? null;
  await tx.insert(businessInvitations).values([
    {
      email: 'rasa.kirpykla@example.lt',
      businessName: 'Kirpykla „Rasa“',
      personName: 'Rasa',
      invitedByUserId: input.operatorId,
      tokenHash: unusedTokenHash(),
      createdAt: at(3),
    },
    {
      email: 'glotni.studija@gmail.com',
      businessName: 'Depiliacijos studija „Glotni“',
      personName: 'Greta',
      invitedByUserId: input.operatorId,
      tokenHash: unusedTokenHash(),
      createdAt: at(10),
      businessId: registeredId,
      registeredAt: registeredId ? at(9) : null,
    },
  ]);
  if (registeredId && input.operatorId) {
    await tx.update(businesses).set({ referredByUserId: input.operatorId }).where(eq(businesses.id, registeredId));
  }
}
