import type { Db } from '@vizitas/db';
import type { DomainEventBus } from './core/events.ts';
import { subscribeAvailability } from './modules/availability/index.ts';
import { subscribeOnboarding } from './modules/onboarding/index.ts';
import { subscribeNotifications } from './modules/notifications/index.ts';

/**
 * Who reacts to which domain event, in one place: each module subscribes what it owns. The
 * pages plugin subscribes the page cache itself (it exists only where pages are served).
 */
export function subscribeModules(events: DomainEventBus, db: Db, now: () => Date): void {
  subscribeAvailability(events, db);
  subscribeOnboarding(events, db);
  subscribeNotifications(events, now);
}
