import { expectNoAxeViolations } from './a11y';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { DEMO_OPERATOR, logInByApi, uniqueEmail, waitForMail } from './login';

/**
 * The operator invites a new business by e-mail (issue 33, item 4): the form answers each
 * invitation (sent; invited in the last 14 days), the mail arrives with a registration link, and
 * the invited person registers from it with the business's name and her address filled in; the
 * operator's list then shows that she registered, and the business's card who invited it.
 */

test('the operator invites a new business and the invited person registers from the mail with the fields filled', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).slice(-5);
  const email = uniqueEmail('kvietimas');
  const businessName = `Masažo studija Banga ${run}`;
  await logInByApi(page.request, baseURL!, DEMO_OPERATOR);
  await page.goto('/operatorius/kvietimai');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Kvietimai verslams' })).toBeVisible();
  // The demo's invitation from which a business registered.
  await expect(page.getByRole('listitem').filter({ hasText: 'glotni.studija@gmail.com' })).toContainText('Užsiregistravo');

  // An empty form says what is missing, in Lithuanian, and sends nothing.
  await page.getByRole('button', { name: 'Siųsti kvietimą' }).click();
  await expect(page.getByText('Įrašykite verslo pavadinimą.')).toBeVisible();
  await page.getByLabel('El. pašto adresas').fill(email);
  await page.getByLabel('Verslo pavadinimas').fill(businessName);
  await page.getByLabel('Kam laiškas (nebūtina)').fill('Banga');
  const since = Date.now();
  await page.getByRole('button', { name: 'Siųsti kvietimą' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Kvietimas išsiųstas: ${email}.` })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Dar neužsiregistravo');
  await screenshots(page, 'operator-business-invitations');

  // Again within 14 days: answered, nothing sent.
  await page.getByLabel('El. pašto adresas').fill(email);
  await page.getByLabel('Verslo pavadinimas').fill(businessName);
  await page.getByRole('button', { name: 'Siųsti kvietimą' }).click();
  await expect(page.getByRole('status')).toContainText(`${email} jau pakviestas per pastarąsias 14 dienų – kvietimas nesiųstas.`);

  const mail = await waitForMail(email, /^Kvietimas .* prisijungti prie Vizito$/, since);
  expect(mail.text).toContain('Sveiki, Banga,');
  const link = mail.links.find((href) => href.includes('/verslui/registracija?kvietimas='));
  expect(link, mail.links.join('\n')).toBeDefined();

  // The invited person, in her own browser: the form is filled in from the invitation.
  const invited = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId: 'Europe/Vilnius' });
  await invited.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  const invitedPage = await invited.newPage();
  const url = new URL(link!);
  await invitedPage.goto(`${url.pathname}${url.search}`);
  await waitForHydration(invitedPage);
  await expect(invitedPage.getByText(/Jus pakvietė prisijungti/)).toBeVisible();
  await expect(invitedPage.getByLabel('El. pašto adresas')).toHaveValue(email);
  await expect(invitedPage.getByLabel('Vardas ir pavardė')).toHaveValue('Banga');
  await expect(invitedPage.getByLabel('Verslo pavadinimas')).toHaveValue(businessName);
  await expectNoAxeViolations(invitedPage, 'the registration opened from an invitation');
  await invitedPage.getByLabel('Vardas ir pavardė').fill('Banga Jūrienė');
  await invitedPage.getByLabel('Slaptažodis').fill('Bangos-Studija-2027');
  await invitedPage.getByRole('checkbox', { name: /Sutinku su naudojimosi taisyklėmis/ }).check();
  await invitedPage.getByRole('checkbox', { name: 'Masažas' }).check();
  await invitedPage.getByLabel('Miestas').selectOption({ label: 'Klaipėda' });
  await invitedPage.getByLabel('Adresas', { exact: true }).fill('Tiltų g. 10, Klaipėda');
  const phone = invitedPage.getByLabel('Verslo telefono numeris');
  await phone.focus();
  await phone.fill('');
  await phone.pressSequentially('+37061234588', { delay: 10 });
  await phone.blur();
  await invitedPage.getByRole('button', { name: 'Registruoti verslą' }).click();
  await expect(invitedPage).toHaveURL(/\/administratorius\?verslas=/);
  await expect(invitedPage.getByText(`Verslas „${businessName}“ užregistruotas!`, { exact: false })).toBeVisible();
  await invited.close();

  // The operator's list: she registered; her business's card says who invited it.
  await page.reload();
  const item = page.getByRole('listitem').filter({ hasText: email });
  await expect(item).toContainText('Užsiregistravo');
  await item.getByRole('link', { name: businessName }).click();
  await expect(page.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(page.getByText('Pakvietė')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
