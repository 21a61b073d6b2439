import type { FastifyRequest } from 'fastify';
import { generatePath } from '@vizitas/shared';
import { enqueueMail } from '#server/jobs/index.ts';
import { clientInvitationMail } from '#server/modules/mail/index.ts';
import type { ClientInvitationOutbox } from '#server/modules/invitations/index.ts';
import { bookingLinks } from '#server/modules/onboarding/index.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { mailLinkOrigin } from './mail-links.ts';

/**
 * The outbox of client invitations (docs/decisions/029): the module hands it each mail inside the
 * transaction that writes the invitation; it is enqueued there as a sealed `send-mail` job (the
 * unsubscribe link's token is in it) keyed by the token's hash, so one invitation makes at most
 * one mail. Links start with this request's mail origin. Call {@link clientInvitationsSent} after.
 */
export async function clientInvitationOutbox(request: FastifyRequest): Promise<ClientInvitationOutbox> {
  const origin = await mailLinkOrigin(request);
  const jobs = request.server.context.jobs;
  return async (tx, mail) => {
    const message = clientInvitationMail({
      to: mail.to,
      name: mail.name,
      businessName: mail.business.name,
      bookingUrl: bookingLinks(mail.business, origin).bookingUrl,
      unsubscribeUrl: `${origin}${generatePath('invitation_unsubscribe', { token: mail.token })}`,
      oneClickUrl: `${origin}${generatePath('invitation_unsubscribe_api', { token: mail.token })}`,
    });
    await enqueueMail(jobs, tx, { key: `client.invitation:${hashToken(mail.token)}`, message, confidential: true });
  };
}

/** The transaction has committed: this process's mail worker takes the jobs at once. */
export function clientInvitationsSent(request: FastifyRequest): void {
  request.server.context.jobs.wake('send-mail');
}
