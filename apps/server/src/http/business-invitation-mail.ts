import type { FastifyRequest } from 'fastify';
import { generatePath } from '@vizitas/shared';
import { INVITATION_QUERY_PARAM } from '@vizitas/shared/schemas/business-invitations';
import { enqueueMail } from '#server/jobs/index.ts';
import { businessInvitationMail } from '#server/modules/mail/index.ts';
import type { BusinessInvitationOutbox } from '#server/modules/onboarding/index.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { mailLinkOrigin } from './mail-links.ts';

/**
 * The outbox of the operator's invitations of new businesses: each mail is enqueued inside the
 * transaction that writes the invitation, as a sealed `send-mail` job (its links carry the token)
 * keyed by the token's hash, so one invitation makes at most one mail. The registration link and
 * the unsubscribe links start with this request's mail origin.
 */
export async function businessInvitationOutbox(request: FastifyRequest): Promise<BusinessInvitationOutbox> {
  const origin = await mailLinkOrigin(request);
  const jobs = request.server.context.jobs;
  return async (tx, mail) => {
    const message = businessInvitationMail({
      to: mail.to,
      personName: mail.personName,
      businessName: mail.businessName,
      inviter: mail.inviter,
      registerUrl: `${origin}${generatePath('business_register', { [INVITATION_QUERY_PARAM]: mail.token })}`,
      unsubscribeUrl: `${origin}${generatePath('invitation_unsubscribe', { token: mail.token })}`,
      oneClickUrl: `${origin}${generatePath('invitation_unsubscribe_api', { token: mail.token })}`,
    });
    await enqueueMail(jobs, tx, { key: `business.invitation:${hashToken(mail.token)}`, message, confidential: true });
  };
}
