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
