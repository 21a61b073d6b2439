import { and, eq, gt, isNull } from 'drizzle-orm';
import { businessMembers, businesses, specialists, staffInvitations, type DbOrTx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { AcceptedStaffInvitation, StaffInvitationView } from '@vizitas/shared/schemas/staff-invitation';
import type { CommandContext } from '#server/core/context.ts';
import { isUniqueViolation } from '#server/core/db-errors.ts';
import { hashToken } from '#server/lib/tokens.ts';

/** The invitation of a link that still works (not accepted, not revoked, not expired): `invitation_invalid` otherwise. */
async function usableInvitation(db: DbOrTx, token: string, now: Date, lock: boolean) {
  const query = db
    .select({
      invitation: staffInvitations,
      businessName: businesses.name,
      businessSlug: businesses.slug,
      specialistName: specialists.name,
      specialistUserId: specialists.userId,
    })
    .from(staffInvitations)
    .innerJoin(businesses, eq(businesses.id, staffInvitations.businessId))
    .innerJoin(
      specialists,
      and(eq(specialists.id, staffInvitations.specialistId), eq(specialists.businessId, staffInvitations.businessId)),
    )
    .where(
      and(
        eq(staffInvitations.id, hashToken(token)),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    );
  const [row] = lock ? await query.for('update', { of: [staffInvitations, specialists] }) : await query;
  if (!row || row.specialistUserId) throw appError('invitation_invalid');
  return row;
}

/** What the invitation link's page shows: which business, as which specialist, sent to which address. */
export async function staffInvitationView(db: DbOrTx, token: string, now: Date): Promise<StaffInvitationView> {
  const row = await usableInvitation(db, token, now, false);
  return {
    businessName: row.businessName,
    businessSlug: row.businessSlug,
    specialistName: row.specialistName,
    email: row.invitation.email,
    expiresAt: row.invitation.expiresAt.toISOString(),
  };
}

/**
 * The logged-in person accepts: she becomes a staff member of the business (an owner stays
 * owner) and that specialist is her, in one transaction; the link is used up. Whoever holds the
 * link may accept it (the owner chose where to send it), with the account she is logged in with.
 * She already is another specialist of the business: 409 `already_member`.
 */
export async function acceptStaffInvitation(ctx: CommandContext, userId: string, token: string): Promise<AcceptedStaffInvitation> {
  const now = ctx.now();
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await usableInvitation(tx, token, now, true);
      const businessId = row.invitation.businessId;
      const [linked] = await tx
        .select({ id: specialists.id })
        .from(specialists)
        .where(and(eq(specialists.businessId, businessId), eq(specialists.userId, userId)));
      if (linked) throw appError('already_member');
      await tx.insert(businessMembers).values({ businessId, userId, role: 'staff', createdAt: now }).onConflictDoNothing();
      await tx
        .update(specialists)
        .set({ userId })
        .where(and(eq(specialists.businessId, businessId), eq(specialists.id, row.invitation.specialistId)));
      await tx
        .update(staffInvitations)
        .set({ acceptedAt: now, acceptedByUserId: userId })
        .where(eq(staffInvitations.id, row.invitation.id));
      return { success: true as const, businessSlug: row.businessSlug, businessName: row.businessName };
    });
  } catch (error) {
    // Two links of one business accepted at once by the same person: the unique pair decides.
    if (isUniqueViolation(error, 'specialists_business_id_user_id_unique')) throw appError('already_member');
    throw error;
  }
}
