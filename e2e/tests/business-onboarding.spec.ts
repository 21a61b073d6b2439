import { expectNoAxeViolations } from './a11y';
import { test, waitForHydration } from './fixtures';
import { skipDialogDelay, uniqueEmail, waitForMail } from './login';
import {
  addGalleryPhoto,
  addServicesFromTemplates,
  addSpecialist,
  bookFirstFreeTime,
  copyBookingLink,
  expect,
  expectChecklist,
  inviteClient,
  newChecklist,
  openFromMenu,
  openStep,
  registerBusinessByForm,
  saveBookingRules,
  setWeekdayHours,
  startFromWorkingWeek,
  stepOf,
  stillScreenshots,
  uploadRoundLogo,
  writeDescription,
  type NewBusiness,
} from './onboarding-steps';
import { quietNotifications } from './quiet-notifications';

/**
 * Journey 6 end to end, in one browser session of a new salon owner: "A business signs up, goes
 * through the onboarding steps, and shares its link; a customer books through it." She registers
 * from the home page, does every step of the admin home's checklist on its page (services from
 * the templates of her area, her own week from „I–V 9:00–18:00“, a specialist and her week, the
 * booking rules the checklist tells her about, saved, round logo, a gallery photo, description,
 * the link copied, a client invited), the checklist ticking each; her business appears in search for its category and
 * city. The client she invited opens the link and books; the request waits in the owner's list.
 * (The pieces have their own journeys: business-registration, admin-services, admin-schedule,
 * admin-gallery, admin-share-invite-help, booking.)
 */

const RUN = Date.now().toString(36).slice(-5);
// Manicure in Panevėžys: no demo business there, so the search journeys' counts stay as they are.
const BUSINESS: NewBusiness = {
  owner: { name: 'Gabija Rimkutė', email: uniqueEmail('gabija-verslas'), password: 'Gabijos-Nagai-2027' },
  name: `Nagų namai Gabija ${RUN}`,
  slug: `nagu-namai-gabija-${RUN}`,
  categories: ['Manikiūras'],
  city: 'Panevėžys',
  address: 'Respublikos g. 20, Panevėžys',
  phone: '+37061234577',
};
// From the area's templates: one as it is, one renamed, shorter and cheaper (the one customers book here).
const SERVICE = { name: 'Gelinis manikiūras', minutes: 60, price: '28', offeredBy: BUSINESS.owner.name };
const TEMPLATES = [
  { template: 'Klasikinis manikiūras' },
  { template: 'Manikiūras su gelinio lako dengimu', name: SERVICE.name, minutes: SERVICE.minutes, price: SERVICE.price },
];
const SPECIALIST = { name: 'Ieva Jonaitytė', title: 'Manikiūrininkė', service: SERVICE.name };
const CLIENT = { name: 'Austėja Petraitienė', email: uniqueEmail('austeja-kviesta'), password: 'Austejos-Vizitas-55' };
const DESCRIPTION = 'Jauki nagų studija Panevėžio centre. Gelinis manikiūras be skubėjimo, kava – visada.';
const PHONE = { width: 375, height: 812 };

// A step that cannot happen fails at its own line rather than at the journey's time limit.
test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

test('journey 6: a business signs up, goes through the checklist and shares its link; the client it invited books through it', async ({
  page,
  context,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  const bookingLink = `${baseURL}/naujas-vizitas/${BUSINESS.slug}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await skipDialogDelay(page);
  const checklist = newChecklist();

  // ——— 1. She registers her account and her business from the home page's "Registruoti verslą".
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('main').getByRole('link', { name: 'Registruoti verslą' }).first().click();
  await expect(page).toHaveURL(/\/verslui\/registracija$/);
  await waitForHydration(page);
  await registerBusinessByForm(page, BUSINESS);
  await expect(page.getByText(`Verslas „${BUSINESS.name}“ užregistruotas!`, { exact: false })).toBeVisible();
  await expectChecklist(page, checklist);
  await expect(page.getByText('Atlikta 0 iš 8')).toBeVisible();
  await expect(page.locator('[data-onboarded]')).toHaveAttribute('data-onboarded', 'false');
  await expectNoAxeViolations(page, 'the new checklist');

  // ——— 2. The checklist's steps, each on its page; back on the checklist after each.
  // The checklist tells her the booking rules a new business starts with, and asks whether they suit her.
  await expect(stepOf(page, 'booking_rules').locator('.vz-ob-rules li')).toHaveText([
    'Užsiregistruoti klientai gali ne vėliau kaip 1 valandą prieš vizitą.',
    'Atšaukti vizitą internetu jie gali ne vėliau kaip 1 dieną prieš jo pradžią.',
    'Naujos registracijos laukia jūsų patvirtinimo: kiekvieną užklausą patvirtinsite arba atmesite patys.',
    'Atkreipkite dėmesį: užsiregistravęs vėliau kaip 1 dieną prieš vizitą, klientas jo internetu atšaukti nebegalės.',
  ]);
  await expect(stepOf(page, 'booking_rules')).toContainText('Ar jums tai tinka?');
  await stillScreenshots(page, 'onboarding-0-checklist-new');

  // Services from the templates of her area, offered by herself (the business's first specialist).
  await openStep(page, 'services', 'Pridėti paslaugas', 'Paslaugos');
  expect(await addServicesFromTemplates(page, 'Manikiūras', TEMPLATES, SERVICE.offeredBy)).toEqual([
    'Klasikinis manikiūras',
    SERVICE.name,
  ]);
  await expect(page.getByRole('region', { name: /^Be kategorijos/ }).getByText('1 val. · 28\u00a0€')).toBeVisible();
  checklist.services = 'done';
  await expectChecklist(page, checklist);
  // Nobody has working hours yet: not bookable, not in search.
  await expect(page.locator('[data-onboarded]')).toHaveAttribute('data-onboarded', 'false');

  // A specialist who does the service (from the menu: the checklist has no step of its own for it).
  await openFromMenu(page, 'Specialistai', 'Specialistai');
  await addSpecialist(page, SPECIALIST);
  await expectChecklist(page, checklist);

  // Her own week from „I–V 9:00–18:00“; her specialist's 10:00–19:00 on working days. Now customers can book: listed in search.
  await openStep(page, 'working_hours', 'Nustatyti darbo laiką', 'Tvarkaraštis');
  await startFromWorkingWeek(page, BUSINESS.owner.name);
  await openFromMenu(page, 'Tvarkaraštis', 'Tvarkaraštis');
  await setWeekdayHours(page, SPECIALIST.name, '10:00', '19:00');
  checklist.working_hours = 'done';
  await expectChecklist(page, checklist);
  await expect(page.locator('[data-onboarded]')).toHaveAttribute('data-onboarded', 'true');
  await expect(page.getByText('Jūsų verslas rodomas paieškoje, klientai gali registruotis internetu.')).toBeVisible();

  // The booking rules suit her: she opens them from the checklist and saves them as they are.
  await openStep(page, 'booking_rules', 'Peržiūrėti taisykles', 'Nustatymai');
  await saveBookingRules(page);
  checklist.booking_rules = 'done';
  await expectChecklist(page, checklist);
  await expect(stepOf(page, 'booking_rules')).toContainText('Taisykles bet kada galite pakeisti nustatymuose.');

  // The logo, cropped round.
  await openStep(page, 'logo', 'Įkelti logotipą', 'Verslo profilis');
  const roundLogo = await uploadRoundLogo(page);
  checklist.logo = 'done';
  await expectChecklist(page, checklist);

  // A photo of her work in the gallery.
  await openStep(page, 'photos', 'Pridėti nuotraukų', 'Galerija');
  await addGalleryPhoto(page, 'Gelinis manikiūras su piešiniu');
  checklist.photos = 'done';
  await expectChecklist(page, checklist);

  // The description.
  await openStep(page, 'description', 'Rašyti aprašymą', 'Verslo profilis');
  await writeDescription(page, DESCRIPTION);
  await expectNoAxeViolations(page, 'the profile page with the description');
  checklist.description = 'done';
  await expectChecklist(page, checklist);

  // Her booking link, copied on the share page.
  await openStep(page, 'share_link', 'Dalintis nuoroda', 'Nuoroda klientams');
  expect(await copyBookingLink(page, bookingLink)).toBe(bookingLink);
  checklist.share_link = 'done';
  await expectChecklist(page, checklist);
  // The checklist offers the same link.
  await expect(stepOf(page, 'share_link').locator('.vz-ob-share__link')).toHaveText(bookingLink);

  // One client invited by e-mail.
  const invitedAt = Date.now();
  await openStep(page, 'invite_clients', 'Pakviesti klientus', 'Pakviesti klientus');
  await inviteClient(page, CLIENT);
  checklist.invite_clients = 'done';
  await expectChecklist(page, checklist);

  // Every step done: the checklist says so and leads to the visits.
  await expect(page.getByText('Atlikta 8 iš 8')).toBeVisible();
  await expect(page.getByText('Visi žingsniai atlikti arba praleisti. Sėkmingo darbo!')).toBeVisible();
  await expect(page.locator('.vz-ob-step__actions')).toHaveCount(0);
  await stillScreenshots(page, 'onboarding-1-checklist-done');

  // ——— Listed in search for its category and city: in the API (with its round logo and a free
  // time) and on the search page.
  const search = await page.request.get(
    `/api/public/business/search?category=manikiuras&city=panevezys&q=${encodeURIComponent(BUSINESS.name)}`,
  );
  expect(search.status(), await search.text()).toBe(200);
  const found = ((await search.json()) as { items: Array<{ slug: string; logoUrl: string | null; nextFree: unknown }> }).items;
  expect(found.map((item) => item.slug)).toEqual([BUSINESS.slug]);
  expect(found[0]!.logoUrl).toBe(roundLogo);
  expect(found[0]!.nextFree).not.toBeNull();
  await page.goto('/grozio-specialistai/manikiuras/panevezys?rodyti=50');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Manikiūras Panevėžyje');
  const card = page.getByRole('article').filter({ hasText: BUSINESS.name });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('link', { name: `Registruotis – ${BUSINESS.name}` })).toBeVisible();
  await expectNoAxeViolations(page, 'the search page with the new business');

  // ——— 3. The invited client: the mail carries the same link; she books through it.
  const mail = await waitForMail(CLIENT.email, `„${BUSINESS.name}“ kviečia registruotis internetu`, invitedAt);
  expect(mail.text).toContain(bookingLink);
  const customerContext = await browser.newContext({ baseURL, locale: 'lt-LT', timezoneId: 'Europe/Vilnius', viewport: PHONE });
  await customerContext.addCookies([{ name: 'cookie_consent', value: 'accepted', url: baseURL! }]);
  await quietNotifications(customerContext);
  const customer = await customerContext.newPage();
  await skipDialogDelay(customer);
  const customerErrors: string[] = [];
  customer.on('console', (message) => {
    if (message.type() === 'error') customerErrors.push(message.text());
  });
  customer.on('pageerror', (error) => customerErrors.push(error.message));
  // Her account, with the phone number the salon needs (the registration page has its own journeys).
  const origin = { origin: new URL(baseURL!).origin };
  const registered = await customer.request.post('/api/public/auth/register', {
    data: { name: CLIENT.name, email: CLIENT.email, password: CLIENT.password, acceptTerms: true },
    headers: origin,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const phone = await customer.request.post('/api/user/profile/phone-number', {
    data: { phoneNumber: '+37061234578' },
    headers: origin,
  });
  expect(phone.status(), await phone.text()).toBe(200);
  // The registration's flash ("Paskyra sukurta!") is taken here, not shown over the booking page.
  await customer.request.get('/api/public/page-context');

  await customer.goto(bookingLink);
  await waitForHydration(customer);
  await expect(customer).toHaveTitle(`Registracija vizitui – ${BUSINESS.name}`);
  const booked = await bookFirstFreeTime(customer, {
    business: BUSINESS.name,
    service: SERVICE.name,
    totals: '1 paslauga · 1 val. · 28\u00a0€',
    specialist: SPECIALIST.name,
  });
  // A new business confirms each request itself (auto-confirm is off by default).
  expect(booked.status).toBe('pending');
  await expect(customer.locator('.vz-bk-badge')).toHaveText('Laukia patvirtinimo');
  await expect(customer.locator('.vz-bk-done')).toContainText(booked.dateLabel);
  await expect(customer.locator('.vz-bk-done')).toContainText(SPECIALIST.name);
  await stillScreenshots(customer, 'onboarding-2-booking-confirmed');
  await customerContext.close();

  // ——— 4. The owner: from the checklist to her visits, where the request waits.
  await page.goto(`/administratorius?verslas=${BUSINESS.slug}`);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Vizitų sąrašas' }).click();
  await expect(page).toHaveURL(new RegExp(`/administratorius/vizitai/sarasas\\?verslas=${BUSINESS.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Vizitai' })).toBeVisible();
  await waitForHydration(page);
  const pending = page.getByRole('region', { name: /^Laukia patvirtinimo/ });
  const row = pending.locator(`article[data-appointment-id="${booked.appointmentId}"]`);
  await expect(row).toBeVisible();
  await expect(row.getByTestId('appointment-status')).toHaveText('Būsena: Laukia patvirtinimo');
  for (const text of [CLIENT.name, SERVICE.name, SPECIALIST.name, booked.time, '28\u00a0€'])
    await expect(row).toContainText(text);
  await expect(pending.locator('article')).toHaveCount(1);
  // Nothing else yet: the empty list below the request says so without claiming there is no visit.
  await expect(page.getByRole('region', { name: /^Kiti vizitai/ }).getByText('Kitų vizitų nėra.')).toBeVisible();
  await stillScreenshots(page, 'onboarding-3-owner-visits');

  expect(customerErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
