/**
 * Bringing clients in (docs/decisions/029): the admin's booking link page (copy, share, QR code,
 * the embed code for the business's own website), the invitations to existing clients with their
 * mail and unsubscribe page, and the admin area's help articles.
 */

/** `/administratorius/dalintis-nuoroda`. */
export const adminShare = {
  title: 'Nuoroda klientams',
  intro:
    'Šia nuoroda klientai užsiregistruoja pas jus internetu. Įdėkite ją į Instagram ar Facebook profilį, atsiųskite žinute ar atsispausdinkite QR kodą salonui.',
  linkTitle: 'Jūsų registracijos nuoroda',
  ownDomain: 'Nuoroda jūsų domene {domain}.',
  copy: 'Kopijuoti nuorodą',
  /** The share helper's label with native sharing (seed 2.2 item 15: the supplied title). */
  share: 'Dalintis',
  open: 'Atidaryti',
  openLabel: 'Atidaryti registracijos puslapį naujame lange',
  qrTitle: 'QR kodas',
  qrText:
    'Atsispausdinkite ir padėkite prie kasos ar ant veidrodžio: klientė nufotografuoja kodą telefonu ir iškart patenka į registraciją.',
  /** The QR image's alternative text. */
  qrAlt: 'Registracijos nuorodos QR kodas: {link}',
  downloadPng: 'Atsisiųsti PNG',
  downloadSvg: 'Atsisiųsti SVG',
  print: 'Spausdinti',
  embedTitle: 'Jūsų svetainei',
  embedText: 'Nukopijuokite kodą ir įdėkite jį į savo svetainės puslapį (WordPress, Wix ar kitur – kaip HTML bloką).',
  buttonTitle: 'Mygtukas',
  buttonText: 'Mygtukas atidaro registraciją naujame lange.',
  buttonLabel: 'Registruotis internetu',
  frameTitle: 'Registracijos langas',
  frameText: 'Klientė pasirenka paslaugą, specialistą ir laiką jūsų svetainėje, o registraciją užbaigia {brand} puslapyje.',
  /** The iframe's title attribute in the snippet: `{business}`. */
  frameLabel: 'Registracija internetu – {business}',
  copyCode: 'Kopijuoti kodą',
  codeCopied: 'Kodas nukopijuotas sėkmingai!',
  preview: 'Peržiūra',
  /** The accessible name of a snippet's text area: `{what}`. */
  codeOf: '{what}: HTML kodas',
  sharedNote: 'Pradžios žingsnis „Pasidalinkite savo nuoroda“ atliktas.',
  inviteTitle: 'Pakvieskite esamus klientus',
  inviteText: 'Turite klientų el. pašto adresų? Išsiųskite jiems kvietimą registruotis internetu.',
  inviteAction: 'Pakviesti klientus',
  loadFailed: 'Nuorodos įkelti nepavyko. Patikrinkite ryšį ir bandykite dar kartą.',
  retry: 'Bandyti dar kartą',
  loading: 'Kraunama…',
} as const;

/** `/administratorius/klientu-kvietimai` and `POST /api/admin/send-invitation`. */
export const clientInvitations = {
  title: 'Pakviesti klientus',
  intro:
    'Išsiųskite kvietimą registruotis internetu klientams, kurių el. pašto adresus jau turite. Kiekvienas gaus laišką su jūsų registracijos nuoroda.',
  listLabel: 'El. pašto adresai',
  listHint: 'Po vieną eilutėje. Vardą galite parašyti prieš adresą, atskyrę kableliu: „Asta Petraitė, asta@example.lt“.',
  fileLabel: 'Arba įkelkite CSV failą',
  fileHint: 'Stulpeliai: el. paštas ir (nebūtinai) vardas. Pirmoji eilutė gali būti antraštė.',
  chooseFile: 'Pasirinkti failą',
  /** `{name}`: the file read into the list. */
  fileRead: 'Failas „{name}“ perskaitytas: sąrašas užpildytas.',
  fileUnreadable: 'Failo perskaityti nepavyko. Įkelkite CSV arba TXT failą.',
  /** `{limit}` lines at most, `{daily}` a day. */
  limits: 'Vienu kartu – iki {limit} eilučių, per dieną – iki {daily} kvietimų.',
  /** `{left}` invitations left today. */
  leftToday: 'Šiandien dar galite išsiųsti: {left}.',
  send: 'Siųsti kvietimus',
  sending: 'Siunčiama...',
  ownerOnly: 'Kvietimus klientams siunčia verslo savininkas. Čia matote, kam jie jau išsiųsti.',
  consent: 'Siųskite kvietimus tik savo klientams, kurie sutiktų juos gauti. Kiekviename laiške yra nuoroda atsisakyti kvietimų.',
  emptyList: 'Įrašykite bent vieną el. pašto adresą.',
  /** The answer, as a toast: `{sent}` of `{total}` lines. */
  sentToast: 'Išsiųsta kvietimų: {sent}.',
  nothingSent: 'Nė vienas kvietimas neišsiųstas – peržiūrėkite rezultatus.',
  resultsTitle: 'Rezultatai',
  /** `{sent}`, `{skipped}`. */
  resultsSummary: 'Išsiųsta: {sent}. Neišsiųsta: {skipped}.',
  line: 'Eilutė',
  email: 'El. paštas',
  name: 'Vardas',
  outcome: 'Rezultatas',
  outcomes: {
    invited: 'Išsiųsta',
    duplicate: 'Kartojasi sąraše',
    invalid_email: 'Neteisingas adresas',
    already_invited: 'Jau pakviestas',
    already_client: 'Jau registravosi pas jus',
    unsubscribed: 'Atsisakė kvietimų',
  },
  sentTitle: 'Išsiųsti kvietimai',
  noneSent: 'Kvietimų dar nesiuntėte.',
  /** `{count}` invitations in all. */
  sentCount: 'Iš viso: {count}.',
  sentAt: 'Išsiųsta',
  optedOut: 'Atsisakė',
  loadFailed: 'Kvietimų įkelti nepavyko. Patikrinkite ryšį ir bandykite dar kartą.',
  retry: 'Bandyti dar kartą',
  loading: 'Kraunama…',
  backToShare: 'Nuoroda klientams',
  /** The 429 when the day's limit would be passed: `{daily}`, `{left}`. */
  limitReached:
    'Per dieną galima išsiųsti iki {daily} kvietimų. Šiandien dar galite išsiųsti: {left}. Sutrumpinkite sąrašą arba likusius išsiųskite rytoj.',
  /** A line's field errors: `{line}`. */
  tooLongName: 'Vardas per ilgas (iki 120 simbolių).',
  /** The mail to the invited client. */
  mail: {
    /** `{business}`. */
    subject: '„{business}“ kviečia registruotis internetu',
    greeting: 'Sveiki, {name},',
    greetingNoName: 'Sveiki,',
    /** `{business}`, `{brand}`. */
    intro:
      '„{business}“ dabar priima registracijas internetu. Pasirinkite paslaugą, specialistą ir jums patogų laiką – bet kuriuo paros metu, be skambučių.',
    action: 'Registruotis internetu',
    /** `{business}`. */
    why: 'Šį laišką gavote, nes „{business}“ nurodė jūsų el. pašto adresą kaip savo kliento.',
    unsubscribe: 'Nebenoriu gauti kvietimų',
    unsubscribeText: 'Jei nebenorite gauti kvietimų registruotis, atsisakykite jų – daugiau jų nesiųs joks {brand} verslas:',
  },
} as const;

/** The booking page in another site's frame (`/naujas-vizitas/{slug}/iterpti`). */
export const bookingEmbed = {
  /** Once a time is chosen: the booking goes on in a new tab. */
  continue: 'Tęsti registraciją',
  title: 'Laikas pasirinktas',
  /** `{date}`, `{time}`, `{brand}`. */
  text: '{date}, {time}. Pastabą specialistui parašysite ir registraciją patvirtinsite {brand} puslapyje – jis atsidarys naujame lange.',
} as const;

/** `/kvietimu-atsisakymas?token=` (public). */
export const invitationUnsubscribe = {
  metaTitle: 'Kvietimų atsisakymas',
  title: 'Nebenorite gauti kvietimų?',
  /** `{email}` (partly hidden), `{business}`. */
  text: 'Adresu {email} gavote kvietimą registruotis pas „{business}“. Atsisakius daugiau kvietimų šiuo adresu nesiųs joks {brand} verslas.',
  confirm: 'Atsisakyti kvietimų',
  confirming: 'Siunčiama...',
  done: 'Kvietimų atsisakėte. Šiuo adresu daugiau kvietimų nesiųsime.',
  already: 'Šiuo adresu kvietimų jau atsisakėte. Daugiau jų nesiųsime.',
  invalid: 'Nuoroda neteisinga. Patikrinkite, ar nukopijavote ją visą.',
  failed: 'Atsisakyti nepavyko. Bandykite dar kartą.',
  home: 'Į pradžios puslapį',
} as const;

/** `/administratorius/pagalba/sarasas` and its articles. */
export const adminHelp = {
  title: 'Pagalba',
  intro: 'Trumpi atsakymai, kaip tvarkyti registracijas, darbo laiką ir kviesti klientus.',
  searchLabel: 'Ieškoti pagalbos',
  searchPlaceholder: 'Pvz., darbo laikas, šventė, nuoroda',
  search: 'Ieškoti',
  clear: 'Išvalyti',
  /** `{count}` articles found for `{query}`. */
  found: 'Rasta straipsnių: {count}.',
  /** `{query}`. */
  nothingFound: 'Pagal „{query}“ nieko neradome. Pabandykite kitu žodžiu arba peržiūrėkite visus straipsnius.',
  all: 'Visi straipsniai',
  empty: 'Pagalbos straipsnių dar nėra.',
  loadFailed: 'Pagalbos įkelti nepavyko. Patikrinkite ryšį ir bandykite dar kartą.',
  retry: 'Bandyti dar kartą',
  loading: 'Kraunama…',
  back: 'Visi pagalbos straipsniai',
  notFound: 'Straipsnis nerastas. Gal jis buvo pervadintas?',
  contact: 'Neradote atsakymo? Parašykite mums.',
  contactLink: 'Susisiekti',
} as const;

/** The area's sections together (the catalogue's tests; the service worker reads one area). */
export const adminOutreachMessages = { adminShare, clientInvitations, bookingEmbed, invitationUnsubscribe, adminHelp } as const;
