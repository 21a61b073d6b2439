import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { ADMIN } from './admin-steps';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { DEMO_CUSTOMER, logInByApi, skipDialogDelay } from './login';

/**
 * What the page chrome offers whom (issue 30 items 5, 7 and 9's axe): a customer is not sent to
 * the admin help („Pagalba“ answers 403 for her), a member is; the operator is never asked for a
 * phone number; the admin's new-visit form has its headings in order, and an open dialog adds no
 * second banner landmark.
 */

const OPERATOR = { email: 'operatorius@vizitas.lt', password: 'Demo12345!' };
const HELP = '/administratorius/pagalba/sarasas';

/** Hydrated, the chrome started, and nothing more arriving (a prompt's code and its API calls come before). */
async function pageSettled(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('html[data-chrome-ready="true"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
}

test.beforeEach(async ({ page }) => {
  await skipDialogDelay(page);
  // The review dialog has its own journey (review.spec.ts).
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
});

test('a customer sees no „Pagalba“ leading to the admin help, on the home page, /vizitai and the profile', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await logInByApi(page.request, baseURL!, DEMO_CUSTOMER);
  // The admin help is not hers: it answers 403.
  expect((await page.request.get(HELP, { maxRedirects: 0 })).status()).toBe(403);
  for (const path of ['/', '/vizitai', '/profilis']) {
    await page.goto(path);
    await pageSettled(page);
    // Logged in (her menu is there), and nowhere a link to the admin help, neither in the navbar nor in the phone's bottom bar.
    await expect(page.locator('nav a[href="/vizitai"]').first()).toBeAttached();
    await expect(page.locator(`a[href="${HELP}"]`)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Pagalba' })).toHaveCount(0);
  }
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await pageSettled(page);
  await expect(page.locator(`a[href="${HELP}"]`)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a member of a business gets „Pagalba“, and it opens the admin help', async ({ page, baseURL }) => {
  await logInByApi(page.request, baseURL!, ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await pageSettled(page);
  const help = page.getByRole('navigation').getByRole('link', { name: 'Pagalba' }).first();
  await expect(help).toHaveAttribute('href', HELP);
  await help.click();
  await expect(page).toHaveURL(new RegExp(`${HELP}$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the operator is never asked for a phone number (she has none)', async ({ page, baseURL, consoleErrors }) => {
  await logInByApi(page.request, baseURL!, OPERATOR);
  const context = (await (await page.request.get('/api/public/page-context')).json()) as {
    user: { isOperator: boolean; phoneNumber: string | null };
  };
  expect(context.user).toMatchObject({ isOperator: true, phoneNumber: null });
  for (const path of ['/', '/profilis', '/vizitai']) {
    await page.goto(path);
    await pageSettled(page);
    await expect(page.locator('[data-modal-id="phone_number_request"]')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveAttribute('data-dialog-opened', /.*/);
    await expect(page.getByRole('heading', { name: 'Nurodykite telefono numerį' })).toHaveCount(0);
  }
  expect(consoleErrors.filter((text) => !/status of 4\d\d|Failed to load resource/.test(text))).toEqual([]);
});

test('the new-visit form of the admin area: headings in order; a dialog open adds no second banner', async ({
  page,
  baseURL,
}) => {
  await logInByApi(page.request, baseURL!, ADMIN);
  await page.goto('/administratorius/vizitai/sukurti');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Naujas vizitas' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Laisvi laikai' })).toBeVisible();
  await screenshots(page, 'admin-appointment-create');
  await expectNoAxeViolations(page, 'the new-visit form');

  // A dialog over it: the admin area's notifications, opened with its bell.
  await page
    .getByRole('button', { name: /Atidaryti pranešimus/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expectNoAxeViolations(page, 'the new-visit form with the notifications dialog open');
});
