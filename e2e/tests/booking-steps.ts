import type { Page } from '@playwright/test';
import { expect, screenshots } from './fixtures';

/** The booking flow's steps, shared by the booking journeys and the whole customer journey. */

export const SLUG = 'studija-aiste';
export const BUSINESS = 'Grožio studija Aistė';
export const SERVICE = 'Blakstienų priauginimas 1D';
export const SPECIALIST = 'Aistė Kazlauskienė';
export const CUSTOMER = { email: 'klientas@vizitas.lt', password: 'Demo12345!' };
export const OTHER_CUSTOMER = { email: 'admin@vizitas.lt', password: 'Demo12345!' };
export const PHONE = { width: 375, height: 812 };

const VILNIUS_TIME = new Intl.DateTimeFormat('lt-LT', {
  timeZone: 'Europe/Vilnius',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export async function shoot(page: Page, name: string) {
  await screenshots(page, name);
  await page.setViewportSize(PHONE);
}

export /** From the services step to the summary; returns the chosen date's label, time and ISO start. */
async function chooseUntilSummary(
  page: Page,
  options: { specialist: string; note?: string; shots?: boolean; laterMonth?: boolean; minSlots?: number },
) {
  const shots = options.shots ?? false;
  await expect(page.getByRole('heading', { level: 2, name: 'Pasirinkite paslaugas' })).toBeVisible();
  await page.getByRole('checkbox', { name: SERVICE }).check();
  await expect(page.locator('.vz-bk-bar__totals')).toHaveText('1 paslauga · 1 val. 30 min. · 35\u00a0€');
  if (shots) await shoot(page, 'booking-1-services');
  await page.getByRole('button', { name: 'Toliau' }).click();

  const specialistHeading = page.getByRole('heading', { level: 2, name: 'Pasirinkite specialistą' });
  await expect(specialistHeading).toBeFocused();
  // Only those who do the service are offered (Gintarė does make-up, not lashes).
  await expect(page.getByRole('button', { name: /Gintarė Vaitkutė/ })).toHaveCount(0);
  if (shots) await shoot(page, 'booking-2-specialist');
  await page.getByRole('button', { name: new RegExp(options.specialist) }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Pasirinkite datą ir laiką' })).toBeFocused();
  const grid = page.getByRole('grid');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  if (options.laterMonth) {
    // Further ahead the demo calendar is emptier: a day with many free times.
    await page.getByRole('button', { name: 'Kitas mėnuo' }).click();
    await expect(grid).toHaveAttribute('aria-busy', 'false');
  }
  const free = grid.locator('button[data-free]');
  const pickDay = async (index: number) => {
    const slotsResponse = page.waitForResponse((response) => response.url().includes('/available-time-slots?'));
    if ((await free.count()) === 0) await page.getByRole('button', { name: /Artimiausia laisva diena/ }).click();
    else await free.nth(index).click();
    const daySlots = (await (await slotsResponse).json()) as { slots: { start: string }[] };
    return daySlots.slots.map((s) => s.start).sort((a, b) => Date.parse(a) - Date.parse(b));
  };
  // A day with at least `minSlots` free times (the first free day when 1).
  let starts = await pickDay(0);
  for (let i = 1; starts.length < (options.minSlots ?? 1) && i < (await free.count()); i++) starts = await pickDay(i);
  expect(starts.length).toBeGreaterThanOrEqual(options.minSlots ?? 1);
  const start = starts[0]!;
  // The day's answer can arrive before React draws it: wait until its first time is shown.
  const slot = page.locator('.vz-bk-slot').first();
  await expect(slot).toHaveText(VILNIUS_TIME.format(new Date(start)));
  const timesHeading = page.getByRole('heading', { level: 3, name: /^Laisvi laikai – / });
  await expect(timesHeading).toBeFocused();
  const dateLabel = ((await timesHeading.textContent()) ?? '').replace('Laisvi laikai – ', '');
  expect(dateLabel).toMatch(
    /^(pirmadienis|antradienis|trečiadienis|ketvirtadienis|penktadienis|šeštadienis|sekmadienis), [a-zšžėįųūč]+ \d{1,2} d\.$/,
  );
  const time = (await slot.textContent()) ?? '';
  expect(time).toMatch(/^\d{2}:\d{2}$/);
  if (shots) await shoot(page, 'booking-3-date-time');
  await slot.click();

  await expect(page.getByRole('heading', { level: 2, name: 'Pastaba specialistui' })).toBeFocused();
  if (options.note) await page.getByLabel('Pastaba (nebūtina)').fill(options.note);
  if (shots) await shoot(page, 'booking-4-note');
  await page.getByRole('button', { name: 'Toliau' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Patikrinkite ir patvirtinkite' })).toBeFocused();
  const summary = page.locator('.vz-bk-summary');
  await expect(summary).toContainText(BUSINESS);
  await expect(summary).toContainText(SERVICE);
  await expect(summary).toContainText(dateLabel);
  await expect(summary).toContainText(new RegExp(`${time}–\\d{2}:\\d{2}`));
  await expect(summary).toContainText('1 val. 30 min.');
  await expect(summary).toContainText('35\u00a0€');
  if (options.specialist !== 'Bet kuris specialistas') await expect(summary).toContainText(options.specialist);
  if (options.note) await expect(summary).toContainText(options.note);
  if (shots) await shoot(page, 'booking-5-summary');
  return { dateLabel, time, start };
}
