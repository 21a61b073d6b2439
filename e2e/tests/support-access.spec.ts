import { expectNoAxeViolations } from './a11y';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { DEMO_OPERATOR, logInByApi } from './login';

/**
 * Support access with consent (issue 33, item 8): the operator only reads a business's admin
 * pages until its owner grants access; the owner grants 2 hours from her settings, the operator
 * renames a service under the banner, the owner reads it in the log and ends the access, and the
 * operator's next change is refused in Lithuanian.
 */

const SLUG = 'studija-aiste';
const OWNER = { email: 'admin@vizitas.lt', password: 'Demo12345!' };
const SERVICE = 'Antakių laminavimas';

test('the owner grants support access, the operator edits a service under the banner, the owner reads the log and ends it', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const renamed = `${SERVICE} (pataisė operatorius)`;
  await logInByApi(page.request, baseURL!, DEMO_OPERATOR);
  await page.goto(`/administratorius/paslaugos?verslas=${SLUG}`);
  await waitForHydration(page);
  await expect(
    page.getByRole('status').filter({ hasText: 'be savininko suteiktos pagalbos prieigos nieko keisti negalima' }),
  ).toBeVisible();

  // The owner, in her own browser, grants 2 hours from her settings.
  const owner = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId: 'Europe/Vilnius' });
  await owner.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  const { quietNotifications } = await import('./quiet-notifications');
  await quietNotifications(owner);
  const ownerPage = await owner.newPage();
  await logInByApi(ownerPage.request, baseURL!, OWNER);
  await ownerPage.goto('/administratorius/nustatymai#pagalbos-prieiga');
  await waitForHydration(ownerPage);
  const section = ownerPage.getByRole('region', { name: 'Pagalbos prieiga' });
  await expect(section.getByText('Šiuo metu operatorius jūsų verslo keisti negali.')).toBeVisible();
  await section.getByLabel('Kiek laiko').selectOption({ label: '2 valandos' });
  await section.getByRole('button', { name: 'Suteikti prieigą' }).click();
  await expect(section.getByText(/Operatorius gali tvarkyti jūsų verslą iki/)).toBeVisible();
  await expectNoAxeViolations(ownerPage, 'support access granted');

  // The operator, under the banner, renames a service.
  await page.reload();
  await waitForHydration(page);
  await expect(
    page.getByRole('status').filter({ hasText: /Pagalbos prieiga: dirbate „Grožio studija Aistė“ vardu iki/ }),
  ).toBeVisible();
  await screenshots(page, 'admin-support-banner');
  await page.getByRole('button', { name: `Redaguoti: ${SERVICE}` }).click();
  const edit = page.getByRole('dialog', { name: 'Redaguoti paslaugą' });
  await edit.getByLabel('Pavadinimas').fill(renamed);
  await edit.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('button', { name: `Redaguoti: ${renamed}` })).toBeVisible();

  // The owner reads it in the log, and ends the access after a confirmation.
  await ownerPage.reload();
  await waitForHydration(ownerPage);
  const log = ownerPage.getByRole('region', { name: 'Pagalbos prieiga' });
  await expect(log.getByRole('listitem').first()).toContainText('Marius Vaitkus');
  await screenshots(ownerPage, 'admin-support-access');
  await log.getByRole('button', { name: 'Nutraukti prieigą' }).click();
  const confirm = ownerPage.getByRole('dialog', { name: 'Nutraukti pagalbos prieigą?' });
  await confirm.getByRole('button', { name: 'Nutraukti prieigą' }).click();
  await expect(confirm).toBeHidden();
  await expect(log.getByText('Šiuo metu operatorius jūsų verslo keisti negali.')).toBeVisible();

  // The operator's next change is refused: the API answers 403 in Lithuanian.
  const list = (await (await page.request.get(`/api/admin/services?verslas=${SLUG}`)).json()) as {
    services: Array<{ id: string; name: string }>;
  };
  const service = list.services.find((item) => item.name === renamed)!;
  expect(service, 'the renamed service').toBeDefined();
  const refused = await page.request.patch(`/api/admin/service/${service.id}?verslas=${SLUG}`, {
    data: { name: SERVICE },
    headers: { origin: baseURL! },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    code: 'support_access_required',
    message:
      'Verslo duomenis keisti galima tik tada, kai savininkas suteikia pagalbos prieigą. Be jos operatorius puslapius tik peržiūri.',
  });
  // Put the demo back for the journeys after this one (as the owner).
  const restored = await ownerPage.request.patch(`/api/admin/service/${service.id}`, {
    data: { name: SERVICE },
    headers: { origin: baseURL! },
  });
  expect(restored.status()).toBe(200);
  await owner.close();
  expect(consoleErrors).toEqual([]);
});
