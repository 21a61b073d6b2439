import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appError, ROUTES } from '@vizitas/shared';
import {
  NOTIFICATION_TOPICS,
  unsubscribeInfoSchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
  type NotificationTopic,
} from '@vizitas/shared/schemas/notification-settings';
import { errorResponses } from '#server/http/openapi.ts';
import { secretBoxKey } from '#server/lib/secret-box.ts';
import { readUnsubscribeToken } from '#server/lib/unsubscribe-token.ts';
import { unsubscribeFromMail, unsubscribeInfo } from '#server/modules/notifications/index.ts';

const underPublic = (path: string) => path.replace(/^\/api\/public/, '');

/**
 * `/api/public/unsubscribe?token=` (route `unsubscribe_api`, docs/decisions/028): the unsubscribe
 * link of every mail one can unsubscribe from, without logging in. `GET` tells what it
 * unsubscribes from (the page asks first: a mail scanner that opens links unsubscribes nobody);
 * `POST` does it — also RFC 8058's one-click, which mail clients send as
 * `List-Unsubscribe=One-Click` in a form body, with no cookie and no Origin (the CSRF rule lets a
 * request without a session through). A token that is not ours: 400 `invalid_token`.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: 30, timeWindow: '15 minutes' };
  // The one-click body (`List-Unsubscribe=One-Click`) is a form: read as nothing, the token is in the address.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
  const tokenOf = (token: string): { userId: string; topic: NotificationTopic } => {
    const read = readUnsubscribeToken(secretBoxKey(app.secrets.cookie, 'unsubscribe-v1'), token);
    if (!read || !(NOTIFICATION_TOPICS as readonly string[]).includes(read.topic)) throw appError('invalid_token');
    return { userId: read.userId, topic: read.topic as NotificationTopic };
  };

  app.get(
    underPublic(ROUTES.unsubscribe_api.path),
    {
      config: { rateLimit },
      schema: {
        tags: ['public'],
        summary: 'Laiškų atsisakymo nuoroda: apie ką laiškai ir kieno adresas (iš dalies paslėptas)',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeInfoSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { userId, topic } = tokenOf(request.query.token);
      const info = await unsubscribeInfo(app.database.db, userId, topic);
      if (!info) throw appError('invalid_token');
      reply.header('cache-control', 'no-store');
      return { topic, ...info };
    },
  );

  app.post(
    underPublic(ROUTES.unsubscribe_api.path),
    {
      config: { rateLimit },
      schema: {
        tags: ['public'],
        summary: 'Atsisakyti šių laiškų (ir RFC 8058 „one-click“)',
        description: 'Kūnas nebūtinas: `List-Unsubscribe=One-Click` (forma) arba tuščias JSON.',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { userId, topic } = tokenOf(request.query.token);
      if (!(await unsubscribeInfo(app.database.db, userId, topic))) throw appError('invalid_token');
      await unsubscribeFromMail(app.database.db, userId, topic, app.now());
      return { success: true as const, topic };
    },
  );
};

export default unsubscribeRoutes;
