import type { Tx } from '@vizitas/db';
import { generatePath } from '@vizitas/shared';
import { hashToken } from '#server/lib/tokens.ts';
import { emailVerificationMail, passwordResetMail, type MailMessage } from '#server/modules/mail/index.ts';

/**
 * The account's mails. They leave through the `send-mail` job like every mail: the function that
 * writes a link's token hands the mail to an {@link AccountMailOutbox} inside the same transaction
 * (the route enqueues it there), so the link exists exactly when its mail is on its way.
 */

/** A mail with a link: the address's verification (`change`: of a new address) or a password reset. */
export type AccountMail =
  | { kind: 'verification'; to: string; name: string; token: string; change: boolean }
  | { kind: 'password-reset'; to: string; name: string; token: string };

/** Takes an account mail inside the transaction that wrote its token (and enqueues it with it). */
export type AccountMailOutbox = (tx: Tx, mail: AccountMail) => Promise<void>;

/**
 * The message of an account mail, with links to `origin` (`http/mail-links.ts` decides it from
 * `PUBLIC_URL` or a trusted request host), and its key: one per token (by the token's hash,
 * which is also its row id; the token itself is never a key).
 */
export function accountMailMessage(origin: string, mail: AccountMail): { key: string; message: MailMessage } {
  const key = `account.${mail.kind}:${hashToken(mail.token)}`;
  if (mail.kind === 'password-reset') {
    const url = `${origin}${generatePath('password_reset', { token: mail.token })}`;
    return { key, message: passwordResetMail({ to: mail.to, name: mail.name, url }) };
  }
  const url = `${origin}${generatePath('email_verification', { token: mail.token })}`;
  return { key, message: emailVerificationMail({ to: mail.to, name: mail.name, url, change: mail.change }) };
}
