import type { ReadContext } from '#server/core/context.ts';
import { reactionsOf, type ModuleReactions } from '#server/core/events.ts';
import { cacheSlot } from '#server/core/shelf.ts';
import type { PageCache } from './page-cache.ts';
import type { PublicAnswers } from './public-answers.ts';

/** What the pages keep of the data: rendered pages, and the public answers they were built from. */
export interface PageCaches {
  readonly pages: PageCache;
  readonly publicAnswers: PublicAnswers;
}

/** The app's page caches: set by the pages plugin where pages are served and cached (none elsewhere). */
export const PAGE_CACHES = cacheSlot('pages.caches', (): { held?: PageCaches } => ({}));

function invalidateBusiness(ctx: ReadContext, businessId: string): void {
  const held = ctx.caches.of(PAGE_CACHES).held;
  held?.pages.invalidateBusiness(businessId);
  held?.publicAnswers.invalidateBusiness(businessId);
}

const on = reactionsOf<ReadContext>();

/**
 * The cached pages follow every process's writes: a review (written, hidden, shown) changes the
 * business's average on its pages and on the listings; a change of the catalogue (services, specialists, hours) what its
 * pages show; its face (name, description, contacts, logo, photos; docs/decisions/026) too. When
 * other processes' events may have been missed (the relay listens again after a loss), all of it.
 */
export const pageReactions: ModuleReactions<ReadContext> = {
  owner: 'pages',
  reactions: [
    on.anyProcess(
      ['review.created', 'review.updated', 'review.hidden', 'review.shown', 'catalogue.changed', 'business.profile_changed'],
      (ctx, event) => invalidateBusiness(ctx, event.businessId),
    ),
    on.eventsMissed((ctx) => {
      const held = ctx.caches.of(PAGE_CACHES).held;
      held?.pages.clear();
      held?.publicAnswers.clear();
    }),
  ],
};
