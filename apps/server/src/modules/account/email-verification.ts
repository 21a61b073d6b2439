import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { emailVerificationTokens, users, type DbOrTx } from '@vizitas/db';
import { appError, RESEND_VERIFICATION_COOLDOWN } from '@vizitas/shared';
import { isUniqueViolation } from '#server/core/db-errors.ts';
import { hashToken, newToken } from '#server/lib/tokens.ts';
import type { AccountMailOutbox } from './mails.ts';

/** A verification link lasts 48 hours. */
export const EMAIL_VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000;

/** A new link for `email` (the account's address, or the new one of an e-mail change). */
export async function createEmailVerificationToken(
  db: DbOrTx,
  input: { userId: string; email: string; now: Date },
): Promise<string> {
  const { token, hash } = newToken();
  await db.insert(emailVerificationTokens).values({
    id: hash,
    userId: input.userId,
    email: input.email.toLowerCase(),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + EMAIL_VERIFICATION_TTL_MS),
  });
  return token;
}

export interface VerifiedEmail {
  userId: string;
  email: string;
  /** The account's address changed to this one. */
  changed: boolean;
}

/**
 * Opens a verification link: once, before it expires. Confirms the account's address, or
 * switches the account to the new address of an e-mail change (409 `email_taken` when someone
 * registered it meanwhile). Every other open link of the user for the confirmed address, and
 * on a change every open link of the user, is used up too.
 */
export async function verifyEmail(db: DbOrTx, input: { token: string; now: Date }): Promise<VerifiedEmail> {
  const id = hashToken(input.token);
  const [claimed] = await db
    .update(emailVerificationTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(emailVerificationTokens.id, id),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, input.now),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
  if (!claimed) throw appError('invalid_token');

  const [user] = await db
    .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, claimed.userId))
    .limit(1);
  if (!user) throw appError('invalid_token');

  const changed = user.email !== claimed.email;
  if (changed) {
    try {
      await db.update(users).set({ email: claimed.email, emailVerifiedAt: input.now }).where(eq(users.id, claimed.userId));
    } catch (error) {
      if (isUniqueViolation(error)) throw appError('email_taken');
      throw error;
    }
  } else if (!user.emailVerifiedAt) {
    await db.update(users).set({ emailVerifiedAt: input.now }).where(eq(users.id, claimed.userId));
  }
  await db
    .update(emailVerificationTokens)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(emailVerificationTokens.userId, claimed.userId),
        isNull(emailVerificationTokens.usedAt),
        changed ? undefined : eq(emailVerificationTokens.email, claimed.email),
      ),
    );
  return { userId: claimed.userId, email: claimed.email, changed };
}

/**
 * A new link for an unverified account address. 409 `verified_email` when it is verified
 * already; 429 `rate_limited` within a minute of the previous link (the button's cooldown).
 */
export async function resendEmailVerification(
  db: DbOrTx,
  input: { userId: string; now: Date },
  outbox: AccountMailOutbox,
): Promise<{ token: string; email: string; name: string }> {
  const [user] = await db
    .select({ email: users.email, name: users.name, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, input.userId))
    .limit(1);
  if (!user) throw appError('unauthorized');
  if (user.emailVerifiedAt) throw appError('verified_email');
  const [latest] = await db
    .select({ createdAt: emailVerificationTokens.createdAt })
    .from(emailVerificationTokens)
    .where(and(eq(emailVerificationTokens.userId, input.userId), eq(emailVerificationTokens.email, user.email)))
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  if (latest && input.now.getTime() - latest.createdAt.getTime() < RESEND_VERIFICATION_COOLDOWN) throw appError('rate_limited');
  // The link and its mail: all or nothing.
  const token = await db.transaction(async (tx) => {
    const created = await createEmailVerificationToken(tx, { userId: input.userId, email: user.email, now: input.now });
    await outbox(tx, { kind: 'verification', to: user.email, name: user.name, token: created, change: false });
    return created;
  });
  return { token, email: user.email, name: user.name };
}

/** The new address of an e-mail change waiting for its link, if any. */
export async function pendingEmailOf(
  db: DbOrTx,
  input: { userId: string; currentEmail: string; now: Date },
): Promise<string | null> {
  const [row] = await db
    .select({ email: emailVerificationTokens.email })
    .from(emailVerificationTokens)
    .where(
      and(
        eq(emailVerificationTokens.userId, input.userId),
        ne(emailVerificationTokens.email, input.currentEmail),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, input.now),
      ),
    )
    .orderBy(desc(emailVerificationTokens.createdAt))
    .limit(1);
  return row?.email ?? null;
}
