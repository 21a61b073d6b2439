import type { DomainEventBus } from '#server/core/events.ts';
import { NOTIFYING_EVENTS, recordNotifications } from './record-notifications.ts';

/**
 * In-app notifications follow the appointment events in the transaction's phase: the rows are
 * written with the change itself, so a notification exists exactly when its change committed.
 */
export function subscribeNotifications(events: DomainEventBus, now: () => Date): void {
  for (const name of NOTIFYING_EVENTS) {
    events.inTransaction(name, async (tx, event) => {
      await recordNotifications(tx, name, event, now());
    });
  }
}
