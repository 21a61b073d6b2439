import { createHash, randomBytes } from 'node:crypto';

/**
 * Random tokens for links, cookies and challenges: 32 random bytes, base64url. Only the
 * SHA-256 (hex) is stored, so the database never holds a usable token.
 */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
