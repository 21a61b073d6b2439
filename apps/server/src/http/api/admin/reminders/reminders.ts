import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@vizitas/shared';
import {
  adminPremiumRequestState,
  adminReminderSettings,
  adminReminderSettingsUpdate,
} from '@vizitas/shared/api/admin/reminders';
import { adminIdParamsSchema } from '@vizitas/shared/schemas/admin/common';
import { premiumRequestBodySchema, premiumRequestStateSchema } from '@vizitas/shared/schemas/notification-settings';
import { authorize } from '#server/core/authorize.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { businessScopeFor, businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { canManageBusinessSettings, canViewBusinessAdminData } from '#server/modules/business/index.ts';
import { premiumRequestState, reminderSettings, requestPremium, updateReminderSettings } from '#server/modules/reminders/index.ts';

/**
 * The business's reminders and the premium plan's request (docs/decisions/028): members read,
 * the owner (or the operator) changes; the 2 h reminder needs the premium plan.
 */
export const adminReminderEndpoints = [
  defineEndpoint(adminReminderSettings, {
    handle: async (app, { params }, actor) => {
      const scope = await businessScopeFor(actor, params.id);
      authorize(canViewBusinessAdminData(scope));
      return reminderSettings(app.database.db, scope, app.now());
    },
    headers: { 'cache-control': 'no-store' },
  }),
  defineEndpoint(adminReminderSettingsUpdate, {
    handle: async (app, { params, body }, actor) => {
      const scope = await businessScopeFor(actor, params.id);
      authorize(canManageBusinessSettings(scope));
      return updateReminderSettings(app.database.db, scope, body, app.now());
    },
  }),
  defineEndpoint(adminPremiumRequestState, {
    handle: async (app, { params }, actor) => {
      const scope = await businessScopeFor(actor, params.id);
      authorize(canManageBusinessSettings(scope));
      return premiumRequestState(app.database.db, scope);
    },
    headers: { 'cache-control': 'no-store' },
  }),
];

/** `/api/admin/…` as the route table names it (registered under `/api/admin`); `{id}` becomes `:id`. */
const underAdmin = (path: string) => path.replace(/^\/api\/admin/, '').replace(/\{(\w+)\}/g, ':$1');

/**
 * Asking for the premium plan stays a plain route: it answers 201 for a new request and 200 for
 * one already made in the last 7 days, and a contract has one success status.
 */
const adminPremiumRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    underAdmin(ROUTES.admin_premium_request_api.path),
    {
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['admin'],
        summary: 'Užsisakyti premium planą: užklausa išsaugoma ir išsiunčiama platformai',
        description:
          '201 – nauja užklausa; 200 – per paskutines 7 dienas užklausa jau pateikta (nieko naujo). 409 `already_premium` – verslas jau turi premium planą.',
        params: adminIdParamsSchema,
        body: premiumRequestBodySchema,
        response: { 200: premiumRequestStateSchema, 201: premiumRequestStateSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      const scope = await businessScopeOf(request, request.params.id);
      authorize(canManageBusinessSettings(scope));
      const state = await requestPremium(app.context, scope, request.body);
      return reply.status(state.created ? 201 : 200).send(state);
    },
  );
};

export default adminPremiumRequestRoutes;
