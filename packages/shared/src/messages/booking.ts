/**
 * Appointments as the customer sees them: the booking flow, the customer's own visits, the
 * appointment statuses and the rating of a visit.
 */

/** Section 2.2 (2). */
export const appointmentReview = {
  title: 'Kaip vertinate vizitą?',
  text: 'Jūsų įvertinimas padės kitiems klientams išsirinkti specialistą.',
  star: '{stars} iš 5',
  thanks: 'Ačiū už įvertinimą!',
  /** `{business}`, `{date}` and `{services}` of the visit being rated. */
  visit: '{business}, {date}: {services}',
  saving: 'Išsaugoma...',
  commentTitle: 'Ačiū! Gal norėtumėte parašyti ir atsiliepimą?',
  commentLabel: 'Atsiliepimas (nebūtina)',
  commentPlaceholder: 'Kas patiko? Ką būtų galima padaryti geriau?',
  commentCounter: '{count} iš {max} simbolių',
  commentSave: 'Išsaugoti atsiliepimą',
  commentSaved: 'Atsiliepimas išsaugotas. Ačiū!',
  skip: 'Ne dabar',
  failed: 'Įvyko klaida! Įvertinimas nebuvo išsaugotas. Bandykite dar kartą.',
} as const;

/** Appointment statuses (PRODUCT.md). */
export const appointmentStatus = {
  pending: 'Laukia patvirtinimo',
  confirmed: 'Patvirtintas',
  declined: 'Atmestas',
  cancelled: 'Atšauktas',
  completed: 'Įvykęs',
  no_show: 'Neatvyko',
} as const;

/** The customer's booking flow `/naujas-vizitas/{slug}` and `/pre-login-booking-redirection/{slug}`. */
export const booking = {
  /** `{business}` = the business's name. */
  metaTitle: 'Registracija vizitui – {business}',
  metaDescription: 'Registruokitės vizitui internetu: {business}. {services}',
  eyebrow: 'Registracija vizitui',
  aboutBusiness: 'Apie verslą',
  stepsLabel: 'Registracijos žingsniai',
  stepOf: '{current} žingsnis iš {total}',
  steps: {
    services: 'Paslaugos',
    specialist: 'Specialistas',
    datetime: 'Data ir laikas',
    note: 'Pastaba',
    summary: 'Patvirtinimas',
  },
  next: 'Toliau',
  back: 'Atgal',
  services: {
    title: 'Pasirinkite paslaugas',
    hint: 'Galite pasirinkti kelias paslaugas – jos bus atliekamos viena po kitos.',
    other: 'Kitos paslaugos',
    none: 'Šiuo metu internetu registruotis negalima: verslas dar neįvedė paslaugų.',
    notCombinable: 'Negalima derinti su pasirinktomis paslaugomis',
    chooseOne: 'Pasirinkite bent vieną paslaugą',
    /** By `Intl.PluralRules('lt')` category. */
    count: { one: '{count} paslauga', few: '{count} paslaugos', other: '{count} paslaugų' },
  },
  specialist: {
    title: 'Pasirinkite specialistą',
    any: 'Bet kuris specialistas',
    anyHint: 'Matysite visų specialistų laisvus laikus',
  },
  date: {
    title: 'Pasirinkite datą ir laiką',
    previousMonth: 'Ankstesnis mėnuo',
    nextMonth: 'Kitas mėnuo',
    available: 'yra laisvų laikų',
    unavailable: 'laisvų laikų nėra',
    today: 'šiandien',
    weekdays: { '1': 'Pr', '2': 'An', '3': 'Tr', '4': 'Kt', '5': 'Pn', '6': 'Št', '7': 'Sk' },
    loading: 'Ieškome laisvų dienų...',
    emptyMonth: 'Šį mėnesį laisvų laikų nėra',
    searching: 'Ieškome artimiausios laisvos dienos...',
    jumpTo: 'Artimiausia laisva diena – {date}',
    noneAhead: 'Artimiausiu metu laisvų laikų nėra. Pasirinkite kitą specialistą arba kitas paslaugas.',
    monthAnnounce: '{month}: laisvų dienų – {count}',
  },
  time: {
    title: 'Laisvi laikai – {date}',
    chooseDate: 'Pasirinkite datą kalendoriuje – čia matysite laisvus laikus.',
    periods: { morning: 'Rytas', afternoon: 'Diena', evening: 'Vakaras' },
    loading: 'Ieškome laisvų laikų...',
    none: 'Šią dieną laisvų laikų nebeliko.',
    announce: '{date}: laisvų laikų – {count}',
  },
  taken: {
    title: 'Šis laikas jau užimtas',
    text: 'Laikas {time} ({date}) nebėra laisvas – kol tvirtinote, jį užėmė kitas klientas. Pasirinkite kitą laiką.',
    nearest: 'Artimiausi laisvi laikai',
    noneThatDay: 'Šią dieną laisvų laikų nebeliko.',
    otherDate: 'Kita laisva diena – {date}',
  },
  note: {
    title: 'Pastaba specialistui',
    label: 'Pastaba (nebūtina)',
    description: 'Pvz., alergijos, pageidavimai ar klausimai specialistui.',
    counter: '{count} iš {max} simbolių',
  },
  summary: {
    title: 'Patikrinkite ir patvirtinkite',
    business: 'Verslas',
    services: 'Paslaugos',
    specialist: 'Specialistas',
    date: 'Data',
    time: 'Laikas',
    duration: 'Trukmė',
    price: 'Kaina',
    note: 'Pastaba',
    change: 'Keisti',
    changeLabel: 'Keisti: {item}',
    total: 'Iš viso',
    loginNeeded: 'Norėdami patvirtinti vizitą, prisijunkite arba užsiregistruokite – jūsų pasirinkimai išliks.',
    register: 'Registruotis',
    confirm: 'Patvirtinti',
    confirming: 'Tvirtinama...',
    needsConfirmation: 'Registraciją dar patvirtins specialistas – apie tai pranešime.',
    autoConfirmed: 'Registracija bus patvirtinta iš karto.',
  },
  done: {
    title: 'Jūsų vizitas užregistruotas!',
    status: 'Būsena',
    pending: 'Specialistas peržiūrės registraciją ir ją patvirtins – apie tai pranešime.',
    confirmed: 'Jūsų vizitas patvirtintas – laukiame jūsų!',
    backToBusiness: 'Grįžti į verslo puslapį',
  },
  draft: {
    restoring: 'Atkuriame jūsų pasirinkimus...',
    missing: 'Išsaugotų pasirinkimų neradome arba jie nebegalioja (saugomi 24 valandas). Pasirinkite iš naujo.',
    changed: 'Kai kurių pasirinktų paslaugų nebėra arba jų nebeteikia pasirinktas specialistas. Pasirinkite iš naujo.',
    restored: 'Jūsų pasirinkimai atkurti. Patikrinkite ir patvirtinkite vizitą.',
    continue: 'Tęsti registraciją',
  },
  errors: {
    network: 'Nepavyko susisiekti su serveriu. Patikrinkite interneto ryšį ir bandykite dar kartą.',
    retry: 'Bandyti dar kartą',
  },
} as const;

/** The customer's own visits `/vizitai` (issue 5 item 5). */
export const visits = {
  /** Document title; fill `{brand}` with `BRAND.name`. */
  metaTitle: 'Mano vizitai – {brand}',
  metaTitleAt: 'Mano vizitai – {business}',
  title: 'Mano vizitai',
  /** Subtitle of the list of one business. */
  atBusiness: 'Vizitai: {business}',
  allVisits: 'Visi mano vizitai',
  upcoming: 'Būsimi vizitai',
  past: 'Ankstesni vizitai',
  noUpcoming: 'Būsimų vizitų neturite.',
  noPast: 'Ankstesnių vizitų dar nėra.',
  empty: {
    title: 'Vizitų dar neturite',
    text: 'Raskite grožio specialistą ir užsiregistruokite internetu – visi jūsų vizitai bus matomi čia.',
    search: 'Ieškoti specialisto',
    textAt: 'Pas šį specialistą vizitų dar neturite. Užsiregistruokite internetu – vizitas bus matomas čia.',
    book: 'Registruotis vizitui',
  },
  loadMore: 'Rodyti daugiau',
  loading: 'Įkeliama...',
  loadError: 'Nepavyko įkelti vizitų. Patikrinkite interneto ryšį ir bandykite dar kartą.',
  retry: 'Bandyti dar kartą',
  /** `{shown}` of `{total}` visits shown. */
  shown: 'Rodoma {shown} iš {total}',
  labels: {
    status: 'Būsena',
    time: 'Laikas',
    services: 'Paslaugos',
    specialist: 'Specialistas',
    price: 'Kaina',
    address: 'Adresas',
    phone: 'Telefonas',
    note: 'Jūsų pastaba',
    reason: 'Atšaukimo priežastis',
  },
  addToCalendar: 'Pridėti į kalendorių',
  bookAgain: 'Registruotis dar kartą',
  cancel: 'Atšaukti vizitą',
  /** `{date}` and `{time}` in the business's time zone. */
  cancelUntil: 'Atšaukti internetu galima iki: {date}, {time}.',
  /** `{deadline}` e.g. "24 val.". */
  cancelClosed: 'Internetu vizitą atšaukti galima ne vėliau kaip likus {deadline} iki jo pradžios.',
  /** Followed by the business's phone number as a link. */
  cancelClosedCall: 'Norėdami atšaukti ar pakeisti vizitą, skambinkite tel.',
  cancelClosedContact: 'Norėdami atšaukti ar pakeisti vizitą, susisiekite su specialistu.',
  dialog: {
    title: 'Atšaukti vizitą?',
    reason: 'Atšaukimo priežastis',
    reasonHint: 'Nebūtina, bet specialistui pravers. Pvz., susirgau, pasikeitė planai.',
    counter: '{count} iš {max} simbolių',
    confirm: 'Taip, atšaukti',
    keep: 'Neatšaukti',
    cancelling: 'Atšaukiama...',
  },
  cancelled: 'Jūsų vizitas atšauktas.',
  /** Texts of the calendar file (.ics). */
  ics: {
    summary: '{services} – {business}',
    specialist: 'Specialistas: {name}',
    services: 'Paslaugos: {services}',
    price: 'Kaina: {price}',
    status: 'Būsena: {status}',
    phone: 'Telefonas: {phone}',
    fileName: 'vizitas-{date}.ics',
  },
} as const;

/** The area's sections together (the catalogue's tests; the service worker reads one area). */
export const bookingMessages = { appointmentReview, appointmentStatus, booking, visits } as const;
