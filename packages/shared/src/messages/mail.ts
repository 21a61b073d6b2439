/** E-mails, and the development outbox page that shows them when no SMTP server is set. */

export const mailMessages = {
  /** E-mails (HTML and plain text). `{name}` is the person's name, `{brand}` the product name. */
  mail: {
    greeting: 'Sveiki, {name},',
    signature: '{brand} komanda',
    automatic: 'Šis laiškas išsiųstas automatiškai, į jį atsakyti nereikia.',
    linkFallback: 'Jei mygtukas neveikia, nukopijuokite šią nuorodą į naršyklės adreso laukelį:',
    notYou: 'Jei to nedarėte, šį laišką galite tiesiog ignoruoti.',
    verification: {
      subject: 'Patvirtinkite el. pašto adresą',
      intro: 'ačiū, kad užsiregistravote. Patvirtinkite el. pašto adresą paspaudę mygtuką:',
      action: 'Patvirtinti el. pašto adresą',
      expires: 'Nuoroda galioja 48 valandas.',
    },
    emailChange: {
      subject: 'Patvirtinkite naują el. pašto adresą',
      intro: 'gavome prašymą pakeisti jūsų paskyros el. pašto adresą į šį. Patvirtinkite jį paspaudę mygtuką:',
      action: 'Patvirtinti naują adresą',
      expires: 'Nuoroda galioja 48 valandas.',
    },
    passwordReset: {
      subject: 'Slaptažodžio atkūrimas',
      intro: 'gavome prašymą atkurti jūsų paskyros slaptažodį. Naują slaptažodį nustatysite paspaudę mygtuką:',
      action: 'Nustatyti naują slaptažodį',
      expires: 'Nuoroda galioja 1 valandą ir tik vieną kartą.',
    },
  },

  /** The development outbox page `/dev/laiskai` (mail written to a folder instead of sent). */
  devOutbox: {
    metaTitle: 'Laiškai – {brand}',
    title: 'Išsiųsti laiškai',
    text: 'Kai SMTP serveris nenurodytas, laiškai nesiunčiami, o įrašomi į aplanką. Čia matote naujausius.',
    empty: 'Laiškų dar nėra.',
    to: 'Kam',
    sentAt: 'Išsiųsta',
    links: 'Nuorodos',
    body: 'Laiško tekstas',
  },
} as const;
