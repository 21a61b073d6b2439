import type { DomainEventBus } from '#server/core/events.ts';
import { NOTIFYING_EVENTS, recordNotifications } from './record-notifications.ts';

/**
 * In-app notifications follow the appointment events in the transaction's phase: the rows are
 * written with the change itself, so a notification exists exactly when its change committed.
 * The rows written are recorded in the same transaction as `notifications.recorded`, which the
 * other channels follow (web push enqueues its jobs there, docs/decisions/027). Whoever writes
 * notification rows elsewhere records that event the same way.
 */
export function subscribeNotifications(events: DomainEventBus, now: () => Date): void {
  for (const name of NOTIFYING_EVENTS) {
    events.inTransaction(name, async (tx, event) => {
      const written = await recordNotifications(tx, name, event, now());
      if (written.length > 0) await events.record(tx, 'notifications.recorded', { notifications: written });
    });
  }
}
