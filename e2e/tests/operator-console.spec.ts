import { expectNoAxeViolations } from './a11y';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { DEMO_CUSTOMER, DEMO_OPERATOR, logInByApi } from './login';

/**
 * The platform operator's console (issue 33, first slice): a visitor is sent to log in and back, a
 * customer gets the 403 page; the operator finds a registered, never-contacted business at the top
 * of the pipeline, marks it contacted by phone with a note, sees the „Nekalbinti“ count fall and
 * the contact on the business's row, and finds it first in the history on the business's card; then
 * looks at the job queues and resolves a group of the browsers' errors.
 */

const PIPELINE = '/operatorius/verslai';

test('a visitor is sent to log in and comes back; a customer is refused with the 403 page', async ({ page, baseURL }) => {
  await page.goto('/operatorius');
  await expect(page).toHaveURL(/\/prisijungti\?redirect=%2Foperatorius/);
  await logInByApi(page.request, baseURL!, DEMO_CUSTOMER);
  const response = await page.goto(PIPELINE);
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { level: 1, name: 'Tik platformos operatoriui' })).toBeVisible();
  await expectNoAxeViolations(page, 'the operator area refused to a customer');
});

test('the operator writes a help article and the owner finds it in her help list at once', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await logInByApi(page.request, baseURL!, DEMO_OPERATOR);
  await page.goto('/operatorius/pagalba');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagalbos straipsniai' })).toBeVisible();
  const title = `Kaip paruošti salono darbo savaitę ${Date.now()}`;
  await page.getByRole('button', { name: 'Naujas straipsnis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Naujas straipsnis' });
  // Without a text, the form says so in Lithuanian and sends nothing.
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(dialog).toContainText('Parašykite straipsnio tekstą (iki 20 000 simbolių).');
  await dialog.getByLabel('Pavadinimas').fill(title);
  await dialog.getByLabel(/^Adresas/).fill(`darbo-savaite-${Date.now()}`);
  await dialog.getByLabel('Trumpas aprašymas').fill('Darbo laikas, pertraukos ir laisvadieniai vienoje vietoje.');
  await dialog
    .getByLabel('Tekstas')
    .fill(
      'Atidarykite **Tvarkaraštis**.\n\n1. Nustatykite darbo laiką.\n2. Pridėkite pertraukas.\n\n<b>ne HTML</b> [spauskite](javascript:alert(1))',
    );
  await dialog.getByLabel('Paskelbti iš karto').check();
  await screenshots(page, 'operator-help-editor');
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('Paskelbtas');

  // The owner, in her own browser: the article is on her help list, its markup shown as typed.
  const owner = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId: 'Europe/Vilnius' });
  await owner.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  const ownerPage = await owner.newPage();
  await ownerPage.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
  await logInByApi(ownerPage.request, baseURL!, { email: 'admin@vizitas.lt', password: 'Demo12345!' });
  await ownerPage.goto('/administratorius/pagalba/sarasas');
  await ownerPage.getByRole('link', { name: title }).click();
  await expect(ownerPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The body is Markdown: emphasis and steps rendered; raw HTML and a javascript: link are not.
  const body = ownerPage.locator('.vz-help-body');
  await expect(body.locator('strong')).toHaveText('Tvarkaraštis');
  await expect(body.locator('ol > li')).toHaveText(['Nustatykite darbo laiką.', 'Pridėkite pertraukas.']);
  await expect(body).toContainText('ne HTML');
  await expect(body.locator('b, script, a[href^="javascript"]')).toHaveCount(0);
  await owner.close();
  expect(consoleErrors).toEqual([]);
});

test('the operator marks the registered, never-contacted business at the top of the pipeline as contacted', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await logInByApi(page.request, baseURL!, DEMO_OPERATOR);
  await page.goto('/operatorius');
  await expect(page).toHaveURL(new RegExp(`${PIPELINE}$`));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Verslai' })).toBeVisible();
  const never = page.locator('.vz-op-stages__never .vz-op-stage__count');
  const neverBefore = Number(await never.textContent());
  expect(neverBefore).toBeGreaterThan(0);

  const top = page.locator('.vz-op-row').first();
  await expect(top.locator('.vz-op-badge').first()).toHaveText('Užsiregistravo');
  await expect(top).toContainText('Nekalbintas');
  const name = (await top.locator('.vz-op-row__name > a').textContent())!.trim();
  await screenshots(page, 'operator-pipeline');

  await top.getByRole('button', { name: `Pažymėti, kad susisiekta su „${name}“` }).click();
  const dialog = page.getByRole('dialog', { name: 'Susisiekta su verslu' });
  await expect(dialog).toBeVisible();
  // Without a channel the form says what is missing, in Lithuanian, and sends nothing.
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(dialog).toContainText('Pasirinkite, kaip susisiekėte: telefonu, el. paštu ar apsilankius.');
  await dialog.getByRole('radio', { name: 'Telefonu' }).check();
  await dialog.getByLabel('Pastaba').fill('Paskambinau, darbo laiką įves iki penktadienio.');
  await screenshots(page, 'operator-contact-dialog');
  await dialog.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Pažymėta: su „${name}“ susisiekta.`)).toBeVisible();

  // The counts and the row follow: one fewer never contacted, and the note on the business's row.
  await expect(never).toHaveText(String(neverBefore - 1));
  await page.getByLabel('Paieška').fill(name);
  await page.getByRole('button', { name: 'Rodyti' }).click();
  await expect(page).toHaveURL(/q=/);
  const row = page.locator('.vz-op-row', { hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('(telefonu)');
  await expect(row).toContainText('Paskambinau, darbo laiką įves iki penktadienio.');
  await expect(row).not.toContainText('Nekalbintas');
  await expectNoAxeViolations(page, 'the pipeline after the contact');

  // The business's card keeps the whole history, the new contact first.
  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const history = page.getByRole('region', { name: 'Kontaktų istorija' });
  await expect(history.getByRole('listitem').first()).toContainText('Paskambinau, darbo laiką įves iki penktadienio.');
  await expect(page.getByRole('region', { name: 'Pradžios žingsniai' })).toContainText('Nustatykite darbo laiką');
  await screenshots(page, 'operator-business-card');

  // The job queues: the counts by queue and state, and the failed jobs (none in a healthy run).
  await page.getByRole('navigation', { name: 'Platformos operatorius' }).getByRole('link', { name: 'Darbų eilė' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Darbų eilė' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Laiškai');
  await expect(page.getByRole('region', { name: 'Nepavykę darbai' })).toBeVisible();
  await screenshots(page, 'operator-jobs');

  // The browsers' errors, grouped: the operator resolves the open group, and it moves to the resolved.
  await page.getByRole('navigation', { name: 'Platformos operatorius' }).getByRole('link', { name: 'Naršyklių klaidos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Naršyklių klaidos' })).toBeVisible();
  const open = page.getByRole('region', { name: /^Neišspręstos/ });
  const calendarError = open
    .getByRole('listitem')
    .filter({ hasText: "Cannot read properties of undefined (reading 'startsAt')" });
  await expect(calendarError).toContainText('3 kartus');
  await expect(calendarError).toContainText('Chrome 131, Safari 18 (telefonas)');
  await screenshots(page, 'operator-client-errors');
  await calendarError.getByRole('button', { name: /^Pažymėti išspręsta/ }).click();
  await expect(page.getByText('Grupė pažymėta išspręsta. Nauja tokia klaida ją vėl atvers.')).toBeVisible();
  await expect(page.getByRole('region', { name: /^Išspręstos/ })).toContainText(
    "Cannot read properties of undefined (reading 'startsAt')",
  );
  await expect(open).not.toContainText("reading 'startsAt'");
  expect(consoleErrors).toEqual([]);
});
