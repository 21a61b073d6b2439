import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBusinessQuerySchema, adminIdParamsSchema, successSchema } from '@vizitas/shared/schemas/admin/common';
import {
  adminSpecialistListSchema,
  adminSpecialistSchema,
  createSpecialistSchema,
  inviteStaffSchema,
  orderSpecialistsSchema,
  updateSpecialistSchema,
} from '@vizitas/shared/schemas/admin/specialists';
import { contextOf } from '#server/http/app-context.ts';
import { authorize } from '#server/core/authorize.ts';
import { canManageBusinessSettings, canViewBusinessAdminData } from '#server/modules/business/index.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { staffInvitationOutbox, staffInvitationSent } from '#server/http/staff-invitation-mail.ts';
import {
  createSpecialist,
  getSpecialist,
  inviteStaff,
  listSpecialists,
  orderSpecialists,
  revokeStaffInvitation,
  setSpecialistActive,
  updateSpecialist,
} from '#server/modules/specialists/index.ts';

/**
 * `/api/admin/specialists`, `/api/admin/specialist/{id}`: who takes visits, in which order, what
 * each offers, and the staff invitations (docs/decisions/025). Members read them; the owner (and
 * the operator) change them — the team is the owner's decision.
 */
const adminSpecialistRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.database.db;
  const now = () => app.now();

  app.get(
    '/specialists',
    {
      schema: {
        tags: ['admin'],
        summary: 'Verslo specialistai (ir neaktyvūs) su jų paslaugomis, prisijungimais ir kvietimais',
        querystring: adminBusinessQuerySchema,
        response: { 200: adminSpecialistListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canViewBusinessAdminData(scope));
      return { specialists: await listSpecialists(db(), scope, now()) };
    },
  );

  app.post(
    '/specialists',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pridėti specialistą',
        querystring: adminBusinessQuerySchema,
        body: createSpecialistSchema,
        response: { 201: adminSpecialistSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManageBusinessSettings(scope));
      const id = await createSpecialist(contextOf(app), scope, request.body);
      return reply.status(201).send(await getSpecialist(db(), scope, id, now()));
    },
  );

  app.put(
    '/specialists/order',
    {
      schema: {
        tags: ['admin'],
        summary: 'Keisti specialistų eilės tvarką',
        querystring: adminBusinessQuerySchema,
        body: orderSpecialistsSchema,
        response: { 200: adminSpecialistListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManageBusinessSettings(scope));
      await orderSpecialists(contextOf(app), scope, request.body.ids);
      return { specialists: await listSpecialists(db(), scope, now()) };
    },
  );

  app.patch(
    '/specialist/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Redaguoti specialistą ir jo paslaugas',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        body: updateSpecialistSchema,
        response: { 200: adminSpecialistSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManageBusinessSettings(scope));
      await updateSpecialist(contextOf(app), scope, request.params.id, request.body);
      return getSpecialist(db(), scope, request.params.id, now());
    },
  );

  for (const [path, active, summary] of [
    ['/specialist/:id/deactivate', false, 'Išjungti specialistą (klientai jo nebegali pasirinkti)'],
    ['/specialist/:id/activate', true, 'Vėl įjungti specialistą'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: adminIdParamsSchema,
          querystring: adminBusinessQuerySchema,
          response: { 200: adminSpecialistSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const scope = await businessScopeOf(request, request.query.business);
        authorize(canManageBusinessSettings(scope));
        await setSpecialistActive(contextOf(app), scope, request.params.id, active);
        return getSpecialist(db(), scope, request.params.id, now());
      },
    );
  }

  app.post(
    '/specialist/:id/invitation',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pakviesti specialistą prisijungti prie komandos savo paskyra (laiškas su nuoroda, 7 d.)',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        body: inviteStaffSchema,
        response: { 200: adminSpecialistSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManageBusinessSettings(scope));
      await inviteStaff(contextOf(app), scope, request.params.id, request.body, await staffInvitationOutbox(request));
      staffInvitationSent(request);
      return getSpecialist(db(), scope, request.params.id, now());
    },
  );

  app.delete(
    '/specialist/:id/invitation',
    {
      schema: {
        tags: ['admin'],
        summary: 'Atšaukti laukiantį kvietimą (nuoroda nebegalioja)',
        params: adminIdParamsSchema,
        querystring: adminBusinessQuerySchema,
        response: { 200: successSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canManageBusinessSettings(scope));
      await revokeStaffInvitation(contextOf(app), scope, request.params.id);
      return { success: true as const };
    },
  );
};

export default adminSpecialistRoutes;
