import { appError, messages } from '@vizitas/shared';
import { myLogoutEverywhere, mySessionEnd, mySessions } from '@vizitas/shared/api/user/sessions';
import { defineEndpoint, defineHttpEndpoint } from '#server/http/endpoint.ts';
import { requireUserOf } from '#server/http/guards.ts';
import { clearSessionCookie } from '#server/http/plugins/session.ts';
import {
  canEndSession,
  deleteOwnSession,
  deleteUserSessions,
  findSession,
  listActiveSessions,
} from '#server/modules/account/index.ts';

/** `/api/user/sessions*`: where the user is logged in; ending one, or all ("log out everywhere"). */
export const sessionEndpoints = [
  defineEndpoint(mySessions, {
    handle: async (ctx, actor) => {
      const user = await requireUserOf(actor);
      const rows = await listActiveSessions(ctx.db, user.id, ctx.now());
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
  defineHttpEndpoint(mySessionEnd, {
    handle: async (ctx, actor, { params }, { reply }) => {
      const user = await requireUserOf(actor);
      const session = await findSession(ctx.db, params.id);
      // Another person's session is answered like a missing one: ids cannot be probed.
      if (!session || !canEndSession(user, session)) throw appError('resource_not_found');
      if (!(await deleteOwnSession(ctx.db, user.id, session.id))) throw appError('resource_not_found');
      if (params.id === user.sessionId) clearSessionCookie(reply);
      reply.flash('success', messages.profile.sessions.ended);
      return { success: true as const, message: messages.profile.sessions.ended };
    },
  }),
  defineHttpEndpoint(myLogoutEverywhere, {
    handle: async (ctx, actor, _input, { reply }) => {
      const user = await requireUserOf(actor);
      await deleteUserSessions(ctx.db, user.id);
      clearSessionCookie(reply);
      reply.flash('success', messages.profile.sessions.loggedOutEverywhere);
      return { success: true as const, message: messages.profile.sessions.loggedOutEverywhere };
    },
  }),
];
