import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import {
  adminPage,
  calendarOptions,
  collectErrors,
  freeDay,
  freeStartsOn,
  idOf,
  VILNIUS_TIME,
  type Options,
} from './admin-steps';
import { PHONE, SERVICE, SPECIALIST } from './booking-steps';
import { expect, screenshots, test, waitForHydration } from './fixtures';

/**
 * The admin calendar (issue 12 item 9), in a browser whose own zone is New York: the day with a
 * row per specialist shows the visits at their Vilnius times; a visit dragged to another time
 * and another specialist moves after the question (without mailing the customer); dragged onto
 * a taken time it is refused with the server's message and goes back; its end edge dragged
 * makes it shorter; a click on a visit opens its panel; a click on free time opens the create
 * page there.
 */

const CALENDAR = '/administratorius/vizitai/kalendorius';
const OTHER_SPECIALIST = 'Rūta Mockutė';
const TAKEN = 'Šis laikas jau užimtas. Pasirinkite kitą laiką.';

const hourOf = (instant: string) => VILNIUS_TIME.format(new Date(instant));

async function createVisit(
  request: APIRequestContext,
  baseURL: string,
  options: Options,
  specialist: string,
  start: string,
  clientName: string,
) {
  const answer = await request.post('/api/admin/appointments', {
    // The API takes state-changing requests from its own origin only.
    headers: { origin: new URL(baseURL).origin },
    data: {
      business: options.business.id,
      specialist,
      services: [idOf(options.services, SERVICE)],
      start,
      clientName,
      clientPhone: '+37061234567',
      status: 'confirmed',
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as { id: string; start: string; specialist: { id: string } };
}

/**
 * Drags a visit by its middle (its edges resize it) onto the start of a slot with the mouse: the
 * visit starts where the pointer is dropped. The slot may lie under another visit, which a
 * locator-to-locator drag would wait for in vain.
 */
async function dragToSlot(page: Page, event: Locator, target: Locator) {
  const from = (await event.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + 12, { steps: 5 });
  await page.mouse.move(to.x + 4, to.y + 10, { steps: 10 });
  await page.mouse.up();
}

/** The slot button of a specialist's row at a whole hour (`HH:00`) of the day shown. */
const slot = (page: Page, specialist: string, date: string, hour: string) =>
  page.getByRole('button', { name: new RegExp(`^Laikas ${specialist} ${date} ${hour}:00:00 `) });

test('the admin moves a visit in the calendar by dragging it, is refused on a taken time, opens its panel and books from free time', async ({
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL!, { width: 1280, height: 900 }, 'America/New_York');
  const errors = collectErrors(admin);
  const options = await calendarOptions(admin.request);
  const aiste = idOf(options.specialists, SPECIALIST);
  const ruta = idOf(options.specialists, OTHER_SPECIALIST);

  // A day on which both have free whole hours, far enough ahead not to meet other journeys.
  const onTheHour = (starts: string[]) => starts.filter((start) => hourOf(start).endsWith(':00'));
  let mine: { date: string; starts: string[] } | null = null;
  let first: string | undefined;
  let target: string | undefined;
  let taken: string | undefined;
  // Until all three are found: a day where Rūta has two whole hours 3 h apart but Aistė none goes on.
  for (let ahead = 20; ahead < 40 && !(first && taken); ahead++) {
    const hers = await freeDay(admin.request, options, ruta, ahead);
    mine = await freeStartsOn(admin.request, options, aiste, hers.date);
    [first] = onTheHour(mine.starts);
    const herHours = onTheHour(hers.starts);
    target = herHours[0];
    taken = herHours.find((start) => target && Date.parse(start) - Date.parse(target) >= 3 * 3_600_000);
    ahead = Math.max(ahead, Math.round((Date.parse(hers.date) - Date.parse(options.today)) / 86_400_000));
  }
  expect(first && target && taken, 'free whole hours for both specialists').toBeTruthy();
  const suffix = Date.now().toString(36);
  const moving = await createVisit(admin.request, baseURL!, options, aiste, first!, `Kalendoriaus Klientė ${suffix}`);
  await createVisit(admin.request, baseURL!, options, ruta, taken!, `Užimta Klientė ${suffix}`);

  await admin.goto(`${CALENDAR}?data=${mine!.date}`);
  await waitForHydration(admin);
  const event = admin.locator(`[data-event-id="${moving.id}"]`);
  await expect(event).toBeVisible();
  await expect(event).toHaveAttribute('title', new RegExp(`^Kalendoriaus Klientė ${suffix}`));
  // Drawn at its Vilnius hour in Aistė's row, though the browser is in New York.
  const firstSlot = slot(admin, SPECIALIST, mine!.date, hourOf(first!).slice(0, 2));
  const [eventBox, slotBox] = [await event.boundingBox(), await firstSlot.boundingBox()];
  expect(Math.abs(eventBox!.x - slotBox!.x)).toBeLessThan(4);
  expect(Math.abs(eventBox!.y - slotBox!.y)).toBeLessThan(slotBox!.height);
  await expectNoAxeViolations(admin, 'admin calendar');
  await screenshots(admin, 'admin-calendar-day');

  // Dragged onto Rūta's taken hour: the server refuses, the dialog says why, the visit goes back.
  await dragToSlot(admin, event, slot(admin, OTHER_SPECIALIST, mine!.date, hourOf(taken!).slice(0, 2)));
  const dialog = admin.getByRole('dialog', { name: 'Perkelti vizitą?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Pas specialistą: ${OTHER_SPECIALIST}`);
  await dialog.getByRole('button', { name: 'Perkelti' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(TAKEN);
  await dialog.getByRole('button', { name: 'Atšaukti' }).click();
  await expect(dialog).toBeHidden();
  const unchanged = await (await admin.request.get(`/api/admin/appointment/${moving.id}`)).json();
  expect(unchanged.start).toBe(moving.start);
  expect(unchanged.specialist.id).toBe(aiste);

  // Dragged onto Rūta's free hour: moved there, without a mail to the customer.
  await dragToSlot(admin, event, slot(admin, OTHER_SPECIALIST, mine!.date, hourOf(target!).slice(0, 2)));
  await expect(dialog).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'Pranešti klientui el. paštu' }).uncheck();
  await dialog.getByRole('button', { name: 'Perkelti' }).click();
  await expect(admin.getByText('Vizito laikas pakeistas.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect
    .poll(async () => (await (await admin.request.get(`/api/admin/appointment/${moving.id}`)).json()).specialist.id)
    .toBe(ruta);
  const moved = await (await admin.request.get(`/api/admin/appointment/${moving.id}`)).json();
  expect(moved.start).toBe(new Date(target!).toISOString());

  // Its end edge dragged a quarter of an hour to the left: 15 minutes shorter, after the question.
  const length = moved.durationMin as number;
  // The calendar has fetched the moved visit again and drawn it in Rūta's row.
  await expect(admin.locator('.vz-cal__board')).not.toHaveAttribute('data-fetching', /.*/);
  const rutaRow = (await slot(admin, OTHER_SPECIALIST, mine!.date, hourOf(target!).slice(0, 2)).boundingBox())!;
  await expect
    .poll(
      async () => Math.abs((await admin.locator(`[data-event-id="${moving.id}"]`).boundingBox())!.y - rutaRow.y) < rutaRow.height,
    )
    .toBe(true);
  const handle = admin.locator(`[data-event-id="${moving.id}"]`).locator('xpath=..').locator('[data-edge="end"]');
  const edge = (await handle.boundingBox())!;
  const hourWidth = (await slot(admin, OTHER_SPECIALIST, mine!.date, hourOf(target!).slice(0, 2)).boundingBox())!.width;
  await admin.mouse.move(edge.x + edge.width / 2, edge.y + edge.height / 2);
  await admin.mouse.down();
  for (let step = 1; step <= 6; step++)
    await admin.mouse.move(edge.x + edge.width / 2 - (step * hourWidth) / 24, edge.y + edge.height / 2);
  await admin.mouse.up();
  const resize = admin.getByRole('dialog', { name: 'Pakeisti vizito trukmę?' });
  await expect(resize).toContainText(`(${length - 15} min.)`);
  await resize.getByRole('button', { name: 'Pakeisti' }).click();
  await expect(admin.getByText('Vizito trukmė pakeista.')).toBeVisible();
  await expect
    .poll(async () => (await (await admin.request.get(`/api/admin/appointment/${moving.id}`)).json()).durationMin)
    .toBe(length - 15);

  // A click on the visit: its panel with the client, the history of the move, and the edit link.
  await admin.locator(`[data-event-id="${moving.id}"]`).click();
  const panel = admin.getByRole('dialog', { name: 'Vizito informacija' });
  await expect(panel).toContainText(`Kalendoriaus Klientė ${suffix}`);
  await expect(panel).toContainText(OTHER_SPECIALIST);
  await expect(panel.getByRole('link', { name: 'Redaguoti' })).toHaveAttribute(
    'href',
    `/administratorius/vizitai/${moving.id}/redaguoti`,
  );
  // Checked once it has finished sliding in and the toasts have gone (anything half-transparent
  // would fail the contrast check).
  await expect(admin.locator('.mantine-Drawer-content')).toHaveCSS('opacity', '1');
  await expect
    .poll(() => admin.locator('.mantine-Drawer-content').evaluate((node) => getComputedStyle(node).transform))
    .toMatch(/^(none|matrix\(1, 0, 0, 1, 0, 0\))$/);
  await expect(admin.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 20_000 });
  await expectNoAxeViolations(admin, 'admin calendar panel');
  await panel.getByRole('button', { name: 'Uždaryti' }).click();

  // The week of one specialist, then a click on free time: the create page there.
  await admin.goto(`${CALENDAR}?data=${mine!.date}&rodinys=savaite&specialistas=${ruta}`);
  await waitForHydration(admin);
  await expect(admin.locator(`[data-event-id="${moving.id}"]`)).toBeVisible();
  // The days are named in Lithuanian as everywhere else in the product ("Pr, An…", not dayjs's
  // "Pir, Ant"), never in English.
  const board = admin.locator('.vz-cal__view');
  const boardText = await board.innerText();
  const words = boardText.split(/\s+/);
  expect(words.filter((word) => ['Pr', 'An', 'Tr', 'Kt', 'Pn', 'Št', 'Sk'].includes(word))).toEqual([
    'Pr',
    'An',
    'Tr',
    'Kt',
    'Pn',
    'Št',
    'Sk',
  ]);
  expect(words.filter((word) => /^(Pir|Ant|Tre|Ket|Pen|Šeš|Sek)$/i.test(word))).toEqual([]);
  expect(boardText).not.toMatch(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun)\b/);
  await screenshots(admin, 'admin-calendar-week');
  await admin.goto(`${CALENDAR}?data=${mine!.date}`);
  await waitForHydration(admin);
  const freeHour = hourOf(mine!.starts.find((start) => hourOf(start).endsWith(':00') && start !== first)!).slice(0, 2);
  await slot(admin, SPECIALIST, mine!.date, freeHour).click({ position: { x: 3, y: 10 } });
  await expect(admin).toHaveURL(/\/administratorius\/vizitai\/sukurti\?/);
  const url = new URL(admin.url());
  expect(url.searchParams.get('specialistas')).toBe(aiste);
  expect(hourOf(url.searchParams.get('pradzia')!)).toBe(`${freeHour}:00`);
  expect(errors).toEqual([]);
});

test('the calendar on a phone: the day fits the screen width with its toolbar, the week of all specialists scrolls', async ({
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL!, PHONE);
  await admin.goto(CALENDAR);
  await waitForHydration(admin);
  await expect(admin.getByRole('toolbar', { name: 'Kalendorius' })).toBeVisible();
  await expect(admin.locator('.vz-cal__view').getByText(SPECIALIST)).toBeVisible();
  const width = await admin.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await expectNoAxeViolations(admin, 'admin calendar on a phone');
  await screenshots(admin, 'admin-calendar-phone');
  await admin.getByText('Savaitė', { exact: true }).click();
  await expect(admin).toHaveURL(/rodinys=savaite/);
  await expect(admin.getByLabel('Specialistas')).toBeVisible();
  // The week of all specialists heads its days "Pr 30", "An 1"…, as the rest of the product abbreviates them.
  const days = admin.locator('.vz-cal__view').getByText(/^(Pr|An|Tr|Kt|Pn|Št|Sk) \d{1,2}$/);
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveText(/^Pr \d{1,2}$/);
  await expect(admin.locator('.vz-cal__view').getByText(/^(Pir|Ant|Tre|Ket|Pen|Šeš|Sek) \d{1,2}$/)).toHaveCount(0);
});
