import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { users } from './users';

// Accounts and access: the one-time tokens sent by e-mail, two-factor login state and the
// login attempts that rate-limit password guessing per account. Every token is stored as the
// SHA-256 (hex) of the random value the person receives, so a leaked table gives no usable
// token; each is single use (`used_at`) and expires (`expires_at`). Instants are written by the
// server from its clock (tests pin it), never left to the database default.

/**
 * Links that confirm an e-mail address: the account's own after registration, or the new one
 * of an e-mail change (`email` differs from `users.email` until the link is opened).
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    /** SHA-256 (hex) of the token in the link. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address this link confirms, lowercased. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [
    index('email_verification_tokens_user_id_created_at_idx').on(t.userId, t.createdAt),
    check('email_verification_tokens_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Password reset links: one hour, single use. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    /** SHA-256 (hex) of the token in the link. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('password_reset_tokens_user_id_created_at_idx').on(t.userId, t.createdAt)],
);

/** One-time recovery codes for two-factor login, shown once when it is turned on. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the normalised code. */
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: instant('used_at'),
  },
  (t) => [unique('totp_recovery_codes_user_id_code_hash_unique').on(t.userId, t.codeHash)],
);

/**
 * The last TOTP time step accepted for a user: a code is accepted once, never replayed
 * within its 30-second window.
 */
export const totpUsedTimeSteps = pgTable('totp_used_time_steps', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeStep: integer('time_step').notNull(),
});

/**
 * A login whose password was right and which now waits for the second factor. The browser
 * holds the token in a short-lived HttpOnly cookie; a few wrong codes end it.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    /** SHA-256 (hex) of the token in the cookie. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    /**
     * Codes tried so far. Counted before each check, so parallel guesses cannot exceed the
     * limit; the challenge is deleted on success, so every try counted here failed or is running.
     */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [
    index('two_factor_challenges_user_id_idx').on(t.userId),
    check('two_factor_challenges_failed_attempts_valid', sql`${t.failedAttempts} >= 0`),
  ],
);

/**
 * Every login attempt, by the e-mail address typed (lowercased, whether or not an account
 * has it) and the client address: failures within a window lock further guesses.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip'),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_email_created_at_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_created_at_idx').on(t.ip, t.createdAt),
  ],
);

export type EmailVerificationToken = typeof emailVerificationTokens.$inferSelect;
export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
export type TotpRecoveryCode = typeof totpRecoveryCodes.$inferSelect;
export type TwoFactorChallenge = typeof twoFactorChallenges.$inferSelect;
export type LoginAttempt = typeof loginAttempts.$inferSelect;
