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
