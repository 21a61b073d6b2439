import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, gt } from 'drizzle-orm';
import { sessions, users } from '@vizitas/db';

export const SESSION_COOKIE = 'vizitas_session';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  isOperator: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, looked up once per request on first use. */
    currentUser(): Promise<SessionUser | null>;
  }
}

/** Sessions are kept in the database under the SHA-256 of the cookie's token. */
export function sessionIdFromToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function sessionPlugin(app: FastifyInstance): Promise<void> {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest('currentUser', function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = lookUp(this);
      cache.set(this, pending);
    }
    return pending;
  });

  async function lookUp(request: FastifyRequest): Promise<SessionUser | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const [row] = await app.database.db
      .select({ id: users.id, name: users.name, email: users.email, isOperator: users.isOperator })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionIdFromToken(token)), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return row ?? null;
  }
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['security'] });
