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
  /** The review beside a past visit: the same stars as the review dialog, to click or to ignore. */
  review: {
    ask: 'Kaip vertinate vizitą?',
    yours: 'Jūsų įvertinimas',
    /** A star button; `{stars}` of 5. */
    star: 'Įvertinti {stars} iš 5',
    /** The stars given, read as one image. */
    given: '{stars} iš 5 žvaigždučių',
    saving: 'Išsaugoma...',
    thanks: 'Ačiū už įvertinimą!',
    failed: 'Įvertinimas nebuvo išsaugotas. Bandykite dar kartą.',
  },
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
