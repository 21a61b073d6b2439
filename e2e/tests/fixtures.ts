import { test as base, expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { quietNotifications } from './quiet-notifications';

export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

/**
 * Every context starts with cookie consent given (the consent modal has its own journeys,
 * which clear cookies first) and an empty notifications inbox (`quietNotifications`).
 * `consoleErrors` collects console errors and uncaught page errors; a journey fails when any appear.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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

/** Saves a full-page screenshot at a phone width (375 px) and a desktop width (1280 px). */
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [label, width, height] of [
    ['375', 375, 812],
    ['1280', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
  }
}

/** React has hydrated when the root route's client entry marked the document. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}
