import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROUTES } from '@vizitas/shared';
import { notificationSettingsSchema } from '@vizitas/shared/schemas/notification-settings';
import { errorResponses } from '#server/http/openapi.ts';
import { requireUser } from '#server/http/guards.ts';
import { preferencesOf, saveNotificationSettings } from '#server/modules/notifications/index.ts';

const underUser = (path: string) => path.replace(/^\/api\/user/, '');

/**
 * `/api/user/notification-settings` (route `notification_settings_api`): the logged-in user's
 * own notification settings — which channels (e-mail, push, in-app) for which topics (docs/decisions/028).
 */
const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    underUser(ROUTES.notification_settings_api.path),
    {
      schema: {
        tags: ['user'],
        summary: 'Mano pranešimų nustatymai: kokiais kanalais apie ką pranešti',
        description: 'Nepasirinkta – numatyta: viskas įjungta, išskyrus naujienas ir pasiūlymus.',
        response: { 200: notificationSettingsSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'no-store');
      return { settings: await preferencesOf(app.database.db, user.id) };
    },
  );

  app.put(
    underUser(ROUTES.notification_settings_api.path),
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['user'],
        summary: 'Išsaugoti savo pranešimų nustatymus (visa lentelė)',
        description: 'Laiškai apie paskyrą ir teisinius dalykus čia nevaldomi: jie siunčiami visada.',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errorResponses(400, 401, 413, 415, 429) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { settings: await saveNotificationSettings(app.database.db, user.id, request.body.settings, app.now()) };
    },
  );
};

export default notificationSettingsRoutes;
