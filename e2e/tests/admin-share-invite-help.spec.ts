import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import { adminPage, collectErrors } from './admin-steps';
import { BUSINESS, SERVICE, SLUG } from './booking-steps';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { uniqueEmail, waitForMail } from './login';
import { quietNotifications } from './quiet-notifications';

/**
 * Issue 13, items 3, 4 and 13 (docs/decisions/029): the business admin shares her booking link
 * (copy, QR code as PNG and SVG, the embed code that another site frames), invites her existing
 * clients (each line's outcome, the mail in the outbox, its unsubscribe link honoured for a
 * logged-out person) and finds her way in the help.
 */

const SHARE = '/administratorius/dalintis-nuoroda';
const INVITE = '/administratorius/klientu-kvietimai';
/** The demo salon has its own domain: the link customers are given is on it. */
const BOOKING_LINK = 'https://studija-aiste.lt/naujas-vizitas';
/**
 * Another site: a small HTTP server of the test on 127.0.0.1 (another origin and another site to
 * the browser), serving `html`. On a loopback address like ours, so that Chrome's local network
 * access rules, which a real deployment does not meet, do not stand in the way.
 */
async function otherSite(html: string): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

async function admin(browser: Browser, baseURL: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await adminPage(browser, baseURL, viewport);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  return page;
}

test('the admin copies her booking link, downloads its QR code as PNG and SVG, and her embed code works on another site', async ({ browser, baseURL }) => {
  const page = await admin(browser, baseURL!);
  const errors = collectErrors(page);
  await page.goto('/administratorius');
  await waitForHydration(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Nuoroda klientams' }).first().click();
  await expect(page).toHaveURL(SHARE);
  await expect(page.getByRole('heading', { level: 1, name: 'Nuoroda klientams' })).toBeVisible();
  await expect(page.locator('[data-booking-link]')).toHaveText(BOOKING_LINK);
  await expect(page.getByText('Nuoroda jūsų domene studija-aiste.lt.')).toBeVisible();

  // Copy: the link is on the clipboard and the seed's message says so. (The demo salon has shared
  // its link before: the checklist's step is done; the API tests show a first share recording it.)
  await page.getByRole('button', { name: 'Kopijuoti nuorodą' }).click();
  await expect(page.getByText('Nuoroda nukopijuota sėkmingai!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(BOOKING_LINK);
  await expect(page.getByText('Pradžios žingsnis „Pasidalinkite savo nuoroda“ atliktas.')).toBeVisible();

  // The QR code: shown, and downloaded as files that are what they say.
  const qr = page.getByRole('img', { name: `Registracijos nuorodos QR kodas: ${BOOKING_LINK}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  for (const [label, name, check] of [
    ['Atsisiųsti PNG', `${SLUG}-qr.png`, (bytes: Buffer) => expect(bytes.subarray(1, 4).toString()).toBe('PNG')],
    ['Atsisiųsti SVG', `${SLUG}-qr.svg`, (bytes: Buffer) => expect(bytes.toString()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: label }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(name);
    check(await readFile((await file.path())!));
  }
  await screenshots(page, 'admin-share-link');

  // The embed code, pasted into another site's page: the booking page shows in its frame there,
  // while any other page of ours refuses to be framed.
  const frameCode = await page.getByRole('textbox', { name: 'Registracijos langas: HTML kodas' }).inputValue();
  expect(frameCode).toMatch(/^<iframe src="http:\/\/localhost:\d+\/naujas-vizitas\/studija-aiste\/iterpti" title="Registracija internetu – Grožio studija Aistė"/);
  const buttonCode = await page.getByRole('textbox', { name: 'Mygtukas: HTML kodas' }).inputValue();
  expect(buttonCode).toContain(`href="${BOOKING_LINK}" target="_blank"`);
  const salonSite = await otherSite(
    `<!doctype html><html lang="lt"><head><title>Salono svetainė</title></head><body><h1>Mūsų salonas</h1>${frameCode}
      <iframe name="kitas" src="${baseURL}/apie/${SLUG}" title="Kitas puslapis"></iframe></body></html>`,
  );
  const site = await page.context().newPage();
  const siteErrors = collectErrors(site);
  await site.goto(salonSite.url);
  const frame = site.frameLocator('iframe[src$="/iterpti"]');
  await expect(frame.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
  // No chrome inside the frame: the business's own site is around it.
  await expect(frame.getByRole('navigation', { name: /pagrindinis|meniu/i })).toHaveCount(0);
  await expect(frame.locator('footer')).toHaveCount(0);
  await expect.poll(() => site.frame({ name: 'kitas' })?.url() ?? '').toMatch(/^chrome-error:/);

  // In the frame she chooses; the booking goes on in a new tab of ours with her choices.
  await frame.getByRole('checkbox', { name: SERVICE }).check();
  await frame.getByRole('button', { name: 'Toliau' }).click();
  await frame.getByRole('button', { name: /Bet kuris specialistas/ }).click();
  const grid = frame.getByRole('grid');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  const free = grid.locator('button[data-free]');
  if ((await free.count()) === 0) await frame.getByRole('button', { name: /Artimiausia laisva diena/ }).click();
  else await free.first().click();
  await frame.locator('.vz-bk-slot').first().click();
  await expect(frame.getByRole('heading', { level: 2, name: 'Laikas pasirinktas' })).toBeVisible();
  const next = frame.getByRole('link', { name: 'Tęsti registraciją' });
  await expect(next).toHaveAttribute('target', '_blank');
  const popup = site.waitForEvent('popup');
  await next.click();
  const full = await popup;
  await full.waitForLoadState();
  expect(full.url()).toMatch(new RegExp(`^${baseURL}/naujas-vizitas/${SLUG}\\?paslaugos=[^&]+&specialistas=any&data=\\d{4}-\\d{2}-\\d{2}&laikas=\\d{2}%3A\\d{2}&zingsnis=4$`));
  await waitForHydration(full);
  await expect(full.getByRole('heading', { level: 2, name: 'Pastaba specialistui' })).toBeVisible();
  await full.close();
  // The framed page itself, at both widths (and axe).
  const embed = await page.context().newPage();
  await embed.goto(`/naujas-vizitas/${SLUG}/iterpti`);
  await waitForHydration(embed);
  await screenshots(embed, 'booking-embed');
  await embed.close();
  await site.close();
  salonSite.close();
  expect(errors).toEqual([]);
  // The page that refused the frame says so in the console; nothing else went wrong in the frame.
  expect(siteErrors.filter((text) => !/frame-ancestors 'none'/.test(text))).toEqual([]);

  // The phone width.
  const phone = await admin(browser, baseURL!, { width: 375, height: 812 });
  await phone.goto(SHARE);
  await waitForHydration(phone);
  await expect(phone.locator('[data-booking-link]')).toHaveText(BOOKING_LINK);
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.context().close();
  await page.context().close();
});

test('the admin invites her clients from a pasted list and a CSV file; the invited see the mail, and one who unsubscribes is never invited again', async ({
  browser,
  baseURL,
}) => {
  const page = await admin(browser, baseURL!);
  const errors = collectErrors(page);
  const asta = uniqueEmail('asta-kvietimas');
  const ona = uniqueEmail('ona-kvietimas');
  const since = Date.now();
  await page.goto('/administratorius');
  await waitForHydration(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Pakviesti klientus' }).first().click();
  await expect(page).toHaveURL(INVITE);
  await expect(page.getByRole('heading', { level: 1, name: 'Pakviesti klientus' })).toBeVisible();
  await expect(page.getByText(/Vienu kartu – iki 500 eilučių, per dieną – iki 200 kvietimų\. Šiandien dar galite išsiųsti: \d+\./)).toBeVisible();

  // An empty list is refused in the page.
  await page.getByRole('button', { name: 'Siųsti kvietimus' }).click();
  await expect(page.getByRole('alert')).toHaveText('Įrašykite bent vieną el. pašto adresą.');

  // A CSV file fills the list; one more line typed by hand.
  await page.getByLabel('Arba įkelkite CSV failą').setInputFiles({
    name: 'klientai.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`El. paštas;Vardas\n${asta};Asta Testaitė\n${asta};Asta dar kartą\nne-adresas\n`, 'utf8'),
  });
  await expect(page.getByText('Failas „klientai.csv“ perskaitytas: sąrašas užpildytas.')).toBeVisible();
  const list = page.getByRole('textbox', { name: 'El. pašto adresai' });
  await expect(list).toHaveValue(new RegExp(asta.replace(/[.]/g, '\\.')));
  await list.press('End');
  await list.pressSequentially(`Ona Testaitė <${ona}>`);
  await page.getByRole('button', { name: 'Siųsti kvietimus' }).click();
  await expect(page.getByText('Išsiųsta kvietimų: 2.')).toBeVisible();
  const results = page.locator('[data-results]');
  await expect(results.getByRole('status')).toHaveText('Išsiųsta: 2. Neišsiųsta: 2.');
  await expect(results.locator('tr[data-outcome="duplicate"]')).toContainText('Kartojasi sąraše');
  await expect(results.locator('tr[data-outcome="invalid_email"]')).toContainText('ne-adresas');
  await expect(results.locator('tr[data-outcome="invited"]')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Išsiųsti kvietimai' }).getByText(ona)).toBeVisible();
  await screenshots(page, 'admin-invitations');

  // The mail: in the development outbox, in Lithuanian, with the booking link and the unsubscribe link.
  const mail = await waitForMail(ona, '„Grožio studija Aistė“ kviečia registruotis internetu', since);
  expect(mail.text).toContain('Sveiki, Ona Testaite,');
  expect(mail.text).toContain(BOOKING_LINK);
  const outbox = await browser.newContext({ baseURL });
  const outboxPage = await outbox.newPage();
  await outboxPage.goto('/dev/laiskai');
  await expect(outboxPage.getByText(ona).first()).toBeVisible();
  const unsubscribe = new URL(mail.links.find((link) => link.includes('/kvietimu-atsisakymas?token='))!);

  // She opens the unsubscribe link, logged out: asked first, then done.
  await outbox.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  await outboxPage.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
  await waitForHydration(outboxPage);
  await expect(outboxPage.getByRole('heading', { level: 1, name: 'Nebenorite gauti kvietimų?' })).toBeVisible();
  await expect(outboxPage.getByText(/Adresu on\*\*\*@example\.lt gavote kvietimą registruotis pas „Grožio studija Aistė“/)).toBeVisible();
  await screenshots(outboxPage, 'invitation-unsubscribe');
  await outboxPage.getByRole('button', { name: 'Atsisakyti kvietimų' }).click();
  await expect(outboxPage.getByText('Kvietimų atsisakėte. Šiuo adresu daugiau kvietimų nesiųsime.')).toBeVisible();
  await screenshots(outboxPage, 'invitation-unsubscribed');
  await outbox.close();

  // The admin tries again: the address has opted out; no new mail.
  await list.fill(`${ona}\n${asta}`);
  await page.getByRole('button', { name: 'Siųsti kvietimus' }).click();
  await expect(page.getByText('Nė vienas kvietimas neišsiųstas – peržiūrėkite rezultatus.')).toBeVisible();
  await expect(results.locator('tr[data-outcome="unsubscribed"]')).toContainText(ona);
  await expect(results.locator('tr[data-outcome="already_invited"]')).toContainText(asta);
  const sent = page.getByRole('region', { name: 'Išsiųsti kvietimai' });
  await expect(sent.locator('li', { hasText: ona })).toContainText('Atsisakė');
  await expect(sent.locator('li', { hasText: asta })).not.toContainText('Atsisakė');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the navbar\'s „Pagalba“ opens the help; she searches it with or without Lithuanian letters and reads an article', async ({ browser, baseURL }) => {
  const page = await admin(browser, baseURL!);
  const errors = collectErrors(page);
  await page.goto('/administratorius');
  await waitForHydration(page);
  await page.getByRole('navigation').getByRole('link', { name: 'Pagalba' }).first().click();
  await expect(page).toHaveURL('/administratorius/pagalba/sarasas');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagalba' })).toBeVisible();
  await expect(page.locator('.vz-help-item')).toHaveCount(11);
  await screenshots(page, 'admin-help-list');

  const search = page.getByRole('searchbox', { name: 'Ieškoti pagalbos' });
  await search.fill('svente');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/administratorius\/pagalba\/sarasas\?q=svente$/);
  await expect(page.getByRole('status')).toContainText(/Rasta straipsnių: \d+\./);
  await expect(page.locator('.vz-help-item').first()).toContainText('Kaip dirbti valstybinės šventės dieną');

  await search.fill('kvantinė fizika');
  await page.getByRole('button', { name: 'Ieškoti', exact: true }).click();
  await expect(page.getByText('Pagal „kvantinė fizika“ nieko neradome.', { exact: false })).toBeVisible();
  await screenshots(page, 'admin-help-nothing');
  await page.getByRole('link', { name: 'Visi straipsniai' }).click();
  await expect(page.locator('.vz-help-item')).toHaveCount(11);

  await page.getByRole('link', { name: 'Kaip dirbti valstybinės šventės dieną' }).click();
  await expect(page).toHaveURL('/administratorius/pagalba/straipsnis/valstybines-sventes');
  await expect(page.getByRole('heading', { level: 1, name: 'Kaip dirbti valstybinės šventės dieną' })).toBeVisible();
  await expect(page.locator('.vz-help-body ol > li')).toHaveCount(3);
  await expect(page.getByText('Ištraukti – tą dieną dirbame', { exact: false })).toBeVisible();
  await screenshots(page, 'admin-help-article');
  await page.getByRole('link', { name: /Visi pagalbos straipsniai/ }).click();
  await expect(page).toHaveURL('/administratorius/pagalba/sarasas');

  await page.goto('/administratorius/pagalba/straipsnis/nera-tokio');
  await expect(page.getByText('Straipsnis nerastas. Gal jis buvo pervadintas?')).toBeVisible();
  expect(errors).toEqual([]);
  await page.context().close();
});

test('a new business: copying her link on the checklist and sending her first invitation tick their steps', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId: 'Europe/Vilnius' });
  await context.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await quietNotifications(context);
  const page = await context.newPage();
  const errors = collectErrors(page);
  const slug = `kvieciu-${Date.now().toString(36)}`;
  const registered = await page.request.post('/api/public/business-registration', {
    headers: { origin: baseURL! },
    data: {
      businessName: 'Naujas salonas',
      categories: ['kirpejai'],
      city: 'kaunas',
      address: 'Laisvės al. 1',
      phone: '+37061234567',
      slug,
      account: { name: 'Rasa Naujokė', email: uniqueEmail('naujas-salonas'), password: 'Rasos-Salonas-2027', acceptTerms: true },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await page.goto(`/administratorius?verslas=${slug}`);
  await waitForHydration(page);
  const share = page.locator('li[data-instruction="share_link"]');
  const invite = page.locator('li[data-instruction="invite_clients"]');
  await expect(share).toHaveAttribute('data-state', 'todo');
  await expect(invite).toHaveAttribute('data-state', 'todo');
  await expect(share.getByRole('link', { name: 'Dalintis nuoroda' })).toHaveAttribute('href', `/administratorius/dalintis-nuoroda?verslas=${slug}`);
  await share.getByRole('button', { name: 'Kopijuoti nuorodą' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/naujas-vizitas/${slug}`);
  await expect(share).toHaveAttribute('data-state', 'done');

  await invite.getByRole('link', { name: 'Pakviesti klientus' }).click();
  await expect(page).toHaveURL(`/administratorius/klientu-kvietimai?verslas=${slug}`);
  await page.getByRole('textbox', { name: 'El. pašto adresai' }).fill(uniqueEmail('pirmoji-klientė'.replace('ė', 'e')));
  await page.getByRole('button', { name: 'Siųsti kvietimus' }).click();
  await expect(page.getByText('Išsiųsta kvietimų: 1.')).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'Pradžia' }).first().click();
  await expect(page.locator('li[data-instruction="invite_clients"]')).toHaveAttribute('data-state', 'done');
  expect(errors).toEqual([]);
  await context.close();
});
