import type { BrowserContext, Page } from '@playwright/test';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { expectNoAxeViolations } from './a11y';

/**
 * The page chrome: navbar, mobile bottom bar, homepage link, cookie consent and the dialog
 * queue, flash messages, connectivity toasts, error reporting, smooth scroll links.
 */

const BUSINESS_PAGE = '/apie/studija-aiste';

/** Answers the cookie consent up front, so the dialog queue leaves the page alone. */
async function acceptCookieConsent(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL ?? 'http://localhost:3100' }]);
}

/** Hydrated, and the chrome runtime (dropdowns, dialog queue, toasts…) installed. */
async function waitForChrome(page: Page): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('html[data-chrome-ready="true"]')).toHaveCount(1);
}

async function bodyPaddingBottom(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).paddingBottom);
}

test('desktop navbar: links by route name and a dropdown below its trigger that stays open on inside clicks', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await acceptCookieConsent(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(BUSINESS_PAGE);
  await waitForChrome(page);

  const header = page.locator('header.vz-header');
  await expect(header).toBeVisible();
  const nav = header.getByRole('navigation', { name: 'Meniu' });
  await expect(nav.getByRole('link', { name: 'Susisiekti' })).toHaveAttribute('href', '/susisiekti');
  await expect(nav.getByRole('link', { name: 'Prisijungti' })).toHaveAttribute('href', '/prisijungti');
  await expect(nav.getByRole('link', { name: 'Registracija' })).toHaveAttribute('href', '/registracija');
  // The main content starts under the fixed header.
  const headerBox = (await header.boundingBox())!;
  const mainBox = (await page.locator('main.vz-main > *').first().boundingBox())!;
  expect(mainBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 1);

  // No bottom bar on a desktop, and no padding for it.
  await expect(page.locator('.vz-bottom-bar')).toBeHidden();
  expect(await bodyPaddingBottom(page)).toBe('0px');

  const trigger = nav.getByRole('button', { name: 'Paieška' });
  const panel = page.locator('#vz-nav-search');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(panel).toBeVisible();

  const triggerBox = (await trigger.boundingBox())!;
  const panelBox = (await panel.boundingBox())!;
  expect(panelBox.y).toBeGreaterThanOrEqual(triggerBox.y + triggerBox.height); // below, never over the trigger
  expect(panelBox.width).toBeGreaterThan(triggerBox.width + 100); // as wide as its content
  expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(1280);

  // Clicks inside do not close it; choosing a city changes the category links.
  await expect(panel.getByRole('link', { name: 'Kirpėjai Vilniuje' })).toHaveAttribute(
    'href',
    '/grozio-specialistai/kirpejai/vilnius',
  );
  await panel.getByRole('button', { name: 'Kaunas' }).click();
  await panel.getByText('Miestas').click();
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Kaunas' })).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('link', { name: 'Kirpėjai Kaune' })).toHaveAttribute(
    'href',
    '/grozio-specialistai/kirpejai/kaunas',
  );
  await screenshots(page, 'chrome-navbar');

  // Escape closes it and gives the focus back to the trigger.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(trigger).toBeFocused();

  // Keyboard: Enter opens, Tab moves into the panel; a click outside closes.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'Vilnius' })).toBeFocused();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(panel).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('mobile bottom bar: one list open at a time, 50 px an item + 1, body padding follows the bar', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await acceptCookieConsent(context, baseURL);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(BUSINESS_PAGE);
  await waitForChrome(page);

  const bar = page.locator('nav.vz-bottom-bar');
  await expect(bar).toBeVisible();
  await expect(page.locator('header .vz-nav')).toBeHidden();
  const barHeight = await bar.evaluate((el) => (el as HTMLElement).offsetHeight);
  expect(barHeight).toBeGreaterThan(0);
  expect(await bodyPaddingBottom(page)).toBe(`${barHeight}px`);

  const account = bar.getByRole('button', { name: 'Prisijungti' });
  const menu = bar.getByRole('button', { name: 'Meniu' });
  const accountList = page.locator('#vz-bottom-list-account');
  const menuList = page.locator('#vz-bottom-list-menu');
  const height = (list: typeof accountList) => list.evaluate((el) => el.getBoundingClientRect().height);

  await account.click();
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  await expect(accountList.getByRole('link', { name: 'Registracija' })).toBeVisible();
  await expect.poll(() => height(accountList)).toBe(2 * 50 + 1);

  // Another trigger: its list opens, the first closes.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(menuList.getByRole('link', { name: 'Susisiekti' })).toBeVisible();
  await expect(menuList.getByRole('listitem')).toHaveCount(2);
  await expect.poll(() => height(menuList)).toBe(2 * 50 + 1);
  await expect.poll(() => height(accountList)).toBe(0);
  await expect(accountList.getByRole('link', { name: 'Registracija' })).toBeHidden();
  await screenshots(page, 'chrome-bottom-bar');

  // The open trigger closes its list.
  await page.setViewportSize({ width: 375, height: 812 });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => height(menuList)).toBe(0);

  // Escape closes too, focus back on the trigger.
  await account.click();
  await page.keyboard.press('Escape');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
  await expect(account).toBeFocused();

  // A desktop window hides the bar: no padding.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bar).toBeHidden();
  await expect.poll(() => bodyPaddingBottom(page)).toBe('0px');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => bodyPaddingBottom(page)).toBe(`${barHeight}px`);
  expect(consoleErrors).toEqual([]);
});

test('the homepage link shows only with the session flag, for visitors, and removes the flag when followed', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await acceptCookieConsent(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(BUSINESS_PAGE);
  await waitForChrome(page);
  const link = page.getByRole('link', { name: 'Grįžti į Vizitą' });
  await expect(link).toHaveCount(0);

  await page.evaluate(() => sessionStorage.setItem('showHomepageLink', '1'));
  await page.reload();
  await waitForChrome(page);
  // The large variant on a desktop, the small one on a phone.
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('data-homepage-link', 'large');
  await expect(link).toHaveAttribute('title', 'Grįžti į Vizitą');
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(link).toHaveCount(1);
  await expect(link).toHaveAttribute('data-homepage-link', 'small');
  await expect(link).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });

  await link.click();
  await expect(page).toHaveURL(/\/$/);
  await waitForChrome(page);
  expect(await page.evaluate(() => sessionStorage.getItem('showHomepageLink'))).toBeNull();
  await expect(page.getByRole('link', { name: 'Grįžti į Vizitą' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('a visitor who goes from home or search into a business’s pages is shown the way back there', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await acceptCookieConsent(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForChrome(page);
  const back = page.getByRole('link', { name: 'Grįžti į Vizitą' });
  await expect(back).toHaveCount(0);

  // From the home page's recommended specialists into a business page.
  await page.locator('a[href^="/apie/"]').first().click();
  await expect(page).toHaveURL(/\/apie\/[^/]+$/);
  await expect(back).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('showHomepageLink'))).toBe('1');
  await back.click();
  await expect(page).toHaveURL(/\/$/);
  await waitForChrome(page);
  await expect(back).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('showHomepageLink'))).toBeNull();

  // From search, after a full page load there, and on a phone (the small variant).
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/grozio-specialistai/kirpejai/vilnius');
  await waitForChrome(page);
  await expect(back).toHaveCount(0);
  await page.locator('a[href^="/apie/"]').first().click();
  await expect(page).toHaveURL(/\/apie\/[^/]+$/);
  await expect(back).toBeVisible();
  await expect(back).toHaveAttribute('data-homepage-link', 'small');
  await page.reload();
  await waitForChrome(page);
  await expect(back).toBeVisible();
  await expectNoAxeViolations(page, 'business page with the homepage link');

  // A business page reached from elsewhere (here: typed in) does not set it.
  await page.evaluate(() => sessionStorage.removeItem('showHomepageLink'));
  await page.goto('/susisiekti');
  await waitForChrome(page);
  await page.goto(BUSINESS_PAGE);
  await waitForChrome(page);
  await expect(back).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('cookie consent opens about 1 s after load on a first visit; an answer sets the cookie, tells the data layer and is final', async ({
  page,
  context,
  consoleErrors,
}) => {
  await context.clearCookies(); // a first visit, whatever the shared fixtures set up
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForChrome(page);
  const dialog = page.getByRole('dialog', { name: 'Slapukai' });
  await expect(dialog).toBeVisible();
  const afterLoad = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance.now() - navigation.loadEventEnd;
  });
  expect(afterLoad).toBeGreaterThanOrEqual(950);
  await expect(page.locator('body')).toHaveAttribute('data-dialog-opened', 'cookie_consent');

  // A choice is required: no close button, Escape does nothing.
  await expect(dialog.getByRole('button', { name: 'Uždaryti' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await screenshots(page, 'cookie-consent');
  await page.setViewportSize({ width: 1280, height: 900 });

  await dialog.getByRole('button', { name: 'Sutinku' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('body')).not.toHaveAttribute('data-dialog-opened', /.*/);
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie_consent');
  expect(cookie?.value).toBe('accepted');
  expect(cookie?.sameSite).toBe('Lax');
  expect(cookie?.path).toBe('/');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toContainEqual({
    event: 'cookie_consent',
    action: 'accept',
  });

  await page.reload();
  await waitForChrome(page);
  await page.waitForTimeout(1800);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the other consent button counts as an answer too', async ({ page, context }) => {
  await context.clearCookies();
  await page.addInitScript(() => {
    (window as unknown as { __VIZITAS_SKIP_DIALOG_DELAY__: boolean }).__VIZITAS_SKIP_DIALOG_DELAY__ = true;
  });
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Slapukai' });
  await dialog.getByRole('button', { name: 'Tik būtini' }).click();
  await expect(dialog).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === 'cookie_consent')?.value).toBe('accepted');
  expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer)).toContainEqual({
    event: 'cookie_consent',
    action: 'necessary',
  });
});

test('an unsupported browser is told once per session, before the cookie consent (queue priority)', async ({
  browser,
  baseURL,
}) => {
  const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
  const context = await browser.newContext({ userAgent: firefox, baseURL, locale: 'lt-LT' });
  const page = await context.newPage();
  await page.addInitScript(() => {
    (window as unknown as { __VIZITAS_SKIP_DIALOG_DELAY__: boolean }).__VIZITAS_SKIP_DIALOG_DELAY__ = true;
  });
  await page.goto(BUSINESS_PAGE);
  const notice = page.getByRole('dialog', { name: 'Naršyklė nepalaikoma' });
  await expect(notice).toBeVisible();
  await expect(notice.getByText('Rekomenduojame naudoti Chrome naršyklę.')).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Kopijuoti nuorodą' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Slapukai' })).toHaveCount(0);

  // Closing it: one dialog opens by itself per page (PRODUCT.md, Prompts), so the consent waits
  // for the next page (the queue ran as the notice finished closing).
  await notice.getByRole('button', { name: 'Uždaryti' }).click();
  await expect(notice).toBeHidden();
  await expect(page.locator('body')).not.toHaveAttribute('data-dialog-opened', /.*/);
  await expect(page.getByRole('dialog', { name: 'Slapukai' })).toHaveCount(0);
  // The next page: the consent, and not the notice again.
  await page.reload();
  const consent = page.getByRole('dialog', { name: 'Slapukai' });
  await expect(consent).toBeVisible();
  await expect(notice).toHaveCount(0);
  await consent.getByRole('button', { name: 'Sutinku' }).click();

  // Once per session (per business): not again on the next page.
  await page.reload();
  await expect(page.locator('html[data-chrome-ready="true"]')).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Another business on the main domain has its own once: told again there, once.
  await page.goto('/apie/kirpykla-zirkles');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Uždaryti' }).click();
  await expect(notice).toBeHidden();
  await page.goto('/naujas-vizitas/kirpykla-zirkles');
  await expect(page.locator('html[data-chrome-ready="true"]')).toHaveCount(1);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A move inside the app (no page load) to a business not told yet tells it too.
  await page.goto('/grozio-specialistai/kirpejai/vilnius');
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Uždaryti' }).click();
  await expect(notice).toBeHidden();
  await page
    .getByRole('link', { name: /Barberių klubas/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/apie\/[^/]+$/);
  await expect(notice).toBeVisible();
  await context.close();
});

test('flash messages held in session storage become toasts after a reload and are removed', async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await acceptCookieConsent(context, baseURL);
  await page.goto(BUSINESS_PAGE);
  await waitForChrome(page);
  await page.evaluate(() => {
    sessionStorage.setItem('success', 'Nuoroda nukopijuota sėkmingai!');
    sessionStorage.setItem('error', JSON.stringify(['Įvyko klaida! Bandykite dar kartą.']));
  });
  await page.reload();
  await waitForChrome(page);
  await expect(page.locator('.vz-toast--success', { hasText: 'Nuoroda nukopijuota sėkmingai!' })).toBeVisible();
  await expect(page.locator('.vz-toast--danger', { hasText: 'Įvyko klaida! Bandykite dar kartą.' })).toBeVisible();
  expect(await page.evaluate(() => [sessionStorage.getItem('success'), sessionStorage.getItem('error')])).toEqual([null, null]);
  expect(consoleErrors).toEqual([]);
});

test('going offline shows a lasting toast; back online it goes and a success toast follows', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookieConsent(context, baseURL);
  await page.goto(BUSINESS_PAGE);
  await waitForChrome(page);
  // The toast code is fetched ahead while online (idle time, at most 2 s after the start); wait
  // until the browser has it, as a visit lasting a few seconds would.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/toast-container-[^/]*\.js$/.test(entry.name)),
  );
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  const offline = page.getByText('Nėra ryšio. Pasitikrinkite ar esate prisijungę prie interneto.');
  await expect(offline).toBeVisible();
  await context.setOffline(false);
  await expect(offline).toBeHidden();
  await expect(page.getByText('Prisijungėte prie interneto sėkmingai!')).toBeVisible();
});

test('an error thrown in the page is reported to /api/public/log-an-error/{token}', async ({ page, context, baseURL }) => {
  await acceptCookieConsent(context, baseURL);
  await page.goto(BUSINESS_PAGE);
  await waitForChrome(page);
  const reported = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().includes('/api/public/log-an-error/'),
  );
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('chrome e2e: thrown in the page');
    }, 0);
  });
  const request = await reported;
  expect(request.postDataJSON()).toMatchObject({
    message: 'Error: chrome e2e: thrown in the page',
    pageUrl: expect.stringContaining(BUSINESS_PAGE),
    extra: { kind: 'error' },
  });
  expect(request.postDataJSON().stack).toContain('chrome e2e');
  expect((await request.response())?.status()).toBe(201);
});

test('scroll-trigger links scroll smoothly to their target, just under the header', async ({ page, context, baseURL }) => {
  await acceptCookieConsent(context, baseURL);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(BUSINESS_PAGE);
  await waitForChrome(page);
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), {
      href: '#vz-e2e-target',
      className: 'vz-scroll-trigger',
      textContent: 'to target',
    });
    Object.assign(link.style, { position: 'fixed', top: '80px', left: '10px', zIndex: '1000' });
    const spacer = Object.assign(document.createElement('div'), { style: 'height: 3000px' });
    const target = Object.assign(document.createElement('div'), {
      id: 'vz-e2e-target',
      textContent: 'target',
      style: 'height: 2000px',
    });
    document.body.append(link, spacer, target);
  });
  await page.getByText('to target').click();
  // Part way after ~150 ms, there after the 468 ms animation.
  await page.waitForTimeout(150);
  const midway = await page.evaluate(() => window.scrollY);
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById('vz-e2e-target')!.getBoundingClientRect().top)))
    .toBe(60);
  const end = await page.evaluate(() => window.scrollY);
  expect(midway).toBeGreaterThan(0);
  expect(midway).toBeLessThan(end);
  expect(page.url()).not.toContain('#vz-e2e-target');
});
