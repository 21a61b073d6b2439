import { readFile } from 'node:fs/promises';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { uniqueEmail } from './login';

/**
 * A person's rights over her data (issue 11 item 7), in the browser: the profile's "Mano duomenys"
 * shows the consent she gave at registration, gives her a copy of her data as a JSON file, and
 * deletes the account behind a confirmation that asks for her password. The consent checkbox of
 * the registration form itself is in account.spec.ts.
 */

const PASSWORD = 'Rudens-Vejas-58';

test('she downloads her data, then deletes her account after a confirmation', async ({ page, baseURL, consoleErrors }) => {
  const email = uniqueEmail('mano-duomenys');
  const origin = { origin: new URL(baseURL!).origin };
  const registered = await page.request.post('/api/public/auth/register', {
    data: { name: 'Aušra Duomenienė', email, password: PASSWORD, acceptTerms: true },
    headers: origin,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  // A phone number, so the profile does not ask for one first.
  const phone = await page.request.post('/api/user/profile/phone-number', {
    data: { phoneNumber: '+37061234999' },
    headers: origin,
  });
  expect(phone.status(), await phone.text()).toBe(200);

  await page.goto('/profilis#mano-duomenys');
  await waitForHydration(page);
  const card = page.locator('#mano-duomenys');
  await expect(card.getByRole('heading', { name: 'Mano duomenys' })).toBeVisible();
  await expect(card.getByText(/Su taisyklėmis ir privatumo politika \(versija \d{4}-\d{2}-\d{2}\) sutikote/)).toBeVisible();

  // The copy of her data: a JSON file named by the day.
  const downloading = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Atsisiųsti mano duomenis (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vizitas-duomenys-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ name: 'Aušra Duomenienė', email, phoneNumber: '+37061234999' });
  expect(data.visits).toEqual([]);

  // Deleting: a dialog, opened and filled with the keyboard; a wrong password changes nothing.
  const open = card.getByRole('button', { name: 'Ištrinti paskyrą' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Ar tikrai ištrinti paskyrą?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Būsimų vizitų: 0. Jie bus atšaukti.', { exact: false })).toBeVisible();
  await screenshots(page, 'profile-delete-account');
  await dialog.getByRole('button', { name: 'Atšaukti' }).click();
  await expect(dialog).toBeHidden();

  await open.click();
  await dialog.getByLabel('Slaptažodis').fill('Ne-Tas-Slaptazodis-1');
  await dialog.getByRole('button', { name: 'Taip, ištrinti visam laikui' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Ar tikrai ištrinti paskyrą?' }).getByText('Neteisingas slaptažodis.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/profilis/);

  await page.getByRole('dialog').getByLabel('Slaptažodis').fill(PASSWORD);
  await page.getByRole('dialog').getByRole('button', { name: 'Taip, ištrinti visam laikui' }).click();
  await expect(page).toHaveURL(new URL('/', baseURL).href);
  await expect(page.getByText('Paskyra ištrinta. Ačiū, kad buvote su mumis.')).toBeVisible();

  // Logged out, and the account is gone: the profile sends her to log in, the password no longer works.
  await page.goto('/profilis');
  await expect(page).toHaveURL(/\/prisijungti\?redirect=%2Fprofilis$/);
  const login = await page.request.post('/api/public/auth/login', { data: { email, password: PASSWORD }, headers: origin });
  expect(login.status()).toBe(401);
  expect(consoleErrors.filter((text) => !/status of (400|401)/.test(text))).toEqual([]);
});
