import type { BrowserContext, Page } from '@playwright/test';

/**
 * The web push opt-in (once she has a visit, or the member a business) and the PWA dialog queue
 * themselves over a logged-in page (docs/decisions/027; PRODUCT.md, Prompts: one of them a session).
 * Journeys about other things start in a browser that was asked before and said no to
 * notifications (seed 4: "denied → nothing") and that offers no install prompt; the web push and
 * PWA journeys (web-push.spec.ts, pwa.spec.ts) use browsers in their real states.
 */
export async function quietPrompts(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    if ('Notification' in window) Object.defineProperty(Notification, 'permission', { get: () => 'denied', configurable: true });
    window.addEventListener('beforeinstallprompt', (event) => event.stopImmediatePropagation(), true);
  });
}
