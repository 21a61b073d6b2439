import type { Tx } from '@vizitas/db';
import { clientInvitations } from '@vizitas/db';
import { appError, format, messages } from '@vizitas/shared';
import {
  INVITATIONS_PER_DAY,
  type InvitationLineResult,
  type InvitationOutcome,
  type SendInvitationResponse,
} from '@vizitas/shared/schemas/admin/client-invitations';
import type { CommandContext } from '#server/core/context.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { newToken } from '#server/lib/tokens.ts';
import { readInvitationList } from './invitation-list.ts';
import { alreadyClients, alreadyInvited, invitationsLeftToday, lockInvitingBusiness, optedOut } from './queries.ts';

/** What the mail of one invitation needs; the outbox builds the links and enqueues it. */
export interface ClientInvitationMail {
  to: string;
  name: string | null;
  /** The unsubscribe link's token (only its hash is stored). */
  token: string;
  business: { name: string; slug: string; customDomain: string | null };
}

/** Enqueues one invitation's mail inside the transaction that writes the invitation. */
export type ClientInvitationOutbox = (tx: Tx, mail: ClientInvitationMail) => Promise<void>;

/**
 * `POST /api/admin/send-invitation`: reads the list, decides each line's outcome — invited, a
 * duplicate of an earlier line, an invalid address, invited by this business before, a client
 * who has booked here already, an address that opted out — and writes the invitations with their
 * mails in one transaction, the business's row locked so that two lists of one business are
 * counted one after the other. More new invitations than today's limit leaves → 429
 * `invitation_limit_reached` and nothing is written.
 */
export async function sendInvitations(
  ctx: CommandContext,
  scope: TenantScope,
  list: string,
  outbox: ClientInvitationOutbox,
): Promise<SendInvitationResponse> {
  const addresses = readInvitationList(list);
  const emails = [...new Set(addresses.flatMap((address) => (address.email ? [address.email] : [])))];
  const now = ctx.now();

  return ctx.db.transaction(async (tx) => {
    const business = await lockInvitingBusiness(tx, scope);
    if (!business) throw appError('resource_not_found');
    const invited = await alreadyInvited(tx, scope, emails);
    const unsubscribed = await optedOut(tx, emails);
    const clients = await alreadyClients(tx, scope, emails);
    const seen = new Set<string>();
    const results: InvitationLineResult[] = addresses.map((address) => {
      let outcome: InvitationOutcome;
      if (!address.email) outcome = 'invalid_email';
      else if (seen.has(address.email)) outcome = 'duplicate';
      else if (unsubscribed.has(address.email)) outcome = 'unsubscribed';
      else if (invited.has(address.email)) outcome = 'already_invited';
      else if (clients.has(address.email)) outcome = 'already_client';
      else outcome = 'invited';
      if (address.email) seen.add(address.email);
      return { line: address.line, email: address.email ?? address.written, name: address.name, outcome };
    });
    const toInvite = results.filter((result) => result.outcome === 'invited');
    const left = await invitationsLeftToday(tx, scope, business.timeZone, now);
    if (toInvite.length > left) {
      throw appError(
        'invitation_limit_reached',
        undefined,
        format(messages.clientInvitations.limitReached, { daily: INVITATIONS_PER_DAY, left }),
      );
    }
    if (toInvite.length === 0) return { sent: 0, results, leftToday: left };

    const tokens = toInvite.map(() => newToken());
    const rows = await tx
      .insert(clientInvitations)
      .values(
        toInvite.map((result, index) =>
          scope.values({
            email: result.email,
            name: result.name,
            invitedByUserId: scope.userId,
            unsubscribeTokenHash: tokens[index]!.hash,
            createdAt: now,
          }),
        ),
      )
      .onConflictDoNothing()
      .returning({ email: clientInvitations.email, unsubscribeTokenHash: clientInvitations.unsubscribeTokenHash });
    const written = new Set(rows.map((row) => row.email));
    let sent = 0;
    for (const [index, result] of toInvite.entries()) {
      // Written meanwhile by another way in (the lock makes it unlikely, the constraint decides).
      if (!written.has(result.email)) {
        result.outcome = 'already_invited';
        continue;
      }
      await outbox(tx, { to: result.email, name: result.name, token: tokens[index]!.token, business });
      sent += 1;
    }
    return { sent, results, leftToday: left - sent };
  });
}
