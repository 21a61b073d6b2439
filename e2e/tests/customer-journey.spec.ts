import { expect, test, waitForHydration } from './fixtures';
import { BUSINESS, PHONE, SLUG, chooseUntilSummary, shoot } from './booking-steps';
import { acceptCookies, skipDialogDelay, uniqueEmail } from './login';

/**
 * The whole customer journey of issue 5, end to end in one browser: search → business page →
 * book as a visitor → register → the phone number the salon needs → back on the summary with
 * everything filled in → confirm → the visit in "my visits", waiting for confirmation.
 */

test.beforeEach(async ({ context, page, baseURL }) => {
  await acceptCookies(context, baseURL!);
  await skipDialogDelay(page);
});

test('search → business page → book as a visitor → register → summary kept → confirm → my visits', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);

  // Search lash and brow artists in Vilnius and open the studio.
  await page.goto('/grozio-specialistai/blakstienos-antakiai/vilnius');
  await waitForHydration(page);
  const card = page.getByRole('article').filter({ hasText: BUSINESS });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: BUSINESS, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/apie/${SLUG}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BUSINESS);
  await waitForHydration(page);

  // The call to action leads to the booking page.
  await page.getByRole('link', { name: 'Registruotis', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/naujas-vizitas/${SLUG}$`));
  await waitForHydration(page);
  const { dateLabel, time } = await chooseUntilSummary(page, { specialist: 'Bet kuris specialistas', note: 'Pirmas vizitas' });

  // A visitor cannot confirm yet: register instead; the draft goes along.
  await expect(page.getByText('Norėdami patvirtinti vizitą, prisijunkite arba užsiregistruokite')).toBeVisible();
  await page.getByRole('button', { name: 'Registruotis' }).click();
  await page.waitForURL((url) => url.pathname === '/registracija');
  await waitForHydration(page);
  const email = uniqueEmail('kelione');
  await page.getByLabel('Vardas ir pavardė').fill('Greta Mockutė');
  await page.getByLabel('El. pašto adresas').fill(email);
  await page.getByLabel('Slaptažodis').fill('Vasaros-Rytas-27');
  await page.getByRole('checkbox', { name: /Sutinku su naudojimosi taisyklėmis/ }).check();
  await page.getByRole('button', { name: 'Registruotis' }).click();

  // Back on the summary with everything filled in.
  await page.waitForURL((url) => url.pathname === `/naujas-vizitas/${SLUG}` && url.searchParams.get('juodrastis') === '1');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Patikrinkite ir patvirtinkite' })).toBeVisible();
  const summary = page.locator('.vz-bk-summary');
  await expect(summary).toContainText(dateLabel);
  await expect(summary).toContainText(time);
  await expect(summary).toContainText('Pirmas vizitas');

  // A new account has no phone number: the salon needs one, so the dialog asks for it first.
  const phoneDialog = page.locator('[data-modal-id="phone_number_request"]').getByRole('dialog');
  await expect(phoneDialog).toBeVisible();
  const input = phoneDialog.getByLabel('Telefono numeris');
  await input.focus();
  await input.fill('');
  await input.pressSequentially('+37061234567', { delay: 10 });
  await input.blur();
  await phoneDialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(page.getByText('Tel. numeris išsaugotas sėkmingai!')).toBeVisible();
  await expect(phoneDialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Jūsų vizitas užregistruotas!' })).toBeFocused();
  await expect(page.locator('.vz-bk-badge')).toHaveText('Laukia patvirtinimo');
  await shoot(page, 'journey-confirmed');

  // My visits: the new visit, upcoming and waiting for the studio's confirmation.
  await page.getByRole('link', { name: 'Mano vizitai' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/vizitai/${SLUG}$`));
  await waitForHydration(page);
  const visit = page.getByRole('article').filter({ hasText: 'Pirmas vizitas' });
  await expect(visit).toHaveCount(1);
  await expect(visit).toContainText('Laukia patvirtinimo');
  await expect(visit).toContainText(time);
  await shoot(page, 'journey-my-visits');
  expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});
