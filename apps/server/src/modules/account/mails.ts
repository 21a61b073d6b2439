import { generatePath } from '@vizitas/shared';
import { emailVerificationMail, passwordResetMail, type Mailer } from '#server/modules/mail/index.ts';

/**
 * The account's mails. `origin` is where the links point (`http/mail-links.ts` decides it from
 * `PUBLIC_URL` or a trusted request host).
 */

/** The verification link mailed to `to` (`/el-pasto-patvirtinimas?token=…`). */
export async function sendEmailVerificationMail(
  mailer: Mailer,
  origin: string,
  input: { to: string; name: string; token: string; change: boolean },
): Promise<void> {
  const url = `${origin}${generatePath('email_verification', { token: input.token })}`;
  await mailer.send(emailVerificationMail({ to: input.to, name: input.name, url, change: input.change }));
}

/** The reset link (`/slaptazodzio-atkurimas?token=…`). */
export async function sendPasswordResetMail(
  mailer: Mailer,
  origin: string,
  input: { to: string; name: string; token: string },
): Promise<void> {
  const url = `${origin}${generatePath('password_reset', { token: input.token })}`;
  await mailer.send(passwordResetMail({ to: input.to, name: input.name, url }));
}
