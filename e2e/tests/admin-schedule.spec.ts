import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { adminPage, calendarOptions, collectErrors, freeStartsOn, idOf, VILNIUS_TIME, type Options } from './admin-steps';
import { BUSINESS, PHONE, SLUG } from './booking-steps';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { uniqueEmail, waitForMail } from './login';

/**
 * Journey 3 (issue 13 items 5, 6, 7, 10): the admin sets Gintarė's week (two intervals with a
 * break, copied to every day) and keeps the visit the new hours leave out; adds an override
 * that cancels the visit booked that morning (its customer is mailed the admin's message); adds
 * a day off; excludes a public holiday and undoes it. After each step the customer's available
 * dates and times change at once. What the journey changed is put back at the end, so the
 * journeys after it find the demo salon as it was.
 */

const SPECIALIST = 'Gintarė Vaitkutė';
const SERVICE = 'Dieninis makiažas'; // 45 minutes
const CANCEL_MESSAGE = 'Atsiprašome, tą dieną dirbame tik po pietų.';

const hourOf = (instant: string) => VILNIUS_TIME.format(new Date(instant));
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The API takes state-changing requests from its own origin only. */
const originOf = (baseURL: string) => ({ origin: new URL(baseURL).origin });

/** The dates she can be booked on from `from` to `to` (asked for in spans of at most 92 days, as the API takes them). */
async function availableDates(request: APIRequestContext, options: Options, specialistId: string, from: string, to: string) {
  const dates: string[] = [];
  for (let start = from; start <= to; start = addDays(start, 92)) {
    const end = addDays(start, 91) < to ? addDays(start, 91) : to;
    const query = `business=${SLUG}&services=${idOf(options.services, SERVICE)}&specialist=${specialistId}&from=${start}&to=${end}`;
    const answer = await request.get(`/api/public/schedule/available-dates?${query}`);
    expect(answer.status(), await answer.text()).toBe(200);
    dates.push(...((await answer.json()) as { dates: string[] }).dates);
  }
  return dates;
}

async function startsOn(request: APIRequestContext, options: Options, specialistId: string, date: string) {
  return (await freeStartsOn(request, options, specialistId, date, SERVICE)).starts.map(hourOf);
}

/** Whether the day's hours are her weekly ones (no override of the demo data that day). */
async function weeklyDay(admin: APIRequestContext, specialistId: string, date: string) {
  const answer = await admin.get(`/api/admin/calendar?from=${date}&to=${date}&specialist=${specialistId}`);
  const calendar = (await answer.json()) as { days: { specialists: { specialistId: string; source: string }[] }[] };
  return calendar.days[0]!.specialists.find((entry) => entry.specialistId === specialistId)?.source === 'weekly';
}

/** The first free start from `from`, on a day of her weekly hours, whose Vilnius time passes `wanted`. */
async function firstStart(
  admin: APIRequestContext,
  request: APIRequestContext,
  options: Options,
  specialistId: string,
  from: string,
  wanted: (time: string) => boolean,
): Promise<{ date: string; start: string }> {
  for (const date of await availableDates(request, options, specialistId, from, options.lastDate)) {
    if (!(await weeklyDay(admin, specialistId, date))) continue;
    const { starts } = await freeStartsOn(request, options, specialistId, date, SERVICE);
    const start = starts.find((instant) => wanted(hourOf(instant)));
    if (start) return { date, start };
  }
  throw new Error(`no free start of ${SPECIALIST} from ${from}`);
}

/** A new customer with a phone number, in a browser context of her own, who books the start. */
async function customerBooks(browser: Browser, baseURL: string, options: Options, specialistId: string, start: string) {
  const { request } = await browser.newContext({ baseURL });
  const account = { name: 'Rūta Tvarkaraštienė', email: uniqueEmail('tvarkarastis'), password: 'Vasaros-Rytas-48' };
  const registered = await request.post('/api/public/auth/register', { data: { ...account, acceptTerms: true }, headers: originOf(baseURL) });
  expect(registered.status(), await registered.text()).toBe(201);
  const phone = await request.post('/api/user/profile/phone-number', {
    data: { phoneNumber: '+37067711111' },
    headers: originOf(baseURL),
  });
  expect(phone.status(), await phone.text()).toBe(200);
  const booked = await request.post('/api/user/appointment', {
    data: { business: SLUG, services: [idOf(options.services, SERVICE)], specialist: specialistId, start },
    headers: originOf(baseURL),
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return { ...account, appointmentId: ((await booked.json()) as { id: string }).id };
}

/** The first date from `from` she can be booked on with no visit of hers (a day off there asks nothing). */
async function quietDate(
  admin: APIRequestContext,
  request: APIRequestContext,
  options: Options,
  specialistId: string,
  from: string,
) {
  for (const date of await availableDates(request, options, specialistId, from, options.lastDate)) {
    const answer = await admin.get(`/api/admin/calendar?from=${date}&to=${date}&specialist=${specialistId}`);
    const visits = ((await answer.json()) as { appointments: { status: string }[] }).appointments;
    if (!visits.some((visit) => visit.status === 'pending' || visit.status === 'confirmed')) return date;
  }
  throw new Error('no quiet date');
}

async function shot(page: Page, name: string) {
  await screenshots(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('journey 3: hours, an override, a day off and an excluded public holiday change what the customer can book', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = await adminPage(browser, baseURL!);
  const adminErrors = collectErrors(admin);
  const api = admin.request;
  let options = await calendarOptions(page.request);
  const gintare = idOf(options.specialists, SPECIALIST);
  const rulesUrl = `/api/admin/business/${options.business.id}/booking-rules`;
  const rulesBefore = (await (await api.get(rulesUrl)).json()) as { maxAdvanceDays: number };
  const weekBefore = (await (await api.get(`/api/admin/schedule/${gintare}`)).json()) as {
    weeklyHours: Record<string, string[][]>;
  };
  // A window of 120 days always holds a public holiday (the longest gap between two is 77 days).
  expect((await api.patch(rulesUrl, { data: { maxAdvanceDays: 120 }, headers: originOf(baseURL!) })).status()).toBe(200);
  const cleanup: Array<() => Promise<unknown>> = [
    () => api.patch(rulesUrl, { data: { maxAdvanceDays: rulesBefore.maxAdvanceDays }, headers: originOf(baseURL!) }),
    () =>
      api.put(`/api/admin/schedule/${gintare}`, { data: { weeklyHours: weekBefore.weeklyHours }, headers: originOf(baseURL!) }),
  ];

  try {
    options = await calendarOptions(page.request);
    const today = options.today;

    // A customer books Gintarė late in the afternoon, after the hours the admin is about to set.
    const late = await firstStart(api, page.request, options, gintare, addDays(today, 2), (time) => time >= '17:15');
    const lateCustomer = await customerBooks(browser, baseURL!, options, gintare, late.start);
    cleanup.push(() =>
      api.patch(`/api/admin/appointment/${lateCustomer.appointmentId}`, {
        data: { action: 'cancel' },
        headers: originOf(baseURL!),
      }),
    );

    // ——— 1. The week. The schedule's entry lists the specialists; Gintarė's page has her week.
    await admin.goto('/administratorius/tvarkarastis');
    await waitForHydration(admin);
    await expect(admin).toHaveTitle('Tvarkaraštis – Administravimas');
    await expect(admin.getByRole('heading', { level: 1, name: 'Tvarkaraštis' })).toBeVisible();
    await expect(admin.getByRole('link', { name: `${SPECIALIST}: keisti darbo laiką` })).toBeVisible();
    await expectNoAxeViolations(admin, 'the schedule entry');
    await shot(admin, 'admin-schedule-1-specialists');
    await admin.getByRole('link', { name: `${SPECIALIST}: keisti darbo laiką` }).click();
    await expect(admin).toHaveURL(`/administratorius/tvarkarastis/${gintare}/rodyti`);
    await expect(admin.getByRole('heading', { level: 1, name: `${SPECIALIST}: darbo laikas` })).toBeVisible();
    await waitForHydration(admin);
    const preview = admin.getByRole('region', { name: 'Artimiausios savaitės' });
    await expect(preview.locator('.vz-as-preview__week')).toHaveCount(4);
    await expect(preview.locator('[aria-current="date"]')).toHaveCount(1);

    // Monday: two intervals with a break, typed as a person types ("10" becomes 10:00).
    const monday = admin.locator('.vz-as-day[data-day="1"]');
    while ((await monday.getByRole('button', { name: /^Pašalinti intervalą/ }).count()) > 0) {
      await monday
        .getByRole('button', { name: /^Pašalinti intervalą/ })
        .first()
        .click();
    }
    await expect(monday.getByText('Nedirba')).toBeVisible();
    await monday.getByRole('checkbox', { name: 'Dirba' }).check();
    await monday.getByRole('button', { name: 'Pridėti intervalą: Pirmadienis' }).click();
    await expect(monday.getByRole('textbox')).toHaveCount(4);
    const start1 = monday.getByRole('textbox', { name: 'Pirmadienis, 1 intervalo pradžia' });
    await start1.fill('10');
    await start1.press('Tab');
    await expect(start1).toHaveValue('10:00');
    await monday.getByRole('textbox', { name: 'Pirmadienis, 1 intervalo pabaiga' }).fill('12:00');
    await monday.getByRole('textbox', { name: 'Pirmadienis, 2 intervalo pradžia' }).fill('1300');
    await monday.getByRole('textbox', { name: 'Pirmadienis, 2 intervalo pabaiga' }).fill('17:00');
    await monday.getByRole('textbox', { name: 'Pirmadienis, 2 intervalo pabaiga' }).press('Tab');

    // A mistake is named before anything is sent: an end before its start.
    const end2 = monday.getByRole('textbox', { name: 'Pirmadienis, 2 intervalo pabaiga' });
    await end2.fill('12:30');
    await admin.getByRole('button', { name: 'Išsaugoti darbo laiką' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: 'Prašome ištaisyti klaidas!' })).toBeVisible();
    await expect(monday.getByText('Pabaiga turi būti vėliau nei pradžia.')).toBeVisible();
    await end2.fill('17:00');
    await expect(admin.getByRole('alert').filter({ hasText: 'Prašome ištaisyti klaidas!' })).toHaveCount(0);

    // Copied to every day of the week.
    await monday.getByRole('button', { name: 'Kopijuoti į kitas dienas' }).click();
    await expect(monday.getByRole('group', { name: 'Kopijuoti pirmadienio darbo laiką į:' })).toBeVisible();
    await monday.getByRole('button', { name: 'Visas dienas' }).click();
    await monday.getByRole('button', { name: 'Kopijuoti', exact: true }).click();
    await expect(admin.getByRole('status').filter({ hasText: /^Nukopijuota: antradienis, .*sekmadienis\.$/ })).toBeVisible();
    await expect(monday.getByRole('button', { name: 'Kopijuoti į kitas dienas' })).toBeFocused();
    const sunday = admin.locator('.vz-as-day[data-day="0"]');
    await expect(sunday.getByRole('textbox', { name: 'Sekmadienis, 2 intervalo pradžia' })).toHaveValue('13:00');
    await expectNoAxeViolations(admin, 'the weekly hours being edited');
    await shot(admin, 'admin-schedule-2-week');

    // Saving asks first: the late visit would be left outside the new hours. The admin keeps it.
    await admin.getByRole('button', { name: 'Išsaugoti darbo laiką' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Paliečiami užregistruoti vizitai' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog
        .getByRole('list', { name: 'Paliečiami užregistruoti vizitai' })
        .getByRole('listitem')
        .filter({ hasText: lateCustomer.name }),
    ).toContainText(hourOf(late.start));
    await expect(dialog.getByRole('radio', { name: /^Palikti vizitus/ })).toBeChecked();
    // Checked once the dialog is fully shown (mid-fade its colours fail the contrast check).
    await expect(admin.locator('.vz-modal')).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(admin, 'the question about affected visits');
    await shot(admin, 'admin-schedule-3-affected');
    await dialog.getByRole('button', { name: 'Išsaugoti ir palikti vizitus' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText('Darbo laikas išsaugotas.')).toBeVisible();
    await expect(preview.getByText('10:00–12:00, 13:00–17:00').first()).toBeVisible();
    const kept = (await (await api.get(`/api/admin/appointment/${lateCustomer.appointmentId}`)).json()) as { status: string };
    expect(kept.status).toBe('pending');

    // The customer sees the new hours at once: every start fits 10:00–12:00 or 13:00–17:00 (45 minutes).
    const weekDate = (await firstStart(api, page.request, options, gintare, addDays(today, 2), () => true)).date;
    const weekStarts = await startsOn(page.request, options, gintare, weekDate);
    expect(weekStarts.length).toBeGreaterThan(0);
    for (const time of weekStarts)
      expect((time >= '10:00' && time <= '11:15') || (time >= '13:00' && time <= '16:15'), time).toBe(true);

    // ——— 2. An override. A customer books a morning that the override will take away.
    const morning = await firstStart(
      api,
      page.request,
      options,
      gintare,
      addDays(today, 7),
      (time) => time >= '10:00' && time < '12:00',
    );
    const morningCustomer = await customerBooks(browser, baseURL!, options, gintare, morning.start);
    const beforeOverride = await startsOn(page.request, options, gintare, morning.date);
    expect(beforeOverride.some((time) => time < '15:00')).toBe(true);

    await admin.getByRole('link', { name: 'Naujas pakeitimas' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Naujas tvarkaraščio pakeitimas' })).toBeVisible();
    await waitForHydration(admin);
    await expect(admin.getByLabel('Specialistas', { exact: true })).toHaveValue(gintare);
    await admin.getByLabel('Nuo', { exact: true }).fill(morning.date);
    await expect(admin.getByRole('radio', { name: 'Dirba kitu laiku' })).toBeChecked();
    await admin.getByRole('textbox', { name: 'Darbo laikas, 1 intervalo pradžia' }).fill('15:00');
    await admin.getByRole('textbox', { name: 'Darbo laikas, 1 intervalo pabaiga' }).fill('16:00');
    await admin.getByLabel('Pastaba (matoma tik administratoriams)').fill('Rytais – mokymai');
    await expectNoAxeViolations(admin, 'the override form');
    await shot(admin, 'admin-schedule-4-override');
    await admin.getByRole('button', { name: 'Išsaugoti pakeitimą' }).click();

    // The morning visit is listed; the admin cancels it with a message to the customer.
    await expect(dialog).toBeVisible();
    // (The journey's customers share a name: the morning visit is the one at its hour.)
    await expect(dialog.getByRole('listitem').filter({ hasText: morningCustomer.name }).filter({ hasText: hourOf(morning.start) })).toHaveCount(1);
    // Demo visits may share the day: every listed visit is cancelled, and the count says so.
    const affected = await dialog.getByRole('list', { name: 'Paliečiami užregistruoti vizitai' }).getByRole('listitem').count();
    expect(affected).toBeGreaterThanOrEqual(1);
    const since = Date.now();
    await dialog.getByRole('radio', { name: /^Atšaukti vizitus/ }).check();
    await dialog.getByLabel('Žinutė klientams').fill(CANCEL_MESSAGE);
    await dialog.getByRole('button', { name: 'Išsaugoti ir atšaukti vizitus' }).click();
    await expect(admin).toHaveURL(`/administratorius/tvarkarastis/${gintare}/rodyti`);
    await expect(admin.getByText('Tvarkaraščio pakeitimas išsaugotas.')).toBeVisible();
    // Every client with an account is mailed; a walk-in among the demo visits is named with her phone.
    await expect(
      admin.getByText(
        new RegExp(`^Atšaukta vizitų: ${affected}\\. (Klientams išsiųsti laiškai\\.|Laiškai išsiųsti klientams su paskyra\\. Paskambinkite šiems klientams be paskyros: .+\\.)$`),
      ),
    ).toBeVisible();
    const overrides = admin.getByRole('region', { name: 'Šio specialisto tvarkaraščio pakeitimai' });
    await expect(overrides.getByText('15:00–16:00')).toBeVisible();
    const mail = await waitForMail(morningCustomer.email, `Jūsų vizitas atšauktas – ${BUSINESS}`, since);
    expect(mail.text).toContain(CANCEL_MESSAGE);
    const overrideId = (
      (await (
        await api.get(`/api/admin/schedule-overrides?specialist=${gintare}&from=${morning.date}&to=${morning.date}`)
      ).json()) as {
        overrides: { id: string }[];
      }
    ).overrides[0]!.id;
    cleanup.push(() => api.delete(`/api/admin/schedule-override/${overrideId}`, { data: {}, headers: originOf(baseURL!) }));

    // The customer's day is now 15:00–16:00: the cancelled morning is free, yet not offered.
    const afterOverride = await startsOn(page.request, options, gintare, morning.date);
    expect(afterOverride.length).toBeGreaterThan(0);
    for (const time of afterOverride) expect(['15:00', '15:15'], time).toContain(time);

    // ——— 3. A day off for Gintarė on a date without her visits.
    const dayOff = await quietDate(api, page.request, options, gintare, addDays(morning.date, 1));
    expect(await availableDates(page.request, options, gintare, dayOff, dayOff)).toEqual([dayOff]);
    await admin.goto('/administratorius/laisvadieniai');
    await waitForHydration(admin);
    await expect(admin).toHaveTitle('Laisvadieniai – Administravimas');
    await expectNoAxeViolations(admin, 'the days off');
    await shot(admin, 'admin-schedule-5-days-off');
    await admin.getByRole('link', { name: 'Naujas laisvadienis' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Naujas laisvadienis' })).toBeVisible();
    await waitForHydration(admin);
    await admin.getByLabel('Nuo', { exact: true }).fill(dayOff);
    await admin.getByLabel('Iki (imtinai)').fill(dayOff);
    await admin.getByLabel('Kam', { exact: true }).selectOption({ label: SPECIALIST });
    await admin.getByLabel('Pavadinimas', { exact: true }).fill('Mokymai');
    await expectNoAxeViolations(admin, 'the day-off form');
    await shot(admin, 'admin-schedule-6-day-off');
    await admin.getByRole('button', { name: 'Išsaugoti laisvadienį' }).click();
    await expect(admin).toHaveURL('/administratorius/laisvadieniai');
    await expect(admin.getByText('Laisvadienis išsaugotas.')).toBeVisible();
    const own = admin.getByRole('region', { name: 'Verslo laisvadieniai' });
    const row = own.getByRole('listitem').filter({ hasText: 'Mokymai' });
    await expect(row).toContainText(SPECIALIST);
    const editHref = (await row.getByRole('link', { name: /^Redaguoti/ }).getAttribute('href')) ?? '';
    const holidayId = /\/laisvadieniai\/([^/]+)\/redaguoti/.exec(editHref)?.[1] ?? '';
    expect(holidayId).not.toBe('');
    cleanup.push(() => api.delete(`/api/admin/holiday/${holidayId}`, { data: {}, headers: originOf(baseURL!) }));
    expect(await availableDates(page.request, options, gintare, dayOff, dayOff)).toEqual([]);

    // ——— 4. The next public holiday: closed for customers until the admin excludes it.
    const year = Number(today.slice(0, 4));
    const holidays = (
      await Promise.all(
        [year, year + 1].map(
          async (y) =>
            (
              (await (await api.get(`/api/admin/business/${options.business.id}/public-holidays?year=${y}`)).json()) as {
                holidays: { date: string; name: string; excluded: boolean }[];
              }
            ).holidays,
        ),
      )
    ).flat();
    const holiday = holidays.find(
      (h) => h.date > addDays(today, 1) && h.date <= options.lastDate && !h.excluded && h.date !== dayOff,
    )!;
    expect(holiday, 'a public holiday in the booking window').toBeTruthy();
    cleanup.push(() =>
      api.post(`/api/admin/business/${options.business.id}/public-holidays/${holiday.date}/include`, {
        data: {},
        headers: originOf(baseURL!),
      }),
    );
    expect(await availableDates(page.request, options, gintare, holiday.date, holiday.date)).toEqual([]);

    const upcoming = admin.getByRole('region', { name: 'Artimiausios valstybinės šventės' });
    await upcoming
      .getByRole('link', { name: `Ištraukti šventę: ${holiday.name}` })
      .first()
      .click();
    await expect(admin).toHaveURL(`/administratorius/laisvadieniai/${holiday.date}/istraukti`);
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(holiday.name);
    await waitForHydration(admin);
    await expectNoAxeViolations(admin, 'the exclude page');
    await shot(admin, 'admin-schedule-7-exclude');
    await admin.getByRole('button', { name: 'Ištraukti – tą dieną dirbame' }).click();
    await expect(admin).toHaveURL(/\/administratorius\/laisvadieniai\?metai=\d{4}$/);
    await expect(admin.getByText('Šventė ištraukta: tą dieną dirbate.')).toBeVisible();
    await expect(admin.getByRole('listitem').filter({ hasText: holiday.name }).first()).toContainText('Dirbama (ištraukta)');

    // The customer can book the holiday now, at Gintarė's hours.
    expect(await availableDates(page.request, options, gintare, holiday.date, holiday.date)).toEqual([holiday.date]);
    const holidayStarts = await startsOn(page.request, options, gintare, holiday.date);
    expect(holidayStarts).toContain('10:00');

    // ——— 5. Undo, by keyboard: the holiday is a day off again for the customer.
    await admin.goto(`/administratorius/laisvadieniai/${holiday.date}/istraukti`);
    await waitForHydration(admin);
    const undo = admin.getByRole('button', { name: 'Atšaukti ištraukimą – nedirbame' });
    await undo.focus();
    await admin.keyboard.press('Enter');
    await expect(admin.getByText('Ištraukimas atšauktas: tą dieną nedirbate.')).toBeVisible();
    expect(await availableDates(page.request, options, gintare, holiday.date, holiday.date)).toEqual([]);

    // On a phone: the week page, the days off and the list read well (screenshots above, at 375 px too).
    await admin.setViewportSize(PHONE);
    await admin.goto(`/administratorius/tvarkarastis/${gintare}/rodyti`);
    await waitForHydration(admin);
    await expectNoAxeViolations(admin, 'the week page on a phone');
    expect(adminErrors).toEqual([]);
  } finally {
    // Put the demo salon back for the journeys after this one, newest change first.
    for (const undoChange of cleanup.reverse()) await undoChange();
  }
});
