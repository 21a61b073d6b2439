import { and, eq, isNull } from 'drizzle-orm';
import { businesses, staffInvitations, users, type Tx } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import { STAFF_INVITATION_DAYS, type InviteStaffInput } from '@vizitas/shared/schemas/admin/specialists';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { newToken } from '#server/lib/tokens.ts';
import { lockSpecialist } from './queries.ts';

/** The invitation mail's facts (the link is made from `token` by whoever sends it). */
export interface StaffInvitationMail {
  to: string;
  token: string;
  businessName: string;
  specialistName: string;
  inviterName: string;
}

/**
 * Takes the invitation mail inside the transaction that wrote the invitation (the HTTP layer
 * enqueues it there as a `send-mail` job), so the link exists exactly when its mail is on its way.
 */
export type StaffInvitationOutbox = (tx: Tx, mail: StaffInvitationMail) => Promise<void>;

/** Revokes the specialist's invitations that wait (not accepted, not yet revoked). */
export async function revokeWaitingInvitations(tx: Tx, scope: TenantScope, specialistId: string, now: Date): Promise<number> {
  const revoked = await tx
    .update(staffInvitations)
    .set({ revokedAt: now })
    .where(
      scope.where(
        staffInvitations,
        eq(staffInvitations.specialistId, specialistId),
        isNull(staffInvitations.acceptedAt),
        isNull(staffInvitations.revokedAt),
      ),
    )
    .returning({ id: staffInvitations.id });
  return revoked.length;
}

/**
 * Invites a person by e-mail to become this specialist with her own login (role `staff`): a
 * single-use link valid for {@link STAFF_INVITATION_DAYS} days; an earlier invitation of the
 * specialist stops working. A specialist who already has a login: 409 `specialist_has_login`.
 */
export async function inviteStaff(
  ctx: CommandContext,
  scope: TenantScope,
  specialistId: string,
  input: InviteStaffInput,
  outbox: StaffInvitationOutbox,
): Promise<void> {
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const specialist = await lockSpecialist(tx, scope, specialistId);
    if (specialist.userId) throw appError('specialist_has_login');
    await revokeWaitingInvitations(tx, scope, specialist.id, now);
    const { token, hash } = newToken();
    const email = input.email.toLowerCase();
    await tx.insert(staffInvitations).values(
      scope.values({
        id: hash,
        specialistId: specialist.id,
        email,
        invitedByUserId: scope.userId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + STAFF_INVITATION_DAYS * 86_400_000),
      }),
    );
    const [business] = await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, scope.businessId));
    const [inviter] = await tx
      .select({ name: users.name })
      .from(users)
      .where(and(eq(users.id, scope.userId)));
    await outbox(tx, {
      to: email,
      token,
      businessName: business!.name,
      specialistName: specialist.name,
      inviterName: inviter?.name ?? business!.name,
    });
  });
}

/** Withdraws the specialist's waiting invitation (its link stops working); 404 when none waits. */
export async function revokeStaffInvitation(ctx: CommandContext, scope: TenantScope, specialistId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const specialist = await lockSpecialist(tx, scope, specialistId);
    if ((await revokeWaitingInvitations(tx, scope, specialist.id, ctx.now())) === 0) throw appError('resource_not_found');
  });
}
