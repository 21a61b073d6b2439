import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSessionUser, SESSION_COOKIE, type NewSession } from '#server/modules/account/index.ts';
import { hashToken } from '#server/lib/tokens.ts';
import csrfPlugin from './csrf.ts';

/**
 * Sessions live in the database (`sessions`), keyed by the SHA-256 of a random token that only
 * the browser holds, in the cookie `vizitas_session`: HttpOnly, SameSite=Lax, Secure in
 * production. A session ends after 30 days without use or 90 days after login
 * (`commands/account/sessions.ts`, checked by the server; the cookie lives 90 days); login
 * always starts a new one.
 *
 * This plugin also brings what every API request needs around the session: the CSRF check
 * (`./csrf.ts`). The mailer is the app's context's (`app.context.mailer`). Guards are in `../guards.ts`.
 */
export { SESSION_COOKIE };

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isOperator: boolean;
  /** Owner or staff of at least one business. */
  isMember: boolean;
  emailVerified: boolean;
  /** E.164, or null when the user has not given one yet. */
  phoneNumber: string | null;
  twoFactorEnabled: boolean;
  /** The current session's id (the token's hash). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, looked up once per request on first use. */
    currentUser(): Promise<SessionUser | null>;
  }
}

/** Sessions are kept in the database under the SHA-256 of the cookie's token. */
export function sessionIdFromToken(token: string): string {
  return hashToken(token);
}

function cookieOptions(reply: FastifyReply) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: reply.server.config.production };
}

/** Hands the new session's token to the browser. */
export function setSessionCookie(reply: FastifyReply, session: NewSession): void {
  reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions(reply), expires: session.absoluteExpiresAt });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(reply));
}

/** Whether the request carries a session cookie at all (valid or not). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return Boolean(request.cookies[SESSION_COOKIE]);
}

async function sessionPlugin(app: FastifyInstance): Promise<void> {
  await app.register(csrfPlugin);

  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    return currentUserOf(this);
  });
}

/** Where a request keeps its session user's lookup: on the request itself. */
const SESSION_USER = Symbol('session user');
type WithSessionUser = FastifyRequest & { [SESSION_USER]?: Promise<SessionUser | null> };

/** The logged-in user of a request, looked up once per request (`request.currentUser()`). */
export function currentUserOf(request: FastifyRequest): Promise<SessionUser | null> {
  const holder = request as WithSessionUser;
  return (holder[SESSION_USER] ??= lookUpSessionUser(request));
}

/** Looks up the session user of a request's cookie (no keeping: `currentUserOf` keeps it per request). */
export async function lookUpSessionUser(request: FastifyRequest): Promise<SessionUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 200) return null;
  const app = request.server;
  const row = await findSessionUser(app.context, token, app.context.now());
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    isOperator: row.isOperator,
    isMember: row.isMember,
    emailVerified: row.emailVerifiedAt !== null,
    phoneNumber: row.phoneNumber,
    twoFactorEnabled: row.totpEnabledAt !== null,
    sessionId: row.sessionId,
  };
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['security'] });
