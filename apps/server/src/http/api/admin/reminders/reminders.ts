import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@vizitas/shared';
import { adminIdParamsSchema } from '@vizitas/shared/schemas/admin/common';
import {
  premiumRequestBodySchema,
  premiumRequestStateSchema,
  reminderSettingsSchema,
  updateReminderSettingsSchema,
} from '@vizitas/shared/schemas/notification-settings';
import { authorize } from '#server/core/authorize.ts';
import { contextOf } from '#server/http/app-context.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { canManageBusinessSettings, canViewBusinessAdminData } from '#server/modules/business/index.ts';
import { premiumRequestState, reminderSettings, requestPremium, updateReminderSettings } from '#server/modules/reminders/index.ts';

/** `/api/admin/…` as the route table names it (registered under `/api/admin`); `{id}` becomes `:id`. */
const underAdmin = (path: string) => path.replace(/^\/api\/admin/, '').replace(/\{(\w+)\}/g, ':$1');

/**
 * The business's reminders and the premium plan's request (docs/decisions/028): members read,
 * the owner (or the operator) changes; the 2 h reminder needs the premium plan.
 */
const adminReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;

  app.get(
    underAdmin(ROUTES.admin_reminder_settings_api.path),
    {
      schema: {
        tags: ['admin'],
        summary: 'Priminimai klientams: pasirinkimas, planas, artimiausi ir neseniai išsiųsti',
        params: adminIdParamsSchema,
        response: { 200: reminderSettingsSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const scope = await businessScopeOf(request, request.params.id);
      authorize(canViewBusinessAdminData(scope));
      reply.header('cache-control', 'no-store');
      return reminderSettings(db(), scope, app.now());
    },
  );

  app.put(
    underAdmin(ROUTES.admin_reminder_settings_api.path),
    {
      schema: {
        tags: ['admin'],
        summary: 'Keisti priminimus: nepriminti, prieš 24 val., prieš 2 val. (premium) arba abu (premium)',
        description: '403 `premium_required` – nemokamo plano verslas pasirinko priminimą prieš 2 valandas.',
        params: adminIdParamsSchema,
        body: updateReminderSettingsSchema,
        response: { 200: reminderSettingsSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.params.id);
      authorize(canManageBusinessSettings(scope));
      return updateReminderSettings(db(), scope, request.body, app.now());
    },
  );

  app.get(
    underAdmin(ROUTES.admin_premium_request_api.path),
    {
      schema: {
        tags: ['admin'],
        summary: 'Verslo planas ir paskutinė premium plano užklausa',
        params: adminIdParamsSchema,
        response: { 200: premiumRequestStateSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const scope = await businessScopeOf(request, request.params.id);
      authorize(canManageBusinessSettings(scope));
      reply.header('cache-control', 'no-store');
      return premiumRequestState(db(), scope);
    },
  );

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
      const state = await requestPremium(contextOf(app), scope, request.body);
      return reply.status(state.created ? 201 : 200).send(state);
    },
  );
};

export default adminReminderRoutes;
