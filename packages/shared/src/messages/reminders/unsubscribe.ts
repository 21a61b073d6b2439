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
