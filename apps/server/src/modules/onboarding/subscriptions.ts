import type { Db } from '@vizitas/db';
import type { DomainEventBus } from '#server/core/events.ts';
import { syncOnboarded } from './sync-onboarded.ts';

/**
 * A change of what a business offers (services, hours…) may make it bookable: then it becomes
 * onboarded and is listed in search (docs/decisions/022). A failure is reported like any
 * subscriber's; the checklist's next read marks it anyway.
 */
export function subscribeOnboarding(events: DomainEventBus, db: Db): void {
  events.on('catalogue.changed', (event) => {
    syncOnboarded(db, event.businessId).catch((error: unknown) => events.reportFailure(error, 'catalogue.changed'));
  });
}
