import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { expect, screenshots as takeScreenshots, test, waitForHydration } from './fixtures';
import { acceptCookies, skipDialogDelay, uniqueEmail } from './login';

/**
 * Journey 6, its beginning (issue 13 items 1 and 2): a new person opens "Registruoti verslą" on
 * the home page, fills in her account and her business (the slug follows the name, a taken one
 * is refused with a free suggestion), lands on the admin home's onboarding checklist, skips a
 * step with the keyboard, and her business is not in search yet.
 */

const PASSWORD = 'Zydres-Nagai-2027';

/** Screenshots at 375 and 1280 px once the page is still: from the top, nothing loading. */
async function screenshots(page: Page, name: string) {
  await expect(page.locator('button[data-loading]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await takeScreenshots(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.beforeEach(async ({ context, page, baseURL }) => {
  await acceptCookies(context, baseURL!);
  await skipDialogDelay(page);
});

test('a new person registers a business, lands on the checklist, skips a step, and is not in search yet', async ({ page, consoleErrors }) => {
  const run = Date.now().toString(36).slice(-5);
  const businessName = `Nagų studija Žydrė ${run}`;
  const slug = `nagu-studija-zydre-${run}`;
  const email = uniqueEmail('verslas');

  // From the home page's "Registruoti verslą".
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('main').getByRole('link', { name: 'Registruoti verslą' }).first().click();
  await expect(page).toHaveURL(/\/verslui\/registracija$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Užregistruokite savo verslą');
  await expect(page).toHaveTitle('Verslo registracija – Vizitas');

  // An empty form is checked in the browser, in Lithuanian, and nothing is sent.
  await page.getByRole('button', { name: 'Registruoti verslą' }).click();
  await expect(page.getByText('Įveskite verslo pavadinimą.')).toBeVisible();
  await expect(page.getByText('Pasirinkite bent vieną paslaugų sritį.')).toBeVisible();
  await expect(page.getByText('Pasirinkite miestą.')).toBeVisible();
  await expect(page.getByText('Įveskite adresą.')).toBeVisible();
  await expect(page.getByText('Norėdami registruotis, sutikite su naudojimosi taisyklėmis ir privatumo politika.')).toBeVisible();
  await expect(page).toHaveURL(/\/verslui\/registracija$/);
  await expectNoAxeViolations(page, 'registration with errors');

  // Her account.
  await page.getByLabel('Vardas ir pavardė').fill('Žydrė Kairienė');
  await page.getByLabel('El. pašto adresas').fill(email);
  await page.getByLabel('Slaptažodis').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Sutinku su naudojimosi taisyklėmis/ }).check();

  // The business: the slug follows the name, transliterated.
  await page.getByLabel('Verslo pavadinimas').fill(businessName);
  const slugField = page.getByLabel('Jūsų puslapio adresas');
  await expect(slugField).toHaveValue(slug);
  await expect(page.getByText('Adresas laisvas.')).toBeVisible();

  // A slug someone has is refused with a free one offered; clearing the field follows the name again.
  await slugField.fill('studija-aiste');
  await expect(page.getByText('Šis adresas užimtas. Laisvas, pavyzdžiui: studija-aiste-2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Naudoti studija-aiste-2' })).toBeVisible();
  await slugField.fill('');
  await expect(slugField).toHaveValue(slug);
  await expect(page.getByText('Adresas laisvas.')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Manikiūras' }).check();
  await page.getByRole('checkbox', { name: 'Pedikiūras' }).check();
  await page.getByLabel('Miestas').selectOption({ label: 'Klaipėda' });
  await page.getByLabel('Adresas', { exact: true }).fill('Tiltų g. 5, Klaipėda');
  const phone = page.getByLabel('Verslo telefono numeris');
  await phone.focus();
  await phone.fill('');
  await phone.pressSequentially('+37061234599', { delay: 10 });
  await phone.blur();
  await expect(page.locator('.vz-field__errors')).toHaveText([]);
  await expect(phone).not.toHaveClass(/is-invalid/);
  await expectNoAxeViolations(page, 'registration filled in');
  await screenshots(page, 'business-registration');

  // She lands on the admin home of her new business: the checklist, nothing done yet.
  await page.getByRole('button', { name: 'Registruoti verslą' }).click();
  await expect(page).toHaveURL(new RegExp(`/administratorius\\?verslas=${slug}$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pradžia');
  await expect(page.getByRole('heading', { name: 'Pasiruoškite priimti klientus' })).toBeVisible();
  await expect(page.getByText('Atlikta 0 iš 8')).toBeVisible();
  await expect(page.getByText(/Jūsų verslas dar nerodomas paieškoje/)).toBeVisible();
  await expect(page.getByText(`Verslas „${businessName}“ užregistruotas!`, { exact: false })).toBeVisible();
  const steps = page.locator('.vz-ob-step');
  await expect(steps).toHaveCount(8);
  await expect(steps.locator('h3')).toHaveText([
    'Pridėkite paslaugas',
    'Nustatykite darbo laiką',
    'Patikrinkite registracijos taisykles',
    'Įkelkite logotipą',
    'Pridėkite nuotraukų',
    'Parašykite aprašymą',
    'Pasidalinkite savo nuoroda',
    'Pakvieskite savo klientus',
  ]);
  // The required steps cannot be skipped; each step leads to the page that does it.
  await expect(page.getByRole('button', { name: 'Praleisti žingsnį „Pridėkite paslaugas“' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Nustatyti darbo laiką' })).toHaveAttribute('href', `/administratorius/tvarkarastis?verslas=${slug}`);
  await expect(page.getByText(new RegExp(`/naujas-vizitas/${slug}$`))).toBeVisible();
  await expectNoAxeViolations(page, 'onboarding checklist');
  await screenshots(page, 'admin-onboarding');

  // She skips the logo with the keyboard.
  const skipLogo = page.getByRole('button', { name: 'Praleisti žingsnį „Įkelkite logotipą“' });
  await skipLogo.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Žingsnis praleistas. Prie jo galėsite grįžti bet kada.')).toBeVisible();
  await expect(page.locator('.vz-ob-step[data-instruction="logo"]')).toHaveAttribute('data-state', 'skipped');
  await expect(page.getByText('Atlikta 1 iš 8')).toBeVisible();
  // Still skipped after a reload: the server keeps it.
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.vz-ob-step[data-instruction="logo"]')).toHaveAttribute('data-state', 'skipped');
  await expect(page.getByRole('button', { name: 'Praleisti žingsnį „Įkelkite logotipą“' })).toHaveCount(0);
  await screenshots(page, 'admin-onboarding-skipped');

  // Not in search until it can take a booking.
  const search = await page.request.get('/api/public/business/search?city=klaipeda&category=manikiuras');
  expect(search.status()).toBe(200);
  expect(await search.text()).not.toContain(slug);
  await page.goto('/grozio-specialistai/manikiuras/klaipeda');
  await waitForHydration(page);
  await expect(page.locator(`a[href*="/apie/${slug}"]`)).toHaveCount(0);

  expect(consoleErrors).toEqual([]);
});

test('a logged-in customer registers a business and keeps her account', async ({ page, baseURL, consoleErrors }) => {
  const run = Date.now().toString(36).slice(-5);
  const email = uniqueEmail('kliente-verslas');
  // A customer with an account of her own (not the shared demo one: other journeys expect it without a business).
  const registered = await page.request.post('/api/public/auth/register', {
    data: { name: 'Rasa Klientė', email, password: PASSWORD, acceptTerms: true },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // The phone widget comes late, as on a slow connection: what she types before it is kept.
  let releaseWidget: () => void = () => undefined;
  const widgetHeld = new Promise<void>((resolve) => (releaseWidget = resolve));
  await page.route(/\/assets\/phone-field-[^/]+\.js$/, async (route) => {
    await widgetHeld;
    await route.continue();
  });
  await page.goto('/verslui/registracija');
  await waitForHydration(page);
  await expect(page.getByText(`Verslas bus priskirtas jūsų paskyrai: Rasa Klientė (${email}).`)).toBeVisible();
  await expect(page.getByLabel('El. pašto adresas')).toHaveCount(0);
  await expect(page.getByText('Jau turite paskyrą?')).toHaveCount(0);

  await page.getByLabel('Verslo pavadinimas').fill(`Rasos masažai ${run}`);
  await expect(page.getByLabel('Jūsų puslapio adresas')).toHaveValue(`rasos-masazai-${run}`);
  await page.getByRole('checkbox', { name: 'Masažas' }).check();
  await page.getByLabel('Miestas').selectOption({ label: 'Šiauliai' });
  await page.getByLabel('Adresas', { exact: true }).fill('Vilniaus g. 100, Šiauliai');
  const phone = page.getByLabel('Verslo telefono numeris');
  const country = page.getByRole('button', { name: 'Pasirinkta šalis: Lietuva' });
  await phone.focus();
  await phone.fill('');
  await phone.pressSequentially('+37061234598', { delay: 10 });
  // Typed into the plain field; then the widget arrives with her number in it.
  await expect(country).toHaveCount(0);
  releaseWidget();
  await expect(country).toBeVisible();
  await expect(phone).toHaveValue(/^\+370 ?612 ?34598$/);
  await phone.blur();
  await page.keyboard.press('Tab');
  // She has no phone on her account, yet no phone request comes over the form (it asks for one).
  await expect(page.getByRole('dialog', { name: 'Nurodykite telefono numerį' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Registruoti verslą' }).press('Enter');

  await expect(page).toHaveURL(new RegExp(`/administratorius\\?verslas=rasos-masazai-${run}$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Pasiruoškite priimti klientus' })).toBeVisible();
  // The same account: her profile is the one she registered.
  const profile = await page.request.get('/api/user/profile');
  expect(((await profile.json()) as { email: string }).email).toBe(email);
  expect(consoleErrors).toEqual([]);
});
