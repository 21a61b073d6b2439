import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { businessMembers, sessions, users, type DbOrTx } from '@vizitas/db';
import { hashToken, newToken } from '#server/lib/tokens.ts';
import type { ReadContext } from '#server/core/context.ts';
import { cacheSlot, statementFor } from '#server/core/shelf.ts';

/** The cookie holding the session token. */
export const SESSION_COOKIE = 'vizitas_session';

/**
 * A session ends after 30 days without use, and 90 days after login at the latest. Kept as a
 * sliding `expires_at`: login sets it 30 days ahead; use moves it to 30 days ahead again, but
 * never past `created_at` + 90 days and never earlier than it was. Validity is then one check,
 * `expires_at > now`.
 */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** `last_seen_at` / `expires_at` are written at most this often (not on every request). */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface NewSession {
  /** For the cookie; never stored. */
  token: string;
  /** The stored id: SHA-256 of the token. */
  id: string;
  /** Idle expiry, moved on use. */
  expiresAt: Date;
  /** The latest it can ever last (login + 90 days): the cookie's lifetime. */
  absoluteExpiresAt: Date;
}

export async function createSession(
  db: DbOrTx,
  input: { userId: string; now: Date; userAgent?: string | null; ip?: string | null },
): Promise<NewSession> {
  const { token, hash } = newToken();
  const expiresAt = new Date(input.now.getTime() + SESSION_IDLE_MS);
  await db.insert(sessions).values({
    id: hash,
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    ip: input.ip?.slice(0, 100) ?? null,
  });
  return { token, id: hash, expiresAt, absoluteExpiresAt: new Date(input.now.getTime() + SESSION_ABSOLUTE_MS) };
}

/** A session still valid at `now`. */
function activeAt(now: Date) {
  return gt(sessions.expiresAt, now);
}

export interface SessionUserRow {
  sessionId: string;
  lastSeenAt: Date;
  sessionCreatedAt: Date;
  sessionExpiresAt: Date;
  id: string;
  name: string;
  email: string;
  isOperator: boolean;
  isMember: boolean;
  emailVerifiedAt: Date | null;
  phoneNumber: string | null;
  totpEnabledAt: Date | null;
}

/** The user of a valid session token; the session's idle expiry is moved on (hourly). */
/** The session and its user, in one statement (built once by each app). */
const SESSION_USER = cacheSlot('account.session-user', (db) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      sessionCreatedAt: sessions.createdAt,
      sessionExpiresAt: sessions.expiresAt,
      id: users.id,
      name: users.name,
      email: users.email,
      isOperator: users.isOperator,
      // Read with the session, in the same statement: no second query for the admin link.
      isMember: sql<boolean>`exists (select 1 from ${businessMembers} where ${businessMembers.userId} = ${users.id})`,
      emailVerifiedAt: users.emailVerifiedAt,
      phoneNumber: users.phoneNumber,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user'),
);

export async function findSessionUser(reader: ReadContext, token: string, now: Date): Promise<SessionUserRow | null> {
  const { db } = reader;
  const id = hashToken(token);
  const [row] = await statementFor(reader, SESSION_USER).execute({ id, now });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    const slid = Math.min(now.getTime() + SESSION_IDLE_MS, row.sessionCreatedAt.getTime() + SESSION_ABSOLUTE_MS);
    const expiresAt = new Date(Math.max(slid, row.sessionExpiresAt.getTime()));
    await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
  }
  return row;
}

export async function deleteSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, or every one but `exceptSessionId`. Returns how many ended. */
export async function deleteUserSessions(db: DbOrTx, userId: string, exceptSessionId?: string): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined))
    .returning({ id: sessions.id });
  return rows.length;
}

export async function findSession(db: DbOrTx, sessionId: string): Promise<{ id: string; userId: string } | null> {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row ?? null;
}

/** Ends one of the user's own sessions; false when it is not theirs (or gone). */
export async function deleteOwnSession(db: DbOrTx, userId: string, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function listActiveSessions(db: DbOrTx, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), activeAt(now)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Removes sessions of a user that can no longer be used (housekeeping at login). */
export async function purgeExpiredSessions(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}
