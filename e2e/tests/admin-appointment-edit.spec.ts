import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './a11y';
import { PHONE, SERVICE, SPECIALIST } from './booking-steps';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { adminPage, calendarOptions, collectErrors, freeDay, idOf, VILNIUS_TIME, type Options } from './admin-steps';

/**
 * The admin books and changes visits herself (issue 12 item 10): a walk-in typed in at a free
 * time, a second booking over it refused, the visit moved to another time and specialist with a
 * private note and its history, a stale page refused, and a past visit marked completed.
 */

const LIST = '/administratorius/vizitai/sarasas';
const CREATE = '/administratorius/vizitai/sukurti';
const OTHER_SPECIALIST = 'Rūta Mockutė';
const TAKEN = 'Šis laikas jau užimtas. Pasirinkite kitą laiką.';
const REFUSED = 'Šio veiksmo su vizitu atlikti negalima.';

test.beforeEach(async ({ page }) => {
  // The review dialog for a past visit (its own journeys) would cover these pages a second after load.
  await page.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
});

/** The last free start of a specialist on her first free date at least `daysAhead` days ahead (the earlier ones are what other journeys take first). */
async function freeStart(request: APIRequestContext, options: Options, specialistId: string, daysAhead: number) {
  const day = await freeDay(request, options, specialistId, daysAhead);
  const start = day.starts.at(-1)!;
  return { date: day.date, time: VILNIUS_TIME.format(new Date(start)), start };
}

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);

test('the admin books a walk-in at a free time, a booking over it is refused, then she moves it to another time and specialist with a note and sees the history', async ({
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL!);
  const errors = collectErrors(admin);
  const options = await calendarOptions(admin.request);
  const aiste = idOf(options.specialists, SPECIALIST);
  const free = await freeStart(admin.request, options, aiste, 9);
  const client = `Ona Vaikštinė ${Date.now().toString(36)}`;
  // Walk-ins are told apart by their phone: a number of this run's own.
  const phoneNumber = `+3706${String(Date.now()).slice(-7)}`;

  // The list's entry point.
  await admin.goto(LIST);
  await waitForHydration(admin);
  // A link drawn as a button: white text on the button's colour, not the links' pink.
  await expect(admin.getByRole('link', { name: 'Naujas vizitas' })).toHaveCSS('color', 'rgb(255, 255, 255)');
  await admin.getByRole('link', { name: 'Naujas vizitas' }).click();
  await expect(admin).toHaveURL(/\/administratorius\/vizitai\/sukurti\?grizti=/);
  await expect(admin).toHaveTitle('Naujas vizitas – Administravimas');
  await waitForHydration(admin);

  // Nothing filled in: every missing field is named, in the admin style (the form group marked).
  await admin.getByRole('button', { name: 'Sukurti vizitą' }).click();
  await expect(admin.getByTestId('form-problem')).toHaveText('Prašome ištaisyti klaidas!');
  await expect(field(admin, 'client')).toHaveClass(/has-error/);
  await expect(field(admin, 'client')).toContainText('Pasirinkite klientą arba įveskite naują.');
  await expect(field(admin, 'services')).toContainText('Pasirinkite bent vieną paslaugą.');
  await expect(field(admin, 'specialist')).toHaveClass(/has-error/);

  // A new client typed in, at a free time picked from the suggestions.
  await admin.getByText('Naujas klientas', { exact: true }).click();
  await admin.getByRole('textbox', { name: 'Kliento vardas' }).fill(client);
  const phone = field(admin, 'clientPhone').locator('input[type="tel"]');
  await phone.fill('+370 6');
  await phone.blur();
  await expect(field(admin, 'clientPhone')).toHaveClass(/has-error/);
  await expect(field(admin, 'clientPhone').locator('.vz-field__errors')).toHaveText(
    /^(Per trumpas tel\. numeris|Neteisingas tel\. numerio (ilgis|formatas))\.$/,
  );
  await phone.fill(phoneNumber);
  await phone.blur();
  await expect(field(admin, 'clientPhone')).not.toHaveClass(/has-error/);
  await admin.getByRole('checkbox', { name: new RegExp(`^${SERVICE}`) }).check();
  await field(admin, 'specialist').locator('select').selectOption({ label: SPECIALIST });
  await field(admin, 'date').locator('input').fill(free.date);
  const freeTimes = admin.getByRole('region', { name: 'Laisvi laikai' });
  await freeTimes.getByRole('button', { name: free.time, exact: true }).click();
  await expect(freeTimes.getByRole('button', { name: free.time, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(field(admin, 'time').locator('input')).toHaveValue(free.time);
  await expect(admin.getByTestId('outside-free-times')).toHaveCount(0);
  await expect(admin.getByText(/^Pabaiga \d\d:\d\d \(trukmė 1 val\. 30 min\.\)\.$/)).toBeVisible();
  await field(admin, 'adminNote').locator('textarea').fill('Atėjo be registracijos');
  await screenshots(admin, 'admin-create-1-walk-in');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(admin, 'the create page');

  const created = admin.waitForResponse((r) => r.url().includes('/api/admin/appointments') && r.request().method() === 'POST');
  await admin.getByRole('button', { name: 'Sukurti vizitą' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const visit = (await answer.json()) as { id: string; status: string; start: string };
  expect(visit.status).toBe('confirmed');
  expect(Date.parse(visit.start)).toBe(Date.parse(free.start));
  await expect(admin.getByText('Naujas vizitas sukurtas.')).toBeVisible();
  await expect(admin).toHaveURL(new RegExp(`${LIST}$`));

  // In the list, with its edit link.
  await admin.getByRole('searchbox', { name: 'Klientas' }).fill(client);
  await admin.getByRole('button', { name: 'Ieškoti' }).click();
  const row = admin.locator(`article[data-appointment-id="${visit.id}"]`);
  await expect(row).toContainText(client);
  await expect(row).toContainText(free.time);
  await expect(row.getByTestId('appointment-status')).toHaveText('Būsena: Patvirtintas');
  await expect(row.getByRole('link', { name: 'Redaguoti' })).toBeVisible();
  await screenshots(admin, 'admin-create-3-in-list');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(admin, 'the list with its new entry point');

  // The calendar's click on that time: prefilled, the same client found by the search — refused.
  const back = `/administratorius/vizitai/kalendorius?diena=${free.date}`;
  await admin.goto(
    `${CREATE}?pradzia=${encodeURIComponent(free.start)}&specialistas=${aiste}&grizti=${encodeURIComponent(back)}`,
  );
  await waitForHydration(admin);
  await expect(field(admin, 'date').locator('input')).toHaveValue(free.date);
  await expect(field(admin, 'time').locator('input')).toHaveValue(free.time);
  await expect(field(admin, 'specialist').locator('select')).toHaveValue(aiste);
  await admin.getByRole('searchbox', { name: 'Ieškoti kliento' }).fill(client);
  // Enter in the search does not send the form.
  await admin.getByRole('searchbox', { name: 'Ieškoti kliento' }).press('Enter');
  await expect(admin.getByTestId('form-problem')).toHaveCount(0);
  await admin
    .getByRole('list', { name: 'Rasti klientai' })
    .getByRole('button', { name: new RegExp(client) })
    .click();
  await expect(admin.getByTestId('chosen-client')).toContainText(client);
  await expect(admin.getByRole('button', { name: 'Keisti klientą' })).toBeFocused();
  await admin.getByRole('checkbox', { name: new RegExp(`^${SERVICE}`) }).check();
  // The time is no longer free: the warning must be accepted first.
  await expect(admin.getByTestId('outside-free-times')).toBeVisible();
  await admin.getByRole('button', { name: 'Sukurti vizitą' }).click();
  await expect(admin.getByTestId('outside-free-times')).toContainText('Patvirtinkite, kad registruojate ne laisvu laiku.');
  await admin.getByRole('checkbox', { name: 'Suprantu, registruoti šiuo laiku' }).check();
  await admin.getByRole('button', { name: 'Sukurti vizitą' }).click();
  await expect(admin.getByTestId('form-problem')).toHaveText(TAKEN);
  await expect(admin).toHaveURL(/\/administratorius\/vizitai\/sukurti\?/);
  await screenshots(admin, 'admin-create-2-refused');
  await admin.setViewportSize({ width: 1280, height: 900 });
  // "Atšaukti" leads back where the page was opened from.
  await expect(admin.getByRole('link', { name: 'Atšaukti' })).toHaveAttribute('href', back);

  // Edit from the list: move to Rūta at another free time.
  await admin.goto(`${LIST}?paieska=${encodeURIComponent(client)}`);
  await waitForHydration(admin);
  await admin.locator(`article[data-appointment-id="${visit.id}"]`).getByRole('link', { name: 'Redaguoti' }).click();
  await expect(admin).toHaveURL(new RegExp(`/administratorius/vizitai/${visit.id}/redaguoti\\?grizti=`));
  await waitForHydration(admin);
  await expect(admin).toHaveTitle('Redaguoti vizitą – Administravimas');
  await expect(admin.locator('#vz-aa-edit-title')).toContainText(client);
  const history = admin.getByTestId('appointment-history');
  await expect(history).toContainText('Sukurtas (patvirtintas)');
  await expect(history).toContainText('Jūs');
  await expect(field(admin, 'adminNote').locator('textarea')).toHaveValue('Atėjo be registracijos');
  // Past visits only: no "Įvyko" on one still to come.
  await expect(admin.getByRole('button', { name: 'Įvyko' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Atšaukti vizitą' })).toBeVisible();

  const ruta = idOf(options.specialists, OTHER_SPECIALIST);
  const later = await freeStart(admin.request, options, ruta, 14);
  await field(admin, 'specialist').locator('select').selectOption({ label: OTHER_SPECIALIST });
  await field(admin, 'date').locator('input').fill(later.date);
  await admin.getByRole('region', { name: 'Laisvi laikai' }).getByRole('button', { name: later.time, exact: true }).click();
  await admin.getByRole('button', { name: 'Išsaugoti pakeitimus' }).click();
  await expect(admin.getByText('Vizito pakeitimai išsaugoti.')).toBeVisible();
  await expect(admin.getByTestId('appointment-specialist')).toHaveText(OTHER_SPECIALIST);
  await expect(admin.getByTestId('appointment-when')).toContainText(later.time);
  await expect(history).toContainText(`Specialistas: ${SPECIALIST} → ${OTHER_SPECIALIST}`);
  await expect(history).toContainText(`Perkeltas: ${free.date} ${free.time} → ${later.date} ${later.time}`);

  // The private note.
  await field(admin, 'adminNote').locator('textarea').fill('Jautri akims: klijai be kvapo.');
  await admin.getByRole('button', { name: 'Išsaugoti pastabą' }).click();
  await expect(admin.getByText('Pastaba išsaugota.')).toBeVisible();
  await expect(history.getByText('Pakeista privati pastaba')).toHaveCount(1);
  await screenshots(admin, 'admin-edit-1-moved');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(admin, 'the edit page');

  // Read again from the server: the note and the move stay.
  await admin.reload();
  await waitForHydration(admin);
  await expect(field(admin, 'adminNote').locator('textarea')).toHaveValue('Jautri akims: klijai be kvapo.');
  await expect(admin.getByTestId('appointment-specialist')).toHaveText(OTHER_SPECIALIST);

  // Someone else changes the visit meanwhile: this page's move is not sent, and it says so.
  const elsewhere = await admin.request.patch(`/api/admin/appointment/${visit.id}`, {
    data: { adminNote: 'Pakeista kitur' },
    headers: { origin: baseURL! },
  });
  expect(elsewhere.status()).toBe(200);
  await field(admin, 'time').locator('input').fill('06:05');
  await admin.getByRole('checkbox', { name: 'Suprantu, registruoti šiuo laiku' }).check();
  await admin.getByRole('button', { name: 'Išsaugoti pakeitimus' }).click();
  await expect(admin.getByTestId('move-problem')).toHaveText(
    'Šį vizitą ką tik pakeitė kažkas kitas. Peržiūrėkite naujus duomenis ir bandykite dar kartą.',
  );
  await expect(field(admin, 'time').locator('input')).toHaveValue(later.time);
  const stored = await (await admin.request.get(`/api/admin/appointment/${visit.id}`)).json();
  expect(Date.parse(stored.start)).toBe(Date.parse(later.start));

  // Cancel asks first; keeping it changes nothing.
  await admin.getByRole('button', { name: 'Atšaukti vizitą' }).click();
  const dialog = admin.locator('[data-modal-id="admin_appointment_status_action"]').getByRole('dialog');
  await expect(dialog).toContainText('Atšaukti vizitą?');
  await dialog.getByRole('button', { name: 'Ne, palikti' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByTestId('appointment-status')).toHaveText('Būsena: Patvirtintas');

  // On a phone.
  await admin.setViewportSize(PHONE);
  await expectNoAxeViolations(admin, 'the edit page on a phone');
  await admin.context().close();
  expect(errors).toEqual([]);
});

/**
 * A confirmed walk-in that ended in the last few hours (the admin may book any time not taken):
 * recent enough that the automatic completion, six hours after the end, has not marked it yet.
 */
async function pastVisit(request: APIRequestContext, baseURL: string, options: Options): Promise<{ id: string; start: string }> {
  const gintare = idOf(options.specialists, 'Gintarė Vaitkutė');
  const makeUp = idOf(options.services, 'Dieninis makiažas');
  const quarter = 15 * 60_000;
  const lastQuarter = Math.floor(Date.now() / quarter) * quarter;
  // From 1 h to 5 h before now, on the quarter hours: the 45-minute visit has ended, less than 6 h ago.
  for (let quarters = 4; quarters <= 20; quarters++) {
    const start = new Date(lastQuarter - quarters * quarter).toISOString();
    const answer = await request.post('/api/admin/appointments', {
      data: {
        business: options.business.id,
        specialist: gintare,
        services: [makeUp],
        start,
        clientName: 'Praeities Klientė',
        clientPhone: '+37061230000',
      },
      headers: { origin: baseURL },
    });
    if (answer.status() === 201) return (await answer.json()) as { id: string; start: string };
    expect(answer.status(), await answer.text()).toBe(409);
  }
  throw new Error('no free past time for the journey');
}

test('a past visit is marked completed after a confirmation; a stale tab is refused in Lithuanian', async ({
  browser,
  baseURL,
}) => {
  const admin = await adminPage(browser, baseURL!, PHONE);
  const errors = collectErrors(admin);
  const options = await calendarOptions(admin.request);
  const visit = await pastVisit(admin.request, baseURL!, options);

  // A second tab opened earlier, still showing it confirmed.
  const stale = await admin.context().newPage();
  await stale.route('**/api/user/review/pending', (route) => route.fulfill({ json: { appointment: null } }));
  await stale.goto(`/administratorius/vizitai/${visit.id}/redaguoti`);
  await waitForHydration(stale);

  await admin.goto(`/administratorius/vizitai/${visit.id}/redaguoti`);
  await waitForHydration(admin);
  await expect(admin.locator('#vz-aa-edit-title')).toContainText('Praeities Klientė');
  await admin.getByRole('button', { name: 'Įvyko' }).click();
  const dialog = admin.locator('[data-modal-id="admin_appointment_status_action"]').getByRole('dialog');
  await expect(dialog).toContainText('Pažymėti, kad vizitas įvyko?');
  await expect(dialog).toContainText('Praeities Klientė');
  await screenshots(admin, 'admin-edit-2-complete-dialog');
  await admin.setViewportSize(PHONE);
  await expectNoAxeViolations(admin, 'the completion dialog');
  await dialog.getByRole('button', { name: 'Taip, įvyko' }).click();
  await expect(admin.getByText('Pažymėta: vizitas įvyko.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByTestId('appointment-status')).toHaveText('Būsena: Įvykęs');
  await expect(admin.getByTestId('appointment-history')).toContainText('Pažymėtas kaip įvykęs');
  await expect(admin.getByText('Šio vizito būsenos keisti nebegalima.')).toBeVisible();
  await expect(admin.getByText(/Šio vizito laiko ir paslaugų keisti nebegalima: jis įvykęs\./)).toBeVisible();
  await screenshots(admin, 'admin-edit-3-completed');

  // The stale tab still offers "Neatvyko": the API refuses and the page says why, then shows the truth.
  await stale.getByRole('button', { name: 'Neatvyko' }).click();
  const staleDialog = stale.locator('[data-modal-id="admin_appointment_status_action"]').getByRole('dialog');
  await staleDialog.getByRole('button', { name: 'Taip, neatvyko' }).click();
  await expect(staleDialog.getByRole('alert')).toHaveText(REFUSED);
  await staleDialog.getByRole('button', { name: 'Ne, palikti' }).click();
  await expect(stale.getByTestId('appointment-status')).toHaveText('Būsena: Įvykęs');
  await admin.context().close();
  expect(errors).toEqual([]);
});
