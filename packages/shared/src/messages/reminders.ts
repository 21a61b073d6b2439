/**
 * Reminders, review requests, notification settings, unsubscribing and the premium plan
 * (docs/decisions/028).
 */
/** The in-app rows of a visit's own notices; `{business}`, `{services}`, `{when}` as the other rows. */
export const noticeTexts = {
  reminder: 'Primename: {when} jūsų laukia „{business}“ ({services}).',
  reviewRequest: 'Kaip sekėsi „{business}“? Įvertinkite vizitą ({services}, {when}) – tai užtruks minutę.',
} as const;

/** The mails of a visit's own notices. */
export const noticeMails = {
  reminder: {
    subject: 'Priminimas: {when} – „{business}“',
    intro: 'Primename apie jūsų vizitą.',
    cancelHint: 'Jei atvykti negalėsite, atšaukite vizitą savo vizitų puslapyje – laikas atsilaisvins kitiems.',
    action: 'Mano vizitai',
  },
  reviewRequest: {
    subject: 'Kaip sekėsi „{business}“?',
    intro: 'Ačiū, kad lankėtės. Įvertinkite vizitą – jūsų nuomonė padeda kitiems išsirinkti, o „{business}“ – tobulėti.',
    action: 'Įvertinti vizitą',
  },
  /** The footer line of every mail one can unsubscribe from. */
  unsubscribe: 'Nebenorite tokių laiškų? Atsisakykite: {url}',
  unsubscribeLink: 'Atsisakyti tokių laiškų',
  /** The mail to the platform about an owner's request for the premium plan. */
  premiumRequest: {
    subject: 'Premium plano užklausa: „{business}“',
    body: '{name} ({email}) prašo „{business}“ (/{slug}) premium plano. Funkcija, prie kurios ji priėjo: {feature}.',
    message: 'Žinutė: {message}',
  },
} as const;

/** `/profilis` and the admin's own settings: which channels for which topics. */
export const notificationSettings = {
  title: 'Pranešimų nustatymai',
  intro: 'Pasirinkite, apie ką ir kaip norite gauti žinias. Laiškai apie paskyrą ir teisinius dalykus siunčiami visada.',
  topic: 'Apie ką',
  topics: {
    booking_changes: 'Vizitų pokyčiai',
    reminders: 'Priminimai apie vizitus',
    review_requests: 'Prašymai įvertinti vizitą',
    marketing: 'Naujienos ir pasiūlymai',
  },
  topicHints: {
    booking_changes: 'Registracijos gavimas, patvirtinimas, atmetimas, perkėlimas, atšaukimas.',
    reminders: 'Prieš patvirtintą vizitą, kaip nustatė grožio specialistas.',
    review_requests: 'Kartą po įvykusio vizito.',
    marketing: 'Retos platformos ir verslų naujienos.',
  },
  channels: {
    email: 'El. paštu',
    push: 'Naršyklės pranešimu',
    in_app: 'Pranešimų lange',
  },
  /** Screen readers: "{topic}: {channel}". */
  cellLabel: '{topic}: {channel}',
  save: 'Išsaugoti nustatymus',
  saved: 'Pranešimų nustatymai išsaugoti.',
  failed: 'Nustatymų išsaugoti nepavyko. Bandykite dar kartą.',
  loadFailed: 'Pranešimų nustatymų įkelti nepavyko.',
  loading: 'Įkeliami pranešimų nustatymai…',
  pushHint: 'Naršyklės pranešimai ateina tik į naršykles, kuriose juos įjungėte. Naktį (21:00–08:00) jų nesiunčiame.',
} as const;

/** The admin settings page's reminders section. */
export const reminderSettings = {
  title: 'Priminimai klientams',
  intro:
    'Prieš kiekvieną patvirtintą vizitą klientui išsiunčiame priminimą el. paštu ir pranešimu. Naktį (21:00–08:00) priminimų nesiunčiame – jie išeina 08:00.',
  legend: 'Kada priminti',
  options: {
    none: 'Nepriminti',
    '24h': 'Prieš 24 valandas',
    '2h': 'Prieš 2 valandas',
    both: 'Prieš 24 ir prieš 2 valandas',
  },
  premiumBadge: 'Premium',
  save: 'Išsaugoti priminimus',
  saved: 'Priminimų nustatymai išsaugoti.',
  failed: 'Priminimų nustatymų išsaugoti nepavyko.',
  loadFailed: 'Priminimų nustatymų įkelti nepavyko.',
  loading: 'Įkeliami priminimų nustatymai…',
  readOnly: 'Priminimus keisti gali tik verslo savininkas.',
  /** Where a member chooses what she herself is told (her own profile). */
  ownSettings: 'Ką apie naujas registracijas ir atšaukimus gaunate jūs, pasirinksite savo',
  ownSettingsLink: 'pranešimų nustatymuose',
  upcoming: 'Artimiausi priminimai',
  upcomingEmpty: 'Artimiausią savaitę priminimų neplanuojama.',
  sent: 'Neseniai išsiųsti',
  sentEmpty: 'Priminimų dar neišsiųsta.',
  kinds: { reminder_24h: 'prieš 24 val.', reminder_2h: 'prieš 2 val.', review_request: 'prašymas įvertinti' },
  /** `{client}`, `{when}` of the visit, `{kind}`, `{at}` when it goes/went. */
  row: '{client}, vizitas {when} – {kind}, {at}',
} as const;

/** `/pranesimu-atsisakymas?token=…`: unsubscribing without logging in. */
export const unsubscribe = {
  metaTitle: 'Laiškų atsisakymas – {brand}',
  title: 'Laiškų atsisakymas',
  question: 'Nebesiųsti jums laiškų apie: {topic}?',
  confirm: 'Atsisakyti',
  done: 'Atsisakėte laiškų apie: {topic}. Daugiau jų nesiųsime.',
  settingsHint: 'Prisijungę kitus pranešimų nustatymus rasite savo profilyje.',
  settingsLink: 'Pranešimų nustatymai',
  invalid: 'Ši atsisakymo nuoroda netinkama. Pranešimų nustatymus galite pakeisti prisijungę savo profilyje.',
  failed: 'Atsisakyti nepavyko. Bandykite dar kartą.',
  /** The topic as the question and the confirmation name it. */
  topics: {
    booking_changes: 'vizitų pokyčius',
    reminders: 'priminimus apie vizitus',
    review_requests: 'prašymus įvertinti vizitą',
    marketing: 'naujienas ir pasiūlymus',
  },
} as const;

/** The premium_modal (seed 2.2 item 7): the plan's benefits and a way to ask for it. */
export const premium = {
  title: 'Premium planas',
  intro: 'Ši funkcija – premium plano dalis. Su premium planu:',
  benefits: [
    'Antras priminimas klientams likus 2 valandoms iki vizito – mažiau neatvykusių.',
    'Priminimai ir el. paštu, ir naršyklės pranešimu.',
    'Prioritetinė pagalba darbo dienomis.',
  ],
  messageLabel: 'Žinutė (nebūtina)',
  request: 'Noriu premium plano',
  cancel: 'Ne dabar',
  requested: 'Užklausą gavome. Susisieksime per vieną darbo dieną.',
  alreadyRequested: 'Užklausą jau gavome {date}. Susisieksime per vieną darbo dieną.',
  failed: 'Užklausos išsiųsti nepavyko. Bandykite dar kartą.',
  ownerOnly: 'Premium planą užsakyti gali verslo savininkas.',
  features: { reminder_2h: 'priminimas prieš 2 valandas' },
} as const;

/** The area's sections together (the catalogue's tests; the service worker reads one area). */
export const remindersMessages = {
  noticeTexts,
  noticeMails,
  notificationSettings,
  reminderSettings,
  unsubscribe,
  premium,
} as const;
