import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { chooseUntilSummary, BUSINESS, PHONE, SERVICE, SLUG } from './booking-steps';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { readCalendarFile } from './calendar-file';
import { logInByApi, logInByForm, uniqueEmail, waitForMail, type Account, type OutboxMail } from './login';
import { quietNotifications } from './quiet-notifications';

/**
 * The business's admin area (issue 12): a customer books at „Grožio studija Aistė“, its owner
 * (the demo admin) finds the request in the list with the menu's badge and confirms or declines
 * it; the customer's visits show the answer. Visitors are sent to log in, customers get a 403.
 */

const ADMIN: Account = { email: 'admin@vizitas.lt', password: 'Demo12345!' };
const LIST = '/administratorius/vizitai/sarasas';
const DESKTOP = { width: 1280, height: 900 };

test.beforeEach(async ({ page }) => {
  // The review dialog for a past visit (its own journeys) would cover these pages a second after load.
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
});

/** A new customer with a phone number, logged in on `request` (a page's or a context's). */
async function newCustomer(request: APIRequestContext, baseURL: string, name: string): Promise<Account> {
  const account = { email: uniqueEmail('admin-journey'), password: 'Rudens-Lapai-42' };
  const registered = await request.post('/api/public/auth/register', {
    data: { name, ...account, acceptTerms: true },
    headers: { origin: baseURL },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const phone = await request.post('/api/user/profile/phone-number', {
    data: { phoneNumber: '+37061234567' },
    headers: { origin: baseURL },
  });
  expect(phone.status(), await phone.text()).toBe(200);
  return account;
}

/** Books the first free time at least `daysAhead` days ahead through the API; returns the visit. */
async function bookByApi(request: APIRequestContext, baseURL: string, daysAhead: number, note: string) {
  const calendar = await (await request.get(`/api/public/schedule/calendar-options?business=${SLUG}`)).json();
  const serviceId: string = calendar.services.find((s: { name: string }) => s.name === SERVICE).id;
  const from = new Date(Date.parse(`${calendar.today}T00:00:00Z`) + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const query = `business=${SLUG}&services=${serviceId}&specialist=any`;
  const dates = (
    await (await request.get(`/api/public/schedule/available-dates?${query}&from=${from}&to=${calendar.lastDate}`)).json()
  ).dates as string[];
  expect(dates.length).toBeGreaterThan(0);
  const day = await (await request.get(`/api/public/schedule/available-time-slots?${query}&date=${dates[0]}`)).json();
  const slot = day.slots[0] as { start: string; specialistId: string };
  const booked = await request.post('/api/user/appointment', {
    data: { business: SLUG, services: [serviceId], specialist: slot.specialistId, start: slot.start, note },
    headers: { origin: baseURL },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()) as { id: string; start: string; status: string };
}

/** The business admin in a browser context of their own. */
async function adminPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId: 'Europe/Vilnius', viewport: PHONE });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  const page = await context.newPage();
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
  await quietNotifications(context);
  await logInByApi(page.request, baseURL, ADMIN);
  return page;
}

/** The count on the menu's "Vizitai" (0 when no badge). */
async function badgeCount(page: Page): Promise<number> {
  const badge = page.locator('.vz-admin-nav__link', { hasText: 'Vizitai' }).locator('.vz-admin-nav__badge [aria-hidden="true"]');
  return (await badge.count()) === 0 ? 0 : Number(await badge.textContent());
}

/** Narrows the list to one client by the text filter. */
async function filterByClient(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Klientas' }).fill(text);
  await page.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page).toHaveURL(new RegExp(`paieska=${encodeURIComponent(text).replace(/[.+]/g, '\\$&')}`));
}

test('a customer books, the business admin sees the request with the badge and confirms it, the customer sees it confirmed', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const customer = await newCustomer(page.request, baseURL!, 'Rūta Patvirtinimaitė');
  await page.setViewportSize(PHONE);
  await page.goto(`/naujas-vizitas/${SLUG}`);
  await waitForHydration(page);
  const { time } = await chooseUntilSummary(page, { specialist: 'Bet kuris specialistas', note: 'Prašau patvirtinti' });
  const booking = page.waitForResponse((r) => r.url().endsWith('/api/user/appointment') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  const visit = (await (await booking).json()) as { id: string; start: string };
  await expect(page.getByRole('heading', { level: 2, name: 'Jūsų vizitas užregistruotas!' })).toBeFocused();

  // The owner logs in; the user menu offers the admin area.
  const admin = await adminPage(browser, baseURL!);
  await admin.goto('/profilis');
  await waitForHydration(admin);
  const adminLink = admin.locator('nav a', { hasText: 'Administravimas' }).first();
  await expect(adminLink).toHaveAttribute('href', LIST);
  await admin.goto(LIST);
  await waitForHydration(admin);
  await expect(admin).toHaveTitle('Vizitai – Administravimas');
  await expect(admin.getByRole('heading', { level: 1, name: 'Vizitai' })).toBeVisible();
  const pendingBefore = await badgeCount(admin);
  expect(pendingBefore).toBeGreaterThan(0);
  // On a phone the menu is behind a button.
  await expect(admin.getByRole('link', { name: 'Tvarkaraštis' })).toBeHidden();
  await admin.getByRole('button', { name: /^Meniu/ }).click();
  await expect(admin.getByRole('link', { name: 'Tvarkaraštis' })).toBeVisible();
  await expect(admin.getByRole('link', { name: /^Sąrašas/ })).toHaveAttribute('aria-current', 'page');
  await screenshots(admin, 'admin-1-menu-open');
  await admin.setViewportSize(PHONE);
  await admin.getByRole('button', { name: 'Uždaryti meniu' }).click();

  const pendingSection = admin.getByRole('region', { name: /^Laukia patvirtinimo/ });
  await expect(pendingSection.locator('.vz-aa-section__count')).toHaveText(/^\d+$/);
  await screenshots(admin, 'admin-2-list');
  await admin.setViewportSize(PHONE);
  await expectNoAxeViolations(admin, 'the appointment list');

  // Only this client's visits: the request waits, with its time, service, price and note.
  await filterByClient(admin, customer.email);
  const row = pendingSection.locator(`article[data-appointment-id="${visit.id}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('appointment-status')).toHaveText('Būsena: Laukia patvirtinimo');
  await expect(row).toContainText('Rūta Patvirtinimaitė');
  await expect(row).toContainText(SERVICE);
  await expect(row).toContainText('35\u00a0€');
  await expect(row).toContainText(time);
  await expect(row).toContainText('Prašau patvirtinti');
  await screenshots(admin, 'admin-3-filtered');
  await admin.setViewportSize(PHONE);

  const confirmedAt = Date.now();
  await row.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(admin.getByText('Vizito užklausa patvirtinta. Klientas gaus pranešimą.')).toBeVisible();

  // Both mails to the customer carry the visit's calendar file, read back by ical.js: one UID,
  // a higher SEQUENCE for the confirmation (her calendar updates the event instead of adding one).
  const received = await waitForMail(customer.email, `Vizito užklausa gauta – ${BUSINESS}`, 0);
  const confirmed = await waitForMail(customer.email, `Jūsų vizitas patvirtintas – ${BUSINESS}`, confirmedAt);
  const calendarFileOf = (mail: OutboxMail) => {
    const file = mail.attachments?.find((attachment) => attachment.contentType.startsWith('text/calendar'));
    expect(file, mail.subject).toBeTruthy();
    expect(file!.filename).toMatch(/\.ics$/);
    return readCalendarFile(file!.content);
  };
  const [before, after] = [calendarFileOf(received), calendarFileOf(confirmed)];
  expect(before.uid).toBe(`${visit.id}@vizitas.lt`);
  expect(after.uid).toBe(before.uid);
  expect(after.sequence).toBeGreaterThan(before.sequence);
  expect(after.method).toBe('REQUEST');
  expect(after.status).toBe('CONFIRMED');
  expect(after.startZone).toBe('Europe/Vilnius');
  expect(after.start).toBe(new Date(visit.start).toISOString());
  const others = admin.getByRole('region', { name: /^Kiti vizitai/ });
  const confirmedRow = others.locator(`article[data-appointment-id="${visit.id}"]`);
  await expect(confirmedRow.getByTestId('appointment-status')).toHaveText('Būsena: Patvirtintas');
  await expect(pendingSection.locator(`article[data-appointment-id="${visit.id}"]`)).toHaveCount(0);
  await expect.poll(() => badgeCount(admin)).toBe(pendingBefore - 1);
  await admin.context().close();

  // The customer's list shows it confirmed.
  await page.goto('/vizitai');
  await waitForHydration(page);
  const card = page.locator(`article[data-visit-id="${visit.id}"]`);
  await expect(card.getByTestId('visit-status')).toHaveText('Būsena: Patvirtintas');
  await expect(card).toContainText(BUSINESS);
  expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});

test('the admin declines with a reason in the dialog; the customer sees it declined with the reason', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  const customer = await newCustomer(page.request, baseURL!, 'Jonas Atmetimas');
  const visit = await bookByApi(page.request, baseURL!, 5, 'Antras vizitas');
  expect(visit.status).toBe('pending');

  const admin = await adminPage(browser, baseURL!);
  await admin.goto(LIST);
  await waitForHydration(admin);
  await filterByClient(admin, customer.email);
  const row = admin.locator(`article[data-appointment-id="${visit.id}"]`);
  await row.getByRole('button', { name: 'Atmesti' }).click();
  const dialog = admin.locator('[data-modal-id="admin_decline_appointment"]').getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Jonas Atmetimas');
  const reason = 'Tą dieną studija uždaryta, pasirinkite kitą laiką.';
  await dialog.getByLabel('Priežastis klientui').fill(reason);
  await screenshots(admin, 'admin-4-decline-dialog');
  await admin.setViewportSize(PHONE);
  // Checked once the dialog is fully shown (mid-fade its colours fail the contrast check).
  await expect(admin.locator('.vz-modal')).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(admin, 'the decline dialog');
  await dialog.getByRole('button', { name: 'Taip, atmesti' }).click();
  await expect(admin.getByText('Vizito užklausa atmesta. Klientas gaus pranešimą.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByTestId('appointment-status')).toHaveText('Būsena: Atmestas');
  await admin.context().close();

  await page.setViewportSize(PHONE);
  await page.goto('/vizitai');
  await waitForHydration(page);
  const card = page.locator(`article[data-visit-id="${visit.id}"]`);
  await expect(card.getByTestId('visit-status')).toHaveText('Būsena: Atmestas');
  await expect(card).toContainText(reason);
  expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});

test("the mail's links: a confirm page refused because someone was first, a decline page that goes back to the list", async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  await newCustomer(page.request, baseURL!, 'Laura Nuorodaitė');
  const first = await bookByApi(page.request, baseURL!, 6, 'Iš laiško');
  const second = await bookByApi(page.request, baseURL!, 7, 'Iš laiško');

  const admin = await adminPage(browser, baseURL!);
  await admin.goto(`/administratorius/vizitai/${first.id}/patvirtinti`);
  await waitForHydration(admin);
  await expect(admin).toHaveTitle('Patvirtinti vizitą – Administravimas');
  await expect(admin.getByRole('heading', { level: 1, name: 'Patvirtinti vizitą' })).toBeVisible();
  await expect(admin.locator('.vz-aa-facts')).toContainText('Laura Nuorodaitė');
  await screenshots(admin, 'admin-5-confirm-page');
  await admin.setViewportSize(PHONE);
  await expectNoAxeViolations(admin, 'the confirm page');

  // Someone else answers first (another tab, a colleague): the click is refused, and says so.
  const elsewhere = await admin.request.patch(`/api/admin/appointment/${first.id}`, {
    data: { action: 'decline' },
    headers: { origin: baseURL! },
  });
  expect(elsewhere.status()).toBe(200);
  await admin.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'Šio veiksmo su vizitu atlikti negalima.' })).toBeVisible();
  await expect(admin.getByTestId('not-pending')).toContainText('Šio vizito būsena: atmestas.');
  await expect(admin.getByRole('button', { name: 'Patvirtinti' })).toHaveCount(0);
  await expect(admin).toHaveURL(new RegExp(`/administratorius/vizitai/${first.id}/patvirtinti$`));
  await screenshots(admin, 'admin-6-confirm-refused');
  await admin.setViewportSize(PHONE);

  await admin.goto(`/administratorius/vizitai/${second.id}/atmesti`);
  await waitForHydration(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Atmesti vizitą' })).toBeVisible();
  await admin.getByLabel('Priežastis klientui').fill('Specialistė serga.');
  await screenshots(admin, 'admin-7-decline-page');
  await admin.setViewportSize(PHONE);
  await expectNoAxeViolations(admin, 'the decline page');
  await admin.getByRole('button', { name: 'Atmesti' }).click();
  await expect(admin).toHaveURL(new RegExp(`${LIST}$`));
  await expect(admin.getByText('Vizito užklausa atmesta. Klientas gaus pranešimą.')).toBeVisible();

  // An unknown visit is a 404 page.
  const unknown = await admin.goto('/administratorius/vizitai/00000000-0000-4000-8000-000000000000/patvirtinti');
  expect(unknown?.status()).toBe(404);
  await admin.context().close();
  expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
});

test('a visitor is sent to log in and back; a customer without a business gets the 403 page', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${LIST}?busena=pending`);
  await expect(page).toHaveURL(`/prisijungti?redirect=${encodeURIComponent(`${LIST}?busena=pending`)}`);
  await waitForHydration(page);
  // On a desktop: the phone's bottom bar has a "Prisijungti" button of its own.
  await page.setViewportSize(DESKTOP);
  await logInByForm(page, ADMIN, `${LIST}?busena=pending`);
  await expect(page).toHaveURL(`${LIST}?busena=pending`);
  await expect(page.getByRole('heading', { level: 1, name: 'Vizitai' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Būsena' })).toHaveValue('pending');
  await expect(page.getByRole('region', { name: /^Kiti vizitai/ })).toHaveCount(0);

  // A customer who is nobody's staff.
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  await newCustomer(page.request, baseURL!, 'Paprasta Klientė');
  const answer = await page.goto(LIST);
  expect(answer?.status()).toBe(403);
  await waitForHydration(page);
  await expect(page).toHaveTitle('Administravimas skirtas verslams');
  await expect(page.getByRole('heading', { level: 1, name: 'Administravimas skirtas verslams' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Registruoti verslą' })).toHaveAttribute(
    'href',
    '/verslui/registracija',
  );
  // Her user menu does not offer the admin area.
  await expect(page.locator('nav a', { hasText: 'Administravimas' })).toHaveCount(0);
  await screenshots(page, 'admin-8-forbidden');
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page, 'the 403 page');
  expect(consoleErrors.filter((text) => !/Failed to load resource|403/.test(text))).toEqual([]);
});
