import type { FastifyRequest } from 'fastify';
import { enqueueMail } from '#server/jobs/index.ts';
import { accountMailMessage, type AccountMailOutbox } from '#server/modules/account/index.ts';
import { mailLinkOrigin } from './mail-links.ts';

/**
 * The outbox of a request's account mail: the module hands it the mail inside the transaction
 * that writes the link's token, and it is enqueued there as a `send-mail` job (links to the
 * origin this request's mail should use). Call {@link accountMailSent} once the command returned.
 */
export async function accountMailOutbox(request: FastifyRequest): Promise<AccountMailOutbox> {
  // Decided before the transaction: it may read the database itself.
  const origin = await mailLinkOrigin(request);
  const jobs = request.server.context.jobs;
  return async (tx, mail) => {
    // Sealed: the job table never holds a usable link (lib/tokens.ts).
    await enqueueMail(jobs, tx, { ...accountMailMessage(origin, mail), confidential: true });
  };
}

/** The transaction has committed: this process's mail worker takes the job at once. */
export function accountMailSent(request: FastifyRequest): void {
  request.server.context.jobs.wake('send-mail');
}
