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
