import type { Locator, Page } from '@playwright/test';
import { testImage } from '../../apps/server/src/testing/images';
import { expectNoAxeViolations } from './a11y';
import { expect as fixtureExpect, screenshots as takeScreenshots, waitForHydration } from './fixtures';
import { expectUploadAccepted } from './uploads';

/**
 * Journey 6's steps as a new business owner does them in the browser (docs/decisions/022): the
 * registration form, the onboarding checklist on the admin home and the page behind each of its
 * steps, and a customer's booking on the business's own link. Each step starts where the owner
 * would start it (the checklist's link, or the admin menu) and ends once the page says it is saved.
 */

/**
 * Assertions that wait up to 15 s: each admin page loads its content in the browser after the
 * route's code (docs/decisions/024), which on a busy 2-core machine takes longer than the default 5 s.
 */
export const expect = fixtureExpect.configure({ timeout: 15_000 });

/** The checklist's steps, in the order the admin home lists them. */
export const STEPS = [
  'services',
  'working_hours',
  'booking_rules',
  'logo',
  'photos',
  'description',
  'share_link',
  'invite_clients',
] as const;
export type Step = (typeof STEPS)[number];
export type StepState = 'todo' | 'done' | 'skipped';
export type Checklist = Record<Step, StepState>;

/** A checklist with nothing done yet. */
export function newChecklist(): Checklist {
  return Object.fromEntries(STEPS.map((step) => [step, 'todo'])) as Checklist;
}

export interface NewBusiness {
  owner: { name: string; email: string; password: string };
  name: string;
  /** The slug the name transliterates to. */
  slug: string;
  /** The checkbox labels of its service areas ("Manikiūras"). */
  categories: string[];
  /** The city's label in the select ("Panevėžys"). */
  city: string;
  address: string;
  phone: string;
}

/** Screenshots at 375 and 1280 px (axe at both) once the page is still: from the top, nothing loading. */
export async function stillScreenshots(page: Page, name: string): Promise<void> {
  await expect(page.locator('button[data-loading]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Kraunama/ })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await takeScreenshots(page, name);
}

/** A checklist step on the admin home. */
export function stepOf(page: Page, step: Step): Locator {
  return page.locator(`li.vz-ob-step[data-instruction="${step}"]`);
}

/** Fills in the registration form (`/verslui/registracija`, opened) and sends it; lands on the admin home. */
export async function registerBusinessByForm(page: Page, business: NewBusiness): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Užregistruokite savo verslą');
  await page.getByLabel('Vardas ir pavardė').fill(business.owner.name);
  await page.getByLabel('El. pašto adresas').fill(business.owner.email);
  await page.getByLabel('Slaptažodis').fill(business.owner.password);
  await page.getByRole('checkbox', { name: /Sutinku su naudojimosi taisyklėmis/ }).check();
  await page.getByLabel('Verslo pavadinimas').fill(business.name);
  // The page's address follows the name, transliterated, and is free.
  await expect(page.getByLabel('Jūsų puslapio adresas')).toHaveValue(business.slug);
  await expect(page.getByText('Adresas laisvas.')).toBeVisible();
  for (const category of business.categories) await page.getByRole('checkbox', { name: category, exact: true }).check();
  await page.getByLabel('Miestas').selectOption({ label: business.city });
  await page.getByLabel('Adresas', { exact: true }).fill(business.address);
  // Typed as a person types (the phone widget formats as she goes).
  const phone = page.getByLabel('Verslo telefono numeris');
  await phone.focus();
  await phone.fill('');
  await phone.pressSequentially(business.phone, { delay: 10 });
  await phone.blur();
  await expect(page.locator('.vz-field__errors')).toHaveText([]);
  await expectNoAxeViolations(page, 'the registration form, filled in');
  await page.getByRole('button', { name: 'Registruoti verslą' }).click();
  await expect(page).toHaveURL(new RegExp(`/administratorius\\?verslas=${business.slug}$`));
  await waitForHydration(page);
}

/** Back on the admin home through the menu; every step shows its state and the count says how many are settled. */
export async function expectChecklist(page: Page, checklist: Checklist): Promise<void> {
  if (new URL(page.url()).pathname !== '/administratorius') {
    await page.getByRole('navigation').getByRole('link', { name: 'Pradžia', exact: true }).first().click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Pradžia' })).toBeVisible();
  await expect(page.locator('.vz-ob-step')).toHaveCount(STEPS.length);
  for (const step of STEPS) await expect(stepOf(page, step), step).toHaveAttribute('data-state', checklist[step]);
  const settled = STEPS.filter((step) => checklist[step] !== 'todo').length;
  await expect(page.locator('.vz-ob-progress-text')).toHaveText(`Atlikta ${settled} iš ${STEPS.length}`);
}

/** Opens the page of a step from the checklist's link. */
export async function openStep(page: Page, step: Step, action: string, heading: string): Promise<void> {
  await stepOf(page, step).getByRole('link', { name: action }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
}

/** Opens an admin page from the menu. */
export async function openFromMenu(page: Page, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitForHydration(page);
}

/** On the services page: a new service without a category, offered by whoever the form offers it by (every active specialist). */
export async function addService(
  page: Page,
  service: { name: string; minutes: number; price: string; offeredBy: string },
): Promise<void> {
  await expect(page.getByText('Paslaugų dar nėra.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Nauja paslauga', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Nauja paslauga' });
  await form.getByLabel('Pavadinimas').fill(service.name);
  await form.getByLabel('Trukmė, min.').fill(String(service.minutes));
  await form.getByLabel('Kaina, €').fill(service.price);
  await expect(form.getByRole('checkbox', { name: service.offeredBy, exact: true })).toBeChecked();
  await form.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`Paslauga „${service.name}“ sukurta.`)).toBeVisible();
  const group = page.getByRole('region', { name: /^Be kategorijos/ });
  await expect(group.locator('.vz-cat-row__name')).toHaveText([service.name]);
  await expect(group.getByText(`Atlieka: ${service.offeredBy}`)).toBeVisible();
  await expectNoAxeViolations(page, 'the services page with the new service');
}

/** A template of the services page as the owner makes it hers: its own name, or the one she types, with her duration and price. */
export interface TemplatePick {
  template: string;
  name?: string;
  minutes?: number;
  price?: string;
}

/**
 * On the services page of a business without services (opened): the typical services of its area
 * offered, the chosen ones edited and added in one go, each offered by `offeredBy` (the new
 * service's form's default). Returns the new services' names, in the order they are listed.
 */
export async function addServicesFromTemplates(
  page: Page,
  area: string,
  picks: TemplatePick[],
  offeredBy: string,
): Promise<string[]> {
  await expect(page.getByText('Paslaugų dar nėra.', { exact: false })).toBeVisible();
  const templates = page.getByRole('form', { name: 'Dažniausios paslaugos' });
  const own = templates.getByRole('region', { name: area, exact: true });
  await expect(own.getByRole('group')).not.toHaveCount(0);
  // Nothing is chosen for her: adding nothing says so.
  await templates.getByRole('button', { name: 'Pridėti pažymėtas' }).click();
  await expect(templates.getByRole('alert')).toHaveText('Pažymėkite bent vieną paslaugą.');
  for (const pick of picks) {
    const row = own.getByRole('group', { name: pick.template, exact: true });
    await row.getByRole('checkbox', { name: `Pridėti: ${pick.template}` }).check();
    if (pick.name) await row.getByLabel('Pavadinimas').fill(pick.name);
    if (pick.minutes) await row.getByLabel('Trukmė, min.').fill(String(pick.minutes));
    if (pick.price) await row.getByLabel(/^Kaina/).fill(pick.price);
  }
  const names = picks.map((pick) => pick.name ?? pick.template);
  await expectNoAxeViolations(page, 'the service templates, chosen and edited');
  await stillScreenshots(page, 'onboarding-services-templates');
  // On a phone the rows fit the screen: nothing scrolls sideways.
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (viewport) await page.setViewportSize(viewport);
  await templates.getByRole('button', { name: `Pridėti ${picks.length} paslaug` }).click();
  await expect(page.getByText(/^Pridėt(a|os) \d+ paslaug/)).toBeVisible();
  // Created: the list shows them (the templates give way to it), each offered by her.
  await expect(templates).toHaveCount(0);
  const group = page.getByRole('region', { name: /^Be kategorijos/ });
  await expect(group.locator('.vz-cat-row__name')).toHaveText(names);
  await expect(group.getByText(`Atlieka: ${offeredBy}`)).toHaveCount(picks.length);
  // The page's button offers the rest, without those she has now.
  await page.getByRole('button', { name: 'Pridėti iš šablonų' }).click();
  const again = page.getByRole('form', { name: 'Dažniausios paslaugos' });
  for (const pick of picks.filter((p) => !p.name))
    await expect(again.getByRole('group', { name: pick.template, exact: true })).toHaveCount(0);
  await again.getByRole('button', { name: 'Uždaryti' }).click();
  await expect(again).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pridėti iš šablonų' })).toBeFocused();
  await expectNoAxeViolations(page, 'the services page with the services from the templates');
  return names;
}

/** On the specialists page: a new specialist who does `service`. */
export async function addSpecialist(page: Page, specialist: { name: string; title: string; service: string }): Promise<void> {
  await page.getByRole('button', { name: 'Naujas specialistas' }).click();
  const form = page.getByRole('dialog', { name: 'Naujas specialistas' });
  await form.getByLabel('Vardas').fill(specialist.name);
  await form.getByLabel('Pareigos').fill(specialist.title);
  await form.getByRole('checkbox', { name: specialist.service, exact: true }).check();
  await form.getByRole('button', { name: 'Išsaugoti' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText(`„${specialist.name}“ pridėta (-as). Nustatykite darbo laiką.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Redaguoti: ${specialist.name}` })).toBeVisible();
  await expectNoAxeViolations(page, 'the specialists page with the new specialist');
}

/**
 * On the schedule page (opened): the specialist's week — Monday `start`–`end`, copied to the
 * other working days — saved. Returns her id (from the page's address).
 */
export async function setWeekdayHours(page: Page, specialist: string, start: string, end: string): Promise<string> {
  await page.getByRole('link', { name: `${specialist}: keisti darbo laiką` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${specialist}: darbo laikas` })).toBeVisible();
  await waitForHydration(page);
  const id = /\/tvarkarastis\/([^/]+)\/rodyti/.exec(page.url())?.[1] ?? '';
  expect(id).not.toBe('');
  const monday = page.locator('.vz-as-day[data-day="1"]');
  // A new specialist works no day yet.
  await expect(monday.getByText('Nedirba')).toBeVisible();
  await monday.getByRole('checkbox', { name: 'Dirba' }).check();
  const from = monday.getByRole('textbox', { name: 'Pirmadienis, 1 intervalo pradžia' });
  const to = monday.getByRole('textbox', { name: 'Pirmadienis, 1 intervalo pabaiga' });
  await from.fill(start);
  await to.fill(end);
  await to.press('Tab');
  await monday.getByRole('button', { name: 'Kopijuoti į kitas dienas' }).click();
  await monday.getByRole('button', { name: 'Darbo dienas' }).click();
  await monday.getByRole('button', { name: 'Kopijuoti', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Nukopijuota: antradienis, .*penktadienis\.$/ })).toBeVisible();
  const friday = page.locator('.vz-as-day[data-day="5"]');
  await expect(friday.getByRole('textbox', { name: 'Penktadienis, 1 intervalo pabaiga' })).toHaveValue(end);
  await expect(page.locator('.vz-as-day[data-day="6"]').getByText('Nedirba')).toBeVisible();
  await expectNoAxeViolations(page, 'the weekly hours being edited');
  await page.getByRole('button', { name: 'Išsaugoti darbo laiką' }).click();
  await expect(page.getByText('Darbo laikas išsaugotas.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Artimiausios savaitės' }).getByText(`${start}–${end}`).first()).toBeVisible();
  return id;
}

/**
 * On the schedule page (opened): the specialist's week, all „Nedirba“, filled from „Pradėti nuo
 * I–V 9:00–18:00“ (nothing saved until she saves), then saved.
 */
export async function startFromWorkingWeek(page: Page, specialist: string): Promise<void> {
  await page.getByRole('link', { name: `${specialist}: keisti darbo laiką` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${specialist}: darbo laikas` })).toBeVisible();
  await waitForHydration(page);
  await expect(page.locator('.vz-as-day').getByText('Nedirba')).toHaveCount(7);
  const start = page.getByRole('button', { name: 'Pradėti nuo I–V 9:00–18:00' });
  await stillScreenshots(page, 'onboarding-hours-start');
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(start).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /^Užpildyta: pirmadienis–penktadienis 9:00–18:00\./ })).toBeVisible();
  // The keyboard goes on from Monday.
  await expect(page.locator('.vz-as-day[data-day="1"]').getByRole('checkbox', { name: 'Dirba' })).toBeFocused();
  for (const [day, name] of [
    ['1', 'Pirmadienis'],
    ['5', 'Penktadienis'],
  ] as const) {
    const row = page.locator(`.vz-as-day[data-day="${day}"]`);
    await expect(row.getByRole('textbox', { name: `${name}, 1 intervalo pradžia` })).toHaveValue('09:00');
    await expect(row.getByRole('textbox', { name: `${name}, 1 intervalo pabaiga` })).toHaveValue('18:00');
  }
  for (const day of ['6', '0']) await expect(page.locator(`.vz-as-day[data-day="${day}"]`).getByText('Nedirba')).toBeVisible();
  // Not saved yet: the page says so, and the server still has no hours.
  await expect(page.getByRole('button', { name: 'Atmesti pakeitimus' })).toBeVisible();
  await expectNoAxeViolations(page, 'the week filled from Monday–Friday 9–18');
  await page.getByRole('button', { name: 'Išsaugoti darbo laiką' }).click();
  await expect(page.getByText('Darbo laikas išsaugotas.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Artimiausios savaitės' }).getByText('09:00–18:00').first()).toBeVisible();
}

/** On the settings page (opened from the checklist): the booking rules as they are, saved — they suit her. */
export async function saveBookingRules(page: Page): Promise<void> {
  const section = page.getByRole('region', { name: 'Registracijos taisyklės' });
  await expect(page).toHaveURL(/#registracijos-taisykles$/);
  await expect(section.getByLabel('Mažiausiai iki vizito')).toHaveValue('60');
  await expect(section.getByLabel('Klientas gali atšaukti likus ne mažiau kaip')).toHaveValue('1440');
  await expect(section.getByRole('radio', { name: 'Laukia mano patvirtinimo' })).toBeChecked();
  await section.getByRole('button', { name: 'Išsaugoti', exact: true }).click();
  await expect(page.getByText('Registracijos taisyklės išsaugotos.')).toBeVisible();
}

/** On the profile page (opened): a logo uploaded, its circle made smaller with the keyboard and saved round. Returns the round logo's address. */
export async function uploadRoundLogo(page: Page): Promise<string> {
  const logo = await testImage('png', 800, 500);
  await expectUploadAccepted(page, () =>
    page
      .getByRole('group', { name: 'Įkelti logotipą' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'logotipas.png', mimeType: 'image/png', buffer: logo }),
  );
  await expect(page.getByText('Logotipas įkeltas.')).toBeVisible();
  const round = page.getByRole('img', { name: 'Apvalus logotipas' });
  await expect(round).toHaveAttribute('src', /^\/media\/b\/[0-9a-f-]+\/logo-[A-Za-z0-9]+-round\.webp$/);
  const first = await round.getAttribute('src');
  const preview = page.getByTestId('logo-crop-preview');
  const position = await preview.evaluate((element) => getComputedStyle(element).backgroundPosition);
  await page.getByRole('button', { name: 'Apskritimo vieta logotipe' }).focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('-');
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => preview.evaluate((element) => getComputedStyle(element).backgroundPosition)).not.toBe(position);
  await expectNoAxeViolations(page, 'the logo being cropped');
  await page.getByRole('button', { name: 'Išsaugoti apvalų logotipą' }).click();
  await expect(page.getByText('Apvalus logotipas išsaugotas.')).toBeVisible();
  await expect(round).not.toHaveAttribute('src', first!);
  return (await round.getAttribute('src'))!;
}

/** On the gallery page (opened): one photo uploaded, with a caption. */
export async function addGalleryPhoto(page: Page, caption: string): Promise<void> {
  await expect(page.getByText('Galerijoje dar nėra nuotraukų.', { exact: false })).toBeVisible();
  const photo = await testImage('jpeg', 1600, 1200);
  await expectUploadAccepted(page, () =>
    page
      .getByRole('group', { name: 'Galerija' })
      .locator('input[type="file"]')
      .setInputFiles({ name: 'darbai.jpg', mimeType: 'image/jpeg', buffer: photo }),
  );
  const photos = page.locator('.vz-ag-grid > li');
  await expect(photos).toHaveCount(1);
  await expect(page.getByText('1 iš 40 nuotraukų')).toBeVisible();
  await photos.first().getByLabel('Aprašymas').fill(caption);
  await photos.first().getByRole('button', { name: 'Išsaugoti aprašymą' }).click();
  await expect(page.getByText('Aprašymas išsaugotas.')).toBeVisible();
  await expect(photos.first().getByRole('img', { name: caption })).toBeVisible();
  await expectNoAxeViolations(page, 'the gallery with a photo');
}

/** On the profile page (opened): the business's description, saved. */
export async function writeDescription(page: Page, text: string): Promise<void> {
  await page.getByLabel('Aprašymas').fill(text);
  await page.getByRole('button', { name: 'Išsaugoti', exact: true }).click();
  await expect(page.getByText('Profilis išsaugotas.')).toBeVisible();
  await expect(page.getByLabel('Aprašymas')).toHaveValue(text);
}

/** On the share page (opened; the context may use the clipboard): the booking link copied. Returns what the clipboard holds. */
export async function copyBookingLink(page: Page, expected: string): Promise<string> {
  await expect(page.locator('[data-booking-link]')).toHaveText(expected);
  await expectNoAxeViolations(page, 'the share page');
  await page.getByRole('button', { name: 'Kopijuoti nuorodą' }).click();
  await expect(page.getByText('Nuoroda nukopijuota sėkmingai!')).toBeVisible();
  await expect(page.getByText('Pradžios žingsnis „Pasidalinkite savo nuoroda“ atliktas.')).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

/** On the invitations page (opened): one client invited (`Name, e-mail`). */
export async function inviteClient(page: Page, client: { name: string; email: string }): Promise<void> {
  await page.getByRole('textbox', { name: 'El. pašto adresai' }).fill(`${client.name}, ${client.email}`);
  await page.getByRole('button', { name: 'Siųsti kvietimus' }).click();
  await expect(page.getByText('Išsiųsta kvietimų: 1.')).toBeVisible();
  const results = page.locator('[data-results]');
  await expect(results.getByRole('status')).toHaveText('Išsiųsta: 1. Neišsiųsta: 0.');
  await expect(results.locator('tr[data-outcome="invited"]')).toContainText(client.email);
  await expect(page.getByRole('region', { name: 'Išsiųsti kvietimai' }).getByText(client.email)).toBeVisible();
  await expectNoAxeViolations(page, 'the invitations page after sending');
}

const VILNIUS_TIME = new Intl.DateTimeFormat('lt-LT', {
  timeZone: 'Europe/Vilnius',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface Booked {
  appointmentId: string;
  status: string;
  start: string;
  time: string;
  dateLabel: string;
}

/**
 * On the booking page (opened, the customer logged in): the service, the specialist, the first
 * free day and its first time, no note, the summary, confirmed. Axe checks each step.
 */
export async function bookFirstFreeTime(
  page: Page,
  booking: { business: string; service: string; totals: string; specialist: string },
): Promise<Booked> {
  await expect(page.getByRole('heading', { level: 1, name: booking.business })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Pasirinkite paslaugas' })).toBeVisible();
  await page.getByRole('checkbox', { name: booking.service }).check();
  await expect(page.locator('.vz-bk-bar__totals')).toHaveText(booking.totals);
  await expectNoAxeViolations(page, 'booking: the services step');
  await page.getByRole('button', { name: 'Toliau' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Pasirinkite specialistą' })).toBeFocused();
  await page.getByRole('button', { name: new RegExp(booking.specialist) }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Pasirinkite datą ir laiką' })).toBeFocused();
  const grid = page.getByRole('grid');
  await expect(grid).toHaveAttribute('aria-busy', 'false');
  // The first free day of the month shown, else the nearest one after it; then its first time.
  const free = grid.locator('button[data-free]');
  if ((await free.count()) === 0) await page.getByRole('button', { name: /Artimiausia laisva diena/ }).click();
  else await free.first().click();
  const times = page.getByRole('heading', { level: 3, name: /^Laisvi laikai – / });
  await expect(times).toBeFocused();
  const slot = page.locator('.vz-bk-slot').first();
  await expect(slot).toHaveText(/^\d{2}:\d{2}$/);
  const dateLabel = ((await times.textContent()) ?? '').replace('Laisvi laikai – ', '');
  const time = (await slot.textContent()) ?? '';
  await expectNoAxeViolations(page, 'booking: the date and time step');
  await slot.click();

  await expect(page.getByRole('heading', { level: 2, name: 'Pastaba specialistui' })).toBeFocused();
  await page.getByRole('button', { name: 'Toliau' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Patikrinkite ir patvirtinkite' })).toBeFocused();
  const summary = page.locator('.vz-bk-summary');
  for (const text of [booking.business, booking.service, booking.specialist, dateLabel])
    await expect(summary).toContainText(text);
  await expect(summary).toContainText(new RegExp(`${time}–\\d{2}:\\d{2}`));
  await expectNoAxeViolations(page, 'booking: the summary');
  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/user/appointment') && response.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await page.getByRole('button', { name: 'Patvirtinti' }).click();
  const created = await answer;
  expect(created.status(), await created.text()).toBe(201);
  const visit = (await created.json()) as { id: string; status: string; start: string };
  // The time she picked, in Vilnius time, whatever the browser's zone.
  expect(VILNIUS_TIME.format(new Date(visit.start))).toBe(time);
  await expect(page.getByRole('heading', { level: 2, name: 'Jūsų vizitas užregistruotas!' })).toBeFocused();
  return { appointmentId: visit.id, status: visit.status, start: visit.start, time, dateLabel };
}
