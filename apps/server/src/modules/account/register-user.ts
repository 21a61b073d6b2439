import { eq } from 'drizzle-orm';
import { users, type DbOrTx } from '@vizitas/db';
import { appError, messages } from '@vizitas/shared';
import { hashPassword, newPasswordProblem } from '#server/lib/passwords.ts';
import { isUniqueViolation } from '#server/core/db-errors.ts';
import { createEmailVerificationToken } from './email-verification.ts';

export interface RegisteredUser {
  userId: string;
  name: string;
  email: string;
  /** For the verification link mailed next. */
  verificationToken: string;
}

/**
 * A new customer account (name, e-mail, password) with an unverified address and a
 * verification link. 409 `email_taken` for an address already registered.
 */
export async function registerUser(
  db: DbOrTx,
  input: { name: string; email: string; password: string; now: Date },
): Promise<RegisteredUser> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.normalize('NFC').trim();
  if (newPasswordProblem(input.password, email) === 'sameAsEmail') {
    throw appError('validation_failed', { password: [messages.auth.validation.passwordSameAsEmail] });
  }
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing) throw appError('email_taken', { email: [messages.errors.email_taken] });

  const passwordHash = await hashPassword(input.password);
  let userId: string;
  try {
    const [row] = await db
      .insert(users)
      .values({ email, name, passwordHash, createdAt: input.now, updatedAt: input.now })
      .returning({ id: users.id });
    userId = row!.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('email_taken', { email: [messages.errors.email_taken] });
    throw error;
  }
  const verificationToken = await createEmailVerificationToken(db, { userId, email, now: input.now });
  return { userId, name, email, verificationToken };
}
