/**
 * The operator invites new businesses by e-mail, and the business registered from an invitation
 * keeps who invited it. Each invitation is decided in one transaction, serialised per address (an
 * advisory lock on it), so two operators inviting the same address at once send one mail.
 */
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { businessInvitations, businessMembers, businesses, invitationOptOuts, users, type DbOrTx, type Tx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import {
  REINVITE_AFTER_DAYS,
  type BusinessInvitation,
  type BusinessInvitationInput,
  type BusinessInvitationPrefill,
  type BusinessInvitationResult,
  type BusinessInvitations,
} from '@vizitas/shared/schemas/business-invitations';
import type { CommandContext } from '#server/core/context.ts';
import { hashToken, newToken } from '#server/lib/tokens.ts';

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

const LIST_SIZE = 100;

function invitationRows(db: DbOrTx) {
  return db
    .select({
      invitation: businessInvitations,
      invitedBy: users.name,
      business: { id: businesses.id, name: businesses.name, slug: businesses.slug },
      unsubscribed: sql<boolean>`${invitationOptOuts.email} is not null`,
    })
    .from(businessInvitations)
    .leftJoin(users, eq(users.id, businessInvitations.invitedByUserId))
    .leftJoin(businesses, eq(businesses.id, businessInvitations.businessId))
    .leftJoin(invitationOptOuts, eq(invitationOptOuts.email, businessInvitations.email));
}

type InvitationRow = Awaited<ReturnType<typeof invitationRows>>[number];

function present(row: InvitationRow): BusinessInvitation {
  const { invitation } = row;
  return {
    id: invitation.id,
    email: invitation.email,
    businessName: invitation.businessName,
    personName: invitation.personName,
    invitedBy: row.invitedBy,
    createdAt: invitation.createdAt.toISOString(),
    registered:
      row.business?.id && invitation.registeredAt ? { at: invitation.registeredAt.toISOString(), business: row.business } : null,
    unsubscribed: Boolean(row.unsubscribed),
  };
}

/** The newest invitations first, with whether each address registered a business or opted out. */
export async function listBusinessInvitations(db: DbOrTx): Promise<BusinessInvitations> {
  const rows = await invitationRows(db)
    .orderBy(desc(businessInvitations.createdAt), desc(businessInvitations.id))
    .limit(LIST_SIZE);
  return { items: rows.map(present) };
}

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
    if (recent) return { outcome: 'recently_invited', invitation: present(recent) };

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
    return { outcome: 'sent', invitation: present(written!) };
  });
}

/** What the registration form pre-fills from an invitation's link. Unknown token → 400 `invalid_token`. */
export async function invitationPrefill(db: DbOrTx, token: string): Promise<BusinessInvitationPrefill> {
  const [row] = await db
    .select({
      email: businessInvitations.email,
      businessName: businessInvitations.businessName,
      personName: businessInvitations.personName,
    })
    .from(businessInvitations)
    .where(eq(businessInvitations.tokenHash, hashToken(token)));
  if (!row) throw appError('invalid_token');
  return row;
}

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
