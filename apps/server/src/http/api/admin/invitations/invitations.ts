import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminBusinessQuerySchema } from '@vizitas/shared/schemas/admin/common';
import {
  invitationsListSchema,
  sendInvitationRequestSchema,
  sendInvitationResponseSchema,
} from '@vizitas/shared/schemas/admin/client-invitations';
import { authorize } from '#server/core/authorize.ts';
import { contextOf } from '#server/http/app-context.ts';
import { clientInvitationOutbox, clientInvitationsSent } from '#server/http/client-invitation-mail.ts';
import { businessScopeOf } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { canInviteClients, canViewInvitations, readInvitations, sendInvitations } from '#server/modules/invitations/index.ts';

/**
 * Invitations to the business's existing clients (docs/decisions/029): the seed's
 * `POST /api/admin/send-invitation` and the list of those sent. Sending is the owner's (and the
 * operator's acting for the business); staff read the list.
 */
const adminInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/send-invitation',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Pakviesti esamus klientus registruotis internetu: sąrašas (po adresą eilutėje arba CSV su el. pašto ir vardo stulpeliais), kiekvienos eilutės rezultatas; iki 500 eilučių, iki 200 kvietimų per dieną',
        querystring: adminBusinessQuerySchema,
        body: sendInvitationRequestSchema,
        response: { 200: sendInvitationResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 429) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canInviteClients(scope));
      const answer = await sendInvitations(contextOf(app), scope, request.body.list, await clientInvitationOutbox(request));
      if (answer.sent > 0) clientInvitationsSent(request);
      return answer;
    },
  );

  app.get(
    '/invitations',
    {
      schema: {
        tags: ['admin'],
        summary: 'Išsiųsti kvietimai (naujausi 100), jų skaičius ir kiek dar galima išsiųsti šiandien',
        querystring: adminBusinessQuerySchema,
        response: { 200: invitationsListSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const scope = await businessScopeOf(request, request.query.business);
      authorize(canViewInvitations(scope));
      return readInvitations(contextOf(app), scope);
    },
  );
};

export default adminInvitationRoutes;
