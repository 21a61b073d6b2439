/**
 * Who reacts to which domain event, in one list (docs/decisions/052): each module's
 * `reactions.ts` declares what it does on which event; here each is given what it needs and
 * wired to the app's events, in this order (within a phase, reactions run in the order listed).
 * The list lives beside the composition root rather than in `core/events.ts`, which declares
 * the reactions' shape: core imports no module (the layers' rule 5).
 */
import type { AppContext } from './core/context.ts';
import { withDeps, wireReactions } from './core/events.ts';
import { pageReactions } from './http/pages/reactions.ts';
import { pushReactions, type PushSubscriptionDeps } from './jobs/push-subscriptions.ts';
import { mailReactions, type MailSubscriptionDeps } from './jobs/subscriptions.ts';
import { availabilityReactions } from './modules/availability/index.ts';
import { notificationReactions } from './modules/notifications/index.ts';
import { onboardingReactions } from './modules/onboarding/index.ts';

export interface ReactionDeps {
  context: AppContext;
  /** What the mails of the events are written with (origin, sender, unsubscribe links…). */
  mail: MailSubscriptionDeps;
  push: PushSubscriptionDeps;
}

/** Wires every reaction of the app to its events. */
export function wireAppReactions(deps: ReactionDeps): void {
  wireReactions(deps.context.events, [
    // What this process keeps of the data, dropped when it changes in any process.
    withDeps(availabilityReactions, deps.context),
    // Rows written with the change: the in-app notifications, then the jobs that follow them.
    withDeps(onboardingReactions, deps.context),
    withDeps(notificationReactions, deps.context),
    withDeps(mailReactions, deps.mail),
    withDeps(pushReactions, deps.push),
    // The cached pages last: they are rendered again from the caches above.
    withDeps(pageReactions, deps.context),
  ]);
}
