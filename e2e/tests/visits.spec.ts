import type { Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readCalendarFile } from './calendar-file';
import { expect, SCREENSHOT_DIR, screenshots, test, waitForHydration } from './fixtures';
import { DEMO_CUSTOMER, logInByApi } from './login';

/**
 * "Mano vizitai" (issue 5 item 5): the demo customer books a visit, finds it waiting for
 * confirmation on /vizitai, takes it into a calendar (.ics) and cancels it with a reason.
 */

const SLUG = 'studija-aiste';
const BUSINESS = 'Grožio studija Aistė';
const SERVICE = 'Blakstienų priauginimas 1D';
const OPERATOR = { email: 'operatorius@vizitas.lt', password: 'Demo12345!' };
const PHONE = { width: 375, height: 812 };
const LONG_DATE =
  /^(pirmadienis|antradienis|trečiadienis|ketvirtadienis|penktadienis|šeštadienis|sekmadienis), [a-zšžėįųūč]+ \d{1,2} d\./;

const vilnius = new Intl.DateTimeFormat('lt-LT', {
  timeZone: 'Europe/Vilnius',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

test.beforeEach(async ({ page }) => {
  // The review dialog for a past visit (its own journeys) would cover these pages a second after load.
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
});

/** A dialog over the page: the window, not the full page, at 375 and 1280 px. */
async function windowShots(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const [label, width, height] of [
    ['375', 375, 812],
    ['1280', 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${label}.png`) });
  }
  await page.setViewportSize(PHONE);
}

/** Books the first free time at least four days ahead through the API; returns the visit. */
async function bookAhead(page: Page, baseURL: string): Promise<{ id: string; start: string }> {
  const calendar = await (await page.request.get(`/api/public/schedule/calendar-options?business=${SLUG}`)).json();
  const serviceId: string = calendar.services.find((s: { name: string }) => s.name === SERVICE).id;
  const from = new Date(Date.parse(`${calendar.today}T00:00:00Z`) + 4 * 86_400_000).toISOString().slice(0, 10);
  const dates = (
    await (
      await page.request.get(
        `/api/public/schedule/available-dates?business=${SLUG}&from=${from}&to=${calendar.lastDate}&services=${serviceId}&specialist=any`,
      )
    ).json()
  ).dates as string[];
  expect(dates.length).toBeGreaterThan(0);
  const day = await (
    await page.request.get(
      `/api/public/schedule/available-time-slots?business=${SLUG}&date=${dates[0]}&services=${serviceId}&specialist=any`,
    )
  ).json();
  const slot = day.slots[0] as { start: string; specialistId: string };
  const booked = await page.request.post('/api/user/appointment', {
    data: { business: SLUG, services: [serviceId], specialist: slot.specialistId, start: slot.start, note: 'Iš kelionės' },
    headers: { origin: baseURL },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const body = await booked.json();
  expect(body.status).toBe('pending');
  return { id: body.id, start: body.start };
}

test('the customer sees a new visit waiting, adds it to a calendar and cancels it with a reason', async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  await logInByApi(page.request, baseURL!, DEMO_CUSTOMER);
  const visit = await bookAhead(page, baseURL!);

  await page.setViewportSize(PHONE);
  await page.goto('/vizitai');
  await waitForHydration(page);
  await expect(page).toHaveTitle('Mano vizitai – Vizitas');
  await expect(page.getByRole('heading', { level: 1, name: 'Mano vizitai' })).toBeVisible();
  // The user menu of the page chrome leads here too.
  await expect(page.locator('nav a[href="/vizitai"]', { hasText: 'Mano vizitai' }).first()).toBeAttached();
  const upcoming = page.getByRole('region', { name: /^Būsimi vizitai/ });
  const past = page.getByRole('region', { name: /^Ankstesni vizitai/ });
  await expect(past.locator('article').first()).toBeVisible();

  const card = upcoming.locator(`article[data-visit-id="${visit.id}"]`);
  await expect(card.getByTestId('visit-status')).toHaveText('Būsena: Laukia patvirtinimo');
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(
    new RegExp(`${LONG_DATE.source}${vilnius.format(new Date(visit.start))}–\\d{2}:\\d{2}$`),
  );
  await expect(card).toContainText(SERVICE);
  await expect(card).toContainText(BUSINESS);
  await expect(card).toContainText('Vilniaus g. 22, LT-01119 Vilnius');
  await expect(card).toContainText('35\u00a0€');
  await expect(card).toContainText('Iš kelionės');
  // Every date on the page in the seed's long format: upcoming, earlier, and the cancellation deadline.
  await expect(card).toContainText(new RegExp(`Atšaukti internetu galima iki: ${LONG_DATE.source.slice(1)}, \\d{2}:\\d{2}\\.`));
  for (const heading of await page.locator('.vz-vi-card__date').allTextContents()) expect(heading).toMatch(LONG_DATE);
  const count = upcoming.locator('.vz-vi-section__count');
  const upcomingBefore = Number(await count.textContent());
  expect(upcomingBefore).toBeGreaterThan(0);
  await expect(card.getByRole('link', { name: BUSINESS })).toHaveAttribute('href', `/apie/${SLUG}`);
  await screenshots(page, 'visits-1-list');
  await page.setViewportSize(PHONE);

  // The calendar file of this visit.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('link', { name: 'Pridėti į kalendorių' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vizitas-\d{4}-\d{2}-\d{2}\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  // Read back by ical.js: the visit's UID, its start in Vilnius time, still tentative.
  const file = readCalendarFile(ics);
  expect(file.uid).toBe(`${visit.id}@vizitas.lt`);
  expect(file.startZone).toBe('Europe/Vilnius');
  expect(file.start).toBe(new Date(visit.start).toISOString());
  expect(file.status).toBe('TENTATIVE');

  // Cancel, with a reason, after confirming in the dialog.
  await card.getByRole('button', { name: 'Atšaukti vizitą' }).click();
  const dialog = page.getByRole('dialog', { name: 'Atšaukti vizitą?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(SERVICE);
  await dialog.getByLabel('Atšaukimo priežastis').fill('Išvykstu į komandiruotę');
  await expect(dialog).toContainText('23 iš 500 simbolių');
  // Past the 500 ms fade-in before the pictures.
  await expect(page.locator('.vz-modal')).toHaveCSS('opacity', '1');
  // The dialog's two buttons keep apart, side by side or wrapped.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const keep = (await dialog.getByRole('button', { name: 'Neatšaukti' }).boundingBox())!;
    const confirm = (await dialog.getByRole('button', { name: 'Taip, atšaukti' }).boundingBox())!;
    const apart = Math.max(confirm.x - (keep.x + keep.width), confirm.y - (keep.y + keep.height));
    expect(apart, `${width}px`).toBeGreaterThanOrEqual(8);
  }
  await windowShots(page, 'visits-2-cancel-dialog');
  await dialog.getByRole('button', { name: 'Taip, atšaukti' }).click();
  await expect(dialog).toBeHidden();
  // Focus lands on the cancelled visit, not at the top of the page.
  await expect(card.getByRole('heading', { level: 3 })).toBeFocused();
  // The toast says so; at 1280 px the user menu opened meanwhile is above it, every entry reachable.
  const toast = page.locator('.vz-toast', { hasText: 'Jūsų vizitas atšauktas.' });
  await expect(toast).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator('button[aria-controls="vz-nav-user"]').click();
  const menu = page.locator('#vz-nav-user');
  await expect(menu).toBeVisible();
  await expect(toast).toBeVisible();
  const entries = await menu.locator('a, button').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { entry: element.textContent?.trim(), onTop: top !== null && (element === top || element.contains(top)) };
    }),
  );
  expect(entries.length).toBeGreaterThan(1);
  for (const entry of entries) expect(entry.onTop, entry.entry).toBe(true);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'visits-5-menu-over-toast-1280.png') });
  await page.locator('button[aria-controls="vz-nav-user"]').click();
  await page.setViewportSize(PHONE);
  await expect(card.getByTestId('visit-status')).toHaveText('Būsena: Atšauktas');
  await expect(card).toContainText('Išvykstu į komandiruotę');
  await expect(card.getByRole('button', { name: 'Atšaukti vizitą' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Registruotis dar kartą' })).toHaveAttribute('href', `/naujas-vizitas/${SLUG}`);
  // Still shown where it was, but no longer counted among the upcoming visits.
  if (upcomingBefore > 1) await expect(count).toHaveText(String(upcomingBefore - 1));
  else await expect(count).toHaveCount(0);
  await screenshots(page, 'visits-3-cancelled');

  // The server agrees after a reload: the cancelled visit is among the earlier ones, not counted as upcoming.
  await page.reload();
  await waitForHydration(page);
  const again = past.locator(`article[data-visit-id="${visit.id}"]`);
  await expect(upcoming.locator(`article[data-visit-id="${visit.id}"]`)).toHaveCount(0);
  if (upcomingBefore > 1) await expect(count).toHaveText(String(upcomingBefore - 1));
  else await expect(count).toHaveCount(0);
  for (const heading of await page.locator('.vz-vi-card__date').allTextContents()) expect(heading).toMatch(LONG_DATE);
  await expect(again.getByTestId('visit-status')).toHaveText('Būsena: Atšauktas');
  await expect(again).toContainText('Išvykstu į komandiruotę');
  expect(consoleErrors).toEqual([]);
});

test('one business’s visits by slug and on its own domain; visitors are sent to log in and back', async ({
  page,
  browser,
  baseURL,
}) => {
  await logInByApi(page.request, baseURL!, DEMO_CUSTOMER);
  await page.goto(`/vizitai/${SLUG}`);
  await waitForHydration(page);
  await expect(page).toHaveTitle(`Mano vizitai – ${BUSINESS}`);
  await expect(page.getByText(`Vizitai: ${BUSINESS}`)).toBeVisible();
  const names = await page.locator('.vz-vi-card__business a').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names)).toEqual(new Set([BUSINESS]));
  await expect(page.getByRole('link', { name: 'Visi mano vizitai' })).toHaveAttribute('href', '/vizitai');

  const onDomain = await page.request.get('/vizitai', { headers: { host: 'studija-aiste.lt' } });
  expect(onDomain.status()).toBe(200);
  const html = await onDomain.text();
  expect(html).toContain(`Vizitai: ${BUSINESS}`);
  expect(html).toContain('href="/apie"');
  expect(html).not.toContain('Visi mano vizitai');
  expect((await page.request.get('/vizitai/tokio-verslo-nera')).status()).toBe(404);

  const visitor = await browser.newContext({ baseURL });
  const response = await visitor.request.get(`/vizitai/${SLUG}`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(`/prisijungti?redirect=${encodeURIComponent(`/vizitai/${SLUG}`)}`);
  await visitor.close();
});

test('someone without visits gets a friendly empty page with a way to search', async ({ page, baseURL, consoleErrors }) => {
  await logInByApi(page.request, baseURL!, OPERATOR);
  await page.goto('/vizitai');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Vizitų dar neturite' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ieškoti specialisto' })).toHaveAttribute('href', '/');
  await screenshots(page, 'visits-4-empty');
  expect(consoleErrors).toEqual([]);
});

test('past the business’s cancellation deadline the visit cannot be cancelled online: the page says why and gives the phone', async ({
  page,
  browser,
  baseURL,
  consoleErrors,
}) => {
  // The studio's owner asks for a week's notice (the longest allowed).
  const admin = await browser.newContext({ baseURL });
  await logInByApi(admin.request, baseURL!, { email: 'admin@vizitas.lt', password: 'Demo12345!' });
  const calendar = await (await page.request.get(`/api/public/schedule/calendar-options?business=${SLUG}`)).json();
  const rules = `/api/admin/business/${calendar.business.id}/booking-rules`;
  const setDeadline = async (minutes: number) => {
    const response = await admin.request.patch(rules, {
      data: { cancellationDeadlineMin: minutes },
      headers: { origin: baseURL! },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await setDeadline(10_080);
  try {
    await logInByApi(page.request, baseURL!, DEMO_CUSTOMER);
    const serviceId: string = calendar.services.find((s: { name: string }) => s.name === SERVICE).id;
    const dates = (
      await (
        await page.request.get(
          `/api/public/schedule/available-dates?business=${SLUG}&from=${calendar.firstDate}&to=${calendar.lastDate}&services=${serviceId}&specialist=any`,
        )
      ).json()
    ).dates as string[];
    const weekAhead = new Date(Date.parse(`${calendar.today}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    expect(dates[0]! <= weekAhead).toBe(true);
    const day = await (
      await page.request.get(
        `/api/public/schedule/available-time-slots?business=${SLUG}&date=${dates[0]}&services=${serviceId}&specialist=any`,
      )
    ).json();
    const booked = await page.request.post('/api/user/appointment', {
      data: { business: SLUG, services: [serviceId], specialist: day.slots[0].specialistId, start: day.slots[0].start },
      headers: { origin: baseURL! },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const id: string = (await booked.json()).id;

    await page.goto(`/vizitai/${SLUG}`);
    await waitForHydration(page);
    const card = page.locator(`article[data-visit-id="${id}"]`);
    await expect(card.getByTestId('cancel-closed')).toHaveText(
      'Internetu vizitą atšaukti galima ne vėliau kaip likus 7 d. iki jo pradžios. Norėdami atšaukti ar pakeisti vizitą, skambinkite tel. +370 612 34501.',
    );
    await expect(card.getByRole('link', { name: '+370 612 34501' })).toHaveAttribute('href', 'tel:+37061234501');
    await expect(card.getByRole('button', { name: 'Atšaukti vizitą' })).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'Pridėti į kalendorių' })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await windowShots(page, 'visits-5-deadline-passed');

    // The API says the same.
    const cancel = await page.request.post('/api/user/appointment/decline', {
      data: { appointment: id },
      headers: { origin: baseURL! },
    });
    expect(cancel.status()).toBe(409);
    expect((await cancel.json()).code).toBe('cancellation_closed');
  } finally {
    await setDeadline(1440);
    await admin.close();
  }
  expect(consoleErrors).toEqual([]);
});
