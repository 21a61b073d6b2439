import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@vizitas/shared';
import {
  notificationActionResultSchema,
  notificationIdBodySchema,
  notificationListQuerySchema,
  notificationListSchema,
} from '@vizitas/shared/schemas/notification';
import { errorResponses } from '#server/http/openapi.ts';
import { requireUser } from '#server/http/guards.ts';
import { SESSION_COOKIE } from '#server/http/plugins/session.ts';
import { dismissNotification, listNotifications, markNotificationAsSeen } from '#server/modules/notifications/index.ts';

const TAGS = ['user'];
const perUser = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (request: { cookies: Record<string, string | undefined>; ip: string }) =>
    request.cookies[SESSION_COOKIE] ?? request.ip,
};
/** `/api/user/…` as the route table names them (this plugin is registered under `/api/user`). */
const underUser = (path: string) => path.replace(/^\/api\/user/, '');

/**
 * `/api/user/notification…`: the logged-in user's own in-app notifications (the notifications
 * dialog, seed 2.2 item 4, 4, 7): the list with `current`, `newest` and `count`, and the two named
 * calls `mark_notification_as_seen` and `dismiss_notification` with `{id}`. Another user's id is
 * 404 `notification_not_found`.
 */
const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    underUser(ROUTES.notification_list.path),
    {
      schema: {
        tags: TAGS,
        summary: 'Mano pranešimai: current, newest, count (neperžiūrėtų skaičius eilute) ir nepaslėpti pranešimai, naujausi pirmi',
        description: '`business` – tik šio verslo pranešimai (verslo domene).',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return listNotifications(app.database.db, user.id, request.query, app.now());
    },
  );

  app.post(
    underUser(ROUTES.mark_notification_as_seen.path),
    {
      config: { rateLimit: perUser },
      schema: {
        tags: TAGS,
        summary: 'Pažymėti savo pranešimą peržiūrėtu (mark_notification_as_seen)',
        description: '404 `notification_not_found` – pranešimo nėra arba jis ne jūsų.',
        body: notificationIdBodySchema,
        response: { 200: notificationActionResultSchema, ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return markNotificationAsSeen(app.database.db, user, request.body.id, app.now());
    },
  );

  app.post(
    underUser(ROUTES.dismiss_notification.path),
    {
      config: { rateLimit: perUser },
      schema: {
        tags: TAGS,
        summary: 'Paslėpti savo pranešimą (dismiss_notification)',
        description: '404 `notification_not_found` – pranešimo nėra arba jis ne jūsų.',
        body: notificationIdBodySchema,
        response: { 200: notificationActionResultSchema, ...errorResponses(400, 401, 404, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return dismissNotification(app.database.db, user, request.body.id, app.now());
    },
  );
};

export default notificationRoutes;
