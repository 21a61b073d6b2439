import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, SCREENSHOT_DIR, screenshots as takeScreenshots, test, waitForHydration } from './fixtures';
import { skipDialogDelay, uniqueEmail } from './login';

/**
 * Page-level behaviour of the chrome runtime (seed 2.2 items 3, 10, 12): tooltips on hover and
 * keyboard focus (our HTML templates allowed, plain text never read as HTML), a dismissible alert
 * that stays closed after a reload, and the phone number request on every page for a logged-in
 * user without a number.
 */

async function waitForChrome(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('html[data-chrome-ready="true"]')).toHaveCount(1);
}

async function screenshots(page: Page, name: string) {
  await expect(page.locator('button[data-loading]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await takeScreenshots(page, name);
}

/** A resize hides tooltips, so each width is hovered again before its (window-sized) screenshot. */
async function tooltipScreenshots(page: Page, trigger: Locator, name: string) {
  for (const [label, width, height] of [
    ['375', 375, 812],
    ['1280', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.mouse.move(1, height - 1);
    await trigger.hover();
    await expect(page.getByRole('tooltip')).toHaveAttribute('data-state', 'visible');
    await expect(page.getByRole('tooltip')).toHaveCSS('opacity', '1');
    // Inside the window, with its margin.
    const box = (await page.getByRole('tooltip').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(width - 8 + 0.5);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`) });
  }
}

test.beforeEach(async ({ page }) => {
  await skipDialogDelay(page);
});

test('tooltips show on hover and on keyboard focus, above everything, and hide again', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/susisiekti');
  await waitForChrome(page);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toHaveCount(0);

  // Hover: the icon button's own text.
  const copy = page.getByRole('button', { name: 'Kopijuoti el. pašto adresą' });
  await copy.hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText('Kopijuoti el. pašto adresą');
  await expect(tooltip).toHaveAttribute('data-state', 'visible');
  await expect(tooltip).toHaveCSS('z-index', '2000');
  await expect(tooltip).toHaveCSS('opacity', '1');
  await expect(copy).toHaveAttribute('aria-describedby', 'vz-tooltip');
  // Above the button, centred on it.
  const buttonBox = (await copy.boundingBox())!;
  const tipBox = (await tooltip.boundingBox())!;
  expect(tipBox.y + tipBox.height).toBeLessThanOrEqual(buttonBox.y);
  expect(Math.abs(tipBox.x + tipBox.width / 2 - (buttonBox.x + buttonBox.width / 2))).toBeLessThan(2);
  await tooltipScreenshots(page, copy, 'chrome-tooltip');
  await page.mouse.move(5, 600);
  await expect(tooltip).toBeHidden();
  await expect(copy).not.toHaveAttribute('aria-describedby', /vz-tooltip/);

  // Keyboard focus: the hint's tooltip is our own markup (bold text allowed).
  const hint = page.getByRole('button', { name: 'Ką rašyti žinutėje?' });
  await page.getByLabel('Žinutė').focus();
  await page.keyboard.press('Tab');
  await expect(hint).toBeFocused();
  await expect(tooltip).toBeVisible();
  await expect(tooltip.locator('strong')).toHaveText('Neįrašykite slaptažodžių ir banko kortelės duomenų.');
  await expect(tooltip.locator('[id]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();

  // Text in data-tooltip is text, never markup.
  await page.evaluate(() => {
    const trap = Object.assign(document.createElement('button'), { textContent: 'spąstai', type: 'button' });
    trap.dataset.tooltip = '<img src="x" onerror="window.__pwned = true">Sveiki';
    document.querySelector('main')!.prepend(trap);
  });
  await page.getByRole('button', { name: 'spąstai' }).hover();
  await expect(tooltip).toHaveText('<img src="x" onerror="window.__pwned = true">Sveiki');
  await expect(tooltip.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  expect(consoleErrors).toEqual([]);
});

test('the home page announcement closes and stays closed after a reload', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await waitForChrome(page);
  const alert = page.getByTestId('alert-home-announcement-2027');
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Atnaujinome svetainę');
  await expect(alert.getByRole('link', { name: 'Parašykite mums' })).toHaveAttribute('href', '/susisiekti');
  await screenshots(page, 'home-announcement');

  await page.setViewportSize({ width: 1280, height: 900 });
  await alert.getByRole('button', { name: 'Uždaryti pranešimą' }).click();
  await expect(alert).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('dismissedAlerts'))).toBe('{"home-announcement-2027":true}');

  await page.reload();
  await waitForChrome(page);
  await expect(alert).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Another browser (fresh storage) still sees it.
  const other = await page.context().browser()!.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId('alert-home-announcement-2027')).toBeVisible();
  await other.close();
  expect(consoleErrors).toEqual([]);
});

test('a new user without a phone number is asked for one on the home page, and not again once it is saved', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  const email = uniqueEmail('telefonas');
  const registered = await page.request.post('/api/public/auth/register', {
    data: { name: 'Rasa Naujokė', email, password: 'Rudens-Lapai-42', acceptTerms: true },
    headers: { origin: baseURL! },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  await page.goto('/');
  await waitForChrome(page);
  const dialog = page.locator('[data-modal-id="phone_number_request"]').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Nurodykite telefono numerį' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await screenshots(page, 'home-phone-request');

  const input = dialog.getByLabel('Telefono numeris');
  await input.focus();
  await input.fill('');
  await input.pressSequentially('+370 612 34567', { delay: 10 });
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Tel. numeris išsaugotas sėkmingai!')).toBeVisible();

  // The page data knows the number now: no dialog on the next pages.
  await page.goto('/susisiekti');
  await waitForChrome(page);
  await page.goto('/');
  await waitForChrome(page);
  await expect(page.getByTestId('alert-home-announcement-2027')).toBeVisible();
  await expect(page.locator('[data-modal-id="phone_number_request"]')).toHaveCount(0);
  const context = await page.request.get('/api/public/page-context');
  expect((await context.json()).user).toMatchObject({ email, phoneNumber: '+37061234567' });

  expect(consoleErrors.filter((text) => !/status of 4\d\d|Failed to load resource/.test(text))).toEqual([]);
});
