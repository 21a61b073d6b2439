import type { Page } from '@playwright/test';
import { expect, screenshots, test, waitForHydration } from './fixtures';

/**
 * The public business page `/apie/{slug}` (issue 5 items 2 and 6): gallery, this week's opening
 * hours, services, reviews with the average, the „Registruotis“ call to action, the share helper,
 * and what search engines and shared links read from the server HTML.
 */

const SLUG = 'studija-aiste';
const BUSINESS = 'Grožio studija Aistė';
const URL_PATH = `/apie/${SLUG}`;

test.beforeEach(async ({ page }) => {
  // The review dialog has its own journeys; a visitor never gets it, but keep the page quiet anyway.
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
});

interface ReviewPageJson {
  items: { authorName: string }[];
  rating: { average: number | null; count: number };
  hasMore: boolean;
}

async function reviewsFromApi(page: Page): Promise<ReviewPageJson> {
  const response = await page.request.get(`/api/public/business/${SLUG}/reviews?limit=5`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ReviewPageJson;
}

test('the business page shows photos, this week’s hours, services and reviews, in the server HTML too', async ({
  page,
  consoleErrors,
}) => {
  const html = await (await page.request.get(URL_PATH)).text();
  expect(html).toContain(`<title>${BUSINESS} – Vilnius</title>`);
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:\d+\/demo\/[a-z-]+\.webp"\/>/);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as Record<string, unknown>;
  const api = await reviewsFromApi(page);
  expect(api.rating.count).toBeGreaterThan(0);
  expect(jsonLd).toMatchObject({
    '@type': 'BeautySalon',
    name: BUSINESS,
    aggregateRating: { '@type': 'AggregateRating', ratingValue: api.rating.average!.toFixed(1), ratingCount: api.rating.count },
  });
  expect(html).toContain('Darbo laikas šią savaitę');

  await page.goto(URL_PATH);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();

  // Call to action: the booking page of this business.
  await expect(page.getByRole('link', { name: 'Registruotis' })).toHaveAttribute('href', `/naujas-vizitas/${SLUG}`);

  // Gallery: images with their size; the two in view load at once (the first ahead), the rest lazily.
  const photos = page.getByRole('region', { name: 'Galerija' }).locator('img');
  expect(await photos.count()).toBeGreaterThanOrEqual(3);
  await expect(photos.first()).toHaveAttribute('loading', 'eager');
  await expect(photos.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(photos.nth(1)).toHaveAttribute('loading', 'eager');
  await expect(photos.nth(2)).toHaveAttribute('loading', 'lazy');
  await expect(photos.first()).toHaveAttribute('width', '800');
  await expect(photos.first()).toHaveAttribute('height', '600');

  // Opening hours: Monday to Sunday, today marked.
  const hours = page.getByRole('region', { name: 'Darbo laikas šią savaitę' });
  await expect(hours.locator('dt')).toHaveCount(7);
  await expect(hours.locator('dt').first()).toContainText('Pirmadienis');
  await expect(hours.locator('dt').last()).toContainText('Sekmadienis');
  await expect(hours.locator('[aria-current="date"]')).toHaveCount(1);
  await expect(hours.locator('[aria-current="date"]')).toContainText('šiandien');
  // In the narrow column of a 1280 px screen, and on a phone, a time range never breaks ("09:00–" / "19:00").
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const lines = await hours.locator('dd').evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return { text: cell.textContent ?? '', lines: tops.size };
      }),
    );
    for (const cell of lines.filter((c) => /^\d{2}:\d{2}–\d{2}:\d{2}$/.test(c.text))) {
      expect(cell.lines, `${width}px: ${cell.text}`).toBe(1);
    }
    expect(lines.filter((c) => /^\d{2}:\d{2}–\d{2}:\d{2}$/.test(c.text)).length).toBeGreaterThan(0);
  }

  // Services grouped by category with duration and price.
  const services = page.getByRole('region', { name: 'Paslaugos' });
  await expect(services.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expect(services.getByText(/\d+ (min\.|val\.)/).first()).toBeVisible();
  await expect(services.getByText(/\d+(,\d{2})?\s€/).first()).toBeVisible();

  // Reviews: the average and count, newest first, more on request.
  const reviews = page.getByRole('region', { name: 'Atsiliepimai' });
  const average = api.rating.average!.toFixed(1).replace('.', ',');
  await expect(reviews.getByText(new RegExp(`Įvertinimas ${average} iš 5 \\(${api.rating.count} atsiliepim`))).toBeVisible();
  const items = reviews.getByRole('listitem');
  await expect(items).toHaveCount(api.items.length);
  await expect(items.first()).toContainText(api.items[0]!.authorName);
  if (api.hasMore) {
    await reviews.getByRole('button', { name: 'Rodyti daugiau atsiliepimų' }).click();
    await expect(items).toHaveCount(Math.min(10, api.rating.count));
  }

  await screenshots(page, 'business-page-1');
  expect(consoleErrors).toEqual([]);
});

test('the gallery works with the keyboard: open a photo, move with the arrows, Escape returns to it', async ({
  page,
  consoleErrors,
}) => {
  await page.goto(URL_PATH);
  await waitForHydration(page);
  const thumbs = page.getByRole('region', { name: 'Galerija' }).getByRole('button');
  const count = await thumbs.count();
  await thumbs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(thumbs.first()).toBeFocused();
  await page.keyboard.press('Enter');

  const lightbox = page.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toContainText(`1 nuotrauka iš ${count}`);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText(`2 nuotrauka iš ${count}`);
  await lightbox.getByRole('button', { name: 'Ankstesnė nuotrauka' }).click();
  await expect(lightbox).toContainText(`1 nuotrauka iš ${count}`);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'e2e/screenshots/business-page-2-lightbox-375.png' });
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(thumbs.first()).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('share without native sharing copies the page link and says so', async ({ page, context, baseURL, consoleErrors }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await page.addInitScript(() => {
    // A desktop browser without the Web Share API.
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.goto(URL_PATH);
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Kopijuoti nuorodą' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(page.getByText('Nuoroda nukopijuota sėkmingai!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${URL_PATH}`);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: 'e2e/screenshots/business-page-3-copied-375.png' });
  expect(consoleErrors).toEqual([]);
});

test('with native sharing the button says „Dalintis“ and shares the business name and link; a cancel shows nothing', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        calls.push(data);
        if (calls.length > 1) throw new DOMException('Share canceled', 'AbortError');
      },
    });
  });
  await page.goto(URL_PATH);
  await waitForHydration(page);
  const button = page.getByRole('button', { name: 'Dalintis' });
  await button.click();
  await expect(page.getByText('Nuoroda buvo pasidalinta sėkmingai!')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls)).toEqual([
    { title: BUSINESS, url: `${baseURL}${URL_PATH}` },
  ]);
  await expect(page.getByText('Nuoroda buvo pasidalinta sėkmingai!')).toBeHidden({ timeout: 15_000 });
  // The second share is cancelled: no toast of either kind.
  await button.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls.length)).toBe(2);
  await expect(page.getByText(/Nuoroda (buvo pasidalinta|nukopijuota)/)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('on the business’s own domain the page is /apie, with links without the slug', async ({ page }) => {
  const response = await page.request.get('/apie', { headers: { host: 'studija-aiste.lt' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${BUSINESS} – Vilnius</title>`);
  expect(html).toContain('<link rel="canonical" href="http://studija-aiste.lt/apie"/>');
  expect(html).toContain('href="/naujas-vizitas"');
  expect((await page.request.get('/apie')).status()).toBe(404);
});

test('an unknown business is a Lithuanian 404 page', async ({ page }) => {
  const response = await page.goto('/apie/tokio-verslo-nera');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Puslapis nerastas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Į pradžios puslapį' })).toHaveAttribute('href', '/');
  await screenshots(page, 'business-page-4-not-found');
});
