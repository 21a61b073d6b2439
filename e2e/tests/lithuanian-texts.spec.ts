import { ADMIN, adminPage, calendarOptions, freeDay, idOf, VILNIUS_TIME } from './admin-steps';
import { BUSINESS, CUSTOMER, SLUG } from './booking-steps';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { acceptCookies, logInByApi, waitForMail } from './login';

/**
 * What the pages and mails say in Lithuanian (issue 30, items 8 and 9): a starting price keeps
 * its „nuo“ from the business page to the booking's success page, the admin list and the mail;
 * phones are grouped as on /vizitai (the business page, the admin list, the mail); the mails sign
 * off „Vizito komanda“.
 */

const SERVICE_FROM = 'Nuotakos makiažas su bandymu';
const MAKEUP_ARTIST = 'Gintarė Vaitkutė';
const PHONE = '+370 612 34501';

test.beforeEach(async ({ page }) => {
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
});

test('the business page groups its phone and shows a starting price with „nuo“', async ({ page, consoleErrors }) => {
  await page.goto(`/apie/${SLUG}`);
  await waitForHydration(page);
  const phone = page.getByRole('link', { name: PHONE });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute('href', 'tel:+37061234501');
  const service = page.getByRole('region', { name: 'Paslaugos' }).getByRole('listitem').filter({ hasText: SERVICE_FROM });
  await expect(service.locator('.vz-biz-service__price')).toHaveText('nuo 90\u00a0€');
  await screenshots(page, 'texts-business-page');
  expect(consoleErrors).toEqual([]);
});

test('a starting price keeps „nuo“ on the success page, in the admin list and in the mail; the mail signs off „Vizito komanda“', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const options = await calendarOptions(page.request);
  const serviceId = idOf(options.services, SERVICE_FROM);
  const specialistId = idOf(options.specialists, MAKEUP_ARTIST);
  // Far ahead, where the other journeys do not book her.
  const { date, starts } = await freeDay(page.request, options, specialistId, 45, SERVICE_FROM);
  const start = starts.at(-1)!;
  const time = VILNIUS_TIME.format(new Date(start));

  await acceptCookies(page.context(), baseURL!);
  await logInByApi(page.request, baseURL!, CUSTOMER);
  const since = Date.now();
  await page.goto(
    `/naujas-vizitas/${SLUG}?paslaugos=${serviceId}&specialistas=${specialistId}&data=${date}&laikas=${time}&zingsnis=5`,
  );
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Patikrinkite ir patvirtinkite' })).toBeVisible();
  await expect(page.locator('.vz-bk-summary')).toContainText('nuo 90\u00a0€');

  const booked = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/appointment') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  const appointment = (await (await booked).json()) as { id: string };
  await expect(page.getByRole('heading', { level: 2, name: 'Jūsų vizitas užregistruotas!' })).toBeFocused();
  await expect(page.locator('.vz-bk-done')).toContainText('nuo 90\u00a0€');
  await screenshots(page, 'texts-booking-success-nuo');

  // The customer's mail: „nuo“, the business's phone grouped, the genitive in the sign-off.
  const mail = await waitForMail(CUSTOMER.email, `Vizito užklausa gauta – ${BUSINESS}`, since);
  expect(mail.text).toContain('Kaina: nuo 90\u00a0€');
  expect(mail.text).toContain(`Telefonas: ${PHONE}`);
  expect(mail.text).toContain('\nVizito komanda\n');
  expect(mail.text).not.toContain('Vizitas komanda');

  // The admin list of that day and specialist.
  const admin = await adminPage(browser, baseURL!);
  await logInByApi(admin.request, baseURL!, ADMIN);
  await admin.goto(`/administratorius/vizitai/sarasas?nuo=${date}&iki=${date}&specialistas=${specialistId}`);
  await waitForHydration(admin);
  const row = admin.locator(`.vz-aa-row[data-appointment-id="${appointment.id}"]`);
  await expect(row.locator('.vz-aa-row__price')).toHaveText('Kaina: nuo 90\u00a0€');
  // The client's phone (+37061111111) as everywhere else.
  await expect(row.getByRole('link', { name: '+370 611 11111', exact: true })).toHaveAttribute('href', 'tel:+37061111111');
  await screenshots(admin, 'texts-admin-list-nuo');
  await admin.context().close();

  // The time is given back for the other journeys.
  const cancelled = await page.request.post('/api/user/appointment/decline', {
    data: { appointment: appointment.id },
    headers: { origin: baseURL! },
  });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  expect(consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
});
