import type { AppContext } from '#server/core/context.ts';
import { appError } from '@vizitas/shared';
import { mailUnsubscribe, mailUnsubscribeInfo } from '@vizitas/shared/api/public/links';
import { NOTIFICATION_TOPICS, type NotificationTopic } from '@vizitas/shared/schemas/notification-settings';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { secretBoxKey } from '#server/lib/secret-box.ts';
import { readUnsubscribeToken } from '#server/lib/unsubscribe-token.ts';
import { unsubscribeFromMail, unsubscribeInfo } from '#server/modules/notifications/index.ts';

const rateLimit = { max: 30, timeWindow: '15 minutes' };

function tokenOf(ctx: AppContext, token: string): { userId: string; topic: NotificationTopic } {
  const read = readUnsubscribeToken(secretBoxKey(ctx.secrets.cookie, 'unsubscribe-v1'), token);
  if (!read || !(NOTIFICATION_TOPICS as readonly string[]).includes(read.topic)) throw appError('invalid_token');
  return { userId: read.userId, topic: read.topic as NotificationTopic };
}

/**
 * `/api/public/unsubscribe?token=` (route `unsubscribe_api`, docs/decisions/028): the unsubscribe
 * link of every mail one can unsubscribe from, without logging in. `GET` tells what it
 * unsubscribes from (the page asks first: a mail scanner that opens links unsubscribes nobody);
 * `POST` does it — also RFC 8058's one-click, which mail clients send as
 * `List-Unsubscribe=One-Click` in a form body, with no cookie and no Origin (the CSRF rule lets a
 * request without a session through). A token that is not ours: 400 `invalid_token`.
 */
export const unsubscribeEndpoints = [
  defineEndpoint(mailUnsubscribeInfo, {
    route: { config: { rateLimit } },
    headers: { 'cache-control': 'no-store' },
    handle: async (ctx, _actor, { query }) => {
      const { userId, topic } = tokenOf(ctx, query.token);
      const info = await unsubscribeInfo(ctx.db, userId, topic);
      if (!info) throw appError('invalid_token');
      return { topic, ...info };
    },
  }),
  defineEndpoint(mailUnsubscribe, {
    route: { config: { rateLimit } },
    handle: async (ctx, _actor, { query }) => {
      const { userId, topic } = tokenOf(ctx, query.token);
      if (!(await unsubscribeInfo(ctx.db, userId, topic))) throw appError('invalid_token');
      await unsubscribeFromMail(ctx.db, userId, topic, ctx.now());
      return { success: true as const, topic };
    },
  }),
];
