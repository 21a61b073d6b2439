import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './a11y';
import { adminPage, calendarOptions, collectErrors, VILNIUS_TIME } from './admin-steps';
import { SLUG } from './booking-steps';
import { expect, screenshots, test, waitForHydration } from './fixtures';
import { acceptCookies, uniqueEmail, waitForMail } from './login';
import { quietNotifications } from './quiet-notifications';
import { expectUploadAccepted } from './uploads';

/**
 * Issue 13 items 8 and 9 (docs/decisions/025): the owner creates a service in a category (a
 * mistake first: the Lithuanian message beside the field), moves it to the top of its category
 * with the keyboard, gives it a second specialist, changes the booking rules (slot step and how
 * far ahead) — and after each step the customer's booking page shows the change at once. Then
 * she adds a specialist and invites her by e-mail; the invited person creates her account,
 * accepts, and lands in the studio's admin area as staff. What the journey changed is put back
 * (the service and the specialist deactivated, the rules as they were), so later journeys find
 * the demo studio as it was.
 */

const RUN = Date.now().toString(36).slice(-5);
const SERVICE = `Antakių dažymas chna ${RUN}`;
const CATEGORY = 'Antakiai';
const FIRST = 'Gintarė Vaitkutė';
const SECOND = 'Rūta Mockutė';
const NEW_SPECIALIST = `Laura Naujokė ${RUN}`;

// A step that cannot happen fails at its own line rather than at the journey's time limit.
test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

const origin = (baseURL: string) => ({ origin: new URL(baseURL).origin });

/** The services of the public booking page's first step, in the category `group`, in their order. */
async function bookingServicesIn(page: Page, group: string): Promise<string[]> {
  await page.goto(`/naujas-vizitas/${SLUG}`);
  await waitForHydration(page);
  const list = page.getByRole('group', { name: group });
  await expect(list).toBeVisible();
  return list.locator('.vz-bk-option__name').allTextContents();
}

/** The business's booking rules as the admin API answers them. */
async function rules(api: APIRequestContext, businessId: string) {
  const answer = await api.get(`/api/admin/business/${businessId}/booking-rules`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as {
    slotStepMin: number;
    maxAdvanceDays: number;
    minimumNoticeMin: number;
    autoConfirm: boolean;
    cancellationDeadlineMin: number;
  };
}

test('the owner edits services, specialists and booking rules; the customer’s booking page follows at once', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await acceptCookies(page.context(), baseURL!);
  const admin = await adminPage(browser, baseURL!);
  const errors = collectErrors(admin);
  const api = admin.request;
  const options = await calendarOptions(page.request);
  const businessId = options.business.id;
  const before = await rules(api, businessId);

  try {
    // ——— The services page ———
    await admin.goto('/administratorius/paslaugos');
    await waitForHydration(admin);
    await expect(admin.getByRole('heading', { level: 1, name: 'Paslaugos' })).toBeVisible();
    const antakiai = admin.getByRole('region', { name: new RegExp(`^${CATEGORY}`) });
    await expect(antakiai.getByText('Antakių laminavimas')).toBeVisible();
    await screenshots(admin, 'admin-services-1-list');
    await admin.setViewportSize({ width: 1280, height: 900 });

    // A new service in "Antakiai": a mistake first, then the right values.
    await admin.getByRole('button', { name: `+ Nauja paslauga kategorijoje „${CATEGORY}“` }).click();
    const form = admin.getByRole('dialog', { name: 'Nauja paslauga' });
    await expect(form.getByLabel('Kategorija').locator('option:checked')).toHaveText(CATEGORY);
    await form.getByLabel('Kaina, €').fill('15,555');
    await form.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(form.locator('[data-field="name"] .vz-field__errors')).toHaveText(
      'Pavadinimas turi būti nuo 1 iki 200 simbolių.',
    );
    await expect(form.locator('[data-field="priceCents"] .vz-field__errors')).toHaveText('Kaina turi būti nuo 0 iki 10 000 €.');
    await expect(form.getByRole('alert')).toHaveText('Prašome ištaisyti klaidas!');
    await screenshots(admin, 'admin-services-2-form-errors');
    await admin.setViewportSize({ width: 1280, height: 900 });
    await form.getByLabel('Pavadinimas').fill(SERVICE);
    await form.getByLabel('Trukmė, min.').fill('30');
    await form.getByLabel('Kaina, €').fill('15');
    await form.getByLabel('Pertrauka po paslaugos, min.').fill('10');
    // Offered by every active specialist by default: keep Gintarė only.
    for (const { name } of options.specialists) {
      const checkbox = form.getByRole('checkbox', { name, exact: true });
      if (name === FIRST) await expect(checkbox).toBeChecked();
      else await checkbox.uncheck();
    }
    await form.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(form).toBeHidden();
    await expect(antakiai.getByText(SERVICE)).toBeVisible();
    await expect(antakiai.getByText(`Atlieka: ${FIRST}`).last()).toBeVisible();

    // The customer sees it at once, last of its category.
    const listed = await bookingServicesIn(page, CATEGORY);
    expect(listed.at(-1)).toBe(SERVICE);

    // ——— Reorder with the keyboard: to the top of its category ———
    const handle = antakiai.getByRole('button', { name: `Perkelti: ${SERVICE}` });
    // The closed dialog hands the focus back to its opener: take it once that is done.
    await expect(async () => {
      await handle.focus();
      await admin.waitForTimeout(100);
      await expect(handle).toBeFocused({ timeout: 100 });
    }).toPass({ timeout: 10_000 });
    await admin.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true');
    // At a person's pace: the sensor listens for the next key once the drag has started.
    for (let i = 0; i < listed.length; i++) {
      await admin.waitForTimeout(200);
      await admin.keyboard.press('ArrowUp');
    }
    await expect(admin.getByText(`${SERVICE} perkelta į 1 vietą.`)).toBeAttached();
    const ordered = admin.waitForResponse(
      (response) => response.url().includes('/api/admin/services/order') && response.status() === 200,
      { timeout: 20_000 },
    );
    await admin.keyboard.press('Space');
    await ordered;
    await expect(antakiai.locator('.vz-cat-row__name').first()).toHaveText(SERVICE);
    expect((await bookingServicesIn(page, CATEGORY))[0]).toBe(SERVICE);

    // ——— Assign a second specialist ———
    await antakiai.getByRole('button', { name: `Redaguoti: ${SERVICE}` }).click();
    const edit = admin.getByRole('dialog', { name: 'Redaguoti paslaugą' });
    await edit.getByRole('checkbox', { name: SECOND }).check();
    await edit.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(edit).toBeHidden();
    await expect(antakiai.getByText(`Atlieka: ${FIRST}, ${SECOND}`)).toBeVisible();
    // The customer opens the booking page anew: the service is hers to choose with either of them.
    expect(await bookingServicesIn(page, CATEGORY)).toContain(SERVICE);
    await page.getByRole('checkbox', { name: SERVICE }).check();
    await page.getByRole('button', { name: 'Toliau' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Pasirinkite specialistą' })).toBeFocused();
    await expect(page.getByRole('button', { name: new RegExp(FIRST) })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(SECOND) })).toBeVisible();
    await expect(page.getByRole('button', { name: /Aistė Kazlauskienė/ })).toHaveCount(0);
    await screenshots(admin, 'admin-services-3-assigned');
    await admin.setViewportSize({ width: 1280, height: 900 });

    // ——— Booking rules: a 60-minute step and two weeks ahead ———
    await admin.getByRole('link', { name: 'Nustatymai' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Nustatymai' })).toBeVisible();
    const section = admin.getByRole('region', { name: 'Registracijos taisyklės' });
    await section.getByLabel('Registruotis iš anksto, dienų').fill('0');
    await section.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(section.locator('[data-field="maxAdvanceDays"] .vz-field__errors')).toHaveText(
      'Registruotis iš anksto galima nuo 1 iki 730 dienų.',
    );
    await section.getByLabel('Registruotis iš anksto, dienų').fill('14');
    await section.getByLabel('Laikų žingsnis').selectOption({ label: '1 valanda' });
    const saved = admin.waitForResponse(
      (response) => response.url().includes('/booking-rules') && response.request().method() === 'PATCH',
      { timeout: 20_000 },
    );
    await section.getByRole('button', { name: 'Išsaugoti' }).click();
    expect((await saved).status()).toBe(200);
    await expect(admin.getByText('Registracijos taisyklės išsaugotos.')).toBeVisible();
    await screenshots(admin, 'admin-services-4-booking-rules');
    await admin.setViewportSize({ width: 1280, height: 900 });
    expect(await rules(api, businessId)).toMatchObject({ slotStepMin: 60, maxAdvanceDays: 14 });

    // The customer's calendar: starts an hour apart, nothing beyond two weeks.
    await page.getByRole('button', { name: new RegExp(FIRST) }).click();
    const grid = page.getByRole('grid');
    await expect(grid).toHaveAttribute('aria-busy', 'false');
    const now = await calendarOptions(page.request);
    const lastAllowed = new Date(Date.parse(`${now.today}T00:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(now.lastDate <= lastAllowed, `${now.lastDate} ≤ ${lastAllowed}`).toBe(true);
    const slotsAnswer = page.waitForResponse((response) => response.url().includes('/available-time-slots?'), {
      timeout: 20_000,
    });
    const free = grid.locator('button[data-free]');
    if ((await free.count()) === 0) await page.getByRole('button', { name: /Artimiausia laisva diena/ }).click();
    else await free.first().click();
    const starts = ((await (await slotsAnswer).json()) as { slots: { start: string }[] }).slots
      .map((slot) => Date.parse(slot.start))
      .sort((a, b) => a - b);
    const shown = starts.map((start) => VILNIUS_TIME.format(new Date(start))).join(' ');
    expect(starts.length).toBeGreaterThan(0);
    // An hour apart at least (a 15-minute step offered starts 15 minutes apart), and the page shows them.
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!, shown).toBeGreaterThanOrEqual(60 * 60_000);
    await expect(page.getByRole('button', { name: new RegExp(VILNIUS_TIME.format(new Date(starts[0]!))) }).first()).toBeVisible();

    // ——— Deactivate the service (with a confirmation): the customer no longer sees it ———
    await admin.getByRole('link', { name: 'Paslaugos' }).click();
    await admin.getByRole('button', { name: `Išjungti: ${SERVICE}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Išjungti paslaugą?' });
    await expect(confirm).toContainText('nebebus siūloma klientams');
    await confirm.getByRole('button', { name: 'Išjungti' }).click();
    await expect(confirm).toBeHidden();
    await expect(admin.getByRole('button', { name: `Įjungti: ${SERVICE}` })).toBeVisible();
    expect(await bookingServicesIn(page, CATEGORY)).not.toContain(SERVICE);

    // ——— A new specialist, invited to her own login ———
    await admin.getByRole('link', { name: 'Specialistai' }).click();
    await expect(admin.getByRole('heading', { level: 1, name: 'Specialistai' })).toBeVisible();
    await admin.getByRole('button', { name: 'Naujas specialistas' }).click();
    const person = admin.getByRole('dialog', { name: 'Naujas specialistas' });
    await person.getByLabel('Vardas').fill(NEW_SPECIALIST);
    await person.getByLabel('Pareigos').fill('Antakių meistrė');
    await person.getByRole('button', { name: 'Išsaugoti' }).click();
    await expect(person).toBeHidden();
    // Her photo, chosen in her edit dialog: saved at once, shown in the list instead of her initials.
    const photos = admin.locator('.vz-cat-card img[src^="/media/"]');
    const photosBefore = await photos.count();
    await admin.getByRole('button', { name: `Redaguoti: ${NEW_SPECIALIST}` }).click();
    const photoDialog = admin.getByRole('dialog', { name: 'Redaguoti specialistą' });
    await expect(photoDialog.getByText('Nuotrauka dar neįkelta: klientai mato inicialus.')).toBeVisible();
    const face = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#c2185b' } })
      .jpeg()
      .toBuffer();
    await expectUploadAccepted(admin, () =>
      photoDialog.locator('input[type="file"]').setInputFiles({ name: 'veidas.jpg', mimeType: 'image/jpeg', buffer: face }),
    );
    await expect(photoDialog.getByRole('img', { name: 'Nuotrauka' })).toHaveAttribute('src', /^\/media\//);
    await admin.keyboard.press('Escape');
    await expect(photoDialog).toBeHidden();
    await expect(photos).toHaveCount(photosBefore + 1);
    const email = uniqueEmail('darbuotoja');
    const sent = Date.now();
    await admin.getByRole('button', { name: `Pakviesti prisijungti: ${NEW_SPECIALIST}` }).click();
    const invite = admin.getByRole('dialog', { name: 'Pakviesti prisijungti' });
    await invite.getByLabel('El. pašto adresas').fill(email);
    await invite.getByRole('button', { name: 'Siųsti kvietimą' }).click();
    await expect(invite).toBeHidden();
    await expect(admin.getByText(`Pakviesta (-as): ${email}`)).toBeVisible();
    await screenshots(admin, 'admin-specialists-1-invited');
    await admin.setViewportSize({ width: 1280, height: 900 });

    const mail = await waitForMail(email, 'Kvietimas prisijungti prie „Grožio studija Aistė“ komandos', sent);
    const link = mail.links.find((href) => href.includes('/komandos-kvietimas?token='));
    expect(link, mail.text).toBeTruthy();
    const invitee = await browser.newPage({ baseURL });
    // The web push and install prompts are other journeys' subject.
    await quietNotifications(invitee.context());
    await acceptCookies(invitee.context(), baseURL!);
    const registered = await invitee.request.post('/api/public/auth/register', {
      data: { name: 'Laura Naujokė', email, password: 'Antakiu-Meistre-77', acceptTerms: true },
      headers: origin(baseURL!),
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await invitee.goto(new URL(link!).pathname + new URL(link!).search);
    await waitForHydration(invitee);
    await expect(invitee.getByRole('heading', { level: 1, name: 'Kvietimas prisijungti prie komandos' })).toBeVisible();
    await expect(invitee.getByText(`kaip specialistę (-ą) „${NEW_SPECIALIST}“`)).toBeVisible();
    await screenshots(invitee, 'staff-invitation');
    await invitee.getByRole('button', { name: 'Priimti kvietimą' }).click();
    await expect(invitee).toHaveURL(/\/administratorius\?verslas=studija-aiste/);
    // She is staff: the day's work is hers, the owner's settings are not.
    expect((await invitee.request.get('/api/admin/appointments')).status()).toBe(200);
    const refused = await invitee.request.post('/api/admin/specialists', { data: { name: 'Ne' }, headers: origin(baseURL!) });
    expect(refused.status()).toBe(403);
    // The owner's pages are hers to read: shown with a notice, every control disabled.
    const readOnlyNote = 'Šį puslapį keisti gali tik verslo savininkas. Jūs galite jį peržiūrėti.';
    await invitee.goto('/administratorius/paslaugos?verslas=studija-aiste');
    await waitForHydration(invitee);
    await expect(invitee.getByRole('note').filter({ hasText: readOnlyNote })).toBeVisible();
    await expect(invitee.getByRole('button', { name: 'Nauja paslauga', exact: true })).toHaveCount(0);
    await expect(invitee.getByRole('button', { name: /^Redaguoti: / }).first()).toBeDisabled();
    await expect(invitee.getByRole('button', { name: /^Perkelti: / }).first()).toBeDisabled();
    await expectNoAxeViolations(invitee, 'the services, read-only for staff');
    // On a 375 px phone the page fits its width (the long "+ Nauja paslauga kategorijoje …" wraps).
    await invitee.setViewportSize({ width: 375, height: 812 });
    expect(await invitee.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshots(invitee, 'admin-services-staff-read-only');
    await invitee.goto('/administratorius/specialistai?verslas=studija-aiste');
    await waitForHydration(invitee);
    await expect(invitee.getByRole('note').filter({ hasText: readOnlyNote })).toBeVisible();
    await expect(invitee.getByRole('button', { name: 'Naujas specialistas', exact: true })).toHaveCount(0);
    await expect(invitee.getByRole('button', { name: /^Redaguoti: / }).first()).toBeDisabled();
    await invitee.goto('/administratorius/nustatymai?verslas=studija-aiste');
    await waitForHydration(invitee);
    const rulesSection = invitee.getByRole('region', { name: 'Registracijos taisyklės' });
    await expect(rulesSection.getByRole('note').filter({ hasText: readOnlyNote })).toBeVisible();
    await expect(rulesSection.getByRole('button', { name: 'Išsaugoti' })).toBeDisabled();
    await admin.reload();
    await waitForHydration(admin);
    await expect(admin.getByText(`Prisijungia kaip ${email}`)).toBeVisible();
    await invitee.close();

    // Put her away again: the booking page's specialists stay as they were.
    await admin.getByRole('button', { name: `Išjungti: ${NEW_SPECIALIST}` }).click();
    const off = admin.getByRole('dialog', { name: 'Išjungti specialistą?' });
    await off.getByRole('button', { name: 'Išjungti' }).click();
    await expect(off).toBeHidden();
    await expect(admin.getByRole('button', { name: `Įjungti: ${NEW_SPECIALIST}` })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    const restored = await api.patch(`/api/admin/business/${businessId}/booking-rules`, {
      data: before,
      headers: origin(baseURL!),
    });
    expect(restored.status()).toBe(200);
  }
});
