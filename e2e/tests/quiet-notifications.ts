import type { BrowserContext, Page } from '@playwright/test';
import { quietPrompts } from './quiet-prompts';

/**
 * The notifications dialog opens by itself over any page of a user with unseen notifications (the
 * demo customer and the demo admin have some, and every booking adds more). Journeys about other
 * things start with an empty inbox instead; the notifications journey (notifications.spec.ts) uses
 * the real one.
 */
export async function quietNotifications(target: BrowserContext | Page): Promise<void> {
  // The contexts that quiet the inbox quiet the web push and install prompts too.
  await quietPrompts(target);
  await target.route('**/api/user/notifications**', (route) =>
    route.fulfill({ json: { current: new Date().toISOString(), newest: null, count: '0', items: [] } }),
  );
}
