import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { expect, test, waitForHydration } from './fixtures';
import { BUSINESS, CUSTOMER, OTHER_CUSTOMER, PHONE, SERVICE, SLUG, SPECIALIST, chooseUntilSummary, shoot } from './booking-steps';

/**
 * The customer's booking flow (issue 5, items 3 and 4): services → specialist → date and time →
 * note → summary → confirm; booking before login with the draft kept across the login; the time
 * taken by someone else meanwhile.
 */

/** Network failures we provoke on purpose show up as console errors; nothing else may. */
const unexpected = (errors: string[]) => errors.filter((text) => !/status of (401|409|500)|Failed to load resource/.test(text));

async function acceptCookies(context: BrowserContext, baseURL: string) {
  // The cookie consent modal belongs to the page chrome; these journeys start past it.
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
}

async function logIn(request: APIRequestContext, baseURL: string, account: { email: string; password: string }) {
  const response = await request.post('/api/public/auth/login', { data: account, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL!);
});

test('the booking page is server-rendered with the business, its services and meta tags', async ({ request }) => {
  const html = await (await request.get(`/naujas-vizitas/${SLUG}`)).text();
  expect(html).toContain(`<title>Registracija vizitui – ${BUSINESS}</title>`);
  expect(html).toMatch(
    /<meta name="description" content="Registruokitės vizitui internetu: Grožio studija Aistė\. Blakstienų priauginimas 1D, [^"]+"/,
  );
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/naujas-vizitas\/studija-aiste"\/>/);
  expect(html).toContain('<h1 class="vz-bk-title">Grožio studija Aistė</h1>');
  expect(html).toContain(SERVICE);

  // The business's own domain: the variants without the slug.
  const onDomain = await request.get('/naujas-vizitas', { headers: { host: 'studija-aiste.lt' } });
  expect(onDomain.status()).toBe(200);
  expect(await onDomain.text()).toContain('href="/apie"');
  expect((await request.get('/naujas-vizitas')).status()).toBe(404);
  expect((await request.get('/naujas-vizitas/tokio-verslo-nera')).status()).toBe(404);

  // pre_login_booking_redirection hands over to the booking page, which restores the draft.
  const bySlug = await request.get(`/pre-login-booking-redirection/${SLUG}`, { maxRedirects: 0 });
  expect(bySlug.status()).toBe(302);
  expect(bySlug.headers().location).toBe(`/naujas-vizitas/${SLUG}?juodrastis=1`);
  const byDomain = await request.get('/pre-login-booking-redirection', {
    maxRedirects: 0,
    headers: { host: 'studija-aiste.lt' },
  });
  expect(byDomain.headers().location).toBe('/naujas-vizitas?juodrastis=1');
});

test('a visitor books up to the summary, is sent to log in with the draft kept, and comes back to confirm', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/naujas-vizitas/${SLUG}`);
  await waitForHydration(page);
  const { dateLabel, time } = await chooseUntilSummary(page, {
    specialist: 'Bet kuris specialistas',
    note: 'Pirmą kartą pas jus',
    shots: true,
  });
  await expect(page.getByText('Norėdami patvirtinti vizitą, prisijunkite arba užsiregistruokite')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registruotis' })).toBeVisible();

  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  await page.waitForURL((url) => url.pathname === '/prisijungti');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/pre-login-booking-redirection/${SLUG}`);
  const draft = JSON.parse((await page.evaluate<string | null>("localStorage.getItem('bookingDraft')")) ?? 'null');
  expect(draft).toMatchObject({ business: SLUG, specialist: 'any', note: 'Pirmą kartą pas jus' });
  expect(draft.services).toHaveLength(1);
  expect(draft.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(Date.now() - draft.savedAt).toBeLessThan(60_000);

  // Log in: through the login page when it exists, otherwise through the API.
  const emailField = page.getByLabel('El. pašto adresas');
  if ((await emailField.count()) > 0) {
    await emailField.fill(CUSTOMER.email);
    await page.getByLabel('Slaptažodis').fill(CUSTOMER.password);
    await page.getByRole('main').getByRole('button', { name: 'Prisijungti' }).click();
  } else {
    await logIn(page.request, baseURL!, CUSTOMER);
    await page.goto(`/pre-login-booking-redirection/${SLUG}`);
  }
  await page.waitForURL((url) => url.pathname === `/naujas-vizitas/${SLUG}` && url.searchParams.get('juodrastis') === '1');
  await waitForHydration(page);

  // Back at the summary with everything filled in.
  await expect(page.getByRole('heading', { level: 2, name: 'Patikrinkite ir patvirtinkite' })).toBeVisible();
  await expect(page.getByText('Jūsų pasirinkimai atkurti.')).toBeVisible();
  const summary = page.locator('.vz-bk-summary');
  await expect(summary).toContainText(SERVICE);
  await expect(summary).toContainText(dateLabel);
  await expect(summary).toContainText(time);
  await expect(summary).toContainText('Pirmą kartą pas jus');
  await expect(page.getByText('Norėdami patvirtinti vizitą')).toHaveCount(0);
  // The business's cancellation rule before she books, with its phone for later (24 h in the demo).
  const rule = page.getByTestId('cancellation-rule');
  await expect(rule).toHaveText(
    'Atšaukti vizitą internetu galėsite iki 24 val. prieš jo pradžią. Vėliau – tik paskambinę verslui: +370 612 34501.',
  );
  await expect(rule.getByRole('link', { name: '+370 612 34501' })).toHaveAttribute('href', 'tel:+37061234501');
  await shoot(page, 'booking-6-restored-summary');

  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Jūsų vizitas užregistruotas!' })).toBeFocused();
  await expect(page.locator('.vz-bk-badge')).toHaveText('Laukia patvirtinimo');
  await expect(page.locator('.vz-bk-done')).toContainText(dateLabel);
  await expect(page.getByRole('link', { name: 'Mano vizitai' })).toHaveAttribute('href', `/vizitai/${SLUG}`);
  await expect(page.getByRole('link', { name: 'Grįžti į verslo puslapį' })).toHaveAttribute('href', `/apie/${SLUG}`);
  expect(await page.evaluate<string | null>("localStorage.getItem('bookingDraft')")).toBeNull();
  expect(new URL(page.url()).search).toBe('');
  await shoot(page, 'booking-7-confirmation');
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('a time taken by someone else meanwhile: a Lithuanian message and the nearest free times', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  await logIn(page.request, baseURL!, CUSTOMER);
  await page.goto(`/naujas-vizitas/${SLUG}`);
  await waitForHydration(page);
  const { dateLabel, time, start } = await chooseUntilSummary(page, { specialist: SPECIALIST, laterMonth: true, minSlots: 10 });
  const calendar = await (await page.request.get(`/api/public/schedule/calendar-options?business=${SLUG}`)).json();
  const serviceId: string = calendar.services.find((s: { name: string }) => s.name === SERVICE).id;
  const specialistId: string = calendar.specialists.find((s: { name: string }) => s.name === SPECIALIST).id;

  // Someone else books that very time first, in another browser.
  const other = await browser.newContext({ baseURL });
  await logIn(other.request, baseURL!, OTHER_CUSTOMER);
  const taken = await other.request.post('/api/user/appointment', {
    data: { business: SLUG, services: [serviceId], specialist: specialistId, start },
    headers: { origin: baseURL! },
  });
  expect(taken.status(), await taken.text()).toBe(201);
  await other.close();

  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Šis laikas jau užimtas' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`Laikas ${time} (${dateLabel}) nebėra laisvas`);
  await expect(page.getByRole('heading', { level: 2, name: 'Pasirinkite datą ir laiką' })).toBeFocused();
  // The nearest free times of that day, and the next free date.
  const nearest = alert.getByRole('list', { name: 'Artimiausi laisvi laikai' }).getByRole('button');
  await expect(nearest.first()).toBeVisible();
  await expect(alert.getByRole('button', { name: /^Kita laisva diena – / })).toBeVisible();
  const offered = await nearest.allTextContents();
  expect(offered).not.toContain(time);
  await shoot(page, 'booking-8-time-taken');
  await nearest.first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pastaba specialistui' })).toBeFocused();
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page.locator('.vz-bk-summary')).toContainText(offered[0]!);
  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Jūsų vizitas užregistruotas!' })).toBeVisible();
  await expect(page.locator('.vz-bk-badge')).toHaveText('Laukia patvirtinimo');
  await expect(page.locator('.vz-bk-done')).toContainText(SPECIALIST);
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('a restored draft whose time is no longer free offers the nearest free times; a visitor can register instead', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  const calendar = await (await page.request.get(`/api/public/schedule/calendar-options?business=${SLUG}`)).json();
  const serviceId: string = calendar.services.find((s: { name: string }) => s.name === SERVICE).id;
  const inThreeWeeks = new Date(Date.parse(`${calendar.firstDate}T00:00:00Z`) + 21 * 86_400_000).toISOString().slice(0, 10);
  const to = calendar.lastDate < inThreeWeeks ? calendar.lastDate : inThreeWeeks;
  const dates = (
    await (
      await page.request.get(
        `/api/public/schedule/available-dates?business=${SLUG}&from=${calendar.firstDate}&to=${to}&services=${serviceId}&specialist=any`,
      )
    ).json()
  ).dates as string[];
  const date = dates.at(-1)!;
  // 05:00 in Vilnius is never offered: as if the time had gone while the visitor was logging in.
  const gone = new Date(`${date}T03:00:00Z`).toISOString();
  await page.goto(`/apie/${SLUG}`);
  const stored = JSON.stringify({
    v: 1,
    business: SLUG,
    services: [serviceId],
    specialist: 'any',
    date,
    start: gone,
    note: 'Iš juodraščio',
    savedAt: Date.now(),
  });
  await page.evaluate(`localStorage.setItem('bookingDraft', ${JSON.stringify(stored)})`);
  await page.goto(`/pre-login-booking-redirection/${SLUG}`);
  await waitForHydration(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Šis laikas jau užimtas' });
  await expect(alert).toContainText('Laikas 05:00');
  const nearest = alert.getByRole('list', { name: 'Artimiausi laisvi laikai' }).getByRole('button');
  await expect(nearest.first()).toBeVisible();
  await nearest.first().click();
  // The note came back with the draft.
  await expect(page.getByLabel('Pastaba (nebūtina)')).toHaveValue('Iš juodraščio');
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Patikrinkite ir patvirtinkite' })).toBeVisible();

  // A visitor without an account registers instead; the draft goes along.
  await page.getByRole('button', { name: 'Registruotis' }).click();
  await page.waitForURL((url) => url.pathname === '/registracija');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/pre-login-booking-redirection/${SLUG}`);
  const draft = JSON.parse((await page.evaluate<string | null>("localStorage.getItem('bookingDraft')")) ?? 'null');
  expect(draft).toMatchObject({ business: SLUG, date, note: 'Iš juodraščio' });
  expect(draft.start).not.toBe(gone);
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('the calendar works with the keyboard, shows times in Vilnius time whatever the browser zone, and handles empty months and errors', async ({
  browser,
  baseURL,
}) => {
  // A browser in New York: times must still be those of Vilnius.
  const context = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId: 'America/New_York', viewport: PHONE });
  await acceptCookies(context, baseURL!);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const calendar = await (await page.request.get(`/api/public/schedule/calendar-options?business=${SLUG}`)).json();
  const firstMonth: string = calendar.firstDate.slice(0, 7);
  // The first month answers "nothing free" once; the day's times fail once with a server error.
  await page.route('**/api/public/schedule/available-dates?*', async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('from')?.startsWith(firstMonth)) await route.fulfill({ json: { dates: [] } });
    else await route.continue();
  });
  let failSlots = true;
  await page.route('**/api/public/schedule/available-time-slots?*', async (route) => {
    if (failSlots) {
      failSlots = false;
      await route.fulfill({
        status: 500,
        json: { success: false, code: 'internal_error', message: 'Įvyko netikėta klaida. Bandykite dar kartą vėliau.' },
      });
    } else await route.continue();
  });

  await page.goto(`/naujas-vizitas/${SLUG}`);
  await waitForHydration(page);
  await page.getByRole('checkbox', { name: SERVICE }).check();
  await page.getByRole('button', { name: 'Toliau' }).click();
  // Keyboard: the specialist by Enter.
  await page.getByRole('button', { name: /Bet kuris specialistas/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Pasirinkite datą ir laiką' })).toBeFocused();

  // The first month is empty: say so and offer the next free date.
  await expect(page.getByText('Šį mėnesį laisvų laikų nėra')).toBeVisible();
  const jump = page.getByRole('button', { name: /^Artimiausia laisva diena – / });
  await expect(jump).toBeVisible();
  await shoot(page, 'booking-9-empty-month');
  await page.setViewportSize(PHONE);
  const jumpLabel = ((await jump.textContent()) ?? '').replace('Artimiausia laisva diena – ', '');
  await jump.click();

  // The times of that day failed to load: a Lithuanian message and a retry.
  await expect(page.getByRole('alert').filter({ hasText: 'Įvyko netikėta klaida' })).toBeVisible();
  await page.getByRole('button', { name: 'Bandyti dar kartą' }).click();
  await expect(page.getByRole('heading', { level: 3, name: `Laisvi laikai – ${jumpLabel}` })).toBeVisible();
  await expect(page.locator('.vz-bk-slot').first()).toBeVisible();
  const firstShown = (await page.locator('.vz-bk-slot').first().textContent()) ?? '';

  // Compare with the API's first slot in Vilnius time.
  const selectedDate = await page.locator('button.vz-bk-day[data-selected]').getAttribute('data-date');
  const serviceId = calendar.services.find((s: { name: string }) => s.name === SERVICE).id;
  const slots = await (
    await page.request.get(
      `/api/public/schedule/available-time-slots?business=${SLUG}&date=${selectedDate}&services=${serviceId}&specialist=any`,
    )
  ).json();
  const vilnius = new Intl.DateTimeFormat('lt-LT', {
    timeZone: 'Europe/Vilnius',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  expect(firstShown).toBe(vilnius.format(new Date(slots.slots[0].start)));

  // Arrow keys move through the month grid; Enter picks a free date.
  const selected = page.locator('button.vz-bk-day[data-selected]');
  await selected.focus();
  await page.keyboard.press('ArrowRight');
  const moved = page.locator('button.vz-bk-day:focus');
  await expect(moved).toHaveCount(1);
  expect(await moved.getAttribute('data-date')).not.toBe(selectedDate);
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('button.vz-bk-day:focus')).toHaveAttribute('data-date', selectedDate!);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 3, name: /^Laisvi laikai – / })).toBeFocused();
  // Tab reaches the times; Space picks one.
  await page.keyboard.press('Tab');
  await expect(page.locator('.vz-bk-slot:focus')).toHaveCount(1);
  await page.keyboard.press('Space');
  await expect(page.getByRole('heading', { level: 2, name: 'Pastaba specialistui' })).toBeFocused();

  // Touch targets of the phone layout are at least 44 px.
  await page.getByRole('button', { name: 'Atgal' }).click();
  for (const locator of [
    page.locator('.vz-bk-day').first(),
    page.locator('.vz-bk-slot').first(),
    page.locator('.vz-bk-bar__action'),
    page.getByRole('button', { name: 'Atgal' }),
  ]) {
    const box = await locator.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
  expect(errors).toEqual([]);
  await context.close();
});

test('the choices live in the address: Back, Forward and reload keep them, and a shared link opens with them', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/apie/${SLUG}`);
  await page.goto(`/naujas-vizitas/${SLUG}`);
  await waitForHydration(page);
  const { dateLabel, time } = await chooseUntilSummary(page, { specialist: SPECIALIST, note: 'Tik man' });
  const stepOf = () => new URL(page.url()).searchParams.get('zingsnis');
  const heading = (name: string) => page.getByRole('heading', { level: 2, name });
  expect(stepOf()).toBe('5');
  const shared = page.url();
  const params = new URL(shared).searchParams;
  expect(params.get('specialistas')).not.toBe('any');
  expect(params.get('laikas')).toBe(time);
  expect(params.get('data')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  // The note is the customer's own: not in the address.
  expect(shared).not.toContain('Tik');

  // Back: the note step, then the date and time step with the day and the time still chosen.
  await page.goBack();
  await expect(heading('Pastaba specialistui')).toBeVisible();
  expect(stepOf()).toBe('4');
  await expect(page.getByLabel('Pastaba (nebūtina)')).toHaveValue('Tik man');
  await page.goBack();
  await expect(heading('Pasirinkite datą ir laiką')).toBeVisible();
  await expect(page.locator('button.vz-bk-day[data-selected]')).toHaveAttribute('data-date', params.get('data')!);
  await expect(page.getByRole('heading', { level: 3, name: `Laisvi laikai – ${dateLabel}` })).toBeVisible();
  await expect(page.locator('.vz-bk-slot[aria-pressed="true"]')).toHaveText(time);
  // The bar says which day and time are chosen.
  await expect(page.locator('.vz-bk-bar__totals')).toHaveText(`1 paslauga · 1 val. 30 min. · 35\u00a0€ · ${dateLabel}, ${time}`);
  await shoot(page, 'booking-10-back-to-date-time');
  await expectNoAxeViolations(page, 'date and time step after Back');
  await page.goBack();
  await expect(heading('Pasirinkite specialistą')).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(SPECIALIST) })).toHaveAttribute('aria-pressed', 'true');
  await page.goBack();
  await expect(heading('Pasirinkite paslaugas')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: SERVICE })).toBeChecked();

  // Forward to the summary again: everything as it was.
  for (let i = 0; i < 4; i++) await page.goForward();
  await expect(heading('Patikrinkite ir patvirtinkite')).toBeVisible();
  const summary = page.locator('.vz-bk-summary');
  await expect(summary).toContainText(dateLabel);
  await expect(summary).toContainText(new RegExp(`${time}–\\d{2}:\\d{2}`));
  await expect(summary).toContainText(SPECIALIST);
  await expect(summary).toContainText('Tik man');

  // Reload: the same summary (the note is gone with the page, as it is not in the address).
  await page.reload();
  await waitForHydration(page);
  await expect(heading('Patikrinkite ir patvirtinkite')).toBeVisible();
  await expect(summary).toContainText(SERVICE);
  await expect(summary).toContainText(dateLabel);
  await expect(summary).toContainText(new RegExp(`${time}–\\d{2}:\\d{2}`));
  expect(page.url()).toBe(shared);
  await expectNoAxeViolations(page, 'summary after reload');

  // Back through the reloaded page's history still works.
  await page.goBack();
  await expect(heading('Pastaba specialistui')).toBeVisible();

  // A shared link opens with the choices, for someone else too.
  const other = await browser.newContext({ baseURL, viewport: PHONE });
  await acceptCookies(other, baseURL!);
  const friend = await other.newPage();
  await friend.goto(shared);
  await waitForHydration(friend);
  await expect(friend.getByRole('heading', { level: 2, name: 'Patikrinkite ir patvirtinkite' })).toBeVisible();
  await expect(friend.locator('.vz-bk-summary')).toContainText(dateLabel);
  await expect(friend.locator('.vz-bk-summary')).toContainText(SPECIALIST);
  await other.close();

  // Opened afresh, without the choices in the address, the booking starts from nothing.
  await page.goto(`/naujas-vizitas/${SLUG}`);
  await waitForHydration(page);
  expect(new URL(page.url()).search).toBe('');
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('with one specialist for the chosen services, "Bet kuris specialistas" is not offered', async ({ page, consoleErrors }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/naujas-vizitas/${SLUG}`);
  await waitForHydration(page);
  // Only Gintarė does make-up.
  await page.getByRole('checkbox', { name: 'Dieninis makiažas' }).check();
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pasirinkite specialistą' })).toBeFocused();
  await expect(page.getByRole('button', { name: /Gintarė Vaitkutė/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Bet kuris specialistas/ })).toHaveCount(0);
  await expect(page.locator('.vz-bk-choice')).toHaveCount(1);
  // Two who do it: the choice can be left open.
  await page.getByRole('button', { name: 'Atgal' }).click();
  await page.getByRole('checkbox', { name: 'Dieninis makiažas' }).uncheck();
  await page.getByRole('checkbox', { name: SERVICE }).check();
  await page.getByRole('button', { name: 'Toliau' }).click();
  await expect(page.getByRole('button', { name: /Bet kuris specialistas/ })).toBeVisible();
  await expect(page.locator('.vz-bk-choice')).toHaveCount(3);
  expect(unexpected(consoleErrors)).toEqual([]);
});
