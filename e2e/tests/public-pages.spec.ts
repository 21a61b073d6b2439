import { expect, screenshots, test, waitForHydration } from './fixtures';

test('home page renders Lithuanian text, hydrates and logs no console errors', async ({ page, consoleErrors }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toBe('text/html; charset=utf-8');
  await expect(page).toHaveTitle(/Vizitas/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raskite grožio specialistą ir registruokitės internetu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Rekomenduojami specialistai' })).toBeVisible();
  await screenshots(page, 'home');

  // The search box leads to the category × city page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Paslauga').selectOption('kirpejai');
  await page.getByLabel('Miestas').selectOption('vilnius');
  await page.getByRole('button', { name: 'Ieškoti' }).click();
  await expect(page).toHaveURL(/\/grozio-specialistai\/kirpejai\/vilnius$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kirpėjai Vilniuje');
  expect(consoleErrors).toEqual([]);
});

test('business page carries its meta tags and JSON-LD in the server HTML and hydrates', async ({
  page,
  request,
  consoleErrors,
}) => {
  const html = await (await request.get('/apie/studija-aiste')).text();
  expect(html).toContain('<title>Grožio studija Aistė – Vilnius</title>');
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
  expect(html).toContain('<meta property="og:title" content="Grožio studija Aistė – Vilnius"/>');
  expect(html).toMatch(/<meta property="og:url" content="http:\/\/localhost:\d+\/apie\/studija-aiste"\/>/);
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null');
  expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'BeautySalon', name: 'Grožio studija Aistė' });
  expect(jsonLd.address).toMatchObject({ addressLocality: 'Vilnius', addressCountry: 'LT' });

  await page.goto('/apie/studija-aiste');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Grožio studija Aistė');
  await expect(page.getByRole('heading', { name: 'Paslaugos' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Registruotis' })).toBeVisible();
  await screenshots(page, 'business');
  expect(consoleErrors).toEqual([]);
});

test('the business own domain serves its page at /apie', async ({ request }) => {
  const response = await request.get('/apie', { headers: { host: 'studija-aiste.lt' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Grožio studija Aistė – Vilnius</title>');
  // Links on the own domain use the variants without the slug.
  expect(html).toContain('href="/naujas-vizitas"');
  const onPlatform = await request.get('/apie');
  expect(onPlatform.status()).toBe(404);
});

test('unknown pages answer a Lithuanian 404 page', async ({ page, consoleErrors }) => {
  const response = await page.goto('/tokio-puslapio-nera');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Puslapis nerastas');
  await expect(page).toHaveTitle('Puslapis nerastas');
  await waitForHydration(page);
  await screenshots(page, 'not-found');
  expect(consoleErrors.filter((text) => !text.includes('404'))).toEqual([]);
});

test('static assets are hashed and cached for a year', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset!, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the privacy policy and the terms are linked from every page’s footer and listed in the sitemap', async ({ page, request, consoleErrors }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privatumo politika' }).click();
  await expect(page).toHaveURL(/\/privatumo-politika$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privatumo politika');
  await expect(page.getByRole('heading', { level: 2, name: 'Kas mato jūsų duomenis' })).toBeVisible();
  await expect(page.getByText('Verslas mato tik savo klientus', { exact: false })).toBeVisible();
  await screenshots(page, 'privacy-policy');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Taisyklės' }).click();
  await expect(page).toHaveURL(/\/taisykles$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Naudojimosi taisyklės');
  await expect(page).toHaveTitle('Naudojimosi taisyklės – Vizitas');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/privatumo-politika<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]+\/taisykles<\/loc>/);
  expect(consoleErrors).toEqual([]);
});
