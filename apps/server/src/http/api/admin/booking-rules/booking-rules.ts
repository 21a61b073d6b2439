import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingRulesSchema, updateBookingRulesSchema } from '@vizitas/shared/schemas/admin/booking-rules';
import { adminIdParamsSchema } from '@vizitas/shared/schemas/admin/common';
import { contextOf } from '#server/http/app-context.ts';
import { authorize } from '#server/core/authorize.ts';
import { canManageBusinessSettings, canViewBusinessAdminData } from '#server/modules/business/index.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { getBookingRules, updateBookingRules } from '#server/modules/booking/index.ts';

/** `/api/admin/business/{id}/booking-rules`: notice, how far ahead, slot step, confirmation, cancellation deadline. */
const adminBookingRuleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/business/:id/booking-rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'Registracijos taisyklės',
        params: adminIdParamsSchema,
        response: { 200: bookingRulesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.params.id);
      authorize(canViewBusinessAdminData(scope));
      return getBookingRules(db(), scope);
    },
  );

  app.patch(
    '/business/:id/booking-rules',
    {
      schema: {
        tags: ['admin'],
        summary: 'Keisti registracijos taisykles',
        params: adminIdParamsSchema,
        body: updateBookingRulesSchema,
        response: { 200: bookingRulesSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.params.id);
      authorize(canManageBusinessSettings(scope));
      return updateBookingRules(contextOf(app), scope, request.body);
    },
  );
};

export default adminBookingRuleRoutes;
