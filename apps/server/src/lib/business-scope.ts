import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { businessMembers } from '@vizitas/db';
import { appError } from '@vizitas/shared';
import type { SessionUser } from '../plugins/session.ts';

export interface BusinessScope {
  user: SessionUser;
  businessId: string;
  role: 'owner' | 'staff' | 'operator';
}

/**
 * The one door of admin queries to a business: the logged-in user must be a member of it
 * (owner or staff) — the platform operator may act on any. Without a business id, the user's
 * only business is taken. 401 without a login, 403 for a business that is not theirs.
 * Every admin query then filters by `scope.businessId`.
 */
export async function requireBusinessScope(request: FastifyRequest, businessId?: string | null): Promise<BusinessScope> {
  const user = await request.currentUser();
  if (!user) throw appError('unauthorized');
  const db = request.server.database.db;
  const memberships = await db
    .select({ businessId: businessMembers.businessId, role: businessMembers.role })
    .from(businessMembers)
    .where(businessId ? and(eq(businessMembers.userId, user.id), eq(businessMembers.businessId, businessId)) : eq(businessMembers.userId, user.id))
    .limit(2);
  if (businessId) {
    const membership = memberships[0];
    if (membership) return { user, businessId, role: membership.role };
    if (user.isOperator) return { user, businessId, role: 'operator' };
    throw appError('forbidden');
  }
  if (memberships.length === 1) return { user, businessId: memberships[0]!.businessId, role: memberships[0]!.role };
  throw appError('forbidden');
}
