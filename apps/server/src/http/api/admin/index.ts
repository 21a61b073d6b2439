import type { FastifyInstance } from 'fastify';
import { requireMemberHook } from '#server/http/guards.ts';

/**
 * `/api/admin/*`: a business member's admin area, scoped to their business. Every route here
 * needs a login (401) by a member of some business or the operator (403 `forbidden`); each
 * route then takes its business scope with `requireBusinessMember` (see plugins/auth.ts).
 */
export default async function adminArea(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', requireMemberHook);
}
