import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { PHONE, SERVICE, SLUG } from './booking-steps';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { logInByApi, uniqueEmail, type Account } from './login';
import { quietNotifications } from './quiet-notifications';

/**
 * Client cards (issue 12, item 11): the business admin opens „Klientai“, finds a client by her
 * e-mail, writes a note and an allergy on her card, blocks her from booking online (after a
 * question); the client then tries to book and is told politely that the time cannot be booked
 * online, never why.
 */

const ADMIN: Account = { email: 'admin@vizitas.lt', password: 'Demo12345!' };
const CLIENTS = '/administratorius/klientai';
const BOOKING_UNAVAILABLE = 'Šiuo laiku registruotis internetu negalima. Dėl vizito susisiekite su salonu tiesiogiai.';

test.beforeEach(async ({ page }) => {
  // The review dialog for a past visit (its own journeys) would cover these pages a second after load.
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
});

/** A new customer with a phone number and one booked visit at the demo salon, logged in on `request`. */
async function customerWithVisit(request: APIRequestContext, baseURL: string, name: string): Promise<Account> {
  const account = { email: uniqueEmail('kortele'), password: 'Ziemos-Rytas-73' };
  const registered = await request.post('/api/public/auth/register', {
    data: { name, ...account, acceptTerms: true },
    headers: { origin: baseURL },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const phone = await request.post('/api/user/profile/phone-number', {
    data: { phoneNumber: '+37067700000' },
    headers: { origin: baseURL },
  });
  expect(phone.status(), await phone.text()).toBe(200);
  const calendar = await (await request.get(`/api/public/schedule/calendar-options?business=${SLUG}`)).json();
  const serviceId: string = calendar.services.find((s: { name: string }) => s.name === SERVICE).id;
  const from = new Date(Date.parse(`${calendar.today}T00:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10);
  const query = `business=${SLUG}&services=${serviceId}&specialist=any`;
  const dates = (
    await (await request.get(`/api/public/schedule/available-dates?${query}&from=${from}&to=${calendar.lastDate}`)).json()
  ).dates as string[];
  expect(dates.length).toBeGreaterThan(0);
  const day = await (await request.get(`/api/public/schedule/available-time-slots?${query}&date=${dates[0]}`)).json();
  const slot = day.slots[0] as { start: string; specialistId: string };
  const booked = await request.post('/api/user/appointment', {
    data: { business: SLUG, services: [serviceId], specialist: slot.specialistId, start: slot.start },
    headers: { origin: baseURL },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return account;
}

/** The business admin in a browser context of their own, on a phone. */
async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId: 'Europe/Vilnius', viewport: PHONE });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  const page = await context.newPage();
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
  await quietNotifications(context);
  await logInByApi(page.request, baseURL, ADMIN);
  return page;
}

test('the admin finds a client, writes her card and blocks her; she is then told politely that the time cannot be booked online', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  // A long journey (two people, a card, a block, a booking): about 25 s alone, more on a busy machine.
  test.setTimeout(120_000);
  const name = 'Austėja Kortelienė';
  const customer = await customerWithVisit(page.request, baseURL!, name);

  const admin = await adminPage(browser, baseURL!);
  const adminErrors: string[] = [];
  admin.on('pageerror', (error) => adminErrors.push(error.message));
  admin.on('console', (message) => {
    if (message.type() === 'error') adminErrors.push(message.text());
  });

  // The list: the menu's „Klientai“ leads here, the latest visits first.
  await admin.goto('/administratorius/vizitai/sarasas');
  await waitForHydration(admin);
  await admin.getByRole('button', { name: /^Meniu/ }).click();
  await admin.getByRole('link', { name: 'Klientai' }).click();
  await expect(admin).toHaveURL(CLIENTS);
  await expect(admin).toHaveTitle('Klientai – Administravimas');
  await expect(admin.getByRole('heading', { level: 1, name: 'Klientai' })).toBeVisible();
  await expect(admin.getByRole('heading', { level: 2, name: /^Rasta klientų: \d+$/ })).toBeVisible();
  await expect(admin.locator('.vz-ac-row').first()).toBeVisible();
  await screenshots(admin, 'admin-clients-1-list');
  await admin.setViewportSize(PHONE);
  await expectNoAxeViolations(admin, 'the client list');

  // Search by her e-mail (the keyboard: type, Enter): one client.
  const search = admin.getByRole('searchbox', { name: 'Paieška' });
  await search.fill(customer.email);
  await search.press('Enter');
  await expect(admin).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(customer.email).replace(/[.+]/g, '\\$&')}`));
  await expect(admin.getByRole('heading', { level: 2, name: 'Rasta klientų: 1' })).toBeVisible();
  const row = admin.locator('.vz-ac-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(customer.email);
  await expect(row).toContainText('+370 677 00000');
  // Her coming visit is not counted among those that took place.
  await expect(row).toContainText('Įvykę vizitai: 0');
  await expect(row).toContainText('Dar nesilankė');
  await expect(row).toContainText(/Kitas vizitas: \d{4}-\d{2}-\d{2}/);
  await screenshots(admin, 'admin-clients-2-search');
  await admin.setViewportSize(PHONE);
  const nothing = admin.getByRole('searchbox', { name: 'Paieška' });
  await nothing.fill('niekas-tokio-neturi');
  await admin.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(admin.getByText('Pagal „niekas-tokio-neturi“ klientų nerasta.')).toBeVisible();
  await admin.goBack();
  await expect(admin.getByRole('heading', { level: 2, name: 'Rasta klientų: 1' })).toBeVisible();

  // Her card: nothing written yet, the coming visit in the history.
  await admin.getByRole('link', { name: new RegExp(`^${name}`) }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  await waitForHydration(admin);
  await expect(admin).toHaveTitle(`${name} – Administravimas`);
  const history = admin.getByRole('region', { name: 'Vizitų istorija' });
  await expect(history).toContainText('Įvykę vizitai0');
  await expect(history).toContainText('Išleista0\u00a0€');
  await expect(history.locator('.vz-ac-visit')).toHaveCount(1);
  await expect(history.locator('.vz-ac-visit')).toContainText(SERVICE);
  await expect(history.locator('.vz-ac-visit')).toContainText(/Laukia patvirtinimo|Patvirtintas/);

  await admin.getByLabel('Pastabos').fill('Mėgsta ramią muziką.\nPrašo neskubinti.');
  await admin.getByLabel('Alergijos ir jautrumai').fill('Alergija lateksui');
  await admin.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(admin.getByText('Kortelė išsaugota.')).toBeVisible();
  await expect(admin.getByText(/^Atnaujinta \d{4} m\. .+, Aistė Kazlauskienė$/)).toBeVisible();

  // Blocking asks first; „Atšaukti“ leaves her unblocked.
  const blockSwitch = admin.getByRole('switch', { name: 'Blokuoti registraciją internetu' });
  await expect(blockSwitch).not.toBeChecked();
  await blockSwitch.focus();
  await admin.keyboard.press('Space');
  const dialog = admin.getByRole('dialog', { name: 'Užblokuoti klientą?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${name} nebegalės užsiregistruoti pas jus internetu.`);
  await dialog.getByRole('button', { name: 'Atšaukti' }).click();
  await expect(dialog).toBeHidden();
  await expect(blockSwitch).not.toBeChecked();

  await blockSwitch.click();
  await expect(dialog).toBeVisible();
  // The dialog fades in over half a second: picture it when it is there.
  await admin.waitForTimeout(600);
  await screenshots(admin, 'admin-clients-3-block-question');
  await admin.setViewportSize(PHONE);
  await dialog.getByRole('button', { name: 'Užblokuoti' }).click();
  await expect(admin.getByText('Klientas užblokuotas.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(blockSwitch).toBeChecked();
  await expect(admin.getByText('Klientas užblokuotas: registruotis internetu pas jus jis negali.')).toBeVisible();

  // What was saved is what a fresh load shows.
  await admin.reload();
  await waitForHydration(admin);
  await expect(admin.getByLabel('Pastabos')).toHaveValue('Mėgsta ramią muziką.\nPrašo neskubinti.');
  await expect(admin.getByLabel('Alergijos ir jautrumai')).toHaveValue('Alergija lateksui');
  await expect(admin.getByRole('switch', { name: 'Blokuoti registraciją internetu' })).toBeChecked();
  await expect(admin.locator('.vz-ac-header .vz-ac-badge--blocked')).toHaveText('Užblokuotas');
  await screenshots(admin, 'admin-clients-4-card');
  await admin.setViewportSize(PHONE);
  await expectNoAxeViolations(admin, 'the client card');

  // Back in the list she is marked blocked, with notes.
  await admin.getByRole('link', { name: '← Visi klientai' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Klientai' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Paieška' }).fill(customer.email);
  await admin.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Rasta klientų: 1' })).toBeVisible();
  await expect(admin.locator('.vz-ac-row .vz-ac-badge--blocked')).toHaveText('Užblokuotas');
  await expect(admin.locator('.vz-ac-row')).toContainText('Yra pastabų');
  expect(adminErrors).toEqual([]);
  await admin.context().close();

  // She opens the booking page: told at the first step, politely, without the reason, with the
  // business's phone — not after five steps.
  await page.setViewportSize(PHONE);
  await page.goto(`/naujas-vizitas/${SLUG}`);
  await waitForHydration(page);
  const notice = page.getByTestId('booking-blocked');
  await expect(notice).toHaveText(
    'Šiame versle registruotis internetu negalite. Dėl vizito susisiekite su verslu tiesiogiai. Skambinkite: +370 612 34501.',
  );
  await expect(notice).not.toContainText(/blok/i);
  await expect(notice.getByRole('link', { name: '+370 612 34501' })).toHaveAttribute('href', 'tel:+37061234501');
  await expect(page.getByRole('heading', { level: 2, name: 'Pasirinkite paslaugas' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Toliau' })).toHaveCount(0);
  // The booking itself refuses her as before (a request made past the page).
  const refused = await page.request.post('/api/user/appointment', {
    data: {
      business: SLUG,
      specialist: 'any',
      services: ['00000000-0000-4000-8000-000000000000'],
      start: '2030-01-07T08:00:00.000Z',
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: 'booking_unavailable', message: BOOKING_UNAVAILABLE });
  await screenshots(page, 'admin-clients-5-blocked-booking');
  expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});

test('a card of someone who never booked the business and an unknown address of the area are 404 pages inside the admin menu; a customer may not open the list', async ({
  page,
  baseURL,
}) => {
  await quietNotifications(page);
  const account = { email: uniqueEmail('kortele-ne'), password: 'Ziemos-Rytas-73' };
  const registered = await page.request.post('/api/public/auth/register', {
    data: { name: 'Niekada Nebuvusi', ...account, acceptTerms: true },
    headers: { origin: baseURL! },
  });
  expect(registered.status()).toBe(201);
  const me = (await (await page.request.get('/api/user/profile')).json()) as { id: string };
  const customerList = await page.goto(CLIENTS);
  expect(customerList?.status()).toBe(403);

  await logInByApi(page.request, baseURL!, ADMIN);
  // The card is loaded in the browser (docs/decisions/024): the API's 404 becomes the 404 page there.
  const cardAnswers: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/admin/user/')) cardAnswers.push(response.status());
  });
  for (const id of [me.id, 'ne-id']) {
    const asked = cardAnswers.length;
    await page.goto(`${CLIENTS}/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Puslapis nerastas' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Niekada Nebuvusi' })).toHaveCount(0);
    expect(cardAnswers.length).toBeGreaterThan(asked);
  }
  expect(
    cardAnswers.filter((status) => status !== 404 && status !== 400),
    `answers: ${cardAnswers.join(', ')}`,
  ).toEqual([]);
  // The 404 keeps the area's menu, and its link leads back into the area, not to the site.
  await page.setViewportSize({ width: 1280, height: 900 });
  const adminMenu = page.getByRole('navigation', { name: 'Administravimas' });
  await expect(adminMenu.getByRole('link', { name: 'Klientai' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Į administravimo pradžią' })).toHaveAttribute(
    'href',
    '/administratorius',
  );

  // An address of the area that names no page: a 404 inside the area, after its guard.
  const unknown = '/administratorius/nera-tokio-puslapio';
  const answer = await page.goto(unknown);
  expect(answer?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page).toHaveTitle('Puslapis nerastas');
  await expect(page.getByRole('heading', { level: 1, name: 'Puslapis nerastas' })).toBeVisible();
  await expect(adminMenu.getByRole('link', { name: 'Klientai' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Į administravimo pradžią' }).click();
  await expect(page).toHaveURL('/administratorius');
  await expect(page.getByRole('heading', { level: 1, name: 'Pradžia' })).toBeVisible();
  await page.goto(unknown);
  await expectNoAxeViolations(page, 'the 404 page inside the admin area');
  // A visitor logs in first, as everywhere in the area.
  await page.context().clearCookies();
  await page.goto(unknown);
  await expect(page).toHaveURL(`/prisijungti?redirect=${encodeURIComponent(unknown)}`);
});
