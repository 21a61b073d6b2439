import { createHash, randomBytes } from 'node:crypto';
import type { Tx } from '../client';
import { bookingLinkShares, clientInvitations, invitationOptOuts } from '../schema/index';

const HOUR = 3_600_000;

/** Clients the demo salon invited from its old address book (docs/decisions/029); one has opted out since. */
export const DEMO_INVITATIONS: ReadonlyArray<{ email: string; name: string | null; hoursAgo: number; optedOut?: boolean }> = [
  { email: 'egle.petrauskiene@example.lt', name: 'Eglė Petrauskienė', hoursAgo: 50 },
  { email: 'ruta.jankauskaite@example.lt', name: 'Rūta Jankauskaitė', hoursAgo: 50 },
  { email: 'migle.stankeviciute@example.lt', name: 'Miglė Stankevičiūtė', hoursAgo: 50, optedOut: true },
  { email: 'ieva.kazlauskaite@example.lt', name: 'Ieva Kazlauskaitė', hoursAgo: 26 },
  { email: 'laura.vaitkute@example.lt', name: null, hoursAgo: 26 },
  { email: 'greta.paulauskiene@example.lt', name: 'Greta Paulauskienė', hoursAgo: 3 },
];

/**
 * The demo salon's invitations sent over the last days (their unsubscribe tokens are random and
 * unknown: the demo's links are not meant to be used), one address that opted out, and the
 * booking link shared from its page (copied, the QR code downloaded).
 */
export async function insertDemoInvitations(tx: Tx, input: { now: Date; businessId: string; ownerUserId: string | null }): Promise<void> {
  const at = (hoursAgo: number) => new Date(input.now.getTime() - hoursAgo * HOUR);
  const rows = await tx
    .insert(clientInvitations)
    .values(
      DEMO_INVITATIONS.map((invitation) => ({
        businessId: input.businessId,
        email: invitation.email,
        name: invitation.name,
        invitedByUserId: input.ownerUserId,
        unsubscribeTokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
        createdAt: at(invitation.hoursAgo),
      })),
    )
    .returning({ id: clientInvitations.id, email: clientInvitations.email });
  const optedOut = DEMO_INVITATIONS.filter((invitation) => invitation.optedOut);
  if (optedOut.length > 0) {
    await tx.insert(invitationOptOuts).values(
      optedOut.map((invitation) => ({
        email: invitation.email,
        invitationId: rows.find((row) => row.email === invitation.email)?.id ?? null,
        createdAt: at(invitation.hoursAgo - 5),
      })),
    );
  }
  await tx.insert(bookingLinkShares).values([
    { businessId: input.businessId, channel: 'copy' as const, sharedByUserId: input.ownerUserId, sharedAt: at(72) },
    { businessId: input.businessId, channel: 'qr_png' as const, sharedByUserId: input.ownerUserId, sharedAt: at(70) },
  ]);
}
