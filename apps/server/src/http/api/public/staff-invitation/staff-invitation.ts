import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffInvitationQuerySchema, staffInvitationViewSchema } from '@vizitas/shared/schemas/staff-invitation';
import { errorResponses } from '#server/http/openapi.ts';
import { staffInvitationView } from '#server/modules/specialists/index.ts';

/** `GET /api/public/staff-invitation?token=`: what a staff invitation's link shows before it is accepted. */
const staffInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff-invitation',
    {
      schema: {
        tags: ['public'],
        summary: 'Kvietimas į verslo komandą: kuris verslas, kaip kuris specialistas',
        querystring: staffInvitationQuerySchema,
        response: { 200: staffInvitationViewSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return staffInvitationView(app.database.db, request.query.token, app.now());
    },
  );
};

export default staffInvitationRoutes;
