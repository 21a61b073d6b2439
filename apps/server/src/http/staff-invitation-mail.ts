import type { FastifyRequest } from 'fastify';
import { generatePath } from '@vizitas/shared';
import { enqueueMail } from '#server/jobs/index.ts';
import { staffInvitationMail } from '#server/modules/mail/index.ts';
import type { StaffInvitationOutbox } from '#server/modules/specialists/index.ts';
import { hashToken } from '#server/lib/tokens.ts';
import { mailLinkOrigin } from './mail-links.ts';

/**
 * The outbox of a staff invitation (docs/decisions/025): the module hands it the mail inside the
 * transaction that writes the invitation, and it is enqueued there as a sealed `send-mail` job
 * keyed by the token's hash (one invitation, at most one mail), with the link to this request's
 * mail origin. Call {@link staffInvitationSent} once the command returned.
 */
export async function staffInvitationOutbox(request: FastifyRequest): Promise<StaffInvitationOutbox> {
  const origin = await mailLinkOrigin(request);
  const jobs = request.server.context.jobs;
  return async (tx, mail) => {
    const url = `${origin}${generatePath('staff_invitation', { token: mail.token })}`;
    const message = staffInvitationMail({
      to: mail.to,
      specialistName: mail.specialistName,
      businessName: mail.businessName,
      inviterName: mail.inviterName,
      url,
    });
    await enqueueMail(jobs, tx, { key: `staff.invitation:${hashToken(mail.token)}`, message, confidential: true });
  };
}

/** The transaction has committed: this process's mail worker takes the job at once. */
export function staffInvitationSent(request: FastifyRequest): void {
  request.server.context.jobs.wake('send-mail');
}
