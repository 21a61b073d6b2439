import { appError } from '@vizitas/shared';
import { INVITATION_LIST_MAX_LINES, INVITATIONS_PER_DAY, type InvitationsList } from '@vizitas/shared/schemas/admin/client-invitations';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { canInviteClients } from './policy.ts';
import { invitationsLeftToday, listInvitations } from './queries.ts';

const SHOWN = 100;

/** `GET /api/admin/invitations`: the newest invitations, the total, and what is left of today's limit. */
export async function readInvitations(ctx: CommandContext, scope: TenantScope): Promise<InvitationsList> {
  const list = await listInvitations(ctx.db, scope, SHOWN);
  if (!list.timeZone) throw appError('resource_not_found');
  return {
    items: list.items.map((item) => ({
      id: item.id,
      email: item.email,
      name: item.name,
      sentAt: item.createdAt.toISOString(),
      optedOut: Boolean(item.optedOut),
    })),
    total: list.total,
    leftToday: await invitationsLeftToday(ctx.db, scope, list.timeZone, ctx.now()),
    dailyLimit: INVITATIONS_PER_DAY,
    maxLines: INVITATION_LIST_MAX_LINES,
    canSend: canInviteClients(scope),
  };
}
