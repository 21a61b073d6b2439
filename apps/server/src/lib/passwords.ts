import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';
import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@vizitas/shared/schemas/account';

/**
 * Password hashing: argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane). Passwords
 * are never logged or stored: only the PHC string this returns.
 */
const ARGON2ID = 2 as Algorithm; // `Algorithm.Argon2id`; the enum is `const` and cannot be imported.

export const PASSWORD_HASH_OPTIONS: Readonly<Options> = Object.freeze({
  algorithm: ARGON2ID,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
});

export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/**
 * Verified against the stored hash; false for a malformed hash. Without a stored hash (no such
 * account) a dummy one is checked, so an unknown address costs the same time as a wrong password.
 */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  const stored = passwordHash ?? (await dummyHash());
  try {
    const ok = await verify(stored, password);
    return passwordHash ? ok : false;
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword('vizitas-dummy-password-for-timing');
  return dummy;
}

/** Why a new password is refused, as a catalogue key; undefined when it is acceptable. */
export function newPasswordProblem(
  password: string,
  email?: string,
): 'tooShort' | 'tooLong' | 'common' | 'sameAsEmail' | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (isCommonPassword(password)) return 'common';
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) return 'sameAsEmail';
  return undefined;
}
