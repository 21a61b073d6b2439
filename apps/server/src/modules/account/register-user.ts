import { eq } from 'drizzle-orm';
import { users, type DbOrTx } from '@vizitas/db';
import { appError, messages, TERMS_VERSION } from '@vizitas/shared';
import { hashPassword, newPasswordProblem } from '#server/lib/passwords.ts';
import { isUniqueViolation } from '#server/core/db-errors.ts';
import { createEmailVerificationToken } from './email-verification.ts';
import type { AccountMailOutbox } from './mails.ts';

export interface RegisteredUser {
  userId: string;
  name: string;
  email: string;
  /** The verification link's token (its mail is already in the outbox). */
  verificationToken: string;
}

/**
 * A new customer account (name, e-mail, password) with an unverified address and a
 * consent to the current terms (TERMS_VERSION, stored with its time), and
 * a verification link, whose mail goes to `outbox` in the same transaction. 409 `email_taken`
 * for an address already registered.
 */
export async function registerUser(
  db: DbOrTx,
  input: { name: string; email: string; password: string; now: Date },
  outbox: AccountMailOutbox,
): Promise<RegisteredUser> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.normalize('NFC').trim();
  if (newPasswordProblem(input.password, email) === 'sameAsEmail') {
    throw appError('validation_failed', { password: [messages.auth.validation.passwordSameAsEmail] });
  }
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) throw appError('email_taken', { email: [messages.errors.email_taken] });

  const passwordHash = await hashPassword(input.password);
  // The account, its link and the link's mail: all or nothing.
  return db.transaction(async (tx) => {
    let userId: string;
    try {
      const [row] = await tx
        .insert(users)
        .values({ email, name, passwordHash, termsVersion: TERMS_VERSION, termsAcceptedAt: input.now, createdAt: input.now, updatedAt: input.now })
        .returning({ id: users.id });
      userId = row!.id;
    } catch (error) {
      if (isUniqueViolation(error)) throw appError('email_taken', { email: [messages.errors.email_taken] });
      throw error;
    }
    const verificationToken = await createEmailVerificationToken(tx, { userId, email, now: input.now });
    await outbox(tx, { kind: 'verification', to: email, name, token: verificationToken, change: false });
    return { userId, name, email, verificationToken };
  });
}
