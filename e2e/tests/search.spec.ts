import { expect, screenshots, test, waitForHydration } from './fixtures';

// The demo data has two barbers in Vilnius (both onboarded): a one-per-page list (`rodyti=1`)
// gives two pages to walk through.

test('home → search page → filter → page 2 → a business', async ({ page, consoleErrors }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByLabel('Paslauga').selectOption('kirpejai');
  await page.getByLabel('Miestas').selectOption('vilnius');
  await page.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page).toHaveURL(/\/grozio-specialistai\/kirpejai\/vilnius$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirpėjai Vilniuje');
  await expect(page).toHaveTitle('Kirpėjai Vilniuje – laisvi laikai ir registracija internetu');
  await waitForHydration(page);

  const results = page.getByRole('article');
  await expect(results).toHaveCount(2);
  await expect(page.getByText('Rasti 2 specialistai')).toBeVisible();
  for (const result of await results.all()) {
    await expect(result.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(result.getByText('Kaina', { exact: true })).toBeVisible();
    await expect(result.getByText('Artimiausias laisvas laikas')).toBeVisible();
    await expect(result.getByText(/^(Įvertinimas \d,\d iš 5|Dar nėra atsiliepimų)$/)).toHaveCount(1);
    await expect(result.getByRole('link', { name: /^Registruotis – / })).toBeVisible();
  }
  await screenshots(page, 'search');

  // One per page, then filter with the keyboard: sort by price, only services up to 20 €.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/grozio-specialistai/kirpejai/vilnius?rodyti=1');
  await waitForHydration(page);
  await expect(results).toHaveCount(1);
  await page.getByLabel('Rikiuoti').selectOption({ label: 'Pigiausi' });
  await page.getByLabel('Kaina').selectOption({ label: 'Iki 20 €' });
  await page.getByLabel('Kaina').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Rikiuoti')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Rodyti rezultatus' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/grozio-specialistai\/kirpejai\/vilnius\?kaina-iki=20&rikiuoti=kaina&rodyti=1$/);
  // The address changes before React has drawn the new answer: wait for the filtered page
  // itself (only it offers to clear the filters) before reading its first result.
  await expect(page.getByRole('link', { name: 'Išvalyti filtrus' })).toBeVisible();
  await expect(results).toHaveCount(1);
  const first = await results.first().getByRole('heading', { level: 3 }).innerText();
  const pages = page.getByRole('navigation', { name: 'Puslapiai' });
  await expect(pages.getByRole('link', { name: '1 puslapis' })).toHaveAttribute('aria-current', 'page');

  await pages.getByRole('link', { name: 'Kitas' }).click();
  await expect(page).toHaveURL(/puslapis=2/);
  await expect(pages.getByRole('link', { name: '2 puslapis' })).toHaveAttribute('aria-current', 'page');
  await expect(results).toHaveCount(1);
  const second = await results.first().getByRole('heading', { level: 3 }).innerText();
  expect(second).not.toBe(first);
  await expect(page).toHaveTitle('Kirpėjai Vilniuje – 2 puslapis – laisvi laikai ir registracija internetu');
  await screenshots(page, 'search-page-2');

  // Open the business.
  await page.setViewportSize({ width: 1280, height: 900 });
  await results.first().getByRole('link', { name: second, exact: true }).click();
  await expect(page).toHaveURL(/\/apie\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second);
  expect(consoleErrors).toEqual([]);
});

test('an empty page suggests nearby cities and other services that have specialists', async ({ page, consoleErrors }) => {
  const response = await page.goto('/grozio-specialistai/masazas/siauliai');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Specialistų nerasta' })).toBeVisible();
  const nearby = page.getByRole('region', { name: 'Masažas kituose miestuose' });
  await expect(nearby.getByRole('link')).toHaveText([
    /^Masažas Panevėžyje/,
    /^Masažas Kaune/,
    /^Masažas Klaipėdoje/,
    /^Masažas Vilniuje/,
  ]);
  const other = page.getByRole('region', { name: 'Kitos paslaugos Šiauliuose' });
  await expect(other.getByRole('link').first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  await screenshots(page, 'search-empty');

  await page.setViewportSize({ width: 1280, height: 900 });
  await nearby.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/grozio-specialistai\/masazas\/panevezys$/);
  await expect(page.getByRole('article')).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('the filter form works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/grozio-specialistai/kirpejai/vilnius');
  await page.getByLabel('Miestas').selectOption('kaunas');
  await page.getByLabel('Rikiuoti').selectOption({ label: 'Artimiausias laisvas laikas' });
  await page.getByRole('button', { name: 'Rodyti rezultatus' }).click();
  await expect(page).toHaveURL(/\/grozio-specialistai\/kirpejai\/kaunas\?rikiuoti=laikas$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirpėjai Kaune');
  await expect(page.getByRole('article')).toHaveCount(2);
  await context.close();
});

test('search pages carry their own title, description, canonical and page links; sitemap and robots list them', async ({
  request,
}) => {
  const html = await (await request.get('/grozio-specialistai/kirpejai/vilnius?rodyti=1')).text();
  expect(html).toContain('<title>Kirpėjai Vilniuje – laisvi laikai ir registracija internetu</title>');
  expect(html).toMatch(/<meta name="description" content="Kirpėjai Vilniuje: 2 specialistai\. [^"]+"/);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/grozio-specialistai\/kirpejai\/vilnius"\/>/);
  expect(html).toMatch(
    /<link rel="next" href="http:\/\/localhost:\d+\/grozio-specialistai\/kirpejai\/vilnius\?rodyti=1&amp;puslapis=2"\/>/,
  );
  expect(html).not.toContain('rel="prev"');

  const second = await (await request.get('/grozio-specialistai/kirpejai/vilnius?rodyti=1&puslapis=2')).text();
  expect(second).toMatch(/<link rel="prev" href="http:\/\/localhost:\d+\/grozio-specialistai\/kirpejai\/vilnius\?rodyti=1"\/>/);
  expect((await request.get('/grozio-specialistai/kirpejai/vilnius?puslapis=9')).status()).toBe(404);
  expect((await request.get('/grozio-specialistai/nera/vilnius')).status()).toBe(404);

  const bad = await request.get('/api/public/business/search?sort=pigiausi');
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ code: 'validation_failed', fields: { sort: [expect.stringMatching(/Rikiuoti/)] } });

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/grozio-specialistai\/kirpejai\/vilnius<\/loc>/);
  expect(sitemap).toMatch(/<loc>http:\/\/localhost:\d+\/apie\/kirpykla-zirkles<\/loc>/);
  expect(sitemap).not.toContain('/grozio-specialistai/masazas/siauliai');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});
