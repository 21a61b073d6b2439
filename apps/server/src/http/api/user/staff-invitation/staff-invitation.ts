import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptStaffInvitationSchema, acceptedStaffInvitationSchema } from '@vizitas/shared/schemas/staff-invitation';
import { contextOf } from '#server/http/app-context.ts';
import { requireUser } from '#server/http/guards.ts';
import { errorResponses } from '#server/http/openapi.ts';
import { acceptStaffInvitation } from '#server/modules/specialists/index.ts';

/** `POST /api/user/staff-invitation/accept`: the logged-in person joins the business as staff (docs/decisions/025). */
const userStaffInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/staff-invitation/accept',
    {
      schema: {
        tags: ['user'],
        summary: 'Priimti kvietimą į verslo komandą',
        body: acceptStaffInvitationSchema,
        response: { 200: acceptedStaffInvitationSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return acceptStaffInvitation(contextOf(app), user.id, request.body.token);
    },
  );
};

export default userStaffInvitationRoutes;
