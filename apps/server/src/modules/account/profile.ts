import { and, eq, ne } from 'drizzle-orm';
import { twoFactorChallenges, users, type DbOrTx } from '@vizitas/db';
import { appError, messages } from '@vizitas/shared';
import type { Account } from '@vizitas/shared/schemas/account';
import { hashPassword, newPasswordProblem, verifyPassword } from '#server/lib/passwords.ts';
import { createEmailVerificationToken, pendingEmailOf } from './email-verification.ts';
import type { AccountMailOutbox } from './mails.ts';
import { deleteUserSessions } from './sessions.ts';

async function loadUser(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw appError('unauthorized');
  return user;
}

/** The profile as the person sees it (without memberships, which the caller adds). */
export async function loadAccount(db: DbOrTx, input: { userId: string; now: Date }): Promise<Omit<Account, 'memberships'>> {
  const user = await loadUser(db, input.userId);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail: await pendingEmailOf(db, { userId: user.id, currentEmail: user.email, now: input.now }),
    phoneNumber: user.phoneNumber,
    twoFactorEnabled: user.totpEnabledAt !== null,
    isOperator: user.isOperator,
    consent:
      user.termsVersion && user.termsAcceptedAt ? { version: user.termsVersion, acceptedAt: user.termsAcceptedAt.toISOString() } : null,
  };
}

export async function updateName(db: DbOrTx, input: { userId: string; name: string; now: Date }): Promise<void> {
  await db
    .update(users)
    .set({ name: input.name.normalize('NFC').trim(), updatedAt: input.now })
    .where(eq(users.id, input.userId));
}

/**
 * Starts an e-mail change: the password confirms it is the owner; the new address gets a
 * link and becomes the account's address only when the link is opened.
 */
export async function requestEmailChange(
  db: DbOrTx,
  input: { userId: string; email: string; password: string; now: Date },
  outbox: AccountMailOutbox,
): Promise<{ token: string; email: string; name: string }> {
  const user = await loadUser(db, input.userId);
  const email = input.email.trim().toLowerCase();
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw appError('wrong_password', { password: [messages.errors.wrong_password] });
  }
  if (email === user.email) throw appError('validation_failed', { email: [messages.profile.email.sameAsCurrent] });
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, user.id)))
    .limit(1);
  if (taken) throw appError('email_taken', { email: [messages.errors.email_taken] });
  // The link and its mail (to the new address): all or nothing.
  const token = await db.transaction(async (tx) => {
    const created = await createEmailVerificationToken(tx, { userId: user.id, email, now: input.now });
    await outbox(tx, { kind: 'verification', to: email, name: user.name, token: created, change: true });
    return created;
  });
  return { token, email, name: user.name };
}

/** A new password (the current one confirms it); every other session of the account ends. */
export async function changePassword(
  db: DbOrTx,
  input: { userId: string; currentPassword: string; newPassword: string; keepSessionId: string; now: Date },
): Promise<void> {
  const user = await loadUser(db, input.userId);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw appError('wrong_password', { currentPassword: [messages.errors.wrong_password] });
  }
  if (newPasswordProblem(input.newPassword, user.email) === 'sameAsEmail') {
    throw appError('validation_failed', { newPassword: [messages.auth.validation.passwordSameAsEmail] });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.update(users).set({ passwordHash, updatedAt: input.now }).where(eq(users.id, user.id));
  await deleteUserSessions(db, user.id, input.keepSessionId);
  await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id));
}
