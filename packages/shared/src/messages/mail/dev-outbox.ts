/** The development outbox page `/dev/laiskai` (mail written to a folder instead of sent). */
export const devOutbox = {
  metaTitle: 'Laiškai – {brand}',
  title: 'Išsiųsti laiškai',
  text: 'Kai SMTP serveris nenurodytas, laiškai nesiunčiami, o įrašomi į aplanką. Čia matote naujausius.',
  empty: 'Laiškų dar nėra.',
  to: 'Kam',
  sentAt: 'Išsiųsta',
  links: 'Nuorodos',
  body: 'Laiško tekstas',
} as const;
