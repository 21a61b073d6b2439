/**
 * The public site: the home page, search, a business's page, the contact page, the error pages,
 * and what the site's shell shows on any page (connectivity toasts, the install, cookie and
 * unsupported-browser dialogs, alert banners, the service worker's console texts).
 */
import { CATEGORY_NAMES, CITY_LOCATIVES, CITY_NAMES } from '../taxonomy';
import { NOT_NOW, UNEXPECTED_ERROR } from './common';

// Texts used in more than one place: one definition each.
const LINK_COPIED = 'Nuoroda nukopijuota sėkmingai!';
const COPY_LINK = 'Kopijuoti nuorodą';
const BACK_HOME = 'Į pradžios puslapį';

/** The page footer's links beside the contact and business registration links. */
export const footer = { privacy: 'Privatumo politika', terms: 'Taisyklės' } as const;

/** Section 4 "Connectivity", section 8. */
export const connectivity = {
  offline: 'Nėra ryšio. Pasitikrinkite ar esate prisijungę prie interneto.',
  online: 'Prisijungėte prie interneto sėkmingai!',
} as const;

/** Section 2.2 (5), 4 "PWA modal", 8. */
export const pwa = {
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
    /** A computer or another phone: where the app can be installed. */
    other:
      'Aplikaciją galima įsirašyti telefone naudojantis Chrome (arba Samsung Internet) naršykle Android telefone arba Safari naršykle iPhone.',
    /** A browser that offers the install itself (Chrome on a computer): the button does it. */
    prompt: 'Paspauskite „Įrašyti“ – aplikacija atsiras tarp jūsų programų.',
  },
  /** The web app manifest (what the phone shows for the installed app). */
  manifest: {
    name: '{brand} – grožio specialistų registracija',
    description: 'Registruokitės pas grožio specialistus internetu ir gaukite priminimus apie vizitus.',
  },
  /** The page the service worker shows when a link is opened without a connection. */
  offline: {
    title: 'Nėra ryšio',
    text: 'Puslapio atidaryti nepavyko, nes nėra interneto ryšio. Pasitikrinkite ryšį ir bandykite dar kartą.',
    retry: 'Bandyti dar kartą',
  },
} as const;

/** Section 2.2 (15), 4 "Share helper", 8. */
export const share = {
  button: COPY_LINK,
  native: 'Nuoroda buvo pasidalinta sėkmingai!',
  clipboard: LINK_COPIED,
} as const;

/** Console / error reporting only; the seed writes these in English. */
export const serviceWorker = {
  registrationFailed: 'Registration failed',
  unsupported: 'Service workers are not supported by this browser.',
} as const;

/** Section 2.2 (1). */
export const unsupportedBrowser = {
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
} as const;

/** Section 2.2 (6). */
export const cookieConsent = {
  title: 'Slapukai',
  text: 'Naudojame slapukus, kad svetainė veiktų ir galėtume ją tobulinti.',
  choice: '„Tik būtini“ – tik tie, be kurių svetainė neveiktų.',
  accept: 'Sutinku',
  necessaryOnly: 'Tik būtini',
} as const;

export const home = {
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
} as const;

/** The search results page `/grozio-specialistai/{area}/{location}`. */
export const search = {
  /** `{category}` = category name, `{city}` = city locative: "Kirpėjai Vilniuje". */
  title: '{category} {city}',
  /** `{title}` = the title above. */
  metaTitle: '{title} – laisvi laikai ir registracija internetu',
  metaTitlePage: '{title} – {page} puslapis',
  /** `{count}` = one of `count`. */
  metaDescription:
    '{title}: {count}. Palyginkite kainas ir įvertinimus, matykite artimiausią laisvą laiką ir registruokitės internetu.',
  metaDescriptionEmpty: '{title}: specialistų kol kas nėra. Peržiūrėkite kitus miestus ir paslaugas.',
  intro:
    'Palyginkite kainas ir įvertinimus, matykite artimiausią laisvą laiką ir užsiregistruokite internetu vos keliais paspaudimais.',
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
} as const;

/** The public page of a business. */
export const business = {
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
  weekdays: {
    1: 'Pirmadienis',
    2: 'Antradienis',
    3: 'Trečiadienis',
    4: 'Ketvirtadienis',
    5: 'Penktadienis',
    6: 'Šeštadienis',
    7: 'Sekmadienis',
  },
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
} as const;

/** The contact page `/susisiekti`. */
export const contact = {
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
} as const;

/** Dismissible alert banners (seed 2.2 item 12). */
export const alerts = {
  dismiss: 'Uždaryti pranešimą',
} as const;

export const notFound = {
  title: 'Puslapis nerastas',
  text: 'Atsiprašome, tokio puslapio nėra. Galbūt nuoroda pasenusi arba adresas įvestas su klaida.',
  backHome: BACK_HOME,
} as const;

export const errorPage = {
  title: 'Įvyko klaida',
  text: UNEXPECTED_ERROR,
  retry: 'Bandyti dar kartą',
  backHome: BACK_HOME,
} as const;

/** Mirrors `./taxonomy` so the catalogue is complete: slug → text. */
export const taxonomy = {
  categories: CATEGORY_NAMES,
  cities: CITY_NAMES,
  cityLocatives: CITY_LOCATIVES,
} as const;

/** The area's sections together (the catalogue's tests; the service worker reads one area). */
export const siteMessages = {
  footer,
  connectivity,
  pwa,
  share,
  serviceWorker,
  unsupportedBrowser,
  cookieConsent,
  home,
  search,
  business,
  contact,
  alerts,
  notFound,
  errorPage,
  taxonomy,
} as const;
