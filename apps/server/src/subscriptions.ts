import type { CommandContext } from './core/context.ts';
import { subscribeAvailability } from './modules/availability/index.ts';
import { subscribeOnboarding } from './modules/onboarding/index.ts';
import { subscribeNotifications } from './modules/notifications/index.ts';

/**
 * Who reacts to which domain event, in one place: each module subscribes what it owns. The
 * pages plugin subscribes the page cache itself (it exists only where pages are served).
 */
export function subscribeModules(context: CommandContext): void {
  const { events, db, now } = context;
  subscribeAvailability(events, context.caches);
  subscribeOnboarding(events, db);
  subscribeNotifications(events, now);
}
