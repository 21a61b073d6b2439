import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminClientListQuerySchema, adminClientPageSchema } from '@vizitas/shared/schemas/admin/clients';
import { authorize } from '#server/core/authorize.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { canAdministerBusiness } from '#server/modules/business/index.ts';
import { listClients } from '#server/modules/clients/index.ts';

/** `/api/admin/clients`: the business's clients (customers who booked it and walk-ins). */
const adminClientRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/clients',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verslo klientų sąrašas: paieška pagal vardą, telefoną ar el. paštą; puslapiais, pagal paskutinį vizitą',
        querystring: adminClientListQuerySchema,
        response: { 200: adminClientPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      return listClients(app.database.db, scope, request.query, app.now());
    },
  );
};

export default adminClientRoutes;
