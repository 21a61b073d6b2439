import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBusinessQuerySchema, adminIdParamsSchema, successSchema } from '@vizitas/shared/schemas/admin/common';
import {
  orderServiceCategoriesSchema,
  serviceCategoryInputSchema,
  serviceCategoryListSchema,
  serviceCategorySchema,
} from '@vizitas/shared/schemas/admin/service-categories';
import { contextOf } from '#server/http/app-context.ts';
import { authorize } from '#server/core/authorize.ts';
import { canManageBusinessSettings, canViewBusinessAdminData } from '#server/modules/business/index.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  orderCategories,
  renameCategory,
} from '#server/modules/services/index.ts';

/**
 * `/api/admin/service-categories`, `/api/admin/service-category/{id}`: the business's own grouping
 * of its services. Members read them; the owner (and the operator) change them.
 */
const adminServiceCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/service-categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Paslaugų kategorijos',
        querystring: adminBusinessQuerySchema,
        response: { 200: serviceCategoryListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canViewBusinessAdminData(scope));
      return { categories: await listCategories(db(), scope) };
    },
  );

  app.post(
    '/service-categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sukurti paslaugų kategoriją',
        querystring: adminBusinessQuerySchema,
        body: serviceCategoryInputSchema,
        response: { 201: serviceCategorySchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManageBusinessSettings(scope));
      const id = await createCategory(contextOf(app), scope, request.body);
      return reply.status(201).send(await getCategory(db(), scope, id));
    },
  );

  app.put(
    '/service-categories/order',
    {
      schema: {
        tags: ['admin'],
        summary: 'Keisti paslaugų kategorijų eilės tvarką',
        querystring: adminBusinessQuerySchema,
        body: orderServiceCategoriesSchema,
        response: { 200: serviceCategoryListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManageBusinessSettings(scope));
      await orderCategories(contextOf(app), scope, request.body.ids);
      return { categories: await listCategories(db(), scope) };
    },
  );

  app.patch(
    '/service-category/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pervadinti paslaugų kategoriją',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        body: serviceCategoryInputSchema,
        response: { 200: serviceCategorySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManageBusinessSettings(scope));
      await renameCategory(contextOf(app), scope, request.params.id, request.body);
      return getCategory(db(), scope, request.params.id);
    },
  );

  app.delete(
    '/service-category/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ištrinti paslaugų kategoriją (jos paslaugos lieka be kategorijos)',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        response: { 200: successSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManageBusinessSettings(scope));
      await deleteCategory(contextOf(app), scope, request.params.id);
      return { success: true as const };
    },
  );
};

export default adminServiceCategoryRoutes;
