import { and, count, eq, gt } from 'drizzle-orm';
import { enqueueMail } from '#server/jobs/index.ts';
import { contactMessages } from '@vizitas/db';
import { appError, messages } from '@vizitas/shared';
import { contactMessage } from '@vizitas/shared/api/public/site';
import { CONTACT_RATE_LIMIT } from '@vizitas/shared/schemas/contact';
import { defineHttpEndpoint } from '#server/http/endpoint.ts';
import { contactMail } from '#server/modules/contact/index.ts';

/** Where contact messages are mailed: `CONTACT_EMAIL`, else the address the contact page shows. */
export function platformContactAddress(env: NodeJS.ProcessEnv = process.env): string {
  return env.CONTACT_EMAIL?.trim() || messages.contact.email;
}

/**
 * `POST /api/public/contact`: a message to the platform from the contact page. Stored in
 * `contact_messages` (with the sender's account when logged in) and mailed to the platform.
 * At most `CONTACT_RATE_LIMIT.max` messages an hour per client address, counted in the
 * database (so the limit holds across restarts); a burst of invalid posts meets the in-memory
 * limit first. The mail is a `send-mail` job written with the message: a provider that refuses
 * it for a while delays it, and loses nothing. Counted by the client's address: HTTP only.
 */
export const contactEndpoints = [
  defineHttpEndpoint(contactMessage, {
    route: {
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '15 minutes',
          errorResponseBuilder: () => appError('rate_limited', undefined, messages.contact.rateLimited),
        },
      },
    },
    handle: async (ctx, actor, { body }, { request }) => {
      const db = ctx.db;
      const now = ctx.now();
      const ip = request.ip.slice(0, 100);
      const since = new Date(now.getTime() - CONTACT_RATE_LIMIT.windowMs);
      const [recent] = await db
        .select({ value: count() })
        .from(contactMessages)
        .where(and(eq(contactMessages.ip, ip), gt(contactMessages.createdAt, since)));
      if ((recent?.value ?? 0) >= CONTACT_RATE_LIMIT.max) throw appError('rate_limited', undefined, messages.contact.rateLimited);

      const user = await actor.user();
      const { name, email, message } = body;
      const to = platformContactAddress();
      // The message and its mail in one transaction: the mail leaves through the job queue (retried
      // while the provider refuses it), so a message that is kept is also mailed.
      await db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(contactMessages)
          .values({ name, email, message, userId: user?.id ?? null, ip, createdAt: now })
          .returning({ id: contactMessages.id });
        const mail = contactMail({ to, name, email, message, userId: user?.id ?? null, receivedAt: now });
        // The sender's address and text: sealed, as every mail that carries what a person wrote.
        await enqueueMail(ctx.jobs, tx, { key: `contact:${stored!.id}`, message: mail, confidential: true });
      });
      ctx.jobs.wake('send-mail');
      return { success: true as const, message: messages.contact.sent.title, email };
    },
  }),
];
