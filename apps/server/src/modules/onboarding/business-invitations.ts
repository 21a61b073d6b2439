/**
 * What the operator's invitations of new businesses read: the list, one invitation as the console
 * shows it, and what a registration link fills in. Sending is invite-business.ts; the referral kept
 * at registration, claim-business-invitation.ts.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { businessInvitations, businesses, invitationOptOuts, users, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type {
  BusinessInvitation,
  BusinessInvitationPrefill,
  BusinessInvitations,
} from '@vizitas/shared/schemas/business-invitations';
import { hashToken } from '#server/lib/tokens.ts';

const LIST_SIZE = 100;

export function invitationRows(db: DbOrTx) {
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

export function presentInvitation(row: InvitationRow): BusinessInvitation {
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
  return { items: rows.map(presentInvitation) };
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
