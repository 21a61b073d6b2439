/**
 * The one Lithuanian message catalogue of the product (server and browser).
 *
 * Strings quoted by the seed specification (sections 4, 5 and 8) are copied here word for
 * word and must not be "improved". Placeholders are written `{name}` and filled by `format()`
 * (or `formatHtml()` for the few messages that carry markup, e.g. a contact link).
 * The product name is never written here: use `{brand}` with `BRAND` from `./brand`.
 * Category and city names live in `./taxonomy` and are mirrored under `messages.taxonomy`.
 */
import { CATEGORY_NAMES, CITY_LOCATIVES, CITY_NAMES } from './taxonomy';

// Texts used in more than one place: one definition each.
const SAVE = 'Išsaugoti';
const SAVING = 'Išsaugoma...';
const SENDING = 'Siunčiama...';
const CLOSE = 'Uždaryti';
const FIX_ERRORS = 'Prašome ištaisyti klaidas!';
const UNEXPECTED_ERROR = 'Įvyko netikėta klaida. Bandykite dar kartą vėliau.';
const EMAIL_ALREADY_VERIFIED = 'Jūsų el. pašto adresas jau patvirtintas.';
const LINK_COPIED = 'Nuoroda nukopijuota sėkmingai!';
const COPY_LINK = 'Kopijuoti nuorodą';
const PAGE_NOT_FOUND = 'Puslapis nerastas.';
const BACK_HOME = 'Į pradžios puslapį';
const NOT_NOW = 'Ne dabar';

export const messages = {
  common: {
    save: SAVE,
    saving: SAVING,
    sending: SENDING,
    loading: 'Kraunama...',
    close: CLOSE,
    cancel: 'Atšaukti',
    confirm: 'Patvirtinti',
    decline: 'Atmesti',
    edit: 'Redaguoti',
    delete: 'Ištrinti',
    back: 'Atgal',
    yes: 'Taip',
    no: 'Ne',
    notNow: NOT_NOW,
  },

  /** Generic modal / dialog chrome. */
  dialog: {
    close: CLOSE,
  },

  form: {
    fixErrors: FIX_ERRORS,
    required: 'Šis laukas privalomas.',
    badCharacters: 'Tekste yra neleistinų simbolių.',
  },

  /** Section 2.2 (3), 4 and 5: the phone number request form and phone inputs. */
  phone: {
    label: 'Telefono numeris',
    save: SAVE,
    saving: SAVING,
    required: 'Įveskite telefono numerį.',
    /** By validation error kind; any other kind shows no message (see `phoneErrorMessage`). */
    errors: {
      INVALID_COUNTRY: 'Neteisingas tel. numerio šalies kodas.',
      INVALID_FORMAT: 'Neteisingas tel. numerio formatas.',
      NOT_A_NUMBER: 'Neteisingas tel. numerio formatas.',
      INVALID_LENGTH: 'Neteisingas tel. numerio ilgis.',
      TOO_LONG: 'Per ilgas tel. numeris.',
      TOO_SHORT: 'Per trumpas tel. numeris.',
    },
    /** Toasts of the save call (section 8). */
    saved: 'Tel. numeris išsaugotas sėkmingai!',
    validationFailed: FIX_ERRORS,
    saveFailed: 'Įvyko klaida! Tel. numeris nebuvo išsaugotas. Bandykite dar kartą.',
    /** Developer-facing (error reporting), kept in English as the seed writes it. */
    missingForm: 'Missing phone number request form element!',
    request: {
      title: 'Nurodykite telefono numerį',
      text: 'Telefono numeris reikalingas, kad specialistas galėtų su jumis susisiekti dėl vizito.',
    },
    /** UI text of the country-code picker. */
    countryPicker: {
      searchPlaceholder: 'Ieškoti šalies',
      noResults: 'Šalių nerasta',
      selectedCountry: 'Pasirinkta šalis: {country}',
      noCountrySelected: 'Šalis nepasirinkta',
      countryList: 'Šalių sąrašas',
      clearSearch: 'Išvalyti paiešką',
      closeSelector: 'Uždaryti šalių sąrašą',
      /** Screen-reader summary of the search results. */
      searchSummary: 'Rasta šalių: {count}',
    },
  },

  /** Section 4 "Connectivity", section 8. */
  connectivity: {
    offline: 'Nėra ryšio. Pasitikrinkite ar esate prisijungę prie interneto.',
    online: 'Prisijungėte prie interneto sėkmingai!',
  },

  /** Section 4 "Resend verification button", section 8. */
  emailVerification: {
    resend: 'Siųsti patvirtinimą iš naujo',
    sending: SENDING,
    /** The cooldown countdown ("Palaukite N s"). */
    wait: 'Palaukite {seconds} s',
    sent: 'Patvirtinimo laiškas išsiųstas sėkmingai!',
    /** Shown after `sent` in the same toast. */
    sentNote: 'Jei per minutę laiško negavote, galite bandyti išsiųsti dar kartą.',
    /** Failure answer of the server: contains a link, fill with `formatHtml`. */
    failed:
      'Įvyko klaida! Patvirtinimo laiškas nebuvo išsiųstas. Bandykite dar kartą arba <a href="{contactUrl}">susisiekite su mumis</a>.',
    /** Exception while sending (also reported). */
    error: 'Įvyko klaida! Patvirtinimo laiškas nebuvo išsiųstas.',
    /** errorCode verified_email. */
    alreadyVerified: EMAIL_ALREADY_VERIFIED,
    notice: 'Jūsų el. pašto adresas {email} dar nepatvirtintas. Patvirtinkite jį paspaudę nuorodą laiške.',
    verified: 'El. pašto adresas patvirtintas sėkmingai!',
    invalidLink: 'Patvirtinimo nuoroda neteisinga arba nebegalioja.',
  },

  /** Section 2.2 (4), 4 "Notification". */
  notifications: {
    title: 'Pranešimai',
    tab: 'Pranešimai',
    empty: 'Naujų pranešimų nėra.',
    dismiss: 'Paslėpti pranešimą',
  },

  /** Section 2.2 (5), 4 "PWA modal", 8. */
  pwa: {
    installed: 'Aplikacija įrašyta sėkmingai! Prašome prisijungti naudojantis mobiliąja aplikacija.',
    title: 'Įsirašykite mobiliąją aplikaciją',
    text: 'Su {brand} aplikacija registruotis vizitams ir sekti pranešimus – greičiau.',
    install: 'Įrašyti',
    cancel: NOT_NOW,
    open: 'Mobilioji aplikacija',
    instructions: {
      androidChrome: 'Atidarykite naršyklės meniu (⋮) ir pasirinkite „Įdiegti programą“ arba „Pridėti prie pagrindinio ekrano“.',
      androidSamsung: 'Atidarykite naršyklės meniu (☰) ir pasirinkite „Pridėti puslapį prie“ → „Pradžios ekranas“.',
      iosSafari: 'Paspauskite bendrinimo mygtuką (kvadratas su rodykle) ir pasirinkite „Į pradžios ekraną“.',
      androidOther: 'Aplikaciją galima įsirašyti tik naudojantis Chrome arba Samsung Internet naršykle.',
      iosOther: 'Aplikaciją galima įsirašyti tik naudojantis Safari naršykle.',
    },
  },

  /** Section 2.2 (7), 4 "Web push permission". */
  webpush: {
    title: 'Įjunkite pranešimus',
    text: 'Gaukite priminimus apie vizitus ir žinią, kai vizitas patvirtinamas ar pasikeičia.',
    allow: 'Įjungti',
    cancel: NOT_NOW,
    successTitle: 'Sveikiname!',
    successText: 'Pranešimai įjungti sėkmingai. Apie svarbiausius vizitų pokyčius pranešime laiku.',
  },

  /** Section 2.2 (2). */
  appointmentReview: {
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
  },

  /** Section 2.2 (15), 4 "Share helper", 8. */
  share: {
    button: COPY_LINK,
    native: 'Nuoroda buvo pasidalinta sėkmingai!',
    clipboard: LINK_COPIED,
  },

  /** Console / error reporting only; the seed writes these in English. */
  serviceWorker: {
    registrationFailed: 'Registration failed',
    unsupported: 'Service workers are not supported by this browser.',
  },

  /** Section 2.2 (1). */
  unsupportedBrowser: {
    title: 'Naršyklė nepalaikoma',
    text: 'Jūsų naršyklė nepalaikoma, todėl dalis funkcijų gali veikti netinkamai. Nukopijuokite šio puslapio nuorodą ir atidarykite ją rekomenduojamoje naršyklėje.',
    copyUrl: COPY_LINK,
    urlCopied: LINK_COPIED,
    recommend: {
      ios: 'Rekomenduojame naudoti Safari naršyklę.',
      mac: 'Rekomenduojame naudoti Safari arba Chrome naršyklę.',
      other: 'Rekomenduojame naudoti Chrome naršyklę.',
      samsung: 'Rekomenduojame naudoti Samsung Internet arba Chrome naršyklę.',
    },
  },

  /** Section 2.2 (6). */
  cookieConsent: {
    title: 'Slapukai',
    text: 'Naudojame slapukus, kad svetainė veiktų ir galėtume ją tobulinti.',
    choice: '„Tik būtini“ – tik tie, be kurių svetainė neveiktų.',
    accept: 'Sutinku',
    necessaryOnly: 'Tik būtini',
  },

  /** Messages of the stable API error codes (see `./error-codes`); keys are the codes. */
  errors: {
    validation_failed: FIX_ERRORS,
    invalid_request: 'Neteisinga užklausa.',
    invalid_json: 'Neteisingas užklausos formatas.',
    invalid_token: 'Nuoroda neteisinga, jau panaudota arba nebegalioja.',
    invalid_two_factor_code: 'Neteisingas patvirtinimo kodas.',
    invalid_phone_number: 'Neteisingas tel. numeris.',
    wrong_password: 'Neteisingas slaptažodis.',
    payload_too_large: 'Siunčiami duomenys per dideli.',
    unsupported_media_type: 'Nepalaikomas duomenų formatas.',
    unauthorized: 'Norėdami tęsti, prisijunkite.',
    invalid_credentials: 'Neteisingas el. pašto adresas arba slaptažodis.',
    two_factor_expired: 'Prisijungimo laikas baigėsi. Įveskite el. pašto adresą ir slaptažodį iš naujo.',
    forbidden: 'Neturite teisės atlikti šio veiksmo.',
    csrf_failed: 'Puslapio sesija pasibaigė. Atnaujinkite puslapį ir bandykite dar kartą.',
    not_found: PAGE_NOT_FOUND,
    resource_not_found: 'Įrašas nerastas.',
    method_not_allowed: 'Šis veiksmas negalimas.',
    conflict: 'Duomenys ką tik pasikeitė. Atnaujinkite puslapį ir bandykite dar kartą.',
    slot_taken: 'Šis laikas jau užimtas. Pasirinkite kitą laiką.',
    slot_not_offered: 'Šiuo laiku registruotis negalima. Pasirinkite vieną iš siūlomų laikų.',
    services_not_offered: 'Pasirinktos paslaugos šiuo metu neteikiamos arba jų neteikia pasirinktas specialistas.',
    date_in_past: 'Praėjusios datos keisti negalima.',
    not_public_holiday: 'Ši data nėra valstybinė šventė.',
    unknown_reference: 'Pasirinktas įrašas nerastas.',
    override_exists: 'Šiam specialistui šios dienos tvarkaraštis jau pakeistas. Redaguokite esamą pakeitimą.',
    email_taken: 'Šis el. pašto adresas jau užregistruotas.',
    two_factor_enabled: 'Dviejų veiksnių patvirtinimas jau įjungtas.',
    two_factor_not_enabled: 'Dviejų veiksnių patvirtinimas neįjungtas.',
    verified_email: EMAIL_ALREADY_VERIFIED,
    cancellation_closed: 'Šio vizito atšaukti nebegalima. Susisiekite su specialistu.',
    invalid_transition: 'Šio veiksmo su vizitu atlikti negalima.',
    already_reviewed: 'Šį vizitą jau įvertinote.',
    appointment_not_completed: 'Įvertinti galima tik įvykusį vizitą.',
    rate_limited: 'Per daug bandymų. Palaukite ir bandykite dar kartą.',
    internal_error: UNEXPECTED_ERROR,
    mail_failed: 'Įvyko klaida! Laiškas nebuvo išsiųstas. Bandykite dar kartą vėliau.',
    service_unavailable: 'Paslauga laikinai nepasiekiama. Bandykite dar kartą vėliau.',
  },

  /** Top navbar and mobile bottom bar (section 2.1 "Page chrome", 2.2 (13)). */
  nav: {
    search: 'Paieška',
    appointments: 'Mano vizitai',
    login: 'Prisijungti',
    register: 'Registracija',
    contact: 'Susisiekti',
    help: 'Pagalba',
    logout: 'Atsijungti',
    profile: 'Profilis',
    notifications: 'Pranešimai',
    admin: 'Administravimas',
    menu: 'Meniu',
    /** Fill with `{ brand: BRAND.accusative }`: "Grįžti į Vizitą". */
    homepageLink: 'Grįžti į {brand}',
  },

  /** Menu of the business admin area. */
  adminNav: {
    home: 'Pradžia',
    appointments: 'Vizitai',
    calendar: 'Kalendorius',
    schedule: 'Tvarkaraštis',
    scheduleOverrides: 'Tvarkaraščio pakeitimai',
    holidays: 'Laisvadieniai',
    services: 'Paslaugos',
    gallery: 'Galerija',
    clientCards: 'Klientai',
    billing: 'Mokėjimai',
    settings: 'Nustatymai',
    help: 'Pagalba',
    chooseBusiness: 'Pasirinkite verslą',
  },

  /** Appointment statuses (PRODUCT.md). */
  appointmentStatus: {
    pending: 'Laukia patvirtinimo',
    confirmed: 'Patvirtintas',
    declined: 'Atmestas',
    cancelled: 'Atšauktas',
    completed: 'Įvykęs',
    no_show: 'Neatvyko',
  },

  home: {
    /** Document title; fill `{brand}` with `BRAND.name`. */
    metaTitle: '{brand} – grožio specialistų paieška ir registracija internetu',
    hero: {
      title: 'Raskite grožio specialistą ir registruokitės internetu',
      subtitle:
        'Kirpėjai, manikiūro meistrai, kosmetologai ir kiti specialistai – laisvą laiką matote iš karto, o užsiregistruoti galite bet kuriuo paros metu.',
    },
    search: {
      title: 'Ieškokite pagal paslaugą ir miestą',
      category: 'Paslauga',
      categoryPlaceholder: 'Pasirinkite paslaugą',
      city: 'Miestas',
      cityPlaceholder: 'Pasirinkite miestą',
      submit: 'Ieškoti',
    },
    categories: {
      title: 'Paslaugų kategorijos',
    },
    featured: {
      title: 'Rekomenduojami specialistai',
      empty: 'Rekomenduojamų specialistų kol kas nėra.',
    },
    /** The home page's dismissible announcement (seed 2.2 item 12). */
    announcement: {
      title: 'Atnaujinome svetainę',
      text: 'Laisvą specialistų laiką dabar matote iš karto. Pastebėjote klaidą ar turite pasiūlymų?',
      link: 'Parašykite mums',
    },
    forBusiness: {
      title: 'Esate grožio specialistas?',
      text: 'Priimkite registracijas internetu, tvarkykite kalendorių ir klientų korteles vienoje vietoje.',
      cta: 'Registruoti verslą',
    },
  },

  /** The search results page `/grozio-specialistai/{area}/{location}`. */
  search: {
    /** `{category}` = category name, `{city}` = city locative: "Kirpėjai Vilniuje". */
    title: '{category} {city}',
    /** `{title}` = the title above. */
    metaTitle: '{title} – laisvi laikai ir registracija internetu',
    metaTitlePage: '{title} – {page} puslapis',
    /** `{count}` = one of `count`. */
    metaDescription:
      '{title}: {count}. Palyginkite kainas ir įvertinimus, matykite artimiausią laisvą laiką ir registruokitės internetu.',
    metaDescriptionEmpty: '{title}: specialistų kol kas nėra. Peržiūrėkite kitus miestus ir paslaugas.',
    intro: 'Palyginkite kainas ir įvertinimus, matykite artimiausią laisvą laiką ir užsiregistruokite internetu vos keliais paspaudimais.',
    /** By `Intl.PluralRules('lt')` category. */
    count: { one: '{count} specialistas', few: '{count} specialistai', other: '{count} specialistų' },
    found: { one: 'Rastas {count} specialistas', few: 'Rasti {count} specialistai', other: 'Rasta {count} specialistų' },
    results: 'Paieškos rezultatai',
    filters: {
      title: 'Filtrai',
      category: 'Paslauga',
      city: 'Miestas',
      free: 'Laisvas laikas',
      freeAny: 'Bet kada',
      freeToday: 'Laisva šiandien',
      freeWeek: 'Laisva šią savaitę',
      price: 'Kaina',
      priceAny: 'Bet kokia',
      /** An active service costs at most `{price}` ("40 €"). */
      priceUpTo: 'Iki {price}',
      sort: 'Rikiuoti',
      sortRecommended: 'Rekomenduojami',
      sortRating: 'Geriausiai įvertinti',
      sortPrice: 'Pigiausi',
      sortSoonest: 'Artimiausias laisvas laikas',
      submit: 'Rodyti rezultatus',
      reset: 'Išvalyti filtrus',
    },
    result: {
      /** Screen-reader text of the stars: "Įvertinimas 4,8 iš 5". */
      rating: 'Įvertinimas {rating} iš 5',
      reviews: { one: '{count} atsiliepimas', few: '{count} atsiliepimai', other: '{count} atsiliepimų' },
      noReviews: 'Dar nėra atsiliepimų',
      price: 'Kaina',
      noPrice: 'Kaina nenurodyta',
      nextFree: 'Artimiausias laisvas laikas',
      today: 'šiandien, {time}',
      tomorrow: 'rytoj, {time}',
      /** `{date}` = "lapkr. 26 d., ketv.". */
      onDate: '{date}, {time}',
      noFree: 'Per 14 dienų laisvo laiko nėra',
      book: 'Registruotis',
      /** Accessible name of the booking link: "Registruotis – Kirpykla „Žirklės“". */
      bookLabel: 'Registruotis – {business}',
    },
    pagination: {
      label: 'Puslapiai',
      previous: 'Ankstesnis',
      next: 'Kitas',
      page: '{page} puslapis',
      summary: '{page} puslapis iš {pages}',
    },
    empty: 'Pagal šią paiešką specialistų nerasta. Pabandykite kitą paslaugą ar miestą.',
    emptyFiltered: 'Pagal pasirinktus filtrus specialistų nerasta. Pabandykite juos pakeisti.',
    emptyTitle: 'Specialistų nerasta',
    /** `{category}` = category name: "Kirpėjai kituose miestuose". */
    otherCities: '{category} kituose miestuose',
    /** `{city}` = city locative: "Kitos paslaugos Vilniuje". */
    otherCategories: 'Kitos paslaugos {city}',
    pageMissing: 'Tokio puslapio nėra – rezultatų mažiau.',
    firstPage: 'Į pirmą puslapį',
    errors: {
      category: 'Tokios paslaugų kategorijos nėra.',
      city: 'Tokio miesto nėra.',
      free: 'Laisvo laiko filtras gali būti „today“ arba „week“.',
      sort: 'Rikiuoti galima pagal recommended, rating, price arba soonest.',
      price: 'Kaina turi būti sveikas skaičius centais, ne mažesnis už 0.',
      priceRange: 'Mažiausia kaina negali būti didesnė už didžiausią.',
      text: 'Paieškos tekste yra neleistinų simbolių.',
    },
  },

  /** The public page of a business. */
  business: {
    services: 'Paslaugos',
    specialists: 'Specialistai',
    noServices: 'Paslaugų kol kas nėra.',
    /** Service duration in minutes: "45 min". */
    duration: '{minutes} min',
    price: 'Kaina',
    priceFrom: 'nuo {price}',
    book: 'Registruotis',
    about: 'Apie',
    address: 'Adresas',
    contacts: 'Kontaktai',
    gallery: 'Galerija',
    reviews: 'Atsiliepimai',
    noReviews: 'Atsiliepimų dar nėra.',
    rating: '{rating} iš 5',
    share: 'Dalintis',
    /** `{count}` = one of `reviewCount`. */
    ratingSummary: 'Įvertinimas {rating} iš 5 ({count})',
    /** By `Intl.PluralRules('lt')` category. */
    reviewCount: { one: '{count} atsiliepimas', few: '{count} atsiliepimai', other: '{count} atsiliepimų' },
    showMoreReviews: 'Rodyti daugiau atsiliepimų',
    reviewsFailed: 'Nepavyko įkelti atsiliepimų. Bandykite dar kartą.',
    hours: 'Darbo laikas šią savaitę',
    closed: 'Nedirba',
    today: 'šiandien',
    weekdays: { 1: 'Pirmadienis', 2: 'Antradienis', 3: 'Trečiadienis', 4: 'Ketvirtadienis', 5: 'Penktadienis', 6: 'Šeštadienis', 7: 'Sekmadienis' },
    phone: 'Telefonas',
    email: 'El. paštas',
    website: 'Svetainė',
    /** `{index}` of `{count}` photos. */
    photo: '{index} nuotrauka iš {count}',
    openPhoto: 'Atidaryti nuotrauką: {alt}',
    previousPhoto: 'Ankstesnė nuotrauka',
    nextPhoto: 'Kita nuotrauka',
    closePhoto: 'Uždaryti nuotrauką',
    stars: '{rating} iš 5 žvaigždučių',
  },

  /** The customer's booking flow `/naujas-vizitas/{slug}` and `/pre-login-booking-redirection/{slug}`. */
  booking: {
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
  },

  /** The customer's own visits `/vizitai` (issue 5 item 5). */
  visits: {
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
  },

  /** The contact page `/susisiekti`. */
  contact: {
    /** Document title; fill `{brand}` with `BRAND.name`. */
    metaTitle: 'Kontaktai – {brand}',
    title: 'Susisiekite su mumis',
    text: 'Turite klausimų ar pasiūlymų? Parašykite mums el. paštu – atsakysime kuo greičiau.',
    /** The platform's contact address (a decision: no address is given by the seed). */
    email: 'info@vizitas.lt',
    emailLabel: 'El. paštas',
    copyEmail: 'Kopijuoti el. pašto adresą',
    emailCopied: 'El. pašto adresas nukopijuotas.',
    copyFailed: 'Nepavyko nukopijuoti. Pažymėkite adresą ir nukopijuokite jį patys.',
    /** Scroll-trigger link to the form. */
    toForm: 'Rašyti žinutę',
    form: {
      title: 'Parašykite mums',
      text: 'Atsakysime į jūsų nurodytą el. pašto adresą, dažniausiai per vieną darbo dieną.',
      name: 'Vardas',
      email: 'El. pašto adresas',
      message: 'Žinutė',
      /** The (i) button under the message and its tooltip. */
      privacyHintLabel: 'Ką rašyti žinutėje?',
      privacyHint: 'Klausimus, pasiūlymus, pastebėtas klaidas – skaitome viską.',
      privacyWarning: 'Neįrašykite slaptažodžių ir banko kortelės duomenų.',
      /** Character counter; fill `{count}` and `{max}`. */
      counter: '{count} / {max} simbolių',
      submit: 'Siųsti žinutę',
      sending: 'Siunčiama...',
    },
    validation: {
      messageRequired: 'Įrašykite žinutę.',
      /** Fill `{max}`. */
      messageTooLong: 'Žinutė per ilga: ne daugiau kaip {max} simbolių.',
    },
    sent: {
      title: 'Žinutė išsiųsta',
      /** Fill `{email}`. */
      text: 'Ačiū! Gavome jūsų žinutę ir atsakysime adresu {email} kuo greičiau.',
      another: 'Rašyti dar vieną žinutę',
    },
    /** 429 of the contact form (per client address). */
    rateLimited: 'Išsiuntėte per daug žinučių. Bandykite dar kartą po valandos.',
    /** The mail to the platform. */
    mail: {
      /** Fill `{name}`. */
      subject: 'Žinutė iš kontaktų formos: {name}',
      intro: 'Per kontaktų formą gauta nauja žinutė.',
      name: 'Vardas',
      email: 'El. paštas',
      account: 'Paskyra',
      visitor: 'neprisijungęs lankytojas',
      /** Fill `{id}`. */
      user: 'prisijungęs naudotojas, ID {id}',
      sentAt: 'Gauta',
      message: 'Žinutė',
      reply: 'Atsakykite siuntėjui nurodytu el. pašto adresu.',
    },
  },

  /** Dismissible alert banners (seed 2.2 item 12). */
  alerts: {
    dismiss: 'Uždaryti pranešimą',
  },

  /** Login, registration, logout, password reset and e-mail verification pages (issue 3). */
  auth: {
    fields: {
      name: 'Vardas ir pavardė',
      email: 'El. pašto adresas',
      password: 'Slaptažodis',
      newPassword: 'Naujas slaptažodis',
      currentPassword: 'Dabartinis slaptažodis',
      passwordHint: 'Ne trumpesnis nei 8 simbolių ir ne iš dažniausiai naudojamų.',
      code: 'Patvirtinimo kodas',
    },
    validation: {
      nameRequired: 'Įveskite vardą.',
      nameTooLong: 'Vardas per ilgas (daugiausia 100 simbolių).',
      emailRequired: 'Įveskite el. pašto adresą.',
      emailInvalid: 'Neteisingas el. pašto adreso formatas.',
      passwordRequired: 'Įveskite slaptažodį.',
      passwordTooShort: 'Slaptažodis turi būti ne trumpesnis nei 8 simbolių.',
      passwordTooLong: 'Slaptažodis per ilgas (daugiausia 200 simbolių).',
      passwordCommon: 'Šis slaptažodis per dažnai naudojamas, todėl nesaugus. Sugalvokite kitą.',
      passwordSameAsEmail: 'Slaptažodis negali sutapti su el. pašto adresu.',
      codeInvalid: 'Įveskite 6 skaitmenų kodą arba atsarginį kodą.',
      tokenMissing: 'Nuorodoje trūksta patvirtinimo kodo.',
      invalidValue: 'Neteisinga reikšmė.',
      tooLong: 'Per ilga reikšmė.',
    },
    login: {
      metaTitle: 'Prisijungimas – {brand}',
      title: 'Prisijungimas',
      text: 'Prisijunkite, kad galėtumėte registruotis vizitams ir matyti savo vizitus.',
      submit: 'Prisijungti',
      forgotPassword: 'Pamiršote slaptažodį?',
      noAccount: 'Neturite paskyros?',
      registerLink: 'Užsiregistruokite',
      success: 'Prisijungėte sėkmingai!',
    },
    twoFactor: {
      title: 'Dviejų veiksnių patvirtinimas',
      text: 'Įveskite 6 skaitmenų kodą iš autentifikavimo programėlės arba vieną iš atsarginių kodų.',
      submit: 'Patvirtinti',
      startOver: 'Prisijungti iš naujo',
    },
    register: {
      metaTitle: 'Registracija – {brand}',
      title: 'Sukurkite paskyrą',
      text: 'Paskyra leis registruotis vizitams, matyti jų istoriją ir gauti priminimus.',
      submit: 'Registruotis',
      haveAccount: 'Jau turite paskyrą?',
      loginLink: 'Prisijunkite',
      success: 'Paskyra sukurta! Patvirtinkite el. pašto adresą paspaudę nuorodą laiške.',
    },
    logout: {
      metaTitle: 'Atsijungimas – {brand}',
      title: 'Atsijungimas',
      text: 'Ar tikrai norite atsijungti?',
      submit: 'Atsijungti',
      success: 'Atsijungėte sėkmingai.',
    },
    passwordReset: {
      metaTitle: 'Slaptažodžio atkūrimas – {brand}',
      title: 'Slaptažodžio atkūrimas',
      text: 'Įveskite paskyros el. pašto adresą – atsiųsime nuorodą naujam slaptažodžiui nustatyti.',
      submit: 'Siųsti nuorodą',
      sent: 'Jei paskyra su šiuo el. pašto adresu yra, išsiuntėme laišką su nuoroda. Nuoroda galioja 1 valandą.',
      newTitle: 'Naujas slaptažodis',
      newText: 'Sukurkite naują slaptažodį. Pakeitus slaptažodį, visuose įrenginiuose būsite atjungti.',
      newSubmit: 'Išsaugoti slaptažodį',
      done: 'Slaptažodis pakeistas sėkmingai! Prisijunkite su nauju slaptažodžiu.',
      invalidLink: 'Slaptažodžio atkūrimo nuoroda neteisinga, jau panaudota arba nebegalioja.',
      requestAgain: 'Gauti naują nuorodą',
      backToLogin: 'Grįžti į prisijungimą',
    },
    emailVerification: {
      metaTitle: 'El. pašto patvirtinimas – {brand}',
      title: 'El. pašto patvirtinimas',
      continue: 'Tęsti',
      toProfile: 'Į profilį',
    },
  },

  /** The profile page `/profilis` (issue 3 item 12). */
  profile: {
    metaTitle: 'Profilis – {brand}',
    title: 'Mano profilis',
    details: {
      title: 'Asmeninė informacija',
      saved: 'Duomenys išsaugoti sėkmingai!',
    },
    email: {
      title: 'El. pašto adresas',
      verified: 'Patvirtintas',
      notVerified: 'Nepatvirtintas',
      newEmail: 'Naujas el. pašto adresas',
      change: 'Keisti el. pašto adresą',
      changeText: 'Naujas adresas pradės galioti, kai jį patvirtinsite paspaudę nuorodą laiške.',
      changeRequested: 'Išsiuntėme patvirtinimo laišką adresu {email}. El. pašto adresas pasikeis, kai paspausite nuorodą laiške.',
      pending: 'Laukiama naujo adreso {email} patvirtinimo.',
      sameAsCurrent: 'Tai jūsų dabartinis el. pašto adresas.',
    },
    phone: {
      title: 'Telefono numeris',
      none: 'Nenurodytas',
    },
    password: {
      title: 'Slaptažodis',
      submit: 'Keisti slaptažodį',
      changed: 'Slaptažodis pakeistas sėkmingai! Kituose įrenginiuose esate atjungti.',
    },
    sessions: {
      title: 'Prisijungę įrenginiai',
      text: 'Čia matote, kuriuose įrenginiuose esate prisijungę. Neatpažintą įrenginį atjunkite.',
      current: 'Šis įrenginys',
      unknownDevice: 'Nežinomas įrenginys',
      createdAt: 'Prisijungta {time}',
      lastSeenAt: 'Paskutinį kartą aktyvus {time}',
      end: 'Atjungti',
      ended: 'Įrenginys atjungtas.',
      logoutEverywhere: 'Atsijungti visuose įrenginiuose',
      loggedOutEverywhere: 'Atsijungėte visuose įrenginiuose.',
    },
  },

  /** Two-factor login with an authenticator app (TOTP), on the profile page. */
  twoFactor: {
    title: 'Dviejų veiksnių patvirtinimas',
    enabled: 'Įjungtas',
    disabled: 'Išjungtas',
    description:
      'Prisijungiant, be slaptažodžio, reikės ir kodo iš autentifikavimo programėlės (pvz., Google Authenticator ar Microsoft Authenticator).',
    enable: 'Įjungti',
    disable: 'Išjungti',
    scan: 'Nuskenuokite QR kodą autentifikavimo programėle arba įveskite raktą ranka.',
    secret: 'Raktas',
    qrAlt: 'QR kodas autentifikavimo programėlei',
    confirmCode: 'Programėlės rodomas kodas',
    confirm: 'Patvirtinti ir įjungti',
    enabledNow: 'Dviejų veiksnių patvirtinimas įjungtas sėkmingai!',
    recoveryTitle: 'Atsarginiai kodai',
    recoveryText:
      'Išsaugokite šiuos kodus saugioje vietoje. Kiekvienu jų galėsite prisijungti vieną kartą, jei neturėsite telefono. Daugiau jie nebus rodomi.',
    recoveryDone: 'Kodus išsaugojau',
    disableText: 'Norėdami išjungti, įveskite programėlės kodą arba slaptažodį.',
    codeOrPassword: 'Kodas arba slaptažodis',
    disabledNow: 'Dviejų veiksnių patvirtinimas išjungtas.',
  },

  /** E-mails (HTML and plain text). `{name}` is the person's name, `{brand}` the product name. */
  mail: {
    greeting: 'Sveiki, {name},',
    signature: '{brand} komanda',
    automatic: 'Šis laiškas išsiųstas automatiškai, į jį atsakyti nereikia.',
    linkFallback: 'Jei mygtukas neveikia, nukopijuokite šią nuorodą į naršyklės adreso laukelį:',
    notYou: 'Jei to nedarėte, šį laišką galite tiesiog ignoruoti.',
    verification: {
      subject: 'Patvirtinkite el. pašto adresą',
      intro: 'ačiū, kad užsiregistravote. Patvirtinkite el. pašto adresą paspaudę mygtuką:',
      action: 'Patvirtinti el. pašto adresą',
      expires: 'Nuoroda galioja 48 valandas.',
    },
    emailChange: {
      subject: 'Patvirtinkite naują el. pašto adresą',
      intro: 'gavome prašymą pakeisti jūsų paskyros el. pašto adresą į šį. Patvirtinkite jį paspaudę mygtuką:',
      action: 'Patvirtinti naują adresą',
      expires: 'Nuoroda galioja 48 valandas.',
    },
    passwordReset: {
      subject: 'Slaptažodžio atkūrimas',
      intro: 'gavome prašymą atkurti jūsų paskyros slaptažodį. Naują slaptažodį nustatysite paspaudę mygtuką:',
      action: 'Nustatyti naują slaptažodį',
      expires: 'Nuoroda galioja 1 valandą ir tik vieną kartą.',
    },
  },

  /** The development outbox page `/dev/laiskai` (mail written to a folder instead of sent). */
  devOutbox: {
    metaTitle: 'Laiškai – {brand}',
    title: 'Išsiųsti laiškai',
    text: 'Kai SMTP serveris nenurodytas, laiškai nesiunčiami, o įrašomi į aplanką. Čia matote naujausius.',
    empty: 'Laiškų dar nėra.',
    to: 'Kam',
    sentAt: 'Išsiųsta',
    links: 'Nuorodos',
    body: 'Laiško tekstas',
  },

  /** The platform operator's pages and API. */
  operator: {
    clientErrors: {
      title: 'Naršyklių klaidų pranešimai',
      empty: 'Klaidų pranešimų nėra.',
    },
  },

  notFound: {
    title: 'Puslapis nerastas',
    text: 'Atsiprašome, tokio puslapio nėra. Galbūt nuoroda pasenusi arba adresas įvestas su klaida.',
    backHome: BACK_HOME,
  },

  errorPage: {
    title: 'Įvyko klaida',
    text: UNEXPECTED_ERROR,
    retry: 'Bandyti dar kartą',
    backHome: BACK_HOME,
  },

  /** Mirrors `./taxonomy` so the catalogue is complete: slug → text. */
  taxonomy: {
    categories: CATEGORY_NAMES,
    cities: CITY_NAMES,
    cityLocatives: CITY_LOCATIVES,
  },
} as const;

export type Messages = typeof messages;

/** Phone validation kinds that have a message (section 5). */
export type PhoneErrorCode = keyof Messages['phone']['errors'];

/** The message for a phone validation kind, or undefined: "Any other kind shows no message". */
export function phoneErrorMessage(code: string | null | undefined): string | undefined {
  if (code == null || !Object.hasOwn(messages.phone.errors, code)) return undefined;
  return messages.phone.errors[code as PhoneErrorCode];
}

// ---------------------------------------------------------------------------------------------
// format

export type FormatValue = string | number;

/** The `{name}` placeholders of a template literal type, e.g. 'a {x} b {y}' → 'x' | 'y'. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** Values for a template: exactly its placeholders when known, any names for a plain `string`. */
export type FormatVars<T extends string> = string extends T ? Record<string, FormatValue> : Record<Placeholders<T>, FormatValue>;

type FormatArgs<T extends string> = string extends T
  ? [vars?: Record<string, FormatValue>]
  : [Placeholders<T>] extends [never]
    ? [vars?: Record<string, never>]
    : [vars: FormatVars<T>];

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

function fill(template: string, vars: Record<string, FormatValue> | undefined, map: (v: string) => string): string {
  if (!vars) return template;
  return template.replace(PLACEHOLDER, (whole: string, name: string) =>
    Object.hasOwn(vars, name) && vars[name] !== undefined ? map(String(vars[name])) : whole,
  );
}

/**
 * Fills `{name}` placeholders: `format(messages.emailVerification.wait, { seconds: 42 })`
 * → 'Palaukite 42 s'. A placeholder without a value is left as written.
 */
export function format<T extends string>(template: T, ...args: FormatArgs<T>): string {
  return fill(template, args[0], (v) => v);
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Like `format`, for templates that carry markup (e.g. `messages.emailVerification.failed`):
 * the values are HTML-escaped, the template itself is trusted.
 */
export function formatHtml<T extends string>(template: T, ...args: FormatArgs<T>): string {
  return fill(template, args[0], escapeHtml);
}
