import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, screenshots as takeScreenshots, test, waitForHydration } from './fixtures';
import { acceptCookies, logInByForm, logOut, skipDialogDelay, uniqueEmail, waitForMail, type Account } from './login';

/**
 * Accounts and access (issue 3): register → open the verification link from the mail → log in →
 * the phone dialog → each phone error message → a Lithuanian number saved; two-factor on → log
 * out → log in with a TOTP code; a forgotten password reset by the mailed link.
 */

const PASSWORD = 'Rudens-Lapai-42';

/** Failures we provoke on purpose show up as console errors; nothing else may. */
const unexpected = (errors: string[]) =>
  errors.filter((text) => !/status of (400|401|409|429|502)|Failed to load resource|net::ERR_FAILED/.test(text));

test.beforeEach(async ({ context, page, baseURL }) => {
  await acceptCookies(context, baseURL!);
  await skipDialogDelay(page);
});

async function register(page: Page, name: string, email: string, redirect = '/profilis'): Promise<number> {
  await page.goto(`/registracija?redirect=${encodeURIComponent(redirect)}`);
  await waitForHydration(page);
  await page.getByLabel('Vardas ir pavardė').fill(name);
  await page.getByLabel('El. pašto adresas').fill(email);
  await page.getByLabel('Slaptažodis').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /Sutinku su naudojimosi taisyklėmis/ }).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Registruotis' }).click();
  return since;
}

/** Screenshots at 375 and 1280 px once the page is still: from the top, nothing loading. */
async function screenshots(page: Page, name: string) {
  await expect(page.locator('button[data-loading]')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await takeScreenshots(page, name);
}

/** Closes the toasts on screen (they sit above the page and would take the next click). */
async function dismissToasts(page: Page) {
  const close = page.locator('.mantine-Notifications-root').getByRole('button', { name: 'Uždaryti' });
  for (let i = 0; i < 10 && (await close.count()) > 0; i++)
    await close
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
}

/** Clicks a button as a person would, once it can be used. */
async function activate(locator: ReturnType<Page['locator']>) {
  await expect(locator).toBeEnabled();
  await locator.click();
}

function phoneDialog(page: Page) {
  return page.locator('[data-modal-id="phone_number_request"]').getByRole('dialog');
}

/** Types into the phone field as a person would (focus, clear the dial code, type), then leaves it. */
async function typePhone(page: Page, scope: ReturnType<typeof phoneDialog>, value: string) {
  const input = scope.getByLabel('Telefono numeris');
  await input.focus();
  await input.fill('');
  if (value) await input.pressSequentially(value, { delay: 10 });
  await input.blur();
  return input;
}

test('registration, e-mail verification, login and the phone number dialog', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('registracija');
  const account: Account = { email, password: PASSWORD };

  // Registration: the form checks itself first, in Lithuanian.
  await page.goto('/registracija');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sukurkite paskyrą');
  await page.getByRole('button', { name: 'Registruotis' }).click();
  await expect(page.getByText('Įveskite vardą.')).toBeVisible();
  await expect(page.getByText('Įveskite el. pašto adresą.')).toBeVisible();
  await expect(page.getByText('Norėdami registruotis, sutikite su naudojimosi taisyklėmis ir privatumo politika.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Sutinku su naudojimosi taisyklėmis/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Vardas ir pavardė')).toHaveClass(/is-invalid/);
  await page.getByLabel('Slaptažodis').fill('12345678');
  await page.getByRole('button', { name: 'Registruotis' }).click();
  await expect(page.getByText('Šis slaptažodis per dažnai naudojamas, todėl nesaugus. Sugalvokite kitą.')).toBeVisible();
  await screenshots(page, 'account-register-errors');

  const since = await register(page, 'Eglė Žemaitė', email);
  await expect(page).toHaveURL(/\/profilis$/);
  await expect(page.getByText('Paskyra sukurta! Patvirtinkite el. pašto adresą paspaudę nuorodą laiške.')).toBeVisible();
  await expect(page.getByTestId('current-email')).toHaveText(email);
  await expect(page.getByText('Nepatvirtintas', { exact: true })).toBeVisible();

  // The new account has no phone number: the dialog asks for it and cannot be dismissed.
  const dialog = phoneDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Nurodykite telefono numerį' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Uždaryti' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // The verification mail (written to the outbox: no SMTP server in this run).
  const mail = await waitForMail(email, 'Patvirtinkite el. pašto adresą', since);
  expect(mail.text).toContain('Sveiki, Egle Žemaite,');
  expect(mail.text).toContain('\nVizito komanda\n');
  const link = mail.links.find((l) => l.includes('/el-pasto-patvirtinimas?token='))!;
  expect(link).toBeTruthy();

  await page.goto(new URL(link).pathname + new URL(link).search);
  await waitForHydration(page);
  await expect(page.getByText('El. pašto adresas patvirtintas sėkmingai!')).toBeVisible();
  await screenshots(page, 'account-email-verified');
  // The link works once.
  await page.reload();
  await expect(page.getByText('Patvirtinimo nuoroda neteisinga arba nebegalioja.')).toBeVisible();
  await screenshots(page, 'account-email-verification-invalid');

  // Log out and in again: the login page first.
  await logOut(page);
  await page.goto('/prisijungti?redirect=/profilis');
  await waitForHydration(page);
  await page.getByLabel('El. pašto adresas').fill(email);
  await page.getByLabel('Slaptažodis', { exact: true }).fill('Neteisingas-1');
  await page.getByRole('button', { name: 'Prisijungti' }).click();
  await expect(page.getByText('Neteisingas el. pašto adresas arba slaptažodis.')).toBeVisible();
  await screenshots(page, 'account-login-error');
  await logInByForm(page, account);
  await expect(page).toHaveURL(/\/profilis$/);
  await expect(page.getByText('Prisijungėte sėkmingai!')).toBeVisible();
  await expect(page.getByText('Patvirtintas', { exact: true })).toBeVisible();

  // The phone dialog again: every error message, then a Lithuanian number.
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel('Telefono numeris');
  await expect(input).toHaveAttribute('placeholder', '+370 XXX XXXXX');
  await expect(input).toHaveAttribute('maxlength', '250');
  await input.focus();
  await expect(input).toHaveValue('+370');
  await input.blur();
  await expect(input).toHaveValue('');
  await expect(dialog.getByText('Įveskite telefono numerį.')).toBeVisible();
  await screenshots(page, 'account-phone-dialog-required');

  const cases: Array<[string, string]> = [
    // In the usual Lithuanian form while the Lithuanian flag is selected (a typed +44 selects another).
    ['611 1223', 'Per trumpas tel. numeris.'],
    ['8 611 1223', 'Neteisingas tel. numerio formatas.'],
    ['+999 1234567', 'Neteisingas tel. numerio šalies kodas.'],
    ['+370 6', 'Per trumpas tel. numeris.'],
    ['+370 612345678', 'Per ilgas tel. numeris.'],
    ['+44 6666 6666', 'Neteisingas tel. numerio ilgis.'],
  ];
  for (const [value, message] of cases) {
    const field = await typePhone(page, dialog, value);
    await expect(dialog.locator('.vz-field__errors li'), value).toHaveText(message);
    await expect(field).toHaveClass(/is-invalid/);
    // Focus clears the error state.
    await field.focus();
    await expect(dialog.locator('.vz-field__errors')).toHaveCount(0);
  }

  // Submitting an invalid number: the generic danger toast and the message in the list.
  await typePhone(page, dialog, '+370 6');
  await dialog.getByLabel('Telefono numeris').press('Enter');
  await expect(page.getByText('Įvyko klaida! Tel. numeris nebuvo išsaugotas. Bandykite dar kartą.')).toBeVisible();
  await expect(dialog.locator('.vz-field__errors li')).toHaveText('Per trumpas tel. numeris.');
  await screenshots(page, 'account-phone-dialog-error');

  // A failure answer of the server: "Prašome ištaisyti klaidas!" and its message in the form.
  await page.route('**/api/user/profile/phone-number', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        success: false,
        code: 'invalid_phone_number',
        message: 'Neteisingas tel. numerio formatas.',
        fields: { phoneNumber: ['Neteisingas tel. numerio formatas.'] },
      }),
    }),
  );
  await typePhone(page, dialog, '+370 612 34567');
  await dialog.getByLabel('Telefono numeris').press('Enter');
  await expect(page.getByText('Prašome ištaisyti klaidas!')).toBeVisible();
  await expect(dialog.locator('.vz-field__errors li')).toHaveText('Neteisingas tel. numerio formatas.');
  await page.unroute('**/api/user/profile/phone-number');

  // The real save: "Išsaugoma..." while saving, then the success toast; the dialog closes.
  await typePhone(page, dialog, '+370 612 34567');
  // The gate exists before the request: a release that comes before the handler runs still opens it.
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/profile/phone-number', async (route) => {
    await gate;
    await route.continue();
  });
  await dialog.getByLabel('Telefono numeris').press('Enter');
  await expect(dialog.getByRole('button', { name: 'Išsaugoma...' })).toBeDisabled();
  release();
  await expect(page.getByText('Tel. numeris išsaugotas sėkmingai!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.unroute('**/api/user/profile/phone-number');

  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('#telefonas input[type="tel"]')).toHaveValue('+370 612 34567');
  await expect(phoneDialog(page)).toHaveCount(0);
  await screenshots(page, 'account-profile');
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('a number in the usual Lithuanian form is taken and rewritten in the international form as it is typed', async ({
  page,
  consoleErrors,
}) => {
  await register(page, 'Rūta Lietuvaitė', uniqueEmail('telefonas'));
  await expect(page).toHaveURL(/\/profilis$/);
  const dialog = phoneDialog(page);
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel('Telefono numeris');
  // The Lithuanian flag is the one selected.
  await expect(dialog.locator('.iti__selected-country')).toHaveAttribute('aria-label', /Lietuva/);

  for (const typed of ['611 12233', '8 611 12233', '861112233']) {
    await input.focus();
    await input.fill('');
    await input.pressSequentially(typed.slice(0, -1), { delay: 10 });
    // Not yet a whole number: as typed.
    await expect(input).not.toHaveValue(/^\+/);
    await input.press(typed.at(-1)!);
    await expect(input, typed).toHaveValue('+370 611 12233');
    await input.blur();
    await expect(input).toHaveClass(/is-valid/);
    await expect(dialog.locator('.vz-field__errors')).toHaveCount(0);
  }

  // Pasted in one go, too.
  await input.focus();
  await input.fill('');
  await input.evaluate((element: HTMLInputElement) => {
    element.value = '8 (611) 12-233';
    element.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste' }));
  });
  await expect(input).toHaveValue('+370 611 12233');

  // Typed after the dial code the empty field gets on focus: not "+3708 612 34567" but the number.
  await input.fill('');
  await input.blur();
  await input.focus();
  await expect(input).toHaveValue('+370');
  await input.press('End');
  await input.pressSequentially('8 612 34567', { delay: 10 });
  await expect(input).toHaveValue('+370 612 34567');
  await input.blur();
  await expect(input).toHaveClass(/is-valid/);

  // An incomplete number in that form: its own message beside the field on leaving it.
  await typePhone(page, dialog, '8 611 122');
  await expect(input).toHaveValue('8 611 122');
  await expect(dialog.locator('.vz-field__errors li')).toHaveText('Per trumpas tel. numeris.');
  await expect(input).toHaveClass(/is-invalid/);
  await screenshots(page, 'account-phone-national-error');

  await typePhone(page, dialog, '8 611 12233');
  await expect(input).toHaveValue('+370 611 12233');
  await input.press('Enter');
  await expect(page.getByText('Tel. numeris išsaugotas sėkmingai!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('#telefonas input[type="tel"]')).toHaveValue('+370 611 12233');
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('two-factor login: turned on with a first code, then asked for at login', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('dvieju');
  await register(page, 'Jonas Jonaitis', email);
  await expect(page).toHaveURL(/\/profilis$/);
  // Give a phone number so the dialog stays away.
  await phoneDialog(page).waitFor();
  await typePhone(page, phoneDialog(page), '+370 612 34567');
  await phoneDialog(page).getByLabel('Telefono numeris').press('Enter');
  await expect(phoneDialog(page)).toBeHidden();
  await dismissToasts(page);

  const twoFactor = page.getByTestId('two-factor');
  await expect(twoFactor.getByText('Išjungtas')).toBeVisible();
  await activate(twoFactor.getByRole('button', { name: 'Įjungti' }));
  await expect(twoFactor.getByRole('img', { name: 'QR kodas autentifikavimo programėlei' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await twoFactor.getByLabel('Programėlės rodomas kodas').fill('000000');
  await activate(twoFactor.getByRole('button', { name: 'Patvirtinti ir įjungti' }));
  await expect(twoFactor.getByText('Neteisingas patvirtinimo kodas.')).toBeVisible();
  await screenshots(page, 'account-two-factor-setup');

  await twoFactor.getByLabel('Programėlės rodomas kodas').fill(await generate({ secret }));
  await activate(twoFactor.getByRole('button', { name: 'Patvirtinti ir įjungti' }));
  await expect(page.getByText('Dviejų veiksnių patvirtinimas įjungtas sėkmingai!')).toBeVisible();
  await expect(page.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
  await screenshots(page, 'account-two-factor-recovery-codes');
  await dismissToasts(page);

  await logOut(page);
  await logInByForm(page, { email, password: PASSWORD });
  await expect(page.getByRole('heading', { name: 'Dviejų veiksnių patvirtinimas' })).toBeVisible();
  await screenshots(page, 'account-login-code');
  await page.getByLabel('Patvirtinimo kodas').fill('123456');
  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(page.getByText('Neteisingas patvirtinimo kodas.')).toBeVisible();
  // The code of the next 30 seconds: the one used to turn it on cannot be used again.
  await page.getByLabel('Patvirtinimo kodas').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  await expect(page).toHaveURL(/\/profilis$/);
  await expect(page.getByTestId('two-factor').getByText('Įjungtas')).toBeVisible();
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('a forgotten password is reset by the mailed link, once', async ({ page, consoleErrors }) => {
  const email = uniqueEmail('atkurimas');
  await register(page, 'Rūta Petraitė', email);
  await expect(page).toHaveURL(/\/profilis$/);
  await logOut(page);

  await page.goto('/prisijungti');
  await waitForHydration(page);
  await screenshots(page, 'account-login');
  await page.getByRole('link', { name: 'Pamiršote slaptažodį?' }).click();
  await expect(page).toHaveURL(/\/slaptazodzio-atkurimas$/);
  await waitForHydration(page);
  await screenshots(page, 'account-password-reset-request');
  await page.getByLabel('El. pašto adresas').fill(email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Siųsti nuorodą' }).click();
  await expect(
    page.getByText('Jei paskyra su šiuo el. pašto adresu yra, išsiuntėme laišką su nuoroda. Nuoroda galioja 1 valandą.'),
  ).toBeVisible();
  await screenshots(page, 'account-password-reset-sent');

  const mail = await waitForMail(email, 'Slaptažodžio atkūrimas', since);
  const link = new URL(mail.links.find((l) => l.includes('/slaptazodzio-atkurimas?token='))!);
  await page.goto(link.pathname + link.search);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Naujas slaptažodis' })).toBeVisible();
  await page.getByLabel('Naujas slaptažodis').fill('trumpas');
  await page.getByRole('button', { name: 'Išsaugoti slaptažodį' }).click();
  await expect(page.getByText('Slaptažodis turi būti ne trumpesnis nei 8 simbolių.')).toBeVisible();
  await screenshots(page, 'account-password-reset-new');
  await page.getByLabel('Naujas slaptažodis').fill('Naujas-Slaptas-77');
  await page.getByRole('button', { name: 'Išsaugoti slaptažodį' }).click();
  await expect(page).toHaveURL(/\/prisijungti$/);
  await expect(page.getByText('Slaptažodis pakeistas sėkmingai! Prisijunkite su nauju slaptažodžiu.')).toBeVisible();

  await page.goto(link.pathname + link.search);
  await waitForHydration(page);
  await expect(page.getByText('Slaptažodžio atkūrimo nuoroda neteisinga, jau panaudota arba nebegalioja.')).toBeVisible();
  await screenshots(page, 'account-password-reset-invalid');

  await logInByForm(page, { email, password: PASSWORD });
  await expect(page.getByText('Neteisingas el. pašto adresas arba slaptažodis.')).toBeVisible();
  await logInByForm(page, { email, password: 'Naujas-Slaptas-77' });
  await expect(page).toHaveURL(/\/profilis$/);
  expect(unexpected(consoleErrors)).toEqual([]);
});

test('the logout page, and a cross-site form post refused', async ({ page, request, baseURL }) => {
  const email = uniqueEmail('atsijungimas');
  await register(page, 'Ona Onaitė', email);
  await expect(page).toHaveURL(/\/profilis$/);
  await page.goto('/atsijungti');
  await waitForHydration(page);
  await screenshots(page, 'account-logout');

  // A form posted from another site to a page action does nothing (React Router refuses a
  // foreign Origin with 400, our check a foreign Sec-Fetch-Site with 403).
  const foreign: Array<Record<string, string>> = [{ origin: 'https://piktas.example' }, { 'sec-fetch-site': 'cross-site' }];
  for (const headers of foreign) {
    const forged = await request.post('/prisijungti', {
      form: { intent: 'login', email, password: PASSWORD },
      headers,
      maxRedirects: 0,
    });
    expect([400, 403]).toContain(forged.status());
    expect(forged.headers()['set-cookie'] ?? '').not.toContain('vizitas_session');
  }
  const api = await request.post('/api/public/auth/logout', { headers: { origin: 'https://piktas.example' } });
  expect(api.status()).toBe(403);
  expect((await api.json()).code).toBe('csrf_failed');
  expect(baseURL).toBeTruthy();
});

test('the resend-verification button: countdown, sending, answers', async ({ page }) => {
  const email = uniqueEmail('patvirtinimas');
  await register(page, 'Aistė Jonaitė', email);
  await expect(page).toHaveURL(/\/profilis$/);
  await phoneDialog(page).waitFor();
  await typePhone(page, phoneDialog(page), '+370 612 34567');
  await phoneDialog(page).getByLabel('Telefono numeris').press('Enter');
  await expect(phoneDialog(page)).toBeHidden();
  await dismissToasts(page);
  const button = page.getByTestId('resend-verification');

  // Registration stored the send time: the button counts down, once a second.
  await expect(page.locator('#telefonas input[type="tel"]')).toHaveValue('+370 612 34567');
  await expect(button).toBeDisabled();
  await expect(button).toHaveText(/^Palaukite \d+ s$/);
  const stored = await page.evaluate(() => localStorage.getItem('emailVerificationSent'));
  expect(stored).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  // A minute ago: the button is enabled with its label. The server still holds the minute
  // since the registration mail and answers 429: its message is shown.
  const minuteAgo = (seconds: number) =>
    page.evaluate((s) => {
      const d = new Date(Date.now() - s * 1000);
      const two = (n: number) => String(n).padStart(2, '0');
      localStorage.setItem(
        'emailVerificationSent',
        `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`,
      );
    }, seconds);
  await minuteAgo(58);
  await expect(button).toHaveText(/^Palaukite [12] s$/);
  await expect(button).toHaveText('Siųsti patvirtinimą iš naujo', { timeout: 5000 });
  await expect(button).toBeEnabled();
  await screenshots(page, 'account-resend-verification');
  await activate(button);
  await expect(page.getByText('Per daug bandymų. Palaukite ir bandykite dar kartą.')).toBeVisible();

  // Success: "Siunčiama..." while sending, the toast, the time stored, the countdown.
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/profile/resend-verification', async (route) => {
    await gate;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, message: 'Patvirtinimo laiškas išsiųstas sėkmingai!' }),
    });
  });
  await minuteAgo(120);
  await expect(button).toBeEnabled();
  await activate(button);
  await expect(button).toHaveText('Siunčiama...');
  await expect(button).toBeDisabled();
  release();
  await expect(
    page.getByText(
      'Patvirtinimo laiškas išsiųstas sėkmingai! Jei per minutę laiško negavote, galite bandyti išsiųsti dar kartą.',
    ),
  ).toBeVisible();
  await expect(button).toHaveText(/^Palaukite (60|59) s$/);
  await page.unroute('**/api/user/profile/resend-verification');

  // A failure answer: the text with the contact link.
  await page.route('**/api/user/profile/resend-verification', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ success: false, code: 'mail_failed', message: 'x' }),
    }),
  );
  await minuteAgo(120);
  await expect(button).toBeEnabled();
  await activate(button);
  await expect(page.getByRole('link', { name: 'susisiekite su mumis' })).toHaveAttribute('href', '/susisiekti');
  await page.unroute('**/api/user/profile/resend-verification');

  // An exception: the short error text.
  await page.route('**/api/user/profile/resend-verification', (route) => route.abort());
  await minuteAgo(120);
  await expect(button).toBeEnabled();
  await activate(button);
  await expect(page.getByText('Įvyko klaida! Patvirtinimo laiškas nebuvo išsiųstas.', { exact: true })).toBeVisible();
  await page.unroute('**/api/user/profile/resend-verification');

  // Verified meanwhile (the link opened elsewhere): errorCode verified_email reloads the page at its top.
  const mail = await waitForMail(email, 'Patvirtinkite el. pašto adresą', 0);
  const link = new URL(mail.links[0]!);
  const other = await page.context().browser()!.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(new URL(link.pathname + link.search, page.url()).toString());
  await expect(otherPage.getByText('El. pašto adresas patvirtintas sėkmingai!')).toBeVisible();
  await other.close();
  await minuteAgo(120);
  await expect(button).toBeEnabled();
  const reloaded = page.waitForEvent('load');
  await activate(button);
  // The address is said to be verified before the page reloads.
  await expect(page.getByText('Jūsų el. pašto adresas jau patvirtintas.', { exact: true })).toBeVisible();
  await expect(button).toBeDisabled();
  await reloaded;
  await waitForHydration(page);
  await expect(page.getByText('Patvirtintas', { exact: true })).toBeVisible();
  await expect(page.getByTestId('resend-verification')).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the development outbox page lists the mails', async ({ page, request }) => {
  const api = await request.get('/api/public/dev/outbox');
  expect(api.status()).toBe(200);
  await page.goto('/dev/laiskai');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Išsiųsti laiškai' })).toBeVisible();
  await screenshots(page, 'account-dev-outbox');
});
