import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError, messages } from '@vizitas/shared';
import { sessionIdParamsSchema, successMessageSchema } from '@vizitas/shared/schemas/account';
import { errorResponses } from '#server/http/openapi.ts';
import { requireUser, requireUserOf } from '#server/http/guards.ts';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { mySessions } from '@vizitas/shared/api/user/sessions';
import { clearSessionCookie } from '#server/http/plugins/session.ts';
import {
  canEndSession,
  deleteOwnSession,
  deleteUserSessions,
  findSession,
  listActiveSessions,
} from '#server/modules/account/index.ts';

const TAGS = ['user'];

export const sessionEndpoints = [
  defineEndpoint(mySessions, {
    handle: async (app, _input, actor) => {
      const user = await requireUserOf(actor);
      const rows = await listActiveSessions(app.database.db, user.id, app.now());
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          current: row.id === user.sessionId,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          userAgent: row.userAgent,
          ip: row.ip,
        })),
      };
    },
  }),
];

/** `/api/user/sessions*`: where the user is logged in; ending one, or all ("log out everywhere"). */
const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Vienos sesijos (įrenginio) atjungimas',
        params: sessionIdParamsSchema,
        response: { 200: successMessageSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const session = await findSession(app.database.db, request.params.id);
      // Another person's session is answered like a missing one: ids cannot be probed.
      if (!session || !canEndSession(user, session)) throw appError('resource_not_found');
      if (!(await deleteOwnSession(app.database.db, user.id, session.id))) throw appError('resource_not_found');
      if (request.params.id === user.sessionId) clearSessionCookie(reply);
      reply.flash('success', messages.profile.sessions.ended);
      return { success: true as const, message: messages.profile.sessions.ended };
    },
  );

  app.post(
    '/sessions/logout-everywhere',
    {
      schema: {
        tags: TAGS,
        summary: 'Atsijungti visuose įrenginiuose (ir šiame)',
        response: { 200: successMessageSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await deleteUserSessions(app.database.db, user.id);
      clearSessionCookie(reply);
      reply.flash('success', messages.profile.sessions.loggedOutEverywhere);
      return { success: true as const, message: messages.profile.sessions.loggedOutEverywhere };
    },
  );
};

export default sessionRoutes;
