import type { FastifyRequest } from 'fastify';
import { mailLink } from '#server/http/mail-links.ts';
import { emailVerificationMail, passwordResetMail } from '#server/modules/mail/index.ts';

/** The verification link mailed to `to` (`/el-pasto-patvirtinimas?token=…`). */
export async function sendEmailVerificationMail(
  request: FastifyRequest,
  input: { to: string; name: string; token: string; change: boolean },
): Promise<void> {
  const url = await mailLink(request, 'email_verification', { token: input.token });
  await request.server.mailer.send(emailVerificationMail({ to: input.to, name: input.name, url, change: input.change }));
}

/** The reset link (`/slaptazodzio-atkurimas?token=…`). */
export async function sendPasswordResetMail(request: FastifyRequest, input: { to: string; name: string; token: string }): Promise<void> {
  const url = await mailLink(request, 'password_reset', { token: input.token });
  await request.server.mailer.send(passwordResetMail({ to: input.to, name: input.name, url }));
}
