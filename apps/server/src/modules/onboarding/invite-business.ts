/**
 * The operator invites a new business by e-mail. Each invitation is decided in one transaction,
 * serialised per address (an advisory lock on it), so two operators inviting the same address at
 * once send one mail.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { businessInvitations, businessMembers, invitationOptOuts, users, type Tx } from '@vizitas/db';
import {
  REINVITE_AFTER_DAYS,
  type BusinessInvitationInput,
  type BusinessInvitationResult,
} from '@vizitas/shared/schemas/business-invitations';
import type { CommandContext } from '#server/core/context.ts';
import { newToken } from '#server/lib/tokens.ts';
import { invitationRows, presentInvitation } from './business-invitations.ts';

/** What the mail of one invitation needs; the outbox builds the links and enqueues it. */
export interface BusinessInvitationMail {
  to: string;
  personName: string | null;
  businessName: string;
  inviter: string;
  /** The links' token (only its hash is stored). */
  token: string;
}

/** Enqueues one invitation's mail inside the transaction that writes the invitation. */
export type BusinessInvitationOutbox = (tx: Tx, mail: BusinessInvitationMail) => Promise<void>;

/**
 * Invites the business at `input.email` — unless the address opted out, already owns a business,
 * or was invited in the last {@link REINVITE_AFTER_DAYS} days — and enqueues its mail with the row.
 */
export async function inviteBusiness(
  ctx: CommandContext,
  operator: { id: string; name: string },
  input: BusinessInvitationInput,
  outbox: BusinessInvitationOutbox,
): Promise<BusinessInvitationResult> {
  const now = ctx.now();
  const email = input.email;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`business-invitation:${email}`}, 0))`);
    const [optedOut] = await tx
      .select({ email: invitationOptOuts.email })
      .from(invitationOptOuts)
      .where(eq(invitationOptOuts.email, email));
    if (optedOut) return { outcome: 'unsubscribed', invitation: null };
    const [owner] = await tx
      .select({ id: businessMembers.userId })
      .from(businessMembers)
      .innerJoin(users, eq(users.id, businessMembers.userId))
      .where(and(eq(users.email, email), eq(businessMembers.role, 'owner')))
      .limit(1);
    if (owner) return { outcome: 'already_business', invitation: null };
    const since = new Date(now.getTime() - REINVITE_AFTER_DAYS * 86_400_000);
    const [recent] = await invitationRows(tx)
      .where(and(eq(businessInvitations.email, email), gt(businessInvitations.createdAt, since)))
      .orderBy(desc(businessInvitations.createdAt))
      .limit(1);
    if (recent) return { outcome: 'recently_invited', invitation: presentInvitation(recent) };

    const token = newToken();
    const personName = input.personName ? input.personName : null;
    const [row] = await tx
      .insert(businessInvitations)
      .values({
        email,
        businessName: input.businessName,
        personName,
        invitedByUserId: operator.id,
        tokenHash: token.hash,
        createdAt: now,
      })
      .returning({ id: businessInvitations.id });
    await outbox(tx, { to: email, personName, businessName: input.businessName, inviter: operator.name, token: token.token });
    const [written] = await invitationRows(tx).where(eq(businessInvitations.id, row!.id));
    return { outcome: 'sent', invitation: presentInvitation(written!) };
  });
}
