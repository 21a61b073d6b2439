import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { totpRecoveryCodes, totpUsedTimeSteps, twoFactorChallenges, users, type DbOrTx } from '@vizitas/db';
import { appError, BRAND } from '@vizitas/shared';
import { verifyPassword } from '#server/lib/passwords.ts';
import { open, seal } from '#server/lib/secret-box.ts';
import { hashToken, newToken } from '#server/lib/tokens.ts';

/**
 * Two-factor login with TOTP (RFC 6238: SHA-1, 6 digits, 30 s — what authenticator apps use).
 * A code is accepted within ±30 s of the server's clock and only once (the last accepted time
 * step is kept). Ten one-time recovery codes are made when it is turned on.
 */
export const TOTP_TOLERANCE_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
/** How long the code step of a login may take, and how many wrong codes it allows. */
export const TWO_FACTOR_CHALLENGE_TTL_MS = 10 * 60 * 1000;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
/** The cookie holding the challenge token between the password and the code step. */
export const TWO_FACTOR_COOKIE = 'vizitas_2fa';

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function epochSeconds(now: Date): number {
  return Math.floor(now.getTime() / 1000);
}

/** `abcde-23456`: 10 characters from an alphabet without look-alikes. */
function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

async function loadUser(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      totpSecret: users.totpSecret,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw appError('unauthorized');
  return user;
}

/** Step 1 of turning it on: a new secret (kept sealed until confirmed) and its QR code. */
export async function startTwoFactorSetup(db: DbOrTx, input: { userId: string; key: Buffer }) {
  const user = await loadUser(db, input.userId);
  if (user.totpEnabledAt) throw appError('two_factor_enabled');
  const secret = generateSecret();
  await db
    .update(users)
    .set({ totpSecret: seal(input.key, secret) })
    .where(eq(users.id, user.id));
  const otpauthUrl = generateURI({ issuer: BRAND.name, label: user.email, secret });
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCode };
}

/**
 * Checks a TOTP code against a secret at `now` and refuses a time step already used (also
 * when two requests race with the same code: the step is claimed atomically).
 * Returns the matched time step, or null.
 */
async function checkTotp(db: DbOrTx, userId: string, secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const [used] = await db
    .select({ timeStep: totpUsedTimeSteps.timeStep })
    .from(totpUsedTimeSteps)
    .where(eq(totpUsedTimeSteps.userId, userId))
    .limit(1);
  const result = await verify({
    secret,
    token: code,
    epoch: epochSeconds(now),
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(used ? { afterTimeStep: used.timeStep } : {}),
  });
  if (!result.valid || !('timeStep' in result)) return null;
  const claimed = await db
    .insert(totpUsedTimeSteps)
    .values({ userId, timeStep: result.timeStep })
    .onConflictDoUpdate({
      target: totpUsedTimeSteps.userId,
      set: { timeStep: result.timeStep },
      setWhere: lt(totpUsedTimeSteps.timeStep, result.timeStep),
    })
    .returning({ timeStep: totpUsedTimeSteps.timeStep });
  return claimed.length > 0 ? result.timeStep : null;
}

/** Step 2: the first code proves the app has the secret; then it is on. Returns the recovery codes (shown once). */
export async function confirmTwoFactorSetup(db: DbOrTx, input: { userId: string; code: string; key: Buffer; now: Date }) {
  const user = await loadUser(db, input.userId);
  if (user.totpEnabledAt) throw appError('two_factor_enabled');
  const secret = user.totpSecret ? open(input.key, user.totpSecret) : null;
  if (!secret) throw appError('two_factor_not_enabled');
  if ((await checkTotp(db, user.id, secret, input.code, input.now)) === null) {
    throw appError('invalid_two_factor_code', { code: [appError('invalid_two_factor_code').message] });
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.update(users).set({ totpEnabledAt: input.now }).where(eq(users.id, user.id));
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
  await db
    .insert(totpRecoveryCodes)
    .values(codes.map((code) => ({ userId: user.id, codeHash: hashToken(normaliseRecoveryCode(code)), createdAt: input.now })));
  return { recoveryCodes: codes };
}

/** A current TOTP code or an unused recovery code (which is then used up). */
export async function verifySecondFactor(
  db: DbOrTx,
  input: { userId: string; code: string; key: Buffer; now: Date },
): Promise<boolean> {
  const user = await loadUser(db, input.userId);
  const secret = user.totpEnabledAt && user.totpSecret ? open(input.key, user.totpSecret) : null;
  if (!secret) return false;
  const code = input.code.trim();
  if (/^\d{6}$/.test(code)) return (await checkTotp(db, user.id, secret, code, input.now)) !== null;
  const used = await db
    .update(totpRecoveryCodes)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(totpRecoveryCodes.userId, user.id),
        eq(totpRecoveryCodes.codeHash, hashToken(normaliseRecoveryCode(code))),
        isNull(totpRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: totpRecoveryCodes.id });
  return used.length > 0;
}

/** Turning it off needs a current code (or recovery code) or the password. */
export async function disableTwoFactor(
  db: DbOrTx,
  input: { userId: string; code?: string | undefined; password?: string | undefined; key: Buffer; now: Date },
): Promise<void> {
  const user = await loadUser(db, input.userId);
  if (!user.totpEnabledAt) throw appError('two_factor_not_enabled');
  if (input.code) {
    if (!(await verifySecondFactor(db, { userId: user.id, code: input.code, key: input.key, now: input.now }))) {
      throw appError('invalid_two_factor_code', { code: [appError('invalid_two_factor_code').message] });
    }
  } else if (input.password) {
    if (!(await verifyPassword(user.passwordHash, input.password))) {
      throw appError('wrong_password', { password: [appError('wrong_password').message] });
    }
  } else {
    throw appError('validation_failed', { code: [appError('invalid_two_factor_code').message] });
  }
  await db.update(users).set({ totpSecret: null, totpEnabledAt: null }).where(eq(users.id, user.id));
  await db.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
  await db.delete(totpUsedTimeSteps).where(eq(totpUsedTimeSteps.userId, user.id));
}

// --- The code step of a login ----------------------------------------------------------------

export async function createTwoFactorChallenge(db: DbOrTx, input: { userId: string; now: Date }) {
  const { token, hash } = newToken();
  const expiresAt = new Date(input.now.getTime() + TWO_FACTOR_CHALLENGE_TTL_MS);
  await db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.userId, input.userId), lt(twoFactorChallenges.expiresAt, input.now)));
  await db.insert(twoFactorChallenges).values({ id: hash, userId: input.userId, createdAt: input.now, expiresAt });
  return { token, expiresAt };
}

/**
 * The code step: the challenge must exist and be fresh. Each try is counted before the code is
 * checked (so parallel guesses cannot exceed the limit); after the fifth the challenge ends and
 * the person starts again from the password. Returns the user id on success (the challenge is
 * then used up).
 */
export async function completeTwoFactorChallenge(
  db: DbOrTx,
  input: { token: string | undefined; code: string; key: Buffer; now: Date },
): Promise<string> {
  if (!input.token || input.token.length > 200) throw appError('two_factor_expired');
  const id = hashToken(input.token);
  const [challenge] = await db
    .update(twoFactorChallenges)
    .set({ failedAttempts: sql`${twoFactorChallenges.failedAttempts} + 1` })
    .where(
      and(
        eq(twoFactorChallenges.id, id),
        gt(twoFactorChallenges.expiresAt, input.now),
        lt(twoFactorChallenges.failedAttempts, TWO_FACTOR_MAX_ATTEMPTS),
      ),
    )
    .returning({ userId: twoFactorChallenges.userId, failedAttempts: twoFactorChallenges.failedAttempts });
  if (!challenge) {
    await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
    throw appError('two_factor_expired');
  }
  const ok = await verifySecondFactor(db, { userId: challenge.userId, code: input.code, key: input.key, now: input.now });
  if (ok) {
    await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
    return challenge.userId;
  }
  if (challenge.failedAttempts >= TWO_FACTOR_MAX_ATTEMPTS) {
    await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
    throw appError('two_factor_expired');
  }
  throw appError('invalid_two_factor_code', { code: [appError('invalid_two_factor_code').message] });
}
