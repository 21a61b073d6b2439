/**
 * Notification rows → web push: when notification rows are written for users with push
 * subscriptions, one `send-push` job per row and browser is enqueued in the same transaction (the
 * push exists exactly when the notification does), held back to 08:00 when it is written in the
 * quiet hours (21:00–08:00 Vilnius). The key names the notification and the browser, so a row is
 * pushed to a browser at most once (docs/decisions/027).
 */
import { APPOINTMENT_EVENTS, reactionsOf, type ModuleReactions } from '#server/core/events.ts';
import { nextPushTime, subscriptionsOfUsers } from '#server/modules/push/index.ts';
import type { JobQueue } from './queue.ts';

export interface PushSubscriptionDeps {
  queue: JobQueue;
  now: () => Date;
  /** False: push at any hour (config `PUSH_QUIET_HOURS=off`). */
  quietHours?: boolean;
}

const on = reactionsOf<PushSubscriptionDeps>();

export const pushReactions: ModuleReactions<PushSubscriptionDeps> = {
  owner: 'jobs: push',
  reactions: [
    on.inTransaction('notifications.recorded', async (deps, tx, event) => {
      const browsers = await subscriptionsOfUsers(
        tx,
        event.notifications.map((row) => row.userId),
      );
      if (browsers.length === 0) return;
      const now = deps.now();
      const at = deps.quietHours === false ? now : nextPushTime(now);
      for (const row of event.notifications) {
        for (const browser of browsers) {
          if (browser.userId !== row.userId) continue;
          const key = `push:${row.id}:${browser.id}`;
          await deps.queue.send(
            'send-push',
            { key, notificationId: row.id, subscriptionId: browser.id },
            { key, db: tx, ...(at > now ? { startAfter: at } : {}) },
          );
        }
      }
    }),
    // The rows of an appointment event are written in its transaction: after the commit, the push
    // worker of this process is woken (rows written elsewhere are found by its next poll).
    on.afterCommit(APPOINTMENT_EVENTS, (deps) => deps.queue.wake('send-push')),
  ],
};
