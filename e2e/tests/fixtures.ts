import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations, settled } from './a11y';
import { quietNotifications } from './quiet-notifications';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');
const SCREENSHOT_TIMEOUT_MS = 60_000;

/**
 * Every context starts with cookie consent given (the consent modal has its own journeys,
 * which clear cookies first) and an empty notifications inbox (`quietNotifications`).
 * `consoleErrors` collects console errors and uncaught page errors; a journey fails when any appear.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  // Each journey is a different person on her own network: its own client address (the server
  // trusts X-Forwarded-For from loopback), so the per-address rate limits of login and registration
  // count each journey's requests, not the whole suite's.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress() });
  },
  context: async ({ context, baseURL }, use) => {
    await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
    await quietNotifications(context);
    await use(context);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** A random private address (10.x.y.z) for one journey's browser and API requests. */
export function clientAddress(): string {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return `10.${part()}.${part()}.${part()}`;
}

/**
 * Saves a full-page screenshot at a phone width (375 px) and a desktop width (1280 px), and
 * checks the page with axe-core at each width: every state a journey photographs is also
 * checked for accessibility (zero violations), once it has settled (`settled`).
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [label, width, height] of [
    ['375', 375, 812],
    ['1280', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await settled(page);
    // A full-page capture of a tall page on a busy machine can take longer than a spec's action
    // timeout (CI once needed over 15 s); it is evidence, not behaviour, so it has its own limit.
    await page.screenshot({
      path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`),
      fullPage: true,
      animations: 'disabled',
      timeout: SCREENSHOT_TIMEOUT_MS,
    });
    await expectNoAxeViolations(page, `${name} at ${label} px`);
  }
}

/** React has hydrated when the root route's client entry marked the document. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}
