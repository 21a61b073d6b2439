/** `/kvietimu-atsisakymas?token=` (public). */
export const invitationUnsubscribe = {
  metaTitle: 'Kvietimų atsisakymas',
  title: 'Nebenorite gauti kvietimų?',
  /** `{email}` (partly hidden), `{business}`. */
  text: 'Adresu {email} gavote kvietimą registruotis pas „{business}“. Atsisakius daugiau kvietimų šiuo adresu nesiųs joks {brandGenitive} verslas.',
  confirm: 'Atsisakyti kvietimų',
  confirming: 'Siunčiama...',
  done: 'Kvietimų atsisakėte. Šiuo adresu daugiau kvietimų nesiųsime.',
  already: 'Šiuo adresu kvietimų jau atsisakėte. Daugiau jų nesiųsime.',
  invalid: 'Nuoroda neteisinga. Patikrinkite, ar nukopijavote ją visą.',
  failed: 'Atsisakyti nepavyko. Bandykite dar kartą.',
  home: 'Į pradžios puslapį',
} as const;
