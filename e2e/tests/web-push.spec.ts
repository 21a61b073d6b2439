import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expectNoAxeViolations } from './a11y';
import { SERVICE, SLUG } from './booking-steps';
import { expect, SCREENSHOT_DIR, test, waitForHydration } from './fixtures';
import { skipDialogDelay, uniqueEmail } from './login';
import { startPushService } from './push-service';

/**
 * Web push (issue 14 items 6–7, seed 2.2 item 7, 4 "Web push permission", 7, 8): the real service
 * worker registers from the page's global; the opt-in dialog in each permission state — default
 * (offered once per session, slides in), denied (nothing), granted (the subscription refreshed
 * silently, renewed when the server key changed) — the Lithuanian success notification, a failure
 * reported with the tracking event, a registration failure's warning. Then the whole way of a push:
 * the browser's subscription (made at a real local push service, web-push-testing: Chromium here
 * has no push service of its own to reach, so `pushManager` hands out that one) sent to
 * `POST /webpush/`, a booking's notification signed and encrypted by the server, arriving at the
 * push service, and its payload delivered to the real service worker, which shows it.
 */

const DIALOG = 'Įjunkite pranešimus';

interface Options {
  permission?: 'granted';
  denied?: boolean;
  /** Without a visit of her own (the offer waits until she has one); default: one booked. */
  noVisit?: boolean;
  userAgent?: string;
  viewport?: { width: number; height: number };
}

/** A new customer (her own inbox and subscriptions), logged in, in a context of her own. */
async function customerPage(browser: Browser, baseURL: string, options: Options = {}): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'lt-LT',
    timezoneId: 'Europe/Vilnius',
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.permission ? { permissions: ['notifications'] } : {}),
  });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL }]);
  if (options.denied) {
    await context.addInitScript(() => Object.defineProperty(Notification, 'permission', { get: () => 'denied', configurable: true }));
  }
  // Her booking's notification would open the notifications dialog first (one prompt by itself a
  // page, and it comes before web push in the queue): an empty inbox here.
  await context.route('**/api/user/notifications**', (route) =>
    route.fulfill({ json: { current: new Date().toISOString(), newest: null, count: '0', items: [] } }),
  );
  const page = await context.newPage();
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
  await skipDialogDelay(page);
  await register(page.request, baseURL);
  // The offer waits until she has a visit (PRODUCT.md, Prompts): she books one.
  if (!options.noVisit) await bookAVisit(page.request, baseURL);
  return page;
}

/** Books the first free time at least four days ahead through the API. */
async function bookAVisit(request: APIRequestContext, baseURL: string): Promise<void> {
  const calendar = await (await request.get(`/api/public/schedule/calendar-options?business=${SLUG}`)).json();
  const serviceId: string = calendar.services.find((s: { name: string }) => s.name === SERVICE).id;
  const from = new Date(Date.parse(`${calendar.today}T00:00:00Z`) + 4 * 86_400_000).toISOString().slice(0, 10);
  const query = `business=${SLUG}&services=${serviceId}&specialist=any`;
  const dates = (await (await request.get(`/api/public/schedule/available-dates?${query}&from=${from}&to=${calendar.lastDate}`)).json()).dates as string[];
  expect(dates.length).toBeGreaterThan(0);
  const slots = (await (await request.get(`/api/public/schedule/available-time-slots?${query}&date=${dates[0]}`)).json()).slots as Array<{
    start: string;
    specialistId: string;
  }>;
  const slot = slots[Math.floor(Math.random() * slots.length)]!;
  const booked = await request.post('/api/user/appointment', {
    data: { business: SLUG, services: [serviceId], specialist: slot.specialistId, start: slot.start },
    headers: { origin: baseURL },
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

async function register(request: APIRequestContext, baseURL: string): Promise<void> {
  const account = { email: uniqueEmail('web-push'), password: 'Rudens-Lapai-42' };
  const registered = await request.post('/api/public/auth/register', { data: { name: 'Rūta Pranešimienė', ...account, acceptTerms: true }, headers: { origin: baseURL } });
  expect(registered.status(), await registered.text()).toBe(201);
  const phone = await request.post('/api/user/profile/phone-number', { data: { phoneNumber: '+37061234567' }, headers: { origin: baseURL } });
  expect(phone.status(), await phone.text()).toBe(200);
  // The registration's flash ("Paskyra sukurta!") is taken here, not shown over the dialogs.
  await request.get('/api/public/page-context');
}

/** The page chrome has started (the dialog queue, the service worker's registration). */
async function chromeReady(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('html[data-chrome-ready="true"]')).toHaveCount(1);
}

/** The root registration's scope, once its worker is active. */
async function activeWorkerScope(page: Page): Promise<string> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.state ?? null), { timeout: 15_000 })
    .toBe('activated');
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))!.scope);
}

/** The window (not the full page) with the dialog, at 375 and 1280 px, each checked with axe. */
async function windowShots(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [label, width, height] of [
    ['375', 375, 812],
    ['1280', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByRole('dialog', { name: DIALOG })).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`) });
    await expectNoAxeViolations(page, `${name} at ${label} px`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * `pushManager` of a browser whose push service is `subscription`'s: `subscribe` hands it out and
 * records the key asked for, `unsubscribe` forgets it (kept in local storage across pages).
 */
async function pushManagerOf(context: BrowserContext, { endpoint, keys }: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  await context.addInitScript((json) => {
    const calls = (): string[] => JSON.parse(localStorage.getItem('e2ePushCalls') ?? '[]') as string[];
    const record = (call: string) => localStorage.setItem('e2ePushCalls', JSON.stringify([...calls(), call]));
    const made = () => ({
      endpoint: json.endpoint,
      options: {},
      toJSON: () => ({ ...json, expirationTime: null }),
      unsubscribe: async () => {
        record('unsubscribe');
        localStorage.removeItem('e2ePushSubscribed');
        return true;
      },
    });
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (localStorage.getItem('e2ePushSubscribed') ? made() : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      record(`subscribe:${btoa(String.fromCharCode(...key)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`);
      localStorage.setItem('e2ePushSubscribed', '1');
      return made() as unknown as PushSubscription;
    };
  }, { endpoint, keys });
}

const pushCalls = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('e2ePushCalls') ?? '[]') as string[]);

test('default permission: the worker registers at the root, the opt-in dialog slides in once per session', async ({ browser, baseURL }) => {
  const page = await customerPage(browser, baseURL!);
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto('/vizitai');
  await chromeReady(page);
  expect(await activeWorkerScope(page)).toBe(`${baseURL}/`);
  // The global the worker is registered from, with the server's key.
  const global = await page.evaluate(() => (window as unknown as { __VIZITAS_WEBPUSH__: { serviceWorker: string; publicKey: string } }).__VIZITAS_WEBPUSH__);
  expect(global.serviceWorker).toBe('/sw.js');
  expect(Buffer.from(global.publicKey, 'base64url')).toHaveLength(65);

  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Gaukite priminimus apie vizitus');
  await expect(dialog.getByRole('button', { name: 'Įjungti' })).toBeVisible();
  await windowShots(page, 'web-push-opt-in');

  await dialog.getByRole('button', { name: 'Ne dabar' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('webpushShown'))).toBe('{"session":true}');
  // Another page of the same session: not offered again.
  await page.goto('/profilis');
  await chromeReady(page);
  await expect(page.locator('[data-modal-id]')).toHaveCount(0);
  expect(warnings.filter((text) => /Registration failed|not supported/.test(text))).toEqual([]);
  await page.context().close();
});

test('a customer without a visit is not offered web push yet; once she has booked one she is', async ({ browser, baseURL }) => {
  const page = await customerPage(browser, baseURL!, { noVisit: true });
  const asked: string[] = [];
  page.on('request', (request) => new URL(request.url()).pathname === '/api/user/appointments' && asked.push(new URL(request.url()).search));
  await page.goto('/vizitai');
  await chromeReady(page);
  await page.waitForLoadState('networkidle');
  // The center asked whether she has a visit (both lists, none), and offered nothing.
  expect(asked).toEqual(['?scope=upcoming&page=1', '?scope=past&page=1']);
  await expect(page.getByRole('dialog', { name: DIALOG })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('webpushShown'))).toBeNull();

  await bookAVisit(page.request, baseURL!);
  await page.goto('/');
  await chromeReady(page);
  await expect(page.getByRole('dialog', { name: DIALOG })).toBeVisible();
  await page.context().close();
});

test('the web push offer and the install dialog never come in the same session', async ({ browser, baseURL }) => {
  // An Android Chrome on an onboarded business's page: both would queue themselves. The install
  // dialog needs no question to the server, the offer first asks whether she has a visit, so
  // either may come first; whichever it is keeps the session, and the other does not follow.
  const androidChrome = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
  const page = await customerPage(browser, baseURL!, { userAgent: androidChrome, viewport: { width: 375, height: 812 } });
  await page.goto(`/apie/${SLUG}`);
  await chromeReady(page);
  const offer = page.getByRole('dialog', { name: DIALOG });
  const install = page.getByRole('dialog', { name: /mobiliąją aplikaciją/ });
  await expect(offer.or(install)).toBeVisible();
  const first = (await offer.isVisible()) ? 'webpush' : 'pwa';
  const [shown, other] = first === 'webpush' ? [offer, install] : [install, offer];
  await shown.getByRole('button', { name: 'Ne dabar' }).click();
  await expect(shown).toBeHidden();
  // One prompt by itself per page: nothing follows it here…
  await expect(page.locator('body')).not.toHaveAttribute('data-dialog-opened', /.*/);
  await expect(other).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('sessionOffer'))).toBe(first);
  // …nor on the next pages of this session, though the other was never shown.
  for (const path of [`/apie/${SLUG}`, '/']) {
    await page.goto(path);
    await chromeReady(page);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-modal-id]')).toHaveCount(0);
  }
  const otherKey = first === 'webpush' ? 'pwaModalShown' : 'webpushShown';
  expect(await page.evaluate((key) => sessionStorage.getItem(key), otherKey)).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('sessionOffer'))).toBe(first);
  // The install dialog's trigger still opens it when she asks for it.
  await page.goto(`/apie/${SLUG}`);
  await chromeReady(page);
  await page.getByRole('button', { name: 'Mobilioji aplikacija' }).click();
  await expect(install).toBeVisible();
  await page.context().close();
});

test('denied permission: nothing is offered nor sent', async ({ browser, baseURL }) => {
  const page = await customerPage(browser, baseURL!, { denied: true });
  const sent: string[] = [];
  page.on('request', (request) => request.url().endsWith('/webpush/') && sent.push(request.url()));
  await page.goto('/vizitai');
  await chromeReady(page);
  expect(await activeWorkerScope(page)).toBe(`${baseURL}/`);
  await expect(page.getByRole('dialog', { name: DIALOG })).toHaveCount(0);
  expect(sent).toEqual([]);
  await page.context().close();
});

test('turning it on: the browser asks, the subscription goes to the server, the Lithuanian notification congratulates', async ({
  browser,
  baseURL,
}) => {
  const pushPort = Number(new URL(baseURL!).port) + 1;
  const service = await startPushService(pushPort);
  try {
    const page = await customerPage(browser, baseURL!);
    const key = /"publicKey":"([A-Za-z0-9_-]+)"/.exec(await (await page.request.get('/')).text())![1]!;
    const subscription = await service.subscribe(key);
    await pushManagerOf(page.context(), subscription);
    await page.goto('/vizitai');
    await chromeReady(page);
    const dialog = page.getByRole('dialog', { name: DIALOG });
    await expect(dialog).toBeVisible();
    // The person allows notifications when the browser asks.
    await page.context().grantPermissions(['notifications']);
    const sent = page.waitForRequest((request) => request.url().endsWith('/webpush/') && request.method() === 'POST');
    await dialog.getByRole('button', { name: 'Įjungti' }).click();
    const request = await sent;
    expect(request.postDataJSON()).toEqual({ subscription: { endpoint: subscription.endpoint, keys: subscription.keys, expirationTime: null } });
    expect((await request.response())!.status()).toBe(200);
    await expect(dialog).toBeHidden();
    expect(await pushCalls(page)).toEqual([`subscribe:${key}`]);
    const shown = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return (await registration!.getNotifications()).map((n) => ({ title: n.title, body: n.body }));
    });
    expect(shown).toEqual([{ title: 'Sveikiname!', body: 'Pranešimai įjungti sėkmingai. Apie svarbiausius vizitų pokyčius pranešime laiku.' }]);
    expect(await page.evaluate(() => localStorage.getItem('webPushKey'))).toBe(key);
    await page.context().close();
  } finally {
    await service.close();
  }
});

test('a failure is reported: the danger toast and the tracking event with status Error', async ({ browser, baseURL }) => {
  const page = await customerPage(browser, baseURL!);
  await pushManagerOf(page.context(), {
    endpoint: `http://localhost:${Number(new URL(baseURL!).port) + 1}/notify/nera`,
    keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
  });
  await page.route('**/webpush/', (route) => route.fulfill({ status: 503, json: { success: false, code: 'service_unavailable', message: 'Paslauga laikinai nepasiekiama.' } }));
  await page.goto('/vizitai');
  await chromeReady(page);
  const dialog = page.getByRole('dialog', { name: DIALOG });
  await expect(dialog).toBeVisible();
  await page.context().grantPermissions(['notifications']);
  await dialog.getByRole('button', { name: 'Įjungti' }).click();
  await expect(page.getByText('Pranešimų įjungti nepavyko. Bandykite dar kartą vėliau.')).toBeVisible();
  const events = await page.evaluate(() => (window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? []);
  expect(events.filter((event) => event.event === 'webpush').map((event) => event.status)).toEqual(['Error']);
  await page.context().close();
});

test('granted: the subscription is refreshed silently, renewed when the server key differs; a push arrives and the worker shows it', async ({
  browser,
  baseURL,
}) => {
  const pushPort = Number(new URL(baseURL!).port) + 1;
  const service = await startPushService(pushPort);
  try {
    const page = await customerPage(browser, baseURL!, { permission: 'granted' });
    const key = /"publicKey":"([A-Za-z0-9_-]+)"/.exec(await (await page.request.get('/')).text())![1]!;
    const subscription = await service.subscribe(key);
    await pushManagerOf(page.context(), subscription);
    // This browser subscribed earlier, for another server key.
    await page.addInitScript(() => {
      if (!localStorage.getItem('e2eSeeded')) {
        localStorage.setItem('e2eSeeded', '1');
        localStorage.setItem('e2ePushSubscribed', '1');
        localStorage.setItem('webPushKey', 'senas-raktas');
      }
    });
    const sent = page.waitForRequest((request) => request.url().endsWith('/webpush/') && request.method() === 'POST');
    await page.goto('/vizitai');
    await chromeReady(page);
    expect((await (await sent).response())!.status()).toBe(200);
    // Silently: no dialog; the old subscription went, a new one for the server's key came.
    await expect(page.getByRole('dialog', { name: DIALOG })).toHaveCount(0);
    expect(await pushCalls(page)).toEqual(['unsubscribe', `subscribe:${key}`]);
    expect(await page.evaluate(() => localStorage.getItem('webPushKey'))).toBe(key);

    // A booking of hers: the server pushes "received" to her browser's push service.
    const calendar = await (await page.request.get(`/api/public/schedule/calendar-options?business=${SLUG}`)).json();
    const serviceId: string = calendar.services.find((s: { name: string }) => s.name === SERVICE).id;
    const from = new Date(Date.parse(`${calendar.today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
    const query = `business=${SLUG}&services=${serviceId}&specialist=any`;
    const dates = (await (await page.request.get(`/api/public/schedule/available-dates?${query}&from=${from}&to=${calendar.lastDate}`)).json()).dates as string[];
    const day = await (await page.request.get(`/api/public/schedule/available-time-slots?${query}&date=${dates[0]}`)).json();
    const slot = day.slots[0] as { start: string; specialistId: string };
    const booked = await page.request.post('/api/user/appointment', {
      data: { business: SLUG, services: [serviceId], specialist: slot.specialistId, start: slot.start },
      headers: { origin: baseURL! },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    let arrived: string[] = [];
    await expect
      .poll(async () => {
        arrived = await service.messages(subscription.clientHash);
        return arrived.length;
      }, { timeout: 20_000 })
      .toBe(1);
    const message = JSON.parse(arrived[0]!) as { title: string; body: string; href: string; tag: string };
    expect(message).toMatchObject({ title: 'Grožio studija Aistė', href: `/vizitai/${SLUG}` });
    expect(message.body).toContain('gavo jūsų registraciją');

    // What arrived, delivered to the real service worker: it shows the notification.
    const cdp = await page.context().newCDPSession(page);
    const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.find((r) => r.scopeURL === `${baseURL}/`)?.registrationId ?? null).not.toBeNull();
    const registrationId = registrations.find((r) => r.scopeURL === `${baseURL}/`)!.registrationId;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data: arrived[0]! });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return (await registration!.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
        }),
      )
      .toEqual([{ title: message.title, body: message.body, tag: message.tag, data: { href: message.href } }]);
    await page.context().close();
  } finally {
    await service.close();
  }
});

test('the worker cannot register: a warning "Registration failed"; no service workers at all: a warning only', async ({ browser, baseURL }) => {
  const page = await customerPage(browser, baseURL!);
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  // The page's global names a worker the server does not have (404).
  await page.addInitScript(() => {
    let value: unknown;
    Object.defineProperty(window, '__VIZITAS_WEBPUSH__', {
      configurable: true,
      get: () => value,
      set: (global: { serviceWorker: string; publicKey: string }) => {
        value = { ...global, serviceWorker: '/nera-tokio-sw.js' };
      },
    });
  });
  await page.goto('/vizitai');
  await chromeReady(page);
  await expect.poll(() => warnings.find((text) => text.startsWith('Registration failed')) ?? null).not.toBeNull();

  const bare = await page.context().newPage();
  const bareWarnings: string[] = [];
  const errors: string[] = [];
  bare.on('console', (message) => message.type() === 'warning' && bareWarnings.push(message.text()));
  bare.on('pageerror', (error) => errors.push(error.message));
  await bare.addInitScript(() => {
    delete (Navigator.prototype as unknown as { serviceWorker?: unknown }).serviceWorker;
  });
  await bare.goto('/vizitai');
  await chromeReady(bare);
  await expect.poll(() => bareWarnings).toContain('Service workers are not supported by this browser.');
  expect(errors).toEqual([]);
  await page.context().close();
});
