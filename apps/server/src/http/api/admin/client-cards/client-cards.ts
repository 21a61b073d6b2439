import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminClientCardInputSchema,
  adminClientCardParamsSchema,
  adminClientCardQuerySchema,
  adminClientCardSchema,
} from '@vizitas/shared/schemas/admin/clients';
import { authorize } from '#server/core/authorize.ts';
import { contextOf } from '#server/http/app-context.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { canAdministerBusiness } from '#server/modules/business/index.ts';
import { clientCard, saveClientCard } from '#server/modules/clients/index.ts';

/**
 * `/api/admin/user/{id}/client-card` (seed section 7): the business's private card about one of
 * its clients, with the visit history beside it. A customer who never booked the business is
 * not found (404), whatever other business she booked.
 */
const adminClientCardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/:id/client-card',
    {
      schema: {
        tags: ['admin'],
        summary: 'Kliento kortelė: pastabos, alergijos, pageidavimai, blokavimas ir vizitų istorija šiame versle',
        params: adminClientCardParamsSchema,
        querystring: adminClientCardQuerySchema,
        response: { 200: adminClientCardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      return clientCard(app.database.db, scope, request.params.id, app.now());
    },
  );

  app.post(
    '/user/:id/client-card',
    {
      schema: {
        tags: ['admin'],
        summary: 'Išsaugoti kliento kortelę (pakeičiami tik nurodyti laukai); užblokuoti ar atblokuoti registraciją internetu',
        params: adminClientCardParamsSchema,
        querystring: adminClientCardQuerySchema,
        body: adminClientCardInputSchema,
        response: { 200: adminClientCardSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canAdministerBusiness(scope));
      await saveClientCard(contextOf(app), scope, request.params.id, request.body);
      return clientCard(app.database.db, scope, request.params.id, app.now());
    },
  );
};

export default adminClientCardRoutes;
