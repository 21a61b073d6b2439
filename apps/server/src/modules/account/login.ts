import { and, count, eq, gt, lt } from 'drizzle-orm';
import { businessMembers, loginAttempts, users, type DbOrTx } from '@vizitas/db';
import { appError, generatePath } from '@vizitas/shared';
import { verifyPassword } from '#server/lib/passwords.ts';

/** Failed logins counted per typed address over this window… */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** …at most this many; further tries get 429 `rate_limited` until the window moves on. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
/** Login attempts are kept this long. */
const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60 * 1000;

export type LoginResult = { userId: string; twoFactorRequired: boolean };

/**
 * Checks an e-mail and password. The same answer (401 `invalid_credentials`), and about the
 * same time, whether the address is unknown or the password wrong. Per address, the sixth try
 * within 15 minutes is refused before the password is checked (also for unknown addresses, so
 * the limit says nothing about who is registered). The attempt is written first, so parallel
 * guesses count too.
 */
export async function attemptLogin(
  db: DbOrTx,
  input: { email: string; password: string; ip: string | null; now: Date },
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ email, ip: input.ip?.slice(0, 100) ?? null, succeeded: false, createdAt: input.now })
    .returning({ id: loginAttempts.id });
  const since = new Date(input.now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const [failures] = await db
    .select({ value: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since)));
  if ((failures?.value ?? 0) > LOGIN_MAX_FAILURES_PER_ACCOUNT) throw appError('rate_limited');

  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, totpEnabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!ok || !user) throw appError('invalid_credentials');

  await db.update(loginAttempts).set({ succeeded: true }).where(eq(loginAttempts.id, attempt!.id));
  await db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        lt(loginAttempts.createdAt, new Date(input.now.getTime() - LOGIN_ATTEMPT_RETENTION_MS)),
      ),
    );
  return { userId: user.id, twoFactorRequired: user.totpEnabledAt !== null };
}

/**
 * Where a user lands after logging in when no page asked for her (`redirect`): a business's owner
 * or staff in the admin area (its first page: the checklist, then the day's work), anyone else on
 * the home page.
 */
export async function landingPathOf(db: DbOrTx, userId: string): Promise<string> {
  const [membership] = await db
    .select({ businessId: businessMembers.businessId })
    .from(businessMembers)
    .where(eq(businessMembers.userId, userId))
    .limit(1);
  return membership ? generatePath('admin_home') : '/';
}
