import type { ReadContext } from '#server/core/context.ts';
import { APPOINTMENT_EVENTS, reactionsOf, type ModuleReactions } from '#server/core/events.ts';
import { invalidateAllAvailability, invalidateBookings, invalidateCatalogue } from './cache.ts';

const on = reactionsOf<ReadContext>();

/**
 * The booking calendar's caches follow the writes of every process on the database: a change of
 * what the business offers drops its catalogue (and its appointment entries) — the catalogue also
 * holds the business row its public detail is made from (name, logo, contacts…); any appointment
 * event drops its held times, so the calendar shows a booked, moved or cancelled time at once.
 * When other processes' events may have been missed (the relay listens again after a loss),
 * everything goes.
 */
export const availabilityReactions: ModuleReactions<ReadContext> = {
  owner: 'availability',
  reactions: [
    on.anyProcess(['catalogue.changed', 'business.profile_changed'], (ctx, event) =>
      invalidateCatalogue(ctx.caches, event.businessId),
    ),
    on.anyProcess(APPOINTMENT_EVENTS, (ctx, event) => invalidateBookings(ctx.caches, event.businessId)),
    on.eventsMissed((ctx) => invalidateAllAvailability(ctx.caches)),
  ],
};
