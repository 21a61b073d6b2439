import type { ReadContext } from '#server/core/context.ts';
import { reactionsOf, type ModuleReactions } from '#server/core/events.ts';
import { syncOnboarded } from './sync-onboarded.ts';

const on = reactionsOf<ReadContext>();

/**
 * A change of what a business offers (services, hours…) may make it bookable: then it becomes
 * onboarded and is listed in search (docs/decisions/022). A failure is reported like any
 * reaction's; the checklist's next read marks it anyway.
 */
export const onboardingReactions: ModuleReactions<ReadContext> = {
  owner: 'onboarding',
  reactions: [
    on.afterCommit('catalogue.changed', async (ctx, event) => {
      await syncOnboarded(ctx.db, event.businessId);
    }),
  ],
};
