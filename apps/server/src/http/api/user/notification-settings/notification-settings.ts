import { myNotificationSettings, myNotificationSettingsSave } from '@vizitas/shared/api/user/notifications';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { requireUserOf } from '#server/http/guards.ts';
import { preferencesOf, saveNotificationSettings } from '#server/modules/notifications/index.ts';

/**
 * `/api/user/notification-settings` (route `notification_settings_api`): the logged-in user's
 * own notification settings — which channels (e-mail, push, in-app) for which topics (docs/decisions/028).
 */
export const notificationSettingsEndpoints = [
  defineEndpoint(myNotificationSettings, {
    headers: { 'cache-control': 'no-store' },
    handle: async (ctx, actor) => {
      const user = await requireUserOf(actor);
      return { settings: await preferencesOf(ctx.db, user.id) };
    },
  }),
  defineEndpoint(myNotificationSettingsSave, {
    route: { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    handle: async (ctx, actor, { body }) => {
      const user = await requireUserOf(actor);
      return { settings: await saveNotificationSettings(ctx.db, user.id, body.settings, ctx.now()) };
    },
  }),
];
