import type { Browser, Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations } from './a11y';
import { ADMIN, collectErrors } from './admin-steps';
import { CUSTOMER, SERVICE, SLUG, SPECIALIST, chooseUntilSummary } from './booking-steps';
import { expect, SCREENSHOT_DIR, test, waitForHydration } from './fixtures';
import { logInByApi, skipDialogDelay, type Account } from './login';
import { quietPrompts } from './quiet-prompts';

/**
 * In-app notifications (issue 14 items 1–3, seed 2.2 item 4, 4): a customer's booking makes a
 * badge appear for the admin, whose dialog opens by itself with the new request; the customer
 * opens her dialog with ?pranesimai, clicks an unseen notification (marked seen, the browser goes
 * to its page) and dismisses them all down to the empty-inbox message. These contexts have the
 * real inbox (the other journeys start with an empty one, see quiet-notifications.ts).
 */

const PHONE = { width: 375, height: 812 };

interface ListAnswer {
  current: string;
  newest: string | null;
  count: string;
  items: Array<{ id: string; text: string; href: string; seen: boolean }>;
}

/** A logged-in page with the real notifications (cookies accepted, the review dialog kept away). */
async function realPage(browser: Browser, baseURL: string, account: Account, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId: 'Europe/Vilnius', viewport });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  await quietPrompts(context);
  const page = await context.newPage();
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
  await skipDialogDelay(page);
  await logInByApi(page.request, baseURL, account);
  return page;
}

/** The dialog over the page: the window, not the full page, at 375 and 1280 px. */
async function windowShots(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const before = page.viewportSize();
  for (const [label, width, height] of [
    ['375', 375, 812],
    ['1280', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The dialog's fade (500 ms) and its size after the resize.
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`) });
  }
  if (before) await page.setViewportSize(before);
}

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Pranešimai' });
const badgeOf = (bell: Locator) => bell.getByTestId('notifications-badge').locator('[aria-hidden="true"]');

/** The number on a bell's badge (0 when there is none). */
async function badgeNumber(bell: Locator): Promise<number> {
  const badge = badgeOf(bell);
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

test('a customer booking makes a badge appear for the admin, whose dialog opens by itself with the request', async ({
  browser,
  baseURL,
  page,
}) => {
  const admin = await realPage(browser, baseURL!, ADMIN);
  const adminErrors = collectErrors(admin);
  await admin.goto('/administratorius/vizitai/sarasas');
  await waitForHydration(admin);
  const bell = admin.locator('.vz-admin__bell').getByRole('button', { name: /^Atidaryti pranešimus/ });
  await expect(bell).toBeVisible();
  // The navbar has no second bell in the admin area.
  await expect(admin.locator('.vz-header__bell')).toHaveCount(0);
  const before = await badgeNumber(bell);
  // The demo admin has unseen notifications: the dialog opened by itself. Closing it stores the marker.
  const dialog = dialogOf(admin);
  if (before > 0) {
    await expect(dialog).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  const stored = await admin.evaluate(() => localStorage.getItem('notificationsShown'));
  if (before > 0) expect(Object.values(JSON.parse(stored ?? '{}'))).toHaveLength(1);
  // The login's toast closed, so that the shell's head is in the picture on a phone too.
  for (const toast of await admin.locator('.vz-toast').all()) await toast.getByRole('button', { name: 'Uždaryti' }).click();
  await expect(admin.locator('.vz-toast')).toHaveCount(0);
  await windowShots(admin, 'notifications-admin-bell');

  // The customer books in the browser (her own inbox is not what this part is about: quiet).
  await page.setViewportSize(PHONE);
  await logInByApi(page.request, baseURL!, CUSTOMER);
  await page.goto(`/naujas-vizitas/${SLUG}`);
  await waitForHydration(page);
  const { time } = await chooseUntilSummary(page, { specialist: SPECIALIST, laterMonth: true });
  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Jūsų vizitas užregistruotas!' })).toBeFocused();

  // The admin's next page: one more on the badge, and the dialog opens by itself (a newer notification).
  await admin.reload();
  await waitForHydration(admin);
  await expect(badgeOf(bell)).toHaveText(String(before + 1));
  await expect(dialog).toBeVisible();
  const newest = dialog.locator('.vz-ntf-item').first();
  await expect(newest).toHaveAttribute('data-active', 'true');
  await expect(newest).toContainText('Nauja registracija laukia patvirtinimo: Ieva Petrauskienė');
  await expect(newest).toContainText(SERVICE);
  // The specialist in the accusative after „pas“ (Aistė Kazlauskienė).
  await expect(newest).toContainText(`${time} pas Aistę Kazlauskienę.`);
  await expect(newest.getByRole('link')).toHaveAttribute('href', /^\/administratorius\/vizitai\/[0-9a-f-]{36}\/redaguoti\?verslas=studija-aiste$/);
  await expect(dialog.getByRole('tab', { name: /^Pranešimai/ })).toHaveAttribute('aria-selected', 'true');
  await expectNoAxeViolations(admin, 'admin notifications dialog');
  await windowShots(admin, 'notifications-admin-dialog');

  // The second tab says what the business is told.
  await dialog.getByRole('tab', { name: 'Apie pranešimus' }).click();
  await expect(dialog.getByRole('tabpanel')).toContainText('Verslo nariai čia gauna žinias');
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(adminErrors).toEqual([]);
});

test('the customer opens the dialog with ?pranesimai, opens a notification, and dismisses them all down to the empty inbox', async ({
  browser,
  baseURL,
}) => {
  const page = await realPage(browser, baseURL!, CUSTOMER, PHONE);
  const errors = collectErrors(page);
  const listAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/notifications');
  await page.goto('/vizitai?pranesimai');
  await waitForHydration(page);
  const list = (await (await listAnswer).json()) as ListAnswer;
  const unseen = list.items.filter((item) => !item.seen);
  // The demo notifications and the booking of the journey before (or of this run's own, alone).
  expect(unseen.length).toBeGreaterThan(0);
  expect(list.count).toBe(String(unseen.length));

  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  const bell = page.locator('.vz-header__bell').getByRole('button', { name: /^Atidaryti pranešimus/ });
  await expect(badgeOf(bell)).toHaveText(list.count);
  const active = dialog.locator('.vz-ntf-item[data-active="true"]');
  await expect(active).toHaveCount(unseen.length);
  await expect(dialog.locator('.vz-ntf-item')).toHaveCount(list.items.length);
  await expectNoAxeViolations(page, 'customer notifications dialog');
  await windowShots(page, 'notifications-customer-dialog');

  // A click on an unseen one: no longer active, mark-as-seen sent, then its page.
  const first = active.first();
  const id = await first.getAttribute('data-notification-id');
  const href = await first.getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/vizitai\/[a-z-]+$/);
  const seenCall = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/user/notification/mark-as-seen' && request.method() === 'POST',
  );
  const nextList = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/user/notifications' && new URL(page.url()).pathname === href,
  );
  await first.getByRole('link').click();
  expect((await seenCall).postDataJSON()).toEqual({ id });
  await page.waitForURL((url) => url.pathname === href);
  await waitForHydration(page);
  // Leaving through a notification stored the marker: its page does not open the dialog again.
  await nextList;
  await page.waitForTimeout(500);
  await expect(dialog).toHaveCount(0);
  const after = (await (await page.request.get('/api/user/notifications')).json()) as ListAnswer;
  expect(after.items.find((item) => item.id === id)?.seen).toBe(true);
  expect(after.count).toBe(String(unseen.length - 1));

  // Forced open again: the one opened is no longer active; dismiss every notification.
  await page.goto('/vizitai?pranesimai');
  await waitForHydration(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(`[data-notification-id="${id}"]`)).toHaveAttribute('data-active', 'false');
  let count = unseen.length - 1;
  for (let left = after.items.length; left > 0; left--) {
    const item = dialog.locator('.vz-ntf-item').first();
    const wasActive = (await item.getAttribute('data-active')) === 'true';
    const itemId = await item.getAttribute('data-notification-id');
    const dismissCall = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/user/notification/dismiss' && response.status() === 200,
    );
    await item.getByRole('button', { name: 'Paslėpti pranešimą' }).click();
    await dismissCall;
    await expect(dialog.locator(`[data-notification-id="${itemId}"]`)).toHaveCount(0);
    if (wasActive) count -= 1;
    // Every badge follows: the bell's and the tab's, removed at 0.
    if (count > 0) {
      await expect(badgeOf(bell)).toHaveText(String(count));
      await expect(badgeOf(dialog.getByRole('tab', { name: /^Pranešimai/ }))).toHaveText(String(count));
    } else {
      await expect(bell.getByTestId('notifications-badge')).toHaveCount(0);
      await expect(dialog.getByTestId('notifications-badge')).toHaveCount(0);
    }
    // No empty day group is left behind.
    for (const group of await dialog.locator('.vz-ntf-group').all()) expect(await group.locator('.vz-ntf-item').count()).toBeGreaterThan(0);
    if (left === 2) await windowShots(page, 'notifications-customer-last-one');
  }
  await expect(dialog.getByTestId('notifications-empty')).toHaveText('Naujų pranešimų nėra.');
  await expect(dialog.locator('.vz-ntf-group')).toHaveCount(0);
  await expectNoAxeViolations(page, 'empty notifications dialog');
  await windowShots(page, 'notifications-customer-empty');

  // Closed: the current marker is stored for the page's business (the platform on the main domain).
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('notificationsShown'))) ?? '{}') as Record<string, string>;
  expect(Date.parse(stored.platform ?? '')).toBeGreaterThan(0);
  const server = (await (await page.request.get('/api/user/notifications')).json()) as ListAnswer;
  expect(server).toMatchObject({ count: '0', newest: null, items: [] });

  // Without ?pranesimai and with nothing new it does not open by itself.
  await page.goto('/vizitai');
  await waitForHydration(page);
  await expect(page.locator('html[data-chrome-ready="true"]')).toHaveCount(1);
  await expect(bell).toBeVisible();
  await page.waitForTimeout(500);
  await expect(dialog).toHaveCount(0);
  await expectNoAxeViolations(page, 'visits with the bell');
  await windowShots(page, 'notifications-customer-bell');
  expect(errors).toEqual([]);
});
