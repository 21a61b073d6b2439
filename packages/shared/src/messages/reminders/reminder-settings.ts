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
