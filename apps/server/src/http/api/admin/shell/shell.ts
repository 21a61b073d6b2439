import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_BUSINESS_QUERY_PARAM, AppError, appError } from '@vizitas/shared';
import { adminBusinessQuerySchema } from '@vizitas/shared/schemas/admin/common';
import { adminShellSchema } from '@vizitas/shared/schemas/admin/shell';
import { authorize } from '#server/core/authorize.ts';
import type { TenantScope } from '#server/core/tenancy.ts';
import { businessScopeOf, membershipsOf, requireUser } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { countPendingAppointments } from '#server/modules/booking/index.ts';
import { canAdministerBusiness, canManageBusinessSettings, scopedBusiness } from '#server/modules/business/index.ts';

/** The guard and the read of `GET /api/admin/shell` (also a page read: every admin page asks it). */
export async function readAdminShell(app: FastifyInstance, request: FastifyRequest, businessId: string | undefined) {
  const user = await requireUser(request);
  const memberships = await membershipsOf(request, user.id);
  const named =
    businessId !== undefined ||
    new URL(request.raw.url ?? '/', 'http://localhost').searchParams.has(ADMIN_BUSINESS_QUERY_PARAM);
  let scope: TenantScope | null = null;
  if (named || memberships.length > 0) {
    try {
      scope = await businessScopeOf(request, businessId);
    } catch (error) {
      // Naming a business that is not theirs: as if it did not exist.
      if (named && error instanceof AppError && error.code === 'forbidden') throw appError('not_found');
      throw error;
    }
    authorize(canAdministerBusiness(scope));
  }
  const db = app.database.db;
  const member = scope ? memberships.find((row) => row.businessId === scope.businessId) : undefined;
  const [business, pendingCount] = scope
    ? await Promise.all([member ?? scopedBusiness(db, scope), countPendingAppointments(db, scope)])
    : [null, null];
  return {
    memberships: memberships.map((row) => ({ slug: row.slug, name: row.name })),
    isOperator: user.isOperator,
    business: business && scope ? { id: scope.businessId, slug: business.slug, name: business.name } : null,
    pendingCount,
    role: scope?.role ?? null,
    canManageSettings: scope ? canManageBusinessSettings(scope) : false,
  };
}

/**
 * `GET /api/admin/shell`: what every admin page shows around itself — the member's businesses,
 * the one the page acts in (`?verslas=` or `?business=`, else the first) and its requests waiting
 * for confirmation — in one answer, so the admin layout asks once instead of reading the whole
 * profile and a page of appointments. A business the member is not in is a 404 (the layout shows
 * the "not found" page); someone in no business at all is refused by the area's guard (403).
 */
const adminShellRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shell',
    {
      schema: {
        tags: ['admin'],
        summary: 'Administravimo rėmas: nario verslai, pasirinktas verslas ir laukiančių patvirtinimo užklausų skaičius',
        querystring: adminBusinessQuerySchema,
        response: { 200: adminShellSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => readAdminShell(app, request, request.query.business),
  );
};

export default adminShellRoutes;
