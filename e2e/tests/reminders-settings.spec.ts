import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { adminPage, collectErrors } from './admin-steps';
import { SERVICE, SLUG } from './booking-steps';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { DEMO_CUSTOMER, logInByApi, uniqueEmail, waitForMail } from './login';
import { quietNotifications } from './quiet-notifications';
import { quietPrompts } from './quiet-prompts';

/**
 * Issue 14, items 4, 5 and 10 (docs/decisions/028): the customer saves her notification settings
 * in her profile; the unsubscribe link of a real mail in the outbox works for a logged-out
 * person; the reminders section of the admin settings; the premium_modal for the owner of a
 * free-plan business who reaches the 2 h reminder.
 */

const DEFAULTS = {
  settings: {
    booking_changes: { email: true, push: true, in_app: true },
    reminders: { email: true, push: true, in_app: true },
    review_requests: { email: true, push: true, in_app: true },
    marketing: { email: false, push: false, in_app: false },
  },
};

async function customerPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId: 'Europe/Vilnius', viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  await quietNotifications(context);
  await quietPrompts(context);
  const page = await context.newPage();
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
  await logInByApi(page.request, baseURL, DEMO_CUSTOMER);
  return page;
}

async function resetSettings(request: APIRequestContext, baseURL: string): Promise<void> {
  const reset = await request.put('/api/user/notification-settings', { data: DEFAULTS, headers: { origin: baseURL } });
  expect(reset.status(), await reset.text()).toBe(200);
}

test('the customer saves her notification settings in her profile', async ({ browser, baseURL }) => {
  const page = await customerPage(browser, baseURL!);
  const errors = collectErrors(page);
  await resetSettings(page.request, baseURL!);
  await page.goto('/profilis');
  await waitForHydration(page);
  const card = page.getByTestId('notification-settings');
  await expect(page.getByRole('heading', { name: 'Pranešimų nustatymai' })).toBeVisible();
  const reviewMail = card.getByRole('checkbox', { name: 'Prašymai įvertinti vizitą: El. paštu' });
  const marketingMail = card.getByRole('checkbox', { name: 'Naujienos ir pasiūlymai: El. paštu' });
  await expect(reviewMail).toBeChecked();
  await expect(marketingMail).not.toBeChecked();
  await page.locator('#pranesimu-nustatymai').scrollIntoViewIfNeeded();
  await screenshots(page, 'notification-settings');

  // With the keyboard: off for review request mail, on for news; saved.
  await reviewMail.focus();
  await page.keyboard.press('Space');
  await marketingMail.focus();
  await page.keyboard.press('Space');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/user/notification-settings') && r.request().method() === 'PUT');
  await card.getByRole('button', { name: 'Išsaugoti nustatymus' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Pranešimų nustatymai išsaugoti.')).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('notification-settings').getByRole('checkbox', { name: 'Prašymai įvertinti vizitą: El. paštu' })).not.toBeChecked();
  await expect(page.getByTestId('notification-settings').getByRole('checkbox', { name: 'Naujienos ir pasiūlymai: El. paštu' })).toBeChecked();
  await resetSettings(page.request, baseURL!);
  expect(errors).toEqual([]);
});

test('the unsubscribe link of a real mail works without logging in', async ({ browser, baseURL }) => {
  const customer = await customerPage(browser, baseURL!);
  await resetSettings(customer.request, baseURL!);
  // A real mail: she books a visit; the mail that tells her it was received carries the link.
  const request = customer.request;
  const calendar = await (await request.get(`/api/public/schedule/calendar-options?business=${SLUG}`)).json();
  const serviceId: string = calendar.services.find((s: { name: string }) => s.name === SERVICE).id;
  const from = new Date(Date.parse(`${calendar.today}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
  const query = `business=${SLUG}&services=${serviceId}&specialist=any`;
  const dates = (await (await request.get(`/api/public/schedule/available-dates?${query}&from=${from}&to=${calendar.lastDate}`)).json()).dates as string[];
  const day = await (await request.get(`/api/public/schedule/available-time-slots?${query}&date=${dates[0]}`)).json();
  const slot = day.slots[day.slots.length - 1] as { start: string; specialistId: string };
  const since = Date.now();
  const booked = await request.post('/api/user/appointment', {
    data: { business: SLUG, services: [serviceId], specialist: slot.specialistId, start: slot.start },
    headers: { origin: baseURL! },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const appointmentId = ((await booked.json()) as { id: string }).id;
  const mail = await waitForMail(DEMO_CUSTOMER.email, /^(Vizito užklausa gauta|Jūsų vizitas)/, since);
  const link = mail.links.find((url) => url.includes('/pranesimu-atsisakymas?token='));
  expect(link, mail.text).toBeTruthy();
  expect(mail.text).toContain('Nebenorite tokių laiškų? Atsisakykite:');

  // Another browser, nobody logged in.
  const visitor = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId: 'Europe/Vilnius' });
  await visitor.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  const page = await visitor.newPage();
  const errors = collectErrors(page);
  const path = new URL(link!).pathname + new URL(link!).search;
  await page.goto(path);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Laiškų atsisakymas' })).toBeVisible();
  await expect(page.getByText('Nebesiųsti jums laiškų apie: vizitų pokyčius?')).toBeVisible();
  await expect(page.getByTestId('unsubscribe-email')).toHaveText('k***@vizitas.lt');
  await screenshots(page, 'unsubscribe');
  await page.getByRole('button', { name: 'Atsisakyti' }).click();
  await expect(page.getByText('Atsisakėte laiškų apie: vizitų pokyčius. Daugiau jų nesiųsime.')).toBeVisible();
  await screenshots(page, 'unsubscribe-done');

  // Her settings say so.
  const settings = await (await request.get('/api/user/notification-settings')).json();
  expect(settings.settings.booking_changes).toEqual({ email: false, push: true, in_app: true });
  // A forged link is told so.
  await page.goto('/pranesimu-atsisakymas?token=netikras');
  await expect(page.getByText('Ši atsisakymo nuoroda netinkama.', { exact: false })).toBeVisible();
  expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);

  await resetSettings(request, baseURL!);
  const cancelled = await request.post('/api/user/appointment/decline', { data: { appointment: appointmentId }, headers: { origin: baseURL! } });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
});

test('the reminders section of the settings, and the premium_modal for the owner of a free-plan business', async ({ browser, baseURL }) => {
  // The demo studio is on the premium plan: all four choices, the reminders coming and sent.
  const admin = await adminPage(browser, baseURL!);
  await admin.goto('/administratorius/nustatymai');
  await waitForHydration(admin);
  const section = admin.locator('#priminimai');
  await expect(section.getByRole('heading', { name: 'Priminimai klientams' })).toBeVisible();
  await expect(section.getByRole('radio', { name: 'Prieš 24 valandas' })).toBeChecked();
  await expect(section.getByRole('heading', { name: 'Neseniai išsiųsti' })).toBeVisible();
  await expect(section.getByRole('link', { name: 'pranešimų nustatymuose' })).toHaveAttribute('href', '/profilis#pranesimu-nustatymai');
  await section.scrollIntoViewIfNeeded();
  await screenshots(admin, 'admin-reminders');

  // A new owner: her business is on the free plan.
  const context = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId: 'Europe/Vilnius', viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  await quietNotifications(context);
  await quietPrompts(context);
  const page = await context.newPage();
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
  const errors = collectErrors(page);
  const email = uniqueEmail('premium');
  const registered = await page.request.post('/api/public/business-registration', {
    data: {
      businessName: `Salonas ${email.slice(8, 16)}`,
      categories: ['kirpejai'],
      city: 'vilnius',
      address: 'Gedimino pr. 1, Vilnius',
      phone: '+37061234599',
      account: { name: 'Rūta Nemokamaitė', email, password: 'Slaptas12345!', acceptTerms: true },
    },
    headers: { origin: baseURL! },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const slug = ((await registered.json()) as { business: { slug: string } }).business.slug;

  await page.goto(`/administratorius/nustatymai?verslas=${slug}`);
  await waitForHydration(page);
  const own = page.locator('#priminimai');
  await expect(own.getByRole('radio', { name: 'Prieš 24 valandas' })).toBeChecked();
  await expect(own.getByText('Premium')).toHaveCount(2);
  // She reaches the premium feature: the 2 h reminder. Her choice stays; the plan is offered.
  await own.getByRole('radio', { name: /^Prieš 2 valandas/ }).click();
  const modal = page.getByRole('dialog', { name: 'Premium planas' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText('Antras priminimas klientams likus 2 valandoms iki vizito – mažiau neatvykusių.')).toBeVisible();
  await expect(own.getByRole('radio', { name: 'Prieš 24 valandas' })).toBeChecked();
  await screenshots(page, 'premium-modal');
  await modal.getByLabel('Žinutė (nebūtina)').fill('Norime priminti ir ryte.');
  const asked = page.waitForResponse((r) => r.url().includes('/premium-request') && r.request().method() === 'POST');
  await modal.getByRole('button', { name: 'Noriu premium plano' }).click();
  expect((await asked).status()).toBe(201);
  await expect(modal.getByText('Užklausą gavome. Susisieksime per vieną darbo dieną.')).toBeVisible();
  await modal.getByRole('button', { name: 'Uždaryti' }).first().click();
  await expect(modal).toBeHidden();

  // None is hers to choose: saved.
  await own.getByRole('radio', { name: 'Nepriminti' }).check();
  await own.getByRole('button', { name: 'Išsaugoti priminimus' }).click();
  await expect(page.getByText('Priminimų nustatymai išsaugoti.')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('#priminimai').getByRole('radio', { name: 'Nepriminti' })).toBeChecked();
  expect(errors).toEqual([]);
});
