import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBusinessQuerySchema, adminIdParamsSchema } from '@vizitas/shared/schemas/admin/common';
import {
  adminServiceListSchema,
  adminServiceSchema,
  createServiceSchema,
  orderServicesSchema,
  updateServiceSchema,
} from '@vizitas/shared/schemas/admin/services';
import { contextOf } from '#server/http/app-context.ts';
import { authorize } from '#server/core/authorize.ts';
import { canManageBusinessSettings, canViewBusinessAdminData } from '#server/modules/business/index.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import {
  createService,
  getService,
  listServices,
  orderServices,
  setServiceActive,
  updateService,
} from '#server/modules/services/index.ts';

/** `/api/admin/services`, `/api/admin/service/{id}`: what the business sells and who offers it. */
const adminServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/services',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verslo paslaugos (ir neaktyvios) su jas teikiančiais specialistais',
        querystring: adminBusinessQuerySchema,
        response: { 200: adminServiceListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canViewBusinessAdminData(scope));
      return { services: await listServices(db(), scope) };
    },
  );

  app.post(
    '/services',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sukurti paslaugą',
        querystring: adminBusinessQuerySchema,
        body: createServiceSchema,
        response: { 201: adminServiceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManageBusinessSettings(scope));
      const id = await createService(contextOf(app), scope, request.body);
      return reply.status(201).send(await getService(db(), scope, id));
    },
  );

  app.put(
    '/services/order',
    {
      schema: {
        tags: ['admin'],
        summary: 'Keisti paslaugų eilės tvarką',
        querystring: adminBusinessQuerySchema,
        body: orderServicesSchema,
        response: { 200: adminServiceListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManageBusinessSettings(scope));
      await orderServices(contextOf(app), scope, request.body.ids);
      return { services: await listServices(db(), scope) };
    },
  );

  app.patch(
    '/service/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Redaguoti paslaugą ir ją teikiančius specialistus',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        body: updateServiceSchema,
        response: { 200: adminServiceSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManageBusinessSettings(scope));
      await updateService(contextOf(app), scope, request.params.id, request.body);
      return getService(db(), scope, request.params.id);
    },
  );

  for (const [path, active, summary] of [
    ['/service/:id/deactivate', false, 'Išjungti paslaugą (nebesiūloma klientams)'],
    ['/service/:id/activate', true, 'Vėl įjungti paslaugą'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: adminIdParamsSchema,
          querystring: adminBusinessQuerySchema,
          response: { 200: adminServiceSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const scope = await businessScopeOf(request, request.query.business);
        authorize(canManageBusinessSettings(scope));
        await setServiceActive(contextOf(app), scope, request.params.id, active);
        return getService(db(), scope, request.params.id);
      },
    );
  }
};

export default adminServiceRoutes;
