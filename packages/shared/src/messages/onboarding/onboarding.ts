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
