import type { Shelf } from '#server/core/shelf.ts';
import { APPOINTMENT_EVENTS, type DomainEventBus } from '#server/core/events.ts';
import { invalidateAllAvailability, invalidateBookings, invalidateCatalogue } from './cache.ts';

/**
 * The booking calendar's caches follow the writes of every process on the database: a change of what the
 * business offers drops its catalogue (and its appointment entries); any appointment event drops
 * its held times, so the calendar shows a booked, moved or cancelled time at once. When other
 * processes' events may have been missed (the relay listens again after a loss), everything goes.
 */
export function subscribeAvailability(events: DomainEventBus, caches: Shelf): void {
  events.onAnyProcess('catalogue.changed', (event) => invalidateCatalogue(caches, event.businessId));
  // The catalogue holds the business row its public detail is made from (name, logo, contacts…).
  events.onAnyProcess('business.profile_changed', (event) => invalidateCatalogue(caches, event.businessId));
  for (const name of APPOINTMENT_EVENTS) events.onAnyProcess(name, (event) => invalidateBookings(caches, event.businessId));
  events.onEventsMissed(() => invalidateAllAvailability(caches));
}
