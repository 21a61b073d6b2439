import { chromium, type Browser, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expectNoAxeViolations } from './a11y';
import { SLUG } from './booking-steps';
import { expect, SCREENSHOT_DIR, test, waitForHydration } from './fixtures';
import { skipDialogDelay, uniqueEmail } from './login';

/**
 * The installable app (issue 14 items 8–9, seed 2.2 item 5, 4 "PWA modal", 8, 9): the PWA dialog
 * under an Android Chrome and an iOS Safari user agent (it opens by itself once per session per
 * business on an onboarded business's page, as the app modal at a phone's width, with the
 * browser's instructions); on a computer it comes with the browser's install prompt, whose
 * "Įdiegti" shows it and whose `appinstalled` brings the seed's toast. Then what Lighthouse's
 * PWA audits checked before Lighthouse 12 dropped them (this machine's Lighthouse is 12.8.2):
 * Chromium's own installability check (`Page.getInstallabilityErrors`, the check Lighthouse's
 * "installable-manifest" read) finds nothing missing, a service worker controls the start URL,
 * and the start URL answers offline — with the Lithuanian "Nėra ryšio" page.
 */

const DIALOG = 'Įsidiekite mobiliąją aplikaciją';
const PHONE = { width: 375, height: 812 };
const UA = {
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iosSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

/** A new customer, logged in, in a browser that said no to notifications (the web push dialog is its own journey). */
async function customerPage(browser: Browser, baseURL: string, options: { userAgent?: string; viewport?: { width: number; height: number } }) {
  const context = await browser.newContext({
    baseURL,
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
  });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  await context.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied', configurable: true }));
  const page = await context.newPage();
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
  await skipDialogDelay(page);
  const account = { email: uniqueEmail('pwa'), password: 'Rudens-Lapai-42' };
  const registered = await page.request.post('/api/public/auth/register', { data: { name: 'Ieva Programėlienė', ...account, acceptTerms: true }, headers: { origin: baseURL } });
  expect(registered.status(), await registered.text()).toBe(201);
  const phone = await page.request.post('/api/user/profile/phone-number', { data: { phoneNumber: '+37061234567' }, headers: { origin: baseURL } });
  expect(phone.status(), await phone.text()).toBe(200);
  // The registration's flash ("Paskyra sukurta!") is taken here, not shown over the dialogs.
  await page.request.get('/api/public/page-context');
  return page;
}

async function chromeReady(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('html[data-chrome-ready="true"]')).toHaveCount(1);
}

/** The window with what is open, at 375 and 1280 px, each checked with axe. */
async function windowShots(page: Page, name: string, visible: () => Promise<void>) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const before = page.viewportSize();
  for (const [label, width, height] of [
    ['375', 375, 812],
    ['1280', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await visible();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`) });
    await expectNoAxeViolations(page, `${name} at ${label} px`);
  }
  if (before) await page.setViewportSize(before);
}

test('Android Chrome: the app modal opens by itself on an onboarded business page once per session, with Chrome instructions', async ({
  browser,
  baseURL,
}) => {
  const page = await customerPage(browser, baseURL!, { userAgent: UA.androidChrome, viewport: PHONE });
  await page.goto(`/apie/${SLUG}`);
  await chromeReady(page);
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  // At a phone's width it is the app modal (top 0 → 15px), not the web dialog.
  await expect(page.locator('.vz-slide-dialog--app')).toHaveCount(1);
  await expect(dialog).toContainText('Atidarykite naršyklės meniu (⋮) ir pasirinkite „Įdiegti programą“');
  await expect(dialog.getByRole('button', { name: 'Ne dabar' })).toBeVisible();
  // No install prompt from this browser: the instructions, no install button.
  await expect(dialog.getByRole('button', { name: 'Įdiegti' })).toHaveCount(0);
  await windowShots(page, 'pwa-android-chrome', () => expect(dialog).toBeVisible());
  await dialog.getByRole('button', { name: 'Ne dabar' }).click();
  await expect(dialog).toBeHidden();
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('pwaModalShown')))!)).toEqual({ [`business:${SLUG}`]: true });

  // The same business again in this session: not by itself; its trigger in the navbar opens it.
  await page.goto(`/apie/${SLUG}`);
  await chromeReady(page);
  const trigger = page.getByRole('button', { name: 'Mobilioji aplikacija' });
  await expect(trigger).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await trigger.click();
  await expect(dialog).toBeVisible();
  await page.context().close();
});

test('iOS Safari: the Safari instructions (share button, "Į pradžios ekraną")', async ({ browser, baseURL }) => {
  const page = await customerPage(browser, baseURL!, { userAgent: UA.iosSafari, viewport: PHONE });
  await page.goto(`/apie/${SLUG}`);
  await chromeReady(page);
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Paspauskite bendrinimo mygtuką (kvadratas su rodykle) ir pasirinkite „Į pradžios ekraną“.');
  await windowShots(page, 'pwa-ios-safari', () => expect(dialog).toBeVisible());
  await page.context().close();
});

test('a computer whose browser offers to install: the web dialog with "Įdiegti" shows the prompt; installed, the toast', async ({
  browser,
  baseURL,
}) => {
  const page = await customerPage(browser, baseURL!, {});
  await page.goto(`/apie/${SLUG}`);
  await chromeReady(page);
  const trigger = page.getByRole('button', { name: 'Mobilioji aplikacija' });
  // A computer's Chrome without an install prompt: nothing to offer.
  await expect(trigger).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: DIALOG })).toHaveCount(0);

  // The browser offers the install (Chromium's event, with the prompt it would show).
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    event.prompt = async () => {
      (window as unknown as { e2ePrompted: boolean }).e2ePrompted = true;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted', platform: 'web' });
    window.dispatchEvent(event);
  });
  const dialog = page.getByRole('dialog', { name: DIALOG });
  // An install prompt exists: the dialog queues itself, as the web dialog sliding down.
  await expect(dialog).toBeVisible();
  await expect(page.locator('.vz-slide-dialog--app')).toHaveCount(0);
  await expect(trigger).toBeVisible();
  await expect(dialog).toContainText('Paspauskite „Įdiegti“');
  await windowShots(page, 'pwa-install-prompt', () => expect(dialog).toBeVisible());
  await dialog.getByRole('button', { name: 'Įdiegti' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { e2ePrompted?: boolean }).e2ePrompted)).toBe(true);
  // The prompt is used up: the trigger goes with it.
  await expect(trigger).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await expect(page.getByText('Aplikacija įrašyta sėkmingai! Prašome prisijungti naudojantis mobiliąja aplikacija.')).toBeVisible();
  await page.context().close();
});

test('installable, its worker controls the start URL, and offline a link opens "Nėra ryšio"', async ({ baseURL }) => {
  // A browser with a profile of its own: Chromium never offers to install from an incognito window
  // (every context Playwright makes from a launched browser is one).
  const profile = mkdtempSync(path.join(tmpdir(), 'vizitas-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    baseURL,
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
    viewport: PHONE,
  });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`/apie/${SLUG}`);
  await chromeReady(page);
  // The business's manifest: Lithuanian, its page the start URL.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestHref).toBe(`/manifest.webmanifest?verslas=${SLUG}`);
  const manifest = await (await page.request.get(manifestHref!)).json();
  expect(manifest).toMatchObject({ start_url: `/apie/${SLUG}`, display: 'standalone', lang: 'lt', theme_color: '#c2255c' });
  expect(manifest.name).toBe('Grožio studija Aistė – Vizitas');

  // The worker registers with the business's slug path as its scope (no custom domain on this host).
  const scope = `${baseURL}/apie/${SLUG}`;
  await expect
    .poll(() => page.evaluate(async (path) => (await navigator.serviceWorker.getRegistration(path))?.active?.state ?? null, `/apie/${SLUG}`), {
      timeout: 15_000,
    })
    .toBe('activated');
  expect(await page.evaluate(async (path) => (await navigator.serviceWorker.getRegistration(path))!.scope, `/apie/${SLUG}`)).toBe(scope);
  // And the same worker for the rest of the site (the visits, the booking page).
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/vizitai'))?.active?.state ?? null), { timeout: 15_000 })
    .toBe('activated');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/vizitai'))!.scope)).toBe(`${baseURL}/`);

  // Chromium's installability check, as Lighthouse's installable-manifest audit asked it.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  expect(manifestErrors).toEqual([]);

  // The start URL with the worker in control, then offline: the offline page answers it (200).
  await page.reload();
  await chromeReady(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${baseURL}/sw.js`);
  await context.setOffline(true);
  const answer = await page.goto(`/apie/${SLUG}`);
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Nėra ryšio' })).toBeVisible();
  await expect(page).toHaveTitle('Nėra ryšio');
  // A link tapped offline: the same page, not the browser's error.
  await page.goto(`/apie/${SLUG}?nuotraukos=1`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nėra ryšio' })).toBeVisible();
  await expect(page.getByText('Pasitikrinkite ryšį ir bandykite dar kartą.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bandyti dar kartą' })).toBeVisible();
  await windowShots(page, 'offline-page', () => expect(page.getByRole('heading', { level: 1, name: 'Nėra ryšio' })).toBeVisible());
  // The first page was the business's: the customer's visits and the booking page are outside its
  // slug path, and offline they answer „Nėra ryšio“ too, not the browser's error page.
  for (const outside of ['/vizitai', `/naujas-vizitas/${SLUG}`, '/']) {
    const offlineAnswer = await page.goto(outside);
    expect(offlineAnswer?.status(), outside).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Nėra ryšio' }), outside).toBeVisible();
  }
  await context.setOffline(false);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
});
