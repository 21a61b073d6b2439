import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, screenshots as takeScreenshots, test, waitForHydration } from './fixtures';
import { acceptCookies, skipDialogDelay, uniqueEmail } from './login';
import { expectUploadAccepted } from './uploads';

/**
 * The business's face (issue 13 items 11 and 12; journey 6's middle): a new owner uploads her
 * logo, moves its circle with the keyboard and saves the round logo, writes her description,
 * adds photos to the gallery (a fake one is refused in Lithuanian), captions and reorders them
 * with the keyboard, deletes one after a confirmation — and a visitor sees the round logo and
 * the photos on her public page at once, while the checklist ticks its steps by itself.
 */

/** A colourful picture of `width` × `height` (random pixels, so it is a real-sized file). */
async function picture(format: 'jpeg' | 'png' | 'webp', width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');

/** Screenshots at 375 and 1280 px once the page is still (from the top, nothing loading). */
async function screenshots(page: Page, name: string) {
  await expect(page.locator('button[data-loading]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Kraunama' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await takeScreenshots(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The public page as an anonymous visitor sees it (served from the page cache when it can be). */
async function visitorPage(browser: Browser, baseURL: string, slug: string) {
  const context = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId: 'Europe/Vilnius' });
  await acceptCookies(context, baseURL);
  const page = await context.newPage();
  await page.goto(`/apie/${slug}`);
  return { page, close: () => context.close() };
}

test.beforeEach(async ({ context, page, baseURL }) => {
  await acceptCookies(context, baseURL!);
  await skipDialogDelay(page);
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
});

test('an owner uploads her logo and crops it round, adds photos, and a visitor sees them on her page at once', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const run = Date.now().toString(36).slice(-5);
  const slug = `grozio-kampelis-${run}`;
  const registered = await page.request.post('/api/public/business-registration', {
    headers: { origin: baseURL! },
    data: {
      businessName: `Grožio kampelis ${run}`,
      categories: ['manikiuras'],
      city: 'kaunas',
      address: 'Laisvės al. 10, Kaunas',
      phone: '+37061234588',
      slug,
      account: { name: 'Rūta Kampelienė', email: uniqueEmail('galerija'), password: 'Rutos-Kampelis-2027', acceptTerms: true },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // A visitor opens the page first: it is kept in the page cache, without a logo or photos.
  const before = await visitorPage(browser, baseURL!, slug);
  await expect(before.page.locator('.vz-biz-header img.vz-biz-logo')).toHaveCount(0);
  await expect(before.page.locator('.vz-biz-gallery')).toHaveCount(0);
  await before.close();

  // The checklist's logo step leads to the profile page.
  await page.goto('/administratorius');
  await waitForHydration(page);
  const logoStep = page.locator('[data-instruction="logo"]');
  await expect(logoStep).toHaveAttribute('data-state', 'todo');
  await logoStep.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/administratorius\/profilis/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verslo profilis' })).toBeVisible();
  await expect(page).toHaveTitle('Verslo profilis – Administravimas');

  // The logo: chosen through the drop zone's file input (the button opens the same picker).
  const logoZone = page.getByRole('group', { name: 'Įkelti logotipą' });
  const logo = await picture('png', 800, 500);
  await expectUploadAccepted(page, () =>
    logoZone.locator('input[type="file"]').setInputFiles({ name: 'logotipas.png', mimeType: 'image/png', buffer: logo }),
  );
  await expect(page.getByText('Logotipas įkeltas.')).toBeVisible();
  const saved = page.getByRole('img', { name: 'Apvalus logotipas' });
  await expect(saved).toHaveAttribute('src', /^\/media\/b\/[0-9a-f-]+\/logo-[A-Za-z0-9]+-round\.webp$/);
  const firstRound = await saved.getAttribute('src');

  // The circle, with the keyboard: smaller, then to the left; the preview follows.
  const circle = page.getByRole('button', { name: 'Apskritimo vieta logotipe' });
  await circle.focus();
  const preview = page.getByTestId('logo-crop-preview');
  const startPosition = await preview.evaluate((element) => getComputedStyle(element).backgroundPosition);
  for (let i = 0; i < 10; i++) await page.keyboard.press('-');
  for (let i = 0; i < 5; i++) await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(() => preview.evaluate((element) => getComputedStyle(element).backgroundPosition)).not.toBe(startPosition);
  await screenshots(page, 'admin-profile-logo-crop');
  await page.getByRole('button', { name: 'Išsaugoti apvalų logotipą' }).click();
  await expect(page.getByText('Apvalus logotipas išsaugotas.')).toBeVisible();
  await expect(saved).not.toHaveAttribute('src', firstRound!);
  const roundLogo = await saved.getAttribute('src');

  // The description (the checklist's description step).
  await page.getByLabel('Aprašymas').fill('Jauki nagų studija Kauno centre. Manikiūras ir pedikiūras be skubėjimo.');
  await page.getByLabel('Instagram').fill('@grozio.kampelis');
  await page.getByRole('button', { name: 'Išsaugoti', exact: true }).click();
  await expect(page.getByText('Profilis išsaugotas.')).toBeVisible();
  await expect(page.getByLabel('Instagram')).toHaveValue('@grozio.kampelis');

  // The gallery from the admin menu.
  await page.goto('/administratorius/galerija');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Galerija' })).toBeVisible();
  await expect(page.getByText('Galerijoje dar nėra nuotraukų.', { exact: false })).toBeVisible();
  await screenshots(page, 'admin-gallery-empty');
  const zone = page.getByRole('group', { name: 'Galerija' });
  await zone.locator('input[type="file"]').setInputFiles([
    { name: 'manikiuras.jpg', mimeType: 'image/jpeg', buffer: await picture('jpeg', 1600, 1200) },
    { name: 'salonas.webp', mimeType: 'image/webp', buffer: await picture('webp', 1200, 900) },
    { name: 'netikra.png', mimeType: 'image/png', buffer: SVG },
  ]);
  // The fake picture is refused by the server with its Lithuanian message; the two others arrive.
  await expect(page.getByRole('alert').filter({ hasText: 'Tinka tik JPEG, PNG arba WebP nuotraukos' })).toBeVisible();
  const photos = page.locator('.vz-ag-grid > li');
  await expect(photos).toHaveCount(2);
  await expect(page.getByText('2 iš 40 nuotraukų')).toBeVisible();
  await screenshots(page, 'admin-gallery-uploaded');
  await page.getByRole('button', { name: 'Pašalinti iš sąrašo' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tinka tik JPEG' })).toHaveCount(0);

  // Captions, and the second photo moved first with the keyboard.
  await photos.nth(0).getByLabel('Aprašymas').fill('Prancūziškas manikiūras');
  await photos.nth(0).getByRole('button', { name: 'Išsaugoti aprašymą' }).click();
  await expect(page.getByText('Aprašymas išsaugotas.')).toBeVisible();
  await photos.nth(1).getByLabel('Aprašymas').fill('Mūsų studija');
  await photos.nth(1).getByLabel('Aprašymas').press('Enter');
  await expect(photos.nth(1).getByRole('img', { name: 'Mūsų studija' })).toBeVisible();
  await photos
    .nth(1)
    .getByRole('button', { name: /^Perkelti anksčiau/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Eilės tvarka išsaugota.')).toBeVisible();
  await expect(photos.nth(0).getByRole('img')).toHaveAttribute('alt', 'Mūsų studija');

  // A third photo, then deleted after the question (Escape first keeps it).
  const third = await picture('png', 600, 600);
  await expectUploadAccepted(page, () =>
    zone.locator('input[type="file"]').setInputFiles({ name: 'trecia.png', mimeType: 'image/png', buffer: third }),
  );
  await expect(photos).toHaveCount(3);
  await photos
    .nth(2)
    .getByRole('button', { name: /^Ištrinti/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Ištrinti nuotrauką?' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(photos).toHaveCount(3);
  await photos
    .nth(2)
    .getByRole('button', { name: /^Ištrinti/ })
    .click();
  await dialog.getByRole('button', { name: 'Ištrinti' }).click();
  await expect(page.getByText('Nuotrauka ištrinta.')).toBeVisible();
  await expect(photos).toHaveCount(2);

  // The checklist ticked the three steps by itself.
  await page.goto('/administratorius');
  await waitForHydration(page);
  for (const step of ['logo', 'photos', 'description']) {
    await expect(page.locator(`[data-instruction="${step}"]`)).toHaveAttribute('data-state', 'done');
  }

  // The visitor sees the round logo and the photos in their order, at once (the cache was told).
  const after = await visitorPage(browser, baseURL!, slug);
  await expect(after.page.locator('.vz-biz-header img.vz-biz-logo')).toHaveAttribute('src', roundLogo!);
  const thumbs = after.page.locator('.vz-biz-gallery img');
  await expect(thumbs).toHaveCount(2);
  await expect(after.page.locator('.vz-biz-gallery button').first()).toHaveAccessibleName(/Mūsų studija/);
  await expect(thumbs.first()).toHaveAttribute('src', /-phone\.webp$/);
  await expect(after.page.getByText('Jauki nagų studija Kauno centre.')).toBeVisible();
  await waitForHydration(after.page);
  await screenshots(after.page, 'admin-gallery-public-page');
  await after.close();

  expect(consoleErrors.filter((message) => !/status of 415/.test(message))).toEqual([]);
});
