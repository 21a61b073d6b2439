import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of an unsubscribe link (docs/decisions/028): `<user id>.<topic>.<signature>`, the
 * signature an HMAC-SHA256 of both with a key of its own from the app secret
 * (`secretBoxKey(secret, 'unsubscribe-v1')`). It works without logging in and does not expire
 * (a mail read months later still unsubscribes); it can only turn the e-mail of that one topic
 * off for that one user, and it cannot be made without the key.
 */
function signature(key: Buffer, userId: string, topic: string): string {
  return createHmac('sha256', key).update(`unsubscribe:${userId}:${topic}`).digest('base64url').slice(0, 32);
}

export function unsubscribeToken(key: Buffer, userId: string, topic: string): string {
  return `${userId}.${topic}.${signature(key, userId, topic)}`;
}

/** The user and topic a token names, or null when it is not one of ours. */
export function readUnsubscribeToken(key: Buffer, token: string): { userId: string; topic: string } | null {
  const [userId, topic, given, ...rest] = token.split('.');
  if (!userId || !topic || !given || rest.length > 0) return null;
  if (!/^[0-9a-f-]{36}$/.test(userId) || !/^[a-z_]{1,40}$/.test(topic)) return null;
  const expected = Buffer.from(signature(key, userId, topic));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? { userId, topic } : null;
}
