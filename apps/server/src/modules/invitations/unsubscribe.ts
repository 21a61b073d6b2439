import { eq, sql } from 'drizzle-orm';
import { businessInvitations, businesses, clientInvitations, invitationOptOuts, type DbOrTx } from '@vizitas/db';
import { appError, BRAND } from '@vizitas/shared';
import type { InvitationUnsubscribeInfo, InvitationUnsubscribeResponse } from '@vizitas/shared/schemas/invitation-unsubscribe';
import type { CommandContext } from '#server/core/context.ts';
import { hashToken } from '#server/lib/tokens.ts';

/** `asta.petraite@example.lt` → `as***@example.lt`: enough to recognise one's own, not to read someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***${email.slice(at)}`;
}

/**
 * The invitation a link's token names: a business's to its client, or the platform's to a new
 * business (its unsubscribe names the platform; `id` null: the opt-out row points at client invitations only).
 */
async function invitationOfToken(db: DbOrTx, token: string) {
  const [client] = await db
    .select({
      id: clientInvitations.id,
      email: clientInvitations.email,
      business: businesses.name,
      unsubscribed: sql<boolean>`${invitationOptOuts.email} is not null`,
    })
    .from(clientInvitations)
    .innerJoin(businesses, eq(businesses.id, clientInvitations.businessId))
    .leftJoin(invitationOptOuts, eq(invitationOptOuts.email, clientInvitations.email))
    .where(eq(clientInvitations.unsubscribeTokenHash, hashToken(token)));
  if (client) return client;
  const [platform] = await db
    .select({
      id: sql<string | null>`null::uuid`,
      email: businessInvitations.email,
      business: sql<string>`${BRAND.name}`,
      unsubscribed: sql<boolean>`${invitationOptOuts.email} is not null`,
    })
    .from(businessInvitations)
    .leftJoin(invitationOptOuts, eq(invitationOptOuts.email, businessInvitations.email))
    .where(eq(businessInvitations.tokenHash, hashToken(token)));
  return platform ?? null;
}

/** What an unsubscribe link names. Unknown token → 400 `invalid_token`. */
export async function readUnsubscribeLink(db: DbOrTx, token: string): Promise<InvitationUnsubscribeInfo> {
  const invitation = await invitationOfToken(db, token);
  if (!invitation) throw appError('invalid_token');
  return { email: maskEmail(invitation.email), business: invitation.business, unsubscribed: invitation.unsubscribed };
}

/**
 * The address of the link's invitation is never invited again, by any business. Using the link
 * twice changes nothing (`already`). The link keeps working as long as the invitation exists.
 */
export async function unsubscribeFromInvitations(ctx: CommandContext, token: string): Promise<InvitationUnsubscribeResponse> {
  const invitation = await invitationOfToken(ctx.db, token);
  if (!invitation) throw appError('invalid_token');
  const inserted = await ctx.db
    .insert(invitationOptOuts)
    .values({ email: invitation.email, invitationId: invitation.id, createdAt: ctx.now() })
    .onConflictDoNothing()
    .returning({ email: invitationOptOuts.email });
  return { success: true, already: inserted.length === 0 };
}
