import type { CommandContext } from '#server/core/context.ts';
import { reactionsOf, type ModuleReactions } from '#server/core/events.ts';
import { NOTIFYING_EVENTS, recordNotifications } from './record-notifications.ts';
import { recordReviewHiddenNotifications } from './record-review-notifications.ts';

const on = reactionsOf<CommandContext>();

/**
 * In-app notifications follow the appointment events in the transaction's phase: the rows are
 * written with the change itself, so a notification exists exactly when its change committed.
 * The rows written are recorded in the same transaction as `notifications.recorded`, which the
 * other channels follow (web push enqueues its jobs there, docs/decisions/027). Whoever writes
 * notification rows elsewhere records that event the same way.
 */
export const notificationReactions: ModuleReactions<CommandContext> = {
  owner: 'notifications',
  reactions: [
    on.inTransaction(NOTIFYING_EVENTS, async (ctx, tx, event, name) => {
      const written = await recordNotifications(tx, name, event, ctx.now());
      if (written.length > 0) await ctx.events.record(tx, 'notifications.recorded', { notifications: written });
    }),
    // A review the operator hid: its author and the business read the reason.
    on.inTransaction('review.hidden', async (ctx, tx, event) => {
      const written = await recordReviewHiddenNotifications(tx, event, ctx.now());
      if (written.length > 0) await ctx.events.record(tx, 'notifications.recorded', { notifications: written });
    }),
  ],
};
