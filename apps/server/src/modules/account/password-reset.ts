import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTokens, twoFactorChallenges, users, type DbOrTx } from '@vizitas/db';
import { appError, messages } from '@vizitas/shared';
import { hashPassword, newPasswordProblem } from '#server/lib/passwords.ts';
import { deleteUserSessions } from './sessions.ts';
import { hashToken, newToken } from '#server/lib/tokens.ts';
import type { AccountMailOutbox } from './mails.ts';

/** A reset link lasts one hour and works once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** At most this many reset mails per account per hour (more requests are answered the same, silently). */
export const PASSWORD_RESET_MAX_PER_HOUR = 3;

export interface PasswordResetMailData {
  token: string;
  email: string;
  name: string;
}

/**
 * A reset link for the account with this address, or null (no such account, or too many links
 * this hour). The caller answers the same either way.
 */
export async function requestPasswordReset(
  db: DbOrTx,
  input: { email: string; now: Date },
  outbox: AccountMailOutbox,
): Promise<PasswordResetMailData | null> {
  const email = input.email.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return null;
  const [recent] = await db
    .select({ value: count() })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, user.id),
        gt(passwordResetTokens.createdAt, new Date(input.now.getTime() - 60 * 60 * 1000)),
      ),
    );
  if ((recent?.value ?? 0) >= PASSWORD_RESET_MAX_PER_HOUR) return null;
  const { token, hash } = newToken();
  // The link and its mail: all or nothing.
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      id: hash,
      userId: user.id,
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + PASSWORD_RESET_TTL_MS),
    });
    await outbox(tx, { kind: 'password-reset', to: user.email, name: user.name, token });
  });
  return { token, email: user.email, name: user.name };
}

/** Whether a reset link can still be used (the page shows the form or "invalid link"). */
export async function isPasswordResetTokenUsable(db: DbOrTx, input: { token: string; now: Date }): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.id, hashToken(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, input.now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Sets a new password through a reset link: the link is used up (with every other open link of
 * the account), and every session of the account ends, as do logins waiting for a code.
 */
export async function resetPassword(
  db: DbOrTx,
  input: { token: string; password: string; now: Date },
): Promise<{ userId: string }> {
  const id = hashToken(input.token);
  const [usable] = await db
    .select({ userId: passwordResetTokens.userId, email: users.email })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, input.now)))
    .limit(1);
  if (!usable) throw appError('invalid_token');
  if (newPasswordProblem(input.password, usable.email) === 'sameAsEmail') {
    throw appError('validation_failed', { password: [messages.auth.validation.passwordSameAsEmail] });
  }
  const passwordHash = await hashPassword(input.password);

  // Claim the link atomically: of two parallel uses, one wins.
  const [claimed] = await db
    .update(passwordResetTokens)
    .set({ usedAt: input.now })
    .where(and(eq(passwordResetTokens.id, id), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, input.now)))
    .returning({ userId: passwordResetTokens.userId });
  if (!claimed) throw appError('invalid_token');

  await db.update(users).set({ passwordHash, updatedAt: input.now }).where(eq(users.id, claimed.userId));
  await db
    .update(passwordResetTokens)
    .set({ usedAt: input.now })
    .where(and(eq(passwordResetTokens.userId, claimed.userId), isNull(passwordResetTokens.usedAt)));
  await deleteUserSessions(db, claimed.userId);
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, claimed.userId));
  return { userId: claimed.userId };
}
