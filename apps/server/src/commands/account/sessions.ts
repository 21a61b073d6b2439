import { and, desc, eq, gt, lt, ne, or } from 'drizzle-orm';
import { sessions, users, type DbOrTx } from '@vizitas/db';
import { hashToken, newToken } from './tokens.ts';

/** The cookie holding the session token. */
export const SESSION_COOKIE = 'vizitas_session';

/** A session ends after 30 days without use… */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** …and 90 days after login at the latest. */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often (not on every request). */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export interface NewSession {
  /** For the cookie; never stored. */
  token: string;
  /** The stored id: SHA-256 of the token. */
  id: string;
  expiresAt: Date;
}

export async function createSession(
  db: DbOrTx,
  input: { userId: string; now: Date; userAgent?: string | null; ip?: string | null },
): Promise<NewSession> {
  const { token, hash } = newToken();
  const expiresAt = new Date(input.now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    id: hash,
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    ip: input.ip?.slice(0, 100) ?? null,
  });
  return { token, id: hash, expiresAt };
}

/** Conditions of a session that is still valid at `now`: before absolute and idle expiry. */
function activeAt(now: Date) {
  return and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)));
}

export interface SessionUserRow {
  sessionId: string;
  lastSeenAt: Date;
  id: string;
  name: string;
  email: string;
  isOperator: boolean;
  emailVerifiedAt: Date | null;
  phoneNumber: string | null;
  totpEnabledAt: Date | null;
}

/** The user of a valid session token, and the session's `last_seen_at` refreshed (hourly). */
export async function findSessionUser(db: DbOrTx, token: string, now: Date): Promise<SessionUserRow | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      name: users.name,
      email: users.email,
      isOperator: users.isOperator,
      emailVerifiedAt: users.emailVerifiedAt,
      phoneNumber: users.phoneNumber,
      totpEnabledAt: users.totpEnabledAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), activeAt(now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
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
  const [row] = await db.select({ id: sessions.id, userId: sessions.userId }).from(sessions).where(eq(sessions.id, sessionId)).limit(1);
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
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
      ),
    );
}
