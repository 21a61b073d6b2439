import type { Page } from '@playwright/test';
import { expect, screenshots as takeScreenshots, test, waitForHydration } from './fixtures';
import { DEMO_CUSTOMER, logInByApi, skipDialogDelay, uniqueEmail, waitForMail } from './login';

/**
 * The contact page `/susisiekti` (issue 5 item 7): the form checks itself in Lithuanian, sends,
 * shows the confirmation and the platform gets the mail; it works without JavaScript too; a
 * logged-in user finds name and address filled in; the "Rašyti žinutę" link scrolls smoothly.
 */

const PLATFORM = 'info@vizitas.lt';

async function waitForChrome(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('html[data-chrome-ready="true"]')).toHaveCount(1);
}

async function screenshots(page: Page, name: string) {
  await expect(page.locator('button[data-loading]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await takeScreenshots(page, name);
}

test.beforeEach(async ({ page }) => {
  await skipDialogDelay(page);
});

test('a visitor writes to the platform: Lithuanian field errors, the counter, the confirmation and the mail', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/susisiekti');
  await waitForChrome(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Susisiekite su mumis');
  await expect(page.getByLabel('Vardas')).toHaveValue('');
  await screenshots(page, 'contact');

  // Checked in the browser first (its schema arrives once the page is idle).
  await expect(page.getByTestId('contact-form')).toHaveAttribute('data-validation', 'ready');
  await page.getByRole('button', { name: 'Siųsti žinutę' }).click();
  await expect(page.getByText('Įveskite vardą.')).toBeVisible();
  await expect(page.getByText('Įveskite el. pašto adresą.')).toBeVisible();
  await expect(page.getByText('Įrašykite žinutę.')).toBeVisible();
  await expect(page.getByLabel('Žinutė')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('El. pašto adresas').fill('ne-adresas');
  await page.getByRole('button', { name: 'Siųsti žinutę' }).click();
  await expect(page.getByText('Neteisingas el. pašto adreso formatas.')).toBeVisible();
  await screenshots(page, 'contact-errors');

  const email = uniqueEmail('kontaktai');
  const text = 'Sveiki! Ar galiu užsiregistruoti dviem specialistams iš karto?';
  await page.getByLabel('Vardas').fill('Eglė Žemaitė');
  await page.getByLabel('El. pašto adresas').fill(email);
  const message = page.getByLabel('Žinutė');
  await expect(message).toHaveAttribute('maxlength', '5000');
  await message.fill(text);
  await expect(page.getByTestId('contact-counter')).toHaveText(`${text.length} / 5000 simbolių`);
  const since = Date.now();
  await page.getByRole('button', { name: 'Siųsti žinutę' }).click();

  const sent = page.getByTestId('contact-sent');
  await expect(sent.getByRole('heading', { name: 'Žinutė išsiųsta' })).toBeVisible();
  await expect(sent).toContainText(`Ačiū! Gavome jūsų žinutę ir atsakysime adresu ${email} kuo greičiau.`);
  await screenshots(page, 'contact-sent');

  const mail = await waitForMail(PLATFORM, 'Žinutė iš kontaktų formos: Eglė Žemaitė', since);
  expect(mail.text).toContain(`El. paštas: ${email}`);
  expect(mail.text).toContain(text);

  await sent.getByRole('link', { name: 'Rašyti dar vieną žinutę' }).click();
  await expect(page.getByRole('button', { name: 'Siųsti žinutę' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts to the page: the server answers with field errors, then with the confirmation', async ({ page }) => {
    await page.goto('/susisiekti');
    await page.getByLabel('Vardas').fill('Jonas');
    await page.getByRole('button', { name: 'Siųsti žinutę' }).click();
    await expect(page.getByText('Įveskite el. pašto adresą.')).toBeVisible();
    await expect(page.getByText('Įrašykite žinutę.')).toBeVisible();
    // What was typed stays.
    await expect(page.getByLabel('Vardas')).toHaveValue('Jonas');

    const email = uniqueEmail('be-js');
    await page.getByLabel('El. pašto adresas').fill(email);
    await page.getByLabel('Žinutė').fill('Rašau be JavaScript.');
    const since = Date.now();
    await page.getByRole('button', { name: 'Siųsti žinutę' }).click();
    await expect(page.getByRole('heading', { name: 'Žinutė išsiųsta' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    const mail = await waitForMail(PLATFORM, 'Žinutė iš kontaktų formos: Jonas', since);
    expect(mail.text).toContain('Rašau be JavaScript.');
  });
});

test('a logged-in user finds name and e-mail filled in; the platform sees the account', async ({ page, baseURL }) => {
  await logInByApi(page.request, baseURL!, DEMO_CUSTOMER);
  await page.goto('/susisiekti');
  await waitForChrome(page);
  await expect(page.getByLabel('Vardas')).toHaveValue('Ieva Petrauskienė');
  await expect(page.getByLabel('El. pašto adresas')).toHaveValue(DEMO_CUSTOMER.email);
  await page.getByLabel('Žinutė').fill('Kaip atšaukti vizitą?');
  const since = Date.now();
  await page.getByRole('button', { name: 'Siųsti žinutę' }).click();
  await expect(page.getByRole('heading', { name: 'Žinutė išsiųsta' })).toBeVisible();
  const mail = await waitForMail(PLATFORM, 'Žinutė iš kontaktų formos: Ieva Petrauskienė', since);
  expect(mail.text).toMatch(/Paskyra: prisijungęs naudotojas, ID [0-9a-f-]{36}/);
});

test('"Rašyti žinutę" scrolls smoothly to the form, which lands just below the header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 560 });
  await page.goto('/susisiekti');
  await waitForChrome(page);
  const form = page.locator('#kontaktu-forma');
  const header = await page.locator('header.vz-header').boundingBox();
  expect((await form.boundingBox())!.y).toBeGreaterThan(header!.height);

  // Every frame's scroll position while it runs: many steps, always forward, not one jump.
  const link = page.getByRole('link', { name: 'Rašyti žinutę' });
  const positions = page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        // Until it has moved and then stood still for 20 frames (or 5 s went by).
        const seen: number[] = [];
        let still = 0;
        const sample = (time: number, start: number) => {
          const y = window.scrollY;
          still = seen.length > 0 && seen.at(-1) === y ? still + 1 : 0;
          seen.push(y);
          if ((y > 0 && still >= 20) || time - start > 5000) resolve(seen);
          else requestAnimationFrame((next) => sample(next, start));
        };
        requestAnimationFrame((time) => sample(time, time));
      }),
  );
  await link.click();
  const seen = await positions;
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('kontaktu-forma')!.getBoundingClientRect().top)))
    .toBe(Math.round(header!.height));
  const end = await page.evaluate(() => window.scrollY);
  const steps = [...new Set(seen)];
  expect(steps.length).toBeGreaterThan(3);
  expect(steps).toEqual([...steps].sort((a, b) => a - b));
  expect(steps.at(-1)).toBe(end);
  // The target takes focus (keyboard users go on from there); the address stays without a hash.
  await expect(form).toBeFocused();
  expect(page.url()).not.toContain('#');
});
