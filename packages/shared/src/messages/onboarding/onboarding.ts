/** A new business sets itself up (docs/decisions/022): the checklist on the admin home `/administratorius`. */
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
  /** The booking rules step tells the owner the business's current rules (`{time}`: `hours`, `days` or `minutes`). */
  rules: {
    notice: 'Užsiregistruoti klientai gali ne vėliau kaip {time} prieš vizitą.',
    noticeNone: 'Užsiregistruoti klientai gali bet kada, net prieš pat vizitą.',
    cancellation: 'Atšaukti vizitą internetu jie gali ne vėliau kaip {time} prieš jo pradžią.',
    cancellationNone: 'Atšaukti vizitą internetu jie gali bet kada iki jo pradžios.',
    confirmation: 'Naujos registracijos laukia jūsų patvirtinimo: kiekvieną užklausą patvirtinsite arba atmesite patys.',
    autoConfirm: 'Naujos registracijos patvirtinamos iš karto: jums nieko daryti nereikia.',
    /** When a visit may be booked later than it may still be cancelled online. */
    lateBooking: 'Atkreipkite dėmesį: užsiregistravęs vėliau kaip {time} prieš vizitą, klientas jo internetu atšaukti nebegalės.',
    /** Durations in the accusative ("prieš 1 valandą", "prieš 2 valandas", "prieš 12 valandų"). */
    hours: { one: '{count} valandą', few: '{count} valandas', other: '{count} valandų' },
    days: { one: '{count} dieną', few: '{count} dienas', other: '{count} dienų' },
    minutes: '{count} min.',
  },
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
    booking_rules: {
      title: 'Patikrinkite registracijos taisykles',
      text: 'Ar jums tai tinka? Jei taip, atsidarykite taisykles ir jas išsaugokite; jei ne – pakeiskite ir išsaugokite.',
      action: 'Peržiūrėti taisykles',
      /** Once she has saved them. */
      doneText: 'Taisykles bet kada galite pakeisti nustatymuose.',
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
