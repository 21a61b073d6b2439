import { myNotifications, notificationDismissal, notificationSeen } from '@vizitas/shared/api/user/notifications';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { requireUserOf } from '#server/http/guards.ts';
import { SESSION_COOKIE } from '#server/http/plugins/session.ts';
import { dismissNotification, listNotifications, markNotificationAsSeen } from '#server/modules/notifications/index.ts';

const perUser = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (request: { cookies: Record<string, string | undefined>; ip: string }) =>
    request.cookies[SESSION_COOKIE] ?? request.ip,
};

/**
 * `/api/user/notification…`: the logged-in user's own in-app notifications (the notifications
 * dialog, seed 2.2 item 4, 4, 7): the list with `current`, `newest` and `count`, and the two named
 * calls `mark_notification_as_seen` and `dismiss_notification` with `{id}`. Another user's id is
 * 404 `notification_not_found`.
 */
export const notificationEndpoints = [
  defineEndpoint(myNotifications, {
    headers: { 'cache-control': 'no-store' },
    handle: async (ctx, actor, { query }) => {
      const user = await requireUserOf(actor);
      return listNotifications(ctx.db, user.id, query, ctx.now());
    },
  }),
  defineEndpoint(notificationSeen, {
    route: { config: { rateLimit: perUser } },
    handle: async (ctx, actor, { body }) => {
      const user = await requireUserOf(actor);
      return markNotificationAsSeen(ctx.db, user, body.id, ctx.now());
    },
  }),
  defineEndpoint(notificationDismissal, {
    route: { config: { rateLimit: perUser } },
    handle: async (ctx, actor, { body }) => {
      const user = await requireUserOf(actor);
      return dismissNotification(ctx.db, user, body.id, ctx.now());
    },
  }),
];
