/**
 * A business signs up and sets itself up (docs/decisions/022): the registration page
 * (`/verslui/registracija`) and the onboarding checklist on the admin home (`/administratorius`).
 */

export const businessRegistration = {
  /** `{brand}`: the product's name. */
  metaTitle: 'Verslo registracija – {brand}',
  metaDescription: 'Užregistruokite savo grožio verslą ir priimkite klientų registracijas internetu.',
  title: 'Užregistruokite savo verslą',
  text: 'Klientai jus ras paieškoje ir registruosis internetu. Registracija nemokama ir užtrunka kelias minutes.',
  /** `{name}`, `{email}`: the logged-in person. */
  loggedInAs: 'Verslas bus priskirtas jūsų paskyrai: {name} ({email}).',
  accountTitle: 'Jūsų paskyra',
  accountText: 'Su šia paskyra prisijungsite prie verslo administravimo.',
  haveAccount: 'Jau turite paskyrą?',
  loginLink: 'Prisijunkite',
  businessTitle: 'Jūsų verslas',
  fields: {
    name: 'Verslo pavadinimas',
    nameHint: 'Taip jus matys klientai, pvz., „Grožio studija Aistė“.',
    categories: 'Paslaugų sritys',
    categoriesHint: 'Pasirinkite vieną ar kelias.',
    city: 'Miestas',
    cityPlaceholder: 'Pasirinkite miestą',
    address: 'Adresas',
    addressHint: 'Gatvė ir namo numeris, pvz., „Vilniaus g. 22“.',
    phone: 'Verslo telefono numeris',
    slug: 'Jūsų puslapio adresas',
    slugHint: 'Mažosios raidės be lietuviškų ženklų, skaičiai ir brūkšneliai. Vėliau jį keisti nepatartina.',
  },
  slugChecking: 'Tikrinama, ar adresas laisvas…',
  slugAvailable: 'Adresas laisvas.',
  /** `{slug}`: a free alternative. */
  slugTakenSuggestion: 'Šis adresas užimtas. Laisvas, pavyzdžiui: {slug}',
  useSuggestion: 'Naudoti {slug}',
  submit: 'Registruoti verslą',
  submitting: 'Registruojama...',
  /** `{name}`: the business. */
  success: 'Verslas „{name}“ užregistruotas! Atlikite kelis žingsnius ir priimkite registracijas internetu.',
  validation: {
    nameRequired: 'Įveskite verslo pavadinimą.',
    nameTooLong: 'Pavadinimas per ilgas (daugiausia 100 simbolių).',
    categoriesRequired: 'Pasirinkite bent vieną paslaugų sritį.',
    categoryInvalid: 'Tokios paslaugų srities nėra.',
    cityRequired: 'Pasirinkite miestą.',
    cityInvalid: 'Tokio miesto sąraše nėra.',
    addressRequired: 'Įveskite adresą.',
    addressTooLong: 'Adresas per ilgas (daugiausia 200 simbolių).',
    slugRequired: 'Įveskite puslapio adresą.',
    slugLength: 'Adresas turi būti nuo 3 iki 60 simbolių.',
    slugFormat: 'Adrese gali būti tik mažosios lotyniškos raidės, skaičiai ir brūkšneliai (ne pradžioje ir ne pabaigoje).',
    accountRequired: 'Užpildykite paskyros laukus arba prisijunkite.',
  },
} as const;

export const onboarding = {
  title: 'Pradžia',
  checklistTitle: 'Pasiruoškite priimti klientus',
  /** `{done}` of `{total}` steps done or skipped. */
  progress: 'Atlikta {done} iš {total}',
  notListed:
    'Jūsų verslas dar nerodomas paieškoje. Pridėkite bent vieną paslaugą ir nustatykite darbo laiką – tada klientai galės registruotis.',
  listed: 'Jūsų verslas rodomas paieškoje, klientai gali registruotis internetu.',
  allDone: 'Visi žingsniai atlikti arba praleisti. Sėkmingo darbo!',
  required: 'Būtina',
  done: 'Atlikta',
  skipped: 'Praleista',
  todo: 'Neatlikta',
  skip: 'Praleisti',
  /** The accessible name of a step's skip button. */
  skipOf: 'Praleisti žingsnį „{title}“',
  skipping: 'Praleidžiama...',
  skippedToast: 'Žingsnis praleistas. Prie jo galėsite grįžti bet kada.',
  skipFailed: 'Nepavyko praleisti žingsnio. Bandykite dar kartą.',
  loading: 'Kraunama…',
  loadFailed: 'Žingsnių įkelti nepavyko. Patikrinkite ryšį ir bandykite dar kartą.',
  retry: 'Bandyti dar kartą',
  unknownInstruction: 'Tokio žingsnio nėra.',
  yourLink: 'Jūsų nuoroda',
  copyLink: 'Kopijuoti nuorodą',
  goToAppointments: 'Vizitų sąrašas',
  steps: {
    services: {
      title: 'Pridėkite paslaugas',
      text: 'Nurodykite, ką siūlote: paslaugos trukmę ir kainą.',
      action: 'Pridėti paslaugas',
    },
    working_hours: {
      title: 'Nustatykite darbo laiką',
      text: 'Klientai galės rinktis laiką tik jūsų darbo valandomis.',
      action: 'Nustatyti darbo laiką',
    },
    logo: {
      title: 'Įkelkite logotipą',
      text: 'Jis rodomas paieškoje ir jūsų puslapyje.',
      action: 'Įkelti logotipą',
    },
    photos: {
      title: 'Pridėkite nuotraukų',
      text: 'Parodykite savo darbus ir saloną – klientai renkasi akimis.',
      action: 'Pridėti nuotraukų',
    },
    description: {
      title: 'Parašykite aprašymą',
      text: 'Keliais sakiniais papasakokite apie save ir savo paslaugas.',
      action: 'Rašyti aprašymą',
    },
    share_link: {
      title: 'Pasidalinkite savo nuoroda',
      text: 'Įdėkite ją į Instagram, Facebook ar Google profilį, atsispausdinkite QR kodą salonui – klientai registruosis patys. Žingsnis atliktas, kai nuorodą nukopijuojate ar ja pasidalinate (arba kai pirmas klientas užsiregistruoja internetu).',
      action: 'Dalintis nuoroda',
    },
    invite_clients: {
      title: 'Pakvieskite savo klientus',
      text: 'Praneškite esamiems klientams, kad dabar jie gali registruotis internetu.',
      action: 'Pakviesti klientus',
    },
  },
} as const;

/** The area's sections together (the catalogue's tests; the service worker reads one area). */
export const onboardingMessages = { businessRegistration, onboarding } as const;
